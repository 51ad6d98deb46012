import {
  IdParams,
  Invitation,
  InvitationAnswer,
  InvitationListQuery,
  InvitationTokenQuery,
  Paged,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../shared';

const answerLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The invitee's side of invitations (SPEC §4: pending → accepted | rejected). Organizations send them
 * with POST /api/organization/{id}/invitations.
 */
const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['invitation'],
        summary: 'Your invitations (to your user, or to your verified sign-in address), pending first',
        querystring: InvitationListQuery,
        response: { 200: Paged(Invitation), ...errors },
      },
    },
    async (request) => app.invitations.mine(request.actor, request.query),
  );

  app.get(
    '/token',
    {
      config: answerLimit,
      schema: {
        tags: ['invitation'],
        summary: 'The invitation an emailed link points at (its token)',
        querystring: InvitationTokenQuery,
        response: { 200: Invitation, ...errors },
      },
    },
    async (request) => app.invitations.byToken(request.actor, request.query.token),
  );

  for (const action of ['accept', 'reject'] as const) {
    app.put(
      `/:id/${action}`,
      {
        config: answerLimit,
        schema: {
          tags: ['invitation'],
          summary:
            action === 'accept'
              ? 'Accept: you become a member. An invitation to an address needs the token of the emailed link (or that verified address)'
              : 'Decline',
          params: IdParams,
          body: Type.Union([InvitationAnswer, Type.Null()]),
          response: { 200: Invitation, ...errors },
        },
      },
      async (request) =>
        app.invitations.answer(
          request.actor,
          request.params.id,
          action === 'accept' ? 'accepted' : 'rejected',
          request.body?.token,
        ),
    );
  }

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['invitation'],
        summary: 'Withdraw a pending invitation (owners, organizers of the inviting organization)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.invitations.withdraw(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default invitationRoutes;
