import {
  GuestLink,
  GuestLinkCreated,
  GuestLinkInput,
  GuestLinkParams,
  MatchIdParams,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../shared';

/** Guest scoring links: someone without an account enters the score of one match for a while. */
const guestLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:id/guest-links',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Guest scoring links of a match (the tokens themselves are shown only when created)',
        params: MatchIdParams,
        response: { 200: Type.Array(GuestLink), ...errors },
      },
    },
    async (request) => {
      await app.matches.requireManage(request.actor, request.params.id);
      return app.guestLinks.list(request.params.id);
    },
  );

  app.post(
    '/:id/guest-links',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Create a guest scoring link (expires after expiresInMinutes, default a day)',
        params: MatchIdParams,
        body: GuestLinkInput,
        response: { 201: GuestLinkCreated, ...errors },
      },
    },
    async (request, reply) => {
      const { row, user } = await app.matches.requireManage(request.actor, request.params.id);
      const link = await app.guestLinks.create(
        { id: row.id, sport: row.sport },
        user?.id ?? null,
        request.body,
      );
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/:id/guest-links/:linkId',
    {
      ...signedIn,
      schema: {
        tags: ['matches'],
        summary: 'Revoke a guest scoring link',
        params: GuestLinkParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.matches.requireManage(request.actor, request.params.id);
      await app.guestLinks.revoke(request.params.id, request.params.linkId);
      return reply.status(204).send(null);
    },
  );
};

export default guestLinkRoutes;
