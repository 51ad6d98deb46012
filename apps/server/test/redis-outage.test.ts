import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../bench/live-client';
import { issueLocalAccessToken } from '../src/plugins/external/oidc/local-token';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';
import { startInstance, type Instance } from './helpers/instances';
import { startPrivateRedis, type PrivateRedis } from './helpers/private-redis';

/**
 * Redis goes away while a match is scored on instance A and watched on instance B, then comes back,
 * and nobody scores again: B's viewers must be exact by themselves, without waiting for the next point.
 * The Redis is the test's own (killed and started again), so the machine's shared one is untouched.
 */
const VIEWERS = 50;

let db: TestDatabase;
let redis: PrivateRedis;
let a: Instance;
let b: Instance;
let headers: Record<string, string>;

const instance = () => startInstance(db, { REDIS_URL: redis.url });

beforeAll(async () => {
  db = await createTestDatabase();
  redis = await startPrivateRedis();
  a = await instance();
  b = await instance();
  const { token } = await issueLocalAccessToken(a.app.database.db, a.config, {
    email: 'organizer@sportzone.test',
  });
  headers = { authorization: `Bearer ${token}` };
}, 120_000);
afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  await redis?.stop();
  await db?.drop();
});

async function post(app: FastifyInstance, id: number, seq: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/matches/${id}/events`,
    headers,
    payload: { clientEventId: randomUUID(), seq, event: { type: 'point', side: 'home' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().seq as number;
}

async function newMatch(): Promise<number> {
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
  expect(created.statusCode).toBe(201);
  return created.json().id as number;
}

const lastSeqOf = (v: LiveClient, id: number) => v.matchMessages(id).at(-1)?.seq ?? 0;
const allAt = (viewers: LiveClient[], id: number, seq: number, ms: number, what: string) =>
  Promise.all(viewers.map((v) => v.until(() => lastSeqOf(v, id) >= seq, ms, what)));

async function viewersOnB(id: number): Promise<LiveClient[]> {
  const viewers = await Promise.all(Array.from({ length: VIEWERS }, () => LiveClient.open(b.url)));
  for (const v of viewers) v.send({ type: 'subscribe', topic: `match:${id}` });
  await Promise.all(viewers.map((v) => v.until((ms) => ms.some((m) => m.type === 'snapshot'))));
  return viewers;
}

describe(`a Redis outage between instances (${TEST_DB})`, () => {
  it('brings the viewers on the other instance level by itself when Redis is back', async () => {
    const id = await newMatch();
    const viewers = await viewersOnB(id);
    let seq = 0;
    for (let i = 0; i < 10; i++) seq = await post(a.app, id, seq);
    await allAt(viewers, id, seq, 5_000, 'the first ten points');
    expect(b.app.live.stats().bus).toBe('up');

    await redis.stop();
    // Scoring goes on while Redis is away: the scorer's answer never waits for the bus.
    const started = Date.now();
    for (let i = 0; i < 8; i++) seq = await post(a.app, id, seq);
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(b.app.live.stats().bus).toBe('down');
    // not ready for new traffic while cut off from the other instances
    const notReady = await b.app.inject({ method: 'GET', url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ ready: false, bus: 'down', database: true });
    // Meanwhile B's viewers follow the database.
    await allAt(viewers, id, seq, 3_000, 'points scored while Redis is away');

    // Two more points right before Redis returns, then silence.
    for (let i = 0; i < 2; i++) seq = await post(a.app, id, seq);
    await redis.start();
    const back = Date.now();
    await allAt(viewers, id, seq, 2_000, 'level within 2 s of Redis’s return, without a new point');
    console.log(`B's ${VIEWERS} viewers exact ${Date.now() - back} ms after Redis's return`);
    // The viewers may be level through the database before B's link is back; readiness follows the link.
    const readyBy = Date.now() + 5_000;
    let ready = await b.app.inject({ method: 'GET', url: '/api/ready' });
    while (ready.statusCode !== 200 && Date.now() < readyBy) {
      await new Promise((r) => setTimeout(r, 50));
      ready = await b.app.inject({ method: 'GET', url: '/api/ready' });
    }
    expect(ready.statusCode).toBe(200);
    for (const v of viewers) {
      expect(v.matchMessages(id).map((m) => m.seq)).toEqual(Array.from({ length: seq }, (_, i) => i + 1));
    }
    await Promise.all(viewers.map((v) => v.close()));
  }, 60_000);

  it('catches up when the other instance alone was cut off and its messages were lost', async () => {
    // Wait for both instances to be back on the bus after the previous test.
    const deadline = Date.now() + 5_000;
    while (a.app.live.stats().bus !== 'up' || b.app.live.stats().bus !== 'up') {
      if (Date.now() > deadline) throw new Error('instances not back on the bus');
      await new Promise((r) => setTimeout(r, 50));
    }
    const id = await newMatch();
    const viewers = await viewersOnB(id);
    let seq = await post(a.app, id, 0);
    await allAt(viewers, id, seq, 5_000, 'the first point');

    // A's link to Redis breaks: what it publishes is lost; B's own link is fine, so B notices nothing.
    const publisher = a.app.redis!.publisher;
    const original = publisher.publish.bind(publisher);
    publisher.publish = (() => Promise.reject(new Error('cut off'))) as typeof publisher.publish;
    for (let i = 0; i < 3; i++) seq = await post(a.app, id, seq);
    await new Promise((r) => setTimeout(r, 500));
    expect(lastSeqOf(viewers[0]!, id)).toBeLessThan(seq);
    publisher.publish = original;
    // A's link comes back: it tells the others that what it sent meanwhile never arrived.
    const back = Date.now();
    publisher.disconnect(true);
    await allAt(viewers, id, seq, 2_000, 'level after A is back on the bus');
    console.log(`B's viewers exact ${Date.now() - back} ms after A's link to Redis came back`);
    await Promise.all(viewers.map((v) => v.close()));
  }, 60_000);
});
