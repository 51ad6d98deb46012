#!/usr/bin/env node
// The server's production build: apps/server/src/main.ts (and the token, backup and restore CLIs)
// bundled with our workspace packages into plain JavaScript that `node` runs, third-party packages
// left to node_modules, and the database migrations copied beside the bundle. `npm start` runs it;
// tests and `npm run dev` run the TypeScript sources directly.
//
//   node scripts/build-server.mjs            build apps/server/dist
//   node scripts/build-server.mjs --if-stale build only when a source is newer than the build
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const out = join(root, 'apps/server/dist');
export const SERVER_BUILD = join(out, 'main.js');

/** What the server build reads: its sources and the workspace packages bundled into it. */
const SOURCES = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contracts/src',
  'packages/db/src',
  'packages/db/drizzle',
  'packages/scoring/src',
  'packages/competition/src',
  'scripts/build-server.mjs',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true }))
    t = Math.max(t, newest(join(path, entry.name)));
  return t;
}

export const serverBuildIsStale = () =>
  !existsSync(SERVER_BUILD) ||
  Math.max(...SOURCES.map((s) => newest(join(root, s)))) > statSync(SERVER_BUILD).mtimeMs;

/** Bundles our own code (the app and @sportzone/*); every other package stays an import. */
const ourCodeOnly = {
  name: 'our-code-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sportzone/') ? undefined : { path: args.path, external: true },
    );
  },
};

const routesDir = join(root, 'apps/server/src/routes');

/**
 * The route files, written into the bundle. The sources find them by listing routes/api
 * (routes/route-modules.ts); a bundle has no folder to list, so here the same rule (routes/files.ts,
 * run as it is) lists them at build time and route-modules.ts becomes one import per file (decision 038).
 */
let routesListed = 0;
const routeModules = {
  name: 'route-modules',
  setup(b) {
    b.onLoad({ filter: /[\\/]apps[\\/]server[\\/]src[\\/]routes[\\/]route-modules\.ts$/ }, async () => {
      const rule = await transform(readFileSync(join(routesDir, 'files.ts'), 'utf8'), {
        loader: 'ts',
        format: 'esm',
      });
      const { routeFiles } = await import(
        `data:text/javascript;base64,${Buffer.from(rule.code).toString('base64')}`
      );
      const files = routeFiles(routesDir);
      routesListed = files.length;
      const entries = files.map(
        (file) => `  { file: ${JSON.stringify(file)}, load: () => import(${JSON.stringify(`./${file}`)}) },`,
      );
      return {
        loader: 'ts',
        resolveDir: routesDir,
        contents: `export const routeModules = [\n${entries.join('\n')}\n];\n`,
      };
    });
  },
};

export async function buildServer() {
  const started = Date.now();
  routesListed = 0;
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'apps/server/src/main.ts',
      token: 'apps/server/src/cli/token.ts',
      backup: 'apps/server/src/cli/backup.ts',
      restore: 'apps/server/src/cli/restore.ts',
      admin: 'apps/server/src/cli/admin.ts',
    },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    conditions: ['source'],
    sourcemap: 'linked',
    plugins: [ourCodeOnly, routeModules],
    logLevel: 'warning',
  });
  // without the list the bundle would try to list a folder it does not have, and serve no API
  if (routesListed === 0) throw new Error('The server build found no route files (routes/route-modules.ts)');
  // The migrations, where the bundled database client looks for them (beside itself).
  cpSync(join(root, 'packages/db/drizzle'), join(out, 'drizzle'), { recursive: true });
  console.log(`Server built into apps/server/dist in ${Date.now() - started} ms`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !serverBuildIsStale()) process.exit(0);
  await buildServer();
}
