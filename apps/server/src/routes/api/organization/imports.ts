import {
  ErrorResponse,
  ImportPreview,
  OrganizationParams,
  PlayersImportInput,
  PlayersImportPreviewInput,
  PlayersImportResult,
} from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors, IMPORT_BODY_LIMIT, writeLimit } from '../../shared';

/**
 * Importing an organization's players from a CSV file or pasted spreadsheet rows (decision 046): a
 * preview that writes nothing, then the confirm that sends the same text with the mapping and the
 * decisions on duplicates, and writes every row or none. Owners, organizers.
 */
const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const write = { preHandler: app.authenticate, config: writeLimit, bodyLimit: IMPORT_BODY_LIMIT };

  app.post(
    '/:organizationId/imports/players/preview',
    {
      ...write,
      schema: {
        tags: ['player'],
        summary:
          'Preview a players import (writes nothing): the delimiter found, the columns, the mapping suggested from the headers (English, Bulgarian) or the one sent, each row read with its errors (row and field) and its duplicate (an existing player or an earlier row: same name and birth date). 413: more than 10,000 rows. Owners, organizers',
        params: OrganizationParams,
        body: PlayersImportPreviewInput,
        response: { 200: ImportPreview, ...errors, 413: ErrorResponse },
      },
    },
    async (request) => app.imports.previewPlayers(request.actor, request.params.organizationId, request.body),
  );

  app.post(
    '/:organizationId/imports/players',
    {
      ...write,
      schema: {
        tags: ['player'],
        summary:
          'Import players: the text is read and checked again; every row is written in one transaction, or none (400 import_invalid names every bad row and field). Duplicates are merged (the non-empty imported fields) or skipped (the default), by row. Owners, organizers',
        params: OrganizationParams,
        body: PlayersImportInput,
        response: { 200: PlayersImportResult, ...errors, 413: ErrorResponse },
      },
    },
    async (request) => app.imports.importPlayers(request.actor, request.params.organizationId, request.body),
  );
};

export default importRoutes;
