import {
  OrganizationParams,
  Paged,
  Ranking,
  RankingQuery,
  RankingTable,
  RankingTableInput,
  Tournament,
  TournamentInput,
  TournamentListQuery,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** An organization's tournaments, its ranking points table and its rankings (decision 018). */
const organizationTournamentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/tournaments',
    {
      schema: {
        tags: ['tournament'],
        summary:
          'Tournaments of an organization, the latest first; search, status, season, sport, paging. Outsiders see the public ones; private organizations: 404',
        security: [],
        params: OrganizationParams,
        querystring: TournamentListQuery,
        response: { 200: Paged(Tournament), ...errors },
      },
    },
    async (request) => app.tournaments.list(request.actor, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/tournaments',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['tournament'],
        summary:
          'Create a tournament (owners, organizers). 400 wrong_organization: the season or venue is another organization’s',
        params: OrganizationParams,
        body: TournamentInput,
        response: { 201: Tournament, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.tournaments.create(request.actor, request.params.organizationId, request.body)),
  );

  app.get(
    '/:organizationId/ranking-table',
    {
      schema: {
        tags: ['ranking'],
        summary: 'Ranking points by finishing position (position 1 first); a default when none is set',
        security: [],
        params: OrganizationParams,
        response: { 200: RankingTable, ...errors },
      },
    },
    async (request) => app.tournaments.rankingTable(request.actor, request.params.organizationId),
  );

  app.put(
    '/:organizationId/ranking-table',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['ranking'],
        summary: 'Set the ranking points by finishing position (owners, organizers)',
        params: OrganizationParams,
        body: RankingTableInput,
        response: { 200: RankingTable, ...errors },
      },
    },
    async (request) =>
      app.tournaments.setRankingTable(request.actor, request.params.organizationId, request.body.points),
  );

  app.get(
    '/:organizationId/rankings',
    {
      schema: {
        tags: ['ranking'],
        summary:
          'The ranking of a period (a season, or from–to): ranking points of finished tournaments summed per player, formation or team; equal totals share a position',
        security: [],
        params: OrganizationParams,
        querystring: RankingQuery,
        response: { 200: Ranking, ...errors },
      },
    },
    async (request) => app.tournaments.ranking(request.actor, request.params.organizationId, request.query),
  );
};

export default organizationTournamentRoutes;
