import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPlacementCache, type PlacementCache } from '../../modules/matches/placement-cache';

/** `Competitions` is the older name of the placement cache (which tournament match a match is). */
export type Competitions = PlacementCache;

declare module 'fastify' {
  interface FastifyInstance {
    /** which tournament match a match is, remembered (modules/matches/placement-cache.ts) */
    competitions: PlacementCache;
  }
}

export default fp(
  async function competitions(app: FastifyInstance) {
    app.decorate('competitions', createPlacementCache({ database: app.database }));
  },
  { name: 'competitions', dependencies: ['db'] },
);
