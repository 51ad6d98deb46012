import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join, resolve } from 'node:path';
import {
  HAPROXY,
  HAPROXY_TEMPLATE,
  parseStats,
  PROMETHEUS_TEMPLATE,
  proxyMaxConnections,
  renderHaproxyConfig,
  renderPrometheusConfig,
  REPO,
  type ProxyView,
} from './cluster-config';
import { startPrivatePostgres } from './private-postgres';
import { startPrivateRedis } from './private-redis';

/**
 * Sportzone as it is deployed, on one machine (decision 043): PostgreSQL, Redis, N instances of the
 * production build (`apps/server/dist/main.js`) and Debian's HAProxy in front with the repository's
 * deploy/haproxy.cfg. `npm run cluster` (scripts/cluster.mjs) runs it for people, and the cluster test
 * kills and restarts its instances. It starts processes only: nothing here imports the server's code, so
 * the script runs it without the TypeScript sources' loader conditions.
 */
export { HAPROXY, haproxyAvailable, REPO } from './cluster-config';
export const SERVER_BUILD = join(REPO, 'apps/server/dist/main.js');
const START_LIMIT_MS = 120_000;

export interface ClusterOptions {
  /** the folder for everything: PostgreSQL's data (when private), each instance's DATA_DIR, logs, haproxy.cfg */
  dir: string;
  instances?: number;
  /** an existing PostgreSQL; default a private cluster in `dir/postgres` */
  databaseUrl?: string | undefined;
  /** an existing Redis; default a private redis-server */
  redisUrl?: string | undefined;
  /** 0 (default) picks free ports */
  port?: number;
  httpsPort?: number;
  statsPort?: number;
  /** the first instance's port, the others follow it; their metrics ports 100 above (default: free ports) */
  instancePort?: number;
  /** the first instance takes the RTMP ingest on this port (live video); default off */
  rtmpPort?: number | undefined;
  /** runs Debian's prometheus on this port, scraping every instance and the proxy (deploy/prometheus.yml) */
  prometheusPort?: number | undefined;
  /** how often Prometheus scrapes, when not deploy/prometheus.yml's (a test wants seconds, not 15) */
  scrapeIntervalSeconds?: number | undefined;
  /** more environment for every instance (DEMO_DATA, SIMULATOR, LOG_LEVEL, DRAIN_NOTICE_MS …) */
  env?: Record<string, string>;
  /** PostgreSQL with fsync (a cluster people use), or without (tests) */
  durable?: boolean;
}

export interface ClusterInstance {
  /** 1-based, as the proxy names it: app1, app2 … */
  index: number;
  name: string;
  port: number;
  url: string;
  /** GET /metrics on a port of its own (METRICS_PORT), which the proxy never forwards */
  metricsPort: number;
  child: ChildProcess | null;
  /** the last lines of its output (the whole of it is in `dir/<name>.log`) */
  tail: string[];
}

export interface Cluster {
  /** the proxy, by address (what the tests use) */
  url: string;
  /** the proxy as people open it (PUBLIC_URL of every instance: the sign-in issuer derives from it) */
  publicUrl: string;
  httpsUrl: string;
  /** the proxy's self-signed certificate (PEM, the private key after it): what a TLS client trusts */
  tlsCertificate: string;
  /** HAProxy's status page and metrics */
  statsUrl: string;
  /** HAProxy's master process (its worker is the master's child) */
  proxyPid: number | undefined;
  /** Prometheus, when asked for (`prometheusPort`) */
  prometheusUrl: string | null;
  databaseUrl: string;
  redisUrl: string;
  instances: ClusterInstance[];
  /** signals an instance (SIGKILL: a crash; SIGTERM: a drain) and waits for it to exit */
  signal(index: number, signal: NodeJS.Signals): Promise<Exit>;
  /** starts an instance again on its port and waits until it is ready */
  restart(index: number): Promise<void>;
  /** each instance's state as the proxy sees it: `UP`, `DOWN`, `MAINT` … and its current connections */
  proxyView(): Promise<ProxyView>;
  /** drains every instance (SIGTERM), then stops the proxy, Redis and PostgreSQL (which keeps its data) */
  stop(): Promise<void>;
}

interface Exit {
  code: number | null;
  signal: string | null;
}
type Stopper = () => Promise<void> | void;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => done(port));
    });
    server.on('error', reject);
  });
}

const running = (child: ChildProcess | null) =>
  child !== null && child.exitCode === null && child.signalCode === null;

const exitOf = (child: ChildProcess | null) =>
  new Promise<Exit>((done) => {
    if (!child || !running(child))
      return done({ code: child?.exitCode ?? null, signal: child?.signalCode ?? null });
    child.once('exit', (code, signal) => done({ code, signal }));
  });

/**
 * A program of the cluster with its output in `dir/<name>.log`, in its own process group: a Ctrl-C in
 * the terminal reaches the script alone, which then stops each in order (the instances drain).
 */
function spawnLogged(dir: string, name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const log = createWriteStream(join(dir, `${name}.log`), { flags: 'a' });
  const tail: string[] = [];
  const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const keep = (d: Buffer) => {
    log.write(d);
    tail.push(d.toString());
    if (tail.length > 40) tail.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.once('exit', () => log.end());
  return { child, tail };
}

/** Stops a program with `signal`, and with SIGKILL when it is still there after `graceMs`. */
async function stopProgram(child: ChildProcess, signal: NodeJS.Signals, graceMs: number) {
  if (!running(child)) return;
  const gone = exitOf(child);
  child.kill(signal);
  const hard = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await gone;
  clearTimeout(hard);
}

async function launchInstance(instance: ClusterInstance, dir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const dataDir = join(dir, instance.name);
  mkdirSync(dataDir, { recursive: true });
  const { child, tail } = spawnLogged(
    dir,
    instance.name,
    process.execPath,
    ['--enable-source-maps', SERVER_BUILD],
    {
      ...env,
      PORT: String(instance.port),
      DATA_DIR: dataDir,
    },
  );
  instance.child = child;
  instance.tail = tail;
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (!running(child)) throw new Error(`${instance.name} exited (${child.exitCode}):\n${tail.join('')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${instance.name} was not ready in time:\n${tail.join('')}`);
    }
    if ((await fetch(`${instance.url}/api/ready`).catch(() => null))?.status === 200) return;
    await sleep(200);
  }
}

/** HAProxy on deploy/haproxy.cfg rendered with these instances; resolves once it sees them all up. */
async function startProxy(
  dir: string,
  instances: ClusterInstance[],
  ports: { port: number; httpsPort: number; statsPort: number },
  stoppers: Stopper[],
) {
  const certs = join(dir, 'certs');
  const cert = spawnSync('sh', [join(REPO, 'deploy/self-signed-cert.sh'), certs, 'localhost'], {
    encoding: 'utf8',
  });
  if (cert.status !== 0) throw new Error(`self-signed certificate: ${cert.stderr}`);
  const config = join(dir, 'haproxy.cfg');
  const address = (i: ClusterInstance) => ({ name: i.name, address: `127.0.0.1:${i.port}` });
  writeFileSync(
    config,
    renderHaproxyConfig(
      readFileSync(HAPROXY_TEMPLATE, 'utf8'),
      instances.map(address),
      address(instances[0]!),
    ),
  );
  const env = {
    ...process.env,
    SPORTZONE_HTTP_BIND: `127.0.0.1:${ports.port}`,
    SPORTZONE_HTTPS_BIND: `127.0.0.1:${ports.httpsPort}`,
    SPORTZONE_TLS_CERT: join(certs, 'sportzone.pem'),
    SPORTZONE_STATS_BIND: `127.0.0.1:${ports.statsPort}`,
    SPORTZONE_HTTPS_REDIRECT: 'off',
    SPORTZONE_MAXCONN: process.env.SPORTZONE_MAXCONN ?? String(proxyMaxConnections()),
  };
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { env, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c ${config}:\n${check.stdout}${check.stderr}`);
  // -W master-worker, -db in the foreground; SIGUSR1 is a soft stop (live sockets may hold it: cut short)
  const { child, tail } = spawnLogged(dir, 'haproxy', HAPROXY, ['-W', '-db', '-f', config], env);
  stoppers.push(() => stopProgram(child, 'SIGUSR1', 3_000));
  const statsUrl = `http://127.0.0.1:${ports.statsPort}`;
  const proxyView = async () => parseStats(await (await fetch(`${statsUrl}/stats;csv`)).text());
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running(child)) throw new Error(`haproxy exited (${child.exitCode}):\n${tail.join('')}`);
    const view = await proxyView().catch((): ProxyView => ({}));
    if (instances.every((s) => view[s.name]?.status === 'UP')) break;
    if (Date.now() > deadline)
      throw new Error(`the proxy does not see every instance up: ${JSON.stringify(view)}`);
    await sleep(200);
  }
  return { statsUrl, proxyView, proxyPid: child.pid };
}

/** Debian's prometheus on deploy/prometheus.yml rendered with these instances and the proxy's status port. */
async function startPrometheus(
  dir: string,
  port: number,
  targets: { instances: string[]; proxy: string },
  stoppers: Stopper[],
  scrapeIntervalSeconds: number | undefined,
): Promise<string> {
  const config = join(dir, 'prometheus.yml');
  let text = renderPrometheusConfig(
    readFileSync(PROMETHEUS_TEMPLATE, 'utf8'),
    targets.instances,
    targets.proxy,
  );
  if (scrapeIntervalSeconds)
    text = text.replace(/^(\s+scrape_interval:) \S+$/m, `$1 ${scrapeIntervalSeconds}s`);
  writeFileSync(config, text);
  const args = [
    `--config.file=${config}`,
    `--storage.tsdb.path=${join(dir, 'prometheus')}`,
    `--web.listen-address=127.0.0.1:${port}`,
  ];
  const { child, tail } = spawnLogged(dir, 'prometheus', 'prometheus', args, process.env);
  stoppers.push(() => stopProgram(child, 'SIGTERM', 10_000));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${url}/-/ready`).catch(() => null))?.status !== 200) {
    if (!running(child)) throw new Error(`prometheus exited:\n${tail.join('')}`);
    if (Date.now() > deadline) throw new Error('prometheus did not get ready');
    await sleep(200);
  }
  return url;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!existsSync(SERVER_BUILD))
    throw new Error('no server build: run `node scripts/build-server.mjs` first');
  const dir = resolve(options.dir);
  mkdirSync(dir, { recursive: true });
  // PostgreSQL runs as its own user when we are root: it must be able to reach its folder in here
  chmodSync(dir, 0o755);
  // stopped in reverse: the instances drain first, then the proxy, Redis, PostgreSQL
  const stoppers: Stopper[] = [];
  const stop = async () => {
    for (const s of stoppers.splice(0).reverse()) await s();
  };
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const postgres = await startPrivatePostgres({
        dir: join(dir, 'postgres'),
        durable: options.durable ?? true,
      });
      stoppers.push(() => postgres.stop('fast'));
      databaseUrl = postgres.url;
    }
    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      const redis = await startPrivateRedis({ detached: true });
      stoppers.push(() => redis.stop());
      redisUrl = redis.url;
    }
    const ports = {
      port: options.port || (await freePort()),
      httpsPort: options.httpsPort || (await freePort()),
      statsPort: options.statsPort || (await freePort()),
    };
    const publicUrl = `http://localhost:${ports.port}`;
    const instances: ClusterInstance[] = [];
    for (let index = 1; index <= (options.instances ?? 3); index++) {
      const port = options.instancePort ? options.instancePort + index - 1 : await freePort();
      instances.push({
        index,
        name: `app${index}`,
        port,
        url: `http://127.0.0.1:${port}`,
        metricsPort: options.instancePort ? port + 100 : await freePort(),
        child: null,
        tail: [],
      });
    }
    const env = (instance: ClusterInstance): NodeJS.ProcessEnv => ({
      ...process.env,
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      TRUST_PROXY: 'true',
      METRICS_PORT: String(instance.metricsPort),
      RTMP_PORT: instance.index === 1 && options.rtmpPort ? String(options.rtmpPort) : 'off',
      ...options.env,
    });
    const launch = (instance: ClusterInstance) => launchInstance(instance, dir, env(instance));
    const proxyStopAt = stoppers.length;
    stoppers.push(() =>
      Promise.all(instances.map((i) => i.child && stopProgram(i.child, 'SIGTERM', 30_000))).then(),
    );
    // The first one alone: it migrates a fresh database and seeds its demo data; then the others at once.
    await launch(instances[0]!);
    await Promise.all(instances.slice(1).map(launch));
    const proxyStoppers: Stopper[] = [];
    const { statsUrl, proxyView, proxyPid } = await startProxy(dir, instances, ports, proxyStoppers).finally(
      () => stoppers.splice(proxyStopAt, 0, ...proxyStoppers),
    );
    const prometheusUrl = options.prometheusPort
      ? await startPrometheus(
          dir,
          options.prometheusPort,
          {
            instances: instances.map((i) => `127.0.0.1:${i.metricsPort}`),
            proxy: `127.0.0.1:${ports.statsPort}`,
          },
          stoppers,
          options.scrapeIntervalSeconds,
        )
      : null;

    return {
      url: `http://127.0.0.1:${ports.port}`,
      publicUrl,
      httpsUrl: `https://localhost:${ports.httpsPort}`,
      tlsCertificate: join(dir, 'certs', 'sportzone.pem'),
      statsUrl,
      proxyPid,
      prometheusUrl,
      databaseUrl,
      redisUrl,
      instances,
      proxyView,
      async signal(index, signal) {
        const child = instances[index - 1]!.child;
        const exited = exitOf(child);
        if (child && running(child)) child.kill(signal);
        return exited;
      },
      async restart(index) {
        const instance = instances[index - 1]!;
        if (running(instance.child)) throw new Error(`${instance.name} is still running`);
        await launch(instance);
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
