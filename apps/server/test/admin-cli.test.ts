import { findUserByEmail, insertUser, openDatabase, rolesOf, type Database } from '@sportzone/db';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminCliError, grantAdmin, parseAdminArgs } from '../src/cli/admin';
import { loadConfig } from '../src/config';
import { serverFilePath } from '../src/plugins/external/oidc/server-file';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';

/**
 * `npm run admin`: the first admin of an installation without demo data, made by whoever holds the
 * database; never while a server holds the embedded one.
 */
let pg: TestDatabase | null = null;
let dataDir: string;

const config = () =>
  loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    ...(pg?.databaseUrl ? { DATABASE_URL: pg.databaseUrl } : {}),
  });

/** the database the command works on, opened by the test only while the command is not running */
async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  if (pg) return fn(pg.database);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await fn(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sz-admin-'));
  if (TEST_DB === 'postgres') pg = await createTestDatabase();
  await withDatabase((database) =>
    insertUser(database.db, { firstName: 'Ana', lastName: 'Ivanova', email: 'ana@club.example' }),
  );
}, 120_000);

afterAll(async () => {
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`npm run admin (${TEST_DB})`, () => {
  it('reads its arguments and says how to use it', () => {
    expect(parseAdminArgs(['--email', ' Ana@Club.example '])).toEqual({ email: 'ana@club.example' });
    expect(parseAdminArgs(['-h'])).toBe('help');
    expect(() => parseAdminArgs([])).toThrow(/--email is required/);
    expect(() => parseAdminArgs(['--mail', 'x'])).toThrow(AdminCliError);
  });

  it('makes a signed-up user an admin, once', async () => {
    expect(await grantAdmin(config(), 'ana@club.example')).toMatch(
      /Ana Ivanova \(user \d+\) is now an admin/,
    );
    const roles = await withDatabase(async (database) => {
      const user = await findUserByEmail(database.db, 'ana@club.example');
      return rolesOf(database.db, user!.id);
    });
    expect(roles).toContain('Admin');
    expect(await grantAdmin(config(), 'ana@club.example')).toMatch(/is already an admin/);
  }, 60_000);

  it('says who must sign in first when nobody has the email', async () => {
    await expect(grantAdmin(config(), 'nobody@club.example')).rejects.toThrow(/sign in once first/);
  }, 60_000);

  it.skipIf(TEST_DB === 'postgres')('refuses while a server holds the embedded database', async () => {
    // this test's own process stands in for the server recorded in server.json: it is alive
    writeFileSync(
      serverFilePath(dataDir),
      JSON.stringify({ pid: process.pid, url: 'http://127.0.0.1:1', publicUrl: '', secret: null }),
    );
    try {
      await expect(grantAdmin(config(), 'ana@club.example')).rejects.toThrow(/stop it, run this again/);
    } finally {
      rmSync(serverFilePath(dataDir), { force: true });
    }
  });
});
