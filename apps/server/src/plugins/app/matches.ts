import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMatchesModule, type MatchesService } from '../../modules/matches/index';

export type { EventAuthor, MatchAccess, MatchesService, RecordOutcome } from '../../modules/matches/index';
export { cleanEvent } from '../../modules/matches/index';

declare module 'fastify' {
  interface FastifyInstance {
    matches: MatchesService;
  }
}

/** The matches module (modules/matches/) over the app's database, access checks, live hub and events. */
export default fp(
  async function matches(app: FastifyInstance) {
    app.decorate(
      'matches',
      createMatchesModule({
        database: app.database,
        access: app.access,
        guestLinks: app.guestLinks,
        placements: app.competitions,
        live: app.live,
        events: app.events,
        observeScoreEntry: app.metrics.scoreEntry,
      }),
    );
  },
  {
    name: 'matches',
    dependencies: ['db', 'access', 'guest-links', 'live-hub', 'competitions', 'events', 'metrics'],
  },
);
