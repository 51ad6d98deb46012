import type { ApiKey, ApiKeyCreated, ApiKeyInput, ApiKeyScope } from '@sportzone/contracts';
import {
  findApiKeyByLookup,
  insertApiKey,
  listApiKeys,
  revokeApiKey,
  touchApiKey,
  type ApiKeyRow,
  type ApiKeyWithCreator,
} from '@sportzone/db';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { hintOf, makeKey, parseKey, secretMatches } from './secrets';

/** A valid key, as the services see the caller behind it: an organization, within scopes. */
export interface ApiKeyPrincipal {
  id: number;
  organizationId: number;
  scopes: readonly ApiKeyScope[];
  /** the person who made the key: what the key does is recorded in their name */
  createdBy: number | null;
}

export interface ApiKeysService {
  list(actor: Actor, organizationId: number): Promise<ApiKey[]>;
  create(actor: Actor, organizationId: number, input: ApiKeyInput): Promise<ApiKeyCreated>;
  revoke(actor: Actor, organizationId: number, keyId: number): Promise<void>;
  /** the key behind a presented secret; 401 when it is malformed, unknown, revoked or expired */
  authenticate(token: string): Promise<ApiKeyPrincipal>;
}

export interface ApiKeysDeps {
  database: Pick<AppDatabase, 'db'>;
  access: Pick<AccessService, 'manageOrganization' | 'me'>;
  now?: () => Date;
}

/** Active keys an organization may hold at once: enough for every system it connects, not a leak's worth. */
export const MAX_ACTIVE_KEYS = 50;
/** How often a key's last use is written: a key called many times a second writes once a minute. */
const LAST_USED_EVERY_MS = 60_000;

const INVALID = 'This API key is not valid: it is unknown, revoked or expired.';

export function createApiKeysService(deps: ApiKeysDeps): ApiKeysService {
  const db = () => deps.database.db;
  const now = deps.now ?? (() => new Date());

  const statusOf = (row: ApiKeyRow, at: Date): ApiKey['status'] =>
    row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= at ? 'expired' : 'active';

  const toDto = (row: ApiKeyWithCreator, at: Date): ApiKey => ({
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    scopes: row.scopes as ApiKeyScope[],
    hint: hintOf(row.lookup),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creator
      ? { id: row.creator.id, name: `${row.creator.firstName} ${row.creator.lastName}`.trim() }
      : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: statusOf(row, at),
  });

  function expiryOf(input: ApiKeyInput, at: Date): Date | null {
    if (!input.expiresAt) return null;
    const expiresAt = new Date(input.expiresAt);
    if (Number.isNaN(expiresAt.getTime()))
      throw badRequest('The expiry is not a date and time.', { expiresAt: 'is not a date and time' });
    if (expiresAt <= at)
      throw badRequest('The expiry must be in the future.', { expiresAt: 'must be in the future' });
    return expiresAt;
  }

  return {
    async list(actor, organizationId) {
      await deps.access.manageOrganization(actor, organizationId);
      const at = now();
      return (await listApiKeys(db(), organizationId)).map((row) => toDto(row, at));
    },

    async create(actor, organizationId, input) {
      const me = await deps.access.me(actor);
      await deps.access.manageOrganization(actor, organizationId);
      const at = now();
      const expiresAt = expiryOf(input, at);
      const existing = await listApiKeys(db(), organizationId);
      if (existing.filter((k) => statusOf(k, at) === 'active').length >= MAX_ACTIVE_KEYS)
        throw conflict(
          `An organization can hold ${MAX_ACTIVE_KEYS} active keys: revoke one you no longer use first.`,
          'too_many_keys',
        );
      const made = makeKey();
      const row = await insertApiKey(db(), {
        organizationId,
        name: input.name.trim(),
        scopes: [...new Set(input.scopes)],
        lookup: made.lookup,
        secretHash: made.secretHash,
        createdBy: me.id,
        expiresAt,
      });
      const creator = { id: me.id, firstName: me.firstName, lastName: me.lastName };
      return { key: toDto({ ...row, creator }, at), secret: made.token };
    },

    async revoke(actor, organizationId, keyId) {
      await deps.access.manageOrganization(actor, organizationId);
      if (!(await revokeApiKey(db(), organizationId, keyId))) throw notFound('API key not found.');
    },

    async authenticate(token) {
      const parts = parseKey(token);
      if (!parts) throw unauthorized(INVALID);
      const row = await findApiKeyByLookup(db(), parts.lookup);
      // an unknown lookup is compared too, so that a miss takes as long as a wrong secret
      const matches = secretMatches(parts.secret, row?.secretHash ?? '0'.repeat(64));
      const at = now();
      if (!row || !matches || statusOf(row, at) !== 'active') throw unauthorized(INVALID);
      await touchApiKey(db(), row.id, at, LAST_USED_EVERY_MS);
      return {
        id: row.id,
        organizationId: row.organizationId,
        scopes: row.scopes as ApiKeyScope[],
        createdBy: row.createdBy,
      };
    },
  };
}
