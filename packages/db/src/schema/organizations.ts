import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const PRIVACY = ['public', 'private', 'unlisted'] as const;
export type Privacy = (typeof PRIVACY)[number];

/** SPEC §3 Organization; sub-organizations through parentId, any depth. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    website: text('website'),
    phoneNumber: text('phone_number'),
    privacy: text('privacy').$type<Privacy>().notNull().default('public'),
    establishedOn: date('established_on'),
    language: text('language'),
    description: text('description'),
    /** bumped on every logo upload, so the logo URL changes and can be cached forever */
    logoVersion: integer('logo_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('organizations_parent_idx').on(t.parentId), index('organizations_name_idx').on(t.name)],
);

export const ORGANIZATION_ROLES = ['owner', 'organizer', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** Who belongs to an organization and as what (SPEC §3 Role: assigned_on). */
export const organizationRoles = pgTable(
  'organization_roles',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<OrganizationRole>().notNull(),
    assignedOn: timestamp('assigned_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.role] }),
    index('organization_roles_user_idx').on(t.userId),
  ],
);

export const imageBytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Organization logos, processed like profile pictures and kept in the database (several instances serve the same bytes). */
export const organizationLogos = pgTable('organization_logos', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: imageBytes('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
