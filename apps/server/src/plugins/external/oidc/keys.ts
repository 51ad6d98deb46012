import { getOrInitSetting, type DbOrTx } from '@sportzone/db';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import { randomBytes } from 'node:crypto';

/**
 * Keys of the embedded provider, kept in `settings` so tokens and cookies stay valid across restarts:
 * - `oidc.jwks`: the RS256 signing key (private JWK, RSA 2048), generated with jose on first start;
 * - `oidc.cookieKeys`: secrets that sign the provider's cookies.
 * The first process to store a value wins, so two processes starting at once agree on one key.
 */
export const JWKS_SETTING = 'oidc.jwks';
export const COOKIE_KEYS_SETTING = 'oidc.cookieKeys';

export interface PrivateJwks {
  keys: JWK[];
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export async function createSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

export async function loadSigningKeys(db: DbOrTx): Promise<PrivateJwks> {
  const jwks = await getOrInitSetting<PrivateJwks>(db, JWKS_SETTING, async () => ({
    keys: [await createSigningKey()],
  }));
  if (!Array.isArray(jwks.keys) || jwks.keys.length === 0)
    throw new Error(`setting ${JWKS_SETTING} holds no keys`);
  return jwks;
}

/** The public half of every key: what the API verifies access tokens with and /oidc/jwks publishes. */
export function toPublicJwks(jwks: PrivateJwks): JSONWebKeySet {
  return {
    keys: jwks.keys.map((key) => {
      const copy: JWK = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy;
    }),
  };
}

export async function loadCookieKeys(db: DbOrTx): Promise<string[]> {
  const keys = await getOrInitSetting<string[]>(db, COOKIE_KEYS_SETTING, () => [
    randomBytes(32).toString('base64url'),
    randomBytes(32).toString('base64url'),
  ]);
  if (!Array.isArray(keys) || keys.length === 0)
    throw new Error(`setting ${COOKIE_KEYS_SETTING} holds no keys`);
  return keys;
}
