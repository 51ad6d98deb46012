import {
  ErrorResponse,
  MarkReadInput,
  MarkReadResult,
  NotificationListQuery,
  NotificationPage,
  NotificationSettings,
  OrganizerDashboard,
  PushSubscriptionInput,
  PushSubscriptionResult,
  PushUnsubscribeInput,
  UnreadCount,
  UserDashboard,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const writeLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/**
 * The signed-in person's notifications (decision 021): the history with paging, the unread count,
 * marking read, per-kind settings with the video delay, and Web Push subscriptions of their browsers;
 * and the two dashboards, each one call.
 */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/user/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first (SPEC paging); unread=true for the unread ones',
        querystring: NotificationListQuery,
        response: { 200: NotificationPage, ...errors },
      },
    },
    async (request) => app.notifications.list(request, request.query),
  );

  app.get(
    '/user/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of your notifications are unread (the bell)',
        response: { 200: UnreadCount, ...errors },
      },
    },
    async (request) => ({ unread: await app.notifications.unread(request) }),
  );

  app.post(
    '/user/notifications/read',
    {
      config: writeLimit,
      schema: {
        tags: ['notifications'],
        summary: 'Mark these notifications read, or all of them (no ids)',
        body: MarkReadInput,
        response: { 200: MarkReadResult, ...errors },
      },
    },
    async (request) => app.notifications.markRead(request, request.body.ids),
  );

  app.get(
    '/user/notifications/settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds you get in the app and as push, and your video delay (results come after it)',
        response: { 200: NotificationSettings, ...errors },
      },
    },
    async (request) => app.notifications.settings(request),
  );

  app.put(
    '/user/notifications/settings',
    {
      config: writeLimit,
      schema: {
        tags: ['notifications'],
        summary: 'Save your notification settings',
        body: NotificationSettings,
        response: { 200: NotificationSettings, ...errors },
      },
    },
    async (request) => app.notifications.saveSettings(request, request.body),
  );

  app.post(
    '/user/notifications/push',
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
      reply.status(201).send(await app.notifications.subscribe(request, request.body)),
  );

  app.delete(
    '/user/notifications/push',
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
      await app.notifications.unsubscribe(request, request.query.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/dashboard',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Your dashboard in one call: next matches, followed matches live now, recent results, tournaments, notifications',
        response: { 200: UserDashboard, ...errors },
      },
    },
    async (request) => app.dashboards.user(request),
  );

  app.get(
    '/organizer/dashboard',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Your organizer dashboard in one call, across the organizations you run: today by court, sign-ups, applications, your requests',
        querystring: Type.Object({
          timeZone: Type.Optional(
            Type.String({
              maxLength: 64,
              description: 'your IANA time zone (Europe/Sofia): whose today; UTC without it',
            }),
          ),
        }),
        response: { 200: OrganizerDashboard, ...errors },
      },
    },
    async (request) => app.dashboards.organizer(request, request.query.timeZone),
  );
};

export default notificationRoutes;
export const prefix = '/api';
