#!/usr/bin/env node
// The supported Node.js runtime (decision 010): Node 24 LTS. When the machine's Node is older than a
// supported line, bring the pinned Node 24 from the npm registry (the `node-<platform>-<arch>` package
// ships the binary itself, so nothing is downloaded from anywhere else) into .cache/node.
//
//   node scripts/runtime.mjs --bin-dir   prints the folder whose `node` is a supported runtime
//
// Written to run on old Node versions too (it is what gets the new one).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PINNED_NODE = '24.21.0';
/** The LTS majors the project supports (package.json "engines" says the same). */
export const SUPPORTED_MAJORS = [22, 24];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function isSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  if (major === 22) return minor >= 12;
  return SUPPORTED_MAJORS.includes(major);
}

/** The folder holding a supported `node` binary: the current one's, or the pinned one's (fetched once). */
export function supportedBinDir() {
  if (isSupported()) return dirname(process.execPath);
  const pkg = `node-${process.platform}-${process.arch}`;
  const home = join(root, '.cache', `node-v${PINNED_NODE}`);
  const bin = join(home, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  console.error(
    `Node ${process.versions.node} is not a supported runtime; fetching Node ${PINNED_NODE} (${pkg}) from the npm registry…`,
  );
  const work = `${home}.tmp`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // `npm pack` fetches the tarball through npm (registry, integrity check, proxy settings), nothing else.
  execFileSync('npm', ['pack', `${pkg}@${PINNED_NODE}`, '--silent', '--pack-destination', work], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${pkg}@${PINNED_NODE} produced no tarball`);
  execFileSync('tar', ['xzf', join(work, tarball), '-C', work]);
  rmSync(home, { recursive: true, force: true });
  renameSync(join(work, 'package'), home);
  rmSync(work, { recursive: true, force: true });
  return bin;
}

/**
 * Re-run this process under a supported Node when the current one is older, with that Node first on
 * PATH so every `npm`/`npx`/`node` the script spawns runs on it too. Resolves only when the current
 * Node is supported; otherwise this process just relays signals (Ctrl-C) and exits with the child.
 */
export function ensureSupportedRuntime() {
  if (isSupported()) return Promise.resolve();
  const bin = supportedBinDir();
  const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
  const child = spawn(join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {});
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--bin-dir')) console.log(supportedBinDir());
  else console.log(`${process.versions.node}: ${isSupported() ? 'supported' : 'not supported'}`);
}
