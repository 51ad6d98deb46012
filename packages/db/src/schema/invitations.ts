import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

export const DECISION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

/**
 * An organization invites a user, or an email address (SPEC §3 Invitation: invited_on, message,
 * send_as_email). Pending → accepted (the person becomes a member) or rejected.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** the invited user; set on accepting an invitation sent to an address */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** the invited address, lower-cased */
    email: text('email'),
    message: text('message').notNull(),
    sendAsEmail: boolean('send_as_email').notNull().default(false),
    /** SHA-256 of the secret in the emailed link: proves the address without a verified email claim */
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<DecisionStatus>().notNull().default('pending'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedOn: timestamp('invited_on', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** outcome of the email: stored (no SMTP), sent or failed; null when not sent as email */
    emailStatus: text('email_status'),
  },
  (t) => [
    index('invitations_organization_idx').on(t.organizationId, t.status),
    index('invitations_user_idx').on(t.userId),
    index('invitations_email_idx').on(t.email),
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
  ],
);

/** A user applies to join an organization (SPEC §3 Application: applied_on). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    /** the applicant wants to play: accepting also makes them a player linked to their account */
    wantsToPlay: boolean('wants_to_play').notNull().default(false),
    status: text('status').$type<DecisionStatus>().notNull().default('pending'),
    reason: text('reason'),
    appliedOn: timestamp('applied_on', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('applications_organization_idx').on(t.organizationId, t.status),
    index('applications_user_idx').on(t.userId),
  ],
);
