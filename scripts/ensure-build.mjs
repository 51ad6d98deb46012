// The builds `npm start` and `npm run cluster` run: the web app and the server, each rebuilt only when
// missing or older than its sources (the web build's `npm run build` builds the server too).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBuildIsStale } from './build-server.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = join(root, 'apps/web/dist/index.html');

/** The newest modification time under a path, which may be a file or a folder (0 when missing). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    t = Math.max(t, newest(join(path, entry.name)));
  }
  return t;
}

// Everything the web build reads: the app folder (its sources, HTML entries, config and build
// plugins; dist and node_modules skipped) and the workspace packages it compiles with it.
const sources = ['apps/web', 'packages/contracts/src', 'packages/scoring/src'];

export async function ensureBuild() {
  const stale =
    !existsSync(dist) || Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(dist).mtimeMs;
  if (stale) {
    console.log('Building the web app (first start or sources changed)…');
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  } else if (serverBuildIsStale()) {
    console.log('Building the server (first start or sources changed)…');
    await buildServer();
  }
}
