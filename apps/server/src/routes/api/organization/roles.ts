import {
  OrganizationParams,
  Paged,
  RoleAssignment,
  RoleInput,
  RoleListQuery,
  RoleParams,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

const Empty = Type.Null();

/** Who holds which role in an organization (owners name organizers and owners), and leaving one. */
const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/roles',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary: 'Who holds which role (members); owners first, then organizers, then members',
        params: OrganizationParams,
        querystring: RoleListQuery,
        response: { 200: Paged(RoleAssignment), ...errors },
      },
    },
    async (request) => app.organizations.roles(request.actor, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/roles',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary:
          'Give a user a role: member (owners, organizers), organizer or owner (owners only); they become a member',
        params: OrganizationParams,
        body: RoleInput,
        response: { 201: RoleAssignment, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.organizations.grantRole(request.actor, request.params.organizationId, request.body)),
  );

  app.delete(
    '/:organizationId/roles/:userId/:role',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary:
          'Take a role back (member: owners, organizers; organizer, owner: owners). An organizer stepping down stays a member; the last owner stays',
        params: RoleParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      const { organizationId, userId, role } = request.params;
      await app.organizations.revokeRole(request.actor, organizationId, userId, role);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/:organizationId/membership',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Leave the organization (your member record and roles); the last owner cannot leave',
        params: OrganizationParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      await app.organizations.leave(request.actor, request.params.organizationId);
      return reply.status(204).send(null);
    },
  );
};

export default roleRoutes;
