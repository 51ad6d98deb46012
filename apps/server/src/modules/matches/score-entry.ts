import type { MatchEvent, MatchEventInput, MatchEventResult, Summary } from '@sportzone/contracts';
import {
  findMatchEventByClientId,
  findMatchState,
  insertMatchEvent,
  lockMatchHead,
  writeMatchSnapshot,
  type MatchHeadRow,
  type MatchStatus,
} from '@sportzone/db';
import { applyEvent, EVENT_FIELDS, summarize, type MatchState, type ScoringError } from '@sportzone/scoring';
import type { DomainEvents, EventBus, StagedEvent } from '../../events';
import { forbidden, unauthorized } from '../../lib/http-errors';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { toEventResult, toListItem } from './dto';
import type { PlacementCache } from './placement-cache';
import type { StateCache } from './state-cache';
import type { MatchVisibility } from './visibility';

/** Who enters an event: a user, a guest link, or the demo simulator (neither). */
export interface EventAuthor {
  userId: number | null;
  guestLinkId: number | null;
  /** owner / organizer / admin: may correct (undo) a finished match */
  mayCorrect: boolean;
}

export type RecordOutcome =
  | { kind: 'accepted'; result: MatchEventResult; replayed: boolean }
  | { kind: 'stale'; current: { seq: number; status: MatchStatus; summary: Summary } }
  | { kind: 'refused'; error: ScoringError }
  | { kind: 'correction_forbidden' }
  | { kind: 'not_found' };

/**
 * Asked before a scorer's event on a match of a tournament's draw: throws (an HttpError, 4xx) when the
 * draw refuses it — a match is scored once both its sides are known (the tournaments answer).
 */
export interface DrawGuard {
  check(matchId: number): Promise<void>;
}

export interface ScoreEntry {
  /** POST /events: who may score (user, assigned scorer, guest link), then `record`. */
  post(actor: Actor, id: number, input: MatchEventInput): Promise<RecordOutcome>;
  /** The heart of score entry: rules, event + snapshot in one transaction, then the events. */
  record(matchId: number, input: MatchEventInput, author: EventAuthor): Promise<RecordOutcome>;
}

/** The reads and writes of score entry (the `@sportzone/db` queries; a fake in specs). */
export interface ScoreRows {
  lockHead: typeof lockMatchHead;
  findByClientId: typeof findMatchEventByClientId;
  state: typeof findMatchState;
  insertEvent: typeof insertMatchEvent;
  writeSnapshot: typeof writeMatchSnapshot;
}

const databaseRows: ScoreRows = {
  lockHead: lockMatchHead,
  findByClientId: findMatchEventByClientId,
  state: findMatchState,
  insertEvent: insertMatchEvent,
  writeSnapshot: writeMatchSnapshot,
};

/** How an event's recording ended, for the metrics: an outcome's kind, `replayed`, or `failed` (it threw). */
export type ScoreEntryOutcome = RecordOutcome['kind'] | 'replayed' | 'failed';

/** Told of every recording, with the seconds it took (rules, the transaction, the events after it). */
export type ScoreEntryObserver = (outcome: ScoreEntryOutcome, seconds: number) => void;

export interface ScoreEntryDeps {
  database: Pick<AppDatabase, 'db' | 'transaction'>;
  /** defaults to the database queries */
  rows?: ScoreRows;
  visibility: Pick<MatchVisibility, 'access' | 'listed'>;
  drawGuard: DrawGuard;
  states: StateCache;
  placements: Pick<PlacementCache, 'of'>;
  events: Pick<EventBus, 'stage' | 'emit'>;
  observe?: ScoreEntryObserver;
}

/** `record`, timed for `observe` */
function timed(record: ScoreEntry['record'], observe: ScoreEntryObserver | undefined): ScoreEntry['record'] {
  if (!observe) return record;
  return async (matchId, input, author) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const outcome = await record(matchId, input, author);
      observe(outcome.kind === 'accepted' && outcome.replayed ? 'replayed' : outcome.kind, seconds());
      return outcome;
    } catch (err) {
      observe('failed', seconds());
      throw err;
    }
  };
}

/** Only the keys an event type may carry are stored; anything else a client adds is dropped. */
export function cleanEvent(event: MatchEvent): MatchEvent {
  const keys: readonly string[] = EVENT_FIELDS[event.type] ?? [];
  const out: Record<string, unknown> = { type: event.type };
  for (const k of keys) {
    const v = (event as unknown as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = v;
  }
  return out as unknown as MatchEvent;
}

/** Match status after an event: active while play goes on (an undo reopens a finished match), finished when the rules say so. */
function statusAfter(summary: Summary): MatchStatus {
  return summary.status === 'finished' ? 'finished' : 'active';
}

type Committed = { head: MatchHeadRow; state: MatchState; from: MatchStatus; staged: StagedEvent | null };
type Written = RecordOutcome & { committed?: Committed };

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export function createScoreEntry(deps: ScoreEntryDeps): ScoreEntry {
  const { database, visibility, drawGuard, states, placements, events } = deps;
  const rows = deps.rows ?? databaseRows;

  /**
   * A clientEventId used again with the current seq (a client that reuses ids) breaks the unique index:
   * that transaction is rolled back and the stored event is the answer, as for any repeated id.
   */
  async function retriedOnce(matchId: number, clientEventId: string, write: () => Promise<Written>) {
    try {
      return await write();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const stored = await rows.findByClientId(database.db, matchId, clientEventId);
      if (!stored) throw err;
      return { kind: 'accepted', result: toEventResult(stored), replayed: true } satisfies Written;
    }
  }

  /** The event's part of the transaction: checks, rules, the event row and the match's snapshot. */
  const write = (matchId: number, input: MatchEventInput, event: MatchEvent, author: EventAuthor) =>
    database.transaction(async (tx): Promise<Written> => {
      const row = await rows.lockHead(tx, matchId);
      if (!row) return { kind: 'not_found' };
      if (input.seq !== row.seq) {
        // A retry of an event we already have gets the stored answer, whatever the seq says now
        // (a retry carries an older seq: its own event moved the match on).
        const stored = await rows.findByClientId(tx, matchId, input.clientEventId);
        if (stored) return { kind: 'accepted', result: toEventResult(stored), replayed: true };
        return { kind: 'stale', current: { seq: row.seq, status: row.status, summary: row.summary } };
      }
      if (row.status === 'finished' && event.type === 'undo' && !author.mayCorrect) {
        return { kind: 'correction_forbidden' };
      }
      // The state after the last event, kept in memory by seq (any writer elsewhere changes the seq).
      const state = states.get(matchId, row.seq) ?? (await rows.state(tx, matchId));
      if (!state) return { kind: 'not_found' };
      const applied = applyEvent(state, event);
      if (!applied.ok) return { kind: 'refused', error: applied.error };
      const summary = summarize(applied.state);
      const status = statusAfter(summary);
      const now = new Date();
      const seq = row.seq + 1;
      const stored = await rows.insertEvent(tx, {
        matchId,
        seq,
        clientEventId: input.clientEventId,
        event,
        userId: author.userId,
        guestLinkId: author.guestLinkId,
        summary,
        status,
        createdAt: now,
      });
      const snapshot = {
        seq,
        state: applied.state,
        summary,
        status,
        startedAt: row.startedAt ?? now,
        endedAt: status === 'finished' ? (row.endedAt ?? now) : null,
        updatedAt: now,
      };
      await rows.writeSnapshot(tx, matchId, snapshot);
      const { state: _state, ...written } = snapshot;
      const head: MatchHeadRow = { ...row, ...written };
      const result = toEventResult(stored);
      const recorded = recordedOf(head, row.status, event, result, null);
      // The tournament's reaction to a result must survive a crash after the commit: kept in the outbox.
      const staged =
        head.tournamentId !== null && (status === 'finished' || event.type === 'undo')
          ? await events.stage(tx, 'match.recorded', recorded)
          : null;
      return {
        kind: 'accepted',
        result,
        replayed: false,
        committed: { head, state: applied.state, from: row.status, staged },
      };
    });

  const entry: ScoreEntry = {
    async post(actor, id, input) {
      if (!actor.identity && !actor.guestToken && !actor.apiKey) {
        throw unauthorized('Sign in, or use a guest scoring link, to enter the score.');
      }
      const rights = await visibility.access(actor, id);
      if (!rights.permissions.canScore) {
        if (actor.identity && !rights.user) throw forbidden('Create your profile first.');
        throw forbidden('You are not a scorer of this match.');
      }
      // a match of a tournament's draw is scored once both its sides are known
      if (rights.row.tournamentId !== null) await drawGuard.check(id);
      return entry.record(id, input, {
        // a key's points are recorded in the name of the person who made it
        userId: rights.guestLink ? null : (rights.user?.id ?? actor.apiKey?.createdBy ?? null),
        guestLinkId: rights.guestLink?.id ?? null,
        mayCorrect: rights.permissions.canManage,
      });
    },

    async record(matchId, input, author) {
      const event = cleanEvent(input.event);
      const outcome = await retriedOnce(matchId, input.clientEventId, () =>
        write(matchId, input, event, author),
      );
      // Written and committed: now everyone hears of it (after a crash the event is still there).
      if (outcome.kind === 'accepted' && outcome.committed) {
        const { head, state, from, staged } = outcome.committed;
        states.remember(matchId, head.seq, state);
        // the event is committed: a failed look-up of the organization keeps the row off the lists
        // rather than failing the scorer's request
        const onLists = await visibility.listed(head).catch(() => false);
        const competition = onLists ? await placements.of(head).catch(() => null) : null;
        const listItem = onLists ? toListItem(head, competition) : null;
        await events.emit(
          'match.recorded',
          recordedOf(head, from, event, outcome.result, listItem),
          staged ?? undefined,
        );
        if (from !== head.status) await events.emit('match.status-changed', { matchId, status: head.status });
      }
      if (outcome.kind === 'accepted')
        return { kind: 'accepted', result: outcome.result, replayed: outcome.replayed };
      return outcome;
    },
  };
  // timed for the metrics (`post` records through here too)
  entry.record = timed(entry.record, deps.observe);
  return entry;
}

function recordedOf(
  head: MatchHeadRow,
  from: MatchStatus,
  event: MatchEvent,
  result: MatchEventResult,
  listItem: DomainEvents['match.recorded']['listItem'],
): DomainEvents['match.recorded'] {
  return {
    matchId: head.id,
    seq: result.seq,
    statusFrom: from,
    statusTo: head.status,
    tournamentId: head.tournamentId,
    sport: head.sport,
    undo: event.type === 'undo',
    message: {
      type: 'match',
      matchId: head.id,
      seq: result.seq,
      status: result.status,
      summary: result.summary,
      event: result.event,
      at: result.at,
    },
    listItem,
  };
}
