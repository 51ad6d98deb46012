import { describe, expect, it } from 'vitest';
import { createSerializer, VIEWER_WINDOW_MS, ViewerCounts } from './publications';

describe('one channel at a time', () => {
  it('runs what is queued for a channel in order, past a failure, and other channels alongside', async () => {
    const serialized = createSerializer();
    const log: string[] = [];
    const step =
      (name: string, ms: number, fail = false) =>
      async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(name);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      serialized(1, step('1a', 20)),
      serialized(1, step('1b', 1, true)),
      serialized(1, step('1c', 1)),
      serialized(2, step('2a', 5)),
    ]);
    expect(log).toEqual(['2a', '1a', '1b', '1c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });
});

describe('viewers', () => {
  it('counts the players seen in the last 30 seconds, and remembers the most at once', () => {
    const viewers = new ViewerCounts();
    viewers.seen(1, 'a', 0);
    expect(viewers.now(1, 0)).toBe(0); // not live: not counted
    viewers.start(1);
    viewers.seen(1, 'a', 1_000);
    viewers.seen(1, 'b', 2_000);
    viewers.seen(1, 'a', 3_000);
    expect(viewers.now(1, 3_000)).toBe(2);
    expect(viewers.now(1, 2_000 + VIEWER_WINDOW_MS + 1)).toBe(1);
    viewers.seen(1, 'c', 40_000);
    expect(viewers.now(1, 40_000)).toBe(1);
    expect(viewers.stop(1)).toBe(2);
    expect(viewers.now(1)).toBe(0);
    expect(viewers.stop(1)).toBe(0);
  });
});
