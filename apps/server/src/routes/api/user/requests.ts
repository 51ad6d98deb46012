import { UserRequest, UserRequestInput } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../shared';
import { accountLimit } from './account';

/** Your requests for organizer rights or an account merge (decided by admins). */
const requestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.post(
    '/request',
    {
      ...signedIn,
      config: accountLimit,
      schema: {
        tags: ['user'],
        summary: 'Ask the admins for organizer rights or to merge another account into yours',
        body: UserRequestInput,
        response: { 201: UserRequest, ...errors },
      },
    },
    async (request, reply) => {
      const me = await app.access.me(request.actor);
      return reply.status(201).send(await app.userRequests.submit(me, request.body));
    },
  );

  app.get(
    '/request',
    {
      ...signedIn,
      schema: {
        tags: ['user'],
        summary: 'Your requests, newest first',
        response: { 200: Type.Array(UserRequest), ...errors },
      },
    },
    async (request) => app.userRequests.mine(await app.access.me(request.actor)),
  );
};

export default requestRoutes;
