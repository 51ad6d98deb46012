import { ApiKey, ApiKeyCreated, ApiKeyInput, ApiKeyParams, OrganizationParams } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

/** An organization's API keys: made, listed and revoked by its owners and organizers (never by a key). */
const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:organizationId/api-keys',
    {
      ...signedIn,
      schema: {
        tags: ['organization'],
        summary: 'API keys, the newest first, revoked and expired ones included (owners, organizers)',
        params: OrganizationParams,
        response: { 200: Type.Array(ApiKey), ...errors },
      },
    },
    async (request) => app.apiKeys.list(request.actor, request.params.organizationId),
  );

  app.post(
    '/:organizationId/api-keys',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary:
          'Make an API key with scopes and an optional expiry (owners, organizers); its secret is in this answer only',
        params: OrganizationParams,
        body: ApiKeyInput,
        response: { 201: ApiKeyCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.apiKeys.create(request.actor, request.params.organizationId, request.body)),
  );

  app.delete(
    '/:organizationId/api-keys/:keyId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Revoke an API key: refused from the next call on, kept in the list as revoked',
        params: ApiKeyParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.apiKeys.revoke(request.actor, request.params.organizationId, request.params.keyId);
      return reply.status(204).send(null);
    },
  );
};

export default apiKeyRoutes;
