import type { MatchEventRow, MatchHeadRow, Tx } from '@sportzone/db';
import { createMatch, summarize, type MatchState } from '@sportzone/scoring';
import { describe, expect, it, vi } from 'vitest';
import type { DomainEvents, EventBus, StagedEvent } from '../../events';
import { HttpError } from '../../lib/http-errors';
import { createActor, type Actor } from '../actor';
import { createScoreEntry, type ScoreRows } from './score-entry';
import { createStateCache } from './state-cache';
import type { MatchAccess } from './visibility';

const tx = {} as Tx;

/** One match in memory, behind the score entry's ports. */
function world(options: { tournamentId?: number | null; status?: MatchHeadRow['status'] } = {}) {
  const created = createMatch({ sport: 'table-tennis', format: { bestOf: 1, target: 2, winBy: 1 } });
  if (!created.ok) throw new Error(created.error.message);
  let state: MatchState = created.state;
  const head = {
    id: 1,
    sport: 'table-tennis',
    seq: 0,
    status: options.status ?? 'upcoming',
    summary: summarize(state),
    startedAt: null,
    endedAt: null,
    tournamentId: options.tournamentId ?? null,
    organizationId: null,
    privacy: 'public',
    homeName: 'Home',
    awayName: 'Away',
  } as unknown as MatchHeadRow;
  const events: MatchEventRow[] = [];
  const rows: ScoreRows = {
    lockHead: async () => ({ ...head }),
    findByClientId: async (_db, _id, clientEventId) =>
      events.find((e) => e.clientEventId === clientEventId) ?? null,
    state: async () => state,
    insertEvent: async (_tx, values) => {
      const row = {
        id: events.length + 1,
        ...values,
        createdAt: values.createdAt ?? new Date(),
      } as MatchEventRow;
      events.push(row);
      return row;
    },
    writeSnapshot: async (_tx, _id, snapshot) => {
      state = snapshot.state as MatchState;
      Object.assign(head, { ...snapshot, state: undefined });
    },
  };
  const emitted: { name: string; payload: unknown; staged?: StagedEvent }[] = [];
  const staged: string[] = [];
  const events_: Pick<EventBus, 'stage' | 'emit'> = {
    async stage(_tx, name) {
      staged.push(name);
      return { rows: new Map([['tournaments', 1]]) };
    },
    async emit(name, payload, s) {
      emitted.push({ name, payload, ...(s ? { staged: s } : {}) });
    },
  };
  const rights: MatchAccess = {
    row: head,
    user: { id: 5, isAdmin: false },
    guestLink: null,
    permissions: { canScore: true, canManage: false },
  };
  const visibility = { access: vi.fn(async () => rights), listed: vi.fn(async () => true) };
  const drawGuard = { check: vi.fn(async () => {}) };
  const entry = createScoreEntry({
    database: { db: {} as never, transaction: (fn) => fn(tx) },
    rows,
    visibility,
    drawGuard,
    states: createStateCache(),
    placements: { of: async () => null },
    events: events_,
  });
  return { entry, head, events, emitted, staged, rights, visibility, drawGuard, rows };
}

const point = (seq: number, clientEventId = `c${seq}`) => ({
  clientEventId,
  seq,
  event: { type: 'point' as const, side: 'home' as const, ignored: 'dropped' } as never,
});
const author = { userId: 5, guestLinkId: null, mayCorrect: false };
const signedIn: Actor = createActor({ issuer: 'i', subject: 's' } as never, null, async () => null);

describe('score entry', () => {
  it('applies the rules, stores the cleaned event and the snapshot, then emits after the commit', async () => {
    const w = world();
    const outcome = await w.entry.record(1, point(0), author);
    expect(outcome).toMatchObject({
      kind: 'accepted',
      replayed: false,
      result: { seq: 1, status: 'active' },
    });
    expect(w.events[0]!.event).toEqual({ type: 'point', side: 'home' });
    expect(w.head.seq).toBe(1);
    expect(w.emitted.map((e) => e.name)).toEqual(['match.recorded', 'match.status-changed']);
    const recorded = w.emitted[0]!.payload as DomainEvents['match.recorded'];
    expect(recorded).toMatchObject({
      matchId: 1,
      seq: 1,
      statusFrom: 'upcoming',
      statusTo: 'active',
      tournamentId: null,
    });
    expect(recorded.listItem).toMatchObject({ matchId: 1, seq: 1 });
    expect(w.staged).toEqual([]); // not a match of a draw: nothing to keep
  });

  it('answers a stale seq with where the match stands, and a retry with the stored answer', async () => {
    const w = world();
    await w.entry.record(1, point(0), author);
    expect(await w.entry.record(1, point(0, 'other'), author)).toMatchObject({
      kind: 'stale',
      current: { seq: 1 },
    });
    const retry = await w.entry.record(1, point(0), author);
    expect(retry).toMatchObject({ kind: 'accepted', replayed: true, result: { seq: 1 } });
    expect(w.emitted.filter((e) => e.name === 'match.recorded')).toHaveLength(1);
  });

  it('answers a clientEventId that broke the unique index with the stored event (retried once)', async () => {
    const w = world();
    await w.entry.record(1, point(0), author);
    const insert = w.rows.insertEvent;
    w.rows.insertEvent = async () => {
      throw Object.assign(new Error('duplicate'), { code: '23505' });
    };
    w.head.seq = 1;
    // same id with the current seq: the insert fails on the unique index, the stored event answers
    const again = await w.entry.record(1, { ...point(1), clientEventId: 'c0' }, author);
    w.rows.insertEvent = insert;
    expect(again).toMatchObject({ kind: 'accepted', replayed: true, result: { seq: 1 } });
  });

  it('stages match.recorded in the transaction when a match of a draw finishes', async () => {
    const w = world({ tournamentId: 9 });
    await w.entry.record(1, point(0), author);
    expect(w.staged).toEqual([]);
    await w.entry.record(1, point(1), author);
    expect(w.head.status).toBe('finished');
    expect(w.staged).toEqual(['match.recorded']);
    const last = w.emitted.find((e) => e.name === 'match.recorded' && e.staged);
    expect(last?.payload).toMatchObject({ tournamentId: 9, statusTo: 'finished' });
  });

  it('lets only the managers correct a finished match', async () => {
    const w = world();
    await w.entry.record(1, point(0), author);
    await w.entry.record(1, point(1), author);
    const undo = { clientEventId: 'u', seq: 2, event: { type: 'undo' as const } };
    expect(await w.entry.record(1, undo, author)).toEqual({ kind: 'correction_forbidden' });
    expect(await w.entry.record(1, undo, { ...author, mayCorrect: true })).toMatchObject({
      kind: 'accepted',
    });
  });

  it('asks who may score, and the draw guard for a match of a draw', async () => {
    const w = world({ tournamentId: 9 });
    const anonymous = createActor(null, null, async () => null);
    await expect(w.entry.post(anonymous, 1, point(0))).rejects.toMatchObject({ statusCode: 401 });
    w.drawGuard.check.mockRejectedValueOnce(new HttpError(422, 'sides unknown', 'sides_unknown'));
    await expect(w.entry.post(signedIn, 1, point(0))).rejects.toMatchObject({ code: 'sides_unknown' });
    expect(w.events).toHaveLength(0);
    w.rights.permissions = { canScore: false, canManage: false };
    await expect(w.entry.post(signedIn, 1, point(0))).rejects.toMatchObject({ statusCode: 403 });
    w.rights.permissions = { canScore: true, canManage: false };
    expect(await w.entry.post(signedIn, 1, point(0))).toMatchObject({ kind: 'accepted' });
    expect(w.drawGuard.check).toHaveBeenCalledWith(1);
  });
});
