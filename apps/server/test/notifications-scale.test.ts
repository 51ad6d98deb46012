import {
  enqueueNotificationJobs,
  findUserByEmail,
  insertNotifications,
  pendingNotificationJobs,
} from '@sportzone/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { issueLocalAccessToken } from '../src/plugins/external/oidc/local-token';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';
import { startInstance, type Instance } from './helpers/instances';

/**
 * Notifications with several instances (decision 021): a person's `user` topic hears notifications
 * made on another instance through Redis, each exactly once (the queue's rows are claimed with
 * `for update skip locked`), and a queued notification left behind by an instance that stopped is
 * delivered by another one (the queue lives in the database).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: TestDatabase;
let a: Instance;
let b: Instance;
let token: string;
let userId: number;

const instance = () => startInstance(db, { REDIS_URL });

beforeAll(async () => {
  db = await createTestDatabase();
  a = await instance();
  b = await instance();
  token = (await issueLocalAccessToken(a.app.database.db, a.config, { email: 'user@sportzone.test' })).token;
  userId = (await findUserByEmail(a.app.database.db, 'user@sportzone.test'))!.id;
});
afterAll(async () => {
  await a?.app.close().catch(() => {});
  await b?.app.close();
  await db?.drop();
});

async function listen(url: string) {
  const ws = new WebSocket(`${url}?access_token=${token}`);
  const got: { type: string; notification?: { params: Record<string, unknown> } }[] = [];
  ws.on('message', (data) => got.push(JSON.parse(String(data))));
  await new Promise((resolve) => ws.on('open', resolve));
  ws.send(JSON.stringify({ type: 'subscribe', topic: 'user' }));
  await expect.poll(() => got.some((m) => m.type === 'subscribed')).toBe(true);
  return { ws, notes: () => got.filter((m) => m.type === 'notification') };
}

describe(`notifications across instances (${TEST_DB})`, () => {
  it('reach the person on the other instance through Redis, once', async () => {
    const onB = await listen(b.url);
    await a.app.notifications.notify([userId], {
      kind: 'invitation',
      params: { organization: 'Across Club' },
      link: null,
      dedupeKey: 'scale:1',
    });
    // both workers run; whichever claims the row delivers it, the other skips it
    await Promise.all([a.app.notifications.processQueue(), b.app.notifications.processQueue()]);
    await expect.poll(() => onB.notes().length).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(onB.notes()).toHaveLength(1);
    expect(onB.notes()[0]!.notification!.params.organization).toBe('Across Club');
    onB.ws.close();
  });

  it('a notification queued before an instance stopped is delivered by another', async () => {
    const onB = await listen(b.url);
    await a.app.close();
    // what an instance had committed when it stopped: the notification and its sending job
    const [row] = await insertNotifications(b.app.database.db, [
      { userId, kind: 'invitation', params: { organization: 'Left Behind' }, dedupeKey: 'scale:2' },
    ]);
    await enqueueNotificationJobs(b.app.database.db, [
      { notificationId: row!.id, channel: 'live', nextAttemptAt: new Date() },
    ]);
    await b.app.notifications.processQueue();
    await expect.poll(() => onB.notes().length).toBe(1);
    expect(onB.notes()[0]!.notification!.params.organization).toBe('Left Behind');
    expect(await pendingNotificationJobs(b.app.database.db)).toHaveLength(0);
    onB.ws.close();
  });
});
