import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const REQUEST_KINDS = ['organizer', 'merge'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Requests from a user to the admins (SPEC §4): organizer rights, merging two accounts. */
export const userRequests = pgTable(
  'user_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RequestKind>().notNull(),
    message: text('message').notNull(),
    /** merge: the other account, by email as the user typed it, and its id once resolved */
    otherEmail: text('other_email'),
    otherUserId: integer('other_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<RequestStatus>().notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('user_requests_status_idx').on(t.status, t.createdAt),
    index('user_requests_user_idx').on(t.userId),
  ],
);
