import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/** SPEC §3 Venue/playground: where matches are played. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    /** ISO 3166-1 alpha-2, upper case */
    country: text('country'),
    /** IANA time zone (Europe/Sofia): what the calendar feeds and pages give local times in */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venues_organization_idx').on(t.organizationId, t.name)],
);

/**
 * A playing space of a venue: a table, court, lane or field. Stored with its sport and name; the word
 * ("kind") follows from the sport (SPEC §3 sport wording).
 */
export const playingSpaces = pgTable(
  'playing_spaces',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    sport: text('sport').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('playing_spaces_venue_idx').on(t.venueId, t.position)],
);
