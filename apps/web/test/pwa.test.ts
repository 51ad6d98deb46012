import { describe, expect, it } from 'vitest';
import {
  BUILD_POLL_MS,
  FIRST_CHECK_DELAY_MS,
  isNewBuild,
  UPDATE_RELOAD_GUARD_MS,
} from '../src/lib/pwa/build';
import { hasPendingScores } from '../src/lib/pwa/pending';

const storage = (items: Record<string, string>) => ({
  length: Object.keys(items).length,
  key: (i: number) => Object.keys(items)[i] ?? null,
  getItem: (k: string) => items[k] ?? null,
});

describe('the installable app', () => {
  it('polls as SPEC §9 says: every hour, first after about a second, guard 10 s', () => {
    expect(BUILD_POLL_MS).toBe(3_600_000);
    expect(FIRST_CHECK_DELAY_MS).toBe(1000);
    expect(UPDATE_RELOAD_GUARD_MS).toBe(10_000);
  });

  it('a different latest build is new; development and an unknown answer never are', () => {
    expect(isNewBuild('b1', 'b2')).toBe(true);
    expect(isNewBuild('b1', 'b1')).toBe(false);
    expect(isNewBuild('b1', null)).toBe(false);
    expect(isNewBuild('dev', 'b2')).toBe(false);
  });

  it('sees the score console’s queued events in its stored format', () => {
    expect(hasPendingScores(storage({}))).toBe(false);
    expect(
      hasPendingScores(storage({ 'spz.console.v1.3': JSON.stringify({ v: 1, matchId: 3, queue: [] }) })),
    ).toBe(false);
    expect(
      hasPendingScores(
        storage({
          spz_sport: 'tennis',
          'spz.console.v1.3': JSON.stringify({ v: 1, matchId: 3, queue: [{ clientEventId: 'x' }] }),
        }),
      ),
    ).toBe(true);
    expect(hasPendingScores(storage({ 'spz.console.v1.3': 'garbage' }))).toBe(false);
  });
});
