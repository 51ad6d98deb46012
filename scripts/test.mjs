#!/usr/bin/env node
// `npm test`: everything CI checks, in order. Makes sure what the tests need is here (Debian's
// chromium, ffmpeg, prometheus's promtool and haproxy, installed when missing, as Playwright's
// install-deps would), then: lint, typecheck,
// build, unit + API tests (PGlite and PostgreSQL), browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { ensureSupportedRuntime } from './runtime.mjs';

// Everything runs on a supported Node (decision 010), brought from the npm registry when the machine's is older.
await ensureSupportedRuntime();

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  if (!ok) finish();
}

function finish() {
  const failed = results.filter((r) => !r.ok).length;
  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds} s)`);
  console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const PROMTOOL = '/usr/bin/promtool';
const HAPROXY = '/usr/sbin/haproxy';

/**
 * Debian's chromium (browser tests), ffmpeg (live video tests), prometheus (its promtool checks
 * /metrics) and haproxy (the cluster test, in front of several instances), installed when missing.
 */
function ensureTools() {
  const missing = [
    existsSync(CHROMIUM) ? null : 'chromium fonts-dejavu-core',
    existsSync(FFMPEG) ? null : 'ffmpeg',
    existsSync(PROMTOOL) ? null : 'prometheus',
    existsSync(HAPROXY) ? null : 'haproxy',
  ].filter(Boolean);
  if (missing.length === 0) return;
  const packages = missing.join(' ').split(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the tests: ${packages.join(', ')}. Install: sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${packages.join(', ')} for the tests…`);
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run(`install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '-qq', ...packages], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

ensureTools();
const pgUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const hasPostgres = await reachable(pgUrl.hostname, Number(pgUrl.port || 5432));
const hasRedis = await reachable('127.0.0.1', 6379);
if (process.env.CI && (!hasPostgres || !hasRedis)) {
  console.error('CI needs PostgreSQL at 127.0.0.1:5432 and Redis at 127.0.0.1:6379 (see STACK.md).');
  process.exit(1);
}
if (!hasPostgres)
  console.warn('PostgreSQL is not reachable: the PostgreSQL run of the API tests is skipped.');
if (!hasRedis) console.warn('Redis is not reachable: the Redis tests are skipped.');

run('lint', 'npm', ['run', 'lint']);
run('typecheck', 'npm', ['run', 'typecheck']);
run('build', 'npm', ['run', 'build']);
run('unit and API tests', 'npx', ['vitest', 'run'], {
  TEST_POSTGRES: hasPostgres ? '1' : '0',
  TEST_REDIS: hasRedis ? '1' : '0',
});
run('browser tests', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
  TEST_REDIS: hasRedis ? '1' : '0',
  TEST_POSTGRES: hasPostgres ? '1' : '0',
});
finish();
