import {
  AuditList,
  CheckInInput,
  CorrectionInput,
  CorrectionPreview,
  DrawInput,
  Entry,
  EntryInput,
  EntryList,
  IdParams,
  ResultInput,
  Schedule,
  ScheduleInput,
  SeedsInput,
  StagesInput,
  Tournament,
  TournamentEntryParams,
  TournamentMatchParams,
  TournamentStages,
  TournamentUpdate,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/**
 * A tournament by id: its sign-ups, stages and draw, results and corrections (issue 13). Reads follow
 * the organization (a private organization's tournaments, and tournaments private by their own
 * setting, are 404 to outsiders); writes are the owners' and organizers', except signing oneself up,
 * withdrawing and checking in one's own entry.
 */
const tournamentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const write = { ...signedIn, config: writeLimit };

  app.get(
    '/:id',
    {
      schema: {
        tags: ['tournament'],
        summary: 'A tournament, with its counts of registered and waiting entries',
        security: [],
        params: IdParams,
        response: { 200: Tournament, ...errors },
      },
    },
    async (request) => app.tournaments.get(request, request.params.id),
  );

  app.patch(
    '/:id',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Change a tournament (owners, organizers). More spots move the waiting list up. 409: status_by_results (active and finished follow the results), drawn, has_entries, registrations_over_cap',
        params: IdParams,
        body: TournamentUpdate,
        response: { 200: Tournament, ...errors },
      },
    },
    async (request) => app.tournaments.update(request, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary: 'Delete a tournament with its draw’s matches (owners, organizers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.tournaments.remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ─── sign-ups ───────────────────────────────────────────────────────────

  app.get(
    '/:id/entries',
    {
      schema: {
        tags: ['tournament'],
        summary: 'Sign-ups: registered (by seed), the waiting list in order, and the withdrawn',
        security: [],
        params: IdParams,
        response: { 200: EntryList, ...errors },
      },
    },
    async (request) => app.tournaments.entries(request, request.params.id),
  );

  app.post(
    '/:id/entries',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Sign up a player, formation or team of the organization: organizers sign up anyone before the draw; a player signs up themself (or a formation or team they play in) while the tournament is open. Beyond the spots the entry waits. 409: registrations_full, already_signed_up, drawn, tournament_started; 400: wrong_entry_kind, wrong_organization',
        params: IdParams,
        body: EntryInput,
        response: { 201: Entry, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.tournaments.signUp(request, request.params.id, request.body)),
  );

  app.post(
    '/:id/entries/:entryId/withdraw',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Withdraw an entry (organizers, or whoever signed it up); the first on the waiting list moves up. 409 drawn: after the draw, enter a walkover or redraw',
        params: TournamentEntryParams,
        response: { 200: EntryList, ...errors },
      },
    },
    async (request) => app.tournaments.withdraw(request, request.params.id, request.params.entryId),
  );

  app.post(
    '/:id/entries/:entryId/check-in',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Check a registered entry in (or out with checkedIn false): once anyone is checked in, the draw takes only the checked-in entries',
        params: TournamentEntryParams,
        body: CheckInInput,
        response: { 200: Entry, ...errors },
      },
    },
    async (request) =>
      app.tournaments.checkIn(
        request,
        request.params.id,
        request.params.entryId,
        request.body?.checkedIn ?? true,
      ),
  );

  app.put(
    '/:id/seeds',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Seed the registered entries by hand (seeds), by the organization’s ranking (by: ranking), or clear them (by: none). Owners, organizers',
        params: IdParams,
        body: SeedsInput,
        response: { 200: EntryList, ...errors },
      },
    },
    async (request) => app.tournaments.seed(request, request.params.id, request.body),
  );

  // ─── stages, the draw and results ───────────────────────────────────────

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
    async (request) => app.tournaments.stages(request, request.params.id),
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
    async (request) => app.tournaments.setStages(request, request.params.id, request.body),
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
    async (request) => app.tournaments.draw(request, request.params.id, request.body ?? {}),
  );

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
      app.tournaments.enterResult(request, request.params.id, request.params.matchId, request.body),
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
    async (request) => app.tournaments.previewCorrection(request, request.params.id, request.params.matchId),
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
      app.tournaments.correct(request, request.params.id, request.params.matchId, request.body),
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
    async (request) => app.tournaments.audit(request, request.params.id),
  );

  // ─── schedule ───────────────────────────────────────────────────────────

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
    async (request) => app.tournaments.schedule(request, request.params.id),
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
    async (request) => app.tournaments.plan(request, request.params.id, request.body),
  );
};

export default tournamentRoutes;
export const prefix = '/api/tournament';
