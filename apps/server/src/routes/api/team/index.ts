import { IdParams, Team, TeamPlayerParams, TeamUpdate } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/** A team or formation by id; lists and creation are under /api/organization/{id}/teams. */
const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:id',
    {
      schema: {
        tags: ['team'],
        summary: 'A team or formation with its players',
        security: [],
        params: IdParams,
        response: { 200: Team, ...errors },
      },
    },
    async (request) => app.people.getTeam(request.actor, request.params.id),
  );

  app.patch(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['team'],
        summary: 'Change a team or formation (owners, organizers); playerIds replaces the players',
        params: IdParams,
        body: TeamUpdate,
        response: { 200: Team, ...errors },
      },
    },
    async (request) => app.people.updateTeam(request.actor, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['team'],
        summary: 'Delete a team or formation (owners, organizers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.people.removeTeam(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/:id/players/:playerId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['team'],
        summary: 'Add a player of the same organization (owners, organizers); formations keep their size',
        params: TeamPlayerParams,
        response: { 200: Team, ...errors },
      },
    },
    async (request) => app.people.addTeamPlayer(request.actor, request.params.id, request.params.playerId),
  );

  app.delete(
    '/:id/players/:playerId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['team'],
        summary: 'Remove a player (owners, organizers)',
        params: TeamPlayerParams,
        response: { 200: Team, ...errors },
      },
    },
    async (request) => app.people.removeTeamPlayer(request.actor, request.params.id, request.params.playerId),
  );
};

export default teamRoutes;
