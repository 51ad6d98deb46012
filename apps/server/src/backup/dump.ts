/**
 * The database half of a backup: every row of every table of the `public` schema, read in one
 * repeatable-read transaction (one consistent moment, writers not blocked on PostgreSQL), written as
 * the database's own JSON of each row (`to_jsonb`), gzipped, one archive member per table. Works through
 * the shared `Db`, so the embedded database and PostgreSQL are dumped by the same code. Never writes.
 */
import type { DbOrTx } from '@sportzone/db';
import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { AppDatabase } from '../plugins/external/db';
import type { ArchiveWriter } from './archive';
import { BackupError, tableMember, type BackupManifest } from './manifest';

/** Rows fetched from the cursor at a time: a few MB at most with pictures, and few round trips. */
const FETCH_ROWS = 500;

export async function rowsOf<T>(db: DbOrTx, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables of the schema and their stored columns (generated ones are left to the database). */
export async function tablesOf(db: DbOrTx): Promise<{ name: string; columns: string[] }[]> {
  const rows = await rowsOf<{ name: string; columns: string[] | string }>(
    db,
    `select c.relname as name,
            json_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attgenerated = ''
      group by c.relname
      order by c.relname`,
  );
  // node-postgres parses json; PGlite may hand it over as text
  return rows.map((r) => ({
    name: r.name,
    columns: typeof r.columns === 'string' ? (JSON.parse(r.columns) as string[]) : r.columns,
  }));
}

/** The migrations applied, as drizzle's migrator records them; none when nothing was ever migrated. */
export async function migrationsOf(db: DbOrTx): Promise<BackupManifest['migrations']> {
  const [exists] = await rowsOf<{ found: boolean }>(
    db,
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  const rows = await rowsOf<{ created_at: string; hash: string }>(
    db,
    'select created_at::text as created_at, hash from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((r) => ({ createdAt: Number(r.created_at), hash: r.hash }));
}

async function* tableLines(tx: DbOrTx, table: string, counter: { rows: number }) {
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoteIdentifier(table)} t`,
    ),
  );
  for (;;) {
    const batch = await rowsOf<{ row: string }>(tx, `fetch ${FETCH_ROWS} from backup_rows`);
    if (batch.length === 0) break;
    counter.rows += batch.length;
    yield Buffer.from(batch.map((r) => `${r.row}\n`).join(''));
  }
  await tx.execute(sql.raw('close backup_rows'));
}

export type DatabaseDump = Pick<BackupManifest, 'migrations' | 'tables' | 'sequences'> & {
  serverVersion: string;
};

/** Writes every table into the archive; what it wrote, for the manifest. */
export async function dumpDatabase(database: AppDatabase, archive: ArchiveWriter): Promise<DatabaseDump> {
  return database.transaction(async (tx) => {
    await tx.execute(sql.raw('set transaction isolation level repeatable read, read only'));
    const migrations = await migrationsOf(tx);
    if (migrations.length === 0) {
      throw new BackupError('The database is empty: Sportzone has never started on it.');
    }
    const [server] = await rowsOf<{ version: string }>(
      tx,
      `select current_setting('server_version') as version`,
    );
    const tables: BackupManifest['tables'] = [];
    for (const { name, columns } of await tablesOf(tx)) {
      const counter = { rows: 0 };
      const gzip = createGzip();
      await Promise.all([
        pipeline(Readable.from(tableLines(tx, name, counter)), gzip),
        archive.add(tableMember(name), gzip),
      ]);
      tables.push({ name, columns, rows: counter.rows });
    }
    const sequences = await rowsOf<{ name: string; last_value: string | null }>(
      tx,
      `select sequencename as name, last_value::text as last_value
           from pg_sequences where schemaname = 'public' order by sequencename`,
    );
    return {
      serverVersion: server?.version ?? 'unknown',
      migrations,
      tables,
      sequences: sequences.map((s) => ({ name: s.name, lastValue: s.last_value })),
    };
  });
}
