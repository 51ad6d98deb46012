import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { accounts } from '../schema/identity';

/** An account of the embedded sign-in provider (its id is the OIDC subject). */
export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = Pick<typeof accounts.$inferInsert, 'id' | 'email' | 'passwordHash' | 'locale'>;

export async function findAccountById(db: DbOrTx, id: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** Inserts an account; returns null (instead of throwing) when the email is already taken. */
export async function insertAccount(db: DbOrTx, input: NewAccount): Promise<AccountRow | null> {
  const [row] = await db
    .insert(accounts)
    .values({ ...input, email: input.email.trim().toLowerCase() })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return row ?? null;
}

export async function countAccounts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts);
  return row?.n ?? 0;
}

/** A new password (a reset): returns false when the account is gone. */
export async function setAccountPassword(db: DbOrTx, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ passwordHash })
    .where(eq(accounts.id, id))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
