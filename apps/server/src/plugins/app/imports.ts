import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImportsService, type ImportsService } from '../../modules/imports/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** players and a tournament's entries from CSV or pasted spreadsheet rows (decision 046) */
    imports: ImportsService;
  }
}

/** Imports (modules/imports), wired to the database, the access checks and the tournaments' sign-ups. */
export default fp(
  async function imports(app: FastifyInstance) {
    app.decorate(
      'imports',
      createImportsService({ database: app.database, access: app.access, entries: app.tournaments }),
    );
  },
  { name: 'imports', dependencies: ['db', 'access', 'tournaments'] },
);
