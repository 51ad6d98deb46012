import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { isLocalTool } from './oidc/server-file';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Secret of POST /local/database-copy, written to `${DATA_DIR}/server.json` by main.ts; null on
     * PostgreSQL, where `npm run backup` connects to the database itself.
     */
    databaseCopySecret: string | null;
  }
}

/** The copies' folders in DATA_DIR: `npm run backup` reads one and removes it. */
export const COPY_PREFIX = '.backup-copy-';

/**
 * POST /local/database-copy: a consistent copy of the embedded database's folder, for `npm run
 * backup` while this server owns the folder, since a second process must not open a PGlite folder that
 * one has open (decision 042). The copy is made into a new folder of DATA_DIR, whose path is the
 * answer; the command reads it in its own process and removes it. Every transaction waits while the
 * files are copied. Local tools only: from this machine, with the secret of server.json.
 */
export default fp(
  async function databaseCopy(app: FastifyInstance) {
    const { database } = app;
    if (!database.copyFolderTo) {
      app.decorate('databaseCopySecret', null);
      return;
    }
    const secret = randomBytes(32).toString('base64url');
    app.decorate('databaseCopySecret', secret);
    app.post('/local/database-copy', { schema: { hide: true } }, async (request, reply) => {
      if (!isLocalTool(request, secret)) {
        return reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: 'Local tools only.' });
      }
      const started = Date.now();
      const folder = join(app.config.dataDir, `${COPY_PREFIX}${randomBytes(6).toString('hex')}`);
      await database.copyFolderTo!(join(folder, 'pglite'));
      request.log.info({ folder, ms: Date.now() - started }, 'database copied for a backup');
      return { folder };
    });
  },
  { name: 'database-copy', dependencies: ['db'] },
);
