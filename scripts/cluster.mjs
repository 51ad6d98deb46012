#!/usr/bin/env node
// `npm run cluster`: Sportzone as it is deployed, on this machine (decision 043): PostgreSQL, Redis, N
// instances of the production build and Debian's HAProxy in front of them, configured from
// deploy/haproxy.cfg as compose.yaml is. Prints the address; Ctrl-C drains the instances and stops
// everything (PostgreSQL keeps its data in the cluster's folder for the next start).
//
//   npm run cluster                              3 instances, proxy on http://localhost:8080
//   npm run cluster -- --instances 5 --port 9000
//   npm run cluster -- --data /var/tmp/sz-cluster --fresh
//   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster   use these instead of private ones
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuild } from './ensure-build.mjs';
import { ensureSupportedRuntime } from './runtime.mjs';

await ensureSupportedRuntime();

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const USAGE = `Usage: npm run cluster -- [options]
  --instances N     instances of the server (default 3)
  --port P          the proxy's HTTP port (default 8080); HTTPS on --https-port (8443),
                    HAProxy's status page and metrics on --stats-port (8404)
  --instance-port P the first instance's port, the others follow (default 3001); each serves
                    /metrics on its port + 100 (METRICS_PORT)
  --rtmp-port P     the first instance takes the RTMP ingest for live video on P (default off)
  --prometheus-port P  also run Debian's prometheus on P, scraping each instance and the proxy
  --data DIR        the cluster's folder: PostgreSQL's data, each instance's DATA_DIR, logs (default .cluster)
  --fresh           start from an empty folder
Environment: DATABASE_URL, REDIS_URL (use these instead of a private PostgreSQL and Redis); the
instances' own settings (LOG_LEVEL, DRAIN_NOTICE_MS, OIDC_ISSUER …) pass through.`;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      instances: { type: 'string', default: '3' },
      port: { type: 'string', default: '8080' },
      'https-port': { type: 'string', default: '8443' },
      'stats-port': { type: 'string', default: '8404' },
      'instance-port': { type: 'string', default: '3001' },
      'rtmp-port': { type: 'string' },
      'prometheus-port': { type: 'string' },
      data: { type: 'string', default: join(root, '.cluster') },
      fresh: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (err) {
  console.error(`${err.message}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const whole = (name, min, max) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(
      `--${name} must be a whole number from ${min} to ${max} (got "${args[name]}").\n\n${USAGE}`,
    );
    process.exit(2);
  }
  return n;
};
const instances = whole('instances', 1, 64);
const ports = {
  port: whole('port', 1, 65535),
  httpsPort: whole('https-port', 1, 65535),
  statsPort: whole('stats-port', 1, 65535),
  instancePort: whole('instance-port', 1, 65535 - instances),
};
const rtmpPort = args['rtmp-port'] === undefined ? undefined : whole('rtmp-port', 1, 65535);
const prometheusPort = args['prometheus-port'] === undefined ? undefined : whole('prometheus-port', 1, 65535);

/** Debian's haproxy, installed when missing as `npm start` does ffmpeg (as root on Debian), or the command. */
function ensureHaproxy() {
  const found = () =>
    spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0 || existsSync('/usr/sbin/haproxy');
  if (found()) return;
  const debian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  if (process.getuid?.() === 0 && debian) {
    console.log('Installing Debian haproxy for the cluster (once)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env }).status === 0 &&
      found()
    )
      return;
  }
  console.error(
    `The cluster needs HAProxy: ${debian ? 'sudo apt-get install -y haproxy' : 'install haproxy 2.4 or later'}.`,
  );
  process.exit(1);
}

ensureHaproxy();
await ensureBuild();
const dir = resolve(args.data);
if (args.fresh) rmSync(dir, { recursive: true, force: true });

// The cluster's code is TypeScript shared with its test; tsx loads it (it imports no server code).
const { register } = await import('tsx/esm/api');
register();
const { startCluster } = await import('../apps/server/test/helpers/cluster.ts');

console.log(`Starting PostgreSQL, Redis, ${instances} instance(s) and HAProxy in ${dir} …`);
const started = Date.now();
let cluster;
try {
  cluster = await startCluster({
    dir,
    instances,
    ...ports,
    rtmpPort,
    prometheusPort,
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  });
} catch (err) {
  console.error(`The cluster did not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
// What the token CLI and the bench need to reach the same database and issuer as the instances.
writeFileSync(
  join(dir, 'env'),
  `DATABASE_URL=${cluster.databaseUrl}\nREDIS_URL=${cluster.redisUrl}\nPUBLIC_URL=${cluster.publicUrl}\n`,
);
console.log(`
Sportzone cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s → ${cluster.publicUrl}
  HTTPS (self-signed)  ${cluster.httpsUrl}
  HAProxy status       ${cluster.statsUrl}/stats   (Prometheus: ${cluster.statsUrl}/metrics)
${cluster.prometheusUrl ? `  Prometheus           ${cluster.prometheusUrl}\n` : ''}  instances            ${cluster.instances.map((i) => `${i.name} ${i.url} (metrics :${i.metricsPort})`).join(', ')}
  PostgreSQL           ${cluster.databaseUrl}
  Redis                ${cluster.redisUrl}
  logs                 ${dir}/{app1,…}.log, haproxy.log
  a token              (set -a; . ${join(dir, 'env')}; npm run -s token -- --email organizer@sportzone.test)
Ctrl-C drains the instances and stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return console.log('Still stopping (each instance takes at most 15 s)…');
    stopping = true;
    console.log('\nDraining the instances, then stopping the proxy, Redis and PostgreSQL…');
    cluster.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
// An instance that dies on its own is said at once; the proxy already routes around it.
for (const instance of cluster.instances)
  instance.child?.on('exit', (code, signal) => {
    if (!stopping)
      console.warn(`${instance.name} exited (${signal ?? code}); see ${dir}/${instance.name}.log`);
  });
