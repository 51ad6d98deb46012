import type { LiveServerMessage } from '@sportzone/contracts';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { SHUTDOWN_LIMIT_MS } from '../src/plugins/app/lifecycle';
import { issueLocalAccessToken } from '../src/plugins/external/oidc/local-token';
import { freePort, HAPROXY, haproxyAvailable, REPO, startCluster, type Cluster } from './helpers/cluster';
import { createTestDatabase, type TestDatabase } from './helpers/db';

/**
 * The cluster as deployed (decision 043): three instances of the production build behind HAProxy, on
 * PostgreSQL and a Redis of the test's own. Viewers and a scorer reach it only through the proxy. One
 * instance is killed mid-match (SIGKILL), then every instance is restarted in turn (SIGTERM: drain),
 * while points keep coming: every point the scorer was answered for is stored once, and every viewer
 * ends holding every point, each once.
 */
const VIEWERS = 60;
const available = haproxyAvailable();
if (!available)
  console.warn('haproxy not found: the cluster test needs Debian’s haproxy (apt-get install -y haproxy)');

/** A viewer as the web's live client behaves: on any close it reconnects and resumes with its lastSeq. */
class ResumingViewer {
  /** the last seq held */
  held = 0;
  /** seqs of the match messages received, in order */
  readonly points: number[] = [];
  /** the seqs a snapshot brought it to after the first (a resume the instance could not bridge) */
  readonly snapshots: number[] = [];
  readonly problems: string[] = [];
  reconnects = 0;
  private ws: WebSocket | null = null;
  private stopped = false;
  private first = true;

  constructor(
    private readonly url: string,
    private readonly matchId: number,
    /** for wss: the certificate authorities to trust (the proxy's self-signed certificate) */
    private readonly ca?: Buffer,
  ) {}

  connect(): Promise<void> {
    return new Promise((subscribed) => {
      const ws = new WebSocket(this.url, this.ca ? { ca: this.ca } : {});
      this.ws = ws;
      ws.on('open', () => {
        const resume = this.first ? {} : { lastSeq: this.held };
        ws.send(JSON.stringify({ type: 'subscribe', topic: `match:${this.matchId}`, ...resume }));
      });
      ws.on('message', (data: Buffer) => {
        const m = JSON.parse(data.toString()) as LiveServerMessage;
        if (m.type === 'subscribed') subscribed();
        if (m.type === 'snapshot') {
          if (m.seq < this.held) this.problems.push(`snapshot ${m.seq} behind ${this.held}`);
          if (!this.first) this.snapshots.push(m.seq);
          this.first = false;
          this.held = Math.max(this.held, m.seq);
          subscribed();
        } else if (m.type === 'match') {
          if (m.seq !== this.held + 1) this.problems.push(`${m.seq} after ${this.held}`);
          this.points.push(m.seq);
          this.held = Math.max(this.held, m.seq);
        }
      });
      ws.on('error', () => {});
      ws.on('close', () => {
        if (this.stopped) return;
        this.reconnects++;
        setTimeout(() => void this.connect().then(subscribed), 50 + Math.random() * 200);
      });
    });
  }

  get open() {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  close() {
    this.stopped = true;
    this.ws?.terminate();
  }
}

/** One scorer, through the proxy: each point is sent until answered, again with the same clientEventId. */
function startScorer(base: string, matchId: number, headers: Record<string, string>) {
  const acknowledged: number[] = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const body = JSON.stringify({
        clientEventId: randomUUID(),
        seq: acknowledged.at(-1) ?? 0,
        event: { type: 'point', side: acknowledged.length % 3 ? 'home' : 'away' },
      });
      for (;;) {
        const res = await fetch(`${base}/api/matches/${matchId}/events`, {
          method: 'POST',
          headers,
          body,
        }).catch(() => null);
        if (res?.status === 200) {
          acknowledged.push(((await res.json()) as { seq: number }).seq);
          break;
        }
        // a 409 would mean a point was taken twice or lost: never retried past
        if (res?.status === 409) throw new Error(`409 after ${acknowledged.at(-1)}: ${await res.text()}`);
        failures++;
        await res?.arrayBuffer();
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 80));
    }
  })();
  return {
    acknowledged,
    get failures() {
      return failures;
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

let db: TestDatabase;
let dir: string;
let cluster: Cluster;
let headers: Record<string, string>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const proxySees = async (name: string, status: string) =>
  (await cluster.proxyView())[name]?.status === status;

describe.skipIf(!available && !process.env.CI)('a cluster behind HAProxy', () => {
  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
      cwd: REPO,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
    db = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'sz-cluster-'));
    cluster = await startCluster({
      dir,
      databaseUrl: db.databaseUrl,
      durable: false,
      env: { LOG_LEVEL: 'warn', DEMO_DATA: 'true', SIMULATOR: 'false', DRAIN_NOTICE_MS: '1500' },
      // a real Prometheus scrapes every instance and the proxy, as compose.yaml's does
      prometheusPort: existsSync('/usr/bin/prometheus') || process.env.CI ? await freePort() : undefined,
      scrapeIntervalSeconds: 1,
    });
    const config = loadConfig({
      PUBLIC_URL: cluster.publicUrl,
      DATA_DIR: dir,
      DATABASE_URL: db.databaseUrl!,
    });
    const { token } = await issueLocalAccessToken(db.database.db, config, {
      email: 'organizer@sportzone.test',
    });
    headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    await db?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('loses no acknowledged point and leaves no viewer behind through a crash and a rolling restart', async () => {
    const created = await fetch(`${cluster.url}/api/matches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        sport: 'rally',
        format: { bestOf: 1, target: 9999 },
        home: { name: 'Yuki Tanaka' },
        away: { name: 'Mateo Rossi' },
      }),
    });
    expect(created.status).toBe(201);
    const matchId = ((await created.json()) as { id: number }).id;

    // A quarter of the viewers come over TLS (wss), which the proxy ends, as people on the internet do.
    const liveUrl = `${cluster.url.replace('http', 'ws')}/api/live`;
    const tlsLiveUrl = `${cluster.httpsUrl.replace('https', 'wss')}/api/live`;
    const ca = readFileSync(cluster.tlsCertificate);
    const viewers = Array.from({ length: VIEWERS }, (_, i) =>
      i % 4 === 0 ? new ResumingViewer(tlsLiveUrl, matchId, ca) : new ResumingViewer(liveUrl, matchId),
    );
    await Promise.all(viewers.map((v) => v.connect()));
    // spread across the instances by the proxy: round robin, no stickiness
    const spread = await cluster.proxyView();
    console.log('live connections per instance:', JSON.stringify(spread));
    for (const instance of cluster.instances) expect(spread[instance.name]!.connections).toBeGreaterThan(0);

    const scorer = startScorer(cluster.url, matchId, headers);
    const acked = () => scorer.acknowledged.length;
    await until('the first points', () => acked() >= 15, 30_000);

    // A crash mid-match: its viewers' sockets die; they reconnect through the proxy to the others.
    const crashed = cluster.instances[1]!;
    const crashedViewers = spread[crashed.name]!.connections;
    const killed = await cluster.signal(crashed.index, 'SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    const atCrash = acked();
    await until('the proxy to take the crashed instance out', () => proxySees(crashed.name, 'DOWN'), 10_000);
    await until('points after the crash', () => acked() >= atCrash + 15, 30_000);
    const level = (seq: number) => viewers.every((v) => v.open && v.held >= seq);
    const afterCrash = acked();
    await until('every viewer level after the crash', () => level(afterCrash), 15_000);
    const resumed = viewers.filter((v) => v.reconnects > 0).length;
    console.log(`crash: ${resumed} viewers reconnected (${crashedViewers} were on ${crashed.name})`);
    expect(resumed).toBe(crashedViewers);
    await cluster.restart(crashed.index);
    await until('the proxy to take it back', () => proxySees(crashed.name, 'UP'), 15_000);

    // A rolling restart: each instance drains (SIGTERM), exits, starts again; points keep coming.
    for (const instance of cluster.instances) {
      const before = acked();
      const signalled = Date.now();
      const exit = await cluster.signal(instance.index, 'SIGTERM');
      const drainedMs = Date.now() - signalled;
      expect(exit.code, instance.tail.join('')).toBe(0);
      expect(drainedMs).toBeLessThan(SHUTDOWN_LIMIT_MS);
      await cluster.restart(instance.index);
      await until(`${instance.name} back in rotation`, () => proxySees(instance.name, 'UP'), 15_000);
      console.log(
        `rolling: ${instance.name} drained in ${drainedMs} ms, back after ${Date.now() - signalled} ms, ${acked() - before} points meanwhile`,
      );
      expect(acked()).toBeGreaterThan(before);
    }

    await scorer.stop();
    const last = scorer.acknowledged.at(-1)!;
    await until('every viewer at the last point', () => level(last), 15_000);
    console.log(
      `${last} points acknowledged, ${scorer.failures} attempts failed and were sent again; ` +
        `viewers reconnected ${viewers.reduce((n, v) => n + v.reconnects, 0)} times`,
    );

    // Every acknowledged point is stored, once, in order; nothing was stored that was not acknowledged.
    expect(scorer.acknowledged).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    const stored = await client.query<{ seq: number }>(
      'select seq from match_events where match_id = $1 order by seq',
      [matchId],
    );
    await client.end();
    expect(stored.rows.map((r) => r.seq)).toEqual(scorer.acknowledged);

    // Every viewer holds every point once: each point arrived (or a snapshot covered it when the
    // instance it resumed on could not bridge its gap), none twice, none out of order.
    for (const v of viewers) {
      expect(v.problems).toEqual([]);
      expect(v.held).toBe(last);
      expect(v.open).toBe(true);
      const covered = new Set(v.points);
      for (const s of v.snapshots) for (let seq = 1; seq <= s; seq++) covered.add(seq);
      expect(covered.size).toBe(last);
    }
    const bySnapshot = viewers.filter((v) => v.snapshots.length > 0).length;
    console.log(
      `${VIEWERS - bySnapshot} viewers received every point itself, ${bySnapshot} resumed with a snapshot`,
    );
    for (const v of viewers) v.close();

    // Prometheus scraped all of it: every instance (back after its restart) and the proxy are up, and
    // the points scored since the restarts are counted by the instances that took them.
    if (cluster.prometheusUrl) {
      const query = async (q: string) => {
        const res = await fetch(`${cluster.prometheusUrl}/api/v1/query?query=${encodeURIComponent(q)}`);
        const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
        return body.data.result.map((r) => Number(r.value[1]));
      };
      await until(
        'Prometheus to see every instance and the proxy up',
        async () => (await query('up')).filter((v) => v === 1).length === cluster.instances.length + 1,
        20_000,
      );
      await until(
        'Prometheus to count the points scored',
        async () => ((await query('sum(sportzone_score_events_total)'))[0] ?? 0) > 0,
        20_000,
      );
    }
  }, 240_000);
});

describe.skipIf(!available && !process.env.CI)('the deployment files', () => {
  it('compose.yaml’s proxy runs deploy/haproxy.cfg as it is, and its Prometheus configuration is valid', () => {
    // the proxy's settings exactly as compose.yaml gives them, the certificate made as its tls-cert step does
    const compose = readFileSync(join(REPO, 'compose.yaml'), 'utf8');
    const env: Record<string, string> = {};
    for (const [, name, value] of compose.matchAll(/^\s+(SPORTZONE_\w+):\s*'?([^'\n]*)'?$/gm))
      env[name!] = value!;
    expect(Object.keys(env).sort()).toEqual([
      'SPORTZONE_HTTPS_BIND',
      'SPORTZONE_HTTPS_REDIRECT',
      'SPORTZONE_HTTP_BIND',
      'SPORTZONE_MAXCONN',
      'SPORTZONE_STATS_BIND',
      'SPORTZONE_TLS_CERT',
    ]);
    const certs = mkdtempSync(join(tmpdir(), 'sz-certs-'));
    try {
      const made = spawnSync('sh', [join(REPO, 'deploy/self-signed-cert.sh'), certs], { encoding: 'utf8' });
      expect(made.status, made.stderr).toBe(0);
      const check = spawnSync(HAPROXY, ['-c', '-f', join(REPO, 'deploy/haproxy.cfg')], {
        // the file checked as compose mounts it; only the open-file limit of this machine is not Docker's
        env: {
          ...process.env,
          ...env,
          SPORTZONE_TLS_CERT: join(certs, 'sportzone.pem'),
          SPORTZONE_MAXCONN: '1000',
        },
        encoding: 'utf8',
      });
      expect(check.status, check.stderr).toBe(0);
    } finally {
      rmSync(certs, { recursive: true, force: true });
    }
    if (existsSync('/usr/bin/promtool')) {
      const promtool = spawnSync('promtool', ['check', 'config', join(REPO, 'deploy/prometheus.yml')], {
        encoding: 'utf8',
      });
      expect(promtool.status, promtool.stderr).toBe(0);
    }
  });
});
