/**
 * The tournaments service: tournaments of an organization, their sign-ups, stages and draw, results
 * and corrections, schedule and rankings. Every method that acts for somebody takes the `Actor` and
 * checks on the server who may do it (reads follow the organization, decision 012; writes are the
 * owners' and organizers', except signing oneself up, withdrawing and checking in one's own entry).
 */
import type { Db } from '@sportzone/db';
import { createTournamentAccess } from './access';
import {
  createTournamentChanges,
  type TournamentChangeListener,
  type TournamentFactListener,
} from './changes';
import type { Shared, TournamentsDeps } from './deps';
import { createDrawService, type DrawService } from './draw';
import { createTournamentDtos } from './dto';
import { createEntriesService, type EntriesService } from './entries';
import { createEntryImports, type EntryImportsService } from './entry-imports';
import { createLiveMatches } from './live-matches';
import { createRankingsService, type RankingsService } from './rankings';
import { createResultsService, type ResultsService } from './results';
import { createScheduleService, type ScheduleService } from './schedule';
import { createTournamentCrud, type TournamentCrud } from './tournament';

export type { TournamentsDeps } from './deps';
export type { TournamentChange, TournamentFact } from './changes';
export { DEFAULT_RANKING_POINTS } from './rankings';

export interface TournamentsService
  extends
    TournamentCrud,
    EntriesService,
    EntryImportsService,
    DrawService,
    ResultsService,
    ScheduleService,
    RankingsService {
  /**
   * Called after a committed change of the draw: `draw` (a stage drawn: `matchIds` its live matches),
   * `schedule` (matches planned on courts) or `sides` (results moved the draw on: matches whose sides
   * changed). Notifications listen (plugins/app/notifications); a listener's failure is only logged.
   */
  onChange(listener: TournamentChangeListener): void;
  /** draws made, results entered or corrected by hand, sign-ups and withdrawals (webhooks listen) */
  onFact(listener: TournamentFactListener): void;
}

export function createTournamentsService(deps: TournamentsDeps): TournamentsService {
  const db = (): Db => deps.database.db;
  const shared: Shared = {
    ...deps,
    db,
    ...createTournamentAccess({ db, access: deps.access }),
    dto: createTournamentDtos({ db }),
    changes: createTournamentChanges({ ...deps, db }),
    liveMatches: createLiveMatches(deps.matches),
  };
  return {
    ...createTournamentCrud(shared),
    ...createEntriesService(shared),
    ...createEntryImports(shared),
    ...createDrawService(shared),
    ...createResultsService(shared),
    ...createScheduleService(shared),
    ...createRankingsService(shared),
    onChange: shared.changes.onChange,
    onFact: shared.changes.onFact,
  };
}
