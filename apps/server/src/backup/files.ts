/**
 * The files half of a backup: what the server keeps under DATA_DIR besides the database. Pictures and
 * logos are in the database (decision 007); the livestreams' HLS folders and recordings are files
 * (`hls/<livestreamId>/`, decision 019). The database folder itself and server.json are never files
 * of a backup.
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ArchiveReader, ArchiveWriter } from './archive';
import { BackupError, FILES_PREFIX } from './manifest';

/** The folders of DATA_DIR a backup carries. */
export const FILE_FOLDERS = ['hls'] as const;

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Whether a folder holds any file, at any depth (empty folders do not count). */
export const containsFiles = (dir: string) => existsSync(dir) && !walk(dir).next().done;

/** Whether DATA_DIR holds files a backup carries (a target with files is not empty). */
export const hasFiles = (dataDir: string) =>
  FILE_FOLDERS.some((folder) => containsFiles(join(dataDir, folder)));

export async function addFiles(dataDir: string, archive: ArchiveWriter) {
  let count = 0;
  let bytes = 0;
  for (const folder of FILE_FOLDERS) {
    const dir = join(dataDir, folder);
    if (!existsSync(dir)) continue;
    for (const path of walk(dir)) {
      const name = relative(dataDir, path).split(sep).join('/');
      // A live stream's segment can be deleted (rotated) between listing and reading: it is left
      // out (a member that fails is overwritten by the next one).
      try {
        const { mtime } = statSync(path);
        bytes += await archive.add(`${FILES_PREFIX}${name}`, createReadStream(path), mtime);
        count++;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
  return { count, bytes };
}

/** Writes the backup's files into `into` (a folder standing for DATA_DIR); refuses names leaving it. */
export async function extractFiles(reader: ArchiveReader, into: string) {
  let count = 0;
  const root = resolve(into);
  for (const member of reader.members.values()) {
    if (!member.name.startsWith(FILES_PREFIX)) continue;
    const name = member.name.slice(FILES_PREFIX.length);
    const path = resolve(root, name);
    const folder = name.split('/')[0] as (typeof FILE_FOLDERS)[number];
    if (!path.startsWith(root + sep) || !FILE_FOLDERS.includes(folder)) {
      throw new BackupError(`The backup holds a file outside the data folder's files: ${member.name}`);
    }
    mkdirSync(dirname(path), { recursive: true });
    await pipeline(reader.stream(member), createWriteStream(path));
    count++;
  }
  return count;
}
