import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { oidcModels, settings } from '../schema/identity';

/**
 * Storage of oidc-provider's models (sessions, interactions, grants, codes, refresh tokens …), one row
 * per (kind, id). Expired rows are never returned; deleteExpiredOidcModels() removes them.
 */
export interface OidcModelRecord {
  payload: Record<string, unknown>;
  /** set once the model was consumed (codes, rotated refresh tokens) */
  consumedAt: Date | null;
}

export interface OidcModelIndexes {
  grantId?: string | null | undefined;
  userCode?: string | null | undefined;
  uid?: string | null | undefined;
  expiresAt?: Date | null | undefined;
}

const live = () => or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date()));
const record = (row: { payload: Record<string, unknown>; consumedAt: Date | null } | undefined) =>
  row ? { payload: row.payload, consumedAt: row.consumedAt } : null;

export async function upsertOidcModel(
  db: DbOrTx,
  kind: string,
  id: string,
  payload: Record<string, unknown>,
  indexes: OidcModelIndexes = {},
): Promise<void> {
  const values = {
    payload,
    grantId: indexes.grantId ?? null,
    userCode: indexes.userCode ?? null,
    uid: indexes.uid ?? null,
    expiresAt: indexes.expiresAt ?? null,
  };
  await db
    .insert(oidcModels)
    .values({ kind, id, ...values })
    .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: values });
}

export async function findOidcModel(db: DbOrTx, kind: string, id: string): Promise<OidcModelRecord | null> {
  const [row] = await db
    .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
    .from(oidcModels)
    .where(and(eq(oidcModels.kind, kind), eq(oidcModels.id, id), live()));
  return record(row);
}

export async function findOidcModelByUid(
  db: DbOrTx,
  kind: string,
  uid: string,
): Promise<OidcModelRecord | null> {
  const [row] = await db
    .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
    .from(oidcModels)
    .where(and(eq(oidcModels.kind, kind), eq(oidcModels.uid, uid), live()))
    .limit(1);
  return record(row);
}

export async function findOidcModelByUserCode(
  db: DbOrTx,
  kind: string,
  userCode: string,
): Promise<OidcModelRecord | null> {
  const [row] = await db
    .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
    .from(oidcModels)
    .where(and(eq(oidcModels.kind, kind), eq(oidcModels.userCode, userCode), live()))
    .limit(1);
  return record(row);
}

export async function consumeOidcModel(db: DbOrTx, kind: string, id: string): Promise<void> {
  await db
    .update(oidcModels)
    .set({ consumedAt: new Date() })
    .where(and(eq(oidcModels.kind, kind), eq(oidcModels.id, id)));
}

export async function destroyOidcModel(db: DbOrTx, kind: string, id: string): Promise<void> {
  await db.delete(oidcModels).where(and(eq(oidcModels.kind, kind), eq(oidcModels.id, id)));
}

export async function revokeOidcModelsByGrantId(db: DbOrTx, kind: string, grantId: string): Promise<void> {
  await db.delete(oidcModels).where(and(eq(oidcModels.kind, kind), eq(oidcModels.grantId, grantId)));
}

/** Housekeeping: removes expired rows; returns how many. */
export async function deleteExpiredOidcModels(db: DbOrTx, now = new Date()): Promise<number> {
  const rows = await db
    .delete(oidcModels)
    .where(lt(oidcModels.expiresAt, now))
    .returning({ id: oidcModels.id });
  return rows.length;
}

export async function getSetting<T>(db: DbOrTx, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : undefined;
}

/**
 * Stores `value` under `key` unless a value is already there, and returns the stored one. Two processes
 * starting at once therefore agree on one value (the first writer wins).
 */
export async function getOrInitSetting<T>(db: DbOrTx, key: string, create: () => T | Promise<T>): Promise<T> {
  const existing = await getSetting<T>(db, key);
  if (existing !== undefined) return existing;
  const value = await create();
  await db.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
  return (await getSetting<T>(db, key)) as T;
}

export async function putSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
