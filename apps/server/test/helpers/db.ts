import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase, type Database } from '@sportzone/db';
import pg from 'pg';
import { inject } from 'vitest';
import { templateDir } from './paths';

export const TEST_DB = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
export const POSTGRES_ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  database: Database;
  /** DATA_DIR for an app on this database (pictures, server.json …) */
  dataDir: string;
  /** set when the database is PostgreSQL, so a second app or process can connect to the same one */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template, or a new
 * PostgreSQL database created for the file and dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const id = randomBytes(6).toString('hex');
  const root = inject('testRoot');
  const dataDir = resolve(root, `run-${id}`);
  mkdirSync(dataDir, { recursive: true });
  if (TEST_DB === 'postgres') {
    const name = `sz_test_${id}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const database = await openDatabase({ databaseUrl });
    await database.migrate();
    return {
      database,
      dataDir,
      databaseUrl,
      async drop() {
        await database.close().catch(() => {});
        const a = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!existsSync(templateDir(root)))
    throw new Error('PGlite template missing: run through the root vitest config');
  cpSync(resolve(templateDir(root), 'pglite'), resolve(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  return {
    database,
    dataDir,
    databaseUrl: undefined,
    async drop() {
      await database.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
