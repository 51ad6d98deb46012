import { IdParams, Tournament, TournamentUpdate } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/**
 * A tournament by id (this folder: its sign-ups, stages and draw, results and corrections, schedule).
 * Reads follow the organization (a private organization's tournaments, and tournaments private by
 * their own setting, are 404 to outsiders); writes are the owners' and organizers', except signing
 * oneself up, withdrawing and checking in one's own entry.
 */
const tournamentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const write = { ...signedIn, config: writeLimit };

  app.get(
    '/:id',
    {
      schema: {
        tags: ['tournament'],
        summary: 'A tournament, with its counts of registered and waiting entries',
        security: [],
        params: IdParams,
        response: { 200: Tournament, ...errors },
      },
    },
    async (request) => app.tournaments.get(request.actor, request.params.id),
  );

  app.patch(
    '/:id',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Change a tournament (owners, organizers). More spots move the waiting list up. 409: status_by_results (active and finished follow the results), drawn, has_entries, registrations_over_cap',
        params: IdParams,
        body: TournamentUpdate,
        response: { 200: Tournament, ...errors },
      },
    },
    async (request) => app.tournaments.update(request.actor, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary: 'Delete a tournament with its draw’s matches (owners, organizers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.tournaments.remove(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default tournamentRoutes;
