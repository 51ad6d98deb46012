import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { organizationRoles, organizations } from '../schema/organizations';
import { effectivelyAtMost } from './organizations';
import { tournamentMatches, tournaments } from '../schema/tournaments';
import { providerUsers, userRoles } from '../schema/users';
import { matchEvents, matches, matchScorers, type MatchPrivacy, type MatchStatus } from '../schema/matches';

export * from './match-scorers';
export type MatchRow = typeof matches.$inferSelect;
export type NewMatchRow = typeof matches.$inferInsert;
/** A match without its scoring state (lists, live cards): everything but the event log. */
export type MatchHeadRow = Omit<MatchRow, 'state'>;
export type MatchEventRow = typeof matchEvents.$inferSelect;
export type NewMatchEventRow = typeof matchEvents.$inferInsert;

const { state: _state, ...headColumns } = getTableColumns(matches);

export async function insertMatch(db: DbOrTx, values: NewMatchRow): Promise<MatchRow> {
  const [row] = await db.insert(matches).values(values).returning();
  return row!;
}

export async function findMatch(db: DbOrTx, id: number): Promise<MatchRow | null> {
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  return row ?? null;
}

export async function findMatchHead(db: DbOrTx, id: number): Promise<MatchHeadRow | null> {
  const [row] = await db.select(headColumns).from(matches).where(eq(matches.id, id));
  return row ?? null;
}

/**
 * The match row locked until the end of the transaction (`select … for update`): concurrent writers of
 * one match wait for each other on PostgreSQL; PGlite runs one transaction at a time anyway.
 */
export async function lockMatch(tx: DbOrTx, id: number): Promise<MatchRow | null> {
  const [row] = await tx.select().from(matches).where(eq(matches.id, id)).for('update');
  return row ?? null;
}

/** Like lockMatch, without reading the scoring state (the caller may hold it already). */
export async function lockMatchHead(tx: DbOrTx, id: number): Promise<MatchHeadRow | null> {
  const [row] = await tx.select(headColumns).from(matches).where(eq(matches.id, id)).for('update');
  return row ?? null;
}

export async function findMatchState(db: DbOrTx, id: number): Promise<MatchRow['state'] | null> {
  const [row] = await db.select({ state: matches.state }).from(matches).where(eq(matches.id, id));
  return row?.state ?? null;
}

export async function updateMatch(
  db: DbOrTx,
  id: number,
  values: Partial<NewMatchRow>,
): Promise<MatchRow | null> {
  const [row] = await db
    .update(matches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(matches.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMatch(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(matches).where(eq(matches.id, id)).returning({ id: matches.id });
  return rows.length > 0;
}

export async function countMatches(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(matches);
  return Number(row?.n ?? 0);
}

/** Who is asking, for the visibility of private and unlisted matches in lists. */
export interface MatchViewer {
  userId: number | null;
  isAdmin: boolean;
  /** organizations (with their sub-organizations) the viewer manages as owner or organizer */
  managedOrganizationIds: number[];
  /** organizations (with their sub-organizations) where the viewer holds any role */
  memberOrganizationIds?: number[];
}

/**
 * Matches anyone may find in lists: public themselves, and of no organization or of one public all the
 * way up (a match of a private organization is as hidden as the organization; one of an unlisted
 * organization is reachable by link only, like the organization).
 */
export function listedMatchCondition(): SQL {
  return and(
    eq(matches.privacy, 'public' satisfies MatchPrivacy),
    or(isNull(matches.organizationId), sql`${matches.organizationId} in ${effectivelyAtMost(0)}`),
  )!;
}

export interface MatchSearch {
  status?: MatchStatus | undefined;
  sport?: string | undefined;
  /** trimmed and lower-cased: matched against side names, players, venue and court */
  search?: string | null | undefined;
  /** on or after (by start, else scheduled start, else creation time) */
  from?: Date | undefined;
  /** before */
  to?: Date | undefined;
  organizationId?: number | undefined;
  /** the matches of this tournament's draw */
  tournamentId?: number | undefined;
  /** the matches of the tournaments of this season */
  seasonId?: number | undefined;
  /** only matches the viewer owns or scores */
  mine?: boolean | undefined;
  demo?: boolean | undefined;
  page: number;
  pageSize: number;
  viewer: MatchViewer;
}

const whenOf = sql`coalesce(${matches.startedAt}, ${matches.scheduledAt}, ${matches.createdAt})`;

function involvedCondition(userId: number): SQL {
  return or(
    eq(matches.ownerId, userId),
    inArray(
      matches.id,
      sql`(select ${matchScorers.matchId} from ${matchScorers} where ${matchScorers.userId} = ${userId})`,
    ),
  )!;
}

/**
 * One page of matches, the live ones first, then upcoming ones soonest first, then the rest newest first;
 * private and unlisted matches only for the people involved.
 */
export async function searchMatches(
  db: DbOrTx,
  q: MatchSearch,
): Promise<{ rows: MatchHeadRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(matches.status, q.status));
  if (q.sport) conditions.push(eq(matches.sport, q.sport as MatchRow['sport']));
  if (q.organizationId !== undefined) conditions.push(eq(matches.organizationId, q.organizationId));
  if (q.demo !== undefined) conditions.push(eq(matches.demo, q.demo));
  if (q.tournamentId !== undefined) conditions.push(eq(matches.tournamentId, q.tournamentId));
  if (q.seasonId !== undefined)
    conditions.push(
      sql`${matches.tournamentId} in (select ${tournaments.id} from ${tournaments} where ${tournaments.seasonId} = ${q.seasonId})`,
    );
  if (q.from) conditions.push(gte(whenOf, q.from));
  if (q.to) conditions.push(lt(whenOf, q.to));
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(matches.homeName, like),
        ilike(matches.awayName, like),
        ilike(sql`${matches.homePlayers}::text`, like),
        ilike(sql`${matches.awayPlayers}::text`, like),
        ilike(matches.venue, like),
        ilike(matches.court, like),
      )!,
    );
  }
  const { viewer } = q;
  if (q.mine) {
    if (viewer.userId === null) return { rows: [], total: 0 };
    conditions.push(involvedCondition(viewer.userId));
  } else if (!viewer.isAdmin) {
    const visible: SQL[] = [listedMatchCondition()];
    if (viewer.userId !== null) visible.push(involvedCondition(viewer.userId));
    if (viewer.managedOrganizationIds.length > 0)
      visible.push(inArray(matches.organizationId, viewer.managedOrganizationIds));
    // the members of an organization see its public matches, however hidden the organization is
    if (viewer.memberOrganizationIds?.length)
      visible.push(
        and(
          eq(matches.privacy, 'public' satisfies MatchPrivacy),
          inArray(matches.organizationId, viewer.memberOrganizationIds),
        )!,
      );
    conditions.push(or(...visible)!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [countRow] = await db.select({ n: count() }).from(matches).where(where);
  const rank = sql`case ${matches.status} when 'active' then 0 when 'queued' then 1 when 'upcoming' then 1 else 2 end`;
  const rows = await db
    .select(headColumns)
    .from(matches)
    .where(where)
    .orderBy(
      asc(rank),
      // upcoming: soonest first; finished: newest first
      sql`case when ${matches.status} in ('upcoming', 'queued') then extract(epoch from ${whenOf}) else -extract(epoch from ${whenOf}) end`,
      desc(matches.id),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total: Number(countRow?.n ?? 0) };
}

/** Live matches for the home and sport lists of the live hub (only those anyone may find in lists). */
export async function activeMatches(db: DbOrTx, sport: string | null, limit = 100): Promise<MatchHeadRow[]> {
  const conditions: SQL[] = [eq(matches.status, 'active'), listedMatchCondition()];
  if (sport) conditions.push(eq(matches.sport, sport as MatchRow['sport']));
  return db
    .select(headColumns)
    .from(matches)
    .where(and(...conditions))
    .orderBy(desc(matches.startedAt), desc(matches.id))
    .limit(limit);
}

/** The matches of these organizations that are not over (those on live lists or about to be). */
export async function matchesInPlayOf(db: DbOrTx, organizationIds: number[]): Promise<MatchHeadRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select(headColumns)
    .from(matches)
    .where(
      and(
        inArray(matches.organizationId, organizationIds),
        inArray(matches.status, ['upcoming', 'queued', 'active'] satisfies MatchStatus[]),
      ),
    );
}

/**
 * Makes the organization's matches at least as hidden as `privacy` (their own setting is raised, never
 * lowered): before the organization is deleted, as its matches outlive it without one. The ids changed.
 */
export async function raiseMatchPrivacy(
  db: DbOrTx,
  organizationId: number,
  privacy: 'unlisted' | 'private',
): Promise<number[]> {
  const lower: MatchPrivacy[] = privacy === 'private' ? ['public', 'unlisted'] : ['public'];
  const rows = await db
    .update(matches)
    .set({ privacy, updatedAt: new Date() })
    .where(and(eq(matches.organizationId, organizationId), inArray(matches.privacy, lower)))
    .returning({ id: matches.id });
  return rows.map((r) => r.id);
}

export async function demoMatches(db: DbOrTx): Promise<MatchHeadRow[]> {
  return db.select(headColumns).from(matches).where(eq(matches.demo, true)).orderBy(asc(matches.id));
}

/** Organizations the user owns or organizes, with all their sub-organizations (a role up the tree counts below it). */
export async function managedOrganizationIds(db: DbOrTx, userId: number): Promise<number[]> {
  return organizationIdsWithRole(db, userId, ['owner', 'organizer']);
}

/** Organizations where the user holds any role, with all their sub-organizations. */
export async function memberOrganizationIds(db: DbOrTx, userId: number): Promise<number[]> {
  return organizationIdsWithRole(db, userId, ['owner', 'organizer', 'member']);
}

async function organizationIdsWithRole(
  db: DbOrTx,
  userId: number,
  roles: ('owner' | 'organizer' | 'member')[],
): Promise<number[]> {
  const direct = await db
    .select({ id: organizationRoles.organizationId })
    .from(organizationRoles)
    .where(and(eq(organizationRoles.userId, userId), inArray(organizationRoles.role, roles)));
  const seen = new Set(direct.map((r) => r.id));
  let frontier = [...seen];
  for (let depth = 0; frontier.length > 0 && depth < 64; depth++) {
    const children = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.parentId, frontier));
    frontier = children.map((c) => c.id).filter((id) => !seen.has(id));
    for (const id of frontier) seen.add(id);
  }
  return [...seen];
}

export interface MatchCaller {
  userId: number;
  isAdmin: boolean;
  /** an assigned scorer of this match */
  isScorer: boolean;
}

/**
 * A match (without its scoring state) and, in the same round trip, who the sign-in identity is to it:
 * its user, whether an admin, whether an assigned scorer. `caller` is null for anonymous callers and for
 * identities with no profile yet.
 */
export async function findMatchHeadWithCaller(
  db: DbOrTx,
  id: number,
  identity: { provider: string; subject: string } | null,
): Promise<{ row: MatchHeadRow; caller: MatchCaller | null } | null> {
  if (!identity) {
    const row = await findMatchHead(db, id);
    return row ? { row, caller: null } : null;
  }
  // Qualified by hand: inside a sql template drizzle may write a column without its table, and the
  // subqueries must refer to the outer rows.
  const callerId = sql.raw('"provider_users"."user_id"');
  const matchId = sql.raw('"matches"."id"');
  const [result] = await db
    .select({
      ...headColumns,
      callerId: providerUsers.userId,
      callerIsAdmin: sql<boolean>`exists (select 1 from ${userRoles} r where r.user_id = ${callerId} and r.role = 'Admin')`,
      callerIsScorer: sql<boolean>`exists (select 1 from ${matchScorers} s where s.user_id = ${callerId} and s.match_id = ${matchId})`,
    })
    .from(matches)
    .leftJoin(
      providerUsers,
      and(eq(providerUsers.identityProvider, identity.provider), eq(providerUsers.subject, identity.subject)),
    )
    .where(eq(matches.id, id));
  if (!result) return null;
  const { callerId: userId, callerIsAdmin, callerIsScorer, ...row } = result;
  return {
    row,
    caller:
      userId === null ? null : { userId, isAdmin: Boolean(callerIsAdmin), isScorer: Boolean(callerIsScorer) },
  };
}

// ---- events

export async function findMatchEventByClientId(
  db: DbOrTx,
  matchId: number,
  clientEventId: string,
): Promise<MatchEventRow | null> {
  const [row] = await db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.clientEventId, clientEventId)));
  return row ?? null;
}

/** Appends an event; the row comes back as stored (jsonb), so every answer about it reads the same. */
export async function insertMatchEvent(db: DbOrTx, values: NewMatchEventRow): Promise<MatchEventRow> {
  const [row] = await db.insert(matchEvents).values(values).returning();
  return row!;
}

/** Writes the new snapshot of a match (scoring state, summary, seq, status, times), reading nothing back. */
export async function writeMatchSnapshot(
  db: DbOrTx,
  id: number,
  values: Pick<NewMatchRow, 'seq' | 'state' | 'summary' | 'status' | 'startedAt' | 'endedAt'> & {
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(matches).set(values).where(eq(matches.id, id));
}

/** Bulk insert (demo archive); chunks keep each statement small. */
export async function insertMatchEvents(db: DbOrTx, rows: NewMatchEventRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(matchEvents).values(rows.slice(i, i + 200));
  }
}

/** The live matches of a tournament's draw (deleted with a redraw). */
export async function deleteDrawMatches(db: DbOrTx, tournamentId: number): Promise<number[]> {
  const ids = (
    await db
      .select({ id: tournamentMatches.matchId })
      .from(tournamentMatches)
      .where(eq(tournamentMatches.tournamentId, tournamentId))
  ).map((r) => r.id);
  if (ids.length > 0) await db.delete(matches).where(inArray(matches.id, ids));
  return ids;
}

/**
 * A draw's live match played again from the start (a correction reset it): its score log is removed and
 * its snapshot is the sport's initial state.
 */
export async function resetLiveMatch(
  db: DbOrTx,
  matchId: number,
  values: Pick<typeof matches.$inferInsert, 'state' | 'summary'> &
    Partial<Pick<typeof matches.$inferInsert, 'format'>>,
): Promise<void> {
  await db.delete(matchEvents).where(eq(matchEvents.matchId, matchId));
  await db
    .update(matches)
    .set({ ...values, seq: 0, status: 'upcoming', startedAt: null, endedAt: null, updatedAt: new Date() })
    .where(eq(matches.id, matchId));
}

/** The events after `after` (exclusive), oldest first. */
export async function matchEventsAfter(
  db: DbOrTx,
  matchId: number,
  after: number,
  limit: number,
): Promise<MatchEventRow[]> {
  return db
    .select()
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), gt(matchEvents.seq, after)))
    .orderBy(asc(matchEvents.seq))
    .limit(limit);
}

export async function pageMatchEvents(
  db: DbOrTx,
  matchId: number,
  q: { after: number; page: number; pageSize: number },
): Promise<{ rows: MatchEventRow[]; total: number }> {
  const where = and(eq(matchEvents.matchId, matchId), gt(matchEvents.seq, q.after));
  const [countRow] = await db.select({ n: count() }).from(matchEvents).where(where);
  const rows = await db
    .select()
    .from(matchEvents)
    .where(where)
    .orderBy(asc(matchEvents.seq))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows, total: Number(countRow?.n ?? 0) };
}
