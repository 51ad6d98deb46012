import {
  Member,
  MemberInput,
  MemberListQuery,
  MemberParams,
  MemberUpdate,
  OrganizationParams,
  Paged,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

const Empty = Type.Null();

/** An organization's members (names for anyone who can read it; emails and accounts for members). */
const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/members',
    {
      schema: {
        tags: ['organization'],
        summary:
          'Members (people of the organization); emails and accounts only for members; search, status filter, paging',
        security: [],
        params: OrganizationParams,
        querystring: MemberListQuery,
        response: { 200: Paged(Member), ...errors },
      },
    },
    async (request) => app.people.listMembers(request.actor, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/members',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Add a member, with or without a user account (owners, organizers)',
        params: OrganizationParams,
        body: MemberInput,
        response: { 201: Member, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.people.createMember(request.actor, request.params.organizationId, request.body)),
  );

  app.get(
    '/:organizationId/members/:memberId',
    {
      schema: {
        tags: ['organization'],
        summary: 'A member',
        security: [],
        params: MemberParams,
        response: { 200: Member, ...errors },
      },
    },
    async (request) =>
      app.people.getMember(request.actor, request.params.organizationId, request.params.memberId),
  );

  app.patch(
    '/:organizationId/members/:memberId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Change a member (owners, organizers); linking a user account makes the user a member',
        params: MemberParams,
        body: MemberUpdate,
        response: { 200: Member, ...errors },
      },
    },
    async (request) =>
      app.people.updateMember(
        request.actor,
        request.params.organizationId,
        request.params.memberId,
        request.body,
      ),
  );

  app.delete(
    '/:organizationId/members/:memberId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Remove a member and their roles (owners, organizers; an owner or organizer only by owners)',
        params: MemberParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      await app.people.removeMember(request.actor, request.params.organizationId, request.params.memberId);
      return reply.status(204).send(null);
    },
  );
};

export default memberRoutes;
