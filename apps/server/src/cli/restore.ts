/**
 * `npm run restore -- FILE [--force]`
 *
 * Restores a file of `npm run backup` into the configured target: the embedded database of DATA_DIR,
 * or DATABASE_URL's PostgreSQL database, whichever made the backup (decision 042). The target must be
 * empty unless --force; no server may run on it.
 */
import { parseArgs } from 'node:util';
import { BackupError } from '../backup/manifest';
import { restoreBackup } from '../backup/restore';
import { ConfigError, loadConfig } from '../config';
import { callerPath, isEntryPoint } from './entry';

const USAGE = `Usage: npm run restore -- FILE [--force]

Restores a backup made by npm run backup into DATA_DIR's embedded database, or into DATABASE_URL's
PostgreSQL database when it is set. Stop the server first.
  --force   replace a target that is not empty: the embedded database and the recordings are moved
            aside into DATA_DIR/replaced-<time>/, a PostgreSQL database is cleared`;

export function parseRestoreArgs(argv: string[]): { file: string; force: boolean } | 'help' {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    }));
  } catch (err) {
    throw new BackupError(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new BackupError(`Name one backup file.\n\n${USAGE}`);
  return { file: callerPath(positionals[0]!), force: values.force ?? false };
}

async function main() {
  const args = parseRestoreArgs(process.argv.slice(2).filter((a) => a !== '--'));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const started = Date.now();
  console.log(`Restoring ${args.file} …`);
  const result = await restoreBackup(config, args);
  const { manifest } = result;
  const from = manifest.source.database === 'pglite' ? 'the embedded database' : 'PostgreSQL';
  console.log(
    `Restored the backup of ${manifest.createdAt} (made from ${from}, version ${manifest.source.serverVersion}) into ` +
      `${result.target}: ${manifest.tables.length} tables, ${result.rows} rows, ${result.files} file(s), ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (manifest.files.recordingsLeftOut) console.log('The backup was made without the recordings.');
  if (result.setAside) {
    console.log(`What was there before is in ${result.setAside}; delete it when you no longer need it.`);
  }
  console.log('Start the server on it: npm start');
}

if (isEntryPoint(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  });
}
