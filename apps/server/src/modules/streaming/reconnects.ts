/**
 * Encoders that dropped (decision 048): a channel whose encoder's connection closed without it saying it
 * stops keeps its livestream live for a grace period. The next encoder with the channel's key continues
 * that livestream (the same row, the same playlist after a discontinuity); when nobody comes back in
 * time, it ends as if the encoder had stopped.
 */

/** How long a dropped encoder's livestream waits for it. */
export const RECONNECT_GRACE_MS = 60_000;

/**
 * A silent encoder is as good as gone: a new encoder on its channel takes over rather than being refused
 * while the old connection waits for its idle timeout (an encoder sends video many times a second).
 */
export const SILENT_TAKEOVER_MS = 2_000;

/** What a dropped encoder left: its channel's livestream (null: it fed none, between matches). */
export interface Held {
  channelId: number;
  livestreamId: number | null;
  matchId: number | null;
  cameraId: number | null;
  stationId: number | null;
  /** when the encoder dropped (ms) */
  since: number;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms).unref(),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type Reconnects = ReturnType<typeof createReconnects>;

/** The channels waiting for their encoder, each with its grace timer. */
export function createReconnects(graceMs = RECONNECT_GRACE_MS, timers: Timers = realTimers) {
  const waiting = new Map<number, { held: Held; timer: unknown }>();

  const take = (channelId: number): Held | null => {
    const w = waiting.get(channelId);
    if (!w) return null;
    waiting.delete(channelId);
    timers.clear(w.timer);
    return w.held;
  };

  return {
    /** the channel's encoder dropped: `expire` runs unless an encoder takes the channel within the grace */
    hold(held: Held, expire: (held: Held) => void) {
      take(held.channelId);
      const timer = timers.set(() => {
        if (waiting.get(held.channelId)?.held !== held) return;
        waiting.delete(held.channelId);
        expire(held);
      }, graceMs);
      waiting.set(held.channelId, { held, timer });
    },
    /** an encoder came back (or the livestream ends another way): what was held, no longer waiting */
    take,
    /** what the channel holds, if anything */
    get: (channelId: number): Held | null => waiting.get(channelId)?.held ?? null,
    /** the channel holds this livestream for its encoder */
    holds: (channelId: number, livestreamId: number) =>
      waiting.get(channelId)?.held.livestreamId === livestreamId,
    /** shutdown: everything held, no longer waiting */
    drain(): Held[] {
      const all = [...waiting.keys()].map((id) => take(id)!);
      return all;
    },
  };
}
