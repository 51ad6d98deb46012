import { OrganizationParams, Paged, Player, PlayerInput, PlayerListQuery } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** An organization's players: the list and creation (by id under /api/player). */
const playerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/players',
    {
      schema: {
        tags: ['player'],
        summary:
          'Players; birthday, member id, account and properties only for members; search, filters, paging',
        security: [],
        params: OrganizationParams,
        querystring: PlayerListQuery,
        response: { 200: Paged(Player), ...errors },
      },
    },
    async (request) => app.people.listPlayers(request.actor, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/players',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['player'],
        summary: 'Add a player (owners, organizers); properties by key',
        params: OrganizationParams,
        body: PlayerInput,
        response: { 201: Player, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.people.createPlayer(request.actor, request.params.organizationId, request.body)),
  );
};

export default playerRoutes;
