import { ErrorResponse, UserDashboard } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The signed-in person's dashboard (decision 021), in one call. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Your dashboard in one call: next matches, followed matches live now, recent results, tournaments, notifications',
        response: { 200: UserDashboard, ...errors },
      },
    },
    async (request) => app.dashboards.user(request.actor),
  );
};

export default dashboardRoutes;
