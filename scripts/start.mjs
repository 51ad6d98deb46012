#!/usr/bin/env node
// `npm start`: build the web app when it is missing or older than its sources, then run the server
// on its embedded defaults (PGlite in ./data, the embedded sign-in provider, demo data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const dist = join(root, 'apps/web/dist/index.html');

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'packages/contracts/src',
  'packages/scoring/src',
];
const stale =
  !existsSync(dist) ||
  Math.max(...sources.map((s) => newest(join(root, s)) || statSync(join(root, 'package.json')).mtimeMs)) >
    statSync(dist).mtimeMs;
if (stale) {
  console.log('Building the web app (first start or sources changed)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=source', join(root, 'apps/server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
