import { openDatabase, type Database } from '@sportzone/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
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
      (await openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir }));
    const started = Date.now();
    await database.migrate();
    app.log.info({ kind: database.kind, ms: Date.now() - started }, 'database ready');
    app.decorate('database', database);
    if (owned) app.addHook('onClose', async () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);
