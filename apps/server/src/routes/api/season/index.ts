import { IdParams, Season, SeasonUpdate } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/** A season by id; lists and creation are under /api/organization/{id}/seasons. */
const seasonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:id',
    {
      schema: {
        tags: ['season'],
        summary: 'A season',
        security: [],
        params: IdParams,
        response: { 200: Season, ...errors },
      },
    },
    async (request) => app.places.getSeason(request.actor, request.params.id),
  );

  app.patch(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['season'],
        summary: 'Change a season (owners, organizers); it ends on or after its start',
        params: IdParams,
        body: SeasonUpdate,
        response: { 200: Season, ...errors },
      },
    },
    async (request) => app.places.updateSeason(request.actor, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['season'],
        summary: 'Delete a season (owners, organizers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.places.removeSeason(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default seasonRoutes;
