import {
  CheckInInput,
  Entry,
  EntryInput,
  EntryList,
  IdParams,
  SeedsInput,
  TournamentEntryParams,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** Sign-ups: the entries, the waiting list, withdrawing, checking in and seeding. */
const entryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  const write = { ...signedIn, config: writeLimit };

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
    async (request) => app.tournaments.entries(request.actor, request.params.id),
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
      reply.status(201).send(await app.tournaments.signUp(request.actor, request.params.id, request.body)),
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
    async (request) => app.tournaments.withdraw(request.actor, request.params.id, request.params.entryId),
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
        request.actor,
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
    async (request) => app.tournaments.seed(request.actor, request.params.id, request.body),
  );
};

export default entryRoutes;
