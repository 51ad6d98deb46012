import type { Livestream } from '@sportzone/contracts';
import { allows } from '@/lib/consent/consent';
import type { VideoMode } from './live-latency';

/*
 * What the live match page and the livestream pages share about video (decisions 019, 030): which
 * stream of a match to show, where in a recording a point happened, and the viewer's score delay.
 * No Mantine, no router: the viewer build (Preact) uses it too.
 */

/** The score may be held back this many seconds at most (streams run 5–30 s behind). */
export const MAX_DELAY_SECONDS = 30;
/** Remembered only with functional cookies allowed (decision 020). */
export const DELAY_STORAGE_KEY = 'spz_video_delay';

export function clampDelay(seconds: unknown): number {
  const n = typeof seconds === 'number' ? seconds : Number(seconds);
  if (!Number.isFinite(n)) return 0;
  return Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.round(n)));
}

/** The viewer's delay from an earlier visit (0 when none, or when functional cookies are not allowed). */
export function readDelay(): number {
  if (!allows('functional')) return 0;
  try {
    const raw = window.localStorage.getItem(DELAY_STORAGE_KEY);
    return raw === null ? 0 : clampDelay(raw);
  } catch {
    return 0;
  }
}

/** Keeps the delay for the next visit, only when functional cookies are allowed; otherwise forgets it. */
export function saveDelay(seconds: number): void {
  try {
    if (allows('functional')) window.localStorage.setItem(DELAY_STORAGE_KEY, String(clampDelay(seconds)));
    else window.localStorage.removeItem(DELAY_STORAGE_KEY);
  } catch {
    // storage blocked: the delay lasts for this page
  }
}

/** The viewer's playback mode (low latency unless they chose stable), remembered as the delay is. */
export const MODE_STORAGE_KEY = 'spz_video_mode';

export function readVideoMode(): VideoMode {
  if (!allows('functional')) return 'low';
  try {
    return window.localStorage.getItem(MODE_STORAGE_KEY) === 'stable' ? 'stable' : 'low';
  } catch {
    return 'low';
  }
}

export function saveVideoMode(mode: VideoMode): void {
  try {
    if (allows('functional')) window.localStorage.setItem(MODE_STORAGE_KEY, mode);
    else window.localStorage.removeItem(MODE_STORAGE_KEY);
  } catch {
    // storage blocked: the mode lasts for this page
  }
}

/**
 * The stream a match page shows: one live now first (ours, or YouTube's with its watch link), else the
 * newest recording. Anything else (planned, ended without video) has nothing to show.
 */
export function pickMatchStream(items: readonly Livestream[]): Livestream | null {
  const playable = items.filter(
    (l) => (!!l.playbackUrl && (l.status === 'live' || l.recording)) || (l.status === 'live' && !!l.watchUrl),
  );
  const live = playable.find((l) => l.status === 'live');
  if (live) return live;
  const newest = (l: Livestream) => (l.startTime ? Date.parse(l.startTime) : 0);
  return [...playable].sort((a, b) => newest(b) - newest(a))[0] ?? null;
}

/**
 * Where in a recording an event happened: seconds from the stream's start to the event's time, within
 * [0, duration] when the duration is known; null without the times.
 */
export function secondsInto(
  eventAt: string | null | undefined,
  streamStart: string | null | undefined,
  duration?: number,
): number | null {
  if (!eventAt || !streamStart) return null;
  const at = Date.parse(eventAt);
  const start = Date.parse(streamStart);
  if (Number.isNaN(at) || Number.isNaN(start)) return null;
  let s = Math.max(0, (at - start) / 1000);
  if (duration !== undefined && Number.isFinite(duration) && duration > 0) s = Math.min(s, duration);
  return s;
}

/** "1:02:03" / "4:05": an uptime or a point's place in a recording. */
export function clock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
