/**
 * `npm run backup -- [--out FILE] [--without-recordings]`
 *
 * Writes one backup file of the configured database (the embedded one in DATA_DIR, or DATABASE_URL's
 * PostgreSQL) and the files of DATA_DIR, whether or not a server is running on them (decision 042).
 * `npm run restore -- FILE` puts it back.
 */
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultBackupName, openBackupSource, writeBackup } from '../backup/create';
import { BackupError } from '../backup/manifest';
import { ConfigError, loadConfig } from '../config';
import { callerPath, isEntryPoint, megabytes } from './entry';

const USAGE = `Usage: npm run backup -- [--out FILE] [--without-recordings]

Writes a backup of Sportzone's database (DATA_DIR's embedded database, or DATABASE_URL) and of the
livestream recordings in DATA_DIR into one file. The server may be running.
  --out FILE             the file to write (default: sportzone-backup-<UTC time>.tar here); never replaced
  --without-recordings   leave the livestreams' recordings (DATA_DIR/hls) out`;

export function parseBackupArgs(argv: string[]): { out: string; withoutRecordings: boolean } | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        out: { type: 'string', short: 'o' },
        'without-recordings': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new BackupError(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  return {
    out: callerPath(values.out ?? defaultBackupName()),
    withoutRecordings: values['without-recordings'] ?? false,
  };
}

async function main() {
  const args = parseBackupArgs(process.argv.slice(2).filter((a) => a !== '--'));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const started = Date.now();
  const source = await openBackupSource(config);
  let manifest;
  try {
    console.log(`Backing up ${source.description} …`);
    manifest = await writeBackup(source, { ...args, dataDir: config.dataDir });
  } finally {
    await source.database.close();
    source.done?.();
  }
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const { size } = statSync(args.out);
  const files = manifest.files.recordingsLeftOut
    ? 'recordings left out'
    : `${manifest.files.count} recording file(s) of ${megabytes(manifest.files.bytes)}`;
  console.log(
    `Wrote ${args.out}: ${manifest.tables.length} tables, ${rows} rows, ${files}; ` +
      `${megabytes(size)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(`Restore it with: npm run restore -- ${args.out}`);
}

if (isEntryPoint(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  });
}
