/**
 * What a backup file holds (decision 042): a tar of
 *   database/<table>.jsonl.gz   every row of one table, one JSON object a line (PostgreSQL's to_jsonb)
 *   files/hls/<id>/…            the livestreams' recordings under DATA_DIR (unless left out)
 *   backup.json                 this manifest, written last: a file without it is not a whole backup
 * The rows are the database's own text forms, so a backup of the embedded database restores into
 * PostgreSQL and the other way round, whatever their versions.
 */
import type { ArchiveReader } from './archive';

export const FORMAT = 'sportzone-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_MEMBER = 'backup.json';
export const tableMember = (table: string) => `database/${table}.jsonl.gz`;
export const FILES_PREFIX = 'files/';

export interface BackupManifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  source: { database: 'pglite' | 'postgres'; serverVersion: string };
  /** the schema's level: the migrations applied, as drizzle records them (`when` of the journal) */
  migrations: { createdAt: number; hash: string }[];
  tables: { name: string; columns: string[]; rows: number }[];
  /** sequences' positions, so ids are not handed out twice after a restore */
  sequences: { name: string; lastValue: string | null }[];
  files: { count: number; bytes: number; recordingsLeftOut: boolean };
}

/** A problem with the backup file or the target, told to the operator as it is. */
export class BackupError extends Error {}

export async function readManifest(reader: ArchiveReader, path: string): Promise<BackupManifest> {
  const member = reader.members.get(MANIFEST_MEMBER);
  if (!member) {
    throw new BackupError(
      `${path} has no ${MANIFEST_MEMBER}: it is not a Sportzone backup, or the backup did not finish.`,
    );
  }
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse((await reader.read(member)).toString('utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BackupError(`${path}: ${MANIFEST_MEMBER} is not valid JSON.`);
  }
  if (manifest.format !== FORMAT) throw new BackupError(`${path} is not a Sportzone backup.`);
  if (manifest.version !== FORMAT_VERSION) {
    throw new BackupError(
      `${path} is a backup of format ${String(manifest.version)}; this version of Sportzone reads format ${FORMAT_VERSION}.`,
    );
  }
  if (!Array.isArray(manifest.migrations) || !Array.isArray(manifest.tables) || !manifest.files) {
    throw new BackupError(`${path}: ${MANIFEST_MEMBER} is incomplete.`);
  }
  for (const table of manifest.tables) {
    if (!reader.members.has(tableMember(table.name))) {
      throw new BackupError(`${path} lacks the rows of table ${table.name}.`);
    }
  }
  return manifest as BackupManifest;
}
