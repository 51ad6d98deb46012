/**
 * The built package is an ES module that plain Node imports, with type declarations.
 * The package is compiled with its own tsconfig.build.json into a temporary directory laid out as an installed
 * package (node_modules/@sportzone/scoring/{package.json,dist}); a child `node` with no loader and no custom
 * condition then imports it by its name (through the `exports` map) and by the path of dist/index.js.
 * The package's own dist/ is left alone.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const pkgDir = resolve(here, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let root = '';
let installed = '';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'scoring-build-'));
  installed = join(root, 'node_modules', '@sportzone', 'scoring');
  mkdirSync(installed, { recursive: true });
  copyFileSync(join(pkgDir, 'package.json'), join(installed, 'package.json'));
  execFileSync(
    process.execPath,
    [tsc, '-p', join(pkgDir, 'tsconfig.build.json'), '--outDir', join(installed, 'dist')],
    {
      stdio: 'pipe',
    },
  );
}, 60_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Runs an ES module snippet in a plain `node` (cwd: the temporary root) and returns its stdout parsed as JSON. */
function node(source: string): unknown {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  return JSON.parse(out);
}

const SCRIPT = (specifier: string): string => `
  const m = await import(${JSON.stringify(specifier)});
  let r = m.createMatch({ sport: 'tennis', format: { bestOf: 3 } });
  if (!r.ok) throw new Error(r.error.code);
  let s = r.state;
  for (const side of ['home', 'home', 'away', 'home', 'home']) {
    const next = m.applyEvent(s, { type: 'point', side });
    if (!next.ok) throw new Error(next.error.code);
    s = next.state;
  }
  const sum = m.summarize(s);
  const replayed = m.replay({ sport: 'tennis', format: { bestOf: 3 } }, s.log);
  console.log(JSON.stringify({
    exports: Object.keys(m).sort(),
    games: sum.current.games,
    text: sum.text,
    replayed: replayed.ok && JSON.stringify(m.summarize(replayed.state)) === JSON.stringify(sum),
    unknown: m.createMatch({ sport: 'chess' }).error?.code,
    bowling: m.applyEvent(m.createMatch({ sport: 'bowling' }).state, { type: 'roll', side: 'home', pins: 11 }).error?.code,
    sports: m.SPORTS,
  }));
`;

const EXPECTED = {
  games: { home: 1, away: 0 },
  text: '1-0',
  replayed: true,
  unknown: 'unknown_sport',
  bowling: 'invalid_pins',
  sports: ['tennis', 'badminton', 'volleyball', 'table-tennis', 'snooker', 'bowling', 'rally'],
};

describe('the built package', () => {
  it('emits dist/index.js and dist/index.d.ts with the public API', () => {
    expect(existsSync(join(installed, 'dist', 'index.js'))).toBe(true);
    const dts = readFileSync(join(installed, 'dist', 'index.d.ts'), 'utf8');
    expect(dts).toMatch(/createMatch, applyEvent, summarize, replay, type MatchState/);
    const match = readFileSync(join(installed, 'dist', 'match.d.ts'), 'utf8');
    for (const fn of ['createMatch', 'applyEvent', 'summarize', 'replay']) {
      expect(match).toMatch(new RegExp(`export declare function ${fn}\\(`));
    }
    // relative imports keep their .js extension, so Node resolves them without a bundler
    expect(readFileSync(join(installed, 'dist', 'index.js'), 'utf8')).toMatch(/from '\.\/match\.js'/);
  });

  it('plain Node imports it by name through the exports map', () => {
    const out = node(SCRIPT('@sportzone/scoring')) as Record<string, unknown>;
    expect(out).toMatchObject(EXPECTED);
    expect(out.exports).toEqual(
      expect.arrayContaining(['applyEvent', 'createMatch', 'replay', 'summarize', 'other']),
    );
  });

  it('plain Node imports dist/index.js by path', () => {
    const url = pathToFileURL(join(installed, 'dist', 'index.js')).href;
    expect(node(SCRIPT(url))).toMatchObject(EXPECTED);
  });

  it('the exports map sends tooling to src, types to the declarations and Node to dist', () => {
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
      type: string;
      exports: Record<string, Record<string, string>>;
    };
    expect(pkg.type).toBe('module');
    expect(pkg.exports['.']).toEqual({
      source: './src/index.ts',
      types: './dist/index.d.ts',
      default: './dist/index.js',
    });
    // condition order matters: the first match wins
    expect(Object.keys(pkg.exports['.'] ?? {})).toEqual(['source', 'types', 'default']);
  });
});
