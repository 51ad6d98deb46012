import { constants, existsSync, mkdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers share this type, so repositories are written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Apply pending migrations (drizzle-kit SQL files in packages/db/drizzle), or those of another
   * folder of the same shape (a restore migrates to a backup's level first).
   */
  migrate(migrationsFolder?: string): Promise<void>;
  /** Round-trip check for /api/health. */
  ping(): Promise<void>;
  /** What the connections are doing and what failed, for /metrics. */
  stats(): DatabaseStats;
  close(): Promise<void>;
  /**
   * Embedded, in a folder only: copies that folder to `target` (which must not exist), consistent,
   * while this process keeps the database open; `openDatabase({ dataDir })` opens the copy's parent.
   */
  copyFolderTo?(target: string): Promise<void>;
}

export interface DatabaseStats {
  /** connections open (PostgreSQL: the pool's; the embedded database has one) */
  connections: number;
  idle: number;
  maxConnections: number;
  /**
   * callers waiting for a connection; on the embedded database, the queries and transactions queued
   * behind the one that holds it
   */
  waiting: number;
  /** queries that failed since the database was opened: refused by the database, cut off, no connection */
  queryErrors: number;
  /** PostgreSQL connections that broke (a restart, a failover, a reset) */
  connectionErrors: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** packages/db/drizzle beside the sources, or `drizzle/` beside the server's production bundle */
export const MIGRATIONS_DIR =
  [resolve(here, '../drizzle'), resolve(here, 'drizzle')].find((dir) => existsSync(dir)) ??
  resolve(here, '../drizzle');

export interface DatabaseConfig {
  /** postgres://… ; when absent the embedded PGlite database is used */
  databaseUrl?: string | undefined;
  /** folder of the embedded database (created when missing); ignored with databaseUrl */
  dataDir?: string | undefined;
  /** embedded only: keep everything in memory (tests) */
  inMemory?: boolean;
  /**
   * PostgreSQL only: told of a connection that broke (server restart, failover, reset). The query that
   * was using it has already failed with its own error; this is for logs and metrics.
   */
  onConnectionError?: ((err: Error) => void) | undefined;
}

/**
 * The advisory lock that migrations hold on PostgreSQL, so instances starting together on one database
 * migrate one after the other: the first applies what is pending, the others find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 0x535a4d47; // "SZMG"

/** How long a new PostgreSQL connection may take before the request that wanted it fails. */
const CONNECT_TIMEOUT_MS = 5_000;
const POOL_MAX = 10;

type Call = (...args: unknown[]) => unknown;

/**
 * `call`, with its failures counted: a promise it returns is watched (its caller still gets it, and
 * its rejection, unchanged); the drivers' callback forms are not, and drizzle uses none.
 */
function counted<F>(call: F, failed: () => void): F {
  return ((...args: unknown[]) => {
    const result = (call as Call)(...args);
    if (result instanceof Promise) result.catch(failed);
    return result;
  }) as F;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: POOL_MAX,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    const counts = { queryErrors: 0, connectionErrors: 0 };
    const queryFailed = () => void counts.queryErrors++;
    const reportBroken = (err: Error) => {
      counts.connectionErrors++;
      config.onConnectionError?.(err);
    };
    // A connection that breaks emits 'error' on its client. The pool listens only while the client is
    // idle; a client checked out (a transaction in progress) would have no listener, and an 'error'
    // with no listener ends the process. So every client gets one for its whole life: the query in
    // flight fails on its own, and pg-pool drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', reportBroken);
      client.query = counted(client.query.bind(client), queryFailed);
    });
    pool.on('error', reportBroken);
    // the queries outside a transaction, and a transaction that gets no connection
    pool.query = counted(pool.query.bind(pool), queryFailed);
    pool.connect = counted(pool.connect.bind(pool), queryFailed);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async (migrationsFolder = MIGRATIONS_DIR) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          try {
            await migratePg(drizzlePg(client), { migrationsFolder });
          } finally {
            await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      stats: () => ({
        connections: pool.totalCount,
        idle: pool.idleCount,
        maxConnections: POOL_MAX,
        waiting: pool.waitingCount,
        ...counts,
      }),
      close: () => pool.end(),
    };
  }
  const dir = config.inMemory || !config.dataDir ? undefined : resolve(config.dataDir, 'pglite');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  await client.waitReady;
  const observed = observeEmbedded(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = MIGRATIONS_DIR) =>
      migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    stats: observed.stats,
    close: () => client.close(),
    ...(dir && {
      copyFolderTo: async (target: string) => {
        // Holding a transaction keeps every statement out (each waits for it), and PGlite runs nothing in
        // the background: the folder does not change while it is copied. The checkpoint first writes what
        // is committed into the data files, so the copy opens without replaying WAL. A file copy of the
        // real folder, not PGlite's dumpDataDir(): on a 64 MB folder on a busy machine the copy held
        // transactions 1.4–3 s, dumpDataDir 4–10 s and then as long again to hand the tarball over.
        await client.transaction(async (tx) => {
          await tx.exec('CHECKPOINT');
          await cp(dir, target, {
            recursive: true,
            errorOnExist: true,
            force: false,
            mode: constants.COPYFILE_FICLONE,
          });
        });
      },
    }),
  };
}

/**
 * The embedded database runs one query or transaction at a time on its one connection; the others
 * queue. Every query, exec and transaction is counted while it waits or runs, and every message
 * the database refused (`execProtocolStream` carries them all, inside transactions too) is counted.
 */
function observeEmbedded(client: PGlite): Pick<Database, 'stats'> {
  let inFlight = 0;
  let queryErrors = 0;
  const tracked = <F>(call: F): F =>
    (async (...args: unknown[]) => {
      inFlight++;
      try {
        return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
      } finally {
        inFlight--;
      }
    }) as F;
  client.query = tracked(client.query.bind(client));
  client.exec = tracked(client.exec.bind(client));
  client.transaction = tracked(client.transaction.bind(client));
  client.execProtocolStream = counted(client.execProtocolStream.bind(client), () => void queryErrors++);
  return {
    stats: () => ({
      connections: 1,
      idle: inFlight === 0 ? 1 : 0,
      maxConnections: 1,
      waiting: Math.max(0, inFlight - 1),
      queryErrors,
      connectionErrors: 0,
    }),
  };
}
