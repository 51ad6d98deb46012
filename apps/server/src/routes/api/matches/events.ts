import {
  ErrorResponse,
  MatchEventInput,
  MatchEventRecord,
  MatchEventResult,
  MatchEventsQuery,
  MatchIdParams,
  Paged,
  StaleSeqResponse,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden, HttpError, notFound } from '../../../lib/http-errors';
import { errors, GuestQuery } from '../../shared';

/** A match's timeline, and score entry: one event at a time, in seq order (docs/ARCHITECTURE.md). */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
    async (request) => app.matches.events(request.actor, request.params.id, request.query),
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
      const outcome = await app.matches.post(request.actor, request.params.id, request.body);
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
};

export default eventRoutes;
