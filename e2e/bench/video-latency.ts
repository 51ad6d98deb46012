/**
 * `npm run bench:video` — how old the livestream's picture is when a viewer sees it, and how often it
 * stalls. A clock video (helpers/clock-video.ts: each frame shows when it was made) goes through the
 * product's own path: RTMP ingest → the server's ffmpeg HLS writer → the HLS route → hls.js in Chromium on
 * the live match page. Every 200 ms the frame on screen is read back from the `<video>`: latency = the time
 * of the read − the time the frame shows.
 *
 * 1. Starts the real server (apps/server/src/main.ts, from source: a change to the server needs no build)
 *    in a temporary data folder with the RTMP ingest on a free port, serving a copy of apps/web/dist:
 *    `npm run build` must have run since the web app last changed (checked; --allow-stale to measure an
 *    older build on purpose).
 * 2. As the demo organizer, through the API: a channel, a station on Court 1 of the club's venue with a
 *    camera on it; the clock encoder publishes (--fps, --gop); a match starts on that court, so the stream
 *    is the match's. The stream runs --lead s before the first viewer comes.
 * 3. For each --mode (default, or e.g. low,stable), --rounds times, the modes taking turns: a fresh
 *    signed-out viewer on a phone, with localStorage `spz_video_mode` set before the page loads (the
 *    player reads it; "default" sets nothing) and cookies accepted (openPage's consent cookie: a
 *    functional setting is kept), opens /tennis/live/{match}; once the video plays, --warmup s, then
 *    --seconds s of reads.
 *
 * Reports per mode the latency (median, p95, min, max over its viewers' reads, and each viewer's median:
 * where a viewer joins moves it by up to a segment), stalls per minute (a `waiting` event or the time
 * standing still > 500 ms while playing), how fast the video's time ran against the wall clock (below 1
 * on a busy machine: the latency grows without a stall), the first frame (from the navigation's start to
 * the first `playing`), and where the latency goes: the newest listed segment's age and the player's
 * distance behind it (the playlist polled from Node every 100 ms). The reads are checked against the
 * served segments' own first frames, decoded by ffmpeg. --json prints the figures as JSON instead;
 * --trace FILE keeps every read.
 *
 *   npm run build && npm run bench:video -- --seconds 60 --mode default,low,stable --rounds 3
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { PHONE, launch, openPage } from '../helpers/browser';
import { clockMatch, until } from '../helpers/clock-match';
import type { ClockEncoder } from '../helpers/clock-video';
import { REPO_ROOT, freePort, startServer, type RunningServer } from '../helpers/server';
import { modeFigures, printTables, viewerFigures, type ViewerFigures } from './video-report';
import {
  STALL_COUNTER,
  readClock,
  sampleClock,
  splitLatency,
  stallCounts,
  timelineCheck,
  watchPlaylist,
  type PlaylistWatch,
  type Read,
} from './video-probe';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    /**
     * seconds of stream before the first viewer opens the page: a player joining a short playlist starts
     * at its beginning, nearer the edge than it holds later, as no viewer joining mid-match does
     */
    lead: { type: 'string', default: '30' },
    mode: { type: 'string', default: 'default' },
    /** viewers per mode, one after another (each joins the stream at another moment) */
    rounds: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    /** the clock's frame rate and key frame interval (s): a segment can only be cut at a key frame */
    fps: { type: 'string', default: '25' },
    gop: { type: 'string', default: '1' },
    'allow-stale': { type: 'boolean', default: false },
    'max-seconds': { type: 'string' },
    /** every read as a CSV line (mode, readAt, captureTime, currentTime, ahead) into this file */
    trace: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const MODES = args.mode!.split(',').map((m) => m.trim());
const ROUNDS = Math.max(1, Number(args.rounds));
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const MAX_SECONDS = Number(
  args['max-seconds'] ?? 180 + Number(args.lead) + ROUNDS * MODES.length * (WARMUP + SECONDS + 90),
);
const log = (line: string) => console.error(`video-bench: ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

// ─── the build ───

/** The newest modification time under `path` (dist and node_modules skipped). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true }))
    if (entry.name !== 'node_modules' && entry.name !== 'dist')
      t = Math.max(t, newest(join(path, entry.name)));
  return t;
}

/** The web build this bench serves: it must exist and be newer than the player's sources. */
function checkWebBuild() {
  const index = join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(index)) throw new Error('no web build: run `npm run build` first');
  // what the web build reads (as scripts/ensure-build.mjs checks for npm start)
  const sources = ['apps/web', 'packages/contracts/src', 'packages/scoring/src'];
  const changed = Math.max(...sources.map((s) => newest(join(REPO_ROOT, s))));
  if (changed > statSync(index).mtimeMs && !args['allow-stale'])
    throw new Error('the web sources changed since the last build: run `npm run build` (or --allow-stale)');
}

// ─── the run ───

const held: { server?: RunningServer; browser?: Browser; encoder?: ClockEncoder; dist?: string } = {};
let watch: PlaylistWatch | undefined;

async function cleanup() {
  await watch?.stop().catch(() => {});
  await held.encoder?.stop().catch(() => {});
  await held.browser?.close().catch(() => {});
  await held.server?.stop().catch(() => {});
  if (held.server) rmSync(held.server.dataDir, { recursive: true, force: true });
  if (held.dist) rmSync(held.dist, { recursive: true, force: true });
}

/** A live match on Court 1 with our clock as its stream; the stream's playback address. */
async function liveMatch(server: RunningServer, browser: Browser, rtmpPort: number) {
  const match = await clockMatch(server, browser, rtmpPort, {
    ffmpegPath: FFMPEG,
    fps: Number(args.fps),
    gopSeconds: Number(args.gop),
  });
  held.encoder = match.encoder;
  void match.encoder.exited.then((code) => {
    if (!stopping) log(`the clock encoder stopped (${code}): ${match.encoder.stderr().trim()}`);
  });
  return match;
}

/** One viewer in `mode`: the figures of its reads after the warm-up. */
async function measure(browser: Browser, base: string, matchId: number, playlist: string, mode: string) {
  const viewer = await openPage(browser, PHONE);
  await viewer.context.addInitScript((m: string) => {
    if (m === 'default') localStorage.removeItem('spz_video_mode');
    else localStorage.setItem('spz_video_mode', m);
  }, mode);
  await viewer.context.addInitScript(STALL_COUNTER);
  const { page } = viewer;
  await page.goto(`${base}/tennis/live/${matchId}`);
  const first = await until('a clock frame on the page', async () => {
    const r = await readClock(page);
    return r?.captureTime && !r.paused ? r : null;
  });
  // the read-back holds: a frame from the last minute, not garbage that passed the markers
  const age = first.readAt - first.captureTime!;
  if (!(age > 0 && age < 60_000)) throw new Error(`the reader decoded an implausible time (${age} ms old)`);
  // the page has purged what its consent does not allow by now: the setting is still there for the player
  if (mode !== 'default' && (await page.evaluate(() => localStorage.getItem('spz_video_mode'))) !== mode)
    log(`mode ${mode}: the page did not keep spz_video_mode`);
  await sleep(WARMUP * 1000);
  const before = await stallCounts(page);
  const t0 = Date.now();
  const all = await sampleClock(page, SECONDS);
  const minutes = (Date.now() - t0) / 60_000;
  const after = await stallCounts(page);
  await viewer.context.close();

  const reads = all.filter((r): r is Read => r?.captureTime != null);
  if (args.trace)
    appendFileSync(
      args.trace,
      reads.map((r) => `${mode},${r.readAt},${r.captureTime},${r.currentTime},${r.ahead}\n`).join(''),
    );
  const segments = [...watch!.segments.values()];
  const split = splitLatency(reads, segments);
  const check = await timelineCheck(playlist, segments, split.offset, FFMPEG);
  if (!(Math.abs(check.readerErrorMs) < 200))
    log(`mode ${mode}: the reads disagree with the segments' own frames by ${check.readerErrorMs} ms`);
  return viewerFigures(mode, all, before, after, minutes, split, check, viewer.errors);
}

let stopping = false;

async function main() {
  checkWebBuild();
  // a copy of the build: a rebuild meanwhile does not pull pages from under the viewer
  held.dist = mkdtempSync(join(tmpdir(), 'sz-dist-'));
  cpSync(join(REPO_ROOT, 'apps/web/dist'), held.dist, { recursive: true });
  const rtmpPort = await freePort();
  log('starting the server …');
  held.server = await startServer({
    env: { SIMULATOR: 'false', WEB_DIST: held.dist, RTMP_PORT: String(rtmpPort), FFMPEG_PATH: FFMPEG },
  });
  held.browser = await launch();
  const { matchId, playlist } = await liveMatch(held.server, held.browser, rtmpPort);
  watch = watchPlaylist(playlist);
  const lead = Number(args.lead);
  log(`letting the stream run ${lead} s …`);
  await until(
    `${lead} s of stream`,
    async () => [...watch!.segments.values()].reduce((t, s) => t + s.duration, 0) >= lead,
    (lead + 60) * 1000,
  );
  // the modes take turns, so that a machine getting busier or quieter weighs on each alike
  const viewers: ViewerFigures[] = [];
  for (let round = 1; round <= ROUNDS; round++)
    for (const mode of MODES) {
      log(`mode ${mode}, viewer ${round} of ${ROUNDS}: ${WARMUP} s warm-up, ${SECONDS} s of reads …`);
      viewers.push(await measure(held.browser, held.server.url, matchId, playlist, mode));
    }
  const modes = MODES.map((m) =>
    modeFigures(
      m,
      viewers.filter((v) => v.mode === m),
    ),
  );
  const run = { seconds: SECONDS, warmup: WARMUP, targetDuration: watch.targetDuration() };
  if (args.json)
    console.log(
      JSON.stringify({ ...run, modes, viewers: viewers.map(({ latencies: _, ...v }) => v) }, null, 2),
    );
  else printTables(modes, viewers, run);
}

const overall = setTimeout(() => {
  log(`stopped after --max-seconds ${MAX_SECONDS}`);
  stopping = true;
  void cleanup().finally(() => process.exit(2));
}, MAX_SECONDS * 1000);
process.on('SIGINT', () => {
  stopping = true;
  void cleanup().finally(() => process.exit(130));
});
// a last resort if the process ends without the cleanup (the server and encoder are our children)
process.on('exit', () => {
  held.encoder?.child.kill('SIGKILL');
  held.server?.process.kill('SIGKILL');
});

main()
  .then(
    () => 0,
    (err: unknown) => {
      console.error(err);
      if (held.server) console.error(held.server.logs.join('').slice(-4000));
      return 1;
    },
  )
  .then(async (code) => {
    stopping = true;
    clearTimeout(overall);
    await cleanup();
    process.exit(code);
  });
