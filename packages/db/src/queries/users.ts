import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { accounts, oidcModels } from '../schema/identity';
import { organizationRoles } from '../schema/organizations';
import { providerUsers, userRoles, users, type Role } from '../schema/users';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'firstName' | 'middleName' | 'lastName' | 'email' | 'nationality'
>;
export type ProviderUserRow = typeof providerUsers.$inferSelect;

export interface UserWithRelations extends UserRow {
  roles: Role[];
  providerUsers: ProviderUserRow[];
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserWithRelations | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return null;
  return withRelations(db, user);
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user ?? null;
}

export async function findUserByIdentity(
  db: DbOrTx,
  identityProvider: string,
  subject: string,
): Promise<UserWithRelations | null> {
  const [row] = await db
    .select({ user: users })
    .from(providerUsers)
    .innerJoin(users, eq(users.id, providerUsers.userId))
    .where(and(eq(providerUsers.identityProvider, identityProvider), eq(providerUsers.subject, subject)));
  if (!row) return null;
  return withRelations(db, row.user);
}

async function withRelations(db: DbOrTx, user: UserRow): Promise<UserWithRelations> {
  const [roles, identities] = await Promise.all([
    db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, user.id))
      .orderBy(asc(userRoles.role)),
    db.select().from(providerUsers).where(eq(providerUsers.userId, user.id)).orderBy(asc(providerUsers.id)),
  ]);
  return { ...user, roles: roles.map((r) => r.role), providerUsers: identities };
}

export async function insertUser(db: DbOrTx, input: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...input, email: input.email.trim().toLowerCase() })
    .returning();
  return row!;
}

export async function updateUser(db: DbOrTx, id: number, input: Partial<NewUser>): Promise<UserRow | null> {
  const patch = { ...input, updatedAt: new Date() };
  if (patch.email) patch.email = patch.email.trim().toLowerCase();
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function rolesOf(db: DbOrTx, userId: number): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

export async function addRoles(db: DbOrTx, userId: number, roles: readonly Role[]): Promise<void> {
  if (roles.length === 0) return;
  await db
    .insert(userRoles)
    .values(roles.map((role) => ({ userId, role })))
    .onConflictDoNothing();
}

export async function linkIdentity(
  db: DbOrTx,
  userId: number,
  identityProvider: string,
  subject: string,
  userDetails: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insert(providerUsers)
    .values({ userId, identityProvider, subject, userDetails })
    .onConflictDoUpdate({
      target: [providerUsers.identityProvider, providerUsers.subject],
      set: { userId, userDetails },
    });
}

export async function touchLogin(db: DbOrTx, identityProvider: string, subject: string): Promise<void> {
  const now = new Date();
  const [pu] = await db
    .update(providerUsers)
    .set({ lastLoginAt: now })
    .where(and(eq(providerUsers.identityProvider, identityProvider), eq(providerUsers.subject, subject)))
    .returning({ userId: providerUsers.userId });
  if (pu) await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, pu.userId));
}

export interface UserSearch {
  /** trimmed and lower-cased by the caller; matched against first, middle, last name and email */
  searchTerm: string | null;
  nationality: string | null;
  page: number;
  pageSize: number;
  /** restrict to members of these organizations */
  organizationIds?: number[];
}

/** Users sorted by first name (SPEC §4), one page plus the total count. */
export async function searchUsers(
  db: DbOrTx,
  q: UserSearch,
): Promise<{ rows: UserWithRelations[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.searchTerm) {
    const like = `%${q.searchTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.firstName, like),
        ilike(users.middleName, like),
        ilike(users.lastName, like),
        ilike(users.email, like),
      )!,
    );
  }
  if (q.nationality) conditions.push(eq(users.nationality, q.nationality.toUpperCase()));
  if (q.organizationIds) {
    if (q.organizationIds.length === 0) return { rows: [], total: 0 };
    conditions.push(
      inArray(
        users.id,
        db
          .selectDistinct({ id: organizationRoles.userId })
          .from(organizationRoles)
          .where(inArray(organizationRoles.organizationId, q.organizationIds)),
      ),
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [countRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows: await Promise.all(rows.map((u) => withRelations(db, u))), total: Number(countRow?.n ?? 0) };
}

export async function deleteUser(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function setRoles(db: DbOrTx, userId: number, roles: readonly Role[]): Promise<void> {
  await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), notInArray(userRoles.role, [...roles, '__none__'] as Role[])));
  await addRoles(db, userId, roles);
}

export async function setSportPreference(
  db: DbOrTx,
  userId: number,
  sports: string[],
  defaultSport: string | null,
) {
  await db
    .update(users)
    .set({ preferredSports: sports, defaultSport, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function identitiesOf(db: DbOrTx, userId: number): Promise<ProviderUserRow[]> {
  return db.select().from(providerUsers).where(eq(providerUsers.userId, userId));
}

/**
 * Removes an embedded sign-in account and everything the provider kept for it (sessions, grants,
 * tokens), so the person can no longer sign in to it.
 */
export async function forgetEmbeddedAccount(db: DbOrTx, accountId: string): Promise<void> {
  await db.delete(oidcModels).where(sql`${oidcModels.payload}->>'accountId' = ${accountId}`);
  await db.delete(accounts).where(eq(accounts.id, accountId));
}
