import { OrganizerUserInput, User } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../shared';

const organizerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['organizer'],
        summary: 'Create a user for your organization (owners and organizers); the user joins it as a member',
        body: OrganizerUserInput,
        response: { 201: User, ...errors },
      },
    },
    async (request, reply) => {
      await app.access.manageOrganization(request.actor, request.body.organizationId);
      const user = await app.users.createForOrganization(request.body);
      return reply.status(201).send(app.users.toDto(user));
    },
  );
};

export default organizerRoutes;
