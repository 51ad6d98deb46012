import { deleteExpiredOidcModels } from '@sportzone/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { interactionRoutes } from './oidc/interactions';
import { passwordResetRoutes } from './oidc/password-reset';
import { loadCookieKeys, loadSigningKeys, toPublicJwks } from './oidc/keys';
import { issueLocalAccessToken, LOCAL_TOKEN_MAX_TTL, UnknownAccountError } from './oidc/local-token';
import { createProvider, MOUNT_PATH } from './oidc/provider';
import { isLocalTool } from './oidc/server-file';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Secret of POST /oidc-local/token (the token CLI asks the running server through it); written to
     * `${DATA_DIR}/server.json` by main.ts. null with an external OIDC_ISSUER.
     */
    localTokenSecret: string | null;
  }
}

const HOUR = 60 * 60 * 1000;

/**
 * The embedded OpenID Connect provider (oidc-provider) at /oidc, unless OIDC_ISSUER names an external one.
 * - Keys (RS256 signing JWK, cookie keys) live in `settings`; sessions, grants, codes and refresh tokens in
 *   `oidc_models`: a restart signs nobody out and issued access tokens stay valid.
 * - Mounted as an encapsulated Fastify context with a catch-all content-type parser that leaves the body to
 *   the provider; the request is handed over raw (reply.hijack()) with `/oidc` stripped from req.url and
 *   the full path kept in req.originalUrl, so discovery and redirects show the mount path.
 * - Our sign-in/sign-up pages answer /oidc/interaction/:uid (oidc/interactions.ts).
 * - POST /oidc-local/token issues a token for `npm run token` while this server owns the database.
 */
export default fp(
  async function oidcIssuer(app: FastifyInstance) {
    if (app.config.oidcIssuer) {
      app.decorate('embeddedIssuer', null);
      app.decorate('localTokenSecret', null);
      return;
    }
    const config = app.config;
    const db = () => app.database.db;
    const [jwks, cookieKeys] = [await loadSigningKeys(db()), await loadCookieKeys(db())];
    const publicJwks = toPublicJwks(jwks);
    const provider = createProvider({ config, db, jwks, cookieKeys, log: app.log.child({ module: 'oidc' }) });

    app.decorate('embeddedIssuer', { issuer: provider.issuer, publicJwks: async () => publicJwks });

    // The provider itself: everything under /oidc that is not one of our interaction routes.
    await app.register(async function oidcProviderRoutes(scope) {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const callback = provider.callback();
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const url = raw.url ?? MOUNT_PATH;
        raw.originalUrl = url;
        raw.url = url.slice(MOUNT_PATH.length) || '/';
        await callback(raw, reply.raw);
      };
      scope.route({
        method: ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'],
        url: `${MOUNT_PATH}/*`,
        schema: { hide: true },
        handler,
      });
    });

    await app.register(interactionRoutes, { provider, config, db });
    await app.register(passwordResetRoutes, { config, db, key: cookieKeys[0]! });

    // Local tokens for the CLI: only from this machine, only with the secret of ${DATA_DIR}/server.json.
    const secret = randomBytes(32).toString('base64url');
    app.decorate('localTokenSecret', secret);
    app.post<{ Body: { email?: unknown; ttl?: unknown } }>(
      '/oidc-local/token',
      { schema: { hide: true } },
      async (request, reply) => {
        if (!isLocalTool(request, secret)) {
          return reply
            .status(403)
            .send({ statusCode: 403, error: 'Forbidden', message: 'Local tools only.' });
        }
        const { email, ttl } = request.body ?? {};
        const ttlSeconds = ttl === undefined ? undefined : Number(ttl);
        if (
          typeof email !== 'string' ||
          !email.trim() ||
          (ttlSeconds !== undefined && !(ttlSeconds > 0 && ttlSeconds <= LOCAL_TOKEN_MAX_TTL))
        ) {
          return reply.status(400).send({
            statusCode: 400,
            error: 'Bad Request',
            message: 'email (and an optional ttl in seconds) expected.',
          });
        }
        try {
          const { token, expiresIn } = await issueLocalAccessToken(db(), config, { email, ttlSeconds });
          return { access_token: token, token_type: 'Bearer', expires_in: expiresIn };
        } catch (err) {
          if (err instanceof UnknownAccountError) {
            return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: err.message });
          }
          throw err;
        }
      },
    );

    // Housekeeping: expired sessions, codes, tokens and interactions are never read; remove them hourly.
    const sweep = async () => {
      try {
        const removed = await deleteExpiredOidcModels(db());
        if (removed > 0) app.log.debug({ removed }, 'expired oidc records removed');
      } catch (err) {
        app.log.warn({ err }, 'could not remove expired oidc records');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(() => void sweep(), HOUR);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'oidc-issuer', dependencies: ['config', 'db'] },
);
