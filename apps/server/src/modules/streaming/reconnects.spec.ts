import { describe, expect, it } from 'vitest';
import { createReconnects, type Held, type Timers } from './reconnects';

const held = (channelId: number, livestreamId: number | null = 10): Held => ({
  channelId,
  livestreamId,
  matchId: null,
  cameraId: null,
  stationId: null,
  since: 0,
});

/** timers run by hand: `due` are the ones set and not cleared */
function manualTimers() {
  const set = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    set: (fn, ms) => {
      set.set(++next, { fn, ms });
      return next;
    },
    clear: (handle) => void set.delete(handle as number),
  };
  const runAll = () => {
    const due = [...set.values()];
    set.clear();
    for (const t of due) t.fn();
  };
  return { timers, set, runAll };
}

describe('a channel waiting for its encoder', () => {
  it('is given back to the encoder that comes back within the grace', () => {
    const { timers, set, runAll } = manualTimers();
    const reconnects = createReconnects(60_000, timers);
    const expired: Held[] = [];
    const h = held(4);
    reconnects.hold(h, (x) => expired.push(x));
    expect([...set.values()].map((t) => t.ms)).toEqual([60_000]);
    expect(reconnects.get(4)).toBe(h);
    expect(reconnects.holds(4, 10)).toBe(true);
    expect(reconnects.holds(4, 11)).toBe(false);
    expect(reconnects.take(4)).toBe(h);
    expect(reconnects.take(4)).toBeNull();
    runAll();
    expect(expired).toEqual([]);
  });

  it('lets the livestream end when nobody comes back in time', () => {
    const { timers, runAll } = manualTimers();
    const reconnects = createReconnects(60_000, timers);
    const expired: Held[] = [];
    reconnects.hold(held(4), (x) => expired.push(x));
    reconnects.hold(held(5, null), (x) => expired.push(x));
    runAll();
    expect(expired.map((x) => x.channelId)).toEqual([4, 5]);
    expect(reconnects.get(4)).toBeNull();
  });

  it('keeps only the newest of a channel, and gives everything back at shutdown', () => {
    const { timers, set } = manualTimers();
    const reconnects = createReconnects(60_000, timers);
    reconnects.hold(held(4, 10), () => {});
    reconnects.hold(held(4, 11), () => {});
    reconnects.hold(held(6, 12), () => {});
    expect(set.size).toBe(2);
    expect(reconnects.holds(4, 11)).toBe(true);
    expect(reconnects.drain().map((x) => x.livestreamId)).toEqual([11, 12]);
    expect(set.size).toBe(0);
    expect(reconnects.drain()).toEqual([]);
  });
});
