import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { eventOutbox } from '../schema/events';
import { rowsOf } from './organizations';

export type EventOutboxRow = typeof eventOutbox.$inferSelect;
export type NewEventOutboxRow = typeof eventOutbox.$inferInsert;

/** Stores events for their durable handlers (inside the transaction that made them). */
export async function insertOutboxEvents(db: DbOrTx, rows: NewEventOutboxRow[]): Promise<EventOutboxRow[]> {
  if (rows.length === 0) return [];
  return db.insert(eventOutbox).values(rows).returning();
}

/**
 * Claims up to `limit` due rows: locked with `for update skip locked` (another instance takes other
 * rows), their next attempt moved `leaseMs` ahead and their attempts counted, in one statement.
 */
export async function claimOutboxEvents(
  db: DbOrTx,
  limit: number,
  leaseMs: number,
): Promise<EventOutboxRow[]> {
  const result = await db.execute(sql`
    update ${eventOutbox} o
       set next_attempt_at = now() + (${leaseMs} * interval '1 millisecond'), attempts = o.attempts + 1
     where o.id in (
       select id from ${eventOutbox}
        where next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning o.id, o.event, o.handler, o.payload, o.attempts, o.next_attempt_at as "nextAttemptAt",
              o.last_error as "lastError", o.created_at as "createdAt"`);
  return rowsOf<EventOutboxRow>(result).map((r) => ({
    ...r,
    nextAttemptAt: new Date(r.nextAttemptAt),
    createdAt: new Date(r.createdAt),
  }));
}

export async function deleteOutboxEvents(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(eventOutbox).where(inArray(eventOutbox.id, ids));
}

export async function rescheduleOutboxEvent(
  db: DbOrTx,
  id: number,
  at: Date,
  error: string,
  attempts?: number,
): Promise<void> {
  await db
    .update(eventOutbox)
    .set({
      nextAttemptAt: at,
      lastError: error.slice(0, 500),
      ...(attempts !== undefined ? { attempts } : {}),
    })
    .where(eq(eventOutbox.id, id));
}

export async function pendingOutboxEvents(db: DbOrTx): Promise<EventOutboxRow[]> {
  return db.select().from(eventOutbox).orderBy(eventOutbox.id);
}

/** When the next row is due (the worker sleeps until then, at most its poll interval). */
export async function nextOutboxEventAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string>`min(${eventOutbox.nextAttemptAt})` }).from(eventOutbox);
  return row?.at ? new Date(row.at) : null;
}
