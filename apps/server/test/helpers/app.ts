import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The whole app on a fresh database (PGlite or PostgreSQL per TEST_DB), driven with inject. */
export async function createTestApp(
  env: Record<string, string> = {},
  existing?: TestDatabase,
): Promise<TestApp> {
  const db = existing ?? (await createTestDatabase());
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    // no RTMP ingest unless a test asks for one (streaming-ingest.test.ts)
    RTMP_PORT: 'off',
    ...env,
  });
  const app = await buildApp({ config, database: db.database, logger: false });
  await app.ready();
  return {
    app,
    config,
    db,
    async close() {
      await app.close();
      if (!existing) await db.drop();
    },
  };
}
