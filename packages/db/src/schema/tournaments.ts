import {
  boolean,
  date,
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
import { matches } from './matches';
import { organizations } from './organizations';
import { players, teams } from './people';
import { seasons } from './seasons';
import { users } from './users';
import { venues } from './venues';

export const TOURNAMENT_STATUSES = ['upcoming', 'open', 'active', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const TOURNAMENT_ORDERINGS = ['chronological', 'ranking'] as const;
export type TournamentOrdering = (typeof TOURNAMENT_ORDERINGS)[number];
/** who signs up: a player, a formation (doubles) or a team */
export const ENTRY_KINDS = ['player', 'formation', 'team'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
/** who may sign themself up while open: the organization's players, or anyone signed in */
export const SIGNUP_POLICIES = ['players', 'anyone'] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];
export const ENTRY_STATUSES = ['registered', 'waiting', 'withdrawn'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/**
 * SPEC §3 Tournament/container of an organization. `maxRegistrations` caps the sign-ups kept at all
 * (registered + waiting), `spots` the entries that play (the rest wait, in sign-up order).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    sport: text('sport').notNull(),
    entryKind: text('entry_kind').$type<EntryKind>().notNull().default('player'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    ordering: text('ordering').$type<TournamentOrdering>().notNull().default('chronological'),
    durationInMinutes: integer('duration_in_minutes').notNull().default(60),
    restInMinutes: integer('rest_in_minutes').notNull().default(0),
    maxRegistrations: integer('max_registrations'),
    spots: integer('spots'),
    /** players may sign themselves (or their formation/team) up while the tournament is open */
    selfSignup: boolean('self_signup').notNull().default(true),
    /**
     * who signs themself up: the organization's players only, or anyone signed in (a player linked to
     * their account is made on sign-up, decision 055)
     */
    signupPolicy: text('signup_policy').$type<SignupPolicy>().notNull().default('players'),
    status: text('status').$type<TournamentStatus>().notNull().default('upcoming'),
    privacy: text('privacy').$type<'public' | 'unlisted' | 'private'>().notNull().default('public'),
    /**
     * the scoring format the draw's matches play (the scoring package's format keys, normalized); null =
     * the sport's standard format. A stage may override it.
     */
    format: jsonb('format').$type<Record<string, unknown>>(),
    /** created by the demo seed */
    demo: boolean('demo').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tournaments_organization_idx').on(t.organizationId, t.startsOn),
    index('tournaments_season_idx').on(t.seasonId),
  ],
);

/** A sign-up: a player, a formation or a team of the tournament's organization. */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    /** a formation or a team (both are rows of `teams`) */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<EntryStatus>().notNull().default('registered'),
    seed: integer('seed'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** who signed it up (the player themself or an organizer) */
    signedUpBy: integer('signed_up_by').references(() => users.id, { onDelete: 'set null' }),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('tournament_entries_tournament_idx').on(t.tournamentId, t.status, t.signedUpAt),
    index('tournament_entries_player_idx').on(t.playerId),
    index('tournament_entries_team_idx').on(t.teamId),
  ],
);

/**
 * A stage of a tournament (groups, then a knockout …): its format and options, and once drawn the
 * competition engine's stage (`@sportzone/competition`), which holds the phases (brackets), groups,
 * rounds and matches. Participants of the engine are entry ids as strings.
 */
export const tournamentStages = pgTable(
  'tournament_stages',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    /** a later stage: how many of each group (or of the previous stage) go on; null for the first */
    qualifiersPerGroup: integer('qualifiers_per_group'),
    /** the scoring format of this stage's matches when not the tournament's (normalized); null = the tournament's */
    format: jsonb('format').$type<Record<string, unknown>>(),
    state: jsonb('state').$type<Record<string, unknown>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tournament_stages_position_unique').on(t.tournamentId, t.position)],
);

/** A match of a draw: the engine's match (by its key) played as a live match. */
export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    stageId: integer('stage_id')
      .notNull()
      .references(() => tournamentStages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** where the match is played (a playing space of the venue) */
    playingSpaceId: integer('playing_space_id'),
  },
  (t) => [
    primaryKey({ columns: [t.stageId, t.key] }),
    uniqueIndex('tournament_matches_match_unique').on(t.matchId),
    index('tournament_matches_tournament_idx').on(t.tournamentId),
  ],
);

/** What organizers changed in a tournament's results (corrections, results entered by hand, redraws). */
export const tournamentAudit = pgTable(
  'tournament_audit',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tournament_audit_tournament_idx').on(t.tournamentId, t.createdAt)],
);

/** SPEC §3 Ranking: an organization's points by finishing position (`points[p − 1]` for position p). */
export const rankingTables = pgTable('ranking_tables', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  points: jsonb('points').$type<number[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where each entry of a finished tournament finished, and the ranking points it earned. */
export const tournamentPlacings = pgTable(
  'tournament_placings',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => tournamentEntries.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.entryId] })],
);

/**
 * The organizer's last schedule plan of a tournament: the playing spaces chosen and the first start.
 * Kept so the planning form shows them again, and so matches that become known later (a next stage,
 * a knockout's sides) are placed on the same courts by themselves.
 */
export const tournamentSchedulePlans = pgTable('tournament_schedule_plans', {
  tournamentId: integer('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  playingSpaceIds: jsonb('playing_space_ids').$type<number[]>().notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
