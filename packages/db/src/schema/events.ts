import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events that must not be lost (the server's `events.ts`): one row per event and durable
 * handler, written in the transaction that made the event, so a crash right after the commit still
 * leaves the reaction to do. Delivered right after the commit; the row is deleted when the handler
 * succeeds, otherwise a worker retries it with exponential backoff (claimed `for update skip locked`
 * with a lease, as the notification queue does).
 */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    id: serial('id').primaryKey(),
    /** the event's name (`match.recorded` …) */
    event: text('event').notNull(),
    /** the durable handler that has still to succeed */
    handler: text('handler').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_outbox_due_idx').on(t.nextAttemptAt)],
);
