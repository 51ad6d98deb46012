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
import { organizations } from './organizations';
import { players } from './people';

export const PROPERTY_TYPES = ['text', 'number', 'date', 'boolean', 'choice'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TARGETS = ['players', 'events'] as const;
export type PropertyTarget = (typeof PROPERTY_TARGETS)[number];
export type PropertyValue = string | number | boolean;

/** Custom fields an organization defines for its players or events. */
export const organizationProperties = pgTable(
  'organization_properties',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<PropertyType>().notNull(),
    /** the choices of a `choice` property */
    options: jsonb('options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    appliesTo: text('applies_to').$type<PropertyTarget>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organization_properties_key_unique').on(t.organizationId, t.key)],
);

/** A player's value of a `players` property. */
export const playerPropertyValues = pgTable(
  'player_property_values',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => organizationProperties.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<PropertyValue>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.propertyId] }),
    index('player_property_values_property_idx').on(t.propertyId),
  ],
);
