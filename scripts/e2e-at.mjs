#!/usr/bin/env node
/**
 * Runs the browser tests as if it were another time of day or year, to find tests and features that
 * depend on the hour (decision 024: CI runs at any hour, and two stops failed on 23:xx UTC):
 *
 *   node scripts/e2e-at.mjs 2026-11-30T23:50 [vitest arguments, e.g. a file name]
 *
 * libfaketime (Debian's `faketime` package) shifts the clocks of this run and of the servers it starts;
 * Chromium cannot start with it loaded, so each page gets the shifted time from Playwright's clock
 * instead (e2e/helpers/browser.ts). The databases are the embedded ones (a PostgreSQL server keeps its
 * own clock). One check compares the shifted clock with a real one and fails when the shift is over five
 * days: the language cookie's expiry, which Chromium counts from the real time (foundation.e2e.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LIB = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';
const [at, ...rest] = process.argv.slice(2);
const target = at ? new Date(at) : null;
if (!target || Number.isNaN(target.getTime())) {
  console.error('usage: node scripts/e2e-at.mjs <date and time, e.g. 2026-11-30T23:50> [vitest arguments]');
  process.exit(2);
}
if (!existsSync(LIB)) {
  console.error(`${LIB} is missing: apt-get install -y faketime`);
  process.exit(2);
}
const offset = Math.round((target.getTime() - Date.now()) / 1000);
console.log(`browser tests at ${target.toString()} (clock shifted by ${offset} s)`);
const env = {
  ...process.env,
  LD_PRELOAD: LIB,
  FAKETIME: `${offset >= 0 ? '+' : ''}${offset}`,
  FAKETIME_DONT_FAKE_MONOTONIC: '1',
};
delete env.TEST_POSTGRES;
delete env.DATABASE_URL;
const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...rest], {
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
