import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { apiKeys } from '../schema/api-keys';
import { users } from '../schema/users';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export interface ApiKeyWithCreator extends ApiKeyRow {
  creator: { id: number; firstName: string; lastName: string } | null;
}

export async function insertApiKey(
  db: DbOrTx,
  input: {
    organizationId: number;
    name: string;
    scopes: string[];
    lookup: string;
    secretHash: string;
    createdBy: number | null;
    expiresAt: Date | null;
  },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(input).returning();
  return row!;
}

/** An organization's keys, newest first, revoked and expired ones included (they show as such). */
export async function listApiKeys(db: DbOrTx, organizationId: number): Promise<ApiKeyWithCreator[]> {
  const rows = await db
    .select({ key: apiKeys, creator: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => ({ ...r.key, creator: r.creator?.id ? r.creator : null }));
}

export async function findApiKeyByLookup(db: DbOrTx, lookup: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.lookup, lookup));
  return row ?? null;
}

/** Revokes a key of the organization; null when it has none by this id. Revoking twice keeps the first time. */
export async function revokeApiKey(
  db: DbOrTx,
  organizationId: number,
  id: number,
): Promise<ApiKeyRow | null> {
  const where = and(eq(apiKeys.id, id), eq(apiKeys.organizationId, organizationId));
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(where, isNull(apiKeys.revokedAt)));
  const [row] = await db.select().from(apiKeys).where(where);
  return row ?? null;
}

/** Records a use, at most once per `everyMs` per key: a busy key does not write at every call. */
export async function touchApiKey(db: DbOrTx, id: number, now: Date, everyMs: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - everyMs))),
      ),
    );
}
