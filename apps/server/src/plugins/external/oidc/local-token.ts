import { findAccountByEmail, type DbOrTx } from '@sportzone/db';
import { importJWK, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../../config';
import { accountClaims } from './accounts';
import { loadSigningKeys } from './keys';

/** Lifetime of the access tokens the provider issues to the web app (it refreshes 3 hours early). */
export const ACCESS_TOKEN_TTL = 12 * 60 * 60;
export const LOCAL_TOKEN_MAX_TTL = 30 * 24 * 60 * 60;
export const LOCAL_TOKEN_SCOPE = 'openid sportzone.user sportzone.read';

export class UnknownAccountError extends Error {
  constructor(email: string) {
    super(`No account with the email "${email}". Demo accounts exist when DEMO_DATA is on (the default).`);
  }
}

export function embeddedIssuerUrl(config: AppConfig): string {
  return `${config.publicUrl}/oidc`;
}

/**
 * An access token for the account with this email, as the embedded provider would issue it to the web
 * app: same issuer, audience, key, header (typ at+jwt, kid) and claims (sub, scope, client_id, roles,
 * email). Used by `npm run token` directly, or through the running server (POST /oidc-local/token).
 */
export async function issueLocalAccessToken(
  db: DbOrTx,
  config: AppConfig,
  options: { email: string; ttlSeconds?: number | undefined },
): Promise<{ token: string; expiresIn: number }> {
  const account = await findAccountByEmail(db, options.email);
  if (!account || account.disabledAt) throw new UnknownAccountError(options.email);
  const claims = await accountClaims(db, account);
  const jwks = await loadSigningKeys(db);
  const jwk = jwks.keys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const ttl = Math.min(Math.max(1, Math.floor(options.ttlSeconds ?? ACCESS_TOKEN_TTL)), LOCAL_TOKEN_MAX_TTL);
  const token = await new SignJWT({
    scope: LOCAL_TOKEN_SCOPE,
    client_id: config.oidcClientId,
    roles: claims.roles,
    email: claims.email,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(jwk.kid ? { kid: jwk.kid } : {}) })
    .setIssuer(embeddedIssuerUrl(config))
    .setAudience(config.oidcAudience)
    .setSubject(account.id)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .setJti(randomUUID())
    .sign(key);
  return { token, expiresIn: ttl };
}
