import { Channel, ChannelSave, IdParams } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/** SPEC §7 channel calls; the user's channels are GET /api/user/channel (routes/api/user/streaming.ts). */
const channelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.put(
    '/',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary:
          'Create (no id) or change a channel; the stream key is in the answer once, on create and with rotateKey',
        body: ChannelSave,
        response: { 200: Channel, ...errors },
      },
    },
    async (request, reply) => {
      // the answer may hold the stream key: never stored by a cache
      reply.header('cache-control', 'no-store');
      return app.streaming.saveChannel(request, request.body);
    },
  );

  app.delete(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary:
          'Delete a channel with its livestreams and recordings (its owner, its organization\u2019s organizers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.streaming.removeChannel(request, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default channelRoutes;
export const prefix = '/api/channel';
