/*
 * How close to the court a live picture plays, and how far behind it is (decision 049). No DOM, no
 * hls.js: the player (hls-video.tsx) applies these, and the viewer build shares them.
 */

/** `low`: near the live edge (a few seconds behind the court); `stable`: further back, riding out a poor connection. */
export type VideoMode = 'low' | 'stable';
export const VIDEO_MODES: readonly VideoMode[] = ['low', 'stable'];

/**
 * hls.js's live settings for a mode (durations in seconds, counted back from the end of the newest
 * segment; ours are 1 s long). Low: 1.5 s back, caught up by playing slightly faster, jumped forward
 * when more than 4 s behind, little buffered ahead. Stable: 6 s back, more buffered, no speeding up.
 */
export function liveSettings(mode: VideoMode) {
  return mode === 'low'
    ? { liveSyncDuration: 1.5, liveMaxLatencyDuration: 4, maxLiveSyncPlaybackRate: 1.15, maxBufferLength: 6 }
    : { liveSyncDuration: 6, liveMaxLatencyDuration: 15, maxLiveSyncPlaybackRate: 1, maxBufferLength: 30 };
}

/** Stalls within this window that make a low-latency player fall back to stable playback. */
export const STALLS_BEFORE_FALLBACK = 2;
export const STALL_WINDOW_MS = 60_000;
/** A single stall this long does too (a connection slower than the stream may never resume). */
export const LONG_STALL_MS = 4_000;
/**
 * A stall counts only while the playlist lists this much (s) beyond what plays: the picture waits for
 * the viewer's connection. When the encoder stalls (a network blip at the court) the player reaches the
 * end of the list and waits with everybody else; stable playback would not help, so it does not count.
 */
export const LISTED_AHEAD_S = 0.5;

/** Counts a player's stalls; says when too many came too close together. */
export class StallWatch {
  private times: number[] = [];

  /** A stall at `now`: true when it is one too many (time to fall back). */
  stall(now = Date.now()): boolean {
    this.times = [...this.times.filter((t) => now - t < STALL_WINDOW_MS), now];
    return this.times.length >= STALLS_BEFORE_FALLBACK;
  }
}

/**
 * The server's clock against ours, from a response's `x-server-time` and the moments its request was
 * sent and answered (our clock, ms): the answer with the shortest round trip is trusted most, its
 * server time taken as half-way through it.
 */
export class ServerClock {
  private best: { roundTrip: number; offset: number } | null = null;

  sample(serverTime: number, sentAt: number, receivedAt: number) {
    if (!Number.isFinite(serverTime) || serverTime <= 0 || receivedAt < sentAt) return;
    const roundTrip = receivedAt - sentAt;
    if (this.best && this.best.roundTrip <= roundTrip) return;
    this.best = { roundTrip, offset: serverTime - (sentAt + receivedAt) / 2 };
  }

  /** ms to add to our clock to read the server's (0 before any answer) */
  get offset(): number {
    return this.best?.offset ?? 0;
  }
}

/** A live picture's delay is never taken as more than this (a stream held back longer is not live). */
export const MAX_VIDEO_DELAY_MS = 60_000;

/**
 * How far behind the court the picture on screen is (ms): the server's now against the capture time of
 * the frame playing. Null when that time is unknown or makes no sense.
 */
export function videoDelayMs(playingAt: number | null, now: number, serverOffset: number): number | null {
  if (playingAt === null || !Number.isFinite(playingAt)) return null;
  const delay = now + serverOffset - playingAt;
  if (delay < 0 || delay > MAX_VIDEO_DELAY_MS) return null;
  return delay;
}
