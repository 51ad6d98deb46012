import {
  Match,
  MatchIdParams,
  MatchInput,
  MatchListQuery,
  MatchUpdate,
  Paged,
  ScorersInput,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, GuestQuery } from '../../shared';

/**
 * Matches (SPEC §3): the list, one match, its scorers; this folder also holds score entry (events.ts,
 * docs/ARCHITECTURE.md, the flow of a point) and guest scoring links. Reads of public matches need no
 * sign-in; writes check on the server who may do them (owner, the organization's organizers, assigned
 * scorers, a guest link).
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
    async (request) => app.matches.list(request.actor, request.query),
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
    async (request, reply) => reply.status(201).send(await app.matches.create(request.actor, request.body)),
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
    async (request) => app.matches.get(request.actor, request.params.id),
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
    async (request) => app.matches.update(request.actor, request.params.id, request.body),
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
      await app.matches.remove(request.actor, request.params.id);
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
    async (request) => app.matches.setScorers(request.actor, request.params.id, request.body.userIds),
  );
};

export default matchRoutes;
