/**
 * The README's promise, run as a person runs it: the real `npm start` as a process on a fresh data
 * folder, stopped with Ctrl-C (SIGINT to its process group), started again on the same data folder
 * (the build and the database already there), signed in with the token CLI; and once more after a
 * web source changed (the rebuild path). Nothing here calls the server's code directly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT, removeDir } from './helpers/server';

const ORGANIZER = 'organizer@sportzone.test';
const BUILT_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');

let dataDir: string;
let port: number;

interface Started {
  process: ChildProcess;
  output: () => string;
  url: string;
}

/** `npm start` in its own process group, as a terminal runs it; resolves when /api/health answers. */
async function npmStart(): Promise<Started> {
  const chunks: string[] = [];
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
  });
  child.stdout!.on('data', (d) => chunks.push(String(d)));
  child.stderr!.on('data', (d) => chunks.push(String(d)));
  const output = () => chunks.join('');
  const url = `http://localhost:${port}`;
  // The rebuild path builds the web app first (about a minute on two busy cores).
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`npm start did not become healthy:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { process: child, output, url };
}

/** Ctrl-C: SIGINT to the whole process group; every process of it must be gone within 20 s. */
async function ctrlC(started: Started): Promise<void> {
  const child = started.process;
  const exited = new Promise<void>((res) => {
    if (child.exitCode !== null || child.signalCode !== null) res();
    else child.once('exit', () => res());
  });
  process.kill(-child.pid!, 'SIGINT');
  const timeout = new Promise<'timeout'>((res) => setTimeout(() => res('timeout'), 20_000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    process.kill(-child.pid!, 'SIGKILL');
    throw new Error(`npm start did not stop on SIGINT:\n${started.output()}`);
  }
  // The server's own graceful shutdown ran (it closes PGlite so the data folder stays consistent).
  expect(started.output()).toContain('shutting down');
  // Nothing of the group is left behind (the server listens no more).
  await expect(fetch(`${started.url}/api/health`)).rejects.toThrow();
}

function tokenCli(email: string): string {
  const r = spawnSync('npm', ['run', '-s', 'token', '--', '--email', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port) },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim();
}

async function api(url: string, path: string, token: string, init: RequestInit = {}) {
  return fetch(`${url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
}

/** Lines a clean run must never print (an unsupported Node, engine mismatches). */
function expectSupportedRuntime(output: string) {
  expect(output).not.toMatch(/Unsupported runtime/);
  expect(output).not.toMatch(/EBADENGINE/);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sz-start-'));
  port = await freePort();
});

afterAll(() => removeDir(dataDir));

describe('npm start, stopped and started again, as a person runs it', () => {
  let organizationId: number;

  it('starts on a fresh data folder, serves the app and the API, and stops on Ctrl-C', async () => {
    const started = await npmStart();
    try {
      const page = await fetch(`${started.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');

      const token = tokenCli(ORGANIZER);
      const me = await api(started.url, '/api/user/current', token);
      expect(me.status).toBe(200);
      expect((await me.json()).email).toBe(ORGANIZER);

      // Something of the user's own, to find again after the restart.
      const created = await api(started.url, '/api/organization', token, {
        method: 'POST',
        body: JSON.stringify({ name: 'Restart Test Club', privacy: 'public' }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      organizationId = (await created.json()).id;
    } finally {
      await ctrlC(started);
    }
    expectSupportedRuntime(started.output());
  });

  it('starts again on the same data folder (build and database already there) without rebuilding', async () => {
    const builtAt = statSync(BUILT_INDEX).mtimeMs;
    const started = await npmStart();
    try {
      expect(started.output()).not.toContain('Building the web app');
      expect(statSync(BUILT_INDEX).mtimeMs).toBe(builtAt);

      const token = tokenCli(ORGANIZER);
      const me = await api(started.url, '/api/user/current', token);
      expect(me.status).toBe(200);
      const org = await api(started.url, `/api/organization/${organizationId}`, token);
      expect(org.status).toBe(200);
      expect((await org.json()).name).toBe('Restart Test Club');
    } finally {
      await ctrlC(started);
    }
    expectSupportedRuntime(started.output());
  });

  it('rebuilds the web app when a web source changed, then serves it', async () => {
    const builtAt = statSync(BUILT_INDEX).mtimeMs;
    // A saved edit: the source is newer than the build (content unchanged, so the build is the same). Its
    // time comes from the build's, not this process's clock, which scripts/e2e-at.mjs shifts.
    const source = join(REPO_ROOT, 'apps/web/src/main.tsx');
    const edited = new Date(builtAt + 2000);
    utimesSync(source, edited, edited);

    const started = await npmStart();
    try {
      expect(started.output()).toContain('Building the web app');
      expect(statSync(BUILT_INDEX).mtimeMs).toBeGreaterThan(builtAt);
      expect((await fetch(`${started.url}/`)).status).toBe(200);
      const token = tokenCli(ORGANIZER);
      expect((await api(started.url, `/api/organization/${organizationId}`, token)).status).toBe(200);
    } finally {
      await ctrlC(started);
    }
    expectSupportedRuntime(started.output());
  });
});
