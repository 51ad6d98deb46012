import {
  OrganizationParams,
  WebhookDelivery,
  WebhookDeliveryParams,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookEndpointUpdate,
  WebhookMessage,
  WebhookParams,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors, writeLimit } from '../../shared';

const tags = ['organization'];
const MESSAGE = `The body of every call is a WebhookMessage, signed as Standard Webhooks sign it (webhook-id, webhook-timestamp, webhook-signature).`;

/** An organization's webhooks and their delivery log: its owners and organizers (never an API key). */
const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  // the message's shape is in the description, where a receiver's author looks for it
  app.addSchema(WebhookMessage);

  app.get(
    '/:organizationId/webhooks',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Webhooks, the newest first (owners, organizers)',
        description: MESSAGE,
        params: OrganizationParams,
        response: { 200: Type.Array(WebhookEndpoint), ...errors },
      },
    },
    async (request) => app.webhooks.list(request.actor, request.params.organizationId),
  );

  app.post(
    '/:organizationId/webhooks',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Subscribe a URL to events (owners, organizers); its signing secret is in this answer only',
        description: MESSAGE,
        params: OrganizationParams,
        body: WebhookEndpointInput,
        response: { 201: WebhookEndpointCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.webhooks.create(request.actor, request.params.organizationId, request.body)),
  );

  app.patch(
    '/:organizationId/webhooks/:webhookId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Change a webhook, or switch it off or on (on again clears the failures)',
        params: WebhookParams,
        body: WebhookEndpointUpdate,
        response: { 200: WebhookEndpoint, ...errors },
      },
    },
    async (request) => {
      const { organizationId, webhookId } = request.params;
      return app.webhooks.update(request.actor, organizationId, webhookId, request.body);
    },
  );

  app.delete(
    '/:organizationId/webhooks/:webhookId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Delete a webhook with its delivery log',
        params: WebhookParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.webhooks.remove(request.actor, request.params.organizationId, request.params.webhookId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:organizationId/webhooks/:webhookId/deliveries',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The delivery log: the latest 100 messages with the receiver’s answer and time',
        params: WebhookParams,
        response: { 200: Type.Array(WebhookDelivery), ...errors },
      },
    },
    async (request) =>
      app.webhooks.deliveries(request.actor, request.params.organizationId, request.params.webhookId),
  );

  app.post(
    '/:organizationId/webhooks/:webhookId/deliveries/:deliveryId/resend',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Send a message again now, with the same webhook-id',
        params: WebhookDeliveryParams,
        response: { 202: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { organizationId, webhookId, deliveryId } = request.params;
      await app.webhooks.resend(request.actor, organizationId, webhookId, deliveryId);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/:organizationId/webhooks/:webhookId/test',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Queue a webhook.test message, to see the receiver verify a signature',
        params: WebhookParams,
        response: { 202: WebhookDelivery, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await app.webhooks.test(request.actor, request.params.organizationId, request.params.webhookId),
        ),
  );
};

export default webhookRoutes;
