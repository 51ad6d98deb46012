/**
 * The built package is an ES module that plain Node imports, with type declarations: compiled with its own
 * tsconfig.build.json (types: [], so no Node or DOM API can slip in) into a temporary directory laid out as an
 * installed package; a child `node` with no loader and no custom condition imports it by name (through the
 * `exports` map) and by the path of dist/index.js. The package's own dist/ is left alone.
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
  root = mkdtempSync(join(tmpdir(), 'competition-build-'));
  installed = join(root, 'node_modules', '@sportzone', 'competition');
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
  let s = m.createStage({ type: 'single_elimination', participants: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }).stage;
  s = m.recordResult(s, 'W1-2', { winner: 'away' }).stage;
  s = m.recordResult(s, 'W2-1', { winner: 'home' }).stage;
  console.log(JSON.stringify({
    exports: Object.keys(m).sort(),
    positions: m.finishingPositions(s),
    rows: m.standings(s).map((r) => r.id + ':' + r.rank),
    refused: m.createStage({ type: 'ladder', participants: [] }).error?.code,
  }));
`;

const EXPECTED = {
  positions: [
    { id: 'a', position: 1 },
    { id: 'c', position: 2 },
    { id: 'b', position: 3 },
  ],
  rows: ['a:1', 'c:2', 'b:3'],
  refused: 'invalid_type',
};

describe('the built package', () => {
  it('emits dist/index.js and dist/index.d.ts with the public API', () => {
    expect(existsSync(join(installed, 'dist', 'index.js'))).toBe(true);
    const dts = readFileSync(join(installed, 'dist', 'index.d.ts'), 'utf8');
    for (const fn of ['createStage', 'recordResult', 'clearResult', 'standings', 'pairNextRound']) {
      expect(dts).toMatch(new RegExp(`export declare function ${fn}\\(`));
    }
    expect(readFileSync(join(installed, 'dist', 'index.js'), 'utf8')).toMatch(/from '\.\/create\.js'/);
  });

  it('plain Node imports it by name through the exports map, and by the path of dist/index.js', () => {
    const out = node(SCRIPT('@sportzone/competition')) as Record<string, unknown>;
    expect(out).toMatchObject(EXPECTED);
    expect(out.exports).toEqual(
      expect.arrayContaining([
        'createStage',
        'recordResult',
        'clearResult',
        'standings',
        'pairNextRound',
        'qualifiers',
      ]),
    );
    expect(node(SCRIPT(pathToFileURL(join(installed, 'dist', 'index.js')).href))).toMatchObject(EXPECTED);
  });
});
