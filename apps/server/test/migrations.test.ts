import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '@sportzone/db';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL, TEST_DB } from './helpers/db';

/**
 * Migrations that move data, run on a database as an earlier release left it: the migrations up to
 * the one before, rows as that release wrote them, then the rest (what `npm start` does on an old data
 * folder).
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder whose journal stops before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sz-migrations-'));
  dirs.push(dir);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database of the project's kind (PGlite, or a PostgreSQL database dropped at the end). */
async function emptyDatabase() {
  if (TEST_DB === 'pglite') {
    const client = new PGlite();
    const db = drizzle(client);
    return {
      migrate: (migrationsFolder: string) => migrate(db, { migrationsFolder }),
      exec: async (sql: string) => void (await client.exec(sql)),
      query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      close: () => client.close(),
    };
  }
  const name = `sz_test_mig_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzlePostgres(client);
  return {
    migrate: (migrationsFolder: string) => migratePostgres(db, { migrationsFolder }),
    exec: async (sql: string) => void (await client.query(sql)),
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

// each test starts a database and migrates it from nothing: on a busy machine that takes longer than 30 s
describe('migrations that move data', { timeout: 120_000 }, () => {
  it('0009 moves a YouTube livestream’s broadcast id out of recording_path', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0009_livestream_broadcast_id') });
    // as release 0008 stored them (the channel's owner and organization need not exist for this)
    await client.exec(`
      SET session_replication_role = replica;
      INSERT INTO channels (id, owner_id, name, streaming_platform, key_salt, key_hash, key_hint)
        VALUES (1, 1, 'YouTube', 'youtube', 's', 'h', 'k'), (2, 1, 'Ours', 'embedded', 's', 'h', 'k');
      INSERT INTO livestreams (id, channel_id, title, status, recording_path)
        VALUES (1, 1, 'On YouTube', 'ended', 'youtube/AbC_12-xyz'),
               (2, 2, 'Ours', 'ended', 'hls/2'),
               (3, 2, 'Planned', 'scheduled', NULL);
      SET session_replication_role = DEFAULT;
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const rows = await client.query<{
      id: number;
      recording_path: string | null;
      broadcast_id: string | null;
    }>('SELECT id, recording_path, broadcast_id FROM livestreams ORDER BY id');
    expect(rows.rows).toEqual([
      { id: 1, recording_path: null, broadcast_id: 'AbC_12-xyz' },
      { id: 2, recording_path: 'hls/2', broadcast_id: null },
      { id: 3, recording_path: null, broadcast_id: null },
    ]);
    await client.close();
  });

  it('0011 calls a match’s container its tournament, and a deleted match’s calendar entry keeps it', async () => {
    const db = await emptyDatabase();
    try {
      await db.migrate(migrationsBefore('0011_tournament_id'));
      // as release 0010 stored them: a match of tournament 7 (no foreign key), one of none
      await db.exec(`
        INSERT INTO matches (id, sport, format, home_name, away_name, container_id, scheduled_at, state, summary)
          VALUES (1, 'tennis', '{}', 'A', 'B', 7, '2026-12-01T10:00:00Z', '{}', '{}'),
                 (2, 'tennis', '{}', 'C', 'D', NULL, '2026-12-01T11:00:00Z', '{}', '{}');
      `);
      await db.migrate(MIGRATIONS_DIR);
      expect(await db.query('SELECT id, tournament_id FROM matches ORDER BY id')).toEqual([
        { id: 1, tournament_id: 7 },
        { id: 2, tournament_id: null },
      ]);
      // the trigger of 0006 writes the renamed column of both tables
      await db.exec('DELETE FROM matches WHERE id = 1');
      expect(await db.query('SELECT match_id, tournament_id FROM calendar_cancelled_matches')).toEqual([
        { match_id: 1, tournament_id: 7 },
      ]);
    } finally {
      await db.close();
    }
  });
});
