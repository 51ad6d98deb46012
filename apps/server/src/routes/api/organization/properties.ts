import {
  OrganizationParams,
  Paged,
  Property,
  PropertyInput,
  PropertyListQuery,
  PropertyParams,
  PropertyUpdate,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

const Empty = Type.Null();

/** An organization's own fields for its players and members (members read them, owners and organizers define them). */
const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/properties',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary: 'Custom fields for players or events (members)',
        params: OrganizationParams,
        querystring: PropertyListQuery,
        response: { 200: Paged(Property), ...errors },
      },
    },
    async (request) => app.people.listProperties(request.actor, request.params.organizationId, request.query),
  );

  app.post(
    '/:organizationId/properties',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary:
          'Define a custom field (owners, organizers): key, label, type text|number|date|boolean|choice, options, applies to players|events',
        params: OrganizationParams,
        body: PropertyInput,
        response: { 201: Property, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.people.createProperty(request.actor, request.params.organizationId, request.body)),
  );

  app.patch(
    '/:organizationId/properties/:propertyId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Change the label or options of a custom field (owners, organizers)',
        params: PropertyParams,
        body: PropertyUpdate,
        response: { 200: Property, ...errors },
      },
    },
    async (request) =>
      app.people.updateProperty(
        request.actor,
        request.params.organizationId,
        request.params.propertyId,
        request.body,
      ),
  );

  app.delete(
    '/:organizationId/properties/:propertyId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Delete a custom field and its values (owners, organizers)',
        params: PropertyParams,
        response: { 204: Empty, ...errors },
      },
    },
    async (request, reply) => {
      await app.people.removeProperty(
        request.actor,
        request.params.organizationId,
        request.params.propertyId,
      );
      return reply.status(204).send(null);
    },
  );
};

export default propertyRoutes;
