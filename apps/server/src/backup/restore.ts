/**
 * Restoring a backup file (decision 042) into the configured target: the embedded database of DATA_DIR,
 * or the PostgreSQL database of DATABASE_URL, and the files of DATA_DIR. The target must be empty (no
 * database folder, no tables, no recordings) unless `force`: then the embedded database and the files
 * are moved aside into `DATA_DIR/replaced-<time>/` (nothing is deleted), and a PostgreSQL database is
 * cleared of what Sportzone made in it. Everything is checked before the target is touched; the
 * embedded database and the files are built in a staging folder and moved into place at the end, so a
 * restore that fails leaves the target as it was (a PostgreSQL database empty).
 */
import { openDatabase, type Database } from '@sportzone/db';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { withTransactionScope } from '../plugins/external/db';
import { isProcessAlive, readServerFile } from '../plugins/external/oidc/server-file';
import { ArchiveError, ArchiveReader } from './archive';
import { describePostgres } from './create';
import { containsFiles, extractFiles, FILE_FOLDERS, hasFiles } from './files';
import { loadDatabase, migrationsUpTo } from './load';
import { BackupError, readManifest, type BackupManifest } from './manifest';
import { clearDatabase, objectsIn, otherSessions } from './postgres-target';

export interface RestoreResult {
  manifest: BackupManifest;
  target: string;
  rows: number;
  files: number;
  /** where the replaced data folder contents went (force on a used target) */
  setAside: string | null;
}

async function openBackup(file: string): Promise<{ reader: ArchiveReader; manifest: BackupManifest }> {
  let reader: ArchiveReader;
  try {
    reader = await ArchiveReader.open(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no file ${file}.`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder, not a backup file.`);
    if (err instanceof ArchiveError)
      throw new BackupError(`${file} is not a Sportzone backup (${err.message}).`);
    throw err;
  }
  try {
    const manifest = await readManifest(reader, file);
    migrationsUpTo(manifest.migrations); // refuses a backup of a newer version before anything is touched
    return { reader, manifest };
  } catch (err) {
    await reader.close();
    throw err;
  }
}

function refuseNotEmpty(what: string): never {
  throw new BackupError(
    `${what} is not empty. Restore into an empty one, or add --force to replace what is there ` +
      '(the embedded database and files are moved aside into the data folder, a PostgreSQL database is cleared).',
  );
}

/** Checks the target and, with force, makes a PostgreSQL one empty; the open database, if PostgreSQL. */
async function prepareTarget(config: AppConfig, force: boolean): Promise<Database | null> {
  const owner = readServerFile(config.dataDir);
  if (owner && isProcessAlive(owner.pid)) {
    throw new BackupError(
      `A server (pid ${owner.pid}) is running on ${config.dataDir}: stop it before restoring.`,
    );
  }
  const filesThere = hasFiles(config.dataDir);
  if (!config.databaseUrl) {
    if (!force && containsFiles(join(config.dataDir, 'pglite')))
      refuseNotEmpty(`The embedded database in ${config.dataDir}`);
    if (!force && filesThere) refuseNotEmpty(`The files folder of ${config.dataDir} (hls/)`);
    return null;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    const objects = await objectsIn(database.db);
    if (!force && objects > 0) refuseNotEmpty(`The ${describePostgres(config.databaseUrl)}`);
    if (!force && filesThere) refuseNotEmpty(`The files folder of ${config.dataDir} (hls/)`);
    if (objects > 0) {
      const sessions = await otherSessions(database.db);
      if (sessions > 0) {
        throw new BackupError(
          `${sessions} other session(s) are connected to the ${describePostgres(config.databaseUrl)}: ` +
            'stop every server using it before restoring over it.',
        );
      }
      await clearDatabase(withTransactionScope(database));
    }
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * Puts the staged folders in place. What the target had there goes into DATA_DIR/replaced-<time>/ (it
 * holds files only with force: checked before); empty folders are just removed.
 */
function moveIntoPlace(dataDir: string, staging: string, names: string[]): string | null {
  let aside: string | null = null;
  for (const name of names) {
    const current = join(dataDir, name);
    if (!existsSync(current)) continue;
    if (!containsFiles(current)) {
      rmSync(current, { recursive: true, force: true });
      continue;
    }
    aside ??= join(dataDir, `replaced-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}Z`);
    mkdirSync(aside, { recursive: true });
    renameSync(current, join(aside, name));
  }
  for (const name of names) {
    if (existsSync(join(staging, name))) renameSync(join(staging, name), join(dataDir, name));
  }
  return aside;
}

export async function restoreBackup(
  config: AppConfig,
  options: { file: string; force: boolean },
): Promise<RestoreResult> {
  const { reader, manifest } = await openBackup(options.file);
  let postgres: Database | null = null;
  let staging: string | null = null;
  try {
    postgres = await prepareTarget(config, options.force);
    mkdirSync(config.dataDir, { recursive: true });
    staging = mkdtempSync(join(config.dataDir, '.restoring-'));
    const files = await extractFiles(reader, staging);
    const database = postgres ?? (await openDatabase({ dataDir: staging }));
    let rows: number;
    try {
      rows = await loadDatabase(database, reader, manifest);
    } catch (err) {
      // leave the PostgreSQL database empty again, as it was found (or cleared)
      if (postgres) await clearDatabase(withTransactionScope(postgres)).catch(() => {});
      throw err;
    } finally {
      if (!postgres) await database.close();
    }
    const names = postgres ? [...FILE_FOLDERS] : ['pglite', ...FILE_FOLDERS];
    const setAside = moveIntoPlace(config.dataDir, staging, names);
    return {
      manifest,
      target: postgres ? describePostgres(config.databaseUrl!) : `the embedded database in ${config.dataDir}`,
      rows,
      files,
      setAside,
    };
  } finally {
    if (staging) rmSync(staging, { recursive: true, force: true });
    await postgres?.close();
    await reader.close();
  }
}
