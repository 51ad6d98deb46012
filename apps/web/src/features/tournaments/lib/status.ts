import type { Tournament, TournamentStatus } from '@sportzone/contracts';

/**
 * The status a tournament shows: its stored status, except that once the draw is made (and before the
 * first result starts it) it shows "Draw made" instead of "Sign-ups open" or "Upcoming". Stored, it
 * stays open: a redraw before the first match may still take in new entries.
 */
export type ShownStatus = TournamentStatus | 'drawn';

export function shownStatus(t: Pick<Tournament, 'status'> & { drawn?: boolean }): ShownStatus {
  return t.drawn && (t.status === 'open' || t.status === 'upcoming') ? 'drawn' : t.status;
}
