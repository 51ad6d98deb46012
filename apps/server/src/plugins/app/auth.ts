import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { API_KEY_PREFIX } from '@sportzone/contracts';
import { unauthorized } from '../../lib/http-errors';

/** Who is calling, as proven by a valid access token. Our user record is looked up from it. */
export interface Identity {
  /** identityProvider of SPEC §3: EMBEDDED_PROVIDER for the embedded issuer, else the issuer URL */
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  scopes: string[];
  claims: JWTPayload;
}

/** Stable name of the embedded provider, so links survive a change of PUBLIC_URL. */
export const EMBEDDED_PROVIDER = 'sportzone';

/** Provided by the embedded issuer plugin; absent when an external OIDC_ISSUER is configured. */
export interface EmbeddedIssuer {
  issuer: string;
  publicJwks(): Promise<JSONWebKeySet>;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyInstance {
    embeddedIssuer: EmbeddedIssuer | null;
    verifyAccessToken(token: string): Promise<Identity>;
    /** preHandler: 401 unless the request carries a valid access token */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/**
 * Validates JWT access tokens (RS256) against the issuer's keys: the embedded provider's own key set,
 * or an external provider's JWKS found through discovery. Every API route trusts only this.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    const issuer = app.config.oidcIssuer ?? app.embeddedIssuer?.issuer;
    if (!issuer) throw new Error('no issuer: configure OIDC_ISSUER or register the embedded issuer');

    let keys: JWTVerifyGetKey | undefined;
    let keysLoadedAt = 0;
    async function keySet(): Promise<JWTVerifyGetKey> {
      if (app.embeddedIssuer) {
        // Same keys the provider publishes at /oidc/jwks, read in-process (works under inject, no port).
        if (!keys || Date.now() - keysLoadedAt > 60_000) {
          keys = createLocalJWKSet(await app.embeddedIssuer.publicJwks());
          keysLoadedAt = Date.now();
        }
        return keys;
      }
      if (!keys) {
        const res = await fetch(`${issuer}/.well-known/openid-configuration`);
        if (!res.ok) throw new Error(`discovery failed for ${issuer}: ${res.status}`);
        const discovery = (await res.json()) as { jwks_uri: string };
        keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
      }
      return keys;
    }

    app.decorate('verifyAccessToken', async (token: string): Promise<Identity> => {
      const { payload } = await jwtVerify(token, await keySet(), {
        issuer,
        audience: app.config.oidcAudience,
        algorithms: ['RS256'],
        clockTolerance: 5,
      });
      if (!payload.sub)
        throw new joseErrors.JWTClaimValidationFailed('missing sub', payload, 'sub', 'missing');
      const scope =
        typeof payload.scope === 'string'
          ? payload.scope
          : typeof payload.scp === 'string'
            ? payload.scp
            : '';
      return {
        issuer: app.embeddedIssuer ? EMBEDDED_PROVIDER : issuer,
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : undefined,
        scopes: scope.split(' ').filter(Boolean),
        claims: payload,
      };
    });

    app.decorateRequest('identity', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      // Only API calls carry our bearer tokens; /oidc has its own client authentication.
      if (!header || !request.url.startsWith('/api/')) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".');
      // an organization's API key: proved by the api-keys plugin
      if (match[1]!.startsWith(API_KEY_PREFIX)) return;
      try {
        request.identity = await app.verifyAccessToken(match[1]!);
      } catch (err) {
        request.log.info(
          { reason: err instanceof Error ? err.message : String(err) },
          'access token refused',
        );
        throw unauthorized('You are not logged in or your session has expired. Please login and try again.');
      }
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.identity && !request.apiKey)
        throw unauthorized('You are not logged in or your session has expired. Please login and try again.');
    });
  },
  { name: 'auth', dependencies: ['config'] },
);
