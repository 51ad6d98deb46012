import { Type, type Static } from 'typebox';
import { Id as IdSchema } from './common';
import { LitUnion, Name, Nullable, Timestamp } from './schema';

/**
 * An organization's API keys: a program (a club's website, a membership system, a scoreboard) calls the
 * API as the organization, within the key's scopes, without a person's sign-in. The secret is shown
 * once, when the key is made; the server keeps only its hash.
 */

const Id = IdSchema();

/** The prefix every secret starts with: it tells a key from a sign-in token, and secret scanners find it. */
export const API_KEY_PREFIX = 'szk_';

export const API_KEY_SCOPES = [
  /** matches, tournaments, standings and players of the organization, the private ones included */
  'results:read',
  /** points and corrections in the organization's matches */
  'scores:write',
  /** tournaments: create, edit, draw, schedule, results */
  'tournaments:manage',
  /** players, teams, venues and seasons */
  'people:manage',
] as const;
export const ApiKeyScope = LitUnion(API_KEY_SCOPES);
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const ApiKeyInput = Type.Object(
  {
    name: Name(100),
    scopes: Type.Array(ApiKeyScope, { minItems: 1, maxItems: API_KEY_SCOPES.length, uniqueItems: true }),
    /** after this moment the key is refused; null or absent: until revoked */
    expiresAt: Type.Optional(Nullable(Timestamp)),
  },
  { additionalProperties: false },
);
export type ApiKeyInput = Static<typeof ApiKeyInput>;

export const ApiKey = Type.Object(
  {
    id: Id,
    organizationId: Id,
    name: Type.String(),
    scopes: Type.Array(ApiKeyScope),
    /** the first characters of the secret, to tell keys apart (`szk_ab12…`) */
    hint: Type.String(),
    createdAt: Timestamp,
    /** who made it; null when that account is gone */
    createdBy: Nullable(Type.Object({ id: Id, name: Type.String() })),
    expiresAt: Nullable(Timestamp),
    lastUsedAt: Nullable(Timestamp),
    revokedAt: Nullable(Timestamp),
    status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
  },
  { $id: 'ApiKey' },
);
export type ApiKey = Static<typeof ApiKey>;

/** The answer to making a key: the only time its secret is shown. */
export const ApiKeyCreated = Type.Object({
  key: ApiKey,
  secret: Type.String({ description: 'send as "Authorization: Bearer <secret>"; shown only this once' }),
});
export type ApiKeyCreated = Static<typeof ApiKeyCreated>;

export const ApiKeyParams = Type.Object({ organizationId: Id, keyId: Id });
export type ApiKeyParams = Static<typeof ApiKeyParams>;
