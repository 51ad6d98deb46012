import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Our record of a person (SPEC §3 User). Sign-in identities link to it through provider_users. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** stored lower-cased; unique so two people cannot claim one address */
    email: text('email').notNull(),
    /** ISO 3166-1 alpha-2 code, upper case */
    nationality: text('nationality'),
    pictureVersion: integer('picture_version'),
    preferredSports: jsonb('preferred_sports')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    defaultSport: text('default_sport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_first_name_idx').on(t.firstName)],
);

export const ROLES = ['Admin', 'Organizer', 'Player', 'User'] as const;
export type Role = (typeof ROLES)[number];

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    assignedOn: timestamp('assigned_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** A sign-in identity (issuer + subject) linked to one user (SPEC §3 Provider user). */
export const providerUsers = pgTable(
  'provider_users',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identityProvider: text('identity_provider').notNull(),
    subject: text('subject').notNull(),
    userDetails: jsonb('user_details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_users_identity_unique').on(t.identityProvider, t.subject),
    index('provider_users_user_idx').on(t.userId),
  ],
);
