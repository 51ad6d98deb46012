import { randomBytes } from 'node:crypto';
import { getOrInitSetting } from '@sportzone/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createStreaming,
  type Streaming,
  type StreamingMatches,
  type StreamingService,
} from '../../../modules/streaming';

export type { StreamingService } from '../../../modules/streaming';

declare module 'fastify' {
  interface FastifyInstance {
    /** channels, stations and cameras, livestreams and favourites; the embedded ingest (modules/streaming) */
    streaming: StreamingService;
  }
}

// ─── the match service, both ways ───────────────────────────────────────────
// Everything streaming asks of the match service (access checks, rows) and hears from it (status
// changes: a match starting or finishing moves the livestreams of its court) is wired here alone.

function matchesPort(app: FastifyInstance): StreamingMatches {
  return {
    access: (actor, matchId) => app.matches.access(actor, matchId),
    requireManage: (actor, matchId) => app.matches.requireManage(actor, matchId),
    snapshot: (matchId) => app.matches.snapshot(matchId),
    row: (matchId) => app.matches.row(matchId),
  };
}

function followMatches(app: FastifyInstance, streaming: Streaming) {
  app.matches.onStatusChange(streaming.matchStatusChanged);
}

export default fp(
  async function streaming(app: FastifyInstance) {
    // one key for every instance: an address signed by one plays from another
    const playbackKey = await getOrInitSetting(app.database.db, 'streaming.playbackKey', () =>
      randomBytes(32).toString('base64url'),
    );
    const streaming = createStreaming({
      database: app.database,
      access: app.access,
      matches: matchesPort(app),
      config: app.config,
      log: app.log,
      playbackKey,
    });
    app.decorate('streaming', streaming.service);
    followMatches(app, streaming);
    app.addHook('onReady', streaming.ingest.start);
    app.addHook('onClose', streaming.ingest.close);
  },
  { name: 'streaming', dependencies: ['db', 'access', 'matches'] },
);
