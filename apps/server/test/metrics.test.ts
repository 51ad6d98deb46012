import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../bench/live-client';
import { loadConfig } from '../src/config';
import { issueLocalAccessToken } from '../src/plugins/external/oidc/local-token';
import { createTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';
import { startInstance, type Instance } from './helpers/instances';
import { bearer } from './helpers/people';

/**
 * /metrics (decision 041): a scraper with the token reads the instance's series in Prometheus's text
 * format; they move as viewers watch points being scored; Debian's promtool accepts the exposition.
 */
const TOKEN = 'metrics-test-token-0123456789';
const scraper = { authorization: `Bearer ${TOKEN}` };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Labels = Record<string, string>;

/** One sample of the exposition (undefined: no such series). */
function sample(text: string, name: string, labels: Labels = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/** `promtool check metrics` on the exposition: its exit status and what it said. */
function promtool(text: string) {
  const r = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  if (r.error)
    throw new Error(`promtool did not run (Debian: apt-get install -y prometheus): ${r.error.message}`);
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

async function scrape(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: scraper });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

async function createMatch(app: FastifyInstance, headers: Labels) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/matches',
    headers,
    payload: {
      sport: 'rally',
      format: { bestOf: 1, target: 999 },
      home: { name: 'Ana Duarte' },
      away: { name: 'Ida Berg' },
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return (res.json() as { id: number }).id;
}

const point = (
  app: FastifyInstance,
  headers: Labels,
  id: number,
  seq: number,
  clientEventId = randomUUID(),
) =>
  app.inject({
    method: 'POST',
    url: `/api/matches/${id}/events`,
    headers,
    payload: { clientEventId, seq, event: { type: 'point', side: 'home' } },
  });

async function watch(url: string, id: number) {
  const viewer = await LiveClient.open(url);
  viewer.send({ type: 'subscribe', topic: `match:${id}` });
  await viewer.until((ms) => ms.some((m) => m.type === 'snapshot'), 5000, 'snapshot');
  return viewer;
}

describe(`/metrics (${TEST_DB})`, () => {
  let t: TestApp;
  let organizer: Labels;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false', METRICS_TOKEN: TOKEN });
    organizer = await bearer(t, 'organizer@sportzone.test');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is read with the scraper token only, not with anybody’s session', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/metrics', headers: organizer });
    expect(session.statusCode).toBe(401);
    const ok = await t.app.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('moves as a viewer watches points scored, and promtool accepts it', async () => {
    const id = await createMatch(t.app, organizer);
    const viewer = await watch(url, id);
    const before = await scrape(t.app);
    expect(sample(before, 'sportzone_live_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(before, 'sportzone_live_subscriptions', { topic: 'match' })).toBeGreaterThanOrEqual(1);

    let seq = 0;
    for (let i = 0; i < 5; i++) {
      const res = await point(t.app, organizer, id, seq);
      expect(res.statusCode).toBe(200);
      seq = res.json<{ seq: number }>().seq;
    }
    // a scorer behind the match (409), and a client id used again at the current seq: the unique
    // index refuses the insert (a query error) and the stored event is the answer (replayed)
    expect((await point(t.app, organizer, id, 2)).statusCode).toBe(409);
    const reused = randomUUID();
    expect((await point(t.app, organizer, id, seq, reused)).statusCode).toBe(200);
    expect((await point(t.app, organizer, id, seq + 1, reused)).statusCode).toBe(200);
    await viewer.until((ms) => ms.filter((m) => m.type === 'match').length >= 6, 5000, '6 points');
    await viewer.close();
    const after = await scrape(t.app);

    const moved = (name: string, labels: Labels = {}) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    const http = { route: '/api/matches/:id/events', method: 'POST' };
    expect(moved('sportzone_http_request_duration_seconds_count', { ...http, status_class: '2xx' })).toBe(7);
    expect(moved('sportzone_http_request_duration_seconds_count', { ...http, status_class: '4xx' })).toBe(1);
    expect(moved('sportzone_score_events_total', { sport: 'rally', kind: 'event' })).toBe(6);
    expect(moved('sportzone_score_entry_duration_seconds_count', { outcome: 'accepted' })).toBe(6);
    expect(moved('sportzone_score_entry_duration_seconds_count', { outcome: 'stale' })).toBe(1);
    expect(moved('sportzone_score_entry_duration_seconds_count', { outcome: 'replayed' })).toBe(1);
    expect(moved('sportzone_database_query_errors_total')).toBeGreaterThanOrEqual(1);
    expect(moved('sportzone_live_delivery_lag_seconds_count')).toBe(6);
    expect(moved('sportzone_live_deliveries_total')).toBeGreaterThanOrEqual(6);
    // every one of them reached the viewer within a second of its server time
    expect(moved('sportzone_live_delivery_lag_seconds_bucket', { le: '1' })).toBe(6);

    expect(sample(after, 'sportzone_database_info', { kind: TEST_DB })).toBe(1);
    expect(sample(after, 'sportzone_database_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'sportzone_database_connections_max')).toBe(TEST_DB === 'postgres' ? 10 : 1);
    expect(sample(after, 'sportzone_database_waiting')).toBe(0);
    expect(sample(after, 'sportzone_live_bus_state', { state: 'in-process' })).toBe(1);
    expect(sample(after, 'sportzone_live_bus_state', { state: 'down' })).toBe(0);
    expect(sample(after, 'sportzone_video_ingest_enabled')).toBe(0);
    expect(sample(after, 'sportzone_video_ingests', { state: 'live' })).toBe(0);
    expect(sample(after, 'sportzone_draining')).toBe(0);
    expect(sample(after, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);

    const checked = promtool(after);
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  });

  it('times requests by route pattern, never by URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/matches/987654' });
    await t.app.inject({ method: 'GET', url: '/no/such/page/here' });
    const text = await scrape(t.app);
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!));
    expect([...routes].filter((r) => r.includes('987654') || r.startsWith('/no/'))).toEqual([]);
    expect(
      sample(text, 'sportzone_http_request_duration_seconds_count', {
        route: '/api/matches/:id',
        method: 'GET',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'sportzone_http_request_duration_seconds_count', {
        route: 'unmatched',
        method: 'GET',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe(`/metrics on a port of its own (${TEST_DB})`, () => {
  let open: TestApp;
  let guarded: TestApp;

  beforeAll(async () => {
    open = await createTestApp({ METRICS_PORT: '0' });
    guarded = await createTestApp({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN }, open.db);
  });
  afterAll(async () => {
    await guarded?.close();
    await open?.close();
  });

  it('serves GET /metrics there alone, and not on the app’s port without METRICS_TOKEN', async () => {
    const port = open.app.metrics.port();
    expect(port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(promtool(await res.text()).status).toBe(0);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    expect((await open.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await open.app.inject({ method: 'GET', url: '/metrics', headers: scraper })).statusCode).toBe(
      404,
    );
  });

  it('refuses a short token and a port taken by the app', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 16 to 200/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT must be a whole number/);
  });

  it('asks for the token there too when METRICS_TOKEN is set', async () => {
    const at = `http://127.0.0.1:${guarded.app.metrics.port()}/metrics`;
    expect((await fetch(at)).status).toBe(401);
    expect((await fetch(at, { headers: scraper })).status).toBe(200);
  });
});

describe.runIf(process.env.TEST_REDIS !== '0')(`/metrics of two instances on Redis (${TEST_DB})`, () => {
  let db: TestDatabase;
  let a: Instance;
  let b: Instance;
  let headers: Labels;

  beforeAll(async () => {
    db = await createTestDatabase();
    a = await startInstance(db, { REDIS_URL, METRICS_TOKEN: TOKEN });
    b = await startInstance(db, { REDIS_URL, METRICS_TOKEN: TOKEN });
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

  it('measures the bus: points scored on one reach the other’s viewers through Redis', async () => {
    const id = await createMatch(a.app, headers);
    const viewer = await watch(b.url, id);
    const before = await scrape(b.app);
    let seq = 0;
    for (let i = 0; i < 4; i++) {
      const res = await point(a.app, headers, id, seq);
      expect(res.statusCode).toBe(200);
      seq = res.json<{ seq: number }>().seq;
    }
    await viewer.until((ms) => ms.filter((m) => m.type === 'match').length >= 4, 5000, '4 points on b');
    await viewer.close();
    const after = await scrape(b.app);
    const moved = (name: string) => (sample(after, name) ?? 0) - (sample(before, name) ?? 0);
    expect(sample(after, 'sportzone_live_bus_state', { state: 'up' })).toBe(1);
    expect(moved('sportzone_live_bus_lag_seconds_count')).toBeGreaterThanOrEqual(4);
    expect(moved('sportzone_live_delivery_lag_seconds_count')).toBe(4);
    // scored on a: b heard them, recorded none
    expect(sample(after, 'sportzone_score_events_total', { sport: 'rally', kind: 'event' })).toBeUndefined();
    expect(promtool(after).status).toBe(0);
  });
});
