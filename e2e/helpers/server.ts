import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  /** SIGTERM and wait (graceful); `kill('SIGKILL')` for crash tests */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
}

/** The run's migrated template (e2e/helpers/pglite-template.ts); none outside Vitest (the benchmarks). */
function providedTemplate(): string | undefined {
  try {
    return inject('pgliteTemplate');
  } catch {
    return undefined;
  }
}

/** A new data folder, with a copy of the run's migrated embedded database when the server will use one. */
function freshDataDir(env: Record<string, string> = {}): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'sz-e2e-'));
  const template = providedTemplate();
  const external = env.DATABASE_URL ?? process.env.DATABASE_URL;
  if (!external && template && existsSync(join(template, 'pglite')))
    cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** Starts the real server (`apps/server/src/main.ts`) as its own process and waits for /api/health. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? freshDataDir(options.env);
  const url = `http://localhost:${port}`;
  // its own RTMP port: two test files run at once, and the default (1935) is one per machine
  const rtmpPort = options.env?.RTMP_PORT ?? String(await freePort());
  const logs: string[] = [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'apps/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        ...options.env,
        RTMP_PORT: rtmpPort,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  const exited = new Promise<void>((res) => child.once('exit', () => res()));

  // a machine whose cores are shared with other work may need longer: E2E_SERVER_START_MS; on a busy
  // machine the embedded database's migrations alone can take a minute
  const startMs = Number(process.env.E2E_SERVER_START_MS) || 150_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${startMs / 1000} s:\n${logs.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    logs,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
