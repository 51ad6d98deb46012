import type { MatchStatus } from '@sportzone/db';
import type { EventBus } from '../../events';
import { type AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { createMatchChecks } from './checks';
import type { GuestLinksService } from './guest-links';
import { createMatchLiveSources, type MatchLiveSources } from './live-sources';
import { createOrganizationPrivacy, type OrganizationPrivacy } from './organization-privacy';
import type { PlacementCache } from './placement-cache';
import {
  createScoreEntry,
  type DrawGuard,
  type EventAuthor,
  type RecordOutcome,
  type ScoreEntry,
  type ScoreEntryObserver,
} from './score-entry';
import { createMatchService, type MatchPublisher, type MatchService } from './service';
import { createStateCache } from './state-cache';
import { createMatchVisibility, type MatchAccess, type MatchVisibility } from './visibility';
import { createMatchWrites, type MatchWrites } from './writes';

export type { DrawGuard, EventAuthor, MatchAccess, MatchPublisher, RecordOutcome, ScoreEntryObserver };
export { cleanEvent } from './score-entry';

/** A service method as callers outside the modules see it: the actor, or anything carrying one. */
type TakingActor<F> = F extends (actor: Actor, ...rest: infer A) => infer R
  ? (who: Actor, ...rest: A) => R
  : F;
type ActorApi<S> = { [K in keyof S]: TakingActor<S[K]> };

/**
 * The matches module as the rest of the server sees it (`app.matches`). Callers pass an actor (or,
 * while they move over, anything carrying one, such as a request). The `on…`/`beforeEvent` methods are
 * the older listener registries, kept as thin shims over the domain events and the draw guard.
 */
export interface MatchesService
  extends
    MatchLiveSources,
    OrganizationPrivacy,
    MatchWrites,
    ActorApi<MatchService>,
    ActorApi<Pick<ScoreEntry, 'post' | 'record'>>,
    ActorApi<Pick<MatchVisibility, 'access' | 'requireManage' | 'listed'>> {
  /** Asked before a scorer's event on a match of a draw; the guard throws to refuse it (4xx). */
  beforeEvent(guard: (matchId: number) => Promise<void>): void;
  /** `match.status-changed` (a failure is logged, never the scorer's error) */
  onStatusChange(listener: (matchId: number, status: MatchStatus) => Promise<void>): void;
  /** `match.rescheduled` (a failure is logged, never the organizer's error) */
  onReschedule(listener: (matchId: number) => Promise<void>): void;
}

export interface MatchesDeps {
  database: Pick<AppDatabase, 'db' | 'transaction'>;
  access: Pick<AccessService, 'me' | 'meOrNull' | 'manageOrganization' | 'organization'>;
  guestLinks: Pick<GuestLinksService, 'resolve'>;
  placements: PlacementCache;
  live: MatchPublisher;
  events: EventBus;
  /** score entry's timings (the app's metrics) */
  observeScoreEntry?: ScoreEntryObserver;
}

export function createMatchesModule(deps: MatchesDeps): MatchesService {
  const { database, access, guestLinks, placements, live, events } = deps;
  const states = createStateCache();
  const visibility = createMatchVisibility({ database, access, guestLinks });
  const checks = createMatchChecks({ database });
  const guards: ((matchId: number) => Promise<void>)[] = [];
  const drawGuard: DrawGuard = {
    async check(matchId) {
      for (const guard of guards) await guard(matchId);
    },
  };
  const service = createMatchService({
    database,
    access,
    visibility,
    checks,
    states,
    placements,
    live,
    events,
  });
  const scoreEntry = createScoreEntry({
    database,
    visibility,
    drawGuard,
    states,
    placements,
    events,
    ...(deps.observeScoreEntry ? { observe: deps.observeScoreEntry } : {}),
  });
  return {
    ...createMatchLiveSources({ database, visibility, placements }),
    ...createOrganizationPrivacy({ database, visibility, live }),
    ...createMatchWrites({ states, live }),
    create: (who, input) => service.create(who, input),
    get: (who, id) => service.get(who, id),
    list: (who, query) => service.list(who, query),
    update: (who, id, input) => service.update(who, id, input),
    remove: (who, id) => service.remove(who, id),
    setScorers: (who, id, userIds) => service.setScorers(who, id, userIds),
    events: (who, id, query) => service.events(who, id, query),
    post: (who, id, input) => scoreEntry.post(who, id, input),
    record: scoreEntry.record,
    access: (who, id) => visibility.access(who, id),
    requireManage: (who, id) => visibility.requireManage(who, id),
    row: service.row,
    listed: visibility.listed,
    beforeEvent(guard) {
      guards.push(guard);
    },
    onStatusChange(listener) {
      events.on('match.status-changed', (p) => listener(p.matchId, p.status));
    },
    onReschedule(listener) {
      events.on('match.rescheduled', (p) => listener(p.matchId));
    },
  };
}
