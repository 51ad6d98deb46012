import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/*
 * When each moment of a livestream was captured (decision 049): the playlist's EXT-X-PROGRAM-DATE-TIME,
 * which lets a player line the score up with the picture. ffmpeg's own `program_date_time` counts from
 * the moment ffmpeg started, which is later than the first frame it writes (the broadcast's cached
 * GOP, up to a keyframe interval old, and its probing of the input); our ingest knows when each frame
 * arrived, so the playlist's times come from there.
 */

/** The file beside a livestream's playlist with each run of segments' capture time (one per encoder connection). */
export const CLOCK_FILE = 'clock.json';

/**
 * An encoder's timeline against the wall clock: a frame's capture time is its timestamp plus the
 * smallest gap seen between a frame's arrival and its timestamp (a frame that waited in the network or
 * behind a large keyframe arrives late; none arrives early). One per encoder connection: an encoder
 * that reconnects starts a new timeline.
 */
export class StreamClock {
  private offset: number | null = null;
  /** the timestamp of the last video keyframe (where a new subscriber's picture starts) */
  keyframeDts: number | null = null;

  private waiting: ((dts: number) => void)[] = [];

  /** A video frame (`keyframe`: a key frame) with timestamp `dts` arrived at `now`. */
  frame(dts: number, keyframe: boolean, now = Date.now()) {
    const gap = now - dts;
    if (this.offset === null || gap < this.offset) this.offset = gap;
    if (!keyframe) return;
    this.keyframeDts = dts;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve(dts);
  }

  /** The timestamp of the next key frame to arrive. */
  nextKeyframe(): Promise<number> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The wall-clock time (ms) a frame with this timestamp was captured, or null before any frame. */
  wallClock(dts: number): number | null {
    return this.offset === null ? null : dts + this.offset;
  }
}

/** Reads a livestream's run start times (ms since the epoch; null for a run whose time is unknown). */
export function readRunStarts(dir: string): (number | null)[] {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, CLOCK_FILE), 'utf8')) as { runs?: unknown };
    return Array.isArray(parsed.runs) ? parsed.runs.map((r) => (typeof r === 'number' ? r : null)) : [];
  } catch {
    return [];
  }
}

/**
 * Records the capture time of a run's first frame: a new run (`append`: after the runs already there,
 * as the playlist continues after a discontinuity), or, with `replace`, a better estimate of the last one.
 */
export function writeRunStart(dir: string, at: number | null, mode: 'new' | 'append' | 'replace') {
  const runs = mode === 'new' ? [] : readRunStarts(dir);
  if (mode === 'replace' && runs.length > 0) runs[runs.length - 1] = at;
  else runs.push(at);
  const path = join(dir, CLOCK_FILE);
  // written whole and renamed: a reader never sees half of it
  writeFileSync(`${path}.tmp`, JSON.stringify({ runs }));
  renameSync(`${path}.tmp`, path);
}

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

/**
 * The playlist with an EXT-X-PROGRAM-DATE-TIME before each run's segments: a run starts at the top and
 * after each #EXT-X-DISCONTINUITY; each segment's time is its run's start plus the durations before it.
 * ffmpeg's own program-date-time lines, if any, are dropped. A run with no known start gets no time.
 */
export function withProgramDateTime(text: string, runs: readonly (number | null)[]): string {
  const out: string[] = [];
  let run = 0;
  let at = runs[0] ?? null;
  let duration = 0;
  for (const line of text.split('\n')) {
    const l = line.trim();
    if (l.startsWith('#EXT-X-PROGRAM-DATE-TIME')) continue;
    if (l === '#EXT-X-DISCONTINUITY') {
      run += 1;
      at = runs[run] ?? null;
    } else if (l.startsWith('#EXTINF:')) {
      duration = Number.parseFloat(l.slice(8)) || 0;
    } else if (l && !l.startsWith('#')) {
      if (at !== null) {
        out.push(`#EXT-X-PROGRAM-DATE-TIME:${iso(at)}`);
        at += duration * 1000;
      }
      duration = 0;
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * Playlists as served: with their program date times, made once per change of the playlist or of its
 * clock file (every viewer reloads the playlist each segment; it changes once per segment). A recording's
 * playlist lists every segment (a 2-hour stream: ~7,200 lines, ~400 kB), so only a few are kept: those
 * being watched now, not every one ever asked for.
 */
export function createPlaylistReader(maxEntries = 64) {
  const made = new Map<string, { key: string; text: string }>();
  const versionOf = async (path: string) => {
    const s = await stat(path);
    return `${s.mtimeMs}:${s.size}`;
  };
  return async (path: string): Promise<string> => {
    const clockPath = join(dirname(path), CLOCK_FILE);
    const key = `${await versionOf(path)}|${existsSync(clockPath) ? await versionOf(clockPath) : ''}`;
    const cached = made.get(path);
    if (cached?.key === key) return cached.text;
    const text = withProgramDateTime(await readFile(path, 'utf8'), readRunStarts(dirname(path)));
    if (made.size >= maxEntries) made.clear();
    made.set(path, { key, text });
    return text;
  };
}
