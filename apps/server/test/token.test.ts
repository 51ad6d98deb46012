import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CliError, issueToken, parseTokenArgs } from '../src/cli/token';
import { loadConfig, REPO_ROOT } from '../src/config';
import {
  LOCAL_SECRET_HEADER,
  serverFilePath,
  type ServerFile,
} from '../src/plugins/external/oidc/server-file';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';

/**
 * `npm run token`: a token the API accepts, printed alone on stdout, whether or not a server owns the
 * data folder (it asks the running server through POST /oidc-local/token, else opens the database).
 */
const PUBLIC_URL = 'http://localhost:3000';

let db: TestDatabase;

const baseEnv = (): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !['DATABASE_URL', 'OIDC_ISSUER', 'PORT', 'PUBLIC_URL', 'DATA_DIR'].includes(k))
      env[k] = v;
  }
  return { ...env, PUBLIC_URL, DATA_DIR: db.dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'true' };
};
/** With PostgreSQL the CLI may open the database directly; with PGlite it must not while a server runs. */
const dbEnv = (): Record<string, string> => (db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {});

function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'token', '--', ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor<T>(what: string, check: () => T | undefined | false, ms = 45_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** An app in this process on the same database: checks tokens with inject, then closes (frees PGlite). */
async function withApp<T>(fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const app = await buildApp({
    config: loadConfig({ ...baseEnv(), ...dbEnv(), LOG_LEVEL: 'silent' }),
    logger: false,
  });
  try {
    await app.ready();
    return await fn(app);
  } finally {
    await app.close();
  }
}

function expectProviderLikeToken(token: string) {
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(decodeProtectedHeader(token)).toMatchObject({
    alg: 'RS256',
    typ: 'at+jwt',
    kid: expect.any(String),
  });
  const claims = decodeJwt(token);
  expect(claims).toMatchObject({
    iss: `${PUBLIC_URL}/oidc`,
    aud: `${PUBLIC_URL}/api`,
    scope: 'openid sportzone.user sportzone.read',
    client_id: 'sportzone-web',
    sub: expect.any(String),
    jti: expect.any(String),
  });
  return claims;
}

beforeAll(async () => {
  db = await createTestDatabase();
  if (TEST_DB === 'pglite') await db.database.close(); // the CLI and the server process open it themselves
  await withApp(async () => undefined); // first start: keys and demo accounts
});

afterAll(async () => {
  await db?.drop();
});

// Each CLI run starts tsx (and may open the database): seconds, not milliseconds.
describe(`npm run token on ${TEST_DB}`, { timeout: 120_000 }, () => {
  it('prints only a token, accepted by the API, when no server runs', async () => {
    const { code, stdout, stderr } = await run(['--email', 'player@sportzone.test'], {
      ...baseEnv(),
      ...dbEnv(),
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.endsWith('\n')).toBe(true);
    const token = stdout.trim();
    expect(token.split('\n')).toHaveLength(1);
    const claims = expectProviderLikeToken(token);
    expect(claims).toMatchObject({ roles: ['Player', 'User'], email: 'player@sportzone.test' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(12 * 60 * 60);

    const withTtl = await run(['--email', 'admin@sportzone.test', '--ttl', '120'], {
      ...baseEnv(),
      ...dbEnv(),
    });
    expect(withTtl.code).toBe(0);
    const short = decodeJwt(withTtl.stdout.trim());
    expect((short.exp as number) - (short.iat as number)).toBe(120);

    await withApp(async (app) => {
      const me = await app.inject({
        method: 'GET',
        url: '/api/user/current',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: 'player@sportzone.test', roles: ['Player', 'User'] });
      const admin = await app.inject({
        method: 'GET',
        url: '/api/user/current',
        headers: { authorization: `Bearer ${withTtl.stdout.trim()}` },
      });
      expect(admin.json()).toMatchObject({ email: 'admin@sportzone.test', roles: ['Admin', 'User'] });
    });
  });

  it('says clearly when the email has no account or arguments are wrong (exit code 1)', async () => {
    const unknown = await run(['--email', 'nobody@sportzone.test'], { ...baseEnv(), ...dbEnv() });
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('No account with the email "nobody@sportzone.test"');

    const missing = await run(['--ttl', '60'], baseEnv());
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain('--email is required');

    expect(() => parseTokenArgs(['--email', 'user@sportzone.test', '--ttl', 'soon'])).toThrow(
      /--ttl must be a whole number/,
    );
    expect(() => parseTokenArgs(['--email', 'user@sportzone.test', '--ttl', '0'])).toThrow(CliError);
    expect(() => parseTokenArgs(['--mail', 'user@sportzone.test'])).toThrow(CliError);
    expect(parseTokenArgs(['--email', ' user@sportzone.test ', '--ttl', '60'])).toEqual({
      email: 'user@sportzone.test',
      ttlSeconds: 60,
    });
    expect(parseTokenArgs(['--help'])).toBe('help');
  });

  it('asks the running server (which owns the database) and the token works against it', async () => {
    const port = await freePort();
    const file = serverFilePath(db.dataDir);
    const server: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'apps/server/src/main.ts'],
      {
        cwd: REPO_ROOT,
        env: { ...baseEnv(), ...dbEnv(), PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let serverErr = '';
    server.stderr!.on('data', (d: Buffer) => (serverErr += d.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      const info = await waitFor('server.json', () => {
        if (server.exitCode !== null) throw new Error(`server exited: ${serverErr}`);
        return existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as ServerFile);
      });
      expect(info).toMatchObject({
        pid: server.pid,
        url: `http://127.0.0.1:${port}`,
        publicUrl: PUBLIC_URL,
        secret: expect.any(String),
      });
      expect(statSync(file).mode & 0o777).toBe(0o600);

      // no DATABASE_URL: the CLI must go through the server
      const { code, stdout, stderr } = await run(['--email', 'organizer@sportzone.test'], baseEnv());
      expect(stderr).toBe('');
      expect(code).toBe(0);
      const token = stdout.trim();
      expect(expectProviderLikeToken(token)).toMatchObject({
        roles: ['Organizer', 'User'],
        email: 'organizer@sportzone.test',
      });

      const me = await fetch(`${info.url}/api/user/current`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({
        email: 'organizer@sportzone.test',
        roles: ['Organizer', 'User'],
      });

      const unknown = await run(['--email', 'nobody@sportzone.test'], baseEnv());
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No account with the email');

      // the local route needs the secret
      const forged = await fetch(`${info.url}/oidc-local/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [LOCAL_SECRET_HEADER]: 'guess' },
        body: JSON.stringify({ email: 'admin@sportzone.test' }),
      });
      expect(forged.status).toBe(403);
      const none = await fetch(`${info.url}/oidc-local/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@sportzone.test' }),
      });
      expect(none.status).toBe(403);
    } finally {
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(existsSync(file), 'server.json removed on shutdown').toBe(false);
  });

  it('never opens the database behind a live server that does not answer', async () => {
    const file = serverFilePath(db.dataDir);
    const stale: ServerFile = {
      pid: process.pid, // alive
      url: `http://127.0.0.1:${await freePort()}`, // nobody listens
      publicUrl: PUBLIC_URL,
      secret: 'x',
      startedAt: new Date().toISOString(),
    };
    writeFileSync(file, JSON.stringify(stale), { mode: 0o600 });
    try {
      const config = loadConfig({ ...baseEnv() });
      await expect(issueToken(config, { email: 'admin@sportzone.test' })).rejects.toThrow(CliError);
      await expect(issueToken(config, { email: 'admin@sportzone.test' })).rejects.toThrow(/did not answer/);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
