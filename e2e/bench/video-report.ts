/**
 * The figures of bench/video-latency.ts: one viewer's, a mode's over its viewers, and the tables. Pure:
 * the reads and counts come from bench/video-probe.ts.
 */
import { cpus, loadavg } from 'node:os';
import {
  median,
  percentile,
  type Read,
  type StallCounts,
  type splitLatency,
  type timelineCheck,
} from './video-probe';

/** Video seconds per wall-clock second from the first read to the last (1: no time lost). */
function playbackRate(reads: Read[]): number {
  const [a, b] = [reads[0], reads.at(-1)];
  return a && b && b.readAt > a.readAt
    ? ((b.currentTime - a.currentTime) * 1000) / (b.readAt - a.readAt)
    : NaN;
}

/** One viewer's figures: its reads after the warm-up, and its stall counts before and after them. */
export function viewerFigures(
  mode: string,
  all: (Read | null)[],
  before: StallCounts,
  after: StallCounts,
  minutes: number,
  split: ReturnType<typeof splitLatency>,
  check: Awaited<ReturnType<typeof timelineCheck>>,
  pageErrors: string[],
) {
  const reads = all.filter((r): r is Read => r?.captureTime != null);
  const latencies = reads.map((r) => (r.readAt - r.captureTime!) / 1000);
  const stalls = after.stalls - before.stalls;
  return {
    mode,
    samples: reads.length,
    unreadable: all.length - reads.length,
    median: median(latencies),
    p95: percentile(latencies, 95),
    min: Math.min(...latencies),
    max: Math.max(...latencies),
    minutes,
    stallsPerMinute: stalls / minutes,
    stalls,
    waiting: after.waiting - before.waiting,
    freezes: after.freezes - before.freezes,
    stalledSeconds: (after.stalledMs - before.stalledMs) / 1000,
    firstFrame: after.firstPlaying === null ? NaN : (after.firstPlaying - after.origin) / 1000,
    bufferedAhead: median(reads.map((r) => r.ahead)),
    // below 1: the video's time fell behind the wall clock (the latency grew) without a counted stall
    playbackRate: playbackRate(reads),
    ...split,
    ...check,
    pageErrors,
    latencies,
  };
}
export type ViewerFigures = ReturnType<typeof viewerFigures>;

/** A mode over its viewers: latency over all their reads, stalls over all their minutes, else medians. */
export function modeFigures(mode: string, viewers: ViewerFigures[]) {
  const latencies = viewers.flatMap((v) => v.latencies);
  const of = (key: keyof ViewerFigures) => median(viewers.map((v) => v[key] as number));
  const minutes = viewers.reduce((t, v) => t + v.minutes, 0);
  const stalls = viewers.reduce((t, v) => t + v.stalls, 0);
  return {
    mode,
    viewers: viewers.length,
    samples: latencies.length,
    unreadable: viewers.reduce((t, v) => t + v.unreadable, 0),
    median: median(latencies),
    p95: percentile(latencies, 95),
    min: Math.min(...latencies),
    max: Math.max(...latencies),
    /** each viewer's median: how much where a viewer joins moves its latency */
    viewerMedians: viewers.map((v) => v.median),
    stallsPerMinute: stalls / minutes,
    stalls,
    waiting: viewers.reduce((t, v) => t + v.waiting, 0),
    freezes: viewers.reduce((t, v) => t + v.freezes, 0),
    stalledSeconds: viewers.reduce((t, v) => t + v.stalledSeconds, 0),
    playbackRate: Math.min(...viewers.map((v) => v.playbackRate)),
    firstFrame: of('firstFrame'),
    edgeAge: of('edgeAge'),
    behindEdge: of('behindEdge'),
    bufferedAhead: of('bufferedAhead'),
    segmentDuration: of('segmentDuration'),
    listingInterval: of('listingInterval'),
    listedAfter: of('listedAfter'),
    firstFrameToListed: of('firstFrameToListed'),
    readerErrorMs: of('readerErrorMs'),
    offsetSpreadMs: of('offsetSpread') * 1000,
  };
}
export type ModeFigures = ReturnType<typeof modeFigures>;

const s = (v: number, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : '–');

export function printTables(
  modes: ModeFigures[],
  viewers: ViewerFigures[],
  run: { seconds: number; warmup: number; targetDuration: number | null },
) {
  console.log(`\npicture latency, ${run.seconds} s of reads every 200 ms after ${run.warmup} s, per viewer:`);
  console.log(
    '| mode | viewers | samples | median s | p95 s | min s | max s | viewers’ medians s | stalls/min | stalled s | video time / real time | first frame s |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const m of modes)
    console.log(
      `| ${m.mode} | ${m.viewers} | ${m.samples}${m.unreadable ? ` (+${m.unreadable} unread)` : ''} | ${s(m.median)} | ${s(m.p95)} | ${s(m.min)} | ${s(m.max)} | ${m.viewerMedians.map((v) => s(v)).join(', ')} | ${s(m.stallsPerMinute)} | ${s(m.stalledSeconds, 1)} | ${s(m.playbackRate, 3)} | ${s(m.firstFrame)} |`,
    );
  console.log('\nwhere it goes (medians, s): latency ≈ newest segment’s age + player behind it');
  console.log(
    '| mode | newest segment’s age | player behind it | buffered ahead | segment | a new one every | listed after its first / last frame | reader vs segments ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const m of modes)
    console.log(
      `| ${m.mode} | ${s(m.edgeAge)} | ${s(m.behindEdge)} | ${s(m.bufferedAhead)} | ${s(m.segmentDuration)} (target ${run.targetDuration ?? '–'}) | ${s(m.listingInterval)} | ${s(m.firstFrameToListed)} / ${s(m.listedAfter)} | ${s(m.readerErrorMs, 0)} (spread ${s(m.offsetSpreadMs, 0)}) |`,
    );
  for (const v of viewers)
    if (v.pageErrors.length) console.log(`${v.mode}: page errors: ${v.pageErrors.join('; ')}`);
  if (modes.some((m) => m.playbackRate < 0.99))
    console.log('the video ran slower than real time (a busy machine?): the latency grew during the reads');
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}`,
  );
}
