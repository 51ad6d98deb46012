import { Count, ErrorResponse, IdParams, Player, PlayerUpdate } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../../lib/http-errors';
import { errors, writeLimit, imageUploads } from '../../shared';

/** A player (SPEC §3 Player/individual) by id; lists and creation are under /api/organization/{id}/players. */
const playerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:id',
    {
      schema: {
        tags: ['player'],
        summary: 'A player (as readable as the organization; private fields for members)',
        security: [],
        params: IdParams,
        response: { 200: Player, ...errors },
      },
    },
    async (request) => app.people.getPlayer(request.actor, request.params.id),
  );

  app.patch(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['player'],
        summary: 'Change a player (owners, organizers); properties by key, null clears one',
        params: IdParams,
        body: PlayerUpdate,
        response: { 200: Player, ...errors },
      },
    },
    async (request) => app.people.updatePlayer(request.actor, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['player'],
        summary: 'Delete a player (owners, organizers)',
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.people.removePlayer(request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // the upload takes a raw image body (and nothing else); every other route here takes JSON
  await imageUploads(app, (scope) => {
    scope.post(
      '/:id/picture',
      {
        ...signedIn,
        config: writeLimit,
        schema: {
          tags: ['player'],
          summary:
            'Upload the player\u2019s picture: raw image body with its content type (owners, organizers)',
          params: IdParams,
          response: { 200: Player, 413: ErrorResponse, 415: ErrorResponse, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body))
          throw badRequest('Send the image bytes with an image/* content type.', { picture: 'is missing' });
        return app.people.setPlayerPicture(
          request.actor,
          request.params.id,
          body,
          request.headers['content-type'] ?? '',
        );
      },
    );
  });

  app.get(
    '/:id/picture',
    {
      schema: {
        tags: ['player'],
        summary: 'The player\u2019s picture (cache forever with the ?v= of pictureUrl)',
        security: [],
        params: IdParams,
        querystring: Type.Object({ v: Type.Optional(Count()) }),
      },
    },
    async (request, reply) => {
      const picture = await app.people.playerPicture(request.actor, request.params.id);
      const etag = `"p${request.params.id}-${picture.updatedAt.getTime()}"`;
      reply.header('etag', etag);
      const scope = picture.isPublic ? 'public' : 'private';
      reply.header(
        'cache-control',
        request.query.v ? `${scope}, max-age=31536000, immutable` : `${scope}, max-age=300, must-revalidate`,
      );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(picture.contentType).send(picture.data);
    },
  );
};

export default playerRoutes;
