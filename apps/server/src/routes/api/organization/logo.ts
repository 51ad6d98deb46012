import { Count, ErrorResponse, Organization, OrganizationParams } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../../lib/http-errors';
import { errors, writeLimit, imageUploads } from '../../shared';

/** An organization’s logo: upload (an image body), remove, and read (cached, as visible as the organization). */
const logoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  await imageUploads(app, (scope) => {
    scope.post(
      '/:organizationId/logo',
      {
        ...signedIn,
        config: writeLimit,
        schema: {
          tags: ['organization'],
          summary:
            'Upload the logo: raw image body with its content type (PNG, JPEG, WebP, GIF, AVIF; 8 MB); owners, organizers',
          params: OrganizationParams,
          response: { 200: Organization, 413: ErrorResponse, 415: ErrorResponse, ...errors },
        },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body))
          throw badRequest('Send the image bytes with an image/* content type.', { picture: 'is missing' });
        return app.organizations.setLogo(
          request.actor,
          request.params.organizationId,
          body,
          request.headers['content-type'] ?? '',
        );
      },
    );
  });

  app.delete(
    '/:organizationId/logo',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['organization'],
        summary: 'Remove the logo (owners, organizers)',
        params: OrganizationParams,
        response: { 200: Organization, ...errors },
      },
    },
    async (request) => app.organizations.removeLogo(request.actor, request.params.organizationId),
  );

  app.get(
    '/:organizationId/logo',
    {
      schema: {
        tags: ['organization'],
        summary: 'The logo (as readable as the organization; cache forever with the ?v= of logoUrl)',
        security: [],
        params: OrganizationParams,
        querystring: Type.Object({ v: Type.Optional(Count()) }),
      },
    },
    async (request, reply) => {
      const logo = await app.organizations.logo(request.actor, request.params.organizationId);
      const etag = `"o${request.params.organizationId}-${logo.updatedAt.getTime()}"`;
      reply.header('etag', etag);
      const scope = logo.isPublic ? 'public' : 'private';
      reply.header(
        'cache-control',
        request.query.v ? `${scope}, max-age=31536000, immutable` : `${scope}, max-age=300, must-revalidate`,
      );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(logo.contentType).send(logo.data);
    },
  );
};

export default logoRoutes;
