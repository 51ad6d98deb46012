import type { LiveListMessage, LiveServerMessage } from '@sportzone/contracts';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../bench/live-client';
import { ConfigError, loadConfig } from '../src/config';
import { HISTORY_SIZE } from '../src/live/history';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { bearer } from './helpers/people';

type Headers = Record<string, string>;

let t: TestApp;
let organizer: Headers;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' });
  organizer = await bearer(t, 'organizer@sportzone.test');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
});
afterAll(async () => {
  await t.close();
});

async function createMatch(body: Record<string, unknown> = {}, headers = organizer) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matches',
    headers,
    payload: { sport: 'tennis', home: { name: 'Lukas Brenner' }, away: { name: 'Mateo Rios' }, ...body },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: number };
}

/** Posts `n` points starting from `seq`; returns the answers (seq, summary) in order. */
async function points(id: number, from: number, n: number, app = t.app, headers = organizer) {
  const results: { seq: number; summary: unknown }[] = [];
  let seq = from;
  for (let i = 0; i < n; i++) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/matches/${id}/events`,
      headers,
      payload: {
        clientEventId: randomUUID(),
        seq,
        event: { type: 'point', side: i % 3 === 2 ? 'away' : 'home' },
      },
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    seq = res.json().seq;
    results.push({ seq, summary: res.json().summary });
  }
  return results;
}

const seqs = (client: LiveClient, id: number) => client.matchMessages(id).map((m) => m.seq);
const ofType = <T extends LiveServerMessage['type']>(client: LiveClient, type: T) =>
  client.messages.filter((m): m is Extract<LiveServerMessage, { type: T }> => m.type === type);

describe(`live delivery over a real WebSocket (${TEST_DB})`, () => {
  it('sends a snapshot on subscribe, then every accepted event in order with its seq and summary', async () => {
    const m = await createMatch();
    const viewer = await LiveClient.open(url);
    viewer.send({ type: 'subscribe', topic: `match:${m.id}` });
    await viewer.until((ms) => ms.some((x) => x.type === 'snapshot'), 5000, 'snapshot');
    expect(viewer.messages[0]).toEqual({ type: 'subscribed', topic: `match:${m.id}`, seq: 0 });
    const snapshot = ofType(viewer, 'snapshot')[0]!;
    expect(snapshot).toMatchObject({
      matchId: m.id,
      seq: 0,
      match: { id: m.id, home: { name: 'Lukas Brenner' } },
    });
    const posted = await points(m.id, 0, 12);
    await viewer.until((ms) => ms.filter((x) => x.type === 'match').length >= 12, 5000, '12 events');
    expect(seqs(viewer, m.id)).toEqual(posted.map((p) => p.seq));
    viewer.matchMessages(m.id).forEach((msg, i) => {
      expect(msg.summary).toEqual(posted[i]!.summary);
      expect(msg.event?.type).toBe('point');
      expect(msg.status).toBe('active');
    });
    await viewer.close();
  });

  it('resumes a reconnecting client with exactly what it missed, or a snapshot when too far behind', async () => {
    const m = await createMatch({ sport: 'rally', format: { bestOf: 1, target: 999 } });
    await points(m.id, 0, 5);
    const first = await LiveClient.open(url);
    first.send({ type: 'subscribe', topic: `match:${m.id}` });
    await first.until((ms) => ms.some((x) => x.type === 'snapshot'));
    expect(ofType(first, 'snapshot')[0]!.seq).toBe(5);
    await points(m.id, 5, 3);
    await first.until((ms) => ms.filter((x) => x.type === 'match').length >= 3);
    const held = seqs(first, m.id).at(-1)!;
    expect(held).toBe(8);
    await first.close();

    await points(m.id, 8, 7); // missed while away: 9 … 15
    const again = await LiveClient.open(url);
    again.send({ type: 'subscribe', topic: `match:${m.id}`, lastSeq: held });
    await again.until((ms) => ms.filter((x) => x.type === 'match').length >= 7);
    expect(again.messages[0]).toEqual({ type: 'subscribed', topic: `match:${m.id}`, seq: 15 });
    expect(ofType(again, 'snapshot')).toHaveLength(0);
    expect(seqs(again, m.id)).toEqual([9, 10, 11, 12, 13, 14, 15]);
    // and then the live ones, no duplicates
    await points(m.id, 15, 2);
    await again.until((ms) => ms.filter((x) => x.type === 'match').length >= 9);
    expect(seqs(again, m.id)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);

    // up to date: nothing but the acknowledgement
    const current = await LiveClient.open(url);
    current.send({ type: 'subscribe', topic: `match:${m.id}`, lastSeq: 17 });
    await current.until((ms) => ms.length >= 1);
    await points(m.id, 17, 1);
    await current.until((ms) => ms.length >= 2);
    expect(current.messages.map((x) => x.type)).toEqual(['subscribed', 'match']);
    expect(seqs(current, m.id)).toEqual([18]);

    // too far behind: more than the history holds → a fresh snapshot, then live events
    await points(m.id, 18, HISTORY_SIZE + 5);
    const head = 18 + HISTORY_SIZE + 5;
    const late = await LiveClient.open(url);
    late.send({ type: 'subscribe', topic: `match:${m.id}`, lastSeq: 3 });
    await late.until((ms) => ms.some((x) => x.type === 'snapshot'));
    expect(ofType(late, 'snapshot')[0]!.seq).toBe(head);
    expect(late.matchMessages(m.id)).toHaveLength(0);
    // a client that holds a seq the history still covers gets only the tail
    const near = await LiveClient.open(url);
    near.send({ type: 'subscribe', topic: `match:${m.id}`, lastSeq: head - 3 });
    await near.until((ms) => ms.filter((x) => x.type === 'match').length >= 3);
    expect(seqs(near, m.id)).toEqual([head - 2, head - 1, head]);
    for (const c of [again, current, late, near]) await c.close();
  }, 120_000);

  it('carries several topics on one connection: live lists coalesced, ping, errors', async () => {
    const client = await LiveClient.open(url);
    client.send({ type: 'subscribe', topic: 'home' });
    client.send({ type: 'subscribe', topic: 'sport:badminton' });
    await client.until((ms) => ms.filter((x) => x.type === 'list' && x.full).length >= 2);
    const fullHome = ofType(client, 'list').find((x) => x.topic === 'home')!;
    expect(fullHome.items.every((i) => i.status === 'active')).toBe(true);
    expect(fullHome.items.length).toBeGreaterThan(0); // the demo matches in progress

    const m = await createMatch({
      sport: 'badminton',
      home: { name: 'Mei Ling Tan' },
      away: { name: 'Kirsty Adair' },
    });
    await points(m.id, 0, 4);
    client.send({ type: 'subscribe', topic: `match:${m.id}`, lastSeq: 4 });
    await client.until(
      (ms) =>
        ms.filter(
          (x): x is LiveListMessage =>
            x.type === 'list' && !x.full && x.items.some((i) => i.matchId === m.id && i.seq === 4),
        ).length >= 2,
      5000,
      'list changes',
    );
    const changes = ofType(client, 'list').filter((x) => !x.full && x.items.some((i) => i.matchId === m.id));
    // coalesced: the rows of this match in each topic's change messages never go backwards, and end at 4
    for (const topic of ['home', 'sport:badminton']) {
      const rows = changes
        .filter((c) => c.topic === topic)
        .flatMap((c) => c.items.filter((i) => i.matchId === m.id));
      expect(rows.length).toBeLessThan(5);
      expect(rows.at(-1)).toMatchObject({
        seq: 4,
        status: 'active',
        home: { name: 'Mei Ling Tan' },
        sport: 'badminton',
      });
    }
    const tennisOnly = await LiveClient.open(url);
    tennisOnly.send({ type: 'subscribe', topic: 'sport:tennis' });
    await tennisOnly.until((ms) => ms.some((x) => x.type === 'list'));
    expect(ofType(tennisOnly, 'list')[0]!.items.every((i) => i.sport === 'tennis')).toBe(true);

    client.send({ type: 'ping' });
    client.send('not json');
    client.send({ type: 'subscribe', topic: 'sport:curling' });
    client.send({ type: 'subscribe', topic: 'match:99999999' });
    client.send({ type: 'dance' });
    await client.until(
      (ms) => ms.filter((x) => x.type === 'error').length >= 4 && ms.some((x) => x.type === 'pong'),
    );
    const errors = ofType(client, 'error').map((e) => e.code);
    expect(errors).toEqual(expect.arrayContaining(['bad_message', 'unknown_topic', 'not_found']));
    // unsubscribe: no more events of that match
    client.send({ type: 'unsubscribe', topic: `match:${m.id}` });
    client.send({ type: 'ping' });
    await client.until((ms) => ms.filter((x) => x.type === 'pong').length >= 2);
    const before = client.matchMessages(m.id).length;
    await points(m.id, 4, 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(client.matchMessages(m.id).length).toBe(before);
    // deleting a match tells its viewers
    const viewer = await LiveClient.open(url);
    viewer.send({ type: 'subscribe', topic: `match:${m.id}` });
    await viewer.until((ms) => ms.some((x) => x.type === 'snapshot'));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/matches/${m.id}`, headers: organizer })).statusCode,
    ).toBe(204);
    await viewer.until((ms) => ms.some((x) => x.type === 'error'));
    expect(ofType(viewer, 'error')[0]).toMatchObject({ code: 'not_found', topic: `match:${m.id}` });
    await client.until(
      (ms) => ms.some((x) => x.type === 'list' && (x.removed ?? []).includes(m.id)),
      5000,
      'removed from the lists',
    );
    for (const c of [client, tennisOnly, viewer]) await c.close();
  });

  it('lets only the people involved follow a private match (access token or guest token in the URL)', async () => {
    const m = await createMatch({ privacy: 'private' });
    const anonymous = await LiveClient.open(url);
    anonymous.send({ type: 'subscribe', topic: `match:${m.id}` });
    await anonymous.until((ms) => ms.some((x) => x.type === 'error'));
    expect(ofType(anonymous, 'error')[0]!.code).toBe('not_found');
    const token = organizer.authorization!.slice('Bearer '.length);
    const owner = await LiveClient.open(`${url}?access_token=${encodeURIComponent(token)}`);
    owner.send({ type: 'subscribe', topic: `match:${m.id}` });
    await owner.until((ms) => ms.some((x) => x.type === 'snapshot'));
    const link = (
      await t.app.inject({
        method: 'POST',
        url: `/api/matches/${m.id}/guest-links`,
        headers: organizer,
        payload: {},
      })
    ).json();
    const guest = await LiveClient.open(`${url}?token=${encodeURIComponent(link.token)}`);
    guest.send({ type: 'subscribe', topic: `match:${m.id}` });
    await guest.until((ms) => ms.some((x) => x.type === 'snapshot'));
    await expect(LiveClient.open(`${url}?access_token=forged`)).rejects.toMatchObject({ statusCode: 401 });
    for (const c of [anonymous, owner, guest]) await c.close();
  });
});

describe(`the viewer cap (${TEST_DB})`, () => {
  it('is configured with LIVE_MAX_CONNECTIONS (default 15000, a whole number)', () => {
    expect(loadConfig({}).liveMaxConnections).toBe(15000);
    expect(loadConfig({ LIVE_MAX_CONNECTIONS: '500' }).liveMaxConnections).toBe(500);
    for (const bad of ['lots', '-1', '1.5', '2000000']) {
      expect(() => loadConfig({ LIVE_MAX_CONNECTIONS: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ SIMULATOR: 'maybe' })).toThrow(ConfigError);
    expect(loadConfig({ SIMULATOR: 'off' }).simulator).toBe(false);
  });

  it('refuses viewers over the cap with 503 + Retry-After while score entry keeps working', async () => {
    const capped = await createTestApp({ DEMO_DATA: 'false', LIVE_MAX_CONNECTIONS: '3' }, t.db);
    try {
      await capped.app.listen({ port: 0, host: '127.0.0.1' });
      const cappedUrl = `ws://127.0.0.1:${(capped.app.server.address() as AddressInfo).port}/api/live`;
      const m = await createMatch({ sport: 'table-tennis' });
      const viewers = await Promise.all([1, 2, 3].map(() => LiveClient.open(cappedUrl)));
      for (const v of viewers) v.send({ type: 'subscribe', topic: `match:${m.id}` });
      await Promise.all(viewers.map((v) => v.until((ms) => ms.some((x) => x.type === 'snapshot'))));
      const refused = await LiveClient.open(cappedUrl).then(
        () => null,
        (err: { statusCode?: number; retryAfter?: string }) => err,
      );
      expect(refused).toMatchObject({ statusCode: 503, retryAfter: '5' });
      expect(capped.app.live.stats()).toMatchObject({ connections: 3, maxConnections: 3 });
      // the scorer is never locked out: events still go in, and the viewers get them
      const posted = await points(m.id, 0, 5, capped.app);
      expect(posted.map((p) => p.seq)).toEqual([1, 2, 3, 4, 5]);
      await Promise.all(
        viewers.map((v) => v.until((ms) => ms.filter((x) => x.type === 'match').length >= 5)),
      );
      for (const v of viewers) expect(seqs(v, m.id)).toEqual([1, 2, 3, 4, 5]);
      // a place frees up: the next viewer gets in
      await viewers[0]!.close();
      await new Promise((r) => setTimeout(r, 50));
      const next = await LiveClient.open(cappedUrl);
      await next.close();
      for (const v of viewers) await v.close();
    } finally {
      await capped.close();
    }
  });
});
