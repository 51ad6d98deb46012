#!/usr/bin/env node
// `npm start`: build the web app and the server when missing or older than their sources, then run
// the server's build on its embedded defaults (PGlite in ./data, the embedded sign-in provider, demo data).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILD } from './build-server.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { ensureSupportedRuntime } from './runtime.mjs';

await ensureSupportedRuntime();

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
await ensureBuild();

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

const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUILD], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
