import {
  Channel,
  ChannelSave,
  ErrorResponse,
  IdParams,
  YouTubeAuthorize,
  YouTubeCallbackQuery,
} from '@sportzone/contracts';
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
      return app.streaming.saveChannel(request.actor, request.body);
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
      await app.streaming.removeChannel(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/youtube/authorize',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary:
          'Connect a channel to YouTube: Google\u2019s consent page (open it in the browser; it comes back to the callback)',
        params: IdParams,
        response: { 200: YouTubeAuthorize, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.streaming.youtubeAuthorize(request.actor, request.params.id);
    },
  );

  app.get(
    '/youtube/callback',
    {
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary:
          'Google\u2019s consent page comes back here: the code is exchanged for the channel\u2019s tokens (kept sealed, never returned); redirects to /channels',
        security: [],
        querystring: YouTubeCallbackQuery,
        response: {
          302: Type.Null(),
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const location = await app.streaming.youtube.callback(request.query);
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    },
  );
};

export default channelRoutes;
