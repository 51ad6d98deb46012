import { Camera, CameraSave, IdParams } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/** SPEC §7 camera calls. */
const cameraRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.put(
    '/',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary:
          'Create (no id; station.id) or change a camera: its channel, name, and whether it goes live with matches (organizers)',
        body: CameraSave,
        response: { 200: Camera, ...errors },
      },
    },
    async (request) => app.streaming.saveCamera(request.actor, request.body),
  );

  app.delete(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary: 'Delete a camera (organizers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.streaming.removeCamera(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default cameraRoutes;
