import { createECDH, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { insertPlayer, notificationQueue, pendingNotificationJobs, pushSubscriptions } from '@sportzone/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { backoffMs } from '../src/modules/notifications/queue';
import { createTestApp, type TestApp } from './helpers/app';
import { organization, person } from './helpers/people';

/**
 * Notifications (decision 021): followers (and only those who may see the match, decision 012)
 * hear of a match starting and ending, in the app (live topic `user`) and by Web Push through a durable
 * queue that retries with backoff and drops subscriptions the push service says are gone. The push
 * service is a local double; one payload is decrypted with the receiver's keys (RFC 8291, aes128gcm).
 */
type Headers = Record<string, string>;

let t: TestApp;
let owner: Headers;
let fan: Headers;
let member: Headers;
let stranger: Headers;
let fanId: number;
let club: number;
let starId: number;
let server: Server;
let pushUrl: string;
const received: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
/** what the double answers next (per path), default 201 */
const answers = new Map<string, number[]>();

// the receiving browser's keys
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const authSecret = randomBytes(16);

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/** RFC 8291 + RFC 8188 (aes128gcm), decrypted by hand with node:crypto. */
function decrypt(body: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  expect(ciphertext.length).toBeLessThanOrEqual(rs);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // strip the padding delimiter (0x02 for the last record) and any zero padding
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  expect(plain[end]).toBe(2);
  return plain.subarray(0, end).toString('utf8');
}

async function createMatch(headers: Headers, body: Record<string, unknown>): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matches',
    headers,
    payload: { sport: 'tennis', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function event(matchId: number, seq: number, e: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/events`,
    headers: owner,
    payload: { clientEventId: randomUUID(), seq, event: e },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function list(headers: Headers) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    items: { id: number; kind: string; params: Record<string, unknown>; read: boolean }[];
    totalCount: number;
  }>();
}

async function subscribe(headers: Headers, path: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/notifications/push',
    headers,
    payload: {
      endpoint: `${pushUrl}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const queue = answers.get(path);
      res.statusCode = queue?.shift() ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  t = await createTestApp({ SIMULATOR: 'false' });
  const o = await person(t, 'owner@notify.test');
  const f = await person(t, 'fan@notify.test');
  const m = await person(t, 'member@notify.test');
  const s = await person(t, 'stranger@notify.test');
  owner = o.headers;
  fan = f.headers;
  member = m.headers;
  stranger = s.headers;
  fanId = f.user.id;
  club = (
    await organization(
      t,
      'Notify Club',
      [
        { userId: o.user.id, role: 'owner' },
        { userId: m.user.id, role: 'member' },
      ],
      'public',
    )
  ).id;
  starId = (
    await insertPlayer(t.app.database.db, { organizationId: club, firstName: 'Stella', lastName: 'Star' })
  ).id;
  for (const h of [fan, member])
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/follow/player/${starId}`, headers: h })).statusCode,
    ).toBe(200);
});

afterAll(async () => {
  await t?.close();
  server?.close();
});

describe('notifications', () => {
  it('publishes the VAPID public key in /api/config, kept across restarts (in the database)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    const key = res.json<{ push: { publicKey: string } }>().push.publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const again = await createTestApp({ SIMULATOR: 'false' }, t.db);
    try {
      expect((await again.app.inject({ method: 'GET', url: '/api/config' })).json().push.publicKey).toBe(key);
    } finally {
      await again.app.close();
    }
  });

  it('refuses push endpoints that are not https (but a loopback double on an http server) and bad keys', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/notifications/push',
      headers: fan,
      payload: {
        endpoint: 'http://push.example.com/x',
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect((await subscribe(fan, '/fan')).statusCode).toBe(201);
  });

  it('tells followers when a match starts and ends, live over the socket and by encrypted push', async () => {
    const token = fan.authorization!.slice('Bearer '.length);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`${address.replace('http', 'ws')}/api/live?access_token=${token}`);
    const messages: { type: string; notification?: { kind: string }; unread?: number }[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send(JSON.stringify({ type: 'subscribe', topic: 'user' }));
    await expect.poll(() => messages.some((m) => m.type === 'subscribed')).toBe(true);

    const matchId = await createMatch(owner, {
      organizationId: club,
      home: { name: 'Stella Star', playerId: starId },
      away: { name: 'Rhea Rival' },
    });
    await event(matchId, 0, { type: 'point', side: 'home' });
    await event(matchId, 1, { type: 'retire', side: 'away' });
    await t.app.notifications.processQueue();

    await expect.poll(() => messages.filter((m) => m.type === 'notification').length).toBe(2);
    const live = messages.filter((m) => m.type === 'notification');
    expect(live.map((m) => m.notification!.kind)).toEqual(['match_started', 'match_finished']);
    expect(live[1]!.unread).toBe(2);
    ws.close();

    const mine = await list(fan);
    expect(mine.items.map((n) => n.kind)).toEqual(['match_finished', 'match_started']);
    expect(mine.items[0]!.params).toMatchObject({ winner: 'Stella Star', loser: 'Rhea Rival' });
    // the stranger follows nothing and hears nothing
    expect((await list(stranger)).totalCount).toBe(0);

    const pushes = received.filter((r) => r.path === '/fan');
    expect(pushes).toHaveLength(2);
    expect(pushes[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(String(pushes[0]!.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    const payload = JSON.parse(decrypt(pushes[1]!.body)) as {
      kind: string;
      title: { en: string; bg: string };
    };
    expect(payload.kind).toBe('match_finished');
    expect(payload.title.en).toBe('Final: Stella Star won');
    expect(payload.title.bg).toContain('Stella Star');

    // unread count, mark one read, then all
    const unread = await t.app.inject({ method: 'GET', url: '/api/user/notifications/unread', headers: fan });
    expect(unread.json()).toEqual({ unread: 2 });
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/user/notifications/read',
      headers: fan,
      payload: { ids: [mine.items[0]!.id] },
    });
    expect(one.json()).toEqual({ changed: 1, unread: 1 });
    // somebody else's id changes nothing
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/user/notifications/read',
      headers: stranger,
      payload: { ids: [mine.items[1]!.id] },
    });
    expect(theirs.json()).toEqual({ changed: 0, unread: 0 });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/user/notifications/read',
      headers: fan,
      payload: {},
    });
    expect(all.json()).toEqual({ changed: 1, unread: 0 });
  });

  it('never tells someone who may not see the match (decision 012): a match private by its own setting', async () => {
    const before = { fan: (await list(fan)).totalCount, member: (await list(member)).totalCount };
    const matchId = await createMatch(owner, {
      organizationId: club,
      privacy: 'private',
      home: { name: 'Stella Star', playerId: starId },
      away: { name: 'Secret Rival' },
    });
    await event(matchId, 0, { type: 'point', side: 'home' });
    await t.app.notifications.processQueue();
    expect((await list(fan)).totalCount).toBe(before.fan);
    // a plain member does not see a match private by its own setting either
    expect((await list(member)).totalCount).toBe(before.member);
  });

  it('retries a failing push with exponential backoff and drops a subscription the service calls gone (410)', async () => {
    await t.app.database.db.delete(pushSubscriptions);
    expect((await subscribe(fan, '/flaky')).statusCode).toBe(201);
    answers.set('/flaky', [500, 503, 201, 410]);
    const matchId = await createMatch(owner, {
      organizationId: club,
      home: { name: 'Stella Star', playerId: starId },
      away: { name: 'Third Rival' },
    });
    const sent = () => received.filter((r) => r.path === '/flaky').length;
    await event(matchId, 0, { type: 'point', side: 'home' });
    await t.app.notifications.processQueue();
    await expect.poll(sent).toBe(1);
    let [job] = (await pendingNotificationJobs(t.app.database.db)).filter((j) => j.channel === 'push');
    expect(job!.attempts).toBe(1);
    expect(job!.lastError).toMatch(/500/);
    const wait = job!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(backoffMs(1) - 2000);
    expect(wait).toBeLessThanOrEqual(backoffMs(1) + 1000);

    // not due yet: nothing is sent
    await t.app.notifications.processQueue();
    expect(sent()).toBe(1);
    // time passes (the row is made due), the second attempt fails again: the wait doubles
    const due = () =>
      t.app.database.db
        .update(notificationQueue)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(notificationQueue.id, job!.id));
    await due();
    await t.app.notifications.processQueue();
    expect(sent()).toBe(2);
    [job] = (await pendingNotificationJobs(t.app.database.db)).filter((j) => j.channel === 'push');
    expect(job!.attempts).toBe(2);
    expect(job!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(backoffMs(2) - 2000);
    // the third attempt gets through: the job is gone
    await due();
    await t.app.notifications.processQueue();
    expect(sent()).toBe(3);
    expect(
      (await pendingNotificationJobs(t.app.database.db)).filter((j) => j.channel === 'push'),
    ).toHaveLength(0);

    // the end of the match: the service answers 410, the subscription is removed
    await event(matchId, 1, { type: 'retire', side: 'away' });
    await t.app.notifications.processQueue();
    expect(sent()).toBe(4);
    const subs = await t.app.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, fanId));
    expect(subs).toHaveLength(0);
    expect(await pendingNotificationJobs(t.app.database.db)).toHaveLength(0);
  });

  it('holds a result back by the video delay (spoiler guard) but not the start', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/user/notifications/settings',
      headers: fan,
    });
    expect(settings.json().kinds.match_finished).toEqual({ app: true, push: true });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notifications/settings',
      headers: fan,
      payload: { ...settings.json<Record<string, unknown>>(), delaySeconds: 120 },
    });
    expect(saved.json().delaySeconds).toBe(120);
    const before = (await list(fan)).totalCount;
    const matchId = await createMatch(owner, {
      organizationId: club,
      home: { name: 'Stella Star', playerId: starId },
      away: { name: 'Delayed Rival' },
    });
    await event(matchId, 0, { type: 'point', side: 'home' });
    await event(matchId, 1, { type: 'retire', side: 'away' });
    await t.app.notifications.processQueue();
    // the start is there, the result is not yet
    const now = await list(fan);
    expect(now.totalCount).toBe(before + 1);
    expect(now.items[0]!.kind).toBe('match_started');
    const waiting = await pendingNotificationJobs(t.app.database.db);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(100_000);
  });

  it('turning a kind off in the app and as push makes none', async () => {
    const s = (
      await t.app.inject({ method: 'GET', url: '/api/user/notifications/settings', headers: member })
    ).json();
    s.kinds.match_started = { app: false, push: false };
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/notifications/settings',
      headers: member,
      payload: s,
    });
    const before = (await list(member)).totalCount;
    const matchId = await createMatch(owner, {
      organizationId: club,
      home: { name: 'Stella Star', playerId: starId },
      away: { name: 'Quiet Rival' },
    });
    await event(matchId, 0, { type: 'point', side: 'home' });
    expect((await list(member)).totalCount).toBe(before);
  });

  it('tells an invited user of the invitation', async () => {
    const invited = await person(t, 'invited@notify.test');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/organization/${club}/invitations`,
      headers: owner,
      payload: { userId: invited.user.id, message: 'Join us' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const got = await list(invited.headers);
    expect(got.items.map((n) => [n.kind, n.params.organization])).toEqual([['invitation', 'Notify Club']]);
  });

  it('signed out: 401 on every notification endpoint', async () => {
    for (const url of ['/api/user/notifications', '/api/user/notifications/unread', '/api/user/dashboard'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
