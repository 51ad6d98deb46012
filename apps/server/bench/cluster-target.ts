import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { tokenFromRunningServer } from '../src/cli/token';
import { loadConfig } from '../src/config';
import { REPO, startCluster } from '../test/helpers/cluster';
import { sportzoneTarget, type Target } from './sportzone-target';

/** CPU time a process has used, in ms (utime + stime of /proc/<pid>/stat, at 100 ticks a second). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** HAProxy's worker processes: the children of its master. */
function childrenOf(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * The live bench against `npm run cluster` (decision 043): N instances of the production build on a
 * private PostgreSQL and Redis, viewers and the scorer through HAProxy (or, `direct`, straight to the
 * first instance: one instance as it runs without a proxy). Besides latency it counts what the capacity
 * model needs: PostgreSQL commits and rows written, Redis commands and CPU, the CPU of the instances and
 * of the proxy. (HAProxy counts a WebSocket's bytes only when it closes; bytes are counted by the viewers.)
 */
export async function startClusterTarget(options: {
  instances: number;
  direct: boolean;
  viewers: number;
}): Promise<Target> {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: REPO,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('server build failed');
  const dir = mkdtempSync(join(tmpdir(), 'sportzone-bench-cluster-'));
  const cluster = await startCluster({
    dir,
    instances: options.instances,
    durable: true,
    env: {
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      SIMULATOR: 'false',
      LIVE_MAX_CONNECTIONS: String(Math.max(15000, options.viewers + 100)),
    },
  });
  const first = cluster.instances[0]!;
  const config = loadConfig({
    DATA_DIR: join(dir, first.name),
    PUBLIC_URL: cluster.publicUrl,
    DATABASE_URL: cluster.databaseUrl,
  });
  const token = await tokenFromRunningServer(config, { email: 'organizer@sportzone.test' });
  if (!token) throw new Error('no token from the cluster’s first instance');
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const name = options.direct ? 'one instance' : `${options.instances} behind haproxy`;
  const target = await sportzoneTarget(
    name,
    options.direct ? first.url : cluster.url,
    token,
    options.direct ? first.child?.pid : undefined,
    async () => {
      await db.end();
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  );
  target.counters = async () => {
    const stats = await db.query<{ commits: string; inserted: string; updated: string }>(
      `select xact_commit::text as commits, tup_inserted::text as inserted, tup_updated::text as updated
         from pg_stat_database where datname = current_database()`,
    );
    const redis = spawnSync('redis-cli', ['-u', cluster.redisUrl, 'info'], { encoding: 'utf8' }).stdout;
    const redisField = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(redis)?.[1] ?? NaN);
    return {
      pgCommits: Number(stats.rows[0]!.commits),
      pgRowsInserted: Number(stats.rows[0]!.inserted),
      pgRowsUpdated: Number(stats.rows[0]!.updated),
      redisCommands: redisField('total_commands_processed'),
      redisCpuMs: (redisField('used_cpu_user') + redisField('used_cpu_sys')) * 1000,
      instancesCpuMs: cluster.instances.reduce((ms, i) => ms + cpuMs(i.child?.pid), 0),
      proxyCpuMs: childrenOf(cluster.proxyPid).reduce((ms, pid) => ms + cpuMs(pid), 0),
    };
  };
  return target;
}
