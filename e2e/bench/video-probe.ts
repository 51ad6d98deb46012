/**
 * The measuring parts of bench/video-latency.ts: what the page counts (stalls, the first frame), the
 * reads of the clock video every 200 ms, the playlist as Node sees it appear, and the figures made from
 * them. Nothing here starts a server or a browser.
 */
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import {
  CLOCK_LAYOUT,
  captureTimeReader,
  decodeClockCells,
  sampleClockCells,
  type CaptureRead,
} from '../helpers/clock-video';

/**
 * Installed before the page's own scripts (`context.addInitScript`): counts, after the livestream video
 * first played, its `waiting` events and the times its `currentTime` stood still for over 500 ms while not
 * paused; one stall is one such episode, whichever came first, until the time moves again. A string, so
 * that it runs as written (see helpers/clock-video.ts on tsx's `__name`).
 */
export const STALL_COUNTER = `(() => {
  const s = { firstPlaying: null, origin: performance.timeOrigin, waiting: 0, freezes: 0, stalls: 0,
    stalledMs: 0, stalledSince: null, lastTime: -1, lastMoved: 0, frozen: false };
  window.__videoBench = s;
  const ours = (e) => e.target instanceof HTMLVideoElement && e.target.dataset.testid === 'livestream-video';
  window.addEventListener('playing', (e) => {
    if (ours(e) && s.firstPlaying === null) s.firstPlaying = Date.now();
  }, true);
  window.addEventListener('waiting', (e) => {
    if (!ours(e) || s.firstPlaying === null) return;
    s.waiting++;
    if (s.stalledSince === null) { s.stalls++; s.stalledSince = Date.now(); }
  }, true);
  setInterval(() => {
    const v = document.querySelector('video[data-testid="livestream-video"]');
    const now = Date.now();
    if (!v || s.firstPlaying === null) return;
    if (v.currentTime !== s.lastTime || v.paused) {
      s.lastTime = v.currentTime;
      s.lastMoved = now;
      s.frozen = false;
      if (s.stalledSince !== null) { s.stalledMs += now - s.stalledSince; s.stalledSince = null; }
    } else if (now - s.lastMoved > 500 && !s.frozen) {
      s.frozen = true;
      s.freezes++;
      if (s.stalledSince === null) { s.stalls++; s.stalledSince = s.lastMoved; }
    }
  }, 50);
})()`;

export interface StallCounts {
  /** Date.now() of the first `playing`, and of the navigation's start */
  firstPlaying: number | null;
  origin: number;
  waiting: number;
  freezes: number;
  stalls: number;
  /** time spent stalled, an ongoing stall included */
  stalledMs: number;
}

export async function stallCounts(page: Page): Promise<StallCounts> {
  return (await page.evaluate(`(() => {
    const s = window.__videoBench;
    const ongoing = s.stalledSince === null ? 0 : Date.now() - s.stalledSince;
    return { firstPlaying: s.firstPlaying, origin: s.origin, waiting: s.waiting, freezes: s.freezes,
      stalls: s.stalls, stalledMs: s.stalledMs + ongoing };
  })()`)) as StallCounts;
}

export interface Read extends CaptureRead {
  /** seconds of video buffered ahead of the playing position */
  ahead: number;
}

/** The clock as the page shows it now, and how much video the player holds ahead. */
export async function readClock(page: Page): Promise<Read | null> {
  return (await page.evaluate(`(() => {
    const read = ${captureTimeReader};
    const v = document.querySelector('video[data-testid="livestream-video"]');
    if (!read || !v) return null;
    let ahead = 0;
    for (let i = 0; i < v.buffered.length; i++)
      if (v.buffered.start(i) <= v.currentTime + 0.1) ahead = Math.max(ahead, v.buffered.end(i) - v.currentTime);
    return { ...read, ahead };
  })()`)) as Read | null;
}

/** Reads every `everyMs` for `seconds`, on a fixed schedule. */
export async function sampleClock(page: Page, seconds: number, everyMs = 200): Promise<(Read | null)[]> {
  const reads: (Read | null)[] = [];
  const start = Date.now();
  for (let k = 0; k * everyMs < seconds * 1000; k++) {
    await new Promise((r) => setTimeout(r, Math.max(0, start + k * everyMs - Date.now())));
    reads.push(await readClock(page));
  }
  return reads;
}

export interface ListedSegment {
  uri: string;
  /** as listed (relative, with the playlist's signature) */
  href: string;
  /** its place on the playlist's timeline (s): hls.js plays a live EVENT playlist on the same timeline */
  start: number;
  duration: number;
  /** Date.now() of the poll that first listed it; null: listed before the watch began */
  listedAt: number | null;
}

export interface PlaylistWatch {
  segments: Map<string, ListedSegment>;
  targetDuration(): number | null;
  stop(): Promise<void>;
}

/** Polls the playlist every `everyMs` from Node and notes when each segment first appears. */
export function watchPlaylist(url: string, everyMs = 100): PlaylistWatch {
  const segments = new Map<string, ListedSegment>();
  let target: number | null = null;
  let first = true;
  let running = true;
  const loop = (async () => {
    while (running) {
      const due = Date.now() + everyMs;
      const res = await fetch(url).catch(() => null);
      const text = res?.ok ? await res.text() : null;
      const now = Date.now();
      if (text) {
        let start = 0;
        let duration = 0;
        for (const line of text.split('\n').map((l) => l.trim())) {
          if (line.startsWith('#EXT-X-TARGETDURATION:')) target = Number(line.split(':')[1]);
          else if (line.startsWith('#EXTINF:')) duration = parseFloat(line.slice(8));
          else if (line && !line.startsWith('#')) {
            const uri = line.split('?')[0]!;
            if (!segments.has(uri))
              segments.set(uri, { uri, href: line, start, duration, listedAt: first ? null : now });
            start += duration;
          }
        }
        first = false;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    }
  })();
  return {
    segments,
    targetDuration: () => target,
    async stop() {
      running = false;
      await loop;
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
export const median = (values: number[]) => percentile(values, 50);

/**
 * Where a read's latency goes, from the reads and the playlist's timing (all in seconds, medians):
 * - `behindEdge`: the playing position behind the end of the newest listed segment (the player's choice;
 *   what hls.js calls its latency, against the playlist as Node last saw it);
 * - `edgeAge`: how old the last frame of the newest listed segment is (the encoder, the ingest, the
 *   segmenter, and waiting for the next segment to be listed);
 * - `listedAfter`: from the capture of a segment's last frame to its listing, per new segment.
 * latency = edgeAge + behindEdge. The reads map video time to capture time (`offsetSpread` says how
 * steady that mapping was: a few frames' worth means it holds).
 */
export function splitLatency(reads: Read[], segments: ListedSegment[]) {
  const offsets = reads.map((r) => r.captureTime! - r.currentTime * 1000);
  const offset = median(offsets);
  const listed = segments.filter((s) => s.listedAt !== null).sort((a, b) => a.listedAt! - b.listedAt!);
  const behindEdge: number[] = [];
  const edgeAge: number[] = [];
  for (const r of reads) {
    let edge = -Infinity;
    for (const s of segments) if ((s.listedAt ?? 0) <= r.readAt) edge = Math.max(edge, s.start + s.duration);
    if (edge === -Infinity) continue;
    behindEdge.push(edge - r.currentTime);
    edgeAge.push((r.readAt - (offset + edge * 1000)) / 1000);
  }
  const intervals = listed.slice(1).map((s, i) => (s.listedAt! - listed[i]!.listedAt!) / 1000);
  return {
    behindEdge: median(behindEdge),
    edgeAge: median(edgeAge),
    listedAfter: median(listed.map((s) => (s.listedAt! - (offset + (s.start + s.duration) * 1000)) / 1000)),
    listingInterval: median(intervals),
    segmentDuration: median(segments.map((s) => s.duration)),
    offsetSpread: (percentile(offsets, 95) - percentile(offsets, 5)) / 1000,
    /** capture time (ms) − video time (ms): where the reads put the timeline */
    offset,
  };
}

/**
 * The capture time of a segment's first frame as served, decoded by ffmpeg from the segment itself (no
 * player): with the segment's place on the timeline it checks the reads' mapping of video time to capture
 * time.
 */
export async function segmentFirstCapture(url: string, ffmpegPath: string): Promise<number | null> {
  const res = await fetch(url);
  if (!res.ok) return null;
  // prettier-ignore
  const frame = spawnSync(ffmpegPath, [
    '-hide_banner', '-loglevel', 'error', '-f', 'mpegts', '-i', 'pipe:0',
    '-frames:v', '1', '-vf', 'scale=320:240', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1',
  ], { input: Buffer.from(await res.arrayBuffer()), maxBuffer: 1 << 20 });
  if (frame.status !== 0 || frame.stdout.length !== 320 * 240) return null;
  return decodeClockCells(sampleClockCells(frame.stdout, 320, 240, 1, CLOCK_LAYOUT), CLOCK_LAYOUT);
}

/**
 * The newest `count` segments listed during the watch, decoded from the server: how far (ms) their first
 * frames' capture times are from where the reads' `offset` puts them (a few ms when the reader reads
 * the frame the video is at), and how long after its first frame was captured a segment was listed (s).
 */
export async function timelineCheck(
  playlistUrl: string,
  segments: ListedSegment[],
  offset: number,
  ffmpegPath: string,
  count = 3,
) {
  const recent = segments
    .filter((s) => s.listedAt !== null)
    .sort((a, b) => b.listedAt! - a.listedAt!)
    .slice(0, count);
  const readerError: number[] = [];
  const firstFrameToListed: number[] = [];
  for (const s of recent) {
    const capture = await segmentFirstCapture(new URL(s.href, playlistUrl).href, ffmpegPath);
    if (capture === null) continue;
    readerError.push(capture - (offset + s.start * 1000));
    firstFrameToListed.push((s.listedAt! - capture) / 1000);
  }
  return {
    readerErrorMs: median(readerError),
    firstFrameToListed: median(firstFrameToListed),
    segmentsChecked: readerError.length,
  };
}
