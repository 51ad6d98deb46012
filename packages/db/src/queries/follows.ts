import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { follows, type FollowKind } from '../schema/follows';
import { organizations } from '../schema/organizations';
import { players, teams } from '../schema/people';

export type FollowRow = typeof follows.$inferSelect;

const column = (kind: FollowKind) =>
  kind === 'organization' ? follows.organizationId : kind === 'player' ? follows.playerId : follows.teamId;

export async function follow(db: DbOrTx, userId: number, kind: FollowKind, targetId: number): Promise<void> {
  const values =
    kind === 'organization'
      ? { organizationId: targetId }
      : kind === 'player'
        ? { playerId: targetId }
        : { teamId: targetId };
  await db
    .insert(follows)
    .values({ userId, ...values })
    .onConflictDoNothing();
}

export async function unfollow(
  db: DbOrTx,
  userId: number,
  kind: FollowKind,
  targetId: number,
): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.userId, userId), eq(column(kind), targetId)))
    .returning({ id: follows.id });
  return rows.length > 0;
}

export async function followerCount(db: DbOrTx, kind: FollowKind, targetId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .where(eq(column(kind), targetId));
  return Number(row?.n ?? 0);
}

export async function isFollowing(
  db: DbOrTx,
  userId: number,
  kind: FollowKind,
  targetId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(column(kind), targetId)));
  return Boolean(row);
}

/** Which of these targets the user follows. */
export async function followedAmong(
  db: DbOrTx,
  userId: number,
  kind: FollowKind,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const col = column(kind);
  const rows = await db
    .select({ id: col })
    .from(follows)
    .where(and(eq(follows.userId, userId), inArray(col, ids)));
  return new Set(rows.map((r) => r.id!));
}

export interface FollowedItem {
  kind: FollowKind;
  id: number;
  name: string;
  /** the organization the target belongs to (itself for an organization) */
  organizationId: number;
  organizationName: string;
  followedOn: Date;
}

const owner = alias(organizations, 'owner_org');

/** Everything a user follows, newest first, with names (callers filter what the user may see). */
export async function followsOfUser(db: DbOrTx, userId: number, limit = 2000): Promise<FollowedItem[]> {
  const rows = await db
    .select({
      organizationId: follows.organizationId,
      playerId: follows.playerId,
      teamId: follows.teamId,
      createdAt: follows.createdAt,
      orgName: organizations.name,
      playerName: sql<string | null>`${players.firstName} || ' ' || ${players.lastName}`,
      teamName: teams.name,
      ownerId: owner.id,
      ownerName: owner.name,
    })
    .from(follows)
    .leftJoin(organizations, eq(organizations.id, follows.organizationId))
    .leftJoin(players, eq(players.id, follows.playerId))
    .leftJoin(teams, eq(teams.id, follows.teamId))
    .leftJoin(
      owner,
      sql`${owner.id} = coalesce(${follows.organizationId}, ${players.organizationId}, ${teams.organizationId})`,
    )
    .where(eq(follows.userId, userId))
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(limit);
  return rows.map((r) => {
    const kind: FollowKind =
      r.organizationId !== null ? 'organization' : r.playerId !== null ? 'player' : 'team';
    return {
      kind,
      id: (r.organizationId ?? r.playerId ?? r.teamId)!,
      name: (kind === 'organization' ? r.orgName : kind === 'player' ? r.playerName : r.teamName) ?? '',
      organizationId: r.ownerId!,
      organizationName: r.ownerName ?? '',
      followedOn: r.createdAt,
    };
  });
}
