/**
 * `npm run admin -- --email someone@club.org`
 *
 * Makes a user an administrator: the way to the first admin of a new installation, where no demo
 * data gave one (DEMO_DATA off) and nobody may yet grant roles in the app. The person signs in once
 * (a profile exists), then whoever runs the servers runs this against the same database. Holding the
 * database is the authority here, so nothing in the app can reach this path.
 *
 * On PostgreSQL it runs beside running servers. The embedded database is one process's only, so with a
 * server recorded alive on DATA_DIR it refuses and says to stop the server first.
 */
import { addRoles, findUserByEmail, openDatabase, rolesOf } from '@sportzone/db';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { isProcessAlive, readServerFile } from '../plugins/external/oidc/server-file';
import { isEntryPoint } from './entry';

const USAGE = `Usage: npm run admin -- --email <email>

Gives the Admin role to the user with this email (they must have signed in once, so that their
profile exists). Runs against DATABASE_URL's PostgreSQL, or DATA_DIR's embedded database while no
server runs on it.`;

export class AdminCliError extends Error {}

export function parseAdminArgs(argv: string[]): { email: string } | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new AdminCliError(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  const email = values.email?.trim().toLowerCase();
  if (!email) throw new AdminCliError(`--email is required.\n\n${USAGE}`);
  return { email };
}

/** Grants Admin; returns what happened, for the operator to read. */
export async function grantAdmin(config: AppConfig, email: string): Promise<string> {
  if (!config.databaseUrl) {
    const owner = readServerFile(config.dataDir);
    if (owner && isProcessAlive(owner.pid))
      throw new AdminCliError(
        `A server (pid ${owner.pid}) holds the embedded database in ${config.dataDir}: stop it, run this ` +
          'again, then start it.',
      );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const user = await findUserByEmail(database.db, email);
    if (!user)
      throw new AdminCliError(
        `No user has the email ${email}. They sign in once first (their profile is made then), ` +
          'and the email is the one on their profile.',
      );
    const name = `${user.firstName} ${user.lastName} (user ${user.id})`;
    if ((await rolesOf(database.db, user.id)).includes('Admin')) return `${name} is already an admin.`;
    await addRoles(database.db, user.id, ['Admin']);
    return `${name} is now an admin.`;
  } finally {
    await database.close();
  }
}

async function main() {
  const args = parseAdminArgs(process.argv.slice(2).filter((a) => a !== '--'));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  console.log(await grantAdmin(loadConfig(), args.email));
}

if (isEntryPoint(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof AdminCliError || err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  });
}
