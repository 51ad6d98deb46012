#!/usr/bin/env node
// `npm run dev`: the API server in watch mode and the Vite dev server of the web app, together.
// Open http://localhost:5173: Vite serves the app with hot reload and proxies /api (WebSockets included)
// and /oidc to the server. The server runs on the same embedded defaults as `npm start` (PGlite in ./data,
// the embedded sign-in provider, demo data), with PUBLIC_URL set to Vite's origin so the sign-in redirects
// and the configured API address are the page's own. Output is prefixed [api] / [web]; Ctrl-C stops both,
// and when one stops on its own the other is stopped too.
//
//   PORT=3000 WEB_PORT=5173 npm run dev     (the defaults; any other server setting is passed through)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureSupportedRuntime } from './runtime.mjs';

await ensureSupportedRuntime();

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const web = join(root, 'apps/web');
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';

/** A package's file, found the way Node finds the package from `from` (workspaces may hoist it or not). */
function packageFile(from, name, file) {
  const manifest = createRequire(join(from, 'package.json')).resolve(`${name}/package.json`);
  return join(dirname(manifest), file);
}

const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const children = [];
let stopping = false;

/** Starts one part in its own process group (so stopping it reaches what it starts), its lines prefixed. */
function run(label, tint, args, options) {
  const prefix = colour ? `\x1b[${tint}m[${label}]\x1b[0m ` : `[${label}] `;
  const child = spawn(process.execPath, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    // Colour or none for both (most tools read FORCE_COLOR=0 as "force", so NO_COLOR says none).
    env: { ...process.env, ...options.env, ...(colour ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }) },
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? `exit code ${code}`}); stopping the other one too`);
      stop('SIGTERM', code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops both parts, and exits once both have (a part that ignores SIGTERM for 5 s is killed). */
function stop(signal, exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, signal);
  const force = setTimeout(() => children.forEach((c) => signalGroup(c, 'SIGKILL')), 5000);
  force.unref();
  Promise.all(
    children.map((c) =>
      c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)),
    ),
  ).then(() => process.exit(exitCode));
}

run(
  'api',
  '36',
  [packageFile(root, 'tsx', 'dist/cli.mjs'), 'watch', '--conditions=source', 'apps/server/src/main.ts'],
  {
    cwd: root,
    env: { PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` },
  },
);
run('web', '35', [packageFile(web, 'vite', 'bin/vite.js'), '--port', webPort, '--strictPort'], {
  cwd: web,
  env: { SPORTZONE_API: `http://localhost:${apiPort}` },
});

// The server warns that the web app is not built: here Vite serves it, so that warning does not apply.
console.log(`[dev] open http://localhost:${webPort} (the API is on :${apiPort}); Ctrl-C stops both`);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop('SIGTERM', 0));
