import type { Db, MatchHeadRow } from '@sportzone/db';
import type { AccessService } from '../../plugins/app/access';
import type { LiveHub } from '../../plugins/app/live-hub';
import type { AppDatabase } from '../../plugins/external/db';
import type { TournamentAccess } from './access';
import type { TournamentChanges } from './changes';
import type { TournamentDtos } from './dto';
import type { DrawMatchWrites, LiveMatches } from './live-matches';

/** What the tournaments service is built from (the adapter, plugins/app/tournaments, passes them). */
export interface TournamentsDeps {
  database: AppDatabase;
  access: AccessService;
  /** the live hub: tournament viewers, live match viewers and the live lists hear of changes */
  live: Pick<LiveHub, 'publishTournament' | 'publishChange' | 'publishRemoved'>;
  /**
   * the match service: whether a live match belongs on the public lists, and the writes of the draw's
   * live matches (the match service is the one writer of matches, decision 039)
   */
  matches: DrawMatchWrites & {
    listed(row: Pick<MatchHeadRow, 'privacy' | 'organizationId'>): Promise<boolean>;
  };
  log: Log;
}

export interface Log {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** What every part of the service shares: the ports, the access checks, the DTOs and the change publisher. */
export interface Shared extends TournamentsDeps, TournamentAccess {
  /** the ambient database, outside a transaction */
  db(): Db;
  dto: TournamentDtos;
  changes: TournamentChanges;
  /** the draw's live matches, written through the match service */
  liveMatches: LiveMatches;
}
