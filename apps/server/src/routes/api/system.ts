import { Health, PublicConfig, Readiness } from '@sportzone/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const started = Date.now();

/** Health for load balancers and the public configuration the browser boots from. */
const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      // asked every 500 ms per instance by the proxy: only problems are worth a log line
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Database and (when configured) Redis status',
        security: [],
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      const timed = async (check: () => Promise<unknown>) => {
        const t = performance.now();
        try {
          await check();
          return { ok: true, latencyMs: Math.round((performance.now() - t) * 100) / 100 };
        } catch {
          return { ok: false, latencyMs: Math.round((performance.now() - t) * 100) / 100 };
        }
      };
      const database = { kind: app.database.kind, ...(await timed(() => app.database.ping())) };
      const redis = app.redis ? await timed(() => app.redis!.publisher.ping()) : undefined;
      const ok = database.ok && (redis?.ok ?? true);
      const body = {
        status: ok ? ('ok' as const) : ('degraded' as const),
        database,
        ...(redis ? { redis } : {}),
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
        version: app.config.version,
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );

  app.get(
    '/ready',
    {
      // asked every 500 ms per instance by the proxy: only problems are worth a log line
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary:
          'Readiness for a load balancer: 503 while the database or the bus between instances cannot be reached, or while the instance drains',
        security: [],
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const database = await app.database.ping().then(
        () => true,
        () => false,
      );
      const bus = app.live.stats().bus;
      const draining = app.lifecycle.draining;
      const ready = database && bus !== 'down' && !draining;
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({ ready, database, bus, draining });
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'What the web app needs to sign in',
        security: [],
        response: { 200: PublicConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const embedded = !app.config.oidcIssuer;
      return {
        apiBase: app.config.publicUrl,
        oidc: {
          authority: app.config.oidcIssuer ?? `${app.config.publicUrl}/oidc`,
          clientId: app.config.oidcClientId,
          scope: app.config.oidcScopes,
          ...(embedded ? { resource: app.config.oidcAudience } : {}),
          embedded,
        },
        version: app.config.version,
        liveVideo: app.streaming.liveVideo(),
        ...(app.config.consentSiteId ? { consent: { siteId: app.config.consentSiteId } } : {}),
        push: { publicKey: app.notifications.publicKey },
      };
    },
  );
};

export default systemRoutes;
