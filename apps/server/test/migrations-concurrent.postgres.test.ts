import { MIGRATIONS_DIR } from '@sportzone/db';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { POSTGRES_ADMIN_URL } from './helpers/db';

/** Migrations on PostgreSQL hold an advisory lock: instances that start at once migrate one by one. */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('instances starting together on one fresh database', () => {
  it('all start, and each migration is applied once', async () => {
    const name = `sz_test_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'sz-mig-'));
    dirs.push(dataDir);
    const apps: FastifyInstance[] = [];
    try {
      const started = await Promise.allSettled(
        [1, 2, 3].map(async () => {
          const config = loadConfig({
            PUBLIC_URL: 'http://localhost:3000',
            DATA_DIR: dataDir,
            DATABASE_URL: url.toString(),
            LOG_LEVEL: 'silent',
            DEMO_DATA: 'false',
            RTMP_PORT: 'off',
          });
          const app = await buildApp({ config, logger: false });
          apps.push(app);
          await app.ready();
          return app;
        }),
      );
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ]);
      const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      await check.end();
      expect(applied.rows.length).toBe(journal.entries.length);
      expect(applied.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
    } finally {
      await Promise.allSettled(apps.map((app) => app.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
