import {
  ErrorResponse,
  MarkReadInput,
  MarkReadResult,
  NotificationListQuery,
  NotificationPage,
  NotificationSettings,
  PushSubscriptionInput,
  PushSubscriptionResult,
  PushUnsubscribeInput,
  UnreadCount,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const writeLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The signed-in person's notifications (decision 021): the history with paging, the unread count,
 * marking read, per-kind settings with the video delay, and Web Push subscriptions of their browsers.
 */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first (SPEC paging); unread=true for the unread ones',
        querystring: NotificationListQuery,
        response: { 200: NotificationPage, ...errors },
      },
    },
    async (request) => app.notifications.list(request.actor, request.query),
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of your notifications are unread (the bell)',
        response: { 200: UnreadCount, ...errors },
      },
    },
    async (request) => ({ unread: await app.notifications.unread(request.actor) }),
  );

  app.post(
    '/notifications/read',
    {
      config: writeLimit,
      schema: {
        tags: ['notifications'],
        summary: 'Mark these notifications read, or all of them (no ids)',
        body: MarkReadInput,
        response: { 200: MarkReadResult, ...errors },
      },
    },
    async (request) => app.notifications.markRead(request.actor, request.body.ids),
  );

  app.get(
    '/notifications/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds you get in the app and as push, and your video delay (results come after it)',
        response: { 200: NotificationSettings, ...errors },
      },
    },
    async (request) => app.notifications.settings(request.actor),
  );

  app.put(
    '/notifications/settings',
    {
      config: writeLimit,
      schema: {
        tags: ['notifications'],
        summary: 'Save your notification settings',
        body: NotificationSettings,
        response: { 200: NotificationSettings, ...errors },
      },
    },
    async (request) => app.notifications.saveSettings(request.actor, request.body),
  );

  app.post(
    '/notifications/push',
    {
      config: writeLimit,
      schema: {
        tags: ['notifications'],
        summary: 'This browser allowed push: save its PushSubscription (again is fine)',
        body: PushSubscriptionInput,
        response: { 201: PushSubscriptionResult, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await app.notifications.subscribe(
            request.actor,
            request.body,
            request.headers['user-agent'] ?? null,
          ),
        ),
  );

  app.delete(
    '/notifications/push',
    {
      config: writeLimit,
      schema: {
        tags: ['notifications'],
        summary: 'This browser no longer wants push: forget its subscription',
        querystring: PushUnsubscribeInput,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.notifications.unsubscribe(request.actor, request.query.endpoint);
      return reply.status(204).send(null);
    },
  );
};

export default notificationRoutes;
