import { ErrorResponse } from '@sportzone/contracts';
import type { FastifyInstance } from 'fastify';
import { PICTURE_MAX_BYTES } from '../plugins/app/pictures';

/** The error answers every signed-in API route may give, in one shape (documented in OpenAPI). */
export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** Writes of an organization's data, per client address: generous for a busy organizer, not for a script. */
export const writeLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/**
 * Routes that take a raw image body (picture and logo uploads), in their own encapsulated scope: only
 * there is an `image/*` body parsed (with the picture size limit), and only an image is. Every other
 * route takes JSON, so a JSON route sent an image (or any other type) answers 415 instead of ignoring
 * the body and answering 200 (issue 11).
 */
export async function imageUploads<T extends FastifyInstance>(app: T, routes: (scope: T) => void) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      /^image\//,
      { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    routes(scope as unknown as T);
  });
}
