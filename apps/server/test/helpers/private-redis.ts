import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * A Redis server of the test's own (Debian's redis-server on a free port, nothing kept on disk), so a
 * test can take it away and bring it back without touching the machine's shared one.
 */
export interface PrivateRedis {
  url: string;
  /** kills it (as a crash or a network cut looks to its clients) */
  stop(): Promise<void>;
  start(): Promise<void>;
}

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

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** `detached`: its own process group, so a Ctrl-C in a terminal reaches only whoever started it */
export async function startPrivateRedis(options: { detached?: boolean } = {}): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore', detached: options.detached ?? false },
    );
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await gone;
    },
  };
}
