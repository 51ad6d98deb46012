import { CalendarItems, CalendarQuery, ErrorResponse } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** The calendar page (/user/calendar): the signed-in person's matches and tournaments in a window. */
const userCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/calendar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary:
          'Your matches (yours, your players\u2019 and teams\u2019, those you score, those you follow) and tournaments between from and to (at most 93 days)',
        querystring: CalendarQuery,
        response: { 200: CalendarItems, ...errors },
      },
    },
    async (request) => ({
      items: await app.calendar.items(
        request.actor,
        new Date(request.query.from),
        new Date(request.query.to),
      ),
    }),
  );
};

export default userCalendarRoutes;
