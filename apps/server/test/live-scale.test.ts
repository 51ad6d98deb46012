import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../bench/live-client';
import { organizationWithPlayers } from '@sportzone/db';
import { DEMO_ORGANIZATIONS } from '../src/modules/demo/demo-organizations';
import { issueLocalAccessToken } from '../src/plugins/external/oidc/local-token';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';
import { startInstance, type Instance } from './helpers/instances';

/**
 * Scale-out: two instances on one database with REDIS_URL. On PostgreSQL each instance has its own
 * connection pool (as two processes would); on PGlite the two apps share the one embedded database.
 * A point posted to either instance reaches the viewers of both, in order, nothing lost.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: TestDatabase;
let a: Instance;
let b: Instance;
let headers: Record<string, string>;

const instance = () => startInstance(db, { REDIS_URL });

beforeAll(async () => {
  db = await createTestDatabase();
  a = await instance();
  b = await instance();
  const { token } = await issueLocalAccessToken(a.app.database.db, a.config, {
    email: 'organizer@sportzone.test',
  });
  headers = { authorization: `Bearer ${token}` };
});
afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  await db?.drop();
});

async function post(app: FastifyInstance, id: number, seq: number, side: 'home' | 'away' = 'home') {
  return app.inject({
    method: 'POST',
    url: `/api/matches/${id}/events`,
    headers,
    payload: { clientEventId: randomUUID(), seq, event: { type: 'point', side } },
  });
}

describe(`two instances, one database, Redis fan-out (${TEST_DB})`, () => {
  it('share one Redis namespace, kept in the database', () => {
    expect(a.app.live.namespace).toBe(b.app.live.namespace);
    expect(a.app.redis).not.toBeNull();
  });

  it('delivers points posted to either instance to the viewers of both, in order, nothing lost', async () => {
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/matches',
      headers,
      payload: {
        sport: 'rally',
        format: { bestOf: 1, target: 999 },
        home: { name: 'Kenji Morita' },
        away: { name: 'Stefan Wolff' },
      },
    });
    const id = created.json().id as number;
    const onB = await LiveClient.open(b.url);
    const onA = await LiveClient.open(a.url);
    for (const v of [onA, onB]) v.send({ type: 'subscribe', topic: `match:${id}` });
    onB.send({ type: 'subscribe', topic: 'sport:rally' });
    await Promise.all([onA, onB].map((v) => v.until((ms) => ms.some((m) => m.type === 'snapshot'))));

    // scorers on both instances, taking turns, each with the seq it has seen
    let seq = 0;
    for (let i = 0; i < 60; i++) {
      const res = await post(i % 4 === 3 ? b.app : a.app, id, seq, i % 3 === 0 ? 'away' : 'home');
      expect(res.statusCode).toBe(200);
      seq = res.json().seq;
    }
    const expected = Array.from({ length: 60 }, (_, i) => i + 1);
    for (const v of [onA, onB]) {
      await v.until((ms) => ms.filter((m) => m.type === 'match').length >= 60, 10_000, 'sixty events');
      expect(v.matchMessages(id).map((m) => m.seq)).toEqual(expected);
    }
    const last = await b.app.inject({ method: 'GET', url: `/api/matches/${id}` });
    expect(onB.matchMessages(id).at(-1)!.summary).toEqual(last.json().summary);
    // the live list on B heard of the match started on A
    await onB.until(
      (ms) => ms.some((m) => m.type === 'list' && !m.full && m.items.some((i) => i.matchId === id)),
      5000,
      'list change',
    );

    // A message lost between instances: B sees the gap and reads the missing event from the database.
    const redis = a.app.redis!;
    const original = redis.publisher.publish.bind(redis.publisher);
    let dropped = 0;
    redis.publisher.publish = ((channel: string, message: string) => {
      if (dropped === 0 && message.includes('"k":"m"')) {
        dropped++;
        return Promise.resolve(0);
      }
      return original(channel, message);
    }) as typeof redis.publisher.publish;
    const gapFillsBefore = b.app.live.stats().gapFills;
    try {
      for (let i = 0; i < 3; i++) seq = (await post(a.app, id, seq)).json().seq;
    } finally {
      redis.publisher.publish = original;
    }
    expect(dropped).toBe(1);
    await onB.until(
      (ms) => ms.filter((m) => m.type === 'match').length >= 63,
      10_000,
      'the three after the gap',
    );
    expect(onB.matchMessages(id).map((m) => m.seq)).toEqual([...expected, 61, 62, 63]);
    expect(b.app.live.stats().gapFills).toBeGreaterThan(gapFillsBefore);

    // Two scorers racing on different instances: one wins, the other gets 409; viewers agree.
    const race = await Promise.all([post(a.app, id, seq), post(b.app, id, seq, 'away')]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    for (const v of [onA, onB]) {
      await v.until((ms) => ms.filter((m) => m.type === 'match').length >= 64);
      expect(
        v
          .matchMessages(id)
          .map((m) => m.seq)
          .at(-1),
      ).toBe(64);
    }
    // a viewer that moves to the other instance resumes where it was
    const moved = await LiveClient.open(a.url);
    moved.send({ type: 'subscribe', topic: `match:${id}`, lastSeq: 60 });
    await moved.until((ms) => ms.filter((m) => m.type === 'match').length >= 4);
    expect(moved.matchMessages(id).map((m) => m.seq)).toEqual([61, 62, 63, 64]);
    for (const v of [onA, onB, moved]) await v.close();
  }, 60_000);

  it('tells a tournament’s viewers on the other instance when a result is recorded', async () => {
    const club = (await organizationWithPlayers(a.app.database.db, DEMO_ORGANIZATIONS.club))!;
    const call = async (app: FastifyInstance, method: 'POST' | 'GET', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: number; stages: { matches: { matchId: number | null; round: number }[] }[] };
    };
    const tour = await call(a.app, 'POST', `/api/organization/${club.organization.id}/tournaments`, {
      name: 'Two-instance cup',
      sport: 'tennis',
    });
    for (const p of club.players.slice(0, 4))
      await call(a.app, 'POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
    const draw = await call(a.app, 'POST', `/api/tournament/${tour.id}/draw`, {});
    const semi = draw.stages[0]!.matches.find((m) => m.round === 1 && m.matchId !== null)!;
    const onB = await LiveClient.open(b.url);
    onB.send({ type: 'subscribe', topic: `tournament:${tour.id}` });
    await onB.until((ms) => ms.some((m) => m.type === 'subscribed'), 5000, 'subscribed');
    await call(a.app, 'POST', `/api/tournament/${tour.id}/matches/${semi.matchId}/result`, {
      winner: 'away',
    });
    await onB.until(
      (ms) => ms.some((m) => m.type === 'tournament' && m.tournamentId === tour.id),
      5000,
      'the tournament message from the other instance',
    );
    // the live card on B names the tournament and the round
    const match = await b.app.inject({ method: 'GET', url: `/api/matches/${semi.matchId}` });
    expect(match.json().competition).toMatchObject({
      tournamentId: tour.id,
      name: 'Two-instance cup',
      phase: 'winners',
      round: 1,
      roundsInPhase: 2,
    });
    await onB.close();
  }, 60_000);
});
