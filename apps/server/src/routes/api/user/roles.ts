import { IdParams, RolesInput, User } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../shared';

/** A user’s global roles (admins). */
const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.put(
    '/:id/update/roles',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        summary: 'Set the roles of a user (admins); everyone keeps User',
        params: IdParams,
        body: RolesInput,
        response: { 200: User, ...errors },
      },
    },
    async (request) => {
      const admin = await app.access.requireAdmin(request.actor);
      return app.users.toDto(await app.users.setRoles(admin, request.params.id, request.body.roles));
    },
  );
};

export default roleRoutes;
