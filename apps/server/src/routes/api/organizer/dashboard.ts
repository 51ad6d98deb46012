import { ErrorResponse, OrganizerDashboard } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** The organizer's dashboard (decision 021) across the organizations they run, in one call. */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Your organizer dashboard in one call, across the organizations you run: today by court, sign-ups, applications, your requests',
        querystring: Type.Object({
          timeZone: Type.Optional(
            Type.String({
              maxLength: 64,
              description: 'your IANA time zone (Europe/Sofia): whose today; UTC without it',
            }),
          ),
        }),
        response: { 200: OrganizerDashboard, ...errors },
      },
    },
    async (request) => app.dashboards.organizer(request.actor, request.query.timeZone),
  );
};

export default dashboardRoutes;
