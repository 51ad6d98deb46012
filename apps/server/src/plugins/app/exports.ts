import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createExportsService, type ExportsService } from '../../modules/exports/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** CSV and JSON exports of an organization's results (modules/exports, decision 045) */
    exports: ExportsService;
  }
}

/** Exports: built over the tournaments' and the people's own reads, which check who may see what. */
export default fp(
  async function exportsPlugin(app: FastifyInstance) {
    app.decorate(
      'exports',
      createExportsService({
        database: app.database,
        access: app.access,
        tournaments: app.tournaments,
        people: app.people,
      }),
    );
  },
  { name: 'exports', dependencies: ['db', 'access', 'tournaments', 'organizations'] },
);
