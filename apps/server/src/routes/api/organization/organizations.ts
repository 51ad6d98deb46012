import {
  MyOrganizationsQuery,
  Organization,
  OrganizationInput,
  OrganizationListQuery,
  OrganizationParams,
  OrganizationUpdate,
  Paged,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

const Empty = Type.Null();

/*
 * This folder: organizations (SPEC §3 Organization, Role, Invitation, Application …) and what lives
 * inside one, one file per resource. Reads: anyone for public and unlisted organizations (a private one
 * is a 404 for non-members); private parts: members; writes: owners and organizers (organizers and
 * owners are named by owners); global admins may do everything. The services check all of it
 * (modules/organizations).
 */

/** Organizations themselves: search, yours, create, change, delete. */
const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/',
    {
      schema: {
        tags: ['organization'],
        summary:
          'Search organizations by name (public ones; unlisted ones only by link; admins see all); paged, by name',
        security: [],
        querystring: OrganizationListQuery,
        response: { 200: Paged(Organization), ...errors },
      },
    },
    async (request) => app.organizations.search(request.actor, request.query),
  );

  app.get(
    '/mine',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary: 'Organizations where you hold a role (owner, organizer, member), with your roles',
        querystring: MyOrganizationsQuery,
        response: { 200: Paged(Organization), ...errors },
      },
    },
    async (request) => app.organizations.mine(request.actor, request.query),
  );

  app.post(
    '/',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary:
          'Create an organization (global Organizer or Admin) or a sub-organization (parentId: owners and organizers of the parent); you become its owner',
        body: OrganizationInput,
        response: { 201: Organization, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.organizations.create(request.actor, request.body)),
  );

  app.get(
    '/:organizationId',
    {
      schema: {
        tags: ['organization'],
        summary:
          'An organization (public and unlisted: anyone; private: members only, else 404), with your roles and rights',
        security: [],
        params: OrganizationParams,
        response: { 200: Organization, ...errors },
      },
    },
    async (request) => app.organizations.get(request.actor, request.params.organizationId),
  );

  app.patch(
    '/:organizationId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Change an organization (owners, organizers); only the fields sent change',
        params: OrganizationParams,
        body: OrganizationUpdate,
        response: { 200: Organization, ...errors },
      },
    },
    async (request) => app.organizations.update(request.actor, request.params.organizationId, request.body),
  );

  app.delete(
    '/:organizationId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Delete an organization with its sub-organizations and everything in them (owners)',
        params: OrganizationParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      await app.organizations.remove(request.actor, request.params.organizationId);
      return reply.status(204).send(null);
    },
  );
};

export default organizationRoutes;
