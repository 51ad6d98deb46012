import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of the test's own (Debian's binaries, its own data folder and port), so a test can
 * stop it, crash it and start it again without touching the machine's shared server. PostgreSQL will
 * not run as root; as root the server runs as the `postgres` user. `npm run cluster` runs one in a
 * folder it keeps (`dir`), durable, on a port it chooses.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  /** `immediate` is a crash (no shutdown checkpoint); `fast` a clean shutdown that ends sessions */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'pg_ctl'))) return join(root, v, 'bin');
  return null;
}

export const privatePostgresAvailable = () => binDir() !== null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface PrivatePostgresOptions {
  /** a folder to keep the cluster in (created, or reused when it holds one); default a temporary one */
  dir?: string;
  port?: number;
  /** fsync on (default off: tests need speed, not crash safety of the machine) */
  durable?: boolean;
}

export async function startPrivatePostgres(options: PrivatePostgresOptions = {}): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'sz-pg-'));
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = options.port || (await freePort());
  const run = (tool: string, args: string[]) => {
    const cmd = join(bin, tool);
    const r = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  };
  if (!existsSync(join(data, 'PG_VERSION')))
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${options.durable ? 'on' : 'off'}`;
  const start = () => run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one SQL statement on a server (psql), for set-up outside the app. */
export function psql(url: string, statement: string): string {
  return execFileSync('psql', [url, '-At', '-c', statement], { encoding: 'utf8' });
}
