import type {
  LiveListItem,
  Match,
  MatchEventRecord,
  MatchEventsQuery,
  MatchInput,
  MatchListQuery,
  MatchUpdate,
  PagedResult,
} from '@sportzone/contracts';
import type { MatchHeadRow, MatchRow } from '@sportzone/db';
import type { EventBus } from '../../events';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import type { MatchChecks } from './checks';
import { createMatchEdits } from './edits';
import type { PlacementCache } from './placement-cache';
import { createMatchReads } from './reads';
import type { StateCache } from './state-cache';
import type { MatchVisibility } from './visibility';

/** What the match service tells the live viewers (the live hub implements it). */
export interface MatchPublisher {
  /** A public match appeared or changed outside of scoring (created). */
  publishList(item: LiveListItem): void;
  /** A match was edited: `listed`: it belongs in the public lists; `hidden`: it just left them. */
  publishChange(head: MatchHeadRow, listed: boolean, hidden: boolean): void;
  publishRemoved(matchId: number, sport: string): void;
}

export interface MatchService {
  create(actor: Actor, input: MatchInput): Promise<Match>;
  get(actor: Actor, id: number): Promise<Match>;
  list(actor: Actor, query: MatchListQuery): Promise<PagedResult<Match>>;
  update(actor: Actor, id: number, input: MatchUpdate): Promise<Match>;
  remove(actor: Actor, id: number): Promise<void>;
  setScorers(actor: Actor, id: number, userIds: number[]): Promise<Match>;
  events(actor: Actor, id: number, query: MatchEventsQuery): Promise<PagedResult<MatchEventRecord>>;
  /** The whole row with its scoring state (the simulator plays from it), or null. */
  row(id: number): Promise<MatchRow | null>;
}

export interface MatchServiceDeps {
  database: Pick<AppDatabase, 'db' | 'transaction'>;
  access: Pick<AccessService, 'me' | 'meOrNull' | 'manageOrganization'>;
  visibility: Pick<MatchVisibility, 'access' | 'requireManage' | 'listed'>;
  checks: MatchChecks;
  states: Pick<StateCache, 'forget'>;
  placements: Pick<PlacementCache, 'of' | 'ofMany'>;
  live: MatchPublisher;
  events: Pick<EventBus, 'emit'>;
}

/**
 * The match service: the organizer's edits (`edits.ts`) and the reads (`reads.ts`) over the same
 * ports. Scoring is `score-entry.ts`; what other modules write is `writes.ts`.
 */
export function createMatchService(deps: MatchServiceDeps): MatchService {
  const reads = createMatchReads(deps);
  return { ...reads, ...createMatchEdits(deps, reads) };
}
