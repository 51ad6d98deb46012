import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openScrapePort, tokenCheck, type ScrapePort } from './scrape-port';
import { createAppMetrics, type AppMetrics } from './series';

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's metrics (series.ts): the observers the live hub and score entry report to, and /metrics */
    metrics: AppMetrics & {
      /** METRICS_TOKEN is set: GET /metrics is served on the app's port (routes/metrics/) */
      servedHere: boolean;
      /** the Authorization header is the scraper's: `Bearer <METRICS_TOKEN>` */
      isScraper(authorization: string | undefined): boolean;
      /** METRICS_PORT once the app is ready (null: none) */
      port(): number | null;
    };
  }
}

/**
 * The app's metrics (decision 041), read at GET /metrics: routes/metrics/ on the app's port, or the
 * small server of METRICS_PORT opened here. Registered early, so that its timing hook is on every
 * route; what it reads at a scrape (the live hub, the database, the video ingest) and the domain
 * events it hears come from plugins registered after it, reached once the app is ready (so those
 * edges cannot be plugin dependencies; they are named here instead: live-hub, db, streaming, events,
 * lifecycle).
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const series = createAppMetrics({
      live: () => app.live.stats(),
      database: () => ({ kind: app.database.kind, ...app.database.stats() }),
      ingest: () => app.streaming.ingestStats(),
      draining: () => app.lifecycle.draining,
    });
    const { metricsToken, metricsPort, host } = app.config;
    const authorized = tokenCheck(metricsToken);
    let scrapePort: ScrapePort | null = null;
    app.decorate('metrics', {
      ...series,
      servedHere: metricsToken !== null,
      isScraper: authorized,
      port: () => scrapePort?.port ?? null,
    });

    app.addHook('onResponse', async (request, reply) => {
      // a live connection's upgrade is answered when the socket closes: not a request's latency
      if (request.ws) return;
      series.request(
        request.routeOptions.url ?? null,
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    app.addHook('onReady', async () => {
      app.events.on('match.recorded', (p) => series.scoreEvent(p.sport, p.undo));
      if (metricsPort === null) return;
      scrapePort = await openScrapePort({
        port: metricsPort,
        host,
        authorized: metricsToken === null ? null : authorized,
        exposition: async () => ({ contentType: series.contentType, text: await series.text() }),
        log: app.log,
      });
      app.log.info({ metricsPort: scrapePort.port }, 'metrics served on their own port');
    });
    app.addHook('onClose', async () => scrapePort?.close());
  },
  { name: 'metrics', dependencies: ['config'] },
);
