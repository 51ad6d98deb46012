import {
  AuditList,
  CorrectionInput,
  CorrectionPreview,
  CorrectionPreviewQuery,
  IdParams,
  ResultInput,
  TournamentMatchParams,
  TournamentStages,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** The preview's proposed result from its query: none given — the result as it is; `none` — taken back. */
function proposed(q: CorrectionPreviewQuery): ResultInput | null | undefined {
  if (!q.winner) return undefined;
  if (q.winner === 'none') return null;
  const games = (q.games ?? '')
    .split(',')
    .filter(Boolean)
    .map((g) => {
      const [home, away] = g.split('-').map(Number) as [number, number];
      return { home, away };
    });
  return { winner: q.winner, games, walkover: q.walkover ?? false };
}

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
          'What correcting a finished match to the result in the query would change (a dry run): the later matches that would be reset, the next stage’s places that change and its matches re-filled, or why it cannot be corrected (code; played_on names the matches in blocked). Owners, organizers',
        params: TournamentMatchParams,
        querystring: CorrectionPreviewQuery,
        response: { 200: CorrectionPreview, ...errors },
      },
    },
    async (request) =>
      app.tournaments.previewCorrection(
        request.actor,
        request.params.id,
        request.params.matchId,
        proposed(request.query),
      ),
  );

  app.post(
    '/:id/matches/:matchId/correction',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Correct a finished match: the later matches shown by the preview are reset, the new result (or none: to be played again) is recorded, and the change is audited. 409: not_finished, next_stage_drawn, result_in_use, played_on (a match of the next stage it changes was played), invalid_result',
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
