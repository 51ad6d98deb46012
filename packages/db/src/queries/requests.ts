import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { userRequests, type RequestKind, type RequestStatus } from '../schema/requests';
import { users } from '../schema/users';

export type UserRequestRow = typeof userRequests.$inferSelect;
export interface UserRequestWithUser extends UserRequestRow {
  user: { id: number; firstName: string; lastName: string; email: string };
}

export async function insertRequest(
  db: DbOrTx,
  input: {
    userId: number;
    kind: RequestKind;
    message: string;
    otherEmail?: string | null;
    otherUserId?: number | null;
  },
): Promise<UserRequestRow> {
  const [row] = await db.insert(userRequests).values(input).returning();
  return row!;
}

export async function findRequest(db: DbOrTx, id: number): Promise<UserRequestRow | null> {
  const [row] = await db.select().from(userRequests).where(eq(userRequests.id, id));
  return row ?? null;
}

export async function pendingRequestOf(
  db: DbOrTx,
  userId: number,
  kind: RequestKind,
): Promise<UserRequestRow | null> {
  const [row] = await db
    .select()
    .from(userRequests)
    .where(
      and(eq(userRequests.userId, userId), eq(userRequests.kind, kind), eq(userRequests.status, 'pending')),
    );
  return row ?? null;
}

export async function requestsOfUser(db: DbOrTx, userId: number): Promise<UserRequestRow[]> {
  return db
    .select()
    .from(userRequests)
    .where(eq(userRequests.userId, userId))
    .orderBy(desc(userRequests.createdAt), desc(userRequests.id));
}

/** Admin list: one status, or all with pending first; newest first within a status. */
export async function listRequests(
  db: DbOrTx,
  q: { status: RequestStatus | null; page: number; pageSize: number },
): Promise<{ rows: UserRequestWithUser[]; total: number }> {
  const where = q.status ? eq(userRequests.status, q.status) : undefined;
  const [c] = await db.select({ n: count() }).from(userRequests).where(where);
  const rows = await db
    .select({
      request: userRequests,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(userRequests)
    .innerJoin(users, eq(users.id, userRequests.userId))
    .where(where)
    .orderBy(
      asc(sql`case ${userRequests.status} when 'pending' then 0 else 1 end`),
      desc(sql`coalesce(${userRequests.decidedAt}, ${userRequests.createdAt})`),
      desc(userRequests.id),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows: rows.map((r) => ({ ...r.request, user: r.user })), total: Number(c?.n ?? 0) };
}

export async function decideRequest(
  db: DbOrTx,
  id: number,
  decision: { status: 'accepted' | 'rejected'; reason: string | null; decidedBy: number },
): Promise<UserRequestRow | null> {
  const [row] = await db
    .update(userRequests)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(userRequests.id, id), eq(userRequests.status, 'pending')))
    .returning();
  return row ?? null;
}
