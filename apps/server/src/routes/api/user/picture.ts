import { Count, ErrorResponse, IdParams, User } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, forbidden, notFound } from '../../../lib/http-errors';
import { errors, imageUploads } from '../../shared';
import { accountLimit } from './account';

/** A user’s picture: upload (yours, or anyone’s for admins) and read. */
const pictureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  await imageUploads(app, (scope) => {
    scope.post(
      '/:id/picture',
      {
        ...signedIn,
        config: accountLimit,
        schema: {
          tags: ['user'],
          summary:
            'Upload a profile picture: raw image body with its content type (PNG, JPEG, WebP, GIF, AVIF; 8 MB)',
          params: IdParams,
          response: { 200: User, 413: ErrorResponse, 415: ErrorResponse, ...errors },
        },
      },
      async (request) => {
        const me = await app.access.me(request.actor);
        if (me.id !== request.params.id && !me.roles.includes('Admin'))
          throw forbidden('You can only change your own picture.');
        const target = request.params.id === me.id ? me : await app.users.byId(request.params.id);
        if (!target) throw notFound('User not found.');
        const body = request.body;
        if (!Buffer.isBuffer(body))
          throw badRequest('Send the image bytes with an image/* content type.', { picture: 'is missing' });
        await app.pictures.store(target.id, body, request.headers['content-type'] ?? '');
        return app.users.toDto((await app.users.byId(target.id))!);
      },
    );
  });

  app.get(
    '/:id/picture',
    {
      schema: {
        tags: ['user'],
        summary: 'A profile picture (public; cache forever with the ?v= of pictureUrl)',
        security: [],
        params: IdParams,
        querystring: Type.Object({ v: Type.Optional(Count()) }),
      },
    },
    async (request, reply) => {
      const picture = await app.pictures.load(request.params.id);
      if (!picture) throw notFound('No picture.');
      const etag = `"${request.params.id}-${picture.updatedAt.getTime()}"`;
      reply.header('etag', etag);
      reply.header(
        'cache-control',
        request.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate',
      );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(picture.contentType).send(picture.data);
    },
  );
};

export default pictureRoutes;
