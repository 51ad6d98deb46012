import { createReadStream } from 'node:fs';
import {
  HlsParams,
  HlsQuery,
  IdParams,
  Livestream,
  LivestreamCreate,
  LivestreamListQuery,
  LivestreamPage,
  LivestreamUpdate,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, writeLimit } from '../../shared';

/** Livestreams: the public list and page, the panel's calls, and the embedded platform's HLS files. */
const livestreamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/',
    {
      schema: {
        tags: ['livestream'],
        summary: 'Livestreams anyone may find, newest first by start time (matchId: those of one match)',
        security: [],
        querystring: LivestreamListQuery,
        response: { 200: LivestreamPage, ...errors },
      },
    },
    async (request) => app.streaming.list(request.actor, request.query),
  );

  app.post(
    '/',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary: 'Plan a livestream on a channel (it goes live when its encoder publishes, or with start)',
        body: LivestreamCreate,
        response: { 200: Livestream, ...errors },
      },
    },
    async (request) => app.streaming.create(request.actor, request.body),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['livestream'],
        summary: 'A livestream (404 when its organization or match is hidden from the caller)',
        security: [],
        params: IdParams,
        response: { 200: Livestream, ...errors },
      },
    },
    async (request) => app.streaming.get(request.actor, request.params.id),
  );

  app.put(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary: 'Change a livestream: link a match (null unlinks), switch camera, show or hide the overlay',
        params: IdParams,
        body: LivestreamUpdate,
        response: { 200: Livestream, ...errors },
      },
    },
    async (request) => app.streaming.update(request.actor, request.params.id, request.body),
  );

  app.post(
    '/:id/start',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary: 'Go live with a planned livestream (its channel\u2019s encoder must be connected)',
        params: IdParams,
        response: { 200: Livestream, ...errors },
      },
    },
    async (request) => app.streaming.start(request.actor, request.params.id),
  );

  app.post(
    '/:id/stop',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['livestream'],
        summary: 'End a livestream (its recording is kept) or cancel a planned one',
        params: IdParams,
        response: { 200: Livestream, ...errors },
      },
    },
    async (request) => app.streaming.stop(request.actor, request.params.id),
  );

  app.get(
    '/:id/hls/:file',
    {
      schema: {
        tags: ['livestream'],
        summary:
          'The HLS playlist (index.m3u8: live, or the recording once ended) and its segments (embedded platform)',
        security: [],
        params: HlsParams,
        querystring: HlsQuery,
      },
    },
    async (request, reply) => {
      const { path, playlist, shared, body } = await app.streaming.hlsFile(
        request.actor,
        request.params.id,
        request.params.file,
        {
          ...(request.query.exp !== undefined ? { exp: Number(request.query.exp) } : {}),
          ...(request.query.sig !== undefined ? { sig: request.query.sig } : {}),
        },
        // one player, for the viewer count
        `${request.ip}|${request.headers['user-agent'] ?? ''}`,
      );
      // the playlist changes every segment; a segment never changes once written
      reply.header(
        'cache-control',
        playlist ? 'no-cache' : `${shared ? 'public' : 'private'}, max-age=31536000, immutable`,
      );
      // the server's clock, to which a player relates the playlist's capture times (its own may be off)
      if (playlist) reply.header('x-server-time', String(Date.now()));
      reply.type(playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t');
      return reply.send(body ?? createReadStream(path));
    },
  );
};

export default livestreamRoutes;
