/**
 * The database half of a restore, into an empty database (embedded or PostgreSQL alike):
 * 1. the schema as it was when the backup was made: the backup's migrations, no more;
 * 2. every row, in one transaction, with the foreign keys set aside while the tables fill (any order
 *    then works, self-references included) and the tables' own triggers off (rows come back as they
 *    were, nothing derived again); the keys are added back, which checks every row;
 * 3. the sequences where they were, so no id is handed out twice;
 * 4. the migrations that came after the backup, which move its data as they move any release's.
 */
import { MIGRATIONS_DIR, type Database, type DbOrTx } from '@sportzone/db';
import { sql } from 'drizzle-orm';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { withTransactionScope } from '../plugins/external/db';
import type { ArchiveReader } from './archive';
import { quoteIdentifier, rowsOf, tablesOf } from './dump';
import { BackupError, tableMember, type BackupManifest } from './manifest';

const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

interface JournalEntry {
  when: number;
  tag: string;
}

function readJournal(): { entries: JournalEntry[] } {
  return JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
}

/**
 * This version's migrations up to the backup's level. A backup with a migration this version does not
 * have (a newer release made it) is refused.
 */
export function migrationsUpTo(applied: BackupManifest['migrations']): JournalEntry[] {
  const { entries } = readJournal();
  const unknown = applied.findIndex((m, i) => entries[i]?.when !== m.createdAt);
  if (unknown !== -1 || applied.length === 0) {
    throw new BackupError(
      'The backup’s database has migrations this version of Sportzone does not know ' +
        '(a newer version made it): restore it with the version that made it, or a later one.',
    );
  }
  return entries.slice(0, applied.length);
}

/** A migrations folder of the shape drizzle reads, with only the backup's migrations. */
function migrationsFolderAt(applied: BackupManifest['migrations']) {
  const entries = migrationsUpTo(applied);
  const folder = mkdtempSync(join(tmpdir(), 'sportzone-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...readJournal(), entries }));
  for (const { tag } of entries) {
    copyFileSync(join(MIGRATIONS_DIR, `${tag}.sql`), join(folder, `${tag}.sql`));
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The lines of a gzipped member, decoded across chunk boundaries. */
async function* linesOf(reader: ArchiveReader, member: string): AsyncGenerator<string> {
  const source = reader.stream(reader.members.get(member)!);
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip).setEncoding('utf8');
  let rest = '';
  for await (const chunk of gunzip as AsyncIterable<string>) {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
}

async function loadTable(tx: DbOrTx, reader: ArchiveReader, table: BackupManifest['tables'][number]) {
  const name = quoteIdentifier(table.name);
  const columns = table.columns.map(quoteIdentifier).join(', ');
  let batch: string[] = [];
  let chars = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(
      sql`insert into ${sql.raw(name)} (${sql.raw(columns)}) overriding system value
          select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(name)}, ${`[${batch.join(',')}]`}::jsonb)`,
    );
    count += batch.length;
    batch = [];
    chars = 0;
  };
  try {
    for await (const line of linesOf(reader, tableMember(table.name))) {
      if (!line) continue;
      batch.push(line);
      chars += line.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
    }
  } catch (err) {
    if (err instanceof Error && 'code' in err && String(err.code).startsWith('Z_')) {
      throw new BackupError(`The rows of table ${table.name} are damaged in the backup (${err.message}).`);
    }
    throw err;
  }
  await flush();
  if (count !== table.rows) {
    throw new BackupError(`Table ${table.name}: the backup lists ${table.rows} rows but holds ${count}.`);
  }
  return count;
}

/** The tables of the target must be those of the backup, column for column, at the backup's level. */
async function checkTables(tx: DbOrTx, manifest: BackupManifest) {
  const target = new Map((await tablesOf(tx)).map((t) => [t.name, t.columns]));
  for (const table of manifest.tables) {
    const columns = target.get(table.name);
    const same =
      columns && columns.length === table.columns.length && table.columns.every((c) => columns.includes(c));
    if (!same) {
      throw new BackupError(
        `Table ${table.name} differs between the backup and the schema at its level ` +
          `(backup: ${table.columns.join(', ')}; here: ${columns?.join(', ') ?? 'no such table'}).`,
      );
    }
  }
}

/** Restores the database half into an empty database; the number of rows written. */
export async function loadDatabase(
  opened: Database,
  reader: ArchiveReader,
  manifest: BackupManifest,
): Promise<number> {
  const level = migrationsFolderAt(manifest.migrations);
  try {
    await opened.migrate(level.folder);
  } finally {
    level.remove();
  }
  const database = withTransactionScope(opened);
  const rows = await database.transaction(async (tx) => {
    await checkTables(tx, manifest);
    const foreignKeys = await rowsOf<{ table: string; name: string; definition: string }>(
      tx,
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace
        order by 1, 2`,
    );
    const run = (statement: string) => tx.execute(sql.raw(statement));
    for (const fk of foreignKeys)
      await run(`alter table ${fk.table} drop constraint ${quoteIdentifier(fk.name)}`);
    const tables = manifest.tables.map((t) => quoteIdentifier(t.name));
    for (const table of tables) await run(`alter table ${table} disable trigger user`);
    let total = 0;
    for (const table of manifest.tables) total += await loadTable(tx, reader, table);
    for (const { name, lastValue } of manifest.sequences) {
      if (lastValue === null) continue;
      await tx.execute(sql`select setval(${quoteIdentifier(name)}::regclass, ${lastValue}::bigint, true)`);
    }
    for (const table of tables) await run(`alter table ${table} enable trigger user`);
    for (const fk of foreignKeys) {
      await run(`alter table ${fk.table} add constraint ${quoteIdentifier(fk.name)} ${fk.definition}`);
    }
    return total;
  });
  await opened.migrate();
  return rows;
}
