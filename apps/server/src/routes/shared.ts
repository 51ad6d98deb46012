import { ErrorResponse } from '@sportzone/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { PICTURE_MAX_BYTES } from '../modules/users/pictures';

/** The error answers every signed-in API route may give, in one shape (documented in OpenAPI). */
export const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** A guest scoring link's token, which a match's reads and score entry accept as `?token=`. */
export const GuestQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

/** Writes of an organization's data, per client address: generous for a busy organizer, not for a script. */
export const writeLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };

/**
 * Routes that take a raw image body (picture and logo uploads), in their own encapsulated scope: only
 * there is an `image/*` body parsed (with the picture size limit), and only an image is. Every other
 * route takes JSON, so a JSON route sent an image (or any other type) answers 415 instead of ignoring
 * the body and answering 200.
 */
export async function imageUploads<T extends FastifyInstance>(
  app: T,
  routes: (scope: T) => void,
  /** the largest body; beyond it 413 (gallery photos take more than pictures) */
  bodyLimit = PICTURE_MAX_BYTES,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    routes(scope as unknown as T);
  });
}

/** A CSV export's answer in OpenAPI: the file's text (decision 045). */
export const CSV = Type.String({
  description:
    'text/csv; charset=utf-8: UTF-8 with a byte order mark, comma-separated (RFC 4180), a header row',
});

/** Exports read a lot at once: fewer calls a minute than the ordinary reads. */
export const exportLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Sends a file to be saved (not shown): its name, never cached by anybody but the caller. */
export function sendAttachment(reply: FastifyReply, type: string, filename: string, body: string) {
  return reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('x-robots-tag', 'noindex')
    .send(body);
}
/**
 * An import's body (decision 046): its text is at most IMPORT_MAX_CHARS characters, which in UTF-8
 * (Cyrillic: two bytes each) and JSON is up to about twice as many bytes. Beyond: 413.
 */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
