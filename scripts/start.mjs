#!/usr/bin/env node
// `npm start`: build the web app when it is missing or older than its sources, then run the server
// on its embedded defaults (PGlite in ./data, the embedded sign-in provider, demo data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSupportedRuntime } from './runtime.mjs';

await ensureSupportedRuntime();

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
const stale =
  !existsSync(dist) || Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(dist).mtimeMs;
if (stale) {
  console.log('Building the web app (first start or sources changed)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * Live video (decision 019) needs ffmpeg, a system package like Chromium for the tests: when it is missing
 * and we are root on Debian it is installed (apt-get install -y ffmpeg); otherwise the server starts
 * anyway with live video off, and we say how to switch it on. FFMPEG_PATH, RTMP_PORT=off and
 * FFMPEG_INSTALL=0 leave it alone.
 */
function ensureFfmpeg() {
  const rtmp = (process.env.RTMP_PORT ?? '').trim().toLowerCase();
  if (['0', 'off', 'false', 'no'].includes(rtmp) || process.env.FFMPEG_PATH) return;
  const found = () =>
    existsSync('/usr/bin/ffmpeg') ||
    spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
  if (found()) return;
  const debian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (process.getuid?.() === 0 && debian && process.env.FFMPEG_INSTALL !== '0') {
    console.log('Installing Debian ffmpeg for live video (once)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'ffmpeg'], { stdio: 'inherit', env }).status === 0;
    if (install && found()) return;
    console.warn('Installing ffmpeg failed: live video is off; everything else works.');
    return;
  }
  console.warn(
    `ffmpeg was not found: live video (RTMP ingest, HLS) is off; everything else works. To switch it on: ${
      debian ? 'sudo apt-get install -y ffmpeg' : 'install ffmpeg (https://ffmpeg.org/download.html)'
    } and start again (or set FFMPEG_PATH).`,
  );
}
ensureFfmpeg();

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=source', join(root, 'apps/server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
