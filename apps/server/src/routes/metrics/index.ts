import { ErrorResponse } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound, unauthorized } from '../../lib/http-errors';
import { CHALLENGE } from '../../plugins/app/metrics/scrape-port';

/**
 * `GET /metrics` on the app's port (decision 041): the instance's series in Prometheus's text format,
 * for the scraper holding METRICS_TOKEN and nobody else, whoever's session they bring. Without the
 * token set it is not served here (METRICS_PORT serves it on a port of its own): 404 to a caller
 * with a token, 401 to one without, as when it is served.
 */
const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['system'],
        summary: "This instance's metrics in Prometheus's text format, for the scraper with METRICS_TOKEN",
        description:
          'Served on this port only when METRICS_TOKEN is set, to `Authorization: Bearer <METRICS_TOKEN>` (401 without it; 404 with a token when none is set); METRICS_PORT serves it on a port of its own.',
        produces: ['text/plain'],
        response: { 200: Type.String(), 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const sent = request.headers.authorization;
      // without a token, the answer is the same whether metrics are served here or not
      if (sent && !app.metrics.servedHere)
        throw notFound('Metrics are not served on this port (set METRICS_TOKEN, or METRICS_PORT).');
      if (!app.metrics.isScraper(sent)) {
        reply.header('www-authenticate', CHALLENGE);
        throw unauthorized('The metrics token is missing or wrong.');
      }
      reply.header('cache-control', 'no-store').type(app.metrics.contentType);
      return app.metrics.text();
    },
  );
};

export default metricsRoutes;
