import { describe, expect, it } from 'vitest';
import { tabListing } from '@/features/org-matches/lib/tabs';

/** Local times, as the organizer's browser sees them. */
const at = (y: number, m: number, d: number, h: number, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();
const evening = new Date(2026, 10, 26, 23, 50);

describe('the matches list follows a saved match to its tab', () => {
  it('a new match at the next quarter hour after 23:45 is tomorrow’s: Today gives way to Upcoming', () => {
    const lateNew = { status: 'upcoming' as const, scheduledAt: at(2026, 11, 27, 0, 15), startedAt: null };
    expect(tabListing('today', lateNew, evening)).toBe('upcoming');
    expect(tabListing('upcoming', lateNew, evening)).toBe('upcoming');
    expect(tabListing('all', lateNew, evening)).toBe('all');
    expect(tabListing('finished', lateNew, evening)).toBe('upcoming');
  });

  it('a match of today stays under Today, whatever its status', () => {
    const tonight = { status: 'upcoming' as const, scheduledAt: at(2026, 11, 26, 23, 55), startedAt: null };
    expect(tabListing('today', tonight, evening)).toBe('today');
    const begunToday = {
      status: 'active' as const,
      scheduledAt: at(2026, 11, 20, 10),
      startedAt: at(2026, 11, 26, 9),
    };
    expect(tabListing('today', begunToday, evening)).toBe('today');
    expect(tabListing('upcoming', begunToday, evening)).toBe('live');
  });

  it('a match with no start is never today’s; a queued one is found under All', () => {
    expect(tabListing('today', { status: 'upcoming', scheduledAt: null, startedAt: null }, evening)).toBe(
      'upcoming',
    );
    expect(tabListing('today', { status: 'queued', scheduledAt: null, startedAt: null }, evening)).toBe(
      'all',
    );
  });
});
