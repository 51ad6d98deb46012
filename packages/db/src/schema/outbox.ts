import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_STATUSES = ['stored', 'sent', 'failed'] as const;
/** stored: no SMTP_URL configured, kept for admins to read; sent: handed to the SMTP server; failed: with the error */
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Every email the app sends, so nothing is lost silently (admins read it in the app). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** what the mail is about, e.g. "invitation", and the id of that record */
    kind: text('kind').notNull(),
    referenceId: integer('reference_id'),
    status: text('status').$type<OutboxStatus>().notNull(),
    error: text('error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);
