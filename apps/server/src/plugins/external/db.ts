import { AsyncLocalStorage } from 'node:async_hooks';
import { openDatabase, type Database, type Db, type Tx } from '@sportzone/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The database as the services see it (decision 011). `transaction(fn)` is the only way to open a
 * transaction, and inside it the ambient `db` throws: code in a transaction reaches the database only
 * through its `tx`. On the embedded database (one connection, held by the transaction) a query through
 * `db` would wait for the transaction that waits for it, and every later request would hang behind it;
 * on PostgreSQL it would quietly run outside the transaction. Both become an immediate error instead.
 */
export interface AppDatabase extends Omit<Database, 'db'> {
  /** the ambient executor, for code outside a transaction; throws inside `transaction(fn)` */
  readonly db: Db;
  /** runs fn in one transaction (committed when fn resolves, rolled back when it throws) */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** true inside `transaction(fn)` (and in anything it started) */
  readonly inTransaction: boolean;
}

export class AmbientDatabaseInTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} inside app.database.transaction(): use the transaction's executor (tx). ` +
        'On the embedded database this would wait for the transaction forever.',
    );
    this.name = 'AmbientDatabaseInTransactionError';
  }
}

/** Wraps an open database with the transaction scope (exported for tests and command-line tools). */
export function withTransactionScope(database: Database): AppDatabase {
  const scope = new AsyncLocalStorage<true>();
  return {
    get kind() {
      return database.kind;
    },
    get db() {
      if (scope.getStore()) throw new AmbientDatabaseInTransactionError('app.database.db used');
      return database.db;
    },
    get inTransaction() {
      return scope.getStore() === true;
    },
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      if (scope.getStore()) {
        return Promise.reject(new AmbientDatabaseInTransactionError('A nested transaction opened'));
      }
      return scope.run(true, () => database.db.transaction(fn));
    },
    migrate: () => database.migrate(),
    ping: () => database.ping(),
    stats: () => database.stats(),
    close: () => database.close(),
    ...(database.copyFolderTo && {
      copyFolderTo: (target: string) => {
        // the copy waits for every transaction to end, its caller's own included
        if (scope.getStore()) {
          return Promise.reject(new AmbientDatabaseInTransactionError('A copy of the folder made'));
        }
        return database.copyFolderTo!(target);
      },
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    database: AppDatabase;
  }
}

export interface DbPluginOptions {
  /** tests pass an already-open database (kept open after the app closes) */
  database?: Database;
}

/** Opens PGlite in DATA_DIR (default) or PostgreSQL (DATABASE_URL) and applies migrations at start. */
export default fp<DbPluginOptions>(
  async function db(app: FastifyInstance, opts) {
    const owned = !opts.database;
    const database =
      opts.database ??
      (await openDatabase({
        databaseUrl: app.config.databaseUrl,
        dataDir: app.config.dataDir,
        onConnectionError: (err) => app.log.warn({ err }, 'database connection lost'),
      }));
    const started = Date.now();
    await database.migrate();
    app.log.info({ kind: database.kind, ms: Date.now() - started }, 'database ready');
    app.decorate('database', withTransactionScope(database));
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);
