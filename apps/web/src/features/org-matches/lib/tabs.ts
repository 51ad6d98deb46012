import type { Match, MatchStatus } from '@sportzone/contracts';
import { dayOf } from './when';

/** The list's tabs: today's matches (any status), one status, or all. */
export type MatchTab = 'today' | 'upcoming' | 'live' | 'finished' | 'all';
export const TABS: MatchTab[] = ['today', 'upcoming', 'live', 'finished', 'all'];

/** The status each tab asks the server for (today and all ask for every status). */
export const TAB_STATUS: Partial<Record<MatchTab, MatchStatus>> = {
  upcoming: 'upcoming',
  live: 'active',
  finished: 'finished',
};

/** Where a match of each status is listed when it is not today's (a queued one has no tab of its own). */
const STATUS_TAB: Record<MatchStatus, MatchTab> = {
  upcoming: 'upcoming',
  queued: 'all',
  active: 'live',
  finished: 'finished',
};

/**
 * The tab to show once `match` is saved: the open one when it lists the match, else the one that does.
 * An organizer who makes a match late in the evening (its default start is the next quarter hour, so
 * tomorrow's) or moves it to another day sees it where it went, not a list without it.
 */
export function tabListing(
  tab: MatchTab,
  match: Pick<Match, 'status' | 'scheduledAt' | 'startedAt'>,
  now = new Date(),
) {
  const start = match.startedAt ?? match.scheduledAt;
  const lists =
    tab === 'all' ||
    (tab === 'today'
      ? start !== null && dayOf(new Date(start)) === dayOf(now)
      : TAB_STATUS[tab] === match.status);
  return lists ? tab : STATUS_TAB[match.status];
}
