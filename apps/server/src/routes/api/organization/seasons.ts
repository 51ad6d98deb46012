import { OrganizationParams, Paged, Season, SeasonInput, SeasonListQuery } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** An organization's seasons: the list and creation (by id under /api/season). */
const seasonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/seasons',
    {
      schema: {
        tags: ['season'],
        summary: 'Seasons, the latest first; search, running on a day, paging',
        security: [],
        params: OrganizationParams,
        querystring: SeasonListQuery,
        response: { 200: Paged(Season), ...errors },
      },
    },
    async (request) => app.places.listSeasons(request.actor, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/seasons',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['season'],
        summary: 'Add a season (owners, organizers)',
        params: OrganizationParams,
        body: SeasonInput,
        response: { 201: Season, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.places.createSeason(request.actor, request.params.organizationId, request.body)),
  );
};

export default seasonRoutes;
