import type { LiveMatchMessage, Match, MatchCompetition } from '@sportzone/contracts';
import type { MatchHeadRow } from '@sportzone/db';
import type { Actor } from '../modules/actor';

/**
 * What the live hub reads from the rest of the server, declared at registration: the hub never calls
 * a service behind this port, so nothing returns from the hub into the match service at run time.
 * Each `canView…` throws an HttpError (404 hidden, 403) when the actor may not follow the topic.
 */
export interface LiveSources {
  /** the match as a snapshot, or null when gone; `restricted`: each viewer is checked (`canViewMatch`) */
  snapshot(id: number): Promise<{ match: Match; restricted: boolean } | null>;
  /** the messages after `after` (gap filling, catching up) */
  messagesAfter(id: number, after: number, limit: number): Promise<LiveMatchMessage[]>;
  /** the public matches in progress (home list, or one sport's) */
  liveList(sport: string | null): Promise<MatchHeadRow[]>;
  canViewMatch(actor: Actor, id: number): Promise<void>;
  canViewTournament(actor: Actor, id: number): Promise<void>;
  /** which tournament match a match is (the list rows name it) */
  placements: {
    of(match: { id: number; tournamentId: number | null }): Promise<MatchCompetition>;
    ofMany(
      matches: readonly { id: number; tournamentId: number | null }[],
    ): Promise<Map<number, MatchCompetition>>;
    forgetTournament(tournamentId: number): void;
  };
}
