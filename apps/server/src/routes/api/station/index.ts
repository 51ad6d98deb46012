import { IdParams, Station, StationSave } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/** Stations (SPEC §3): one per playing space of an organization's venue; GET /api/user/station lists them. */
const stationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.put(
    '/',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary: 'Create (no id) or change a station at a playing space of a venue (organizers)',
        body: StationSave,
        response: { 200: Station, ...errors },
      },
    },
    async (request) => app.streaming.saveStation(request.actor, request.body),
  );

  app.delete(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary: 'Delete a station with its cameras (organizers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.streaming.removeStation(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default stationRoutes;
