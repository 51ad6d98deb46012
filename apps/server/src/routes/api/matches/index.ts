import {
  ErrorResponse,
  GuestLink,
  GuestLinkCreated,
  GuestLinkInput,
  GuestLinkParams,
  Match,
  MatchEventInput,
  MatchEventRecord,
  MatchEventResult,
  MatchEventsQuery,
  MatchIdParams,
  MatchInput,
  MatchListQuery,
  MatchUpdate,
  Paged,
  ScorersInput,
  StaleSeqResponse,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden, HttpError, notFound } from '../../../lib/http-errors';
import { errors } from '../../shared';

const GuestQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

/**
 * Matches (SPEC §3) and score entry (docs/ARCHITECTURE.md, the flow of a point). Reads of public matches
 * need no sign-in; writes check on the server who may do them (owner, the organization's organizers,
 * assigned scorers, a guest link).
 */
const matchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/',
    {
      schema: {
        tags: ['matches'],
        summary:
          'Matches: filters status, sport, search, date range (from/to), organization, mine; live first, then upcoming, then newest',
        security: [],
        querystring: MatchListQuery,
        response: { 200: Paged(Match), ...errors },
      },
    },
    async (request) => app.matches.list(request, request.query),
  );

  app.post(
    '/',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Create a match (a friendly one of yours, or one of an organization you organize)',
        body: MatchInput,
        response: { 201: Match, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await app.matches.create(request, request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['matches'],
        summary: 'A match with its current score (summary) and seq; public matches need no sign-in',
        security: [],
        params: MatchIdParams,
        querystring: GuestQuery,
        response: { 200: Match, ...errors },
      },
    },
    async (request) => app.matches.get(request, request.params.id),
  );

  app.patch(
    '/:id',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Edit or schedule a match; sport and format only before the first event',
        params: MatchIdParams,
        body: MatchUpdate,
        response: { 200: Match, ...errors },
      },
    },
    async (request) => app.matches.update(request, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Delete a match with its events and guest links',
        params: MatchIdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.matches.remove(request, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/:id/scorers',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Replace the users allowed to enter the score',
        params: MatchIdParams,
        body: ScorersInput,
        response: { 200: Match, ...errors },
      },
    },
    async (request) => app.matches.setScorers(request, request.params.id, request.body.userIds),
  );

  app.get(
    '/:id/events',
    {
      schema: {
        tags: ['matches'],
        summary:
          'The timeline: events oldest first with who entered them and the score after each; `after` = seq to start after',
        security: [],
        params: MatchIdParams,
        querystring: Type.Object({ ...MatchEventsQuery.properties, ...GuestQuery.properties }),
        response: { 200: Paged(MatchEventRecord), ...errors },
      },
    },
    async (request) => app.matches.events(request, request.params.id, request.query),
  );

  app.post(
    '/:id/events',
    {
      schema: {
        tags: ['matches'],
        summary:
          'Enter a score event (owner, organizers, scorers, or a guest link in X-Score-Token / ?token=). 200 with the score; ' +
          'a repeated clientEventId gets the stored answer; 409 stale_seq with the current state; 422 with the scoring code when the rules refuse it',
        params: MatchIdParams,
        querystring: GuestQuery,
        headers: Type.Object({ 'x-score-token': Type.Optional(Type.String({ maxLength: 200 })) }),
        body: MatchEventInput,
        response: { 200: MatchEventResult, ...errors, 409: StaleSeqResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const outcome = await app.matches.post(request, request.params.id, request.body);
      switch (outcome.kind) {
        case 'accepted':
          return reply.status(200).send(outcome.result);
        case 'stale':
          return reply.status(409).send({
            statusCode: 409,
            error: 'Conflict',
            code: 'stale_seq',
            message: `The match is at seq ${outcome.current.seq}; you sent ${request.body.seq}. Here is where it stands.`,
            current: outcome.current,
          });
        case 'refused':
          throw new HttpError(422, outcome.error.message, outcome.error.code);
        case 'correction_forbidden':
          throw forbidden('The match is finished: only its owner or organizers can correct it.');
        case 'not_found':
          throw notFound('Match not found.');
      }
    },
  );

  app.get(
    '/:id/guest-links',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Guest scoring links of a match (the tokens themselves are shown only when created)',
        params: MatchIdParams,
        response: { 200: Type.Array(GuestLink), ...errors },
      },
    },
    async (request) => {
      await app.matches.requireManage(request, request.params.id);
      return app.guestLinks.list(request.params.id);
    },
  );

  app.post(
    '/:id/guest-links',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Create a guest scoring link (expires after expiresInMinutes, default a day)',
        params: MatchIdParams,
        body: GuestLinkInput,
        response: { 201: GuestLinkCreated, ...errors },
      },
    },
    async (request, reply) => {
      const { row, user } = await app.matches.requireManage(request, request.params.id);
      const link = await app.guestLinks.create(
        { id: row.id, sport: row.sport },
        user?.id ?? null,
        request.body,
      );
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/:id/guest-links/:linkId',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Revoke a guest scoring link',
        params: GuestLinkParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.matches.requireManage(request, request.params.id);
      await app.guestLinks.revoke(request.params.id, request.params.linkId);
      return reply.status(204).send(null);
    },
  );
};

export default matchRoutes;
export const prefix = '/api/matches';
