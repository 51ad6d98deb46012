import {
  CalendarFeedCreated,
  CalendarFeedInput,
  CalendarFeeds,
  CalendarTokenParams,
  ErrorResponse,
  IdParams,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const ICS = Type.String({ description: 'text/calendar (RFC 5545)' });
/** calendar apps look again every few hours; a person's "get a new link" is the only busy path */
const feedLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
const writeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

function sendIcs(reply: FastifyReply, body: string, name: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', `inline; filename="${name}.ics"`)
    .header('x-robots-tag', 'noindex')
    .send(body);
}

/**
 * iCal feeds (decision 020): a person's secret feed URLs (make, renew, revoke), the feeds
 * themselves at /api/calendar/{token}.ics, and the open feeds of organizations and tournaments.
 */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feeds',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['calendar'],
        summary: 'Your calendar feed URLs (without their secret part: it is shown once, when made)',
        response: { 200: CalendarFeeds, ...errors },
      },
    },
    async (request) => ({ items: await app.calendar.feeds(request.actor) }),
  );

  app.post(
    '/feeds',
    {
      preHandler: app.authenticate,
      config: writeLimit,
      schema: {
        tags: ['calendar'],
        summary:
          'Make a secret feed URL: your own calendar, or (organizers) an organization\u2019s or a tournament\u2019s; again gives a new URL and the old one stops working',
        body: CalendarFeedInput,
        response: { 201: CalendarFeedCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.calendar.createFeed(request.actor, request.body)),
  );

  app.delete(
    '/feeds/:id',
    {
      preHandler: app.authenticate,
      config: writeLimit,
      schema: {
        tags: ['calendar'],
        summary: 'Revoke a feed URL of yours (it answers 404 from then on)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.calendar.deleteFeed(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/organization/:id/feed.ics',
    {
      config: feedLimit,
      schema: {
        tags: ['calendar'],
        summary:
          'An organization\u2019s public matches and tournaments as an iCal feed (as visible as the organization)',
        security: [],
        params: IdParams,
        response: { 200: ICS, ...errors },
      },
    },
    async (request, reply) =>
      sendIcs(reply, await app.calendar.organizationFeed(request.actor, request.params.id), 'organization'),
  );

  app.get(
    '/tournament/:id/feed.ics',
    {
      config: feedLimit,
      schema: {
        tags: ['calendar'],
        summary:
          'A tournament\u2019s public matches as an iCal feed (as visible as the tournament; none for a private one)',
        security: [],
        params: IdParams,
        response: { 200: ICS, ...errors },
      },
    },
    async (request, reply) =>
      sendIcs(reply, await app.calendar.tournamentFeed(request.actor, request.params.id), 'tournament'),
  );

  app.get(
    '/:file',
    {
      config: feedLimit,
      schema: {
        tags: ['calendar'],
        summary: 'A secret feed ({token}.ics): 404 once revoked or renewed',
        security: [],
        params: CalendarTokenParams,
        response: { 200: ICS, ...errors },
      },
    },
    async (request, reply) =>
      sendIcs(reply, await app.calendar.feedByToken(request.params.file.slice(0, -4)), 'sportzone'),
  );
};

export default calendarRoutes;
