import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '@sportzone/db';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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

describe('migrations that move data', () => {
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
});
