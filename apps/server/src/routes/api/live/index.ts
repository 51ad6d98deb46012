import { ErrorResponse } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { unauthorized } from '../../../lib/http-errors';

/**
 * The live WebSocket (decision 006) at /api/live, the `LIVE_PATH` clients dial: one per browser tab,
 * every subscription on it. Browsers cannot set headers on a WebSocket, so a signed-in viewer of a
 * private match passes its access token as `?access_token=` and a guest its link token as `?token=`;
 * public matches need neither. Over the viewer cap the upgrade is refused with 503 + Retry-After,
 * before any file is spent on it.
 */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      websocket: true,
      // Quiet: one line per viewer would flood the log, and the URL may carry a token.
      logLevel: 'warn',
      schema: {
        querystring: Type.Object({
          access_token: Type.Optional(Type.String({ maxLength: 8192 })),
          token: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 401: ErrorResponse, 503: ErrorResponse },
      },
      async preHandler(request, reply) {
        if (!app.live.canAccept()) {
          return reply.status(503).header('retry-after', String(app.live.retryAfterSeconds)).send({
            statusCode: 503,
            error: 'Service Unavailable',
            code: 'live_overloaded',
            message: 'Too many viewers on this server right now. Try again shortly.',
          });
        }
        const token = request.query.access_token;
        if (token && !request.identity) {
          try {
            request.identity = await app.verifyAccessToken(token);
          } catch {
            throw unauthorized(
              'You are not logged in or your session has expired. Please login and try again.',
            );
          }
        }
      },
    },
    (socket, request) => app.live.accept(socket, request.actor),
  );
};

export default liveRoutes;
