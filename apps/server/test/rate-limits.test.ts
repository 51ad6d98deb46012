import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';

/**
 * Rate limits behind a load balancer: with REDIS_URL every instance counts in Redis, so a client gets
 * the limit once, not once per instance. The count is per deployment (its namespace in the database).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** POST /api/user/login allows 30 calls a minute per client address */
const LIMIT = 30;

let db: TestDatabase;
const apps: FastifyInstance[] = [];

async function instance(redisUrl: string): Promise<FastifyInstance> {
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl ?? '',
    REDIS_URL: redisUrl,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    RTMP_PORT: 'off',
  });
  const app = await buildApp({ config, logger: false, ...(db.databaseUrl ? {} : { database: db.database }) });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.drop();
});

const login = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', remoteAddress }).then((r) => r.statusCode);

describe(`rate limits across instances (${TEST_DB})`, () => {
  it('are shared through Redis: the limit holds for the sum of calls to every instance', async () => {
    const [a, b] = [await instance(REDIS_URL), await instance(REDIS_URL)];
    const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 10; i++) statuses.push(await login(i % 2 ? b : a, address));
    // anonymous: 401 while under the limit, 429 past it, whichever instance answers
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT)).toEqual(Array(10).fill(429));
    // another client address has its own count
    expect(await login(a, '10.8.0.1')).toBe(401);
  });

  it('let requests through when Redis cannot be reached, rather than refusing everybody', async () => {
    const app = await instance(REDIS_URL);
    await app.redis!.publisher.quit();
    expect(await login(app, '10.7.0.1')).toBe(401);
  });
});
