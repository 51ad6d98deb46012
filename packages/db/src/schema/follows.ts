import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { players, teams } from './people';
import { users } from './users';

export const FOLLOW_KINDS = ['organization', 'player', 'team'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** A user follows an organization, a player or a team (exactly one; real foreign keys, so deletes cascade). */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('follows_one_target', sql`num_nonnulls(${t.organizationId}, ${t.playerId}, ${t.teamId}) = 1`),
    uniqueIndex('follows_user_organization_unique').on(t.userId, t.organizationId),
    uniqueIndex('follows_user_player_unique').on(t.userId, t.playerId),
    uniqueIndex('follows_user_team_unique').on(t.userId, t.teamId),
    index('follows_organization_idx').on(t.organizationId),
    index('follows_player_idx').on(t.playerId),
    index('follows_team_idx').on(t.teamId),
  ],
);
