import {
  Application,
  ApplicationDecision,
  ApplicationInput,
  ApplicationListQuery,
  IdParams,
  Paged,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../shared';

const applyLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Applications to join an organization (SPEC §3 Application: applied_on; pending → accepted | rejected). */
const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/',
    {
      config: applyLimit,
      schema: {
        tags: ['application'],
        summary: 'Apply to join an organization you can see (one pending application at a time)',
        body: ApplicationInput,
        response: { 201: Application, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.invitations.apply(request.actor, request.body)),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['application'],
        summary: 'Your applications, pending first',
        querystring: ApplicationListQuery,
        response: { 200: Paged(Application), ...errors },
      },
    },
    async (request) => app.invitations.myApplications(request.actor, request.query),
  );

  for (const action of ['accept', 'reject'] as const) {
    app.put(
      `/:id/${action}`,
      {
        schema: {
          tags: ['application'],
          summary:
            action === 'accept'
              ? 'Accept: the applicant becomes a member (owners, organizers)'
              : 'Reject, with an optional reason (owners, organizers)',
          params: IdParams,
          body: Type.Union([ApplicationDecision, Type.Null()]),
          response: { 200: Application, ...errors },
        },
      },
      async (request) =>
        app.invitations.decide(
          request.actor,
          request.params.id,
          action === 'accept' ? 'accepted' : 'rejected',
          request.body?.reason ?? null,
        ),
    );
  }

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['application'],
        summary: 'Withdraw your pending application',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.invitations.withdrawApplication(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default applicationRoutes;
