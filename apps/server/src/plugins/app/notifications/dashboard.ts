import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../../modules/actor';
import fp from 'fastify-plugin';
import { createDashboardsService, type DashboardsService } from '../../../modules/notifications/dashboard';

declare module 'fastify' {
  interface FastifyInstance {
    /** the caller is the request while the match and tournament services take one */
    dashboards: DashboardsService<Actor>;
  }
}

/** The user's and the organizer's dashboards, each one call (modules/notifications/dashboard.ts). */
export default fp(
  async function dashboards(app: FastifyInstance) {
    app.decorate(
      'dashboards',
      createDashboardsService<Actor>({
        database: app.database,
        access: app.access,
        matches: app.matches,
        tournaments: app.tournaments,
      }),
    );
  },
  { name: 'dashboards', dependencies: ['db', 'access', 'matches', 'tournaments'] },
);
