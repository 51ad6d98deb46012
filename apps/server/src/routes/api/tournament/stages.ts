import { DrawInput, IdParams, StagesInput, TournamentStages } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** The stages and the draw of their matches. */
const stageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const write = { ...signedIn, config: writeLimit };

  app.get(
    '/:id/stages',
    {
      schema: {
        tags: ['tournament'],
        summary:
          'The stages with their draw: every match (phase, group, round, sides, result, its live match) and the standings',
        security: [],
        params: IdParams,
        response: { 200: TournamentStages, ...errors },
      },
    },
    async (request) => app.tournaments.stages(request.actor, request.params.id),
  );

  app.put(
    '/:id/stages',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Define the stages (e.g. round robin groups, then a single elimination of the top 2 of each group). Removes the draw; 409 draw_started once a match has started',
        params: IdParams,
        body: StagesInput,
        response: { 200: TournamentStages, ...errors },
      },
    },
    async (request) => app.tournaments.setStages(request.actor, request.params.id, request.body),
  );

  app.post(
    '/:id/draw',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Draw the first stage from the registered (checked-in) entries and create its live matches; again to redraw until the first match starts (409 draw_started). With stageId: draw a later stage from the complete stage before (it is drawn by itself when that one completes). 409 too_few_participants and the engine’s codes',
        params: IdParams,
        body: DrawInput,
        response: { 200: TournamentStages, ...errors },
      },
    },
    async (request) => app.tournaments.draw(request.actor, request.params.id, request.body ?? {}),
  );
};

export default stageRoutes;
