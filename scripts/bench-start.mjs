#!/usr/bin/env node
// How long the server takes to start and how much memory it holds once up: the production build
// (node apps/server/dist/main.js) against the TypeScript sources through tsx, on copies of one data
// folder (migrated, demo data in), a few runs each. Figures go in docs/performance.md.
//
//   node scripts/bench-start.mjs [runs=5]
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUILD } from './build-server.mjs';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 5);
const MODES = {
  build: ['--enable-source-maps', SERVER_BUILD],
  tsx: ['--import', 'tsx', '--conditions=source', join(root, 'apps/server/src/main.ts')],
};

const rssOf = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};

async function start(mode, dataDir, port) {
  const t0 = performance.now();
  const child = spawn(process.execPath, MODES[mode], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RTMP_PORT: 'off',
      SIMULATOR: 'false',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${mode}: the server exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000)); // settled
  const rss = rssOf(child.pid);
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await gone;
  return { ms, rss };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (!existsSync(SERVER_BUILD)) await buildServer();
// One data folder made once (migrations and demo data), copied for every run: what a restart meets.
const seed = mkdtempSync(join(tmpdir(), 'sz-bench-start-'));
await start('build', seed, 3950);
const results = {};
for (const mode of Object.keys(MODES)) {
  results[mode] = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'sz-bench-run-'));
    cpSync(seed, dir, { recursive: true });
    rmSync(join(dir, 'server.json'), { force: true });
    results[mode].push(await start(mode, dir, 3951 + i));
    rmSync(dir, { recursive: true, force: true });
  }
}
rmSync(seed, { recursive: true, force: true });
console.log(`Node ${process.version}, ${runs} starts each on a copy of one data folder (PGlite, demo data)`);
console.log('mode   start to healthy (median, min–max)   RSS once up (median)');
for (const [mode, rows] of Object.entries(results)) {
  const ms = rows.map((r) => r.ms);
  console.log(
    `${mode.padEnd(6)} ${Math.round(median(ms))} ms (${Math.round(Math.min(...ms))}–${Math.round(Math.max(...ms))})`.padEnd(
      44,
    ) + `${Math.round(median(rows.map((r) => r.rss)))} MB`,
  );
}
