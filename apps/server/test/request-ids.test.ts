import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { issueLocalAccessToken } from '../src/plugins/external/oidc/local-token';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';

/**
 * Every log line written while a request is handled names it, whoever wrote it: here the domain
 * events' own line when a listener fails during score entry (src/events.ts logs through the app's
 * logger, not the request's). The caller's x-request-id is kept when it is plain, and always answered.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let db: TestDatabase;
let app: FastifyInstance;
let base: string;
let headers: Record<string, string>;
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'info',
    DEMO_DATA: 'true',
    SIMULATOR: 'false',
    RTMP_PORT: 'off',
  });
  app = await buildApp({ config, database: db.database, logStream: { write: (l) => void lines.push(l) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { token } = await issueLocalAccessToken(app.database.db, config, {
    email: 'organizer@sportzone.test',
  });
  headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // a listener that fails: the event bus logs it, during the scorer's request
  app.events.on('match.recorded', () => {
    throw new Error('listener broke');
  });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

async function createMatch() {
  const res = await fetch(`${base}/api/matches`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ sport: 'tennis', home: { name: 'Lea Park' }, away: { name: 'Noor Aziz' } }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const score = (id: number, seq: number, extra: Record<string, string> = {}) =>
  fetch(`${base}/api/matches/${id}/events`, {
    method: 'POST',
    headers: { ...headers, ...extra },
    body: JSON.stringify({ clientEventId: crypto.randomUUID(), seq, event: { type: 'point', side: 'home' } }),
  });

/** A score entry whose body arrives a moment after its headers, in a packet of its own. */
function scoreSlowly(id: number, seq: number, requestId: string): Promise<number> {
  const body = JSON.stringify({
    clientEventId: crypto.randomUUID(),
    seq,
    event: { type: 'point', side: 'home' },
  });
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/matches/${id}/events`, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body), 'x-request-id': requestId },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.flushHeaders();
    setTimeout(() => req.end(body), 50);
  });
}

describe(`request ids in the logs (${TEST_DB})`, () => {
  it('keeps the caller’s id, answers it, and puts it on a service’s line written during the request', async () => {
    const id = await createMatch();
    const res = await score(id, 0, { 'x-request-id': 'scorer-7f3a.1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('scorer-7f3a.1');
    const failed = logged().find((l) => l.msg === 'event match.recorded: a handler failed');
    expect(failed?.reqId).toBe('scorer-7f3a.1');
    const mine = lines.filter((line) => line.includes('"scorer-7f3a.1"'));
    expect(mine.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(
      expect.arrayContaining([
        'incoming request',
        'event match.recorded: a handler failed',
        'request completed',
      ]),
    );
    // named once per line: fastify's request logger already names it, the others get it added
    for (const line of mine) expect(line.match(/"reqId"/g)).toHaveLength(1);
  });

  it('keeps it when the body arrives after the headers (read outside the request’s context)', async () => {
    const id = await createMatch();
    expect(await scoreSlowly(id, 0, 'slow-body-1')).toBe(200);
    const failures = logged().filter((l) => l.msg === 'event match.recorded: a handler failed');
    expect(failures.at(-1)?.reqId).toBe('slow-body-1');
  });

  it('makes an id when the caller sends none or one it cannot print safely', async () => {
    const id = await createMatch();
    expect((await score(id, 0)).status).toBe(200);
    for (const sent of [undefined, 'two words', 'x'.repeat(200)]) {
      const before = lines.length;
      const res = await score(id, 0, sent === undefined ? {} : { 'x-request-id': sent });
      expect(res.status).toBe(409); // behind the match: answered all the same
      const reqId = res.headers.get('x-request-id')!;
      expect(reqId).toMatch(UUID);
      expect(lines.slice(before).some((line) => line.includes(`"reqId":"${reqId}"`))).toBe(true);
    }
  });

  it('names the request in lines written by inject too, and none outside a request', async () => {
    const id = await createMatch();
    const res = await app.inject({
      method: 'POST',
      url: `/api/matches/${id}/events`,
      headers: { ...headers, 'x-request-id': 'injected-1' },
      payload: { clientEventId: crypto.randomUUID(), seq: 0, event: { type: 'point', side: 'away' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('injected-1');
    const failures = logged().filter((l) => l.msg === 'event match.recorded: a handler failed');
    expect(failures.at(-1)?.reqId).toBe('injected-1');
    expect(logged().find((l) => l.msg === 'database ready')?.reqId).toBeUndefined();
  });
});
