import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { imageBytes, organizations } from './organizations';
import { users } from './users';

export const PERSON_STATUSES = ['active', 'inactive'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];
export const SEXES = ['female', 'male', 'other'] as const;
export type Sex = (typeof SEXES)[number];

/**
 * People of an organization (SPEC: members). Linked to a user account when they have one; a linked
 * member also holds the `member` role in organization_roles, which is what permissions read.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email'),
    status: text('status').$type<PersonStatus>().notNull().default('active'),
    joinedOn: date('joined_on').notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('members_organization_idx').on(t.organizationId, t.lastName),
    // one member record per user and organization (NULL user ids are distinct)
    uniqueIndex('members_organization_user_unique').on(t.organizationId, t.userId),
    index('members_user_idx').on(t.userId),
  ],
);

/** SPEC §3 Player/individual; linked to a user when claimed. */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    sex: text('sex').$type<Sex>(),
    birthday: date('birthday'),
    /** cm */
    height: integer('height'),
    /** kg */
    weight: doublePrecision('weight'),
    /** ISO 3166-1 alpha-2, upper case */
    nationality: text('nationality'),
    memberId: text('member_id'),
    playerNumber: text('player_number'),
    status: text('status').$type<PersonStatus>().notNull().default('active'),
    pictureVersion: integer('picture_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('players_organization_idx').on(t.organizationId, t.lastName),
    index('players_user_idx').on(t.userId),
  ],
);

export const playerPictures = pgTable('player_pictures', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: imageBytes('data').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const TEAM_KINDS = ['team', 'formation'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];
export const COMPETITOR_TYPES = ['solo', 'double', 'trio'] as const;
export type CompetitorType = (typeof COMPETITOR_TYPES)[number];
/** players a formation of each competitor type holds */
export const COMPETITOR_SIZES: Record<CompetitorType, number> = { solo: 1, double: 2, trio: 3 };

/**
 * Competing entities (SPEC: team or formation). A team has any number of players; a formation is a
 * competitor of type solo, double or trio with exactly 1, 2 or 3 players.
 */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<TeamKind>().notNull().default('team'),
    competitorType: text('competitor_type').$type<CompetitorType>(),
    sport: text('sport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teams_organization_idx').on(t.organizationId, t.name)],
);

export const teamPlayers = pgTable(
  'team_players',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    addedOn: timestamp('added_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.playerId] }), index('team_players_player_idx').on(t.playerId)],
);
