import { OrganizationParams, Paged, Venue, VenueInput, VenueListQuery } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** An organization's venues: the list and creation (by id under /api/venue). */
const venueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/venues',
    {
      schema: {
        tags: ['venue'],
        summary: 'Venues with their playing spaces; search, city, country and sport filters, paging',
        security: [],
        params: OrganizationParams,
        querystring: VenueListQuery,
        response: { 200: Paged(Venue), ...errors },
      },
    },
    async (request) => app.places.listVenues(request.actor, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/venues',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['venue'],
        summary: 'Add a venue with its playing spaces (owners, organizers)',
        params: OrganizationParams,
        body: VenueInput,
        response: { 201: Venue, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.places.createVenue(request.actor, request.params.organizationId, request.body)),
  );
};

export default venueRoutes;
