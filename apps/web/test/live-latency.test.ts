import { describe, expect, it } from 'vitest';
import {
  liveSettings,
  MAX_VIDEO_DELAY_MS,
  ServerClock,
  StallWatch,
  STALL_WINDOW_MS,
  videoDelayMs,
} from '../src/lib/video/live-latency';

describe('the live playback modes', () => {
  it('holds low latency nearer the edge than stable, and only low speeds up to catch up', () => {
    const low = liveSettings('low');
    const stable = liveSettings('stable');
    expect(low.liveSyncDuration).toBeLessThan(stable.liveSyncDuration);
    expect(low.liveMaxLatencyDuration).toBeGreaterThan(low.liveSyncDuration);
    expect(stable.liveMaxLatencyDuration).toBeGreaterThan(stable.liveSyncDuration);
    expect(low.maxLiveSyncPlaybackRate).toBeGreaterThan(1);
    expect(stable.maxLiveSyncPlaybackRate).toBe(1);
    // hls.js refuses counts mixed with durations: only durations are given
    expect(Object.keys(low).some((k) => k.endsWith('Count'))).toBe(false);
  });
});

describe('stalls', () => {
  it('fall back on the second within a minute, not on stalls far apart', () => {
    const watch = new StallWatch();
    expect(watch.stall(0)).toBe(false);
    expect(watch.stall(STALL_WINDOW_MS + 1)).toBe(false);
    expect(watch.stall(STALL_WINDOW_MS + 5_000)).toBe(true);
  });
});

describe("the server's clock", () => {
  it('trusts the answer with the shortest round trip, half-way through it', () => {
    const clock = new ServerClock();
    expect(clock.offset).toBe(0);
    clock.sample(10_500, 1_000, 1_400); // 400 ms round trip: server time at 1,200
    expect(clock.offset).toBe(9_300);
    clock.sample(20_000, 2_000, 2_100); // 100 ms: better
    expect(clock.offset).toBe(17_950);
    clock.sample(50_000, 3_000, 3_900); // slower: ignored
    expect(clock.offset).toBe(17_950);
    clock.sample(Number.NaN, 4_000, 4_001);
    clock.sample(60_000, 5_000, 4_000);
    expect(clock.offset).toBe(17_950);
  });
});

describe("the picture's delay", () => {
  it("is the server's now against the capture time of the frame playing", () => {
    expect(videoDelayMs(1_000, 3_000, 500)).toBe(2_500);
    expect(videoDelayMs(null, 3_000, 0)).toBeNull();
    expect(videoDelayMs(5_000, 3_000, 0)).toBeNull(); // captured in the future: a wrong clock
    expect(videoDelayMs(0, MAX_VIDEO_DELAY_MS + 1, 0)).toBeNull();
  });
});
