import { IdParams, TournamentResults } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CSV, errors, exportLimit, sendAttachment } from '../../shared';

const CSV_TYPE = 'text/csv; charset=utf-8';

/** A tournament's exports (decision 045): standings and entries as CSV, the full results as JSON. */
const tournamentExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/standings.csv',
    {
      config: exportLimit,
      schema: {
        tags: ['export'],
        summary:
          'The standings of the round robin and Swiss stages as CSV: Stage, Group, Rank, Entry, Played, Won, Drawn, Lost, Points, Games won, Games lost, Score for, Score against, Tiebreak',
        security: [],
        params: IdParams,
        response: { 200: CSV, ...errors },
      },
    },
    async (request, reply) => {
      const file = await app.exports.standingsCsv(request.actor, request.params.id);
      return sendAttachment(reply, CSV_TYPE, file.filename, file.csv);
    },
  );

  app.get(
    '/:id/entries.csv',
    {
      config: exportLimit,
      schema: {
        tags: ['export'],
        summary:
          'The entries and their final placings as CSV: Placing, Entry, Players, Seed, Status, Ranking points, Entry ID (placed first, best first)',
        security: [],
        params: IdParams,
        response: { 200: CSV, ...errors },
      },
    },
    async (request, reply) => {
      const file = await app.exports.entriesCsv(request.actor, request.params.id);
      return sendAttachment(reply, CSV_TYPE, file.filename, file.csv);
    },
  );

  app.get(
    '/:id/results.json',
    {
      config: exportLimit,
      schema: {
        tags: ['export'],
        summary:
          'The full results as one JSON document: the tournament, its entries, stages with groups and standings, every match with its sides, score from the winner\u2019s side and winner, and the placings',
        security: [],
        params: IdParams,
        response: { 200: TournamentResults, ...errors },
      },
    },
    async (request, reply) => {
      const results = await app.exports.results(request.actor, request.params.id);
      const name = `tournament-${results.tournament.id}-results.json`;
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(results);
    },
  );
};

export default tournamentExportRoutes;
