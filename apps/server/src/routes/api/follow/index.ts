import {
  ErrorResponse,
  Follow,
  FollowListQuery,
  FollowParams,
  FollowState,
  Paged,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const followLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** Follow and unfollow organizations, players and teams (SPEC §4 follow/unfollow). */
const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['follow'],
        summary: 'What you follow, newest first; kind filter, search, paging',
        querystring: FollowListQuery,
        response: { 200: Paged(Follow), ...errors },
      },
    },
    async (request) => app.follows.list(request.actor, request.query),
  );

  app.put(
    '/:kind/:id',
    {
      config: followLimit,
      schema: {
        tags: ['follow'],
        summary: 'Follow an organization, player or team you can see (again is fine)',
        params: FollowParams,
        response: { 200: FollowState, ...errors },
      },
    },
    async (request) => app.follows.follow(request.actor, request.params.kind, request.params.id),
  );

  app.delete(
    '/:kind/:id',
    {
      config: followLimit,
      schema: {
        tags: ['follow'],
        summary: 'Unfollow (again is fine)',
        params: FollowParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.follows.unfollow(request.actor, request.params.kind, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default followRoutes;
