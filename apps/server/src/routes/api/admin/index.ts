import { DecisionInput, IdParams, Paged, RequestListQuery, UserRequest } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../shared';

/** The admins' side of user requests (SPEC §4 statuses pending → accepted | rejected). */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', async (request) => {
    await app.access.requireAdmin(request.actor);
  });

  app.get(
    '/user-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'User requests by status; without a status, pending first, then newest decisions',
        querystring: RequestListQuery,
        response: { 200: Paged(UserRequest), ...errors },
      },
    },
    async (request) => app.userRequests.list(request.query),
  );

  for (const action of ['accept', 'reject'] as const) {
    app.put(
      `/user-requests/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary:
            action === 'accept'
              ? 'Accept: organizer rights grant the Organizer role; a merge moves the other account onto the requester'
              : 'Reject, with an optional reason',
          params: IdParams,
          body: DecisionInput,
          response: { 200: UserRequest, ...errors },
        },
      },
      async (request) => {
        const admin = await app.access.me(request.actor);
        return app.userRequests.decide(
          admin,
          request.params.id,
          action === 'accept' ? 'accepted' : 'rejected',
          request.body?.reason ?? null,
        );
      },
    );
  }
};

export default adminRoutes;
