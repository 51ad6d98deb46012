import {
  AuditList,
  CorrectionInput,
  CorrectionPreview,
  IdParams,
  ResultInput,
  TournamentMatchParams,
  TournamentStages,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** Results of the draw's matches entered by hand, corrections, and the audit of both and of draws. */
const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const write = { ...signedIn, config: writeLimit };

  app.post(
    '/:id/matches/:matchId/result',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Enter the result of a match of the draw by hand (or a walkover); the next matches get their sides. 409: match_finished (correct it instead), match_in_play, match_not_ready, invalid_games …',
        params: TournamentMatchParams,
        body: ResultInput,
        response: { 200: TournamentStages, ...errors },
      },
    },
    async (request) =>
      app.tournaments.enterResult(request.actor, request.params.id, request.params.matchId, request.body),
  );

  app.get(
    '/:id/matches/:matchId/correction',
    {
      ...signedIn,
      schema: {
        tags: ['tournament'],
        summary:
          'What correcting a finished match would change: the later matches that would be reset, or why it cannot be corrected (code). Owners, organizers',
        params: TournamentMatchParams,
        response: { 200: CorrectionPreview, ...errors },
      },
    },
    async (request) =>
      app.tournaments.previewCorrection(request.actor, request.params.id, request.params.matchId),
  );

  app.post(
    '/:id/matches/:matchId/correction',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Correct a finished match: the later matches shown by the preview are reset, the new result (or none: to be played again) is recorded, and the change is audited. 409: not_finished, next_stage_drawn, result_in_use',
        params: TournamentMatchParams,
        body: CorrectionInput,
        response: { 200: TournamentStages, ...errors },
      },
    },
    async (request) =>
      app.tournaments.correct(request.actor, request.params.id, request.params.matchId, request.body),
  );

  app.get(
    '/:id/audit',
    {
      ...signedIn,
      schema: {
        tags: ['tournament'],
        summary: 'Draws, results entered by hand and corrections, the latest first (owners, organizers)',
        params: IdParams,
        response: { 200: AuditList, ...errors },
      },
    },
    async (request) => app.tournaments.audit(request.actor, request.params.id),
  );
};

export default resultRoutes;
