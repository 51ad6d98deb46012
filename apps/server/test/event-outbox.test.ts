import { randomUUID } from 'node:crypto';
import { addOrganizationRole, insertOrganization, pendingOutboxEvents } from '@sportzone/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/**
 * The tournament's reaction to a result must not be lost: the event is kept in the outbox with the
 * result's transaction, and a handler that fails is retried until the draw has moved on.
 */
let t: TestApp;
let owner: Record<string, string>;
let orgId = 0;

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const o = await person(t, 'owner@event-outbox.test');
  owner = o.headers;
  orgId = (
    await insertOrganization(t.app.database.db, { name: 'Outbox club', privacy: 'public', parentId: null })
  ).id;
  await addOrganizationRole(t.app.database.db, orgId, o.user.id, 'owner');
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

async function ok<T = { id: number }>(method: 'POST' | 'GET', path: string, payload?: object) {
  const res = await t.app.inject({ method, url: path, headers: owner, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

describe(`the event outbox (${TEST_DB})`, () => {
  it('retries a failing tournament handler until the draw has advanced', async () => {
    const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Outbox cup',
      sport: 'tennis',
    });
    for (const n of [1, 2, 3, 4]) {
      const player = await ok('POST', `/api/organization/${orgId}/players`, {
        firstName: 'Out',
        lastName: `B${n}`,
      });
      await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: player.id });
    }
    const draw = await ok<{
      stages: { matches: { matchId: number; round: number; home: { name: string } }[] }[];
    }>('POST', `/api/tournament/${tour.id}/draw`, {});
    const semi = draw.stages[0]!.matches.find((m) => m.round === 1)!;
    const final = draw.stages[0]!.matches.find((m) => m.round === 2)!;

    // The tournaments module hears results durably (plugins/app/tournaments): its first two runs fail,
    // and the outbox must retry it.
    const tournaments = t.app.tournaments;
    const matchChanged = vi
      .spyOn(tournaments, 'matchChanged')
      .mockRejectedValueOnce(new Error('the database blinked'))
      .mockRejectedValueOnce(new Error('the database blinked'));

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${semi.matchId}/events`,
      headers: owner,
      payload: { clientEventId: randomUUID(), seq: 0, event: { type: 'walkover', side: 'away' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const waiting = await pendingOutboxEvents(t.app.database.db);
    // the draw stayed behind; what it must still do is kept, with why it failed
    expect(waiting.map((r) => [r.event, r.handler, r.lastError])).toEqual([
      ['match.recorded', 'tournaments.result', 'the database blinked'],
    ]);
    // the worker retries after the backoff (a second): the draw moves on, the row is done
    await vi.waitFor(
      async () => {
        const finalMatch = await ok<{ home: { name: string } }>('GET', `/api/matches/${final.matchId}`);
        expect(finalMatch.home.name).toBe(semi.home.name);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(matchChanged).toHaveBeenCalledTimes(3);
    await vi.waitFor(async () => expect(await pendingOutboxEvents(t.app.database.db)).toEqual([]), {
      timeout: 5000,
    });
  });
});
