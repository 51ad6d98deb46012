import { IdParams, Venue, VenueUpdate } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/** A venue (SPEC §3 Venue/playground) by id; lists and creation are under /api/organization/{id}/venues. */
const venueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:id',
    {
      schema: {
        tags: ['venue'],
        summary:
          'A venue with its playing spaces (kind: table, court, lane, field or playground, from the sport)',
        security: [],
        params: IdParams,
        response: { 200: Venue, ...errors },
      },
    },
    async (request) => app.places.getVenue(request.actor, request.params.id),
  );

  app.patch(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['venue'],
        summary:
          'Change a venue (owners, organizers); spaces, when sent, replaces the list (keep a space by its id)',
        params: IdParams,
        body: VenueUpdate,
        response: { 200: Venue, ...errors },
      },
    },
    async (request) => app.places.updateVenue(request.actor, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['venue'],
        summary: 'Delete a venue (owners, organizers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.places.removeVenue(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default venueRoutes;
