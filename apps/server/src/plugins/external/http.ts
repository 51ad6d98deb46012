import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deploymentNamespace } from '../../lib/deployment';

/**
 * Security headers, CORS for configured origins only, and rate limits (opt-in per route). With Redis
 * the limits are counted there, shared by every instance: behind a load balancer a client gets the
 * limit once, not once per instance. A Redis outage lets requests through rather than refusing them.
 */
export default fp(
  async function http(app: FastifyInstance) {
    const issuerOrigin = app.config.oidcIssuer ? new URL(app.config.oidcIssuer).origin : null;
    // the third-party consent service (SPEC §1), only when its site id is configured
    const consent = app.config.consentSiteId
      ? ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com']
      : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...consent],
          // Mantine injects its CSS variables in <style> tags.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...(issuerOrigin ? [issuerOrigin] : []), ...consent],
          frameSrc: ["'self'", ...(issuerOrigin ? [issuerOrigin] : []), 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:'],
          workerSrc: ["'self'", 'blob:'],
          formAction: ["'self'", ...(issuerOrigin ? [issuerOrigin] : [])],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // The embedded sign-in pages and oidc-client-ts' silent renew need same-origin popups/iframes.
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: app.config.publicUrl.startsWith('https:'),
    });
    await app.register(cors, {
      origin: app.config.corsOrigins.length > 0 ? app.config.corsOrigins : false,
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    });
    const shared = app.redis
      ? {
          redis: app.redis.publisher,
          nameSpace: `sportzone:${await deploymentNamespace(app.database.db)}:rate-limit:`,
          skipOnError: true,
        }
      : {};
    await app.register(rateLimit, { global: false, ...shared });
  },
  { name: 'http', dependencies: ['config', 'db', 'redis'] },
);
