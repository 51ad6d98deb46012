import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MatchEvent, MatchState, Sport, Summary } from '@sportzone/scoring';
import { organizations } from './organizations';
import { users } from './users';

export const MATCH_STATUSES = ['upcoming', 'queued', 'active', 'finished'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MATCH_PRIVACY = ['public', 'unlisted', 'private'] as const;
export type MatchPrivacy = (typeof MATCH_PRIVACY)[number];

/**
 * SPEC §3 Match, with its current snapshot (scoring state + summary + seq) in the same row: the row is
 * locked (`for update`) while an event is applied, so the event and the new snapshot are written together.
 * The references to teams, formations, players and tournaments are plain nullable ids until those
 * aggregates exist.
 */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    sport: text('sport').$type<Sport>().notNull(),
    /** the normalized format (scoring's createMatch output) */
    format: jsonb('format').$type<Record<string, unknown>>().notNull(),
    firstServer: text('first_server').$type<'home' | 'away'>().notNull().default('home'),
    homeName: text('home_name').notNull(),
    homePlayers: jsonb('home_players')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    awayName: text('away_name').notNull(),
    awayPlayers: jsonb('away_players')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    tournamentId: integer('tournament_id'),
    homeTeamId: integer('home_team_id'),
    awayTeamId: integer('away_team_id'),
    homeFormationId: integer('home_formation_id'),
    awayFormationId: integer('away_formation_id'),
    homePlayerId: integer('home_player_id'),
    awayPlayerId: integer('away_player_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    venue: text('venue'),
    /** court, table, field or lane, by name */
    court: text('court'),
    status: text('status').$type<MatchStatus>().notNull().default('upcoming'),
    privacy: text('privacy').$type<MatchPrivacy>().notNull().default('public'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** created by the demo seed; the simulator plays the active ones */
    demo: boolean('demo').notNull().default(false),
    /** number of events recorded (undo included); the seq of the latest event */
    seq: integer('seq').notNull().default(0),
    state: jsonb('state').$type<MatchState>().notNull(),
    summary: jsonb('summary').$type<Summary>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** grows by one with every change to the row (a trigger, so no writer can forget): the calendar's SEQUENCE (decision 053) */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('matches_status_idx').on(t.status, t.sport),
    index('matches_sport_idx').on(t.sport),
    index('matches_organization_idx').on(t.organizationId),
    index('matches_owner_idx').on(t.ownerId),
    index('matches_when_idx').on(sql`coalesce(${t.startedAt}, ${t.scheduledAt}, ${t.createdAt})`),
  ],
);

/** Users allowed to enter the score of a match (besides its owner and the organization's organizers). */
export const matchScorers = pgTable(
  'match_scorers',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedOn: timestamp('assigned_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] }), index('match_scorers_user_idx').on(t.userId)],
);

/**
 * A guest scoring link: a random token, stored only as its SHA-256 hash, expiring and revocable.
 */
export const matchGuestLinks = pgTable(
  'match_guest_links',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    label: text('label'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('match_guest_links_token_unique').on(t.tokenHash),
    index('match_guest_links_match_idx').on(t.matchId),
  ],
);

/**
 * The append-only score log: one row per accepted event (undo included), numbered 1, 2, 3 … per match.
 * `summary` and `status` are the result the event produced, so a repeated client event id is answered
 * with exactly the stored result and a live hub can rebuild any message it missed.
 */
export const matchEvents = pgTable(
  'match_events',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    clientEventId: uuid('client_event_id').notNull(),
    event: jsonb('event').$type<MatchEvent>().notNull(),
    /** who entered it: a user, a guest link, or neither (the demo simulator) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestLinkId: integer('guest_link_id').references(() => matchGuestLinks.id, { onDelete: 'set null' }),
    summary: jsonb('summary').$type<Summary>().notNull(),
    status: text('status').$type<MatchStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.seq] }),
    uniqueIndex('match_events_client_event_unique').on(t.matchId, t.clientEventId),
  ],
);
