import { BoardQuery, ErrorResponse, UserBoard } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The competitor's board (/user/board, decision 070): one's own players only, in one call. */
const boardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/board',
    {
      schema: {
        tags: ['user'],
        summary:
          'My board as a competitor: for my players (or one of them), the next matches, results, tournaments, rankings and statistics over the last twelve months',
        querystring: BoardQuery,
        response: { 200: UserBoard, ...errors },
      },
    },
    async (request) => app.board.board(request.actor, request.query),
  );
};

export default boardRoutes;
