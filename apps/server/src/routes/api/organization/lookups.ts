import {
  Organization,
  OrganizationListQuery,
  OrganizationParams,
  Paged,
  User,
  UserListQuery,
  UserRef,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../shared';

/** What an organizer looks up: sub-organizations, users to give a role, a user by email address. */
const lookupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/organizations',
    {
      schema: {
        tags: ['organization'],
        summary: 'Sub-organizations (members see all; others the public ones and those they belong to)',
        security: [],
        params: OrganizationParams,
        querystring: OrganizationListQuery,
        response: { 200: Paged(Organization), ...errors },
      },
    },
    async (request) =>
      app.organizations.children(request.actor, request.params.organizationId, request.query),
  );

  app.get(
    '/:organizationId/users',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary:
          'Users of an organization (owners, organizers, admins); same search, filter and paging as /api/user',
        params: OrganizationParams,
        querystring: UserListQuery,
        response: { 200: Paged(User), ...errors },
      },
    },
    async (request) => {
      const { organization } = await app.access.manageOrganization(
        request.actor,
        request.params.organizationId,
      );
      return app.users.list(request.query, [organization.id]);
    },
  );

  app.get(
    '/:organizationId/user-lookup',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary:
          'Find a user by their exact email address, to give them a role (owners, organizers, admins); 404 when none',
        params: OrganizationParams,
        querystring: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
        response: { 200: UserRef, ...errors },
      },
    },
    async (request) =>
      app.organizations.findUser(request.actor, request.params.organizationId, request.query.email),
  );
};

export default lookupRoutes;
