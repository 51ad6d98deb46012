import type { HlsWriter } from './hls-writer';
import type { Publisher } from './media-server';
import type { Reconnects } from './reconnects';

/** An encoder connected to a channel, and the livestream its video goes to now (if any). */
export interface Publication {
  channelId: number;
  publisher: Publisher;
  cameraId: number | null;
  stationId: number | null;
  current: { livestreamId: number; matchId: number | null; writer: HlsWriter } | null;
}

/** Runs `fn` after everything queued before it for the same key, whether that succeeded or not. */
export type Serializer = <T>(key: number, fn: () => Promise<T>) => Promise<T>;

/** serializes what happens to one channel's publication (publish, match start/end, start/stop) */
export function createSerializer(): Serializer {
  const queues = new Map<number, Promise<unknown>>();
  return <T>(key: number, fn: () => Promise<T>): Promise<T> => {
    const before = queues.get(key) ?? Promise.resolve();
    const run = before.catch(() => {}).then(fn);
    const tail = run.catch(() => {});
    queues.set(key, tail);
    void tail.then(() => {
      if (queues.get(key) === tail) queues.delete(key);
    });
    return run;
  };
}

export const VIEWER_WINDOW_MS = 30_000;

/**
 * Per live livestream: viewer → last playlist request, and the most seen at once. A viewer counts while
 * their player asked for the playlist within the last 30 seconds.
 */
export class ViewerCounts {
  private readonly byLivestream = new Map<number, { seen: Map<string, number>; peak: number }>();

  /** the livestream went live: counting starts from nobody */
  start(livestreamId: number) {
    this.byLivestream.set(livestreamId, { seen: new Map(), peak: 0 });
  }

  /** counting ends; the most viewers seen at once (0 when it was not counted) */
  stop(livestreamId: number): number {
    const v = this.byLivestream.get(livestreamId);
    this.byLivestream.delete(livestreamId);
    return v?.peak ?? 0;
  }

  /** a player asked for the playlist (ignored for a livestream not being counted) */
  seen(livestreamId: number, viewer: string, now = Date.now()) {
    const v = this.byLivestream.get(livestreamId);
    if (!v) return;
    v.seen.set(viewer, now);
    const since = now - VIEWER_WINDOW_MS;
    for (const [k, at] of v.seen) if (at < since) v.seen.delete(k);
    v.peak = Math.max(v.peak, v.seen.size);
  }

  /** how many watch now */
  now(livestreamId: number, now = Date.now()): number {
    const v = this.byLivestream.get(livestreamId);
    if (!v) return 0;
    const since = now - VIEWER_WINDOW_MS;
    let n = 0;
    for (const at of v.seen.values()) if (at >= since) n++;
    return n;
  }
}

/** The state of the embedded platform in this process: who publishes, who watches, in which order. */
export interface StreamingRuntime {
  /** by channel id */
  publications: Map<number, Publication>;
  viewers: ViewerCounts;
  serialized: Serializer;
  /** channels whose encoder dropped, their livestream waiting for it (decision 048) */
  reconnects: Reconnects;
  /** the folder of a livestream's HLS files */
  hlsDir(livestreamId: number): string;
}
