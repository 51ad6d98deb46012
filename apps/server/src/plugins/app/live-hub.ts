import websocket from '@fastify/websocket';
import { LIVE_CLOSE } from '@sportzone/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deploymentNamespace } from '../../lib/deployment';
import { randomUUID } from 'node:crypto';
import { createLiveHub, type LiveHub } from '../../live/hub';
import type { LiveSources } from '../../live/sources';

export { HISTORY_SIZE, type LiveHub, type LiveStats } from '../../live/hub';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

/**
 * The live hub (src/live/) on the app's WebSocket, Redis and database. It hears accepted events as
 * `match.recorded` and reads through its LiveSources port, built at first use from `matches`,
 * `tournaments` and `competitions` (tournaments registers after the hub, so that edge cannot be a
 * plugin dependency; it is declared here instead).
 */
export default fp(
  async function liveHub(app: FastifyInstance) {
    await app.register(websocket, {
      options: { maxPayload: 16 * 1024, perMessageDeflate: false },
      // On close every viewer is told why (1001, going away: reconnect and resume from the last seq);
      // the plugin's own preClose would close them without a code, before the hub could say so.
      preClose(this: FastifyInstance, done: () => void) {
        for (const client of this.websocketServer.clients)
          client.close(LIVE_CLOSE.goingAway, 'server restarting');
        this.websocketServer.close();
        done();
      },
      // A viewer vanishing (ECONNRESET, EPIPE) is ordinary life for a live server, not an error to log.
      errorHandler: (error, socket) => {
        app.log.debug({ err: error }, 'live: connection error');
        socket.terminate();
      },
    });
    const namespace = await deploymentNamespace(app.database.db);
    let sources: LiveSources | undefined;
    const hub = await createLiveHub({
      sources: () =>
        (sources ??= {
          snapshot: (id) => app.matches.snapshot(id),
          messagesAfter: (id, after, limit) => app.matches.messagesAfter(id, after, limit),
          liveList: (sport) => app.matches.liveList(sport),
          canViewMatch: async (actor, id) => void (await app.matches.access(actor, id)),
          canViewTournament: (actor, id) => app.tournaments.visible(actor, id),
          placements: app.competitions,
        }),
      redis: app.redis,
      namespace,
      origin: randomUUID(),
      maxConnections: app.config.liveMaxConnections,
      observer: app.metrics.live,
      log: app.log,
    });
    app.events.on('match.recorded', (p) => {
      hub.publishMatch(p.message, p.listItem, p.sport);
      // a match of a draw starting shows on the draw (its live status): the tournament's viewers hear of it
      if (p.tournamentId !== null && p.seq === 1) hub.publishTournament(p.tournamentId);
    });
    app.addHook('preClose', () => hub.close());
    app.decorate('live', hub);
  },
  { name: 'live-hub', dependencies: ['config', 'db', 'redis', 'competitions', 'events', 'metrics'] },
);
