import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointCreated } from '@sportzone/contracts';
import { addRoles } from '@sportzone/db';
import type { InjectOptions } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { bearer, organization, person } from './helpers/people';

/**
 * An organization's webhooks: signed as Standard Webhooks sign (checked with its library), queued in
 * the database (retried with back-off, through a restart, at least once with a stable id), switched off
 * after failing for a day with the organizers told, and only to allowed addresses.
 */
type Headers = Record<string, string>;
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  type: string;
  data: Record<string, unknown>;
}

/** A receiver as a club's website would run one: it answers `answer` (200 unless told otherwise). */
class Receiver {
  readonly got: Received[] = [];
  answer = 200;
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
        this.got.push({ headers: req.headers, body, type: parsed.type, data: parsed.data });
        res.writeHead(this.answer).end();
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  of(type: string) {
    return this.got.filter((g) => g.type === type);
  }
  stop() {
    return new Promise<void>((r) => this.server.close(() => r()));
  }
}

let t: TestApp;
let owner: Headers;
let member: Headers;
let club = 0;
const receiver = new Receiver();

const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function subscribe(events: string[], url = receiver.url, organizationId = club) {
  const res = await call('POST', `/api/organization/${organizationId}/webhooks`, owner, { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WebhookEndpointCreated;
}

const deliveries = async (id: number) =>
  (
    await call('GET', `/api/organization/${club}/webhooks/${id}/deliveries`, owner)
  ).json() as WebhookDelivery[];

/** every call the receiver got for this endpoint verifies with the endpoint's secret */
function verifyAll(secret: string, got: Received[]) {
  const webhook = new Webhook(secret);
  for (const g of got)
    expect(() => webhook.verify(g.body, g.headers as Record<string, string>)).not.toThrow();
}

beforeAll(async () => {
  await receiver.start();
  // loopback PUBLIC_URL: http and 127.0.0.1 receivers are allowed; retries 20 ms apart at first
  t = await createTestApp({ SIMULATOR: 'false', WEBHOOK_RETRY_BASE_MS: '20' });
  const o = await person(t, 'owner@hooks.test', { firstName: 'Olga', lastName: 'Owner' });
  const m = await person(t, 'member@hooks.test');
  await addRoles(t.app.database.db, o.user.id, ['Organizer']);
  owner = o.headers;
  member = m.headers;
  club = (
    await organization(t, 'Hooks Club', [
      { userId: o.user.id, role: 'owner' },
      { userId: m.user.id, role: 'member' },
    ])
  ).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await receiver.stop();
});

describe(`webhooks (${TEST_DB})`, () => {
  it('are made by owners and organizers, with the secret shown once', async () => {
    const made = await subscribe(['match.finished']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.endpoint).toMatchObject({ url: receiver.url, events: ['match.finished'], enabled: true });
    const listed = await call('GET', `/api/organization/${club}/webhooks`, owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(made.secret);
    expect((await call('GET', `/api/organization/${club}/webhooks`, member)).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/api/organization/${club}/webhooks`, member, {
          url: receiver.url,
          events: ['match.finished'],
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call('POST', `/api/organization/${club}/webhooks`, owner, {
      url: 'not a url',
      events: ['match.finished'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { url: expect.any(String) } });
    await call('DELETE', `/api/organization/${club}/webhooks/${made.endpoint.id}`, owner);
  });

  it('send a match’s start, its score at a pace, and its end, signed', async () => {
    const { endpoint, secret } = await subscribe(['match.started', 'match.score_changed', 'match.finished']);
    const created = await call('POST', '/api/matches', owner, {
      sport: 'rally',
      organizationId: club,
      format: { bestOf: 1, target: 7, winBy: 1 },
      home: { name: 'Ана Петрова' },
      away: { name: 'Bo Away' },
    });
    const matchId = (created.json() as { id: number }).id;
    for (let seq = 0; seq < 7; seq++) {
      const res = await call('POST', `/api/matches/${matchId}/events`, owner, {
        clientEventId: randomUUID(),
        seq,
        event: { type: 'point', side: 'home' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await until('the end of the match', () => receiver.of('match.finished').length === 1);
    expect(receiver.of('match.started')).toHaveLength(1);
    const finished = receiver.of('match.finished')[0]!.data.match as Record<string, unknown>;
    expect(finished).toMatchObject({
      id: matchId,
      status: 'finished',
      seq: 7,
      home: { name: 'Ана Петрова' },
    });
    expect(finished.summary).toMatchObject({ winner: 'home' });
    // seven points in a burst: the score comes at most every few seconds, the last one with the last point
    await until('the last score', () =>
      receiver.of('match.score_changed').some((g) => (g.data.match as { seq: number }).seq === 7),
    );
    const scores = receiver.of('match.score_changed');
    expect(scores.length).toBeLessThan(4);
    verifyAll(
      secret,
      receiver.got.filter((g) => g.headers['webhook-id'] && g.data.match),
    );
    const log = await deliveries(endpoint.id);
    expect(log.every((d) => d.status === 'delivered' && d.responseStatus === 200)).toBe(true);
    await call('DELETE', `/api/organization/${club}/webhooks/${endpoint.id}`, owner);
  });

  it('tell of a tournament’s sign-ups, withdrawals, draw and results', async () => {
    const { endpoint, secret } = await subscribe([
      'tournament.entry_changed',
      'tournament.draw_published',
      'tournament.result_entered',
    ]);
    const before = receiver.got.length;
    const cup = (
      await call('POST', `/api/organization/${club}/tournaments`, owner, {
        name: 'Hook Cup',
        sport: 'tennis',
      })
    ).json() as { id: number };
    const entries: number[] = [];
    for (const name of ['Ivo', 'Mila', 'Dan']) {
      const player = (
        await call('POST', `/api/organization/${club}/players`, owner, {
          firstName: name,
          lastName: 'Player',
        })
      ).json() as { id: number };
      const entry = await call('POST', `/api/tournament/${cup.id}/entries`, owner, { playerId: player.id });
      expect(entry.statusCode, entry.body).toBeLessThan(300);
      entries.push((entry.json() as { id: number }).id);
    }
    expect(
      (await call('POST', `/api/tournament/${cup.id}/entries/${entries[2]}/withdraw`, owner)).statusCode,
    ).toBe(200);
    const drawn = await call('POST', `/api/tournament/${cup.id}/draw`, owner, {});
    expect(drawn.statusCode, drawn.body).toBe(200);
    const matchId = (
      drawn.json() as { stages: { matches: { matchId: number | null }[] }[] }
    ).stages[0]!.matches.find((m) => m.matchId)!.matchId!;
    const result = await call('POST', `/api/tournament/${cup.id}/matches/${matchId}/result`, owner, {
      winner: 'home',
    });
    expect(result.statusCode, result.body).toBe(200);
    await until('the result', () => receiver.of('tournament.result_entered').length === 1);
    const mine = receiver.got.slice(before);
    const changes = mine.filter((g) => g.type === 'tournament.entry_changed').map((g) => g.data.change);
    expect(changes).toEqual(['signed_up', 'signed_up', 'signed_up', 'withdrawn']);
    expect(mine.filter((g) => g.type === 'tournament.draw_published')).toHaveLength(1);
    expect(receiver.of('tournament.result_entered')[0]!.data).toMatchObject({
      tournament: { id: cup.id, name: 'Hook Cup' },
      corrected: false,
      match: { id: matchId },
    });
    verifyAll(secret, mine);
    await call('DELETE', `/api/organization/${club}/webhooks/${endpoint.id}`, owner);
  });

  it('retry a failing receiver with back-off and deliver once it recovers, with the same id; resend on demand', async () => {
    const { endpoint } = await subscribe(['match.finished']);
    receiver.answer = 500;
    const test = await call('POST', `/api/organization/${club}/webhooks/${endpoint.id}/test`, owner);
    expect(test.statusCode).toBe(202);
    const messageId = (test.json() as WebhookDelivery).messageId;
    await until('three failed attempts', async () => (await deliveries(endpoint.id))[0]!.attempts >= 3);
    const failing = (await deliveries(endpoint.id))[0]!;
    expect(failing).toMatchObject({
      status: 'pending',
      responseStatus: 500,
      lastError: expect.stringContaining('500'),
    });
    const listed = (
      await call('GET', `/api/organization/${club}/webhooks`, owner)
    ).json() as WebhookEndpoint[];
    expect(listed.find((e) => e.id === endpoint.id)!.failingSince).not.toBeNull();
    receiver.answer = 200;
    await until(
      'delivery after recovery',
      async () => (await deliveries(endpoint.id))[0]!.status === 'delivered',
      15_000,
    );
    const sent = receiver.got.filter((g) => g.headers['webhook-id'] === messageId);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.at(-1)!.type).toBe('webhook.test');

    const resend = await call(
      'POST',
      `/api/organization/${club}/webhooks/${endpoint.id}/deliveries/${test.json().id}/resend`,
      owner,
    );
    expect(resend.statusCode).toBe(202);
    await until(
      'the resend',
      () => receiver.got.filter((g) => g.headers['webhook-id'] === messageId).length === sent.length + 1,
    );
    const after = (
      await call('GET', `/api/organization/${club}/webhooks`, owner)
    ).json() as WebhookEndpoint[];
    expect(after.find((e) => e.id === endpoint.id)!.failingSince).toBeNull();
    await call('DELETE', `/api/organization/${club}/webhooks/${endpoint.id}`, owner);
  }, 30_000);

  it('keep the queue through a restart', async () => {
    const { endpoint } = await subscribe(['match.finished']);
    receiver.answer = 503;
    const test = (
      await call('POST', `/api/organization/${club}/webhooks/${endpoint.id}/test`, owner)
    ).json() as WebhookDelivery;
    await until('a failed attempt', async () => (await deliveries(endpoint.id))[0]!.attempts >= 1);
    await t.app.close();
    receiver.answer = 200;
    t = await createTestApp({ SIMULATOR: 'false', WEBHOOK_RETRY_BASE_MS: '20' }, t.db);
    await until(
      'delivery by the restarted server',
      async () => (await deliveries(endpoint.id))[0]!.status === 'delivered',
      15_000,
    );
    expect(receiver.got.filter((g) => g.headers['webhook-id'] === test.messageId).at(-1)!.type).toBe(
      'webhook.test',
    );
    await call('DELETE', `/api/organization/${club}/webhooks/${endpoint.id}`, owner);
  }, 30_000);

  it('switch an endpoint off after a day of failures and tell the organizers', async () => {
    const { endpoint } = await subscribe(['match.finished']);
    receiver.answer = 500;
    // failing since a day ago: the next failure switches it off
    await t.app.database.db.execute(
      `update webhook_endpoints set failing_since = now() - interval '25 hours' where id = ${endpoint.id}`,
    );
    await call('POST', `/api/organization/${club}/webhooks/${endpoint.id}/test`, owner);
    const off = async () =>
      ((await call('GET', `/api/organization/${club}/webhooks`, owner)).json() as WebhookEndpoint[]).find(
        (e) => e.id === endpoint.id,
      )!;
    await until('the switch-off', async () => !(await off()).enabled);
    expect((await off()).disabledReason).toMatch(/failed since/);
    const notes = (await call('GET', '/api/user/notifications', owner)).json() as {
      items: { kind: string; params: { url: string } }[];
    };
    expect(notes.items.find((n) => n.kind === 'webhook_disabled')?.params.url).toBe(receiver.url);
    // switched off: nothing more is sent until it is switched on again
    receiver.answer = 200;
    const count = receiver.got.length;
    await call('POST', `/api/organization/${club}/webhooks/${endpoint.id}/test`, owner);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.got.length).toBe(count);
    const on = await call('PATCH', `/api/organization/${club}/webhooks/${endpoint.id}`, owner, {
      enabled: true,
    });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await until('the held message', () => receiver.got.length > count);
    await call('DELETE', `/api/organization/${club}/webhooks/${endpoint.id}`, owner);
  }, 30_000);

  it('do not follow redirects', async () => {
    const { endpoint } = await subscribe(['match.finished']);
    receiver.answer = 302;
    await call('POST', `/api/organization/${club}/webhooks/${endpoint.id}/test`, owner);
    await until('an attempt', async () => (await deliveries(endpoint.id))[0]!.attempts >= 1);
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'pending', responseStatus: 302 });
    receiver.answer = 200;
    await call('DELETE', `/api/organization/${club}/webhooks/${endpoint.id}`, owner);
  });
});

describe('webhooks in production', () => {
  it('take only https URLs of public addresses', async () => {
    const prod = await createTestApp({ SIMULATOR: 'false', PUBLIC_URL: 'https://scores.example.com' }, t.db);
    try {
      for (const url of [
        'http://hooks.example.com/in',
        'https://localhost/in',
        'https://127.0.0.1/in',
        'https://10.1.2.3/in',
        'https://[::1]/in',
        'https://[::ffff:192.168.1.1]/in',
        'https://user:pass@hooks.example.com/in',
      ]) {
        const res = await prod.app.inject({
          method: 'POST',
          url: `/api/organization/${club}/webhooks`,
          headers: await bearer(prod, 'owner@hooks.test'),
          payload: { url, events: ['match.finished'] },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ fields: { url: expect.any(String) } });
      }
    } finally {
      await prod.app.close();
    }
  });
});
