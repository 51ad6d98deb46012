/**
 * Making a backup file (decision 042) from the configured database:
 * - PostgreSQL (DATABASE_URL): read directly, in one repeatable-read transaction, servers running or not;
 * - the embedded database while a server owns DATA_DIR (server.json): a copy of its folder made by
 *   that server (POST /local/database-copy), opened here, read like any database, then removed;
 * - the embedded database with no server: its folder opened here (read, never migrated or written).
 * Then the files of DATA_DIR (recordings), then the manifest. A backup that fails leaves no file.
 */
import { openDatabase, type Database } from '@sportzone/db';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { withTransactionScope } from '../plugins/external/db';
import {
  isProcessAlive,
  LOCAL_SECRET_HEADER,
  readServerFile,
  serverFilePath,
} from '../plugins/external/oidc/server-file';
import { ArchiveWriter } from './archive';
import { dumpDatabase } from './dump';
import { addFiles } from './files';
import { BackupError, FORMAT, FORMAT_VERSION, MANIFEST_MEMBER, type BackupManifest } from './manifest';

export interface BackupSource {
  database: Database;
  /** where the data came from, in words */
  description: string;
  /** after the database is closed: removes the server's copy, if it is one */
  done?: () => void;
}

/** `sportzone-backup-2026-11-27T12-31-56Z.tar` */
export const defaultBackupName = (now = new Date()) =>
  `sportzone-backup-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar`;

export const describePostgres = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} at ${url.host}`;
};

async function copyFromServer(config: AppConfig): Promise<BackupSource | null> {
  const file = readServerFile(config.dataDir);
  if (!file || !isProcessAlive(file.pid)) return null;
  if (!file.databaseCopySecret) {
    throw new BackupError(
      `The server running on ${config.dataDir} (pid ${file.pid}) does not give database copies ` +
        '(it was started before backups existed, or runs on PostgreSQL): restart it, or stop it and back up again.',
    );
  }
  let res: Response;
  try {
    res = await fetch(new URL('/local/database-copy', file.url), {
      method: 'POST',
      headers: { [LOCAL_SECRET_HEADER]: file.databaseCopySecret },
      signal: AbortSignal.timeout(300_000),
    });
  } catch (err) {
    // never open the folder while its owner may still be alive (it could be starting or stopping)
    throw new BackupError(
      `A server (pid ${file.pid}) owns ${config.dataDir} but did not answer at ${file.url}: ` +
        `${err instanceof Error ? err.message : String(err)}.\n` +
        `Try again when it is up, or stop it. If no server runs, delete ${serverFilePath(config.dataDir)}.`,
    );
  }
  const body = (await res.json().catch(() => ({}))) as { folder?: string; message?: string };
  if (!res.ok || !body.folder) {
    throw new BackupError(`The server refused the database copy (${res.status}): ${body.message ?? ''}`);
  }
  const folder = body.folder;
  try {
    return {
      database: await openDatabase({ dataDir: folder }),
      description: `the embedded database in ${config.dataDir} (a copy from the running server, pid ${file.pid})`,
      done: () => rmSync(folder, { recursive: true, force: true }),
    };
  } catch (err) {
    rmSync(folder, { recursive: true, force: true });
    throw err;
  }
}

export async function openBackupSource(config: AppConfig): Promise<BackupSource> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    return { database, description: describePostgres(config.databaseUrl) };
  }
  const fromServer = await copyFromServer(config);
  if (fromServer) return fromServer;
  const folder = join(config.dataDir, 'pglite');
  if (!existsSync(folder) || readdirSync(folder).length === 0) {
    throw new BackupError(
      `There is no embedded database in ${config.dataDir} (no pglite folder). ` +
        'Set DATA_DIR to the data folder, or DATABASE_URL for PostgreSQL.',
    );
  }
  return {
    database: await openDatabase({ dataDir: config.dataDir }),
    description: `the embedded database in ${config.dataDir}`,
  };
}

export interface BackupOptions {
  out: string;
  dataDir: string;
  /** leave the livestreams' recordings out (they can be large) */
  withoutRecordings: boolean;
}

export async function writeBackup(source: BackupSource, options: BackupOptions): Promise<BackupManifest> {
  let archive: ArchiveWriter;
  try {
    archive = await ArchiveWriter.create(options.out);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new BackupError(`${options.out} exists; a backup never replaces a file.`);
    if (code === 'ENOENT') throw new BackupError(`The folder of ${options.out} does not exist.`);
    throw err;
  }
  try {
    const createdAt = new Date().toISOString();
    const dump = await dumpDatabase(withTransactionScope(source.database), archive);
    const files = options.withoutRecordings
      ? { count: 0, bytes: 0 }
      : await addFiles(options.dataDir, archive);
    const manifest: BackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt,
      source: { database: source.database.kind, serverVersion: dump.serverVersion },
      migrations: dump.migrations,
      tables: dump.tables,
      sequences: dump.sequences,
      files: { ...files, recordingsLeftOut: options.withoutRecordings },
    };
    await archive.add(MANIFEST_MEMBER, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await archive.close();
    return manifest;
  } catch (err) {
    await archive.abandon();
    rmSync(options.out, { force: true });
    throw err;
  }
}
