import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../src/config';
import { readServerFile } from '../../src/plugins/external/oidc/server-file';

/** The real server as a child process (`apps/server/src/main.ts`), for tests of what a process survives. */
export const PUBLIC_URL = 'http://localhost:3999';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: string[];
}

export async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'apps/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL,
        DEMO_DATA: 'true',
        SIMULATOR: 'false',
        LOG_LEVEL: 'warn',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
        REDIS_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    const file = readServerFile(dataDir);
    if (file && file.pid === child.pid) {
      const health = await fetch(`${file.url}/api/health`).catch(() => null);
      if (health?.ok) return { child, url: file.url, output };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output.join('')}`);
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
  });
