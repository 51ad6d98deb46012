import { describe, expect, it } from 'vitest';
import {
  BUILD_POLL_MS,
  FIRST_CHECK_DELAY_MS,
  isNewBuild,
  UPDATE_RELOAD_GUARD_MS,
} from '../src/lib/pwa/build';
import { MAX_OFFLINE_PAGES, offlinePages, withPage } from '../src/lib/pwa/offline-pages';
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

describe('the pages saved for offline', () => {
  const page = (path: string) => ({ path, title: `${path} - Sportzone` });

  it('keeps the newest first, each path once, at most a short list, and no sign-in steps', () => {
    let pages = withPage([], page('/live'));
    pages = withPage(pages, page('/archive'));
    pages = withPage(pages, page('/live'));
    expect(pages.map((p) => p.path)).toEqual(['/live', '/archive']);
    expect(withPage(pages, page('/authorization-response')).map((p) => p.path)).toEqual([
      '/live',
      '/archive',
    ]);
    expect(withPage(pages, page('/login')).map((p) => p.path)).toEqual(['/live', '/archive']);
    for (let i = 0; i < 20; i++) pages = withPage(pages, page(`/tennis/live/${i}`));
    expect(pages).toHaveLength(MAX_OFFLINE_PAGES);
    expect(pages[0]!.path).toBe('/tennis/live/19');
  });

  it('has none in development, where no worker caches anything', async () => {
    expect(await offlinePages('dev')).toEqual([]);
  });
});
