import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError } from '../../lib/http-errors';
import { scopeFor } from '../../modules/api-keys/route-scopes';
import { looksLikeKey } from '../../modules/api-keys/secrets';
import { createApiKeysService, type ApiKeysService } from '../../modules/api-keys/service';

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys: ApiKeysService;
  }
}

/**
 * An organization's API keys (modules/api-keys): `Authorization: Bearer szk_…` proves a key, which then
 * passes only the routes that take its scopes (route-scopes.ts) and has a rate limit of its own.
 */
export default fp(
  async function apiKeys(app: FastifyInstance) {
    const service = createApiKeysService({ database: app.database, access: app.access });
    app.decorate('apiKeys', service);
    const limit = app.createRateLimit({
      // on every instance together when Redis is configured
      max: app.config.apiKeyCallsPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `api-key:${request.apiKey?.id}`,
    });

    app.addHook('onRequest', async (request, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !looksLikeKey(token) || !request.url.startsWith('/api/')) return;
      const principal = await service.authenticate(token);
      const needed = scopeFor(request.method, request.routeOptions.url ?? '');
      if (needed === undefined)
        throw forbidden('An API key cannot make this call: it needs a person signed in.');
      if (needed !== 'any' && !needed.some((scope) => principal.scopes.includes(scope)))
        throw forbidden(`This API key lacks the scope for this call: ${needed.join(' or ')}.`);
      request.apiKey = principal;
      // `isAllowed` is only for an allow list: a counted call is let through unless exceeded
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        void reply.header('retry-after', String(verdict.ttlInSeconds));
        throw new HttpError(429, 'This API key made too many calls: try again in a minute.', 'rate_limited');
      }
    });
  },
  { name: 'api-keys', dependencies: ['db', 'access', 'http'] },
);
