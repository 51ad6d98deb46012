import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '@sportzone/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ArchiveReader, ArchiveWriter } from '../src/backup/archive';
import { BackupError, MANIFEST_MEMBER, type BackupManifest } from '../src/backup/manifest';
import { objectsIn } from '../src/backup/postgres-target';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig, REPO_ROOT } from '../src/config';
import { DEMO_ORGANIZATIONS } from '../src/modules/demo/demo-organizations';
import { LOCAL_SECRET_HEADER, readServerFile } from '../src/plugins/external/oidc/server-file';
import { createTestApp } from './helpers/app';
import { createTestDatabase, POSTGRES_ADMIN_URL, TEST_DB, type TestDatabase } from './helpers/db';
import { testRoot } from './helpers/paths';
import { bearer } from './helpers/people';
import { exited, startServer } from './helpers/server-process';

/**
 * `npm run backup` and `npm run restore` (decision 042): what was made through the API comes back,
 * row for row, in a fresh target, and the app booted on it finds every match, event and tournament.
 * On PGlite the backup is taken while the server process owns the data folder (through its copy); on
 * PostgreSQL while the test's pool is connected, and that backup also restores into the embedded database.
 */
type Headers = Record<string, string>;

/** Every row of every table (as the database writes it in JSON) and every sequence. */
interface Contents {
  tables: Record<string, string[]>;
  sequences: Record<string, string | null>;
}

const rows = async <T>(database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

async function contentsOf(database: Database): Promise<Contents> {
  const tables: Contents['tables'] = {};
  const names = await rows<{ name: string }>(
    database,
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  for (const { name } of names) {
    const all = await rows<{ row: string }>(database, `select to_jsonb(t)::text as row from "${name}" t`);
    tables[name] = all.map((r) => r.row).sort();
  }
  const sequences: Contents['sequences'] = {};
  const seqs = await rows<{ name: string; value: string | null }>(
    database,
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  for (const s of seqs) sequences[s.name] = s.value;
  return { tables, sequences };
}

interface Ids {
  matches: number[];
  tournaments: number[];
}

/** What the API tells about every match (with all its events) and every tournament. */
async function apiView(app: FastifyInstance, headers: Headers, ids: Ids) {
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers });
    return { status: res.statusCode, body: res.json() as unknown };
  };
  const view: Record<string, unknown> = {};
  for (const id of ids.matches) {
    const events: unknown[] = [];
    for (let after = 0; ;) {
      const page = (await get(`/api/matches/${id}/events?after=${after}&pageSize=500`)).body as {
        items: { seq: number }[];
      };
      events.push(...page.items);
      if (page.items.length < 500) break;
      after = page.items.at(-1)!.seq;
    }
    view[`match ${id}`] = await get(`/api/matches/${id}`);
    view[`match ${id} events`] = events;
  }
  for (const id of ids.tournaments) {
    for (const part of ['', '/stages', '/entries'])
      view[`tournament ${id}${part}`] = await get(`/api/tournament/${id}${part}`);
  }
  return view;
}

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const clean: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) {
      if (v !== undefined && !['DATABASE_URL', 'DATA_DIR', 'OIDC_ISSUER'].includes(k)) clean[k] = v;
    }
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...clean, LOG_LEVEL: 'warn', ...env },
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

/** A fresh target: an empty data folder, and on PostgreSQL a new database (dropped after the file). */
interface Target {
  dataDir: string;
  databaseUrl: string | undefined;
  env: Record<string, string>;
}
const createdDatabases: string[] = [];

async function freshTarget(kind: 'pglite' | 'postgres' = TEST_DB): Promise<Target> {
  const id = randomBytes(5).toString('hex');
  const dataDir = join(testRoot(), `restore-${id}`);
  if (kind === 'pglite') return { dataDir, databaseUrl: undefined, env: { DATA_DIR: dataDir } };
  const name = `sz_restore_${id}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return { dataDir, databaseUrl, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } };
}

const configOf = (target: Target) =>
  loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RTMP_PORT: 'off',
    SIMULATOR: 'false',
    ...target.env,
  });

const openTarget = (target: Target) =>
  openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir });

/** The app booted on a restored target. */
async function withAppOn<T>(target: Target, fn: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const database = await openTarget(target);
  const app = await buildApp({ config: configOf(target), database, logger: false });
  try {
    await app.ready();
    return await fn(app);
  } finally {
    await app.close();
    await database.close();
  }
}

let source: TestDatabase;
let admin: Headers;
let ids: Ids;
let expectedView: Record<string, unknown>;
let expected: Contents;
let backupFile: string;
let restored: Target;
const recording = randomBytes(200_000);

beforeAll(async () => {
  source = await createTestDatabase();
  const t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' }, source);
  const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number } & Record<string, unknown>;
  };
  admin = await bearer(t, 'admin@sportzone.test');
  const organizer = await bearer(t, 'organizer@sportzone.test');
  const mine = (await inject('GET', '/api/organization/mine', organizer)).items as {
    id: number;
    name: string;
  }[];
  const club = mine.find((o) => o.name === DEMO_ORGANIZATIONS.club)!.id;

  // a match of the club, scored point by point
  const match = await inject('POST', '/api/matches', organizer, {
    sport: 'tennis',
    home: { name: 'Ana' },
    away: { name: 'Bea' },
    organizationId: club,
  });
  for (let seq = 0; seq < 12; seq++) {
    await inject('POST', `/api/matches/${match.id}/events`, organizer, {
      clientEventId: randomUUID(),
      seq,
      event: { type: 'point', side: seq % 3 ? 'home' : 'away' },
    });
  }
  // a tournament drawn as live matches, one of them decided
  const cup = await inject('POST', `/api/organization/${club}/tournaments`, organizer, {
    name: 'Backup cup',
    sport: 'tennis',
  });
  const players = (await inject('GET', `/api/organization/${club}/players`, organizer)).items as {
    id: number;
  }[];
  for (const p of players.slice(0, 4))
    await inject('POST', `/api/tournament/${cup.id}/entries`, organizer, { playerId: p.id });
  const draw = (await inject('POST', `/api/tournament/${cup.id}/draw`, organizer, {})) as unknown as {
    stages: { matches: { matchId: number | null }[] }[];
  };
  await inject('POST', `/api/matches/${draw.stages[0]!.matches[0]!.matchId}/events`, organizer, {
    clientEventId: randomUUID(),
    seq: 0,
    event: { type: 'walkover', side: 'home' },
  });
  // a picture (bytes in the database) and a recording (files in the data folder)
  const me = await inject('GET', '/api/user/current', admin);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const picture = await t.app.inject({
    method: 'POST',
    url: `/api/user/${me.id}/picture`,
    headers: { ...admin, 'content-type': 'image/png' },
    payload: png,
  });
  expect(picture.statusCode).toBe(200);
  mkdirSync(join(source.dataDir, 'hls/4242'), { recursive: true });
  writeFileSync(join(source.dataDir, 'hls/4242/index.m3u8'), '#EXTM3U\n#EXT-X-ENDLIST\n');
  writeFileSync(join(source.dataDir, 'hls/4242/segment0.ts'), recording);

  const idsOf = async (table: string) =>
    (await rows<{ id: number }>(source.database, `select id from ${table} order by id`)).map((r) =>
      Number(r.id),
    );
  ids = { matches: await idsOf('matches'), tournaments: await idsOf('tournaments') };
  expect(ids.matches.length).toBeGreaterThan(10);
  expect(ids.tournaments.length).toBeGreaterThanOrEqual(1);
  expectedView = await apiView(t.app, admin, ids);
  await t.close();
  if (TEST_DB === 'pglite') await source.database.close(); // the server process opens the folder
  backupFile = join(testRoot(), `backup-${randomBytes(4).toString('hex')}.tar`);
}, 180_000);

afterAll(async () => {
  if (TEST_DB === 'postgres') await source?.drop();
  else rmSync(source.dataDir, { recursive: true, force: true });
  if (createdDatabases.length) {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    for (const name of createdDatabases) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
});

// Each command starts tsx and opens a database: seconds each, more on a busy machine.
describe(`npm run backup and npm run restore on ${TEST_DB}`, { timeout: 300_000 }, () => {
  const whileInUse =
    TEST_DB === 'pglite'
      ? 'backs up while the server process owns the data folder, through its copy'
      : 'backs up while the database is in use';
  it(whileInUse, async () => {
    const env = {
      DATA_DIR: source.dataDir,
      ...(source.databaseUrl ? { DATABASE_URL: source.databaseUrl } : {}),
    };
    if (TEST_DB === 'pglite') {
      const server = await startServer(source.dataDir, undefined, { RTMP_PORT: 'off' });
      try {
        // the copy is for local tools only
        const file = readServerFile(source.dataDir)!;
        expect(file.databaseCopySecret).toEqual(expect.any(String));
        const forged = await fetch(`${file.url}/local/database-copy`, {
          method: 'POST',
          headers: { [LOCAL_SECRET_HEADER]: 'guess' },
        });
        expect(forged.status).toBe(403);

        const { code, stdout, stderr } = await run('backup', ['--out', backupFile], env);
        expect(stderr).toBe('');
        expect(code).toBe(0);
        expect(stdout).toContain(`a copy from the running server, pid ${server.child.pid}`);
        expect(stdout).toContain(`Wrote ${backupFile}`);
      } finally {
        server.child.kill('SIGINT');
        await exited(server.child);
      }
      // the command removed the server's copy of the folder
      expect(readdirSync(source.dataDir).filter((name) => name.startsWith('.backup-copy-'))).toEqual([]);
      // what the backup must hold: the folder as the server left it (it wrote nothing after the copy)
      const database = await openDatabase({ dataDir: source.dataDir });
      expected = await contentsOf(database);
      await database.close();
    } else {
      const { code, stdout, stderr } = await run('backup', ['--out', backupFile], env);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toMatch(/Backing up PostgreSQL database sz_test_\w+ at /);
      expected = await contentsOf(source.database);
    }
    const reader = await ArchiveReader.open(backupFile);
    const manifest = JSON.parse(
      (await reader.read(reader.members.get(MANIFEST_MEMBER)!)).toString(),
    ) as BackupManifest;
    await reader.close();
    expect(manifest.source.database).toBe(TEST_DB);
    expect(manifest.files).toEqual({ count: 2, bytes: recording.length + 23, recordingsLeftOut: false });
    expect(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]))).toEqual(
      Object.fromEntries(Object.entries(expected.tables).map(([name, r]) => [name, r.length])),
    );
  });

  it('restores into a fresh target: every row, the recordings, and the app finds every match, event and tournament', async () => {
    restored = await freshTarget();
    const { code, stdout, stderr } = await run('restore', [backupFile], restored.env);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/Restored the backup of .* into .*: \d+ tables, \d+ rows, 2 file\(s\)/);

    const database = await openTarget(restored);
    expect(await contentsOf(database)).toEqual(expected);
    await database.close();
    expect(readFileSync(join(restored.dataDir, 'hls/4242/segment0.ts')).equals(recording)).toBe(true);
    // no staging folder left behind
    expect(readdirSync(restored.dataDir).sort()).toEqual(TEST_DB === 'pglite' ? ['hls', 'pglite'] : ['hls']);

    // the token issued before the backup still signs in: the provider's keys came back too
    const view = await withAppOn(restored, (app) => apiView(app, admin, ids));
    expect(view).toEqual(expectedView);
    expect(Object.values(view).filter((v) => (v as { status?: number }).status === 200).length).toBe(
      ids.matches.length + ids.tournaments.length * 3,
    );
  });

  it('refuses a target that is not empty unless forced; forced, the old data is set aside or cleared', async () => {
    const again = await run('restore', [backupFile], restored.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty\. Restore into an empty one, or add --force/);

    const result = await restoreBackup(configOf(restored), { file: backupFile, force: true });
    if (TEST_DB === 'pglite') {
      expect(result.setAside).toMatch(/replaced-/);
      expect(readdirSync(result.setAside!).sort()).toEqual(['hls', 'pglite']);
    } else {
      expect(result.setAside).toMatch(/replaced-/); // the recordings; the database was cleared
    }
    const database = await openTarget(restored);
    expect(await contentsOf(database)).toEqual(expected);
    await database.close();
  });

  it('refuses a file that is not a whole backup, or one of a newer version, and leaves the target as it was', async () => {
    const target = await freshTarget();
    const config = configOf(target);
    const cut = `${backupFile}.cut`;
    cpSync(backupFile, cut);
    truncateSync(cut, 20_000);
    await expect(restoreBackup(config, { file: cut, force: false })).rejects.toThrow(BackupError);
    await expect(
      restoreBackup(config, { file: join(REPO_ROOT, 'package.json'), force: false }),
    ).rejects.toThrow(/is not a Sportzone backup/);

    // the same backup as a later release would write it: one migration more
    const newer = `${backupFile}.newer`;
    const reader = await ArchiveReader.open(backupFile);
    const writer = await ArchiveWriter.create(newer);
    for (const member of reader.members.values()) {
      let content = await reader.read(member);
      if (member.name === MANIFEST_MEMBER) {
        const manifest = JSON.parse(content.toString()) as BackupManifest;
        manifest.migrations.push({ createdAt: Date.now(), hash: 'later' });
        content = Buffer.from(JSON.stringify(manifest));
      }
      await writer.add(member.name, content);
    }
    await writer.close();
    await reader.close();
    await expect(restoreBackup(config, { file: newer, force: false })).rejects.toThrow(
      /migrations this version of Sportzone does not know/,
    );

    if (target.databaseUrl) {
      const database = await openTarget(target);
      expect(await objectsIn(database.db)).toBe(0);
      await database.close();
    }
    expect(existsSync(join(target.dataDir, 'pglite'))).toBe(false);
    expect(existsSync(join(target.dataDir, 'hls'))).toBe(false);
  });

  it.runIf(TEST_DB === 'postgres')('restores a backup of PostgreSQL into the embedded database', async () => {
    const target = await freshTarget('pglite');
    const result = await restoreBackup(configOf(target), { file: backupFile, force: false });
    expect(result.target).toContain('the embedded database');
    const database = await openTarget(target);
    expect(await contentsOf(database)).toEqual(expected);
    await database.close();
    const view = await withAppOn(target, (app) => apiView(app, admin, ids));
    expect(view).toEqual(expectedView);
  });

  it.runIf(TEST_DB === 'pglite')('backs up the data folder itself when no server runs', async () => {
    const out = `${backupFile}.offline`;
    const { code, stdout } = await run('backup', ['--out', out, '--without-recordings'], {
      DATA_DIR: source.dataDir,
    });
    expect(code).toBe(0);
    expect(stdout).toContain(`Backing up the embedded database in ${source.dataDir} …`);
    expect(stdout).toContain('recordings left out');
    const target = await freshTarget();
    const result = await restoreBackup(configOf(target), { file: out, force: false });
    expect(result.files).toBe(0);
    const database = await openTarget(target);
    expect(await contentsOf(database)).toEqual(expected);
    await database.close();
  });
});
