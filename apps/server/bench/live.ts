/**
 * `npm run bench:live` — live fan-out under load, against a bare `ws` broadcast server as the reference.
 * `--cluster 1d,3` measures `npm run cluster` instead (bench/cluster-target.ts): N instances of the
 * production build on PostgreSQL and Redis, through HAProxy (`1d`: one instance, straight to it).
 *
 * For each viewer count (default 1000 and 5000): start the real server (PGlite in a temporary data folder,
 * or `--url` to target a running one), open N viewer WebSockets subscribed to one match, post score events
 * at a steady rate (10/s) through the real POST /api/matches/{id}/events, and measure: connections held,
 * events lost per viewer (by seq), delivery latency from the POST to each viewer (p50/p95/p99), and ingest
 * (events/s, POST p99) — steady, then a short flat-out burst. Then the same with bare-broadcast.ts and the
 * same payload. Everything on loopback; every run stops by itself (`--max-seconds`).
 *
 *   npm run bench:live -- --viewers 1000,5000,10000 --rate 10 --seconds 20
 */
import { applyEvent, createMatch, summarize, type MatchState } from '@sportzone/scoring';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { tokenFromRunningServer } from '../src/cli/token';
import { loadConfig, REPO_ROOT } from '../src/config';
import { readServerFile } from '../src/plugins/external/oidc/server-file';
import { startClusterTarget } from './cluster-target';
import { sportzoneTarget, type Target } from './sportzone-target';

const { values: args } = parseArgs({
  options: {
    viewers: { type: 'string', default: '1000,5000' },
    rate: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '20' },
    burst: { type: 'string', default: '3' },
    url: { type: 'string' },
    token: { type: 'string' },
    database: { type: 'string' },
    'no-bare': { type: 'boolean', default: false },
    /**
     * instead of one server on PGlite: `npm run cluster` with N instances, measured through HAProxy; an
     * N with a "d" (e.g. "1d,3") goes straight to the first instance, without the proxy
     */
    cluster: { type: 'string' },
    /** repeat each pair (ours, bare) this many times, interleaved; medians are reported (noisy machines) */
    rounds: { type: 'string', default: '1' },
    'max-seconds': { type: 'string', default: '1200' },
    out: { type: 'string' },
    /** extra Node options for the spawned server, e.g. "--server-node-options=--cpu-prof --cpu-prof-dir=/tmp/prof" */
    'server-node-options': { type: 'string' },
  },
});

const VIEWERS = args
  .viewers!.split(',')
  .map((v) => Number(v.trim()))
  .filter((v) => v > 0);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const BURST_SECONDS = Number(args.burst);
const WARMUP = 10;
const ROUNDS = Math.max(1, Number(args.rounds));
const PUBLIC_URL = 'http://localhost:3999';
const children = new Set<ChildProcess>();
const tempDirs: string[] = [];

function cleanup() {
  for (const c of children) c.kill('SIGKILL');
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
setTimeout(
  () => {
    console.error(`bench: stopped after --max-seconds ${args['max-seconds']}`);
    process.exit(2);
  },
  Number(args['max-seconds']) * 1000,
).unref();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function rssKb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

// ---- targets

async function startSportzone(viewers: number): Promise<Target> {
  let base: string;
  let pid: number | undefined;
  let child: ChildProcess | null = null;
  let token = args.token ?? process.env.SPORTZONE_TOKEN;
  if (args.url) {
    base = args.url.replace(/\/+$/, '');
    if (!token)
      throw new Error(
        '--url needs --token (or SPORTZONE_TOKEN): npm run token -- --email organizer@sportzone.test',
      );
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'sportzone-bench-'));
    tempDirs.push(dataDir);
    const output: string[] = [];
    const nodeOptions = args['server-node-options']?.split(/\s+/).filter(Boolean) ?? [];
    child = spawn(
      process.execPath,
      [...nodeOptions, '--import', 'tsx', '--conditions=source', 'apps/server/src/main.ts'],
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
          LIVE_MAX_CONNECTIONS: String(Math.max(15000, viewers + 100)),
          DATABASE_URL: args.database ?? '',
          REDIS_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.add(child);
    child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join('')}`);
      const file = readServerFile(dataDir);
      if (file && file.pid === child.pid) {
        const url = file.url;
        if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) {
          base = url;
          break;
        }
      }
      await sleep(200);
    }
    pid = child.pid;
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, DATABASE_URL: args.database ?? '' });
    token = (await tokenFromRunningServer(config, { email: 'organizer@sportzone.test' }))!;
  }
  return sportzoneTarget('sportzone', base!, token, pid, async () => {
    if (!child) return;
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    children.delete(child);
  });
}

/** The same payload the hub sends for a rally point (a real summary from the scoring engine). */
function payloadTemplate(): (seq: number) => string {
  const created = createMatch({ sport: 'rally', format: { bestOf: 1, target: 9999 } });
  if (!created.ok) throw new Error(created.error.message);
  let state: MatchState = created.state;
  for (let i = 0; i < 30; i++) {
    const r = applyEvent(state, { type: 'point', side: i % 3 ? 'home' : 'away' });
    if (r.ok) state = r.state;
  }
  const json = JSON.stringify({
    type: 'match',
    matchId: 1,
    seq: 999999999,
    status: 'active',
    summary: summarize(state),
    event: { type: 'point', side: 'home' },
    at: new Date().toISOString(),
  });
  const [before, after] = json.split('999999999') as [string, string];
  return (seq) => `${before}${seq}${after}`;
}

async function startBare(): Promise<Target> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/bare-broadcast.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const port = await new Promise<number>((resolvePort, reject) => {
    child.stdout!.once('data', (d: Buffer) =>
      resolvePort((JSON.parse(d.toString()) as { port: number }).port),
    );
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  const payload = payloadTemplate();
  const base = `http://127.0.0.1:${port}`;
  return {
    name: 'bare ws',
    wsUrl: `ws://127.0.0.1:${port}/`,
    pid: child.pid,
    subscribe: null,
    async post(seq) {
      const res = await fetch(`${base}/broadcast`, { method: 'POST', body: payload(seq) });
      await res.arrayBuffer();
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      children.delete(child);
    },
  };
}

// ---- viewers

interface Viewer {
  ws: WebSocket;
  /** last match seq received (in order) */
  last: number;
  ready: boolean;
  lost: number;
  duplicates: number;
}

const HEAD = /^\{"type":"(\w+)","matchId":\d+,"seq":(\d+)/;

async function run(target: Target, n: number) {
  const postAt = new Float64Array(200_000);
  let measureFrom = Infinity;
  let measureTo = -Infinity;
  const latencies = new Float64Array(n * Math.ceil(RATE * SECONDS + 10));
  let latencyCount = 0;
  let bytesReceived = 0;
  const viewers: Viewer[] = [];
  let refused = 0;
  let failed = 0;
  const rss0 = rssKb(target.pid);

  const open = () =>
    new Promise<void>((done) => {
      const ws = new WebSocket(target.wsUrl, { perMessageDeflate: false });
      const v: Viewer = { ws, last: 0, ready: target.subscribe === null, lost: 0, duplicates: 0 };
      ws.on('message', (data: Buffer) => {
        const m = HEAD.exec(data.toString('latin1', 0, 60));
        if (!m) return;
        const seq = Number(m[2]);
        if (m[1] === 'snapshot') {
          v.last = seq;
          v.ready = true;
          return;
        }
        if (seq <= v.last) v.duplicates++;
        else {
          if (seq > v.last + 1) v.lost += seq - v.last - 1;
          v.last = seq;
        }
        if (seq >= measureFrom && seq <= measureTo) {
          latencies[latencyCount++] = performance.now() - postAt[seq]!;
          // on the wire: the text frame's payload and its 4-byte header (payloads of 126 B – 64 KiB)
          bytesReceived += data.length + 4;
        }
      });
      ws.once('open', () => {
        viewers.push(v);
        if (target.subscribe) ws.send(target.subscribe);
        done();
      });
      ws.once('unexpected-response', (_req, res) => {
        if (res.statusCode === 503) refused++;
        else failed++;
        ws.terminate();
        done();
      });
      ws.once('error', () => {
        failed++;
        done();
      });
    });
  const connectStarted = performance.now();
  for (let i = 0; i < n; i += 250) await Promise.all(Array.from({ length: Math.min(250, n - i) }, open));
  const readyDeadline = Date.now() + 60_000;
  while (viewers.some((v) => !v.ready) && Date.now() < readyDeadline) await sleep(50);
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await sleep(500);
  const rss1 = rssKb(target.pid);

  let seq = 0;
  for (let i = 0; i < WARMUP; i++) await target.post(++seq);
  await sleep(1000);

  // steady: RATE events per second, each POST timed from just before it is sent
  const posts: number[] = [];
  const steady = Math.round(RATE * SECONDS);
  const counters0 = await target.counters?.();
  measureFrom = seq + 1;
  measureTo = seq + steady;
  const t0 = performance.now();
  for (let k = 0; k < steady; k++) {
    const due = t0 + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    seq++;
    postAt[seq] = performance.now();
    await target.post(seq);
    posts.push(performance.now() - postAt[seq]!);
  }
  const steadyRate = steady / ((performance.now() - t0) / 1000);
  const deliverDeadline = Date.now() + 15_000;
  while (viewers.some((v) => v.last < seq) && Date.now() < deliverDeadline) await sleep(20);
  const counters1 = await target.counters?.();
  // per steady event: what the database, the bus and the proxy did for it
  const perEvent =
    counters0 && counters1
      ? Object.fromEntries(
          Object.keys(counters1).map((k) => [k, round((counters1[k]! - counters0[k]!) / steady)]),
        )
      : undefined;

  // burst: as fast as one scorer can post, viewers still attached
  const burstPosts: number[] = [];
  const b0 = performance.now();
  while (BURST_SECONDS > 0 && performance.now() - b0 < BURST_SECONDS * 1000) {
    const t = performance.now();
    await target.post(++seq);
    burstPosts.push(performance.now() - t);
  }
  const burstRate = burstPosts.length / ((performance.now() - b0) / 1000);
  const finalDeadline = Date.now() + 20_000;
  while (viewers.some((v) => v.last < seq) && Date.now() < finalDeadline) await sleep(20);

  const held = viewers.filter((v) => v.ws.readyState === WebSocket.OPEN).length;
  let lost = 0;
  let viewersWithLoss = 0;
  let duplicates = 0;
  for (const v of viewers) {
    const missing = v.lost + Math.max(0, seq - v.last);
    lost += missing;
    if (missing > 0) viewersWithLoss++;
    duplicates += v.duplicates;
  }
  const sorted = latencies.subarray(0, latencyCount).sort();
  const postSorted = Float64Array.from(posts).sort();
  const burstSorted = Float64Array.from(burstPosts).sort();
  for (const v of viewers) v.ws.terminate();
  await sleep(300);
  return {
    target: target.name,
    viewers: n,
    held,
    refused,
    failed,
    connectSeconds: round(connectSeconds),
    events: seq,
    deliveries: latencyCount,
    lost,
    viewersWithLoss,
    duplicates,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? sorted[sorted.length - 1]! : NaN),
    steadyRate: round(steadyRate),
    postP50: round(percentile(postSorted, 50)),
    postP99: round(percentile(postSorted, 99)),
    burstRate: round(burstRate),
    burstP99: round(percentile(burstSorted, 99)),
    bytesPerDelivery: latencyCount ? Math.round(bytesReceived / latencyCount) : null,
    kbPerConnection: rss0 !== null && rss1 !== null && held > 0 ? round((rss1 - rss0) / n) : null,
    perEvent,
  };
}

const round = (x: number) => Math.round(x * 10) / 10;

async function main() {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  console.log(
    `bench:live — ${machine}; viewers ${VIEWERS.join(', ')}; ${RATE} events/s for ${SECONDS} s, burst ${BURST_SECONDS} s`,
  );
  const results: Awaited<ReturnType<typeof run>>[] = [];
  for (const n of VIEWERS) {
    for (let round = 0; round < ROUNDS; round++) {
      const ours = args.cluster ? args.cluster.split(',').map((c) => `cluster:${c.trim()}`) : ['sportzone'];
      for (const kind of args['no-bare'] ? ours : [...ours, 'bare']) {
        const target =
          kind === 'bare'
            ? await startBare()
            : kind.startsWith('cluster:')
              ? await startClusterTarget({
                  instances: Number.parseInt(kind.slice(8), 10),
                  direct: kind.endsWith('d'),
                  viewers: n,
                })
              : await startSportzone(n);
        try {
          const r = await run(target, n);
          results.push(r);
          console.log(JSON.stringify({ round: round + 1, load: loadavg()[0]!.toFixed(2), ...r }));
        } finally {
          await target.stop();
        }
      }
    }
  }
  console.log(
    '\n| target | viewers | held | refused | lost | p50 ms | p95 ms | p99 ms | max ms | ingest ev/s | POST p99 ms | burst ev/s | burst POST p99 ms | KB/conn |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.target} | ${r.viewers} | ${r.held} | ${r.refused} | ${r.lost} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.steadyRate} | ${r.postP99} | ${r.burstRate} | ${r.burstP99} | ${r.kbPerConnection ?? '—'} |`,
    );
  }
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
  };
  for (const n of VIEWERS) {
    const ours = results.filter((r) => r.viewers === n && r.target === 'sportzone');
    const bare = results.filter((r) => r.viewers === n && r.target === 'bare ws');
    if (ours.length && bare.length) {
      const p99 = median(ours.map((r) => r.p99));
      const bareP99 = median(bare.map((r) => r.p99));
      const lost = ours.reduce((sum, r) => sum + r.lost, 0);
      console.log(
        `${n} viewers: median p99 ${p99} ms vs bare ${bareP99} ms = ${round(p99 / bareP99)}× (${ours.length} round(s)); lost ${lost}`,
      );
    }
  }
  if (args.out)
    writeFileSync(
      resolve(args.out),
      `${JSON.stringify({ machine, rate: RATE, seconds: SECONDS, results }, null, 2)}\n`,
    );
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
