import { ErrorResponse, OutboxItem, OutboxListQuery, Paged } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** The mail outbox for admins (GET /api/admin/outbox): every email, stored (no SMTP), sent or failed. */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/outbox',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['admin'],
        summary:
          'Emails the app sent or kept: stored (no SMTP_URL), sent, failed (with the error); newest first (admins)',
        querystring: OutboxListQuery,
        response: { 200: Paged(OutboxItem), ...errors },
      },
    },
    async (request) => {
      await app.access.requireAdmin(request.actor);
      return app.mail.outbox(request.query);
    },
  );
};

export default outboxRoutes;
