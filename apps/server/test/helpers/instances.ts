import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { TestDatabase } from './db';

export interface Instance {
  app: FastifyInstance;
  config: AppConfig;
  /** the instance's live socket, ws://…/api/live */
  url: string;
}

/**
 * One more instance of the server on a test's database, listening on a port of its own, as a second
 * process would be: on PostgreSQL with its own connection pool, on PGlite sharing the one embedded
 * database. `env` adds to (or overrides) the environment, e.g. REDIS_URL for a scaled-out pair.
 */
export async function startInstance(db: TestDatabase, env: Record<string, string> = {}): Promise<Instance> {
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'true',
    SIMULATOR: 'false',
    ...env,
  });
  const app = await buildApp({ config, logger: false, ...(db.databaseUrl ? {} : { database: db.database }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, config, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/live` };
}
