import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { tournaments } from './tournaments';
import { users } from './users';

export const CALENDAR_FEED_KINDS = ['user', 'organization', 'tournament'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

/**
 * A secret iCal feed URL (decision 020): the person's own calendar, or an organization's or a
 * tournament's, made by one of its organizers. Only the SHA-256 hash of the random token is kept;
 * one feed per person and target, so "get a new link" replaces the hash and the old URL answers 404,
 * and revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CalendarFeedKind>().notNull(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash),
    uniqueIndex('calendar_feeds_target_unique').on(
      t.userId,
      t.kind,
      sql`coalesce(${t.organizationId}, 0)`,
      sql`coalesce(${t.tournamentId}, 0)`,
    ),
    check(
      'calendar_feeds_target',
      sql`(${t.kind} = 'user' and ${t.organizationId} is null and ${t.tournamentId} is null)
        or (${t.kind} = 'organization' and ${t.organizationId} is not null and ${t.tournamentId} is null)
        or (${t.kind} = 'tournament' and ${t.tournamentId} is not null and ${t.organizationId} is null)`,
    ),
  ],
);

/**
 * What a deleted match was, so feeds can say STATUS:CANCELLED for it (a calendar keeps an event whose
 * UID simply disappears). Written by a trigger on `matches` (migration 0006), kept 60 days.
 */
export const calendarCancelledMatches = pgTable(
  'calendar_cancelled_matches',
  {
    matchId: integer('match_id').primaryKey(),
    sport: text('sport').notNull(),
    homeName: text('home_name').notNull(),
    awayName: text('away_name').notNull(),
    organizationId: integer('organization_id'),
    tournamentId: integer('tournament_id'),
    ownerId: integer('owner_id'),
    homeTeamId: integer('home_team_id'),
    awayTeamId: integer('away_team_id'),
    homeFormationId: integer('home_formation_id'),
    awayFormationId: integer('away_formation_id'),
    homePlayerId: integer('home_player_id'),
    awayPlayerId: integer('away_player_id'),
    privacy: text('privacy').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    venue: text('venue'),
    court: text('court'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** the match's revision before it was deleted, plus one: the cancellation's SEQUENCE */
    revision: integer('revision').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_cancelled_matches_deleted_idx').on(t.deletedAt),
    index('calendar_cancelled_matches_organization_idx').on(t.organizationId),
  ],
);
