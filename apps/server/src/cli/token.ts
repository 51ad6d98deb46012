/**
 * `npm run token -- --email admin@sportzone.test [--ttl 3600]`
 *
 * Prints an access token for an account of the embedded provider (only the token, on stdout), for
 * `curl -H "Authorization: Bearer $(npm run -s token -- --email …)"`. The token is what the provider
 * issues to the web app: same issuer, audience, signing key and claims.
 *
 * An embedded PGlite database can be opened by one process only, so while a server runs on the same
 * DATA_DIR (it writes ${DATA_DIR}/server.json) the token is asked from it over loopback
 * (POST /oidc-local/token with the secret from that file). Otherwise, or with DATABASE_URL, the
 * database is opened here.
 */
import { openDatabase } from '@sportzone/db';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import {
  issueLocalAccessToken,
  LOCAL_TOKEN_MAX_TTL,
  UnknownAccountError,
} from '../plugins/external/oidc/local-token';
import {
  isProcessAlive,
  LOCAL_SECRET_HEADER,
  readServerFile,
  serverFilePath,
} from '../plugins/external/oidc/server-file';

const USAGE = `Usage: npm run token -- --email <email> [--ttl <seconds>]

Prints an access token for an account of the embedded sign-in provider.
  --email   the account's email (demo accounts: admin@, organizer@, player@, user@sportzone.test)
  --ttl     lifetime in seconds (default 43200 = 12 hours, at most ${LOCAL_TOKEN_MAX_TTL})`;

export class CliError extends Error {}

export interface TokenRequest {
  email: string;
  ttlSeconds?: number | undefined;
}

export function parseTokenArgs(argv: string[]): TokenRequest | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, ttl: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new CliError(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`);
  }
  if (values.help) return 'help';
  const email = values.email?.trim();
  if (!email) throw new CliError(`--email is required.\n\n${USAGE}`);
  let ttlSeconds: number | undefined;
  if (values.ttl !== undefined) {
    ttlSeconds = Number(values.ttl);
    if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > LOCAL_TOKEN_MAX_TTL) {
      throw new CliError(
        `--ttl must be a whole number of seconds from 1 to ${LOCAL_TOKEN_MAX_TTL} (got "${values.ttl}").`,
      );
    }
  }
  return { email, ttlSeconds };
}

/** Asks the server that owns DATA_DIR; null when no live server is recorded there. */
export async function tokenFromRunningServer(
  config: AppConfig,
  request: TokenRequest,
): Promise<string | null> {
  const file = readServerFile(config.dataDir);
  if (!file || !isProcessAlive(file.pid)) return null;
  if (!file.secret) {
    throw new CliError(
      `The server running on ${config.dataDir} (pid ${file.pid}) does not issue local tokens.`,
    );
  }
  let res: Response;
  try {
    res = await fetch(new URL('/oidc-local/token', file.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOCAL_SECRET_HEADER]: file.secret },
      body: JSON.stringify({
        email: request.email,
        ...(request.ttlSeconds ? { ttl: request.ttlSeconds } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    // Never open the database while its owner may still be alive (it could be starting or stopping).
    throw new CliError(
      `A server (pid ${file.pid}) owns ${config.dataDir} but did not answer at ${file.url}: ` +
        `${err instanceof Error ? err.message : String(err)}.\n` +
        `Try again when it is up, or stop it. If no server runs, delete ${serverFilePath(config.dataDir)}.`,
    );
  }
  const body = (await res.json().catch(() => ({}))) as { access_token?: string; message?: string };
  if (res.ok && body.access_token) return body.access_token;
  throw new CliError(body.message ?? `The server refused the request (${res.status}).`);
}

export async function tokenFromDatabase(config: AppConfig, request: TokenRequest): Promise<string> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { token } = await issueLocalAccessToken(database.db, config, request);
    return token;
  } catch (err) {
    if (err instanceof UnknownAccountError) throw new CliError(err.message);
    throw err;
  } finally {
    await database.close();
  }
}

/** The whole command, minus process I/O: the token, or a CliError with the message for stderr. */
export async function issueToken(config: AppConfig, request: TokenRequest): Promise<string> {
  if (config.oidcIssuer) {
    throw new CliError(
      `OIDC_ISSUER is set (${config.oidcIssuer}): tokens come from that provider, not from Sportzone. ` +
        'Unset it to use the embedded provider.',
    );
  }
  if (!config.databaseUrl) {
    const token = await tokenFromRunningServer(config, request);
    if (token) return token;
  }
  return tokenFromDatabase(config, request);
}

async function main() {
  const args = parseTokenArgs(process.argv.slice(2).filter((a) => a !== '--'));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  process.stdout.write(`${await issueToken(config, args)}\n`);
}

const isEntry = (() => {
  try {
    return (
      !!process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))
    );
  } catch {
    return false;
  }
})();

if (isEntry) {
  main().catch((err: unknown) => {
    console.error(err instanceof CliError || err instanceof ConfigError ? err.message : err);
    process.exitCode = 1;
  });
}
