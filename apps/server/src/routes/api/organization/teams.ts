import { OrganizationParams, Paged, Team, TeamInput, TeamListQuery } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** An organization's teams and formations: the list and creation (by id under /api/team). */
const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/teams',
    {
      schema: {
        tags: ['team'],
        summary:
          'Teams and formations with their players; search (names of teams and players), filters, paging',
        security: [],
        params: OrganizationParams,
        querystring: TeamListQuery,
        response: { 200: Paged(Team), ...errors },
      },
    },
    async (request) => app.people.listTeams(request.actor, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/teams',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['team'],
        summary:
          'Add a team, or a formation (solo, double, trio: at most 1, 2, 3 players) (owners, organizers)',
        params: OrganizationParams,
        body: TeamInput,
        response: { 201: Team, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.people.createTeam(request.actor, request.params.organizationId, request.body)),
  );
};

export default teamRoutes;
