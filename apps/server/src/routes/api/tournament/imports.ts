import {
  EntriesImportInput,
  EntriesImportPreview,
  EntriesImportPreviewInput,
  EntriesImportResult,
  ErrorResponse,
  IdParams,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, IMPORT_BODY_LIMIT, writeLimit } from '../../shared';

/**
 * Importing a tournament's entries from rows naming players (decision 046): matched to the
 * organization's players by name and birth date, or created; signed up by the rules of one sign-up.
 * Tournaments of players only. Owners, organizers.
 */
const entryImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const write = { preHandler: app.authenticate, config: writeLimit, bodyLimit: IMPORT_BODY_LIMIT };

  app.post(
    '/:id/imports/entries/preview',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Preview an entries import (writes nothing): each row matched to a player of the organization (name and birth date), to be created (createMissing), already signed up or repeated; errors by row and field',
        params: IdParams,
        body: EntriesImportPreviewInput,
        response: { 200: EntriesImportPreview, ...errors, 413: ErrorResponse },
      },
    },
    async (request) => app.imports.previewEntries(request.actor, request.params.id, request.body),
  );

  app.post(
    '/:id/imports/entries',
    {
      ...write,
      schema: {
        tags: ['tournament'],
        summary:
          'Import entries, all or none: players matched again (or created), signed up as one by one (beyond the spots they wait); those already signed up or repeated are skipped. 409: registrations_full, drawn, tournament_started; 400: import_invalid, wrong_entry_kind',
        params: IdParams,
        body: EntriesImportInput,
        response: { 200: EntriesImportResult, ...errors, 413: ErrorResponse },
      },
    },
    async (request) => app.imports.importEntries(request.actor, request.params.id, request.body),
  );
};

export default entryImportRoutes;
