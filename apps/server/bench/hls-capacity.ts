/**
 * `npm run bench:hls -w apps/server` — what one instance serves of HLS video (decision 019).
 *
 * 1. Starts the real server (node apps/server/src/main.ts: PGlite in a temporary data folder, demo
 *    accounts, the RTMP ingest on a free port).
 * 2. Makes a channel of the demo organizer and publishes a real ffmpeg test pattern to it over RTMP
 *    (`lavfi testsrc` 1280×720 25 fps + `sine`, H.264 at --bitrate, 2 s GOP) for --record seconds: the
 *    server's own ingest → ffmpeg → HLS writes the livestream's folder; when the encoder stops the playlist
 *    is closed and the livestream is a recording (the same files and route a live viewer fetches).
 * 3. For each client count N (--clients, default 10,50,200): N clients on keep-alive connections fetch
 *    `GET /api/livestream/{id}/hls/index.m3u8` and then every segment in order, over and over, as fast as
 *    the server answers, for --seconds; measures requests/s, segment requests/s, bytes/s, segment latency
 *    (p50/p99), errors, and the server process's CPU (from /proc).
 *
 * The load generator shares the machine's cores with the server; the figures are a floor.
 *
 * 4. With --paced N,M,…: N viewers as players are, each fetching the playlist and the next segment every
 *    2 s; a segment that arrives after the next one was due is a stall ("late").
 *
 *   npm run bench:hls -w apps/server -- --clients 10,50,200 --seconds 10 --bitrate 2500 --paced 250,500,1000
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { tokenFromRunningServer } from '../src/cli/token';
import { loadConfig, REPO_ROOT } from '../src/config';
import { readServerFile } from '../src/plugins/external/oidc/server-file';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '10,50,200' },
    seconds: { type: 'string', default: '10' },
    record: { type: 'string', default: '20' },
    bitrate: { type: 'string', default: '2500' },
    ffmpeg: { type: 'string', default: process.env.FFMPEG_PATH ?? 'ffmpeg' },
    'max-seconds': { type: 'string', default: '900' },
    /** viewer counts like players: each fetches the playlist and one segment every 2 s (stalls counted) */
    paced: { type: 'string' },
  },
});
const CLIENTS = args
  .clients!.split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(args.seconds);
const RECORD = Number(args.record);
const BITRATE = Number(args.bitrate);
const FFMPEG = args.ffmpeg!;
const PUBLIC_URL = 'http://localhost:3998';

const children = new Set<ChildProcess>();
let dataDir: string | null = null;
const cleanup = () => {
  for (const c of children) c.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
setTimeout(
  () => {
    console.error(`bench: stopped after --max-seconds ${args['max-seconds']}`);
    process.exit(2);
  },
  Number(args['max-seconds']) * 1000,
).unref();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** the process's CPU seconds so far (user + system), from /proc */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function startServer(rtmpPort: number) {
  dataDir = mkdtempSync(join(tmpdir(), 'sportzone-hls-bench-'));
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
        RTMP_PORT: String(rtmpPort),
        FFMPEG_PATH: FFMPEG,
        DATABASE_URL: '',
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
    if (file && file.pid === child.pid && (await fetch(`${file.url}/api/health`).catch(() => null))?.ok)
      return { base: file.url, pid: child.pid!, output };
    await sleep(200);
  }
}

/** N clients fetching the playlist and every segment, back to back, for `seconds`. */
async function load(
  base: string,
  livestreamId: number,
  segments: string[],
  clients: number,
  seconds: number,
  paced = false,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL(base);
  const latencies: number[] = [];
  let requests = 0;
  let segmentRequests = 0;
  let bytes = 0;
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const get = (file: string) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `/api/livestream/${livestreamId}/hls/${file}`,
          headers: { 'user-agent': `hls-bench` },
        },
        (res) => {
          let n = 0;
          res.on('data', (c: Buffer) => (n += c.length));
          res.on('end', () => {
            requests++;
            if (res.statusCode !== 200) errors++;
            bytes += n;
            if (file.endsWith('.ts')) {
              segmentRequests++;
              latencies.push(performance.now() - t0);
            }
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  let late = 0;
  const client = async (offset: number) => {
    let i = offset % segments.length;
    // paced: a player that needs the next 2 s segment every 2 s; the viewers spread over the first slot
    const slot0 = Date.now() + (paced ? (offset * 2000) / clients : 0);
    if (paced) await sleep(slot0 - Date.now());
    for (let k = 1; Date.now() < end; k++) {
      // a player reloads the playlist and fetches the next segment
      await get('index.m3u8');
      await get(segments[i]!);
      i = (i + 1) % segments.length;
      if (paced) {
        const next = slot0 + k * 2000;
        // the segment came after the player needed the next one: it would stall
        if (Date.now() > next) late++;
        else await sleep(next - Date.now());
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, k) => client(k)));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    clients,
    seconds: elapsed,
    requestsPerSecond: requests / elapsed,
    segmentsPerSecond: segmentRequests / elapsed,
    megabitsPerSecond: (bytes * 8) / 1e6 / elapsed,
    p50: pct(50),
    p99: pct(99),
    errors,
    late,
  };
}

async function main() {
  if (spawnSync(FFMPEG, ['-hide_banner', '-version']).status !== 0)
    throw new Error(`ffmpeg not found (${FFMPEG}): apt-get install -y ffmpeg`);
  const rtmpPort = await freePort();
  const server = await startServer(rtmpPort);
  console.log(`server ${server.base} (pid ${server.pid}), RTMP ${rtmpPort}`);
  const config = loadConfig({ DATA_DIR: dataDir!, PUBLIC_URL, DATABASE_URL: '' });
  const token = (await tokenFromRunningServer(config, { email: 'organizer@sportzone.test' }))!;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const channel = (await (
    await fetch(`${server.base}/api/channel/`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name: 'HLS bench' }),
    })
  ).json()) as { id: number; streamKey: string };

  // a real stream: the test pattern over RTMP for RECORD seconds, at the speed of a camera (-re)
  console.log(`publishing ${RECORD} s of 1280x720 testsrc at ${BITRATE} kbit/s over RTMP ...`);
  const kbps = `${BITRATE}k`;
  const encoder = spawn(
    FFMPEG,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc=size=1280x720:rate=25:duration=${RECORD}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${RECORD}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
      ...[
        '-b:v',
        kbps,
        '-minrate',
        kbps,
        '-maxrate',
        kbps,
        '-bufsize',
        `${BITRATE * 2}k`,
        '-x264-params',
        'nal-hrd=cbr',
      ],
      ...['-g', '50', '-keyint_min', '50', '-c:a', 'aac', '-b:a', '128k'],
      ...['-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${channel.streamKey}`],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.add(encoder);
  const code = await new Promise<number | null>((r) => encoder.on('exit', r));
  if (code !== 0) throw new Error(`the encoder failed (${code})`);

  // the livestream ends with the encoder; its playlist is closed (the recording)
  let livestream: { id: number; status: string; recording: boolean } | undefined;
  for (let i = 0; i < 100; i++) {
    const mine = (await (await fetch(`${server.base}/api/user/livestream`, { headers })).json()) as {
      items: { id: number; status: string; recording: boolean }[];
    };
    livestream = mine.items.find((l) => l.status === 'ended' && l.recording);
    if (livestream) break;
    await sleep(200);
  }
  if (!livestream) throw new Error('no recording came out of the stream');
  const playlist = await (
    await fetch(`${server.base}/api/livestream/${livestream.id}/hls/index.m3u8`)
  ).text();
  const segments = playlist.split('\n').filter((l) => /^[A-Za-z0-9_-]+\.ts$/.test(l.trim()));
  const sizes: number[] = [];
  for (const s of segments) {
    const res = await fetch(`${server.base}/api/livestream/${livestream.id}/hls/${s}`);
    sizes.push((await res.arrayBuffer()).byteLength);
  }
  const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
  console.log(
    `recording: ${segments.length} segments, mean ${(mean / 1024).toFixed(0)} KiB (${((mean * 8) / 2 / 1000).toFixed(0)} kbit/s at 2 s), playlist ${playlist.length} bytes`,
  );
  const seg = await fetch(`${server.base}/api/livestream/${livestream.id}/hls/${segments[0]}`);
  const pl = await fetch(`${server.base}/api/livestream/${livestream.id}/hls/index.m3u8`);
  console.log(
    `cache-control: segment "${seg.headers.get('cache-control')}", playlist "${pl.headers.get('cache-control')}"`,
  );

  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}`,
  );
  console.log(
    '| clients | requests/s | segment req/s | Mbit/s | segment p50 ms | p99 ms | server CPU (cores) | errors | viewers at this rate* |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const n of CLIENTS) {
    const cpu0 = cpuSeconds(server.pid);
    const r = await load(server.base, livestream.id, segments, n, SECONDS);
    const cpu = (cpuSeconds(server.pid) - cpu0) / r.seconds;
    // a viewer of 2 s segments needs half a segment and half a playlist per second
    const viewers = Math.floor(r.segmentsPerSecond * 2);
    console.log(
      `| ${n} | ${r.requestsPerSecond.toFixed(0)} | ${r.segmentsPerSecond.toFixed(0)} | ${r.megabitsPerSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${cpu.toFixed(2)} | ${r.errors} | ${viewers} |`,
    );
  }
  console.log('* segment requests/s × 2 s: viewers each fetching one 2 s segment (and one playlist) per 2 s');

  const PACED = (args.paced ?? '')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  if (PACED.length > 0) {
    console.log('\npaced viewers (each: the playlist and the next segment every 2 s):');
    console.log(
      '| viewers | segment req/s | Mbit/s | segment p50 ms | p99 ms | server CPU (cores) | late segments (stalls) | errors |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const n of PACED) {
      const cpu0 = cpuSeconds(server.pid);
      const r = await load(server.base, livestream.id, segments, n, Math.max(SECONDS, 10), true);
      const cpu = (cpuSeconds(server.pid) - cpu0) / r.seconds;
      console.log(
        `| ${n} | ${r.segmentsPerSecond.toFixed(0)} | ${r.megabitsPerSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${cpu.toFixed(2)} | ${r.late} of ${Math.round(r.segmentsPerSecond * r.seconds)} | ${r.errors} |`,
      );
    }
  }
}

main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
