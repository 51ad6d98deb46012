import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { mailOutbox, type OutboxStatus } from '../schema/outbox';
import { likePattern, offsetOf, type PageQuery, type PageRows } from './text';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

export async function insertOutbox(db: DbOrTx, input: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutbox).values(input).returning();
  return row!;
}

export async function listOutbox(
  db: DbOrTx,
  q: PageQuery & { status: OutboxStatus | null; searchTerm: string | null },
): Promise<PageRows<OutboxRow>> {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(mailOutbox.status, q.status));
  if (q.searchTerm) {
    const like = likePattern(q.searchTerm);
    conditions.push(or(ilike(mailOutbox.toAddress, like), ilike(mailOutbox.subject, like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [c] = await db.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}
