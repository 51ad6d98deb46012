import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { changesDrawResult } from '../../../events';
import { createDemoTournaments } from '../../../modules/tournaments/demo';
import { createLiveMatches } from '../../../modules/tournaments/live-matches';
import { createTournamentsService, type TournamentsService } from '../../../modules/tournaments/service';

export type { TournamentChange } from '../../../modules/tournaments/service';

declare module 'fastify' {
  interface FastifyInstance {
    tournaments: TournamentsService;
  }
}

/**
 * Tournaments (modules/tournaments), wired to the database, the access checks, the matches (whose
 * service writes the draw's live matches, decision 039) and the live hub.
 */
export default fp(
  async function tournaments(app: FastifyInstance) {
    const service = createTournamentsService({
      database: app.database,
      access: app.access,
      live: app.live,
      matches: app.matches,
      log: app.log,
    });
    app.decorate('tournaments', service);

    // ─── the match service's hooks ───────────────────────────────────────
    // a match of the draw is scored once both its sides are known
    app.matches.beforeEvent((matchId) => service.beforeEvent(matchId));
    // A live match of a draw finished (or was reopened): the draw records it (through the decorator, so a
    // test can make it fail). Durable: the event is kept
    // in the outbox with the result's transaction, and a failure is retried until the draw has moved on.
    app.events.on(
      'match.recorded',
      (p) => (changesDrawResult(p) ? app.tournaments.matchChanged(p.matchId) : undefined),
      { durable: 'tournaments.result' },
    );

    if (app.config.demoData && app.config.simulator)
      app.addHook('onReady', async () => {
        try {
          const demo = {
            database: app.database,
            liveMatches: createLiveMatches(app.matches),
            matchChanged: service.matchChanged,
          };
          if (await createDemoTournaments(demo)) app.log.info('demo tournaments created');
        } catch (err) {
          app.log.warn({ err }, 'demo tournaments could not be created');
        }
      });
  },
  { name: 'tournaments', dependencies: ['db', 'access', 'events', 'matches', 'live-hub'] },
);
