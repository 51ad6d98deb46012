import { MatchExportQuery, OrganizationParams } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CSV, errors, exportLimit, sendAttachment } from '../../shared';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** An organization's exports as CSV files (decision 045): its results, and its players for its managers. */
const organizationExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:organizationId/exports/matches.csv',
    {
      config: exportLimit,
      schema: {
        tags: ['export'],
        summary:
          'The finished matches as CSV, the winner first and the score from the winner\u2019s side: Date, Time (UTC), Sport, Tournament, Round, Winner, Loser, Score, Outcome, Venue, Court, Match ID. As visible as the matches; filters: tournament, season, sport, days (at most 10 000 matches)',
        security: [],
        params: OrganizationParams,
        querystring: MatchExportQuery,
        response: { 200: CSV, ...errors },
      },
    },
    async (request, reply) => {
      const file = await app.exports.matchesCsv(request.actor, request.params.organizationId, request.query);
      return sendAttachment(reply, CSV_TYPE, file.filename, file.csv);
    },
  );

  app.get(
    '/:organizationId/exports/players.csv',
    {
      config: exportLimit,
      schema: {
        tags: ['export'],
        summary:
          'The players as CSV with their private fields (owners, organizers, the organization\u2019s API keys): names, birth date, sex, nationality, player number, member id, status, height, weight, id, then each custom property',
        params: OrganizationParams,
        response: { 200: CSV, ...errors },
      },
    },
    async (request, reply) => {
      const file = await app.exports.playersCsv(request.actor, request.params.organizationId);
      return sendAttachment(reply, CSV_TYPE, file.filename, file.csv);
    },
  );
};

export default organizationExportRoutes;
