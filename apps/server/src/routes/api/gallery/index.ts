import {
  ErrorResponse,
  GALLERY_PHOTO_MAX_BYTES,
  Gallery,
  GalleryCaptionInput,
  GalleryImageParams,
  GalleryParams,
  GalleryPhoto,
  GalleryPhotoParams,
  GalleryUploadQuery,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest } from '../../../lib/http-errors';
import { errors, imageUploads, writeLimit } from '../../shared';

/**
 * Photo galleries (decision 067): `/api/gallery/{kind}/{id}` is the gallery of a match, a tournament or
 * an organization (read as that thing is read; upload one photo per request, as its organizers), and
 * `/api/gallery/photos/{photoId}` one photo (caption, delete, and its two renditions' bytes, which are
 * as readable as the gallery).
 */
const galleryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/:kind/:id',
    {
      schema: {
        tags: ['gallery'],
        summary:
          'The photos of a match, a tournament or an organization, newest first (as readable as it is)',
        security: [],
        params: GalleryParams,
        response: { 200: Gallery, ...errors },
      },
    },
    async (request) => app.gallery.list(request.actor, { kind: request.params.kind, id: request.params.id }),
  );

  await imageUploads(
    app,
    (scope) => {
      scope.post(
        '/:kind/:id',
        {
          ...signedIn,
          config: writeLimit,
          schema: {
            tags: ['gallery'],
            summary:
              'Add one photo: the raw image as the body with its content type (JPEG, PNG, WebP, GIF, AVIF; 15 MB); its organizers',
            params: GalleryParams,
            querystring: GalleryUploadQuery,
            response: { 201: GalleryPhoto, 413: ErrorResponse, 415: ErrorResponse, ...errors },
          },
        },
        async (request, reply) => {
          const body = request.body;
          if (!Buffer.isBuffer(body))
            throw badRequest('Send the image bytes with an image/* content type.', { photo: 'is missing' });
          const photo = await app.gallery.upload(
            request.actor,
            { kind: request.params.kind, id: request.params.id },
            body,
            request.headers['content-type'] ?? '',
            request.query.caption ?? null,
          );
          return reply.status(201).send(photo);
        },
      );
    },
    GALLERY_PHOTO_MAX_BYTES,
  );

  app.patch(
    '/photos/:photoId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['gallery'],
        summary: 'Change or clear a photo’s caption (its gallery’s organizers)',
        params: GalleryPhotoParams,
        body: GalleryCaptionInput,
        response: { 200: GalleryPhoto, ...errors },
      },
    },
    async (request) => app.gallery.setCaption(request.actor, request.params.photoId, request.body.caption),
  );

  app.delete(
    '/photos/:photoId',
    {
      ...signedIn,
      config: writeLimit,
      schema: {
        tags: ['gallery'],
        summary: 'Delete a photo (its gallery’s organizers)',
        params: GalleryPhotoParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.gallery.remove(request.actor, request.params.photoId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/photos/:photoId/:rendition',
    {
      schema: {
        tags: ['gallery'],
        summary:
          'A photo’s bytes (WebP): `image` (longest side ≤ 1920 px) or `thumbnail` (shorter side 480 px); as readable as its gallery',
        security: [],
        params: GalleryImageParams,
      },
    },
    async (request, reply) => {
      const { photoId, rendition } = request.params;
      const { isPublic } = await app.gallery.readable(request.actor, photoId);
      // a photo's bytes never change (a new photo is a new id): revalidating costs no bytes
      const etag = `"gp${photoId}-${rendition}"`;
      reply.header('etag', etag);
      reply.header('cache-control', `${isPublic ? 'public' : 'private'}, max-age=3600`);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const found = await app.gallery.bytes(photoId, rendition);
      return reply.type(found.contentType).send(found.data);
    },
  );
};

export default galleryRoutes;
