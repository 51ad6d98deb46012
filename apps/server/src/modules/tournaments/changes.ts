import { findMatchHead, type Db } from '@sportzone/db';
import type { TournamentsDeps } from './deps';

export interface TournamentChange {
  tournamentId: number;
  reason: 'draw' | 'schedule' | 'sides';
  matchIds: number[];
}

export type TournamentChangeListener = (change: TournamentChange) => Promise<void>;

/** What happened to a tournament that systems outside hear of (webhooks), after its commit. */
export type TournamentFact =
  | { tournamentId: number; kind: 'draw' }
  | { tournamentId: number; kind: 'result'; matchId: number; corrected: boolean }
  | { tournamentId: number; kind: 'entry'; entryId: number; change: 'signed_up' | 'withdrawn' };
export type TournamentFactListener = (fact: TournamentFact) => Promise<void>;

export interface TournamentChanges {
  /**
   * After the transaction: viewers of the tournament (`tournament:<id>`) and of the changed live
   * matches (and the live lists) hear of it; `recheck`: who may still see it is checked again.
   */
  publish(
    tournamentId: number,
    matchIds?: number[],
    recheck?: boolean,
    reason?: TournamentChange['reason'],
  ): Promise<void>;
  /** Live matches deleted with the draw leave their viewers and the lists. */
  publishRemoved(matchIds: number[], sport: string): void;
  onChange(listener: TournamentChangeListener): void;
  /** Tells the fact's listeners; a listener's failure is logged, never the caller's. */
  announce(fact: TournamentFact): Promise<void>;
  onFact(listener: TournamentFactListener): void;
}

export function createTournamentChanges(
  deps: Pick<TournamentsDeps, 'live' | 'log'> & {
    matches: Pick<TournamentsDeps['matches'], 'listed'>;
    db(): Db;
  },
): TournamentChanges {
  const listeners: TournamentChangeListener[] = [];
  const factListeners: TournamentFactListener[] = [];
  return {
    async publish(tournamentId, matchIds = [], recheck = false, reason = 'sides') {
      deps.live.publishTournament(tournamentId, { recheck });
      if (matchIds.length > 0)
        for (const listener of listeners)
          await listener({ tournamentId, reason, matchIds: [...new Set(matchIds)] }).catch((err: unknown) =>
            deps.log.error({ err, tournamentId }, 'a tournament change listener failed'),
          );
      for (const id of new Set(matchIds)) {
        const head = await findMatchHead(deps.db(), id);
        if (!head) continue;
        const listed = await deps.matches.listed(head).catch(() => false);
        deps.live.publishChange(head, listed, false);
      }
    },
    publishRemoved(matchIds, sport) {
      for (const matchId of matchIds) deps.live.publishRemoved(matchId, sport);
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async announce(fact) {
      for (const listener of factListeners)
        await listener(fact).catch((err: unknown) =>
          deps.log.error({ err, tournamentId: fact.tournamentId }, 'a tournament fact listener failed'),
        );
    },
    onFact(listener) {
      factListeners.push(listener);
    },
  };
}
