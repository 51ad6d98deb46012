import { IdParams, Schedule, ScheduleInput } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** When and on which court the draw's matches are played. */
const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const write = { ...signedIn, config: writeLimit };

  app.get(
    '/:id/schedule',
    {
      schema: {
        tags: ['tournament'],
        summary:
          'The draw’s matches by time and court, the conflicts (a player on two courts at once, a court twice) and the next free court',
        security: [],
        params: IdParams,
        response: { 200: Schedule, ...errors },
      },
    },
    async (request) => app.tournaments.schedule(request.actor, request.params.id),
  );

  app.post(
    '/:id/schedule',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Plan the match times on the venue’s playing spaces from startAt: each match on the next free court, after its players’ rest and the matches it waits for (owners, organizers). One match by hand: PATCH /api/matches/{id} (scheduledAt, court). 409 no_playing_spaces; 400 wrong_venue',
        params: IdParams,
        body: ScheduleInput,
        response: { 200: Schedule, ...errors },
      },
    },
    async (request) => app.tournaments.plan(request.actor, request.params.id, request.body),
  );
};

export default scheduleRoutes;
