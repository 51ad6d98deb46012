import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { users } from '../schema/users';
import { matchGuestLinks, matchScorers } from '../schema/matches';

/**
 * Who may score a match besides its organization: its named scorers (users) and its guest links.
 * Re-exported by `queries/matches.ts`, so `@sportzone/db/matches` is still the one entry.
 */

export type GuestLinkRow = typeof matchGuestLinks.$inferSelect;

/** The ids of this list that belong to existing users. */
export async function existingUserIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => r.id);
}

// ---- scorers

export async function matchScorerIds(db: DbOrTx, matchId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: matchScorers.userId })
    .from(matchScorers)
    .where(eq(matchScorers.matchId, matchId))
    .orderBy(asc(matchScorers.assignedOn), asc(matchScorers.userId));
  return rows.map((r) => r.userId);
}

export async function scorerIdsOfMatches(db: DbOrTx, matchIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (matchIds.length === 0) return map;
  const rows = await db
    .select({ matchId: matchScorers.matchId, userId: matchScorers.userId })
    .from(matchScorers)
    .where(inArray(matchScorers.matchId, matchIds))
    .orderBy(asc(matchScorers.assignedOn), asc(matchScorers.userId));
  for (const r of rows) {
    const list = map.get(r.matchId) ?? [];
    list.push(r.userId);
    map.set(r.matchId, list);
  }
  return map;
}

export async function isMatchScorer(db: DbOrTx, matchId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: matchScorers.userId })
    .from(matchScorers)
    .where(and(eq(matchScorers.matchId, matchId), eq(matchScorers.userId, userId)));
  return row !== undefined;
}

/** Replaces the scorers of a match (kept ones keep their assignment date). */
export async function setMatchScorers(db: DbOrTx, matchId: number, userIds: number[]): Promise<void> {
  const keep = [...new Set(userIds)];
  const current = await matchScorerIds(db, matchId);
  const removed = current.filter((id) => !keep.includes(id));
  if (removed.length > 0) {
    await db
      .delete(matchScorers)
      .where(and(eq(matchScorers.matchId, matchId), inArray(matchScorers.userId, removed)));
  }
  const added = keep.filter((id) => !current.includes(id));
  if (added.length > 0) {
    await db
      .insert(matchScorers)
      .values(added.map((userId) => ({ matchId, userId })))
      .onConflictDoNothing();
  }
}

// ---- guest links

export async function insertGuestLink(
  db: DbOrTx,
  values: {
    matchId: number;
    tokenHash: string;
    label: string | null;
    createdBy: number | null;
    expiresAt: Date;
  },
): Promise<GuestLinkRow> {
  const [row] = await db.insert(matchGuestLinks).values(values).returning();
  return row!;
}

export async function findGuestLinkByHash(db: DbOrTx, tokenHash: string): Promise<GuestLinkRow | null> {
  const [row] = await db.select().from(matchGuestLinks).where(eq(matchGuestLinks.tokenHash, tokenHash));
  return row ?? null;
}

export async function listGuestLinks(db: DbOrTx, matchId: number): Promise<GuestLinkRow[]> {
  return db
    .select()
    .from(matchGuestLinks)
    .where(eq(matchGuestLinks.matchId, matchId))
    .orderBy(desc(matchGuestLinks.createdAt), desc(matchGuestLinks.id));
}

/** Revokes a link of this match; false when there is no such link (or it was revoked already). */
export async function revokeGuestLink(db: DbOrTx, matchId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(matchGuestLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(matchGuestLinks.matchId, matchId),
        eq(matchGuestLinks.id, id),
        isNull(matchGuestLinks.revokedAt),
      ),
    )
    .returning({ id: matchGuestLinks.id });
  return rows.length > 0;
}

export async function touchGuestLink(db: DbOrTx, id: number): Promise<void> {
  await db.update(matchGuestLinks).set({ lastUsedAt: new Date() }).where(eq(matchGuestLinks.id, id));
}
