import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { calendarCancelledMatches, calendarFeeds, type CalendarFeedKind } from '../schema/calendar';
import { follows } from '../schema/follows';
import { matches, matchScorers } from '../schema/matches';
import { organizations } from '../schema/organizations';
import { players, teamPlayers } from '../schema/people';
import { tournamentEntries, tournamentMatches, tournaments } from '../schema/tournaments';
import { venues } from '../schema/venues';
import { effectivelyAtMost } from './organizations';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** Who a person's calendar is for (decision 012: what they may see of private organizations and matches). */
export interface CalendarViewer {
  userId: number;
  isAdmin: boolean;
  /** organizations (with sub-organizations) the person owns or organizes */
  managedOrganizationIds: number[];
  /** organizations (with sub-organizations) where the person holds any role */
  memberOrganizationIds: number[];
}

/**
 * Whose matches: a person's (their own, their players' and teams', those they score, and what they
 * follow, as far as they may see it), an organization's or a tournament's. `listedOnly`: the open
 * feed of a public organization or tournament (public matches only); otherwise a secret feed made by
 * an organizer, which holds what the organization's members see (not the matches private by their own
 * setting: those appear only in the calendars of the people involved).
 */
export type CalendarScope =
  | { kind: 'user'; viewer: CalendarViewer }
  | { kind: 'organization'; organizationId: number; listedOnly: boolean }
  | { kind: 'tournament'; tournamentId: number; listedOnly: boolean };

export interface CalendarMatchRow {
  id: number;
  sport: string;
  homeName: string;
  awayName: string;
  status: string;
  organizationId: number | null;
  organizationName: string | null;
  tournamentId: number | null;
  tournamentName: string | null;
  durationInMinutes: number | null;
  /** when it is planned (or, without a plan, when it started) */
  startsAt: Date;
  endedAt: Date | null;
  venue: string | null;
  court: string | null;
  /** the venue's IANA time zone: the venue of that name in the match's organization, else the tournament's */
  timeZone: string | null;
  updatedAt: Date;
  /** grows with every change to the match, its deletion included: the event's SEQUENCE */
  revision: number;
  /** deleted (kept 60 days for the feeds to cancel it) */
  cancelled: boolean;
}

export interface CalendarTournamentRow {
  id: number;
  name: string;
  sport: string;
  organizationId: number;
  organizationName: string;
  startsOn: string;
  endsOn: string | null;
  status: string;
  venue: string | null;
  timeZone: string | null;
  updatedAt: Date;
}

/** the columns decision 012 reads of a match (a live one or a cancelled one of the calendar) */
export interface MatchColumns {
  id: AnyPgColumn;
  ownerId: AnyPgColumn;
  organizationId: AnyPgColumn;
  tournamentId: AnyPgColumn;
  privacy: AnyPgColumn;
  homePlayerId: AnyPgColumn;
  awayPlayerId: AnyPgColumn;
  homeTeamId: AnyPgColumn;
  awayTeamId: AnyPgColumn;
  homeFormationId: AnyPgColumn;
  awayFormationId: AnyPgColumn;
}

const liveColumns: MatchColumns = matches;
const cancelledColumns: MatchColumns = { ...calendarCancelledMatches, id: calendarCancelledMatches.matchId };

const playersOf = (userId: number) =>
  sql`(select ${players.id} from ${players} where ${players.userId} = ${userId})`;
const teamsOf = (userId: number) =>
  sql`(select ${teamPlayers.teamId} from ${teamPlayers} where ${teamPlayers.playerId} in ${playersOf(userId)})`;
const followed = (userId: number, column: AnyPgColumn) =>
  sql`(select ${column} from ${follows} where ${follows.userId} = ${userId} and ${column} is not null)`;

/** The person is in it, scores it, or follows one of its sides or its organization. */
function involves(c: MatchColumns, userId: number): SQL {
  const sides = (ids: SQL) =>
    or(
      sql`${c.homeTeamId} in ${ids}`,
      sql`${c.awayTeamId} in ${ids}`,
      sql`${c.homeFormationId} in ${ids}`,
      sql`${c.awayFormationId} in ${ids}`,
    )!;
  return or(
    eq(c.ownerId, userId),
    sql`${c.id} in (select ${matchScorers.matchId} from ${matchScorers} where ${matchScorers.userId} = ${userId})`,
    sql`${c.homePlayerId} in ${playersOf(userId)}`,
    sql`${c.awayPlayerId} in ${playersOf(userId)}`,
    sides(teamsOf(userId)),
    sql`${c.homePlayerId} in ${followed(userId, follows.playerId)}`,
    sql`${c.awayPlayerId} in ${followed(userId, follows.playerId)}`,
    sides(followed(userId, follows.teamId)),
    sql`${c.organizationId} in ${followed(userId, follows.organizationId)}`,
  )!;
}

/** Decision 012, for one person: who sees a match (the calendar's and the competitor's board's rule). */
export function matchSeenBy(c: MatchColumns, v: CalendarViewer): SQL | undefined {
  if (v.isAdmin) return undefined;
  return or(
    eq(c.ownerId, v.userId),
    sql`${c.id} in (select ${matchScorers.matchId} from ${matchScorers} where ${matchScorers.userId} = ${v.userId})`,
    v.managedOrganizationIds.length ? inArray(c.organizationId, v.managedOrganizationIds) : undefined,
    and(
      ne(c.privacy, 'private'),
      or(
        isNull(c.organizationId),
        sql`${c.organizationId} in ${effectivelyAtMost(1)}`,
        v.memberOrganizationIds.length ? inArray(c.organizationId, v.memberOrganizationIds) : undefined,
      ),
    ),
  );
}

function ofTournament(c: MatchColumns, tournamentId: number): SQL {
  return or(
    eq(c.tournamentId, tournamentId),
    sql`${c.id} in (select ${tournamentMatches.matchId} from ${tournamentMatches} where ${tournamentMatches.tournamentId} = ${tournamentId})`,
  )!;
}

function scopeCondition(c: MatchColumns, scope: CalendarScope): SQL {
  switch (scope.kind) {
    case 'user':
      return and(involves(c, scope.viewer.userId), matchSeenBy(c, scope.viewer))!;
    case 'organization':
      return and(
        eq(c.organizationId, scope.organizationId),
        scope.listedOnly ? eq(c.privacy, 'public') : ne(c.privacy, 'private'),
      )!;
    case 'tournament':
      return and(
        ofTournament(c, scope.tournamentId),
        scope.listedOnly ? eq(c.privacy, 'public') : ne(c.privacy, 'private'),
      )!;
  }
}

/**
 * A match's venue is its name in the match; the organization's venue of that name gives the time zone,
 * and a tournament's own venue stands in when the match names none that is known.
 */
export const venueZone = (organizationId: AnyPgColumn, venue: AnyPgColumn, tournamentId: SQL | AnyPgColumn) =>
  sql<string | null>`coalesce(
    (select ${venues.timeZone} from ${venues} where ${venues.organizationId} = ${organizationId}
      and ${venues.name} = ${venue} and ${venues.timeZone} is not null order by ${venues.id} limit 1),
    (select ${venues.timeZone} from ${venues} join ${tournaments} on ${tournaments.venueId} = ${venues.id}
      where ${tournaments.id} = ${tournamentId}))`;

/** Matches (planned or started) in [from, to) of the scope, and those deleted within the last 60 days. */
export async function calendarMatches(
  db: DbOrTx,
  scope: CalendarScope,
  from: Date,
  to: Date,
  limit = 1000,
): Promise<CalendarMatchRow[]> {
  const startsAt = sql<Date>`coalesce(${matches.scheduledAt}, ${matches.startedAt})`;
  const tournamentOf = sql`coalesce(${matches.tournamentId}, (select ${tournamentMatches.tournamentId} from ${tournamentMatches} where ${tournamentMatches.matchId} = ${matches.id}))`;
  const live = await db
    .select({
      id: matches.id,
      sport: matches.sport,
      homeName: matches.homeName,
      awayName: matches.awayName,
      status: matches.status,
      organizationId: matches.organizationId,
      organizationName: organizations.name,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      durationInMinutes: tournaments.durationInMinutes,
      startsAt: sql<Date>`${startsAt}`.mapWith(matches.scheduledAt),
      endedAt: matches.endedAt,
      venue: matches.venue,
      court: matches.court,
      timeZone: venueZone(matches.organizationId, matches.venue, tournamentOf),
      updatedAt: matches.updatedAt,
      revision: matches.revision,
    })
    .from(matches)
    .leftJoin(organizations, eq(organizations.id, matches.organizationId))
    .leftJoin(tournaments, sql`${tournaments.id} = ${tournamentOf}`)
    .where(
      and(
        or(isNotNull(matches.scheduledAt), isNotNull(matches.startedAt)),
        sql`${startsAt} >= ${from.toISOString()}`,
        sql`${startsAt} < ${to.toISOString()}`,
        scopeCondition(liveColumns, scope),
      ),
    )
    .orderBy(asc(startsAt), asc(matches.id))
    .limit(limit);

  const cm = calendarCancelledMatches;
  const gone = await db
    .select({
      id: cm.matchId,
      sport: cm.sport,
      homeName: cm.homeName,
      awayName: cm.awayName,
      organizationId: cm.organizationId,
      organizationName: organizations.name,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      durationInMinutes: tournaments.durationInMinutes,
      scheduledAt: cm.scheduledAt,
      venue: cm.venue,
      court: cm.court,
      timeZone: venueZone(cm.organizationId, cm.venue, cm.tournamentId),
      deletedAt: cm.deletedAt,
      revision: cm.revision,
    })
    .from(cm)
    .leftJoin(organizations, eq(organizations.id, cm.organizationId))
    .leftJoin(tournaments, eq(tournaments.id, cm.tournamentId))
    .where(
      and(
        isNotNull(cm.scheduledAt),
        gte(cm.scheduledAt, from),
        lt(cm.scheduledAt, to),
        gte(cm.deletedAt, new Date(Date.now() - 60 * 24 * 3600 * 1000)),
        scopeCondition(cancelledColumns, scope),
      ),
    )
    .orderBy(asc(cm.scheduledAt))
    .limit(limit);

  return [
    ...live.map((r) => ({ ...r, startsAt: new Date(r.startsAt), cancelled: false })),
    ...gone.map(({ scheduledAt, deletedAt, ...r }) => ({
      ...r,
      status: 'cancelled',
      startsAt: scheduledAt!,
      endedAt: null,
      updatedAt: deletedAt,
      cancelled: true,
    })),
  ];
}

/**
 * Tournaments with a start date that overlap [from, to): the ones a person's players or teams signed
 * up to or whose organization they follow (as far as they may see them), an organization's, or one.
 */
export async function calendarTournaments(
  db: DbOrTx,
  scope: CalendarScope,
  from: Date,
  to: Date,
  limit = 200,
): Promise<CalendarTournamentRow[]> {
  const fromDay = from.toISOString().slice(0, 10);
  const toDay = to.toISOString().slice(0, 10);
  const conditions: (SQL | undefined)[] = [
    isNotNull(tournaments.startsOn),
    sql`${tournaments.startsOn} < ${toDay}`,
    sql`coalesce(${tournaments.endsOn}, ${tournaments.startsOn}) >= ${fromDay}`,
  ];
  if (scope.kind === 'user') {
    const v = scope.viewer;
    conditions.push(
      or(
        sql`${tournaments.id} in (select ${tournamentEntries.tournamentId} from ${tournamentEntries}
          where ${tournamentEntries.status} <> 'withdrawn'
          and (${tournamentEntries.playerId} in ${playersOf(v.userId)} or ${tournamentEntries.teamId} in ${teamsOf(v.userId)}))`,
        sql`${tournaments.organizationId} in ${followed(v.userId, follows.organizationId)}`,
      ),
    );
    if (!v.isAdmin)
      conditions.push(
        or(
          v.managedOrganizationIds.length
            ? inArray(tournaments.organizationId, v.managedOrganizationIds)
            : undefined,
          and(
            ne(tournaments.privacy, 'private'),
            or(
              sql`${tournaments.organizationId} in ${effectivelyAtMost(1)}`,
              v.memberOrganizationIds.length
                ? inArray(tournaments.organizationId, v.memberOrganizationIds)
                : undefined,
            ),
          ),
        ),
      );
  } else {
    conditions.push(
      scope.kind === 'organization'
        ? eq(tournaments.organizationId, scope.organizationId)
        : eq(tournaments.id, scope.tournamentId),
      scope.listedOnly ? eq(tournaments.privacy, 'public') : ne(tournaments.privacy, 'private'),
    );
  }
  const rows = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      sport: tournaments.sport,
      organizationId: tournaments.organizationId,
      organizationName: organizations.name,
      startsOn: tournaments.startsOn,
      endsOn: tournaments.endsOn,
      status: tournaments.status,
      venue: venues.name,
      timeZone: venues.timeZone,
      updatedAt: tournaments.updatedAt,
    })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .leftJoin(venues, eq(venues.id, tournaments.venueId))
    .where(and(...conditions))
    .orderBy(asc(tournaments.startsOn), asc(tournaments.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, startsOn: r.startsOn! }));
}

// ─── feed tokens ──────────────────────────────────────────────────────────────

export async function listCalendarFeeds(db: DbOrTx, userId: number): Promise<CalendarFeedRow[]> {
  return db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .orderBy(asc(calendarFeeds.id));
}

/** Creates the person's feed of this target, or gives the existing one a new token (the old URL stops). */
export async function upsertCalendarFeed(
  db: DbOrTx,
  values: {
    userId: number;
    kind: CalendarFeedKind;
    organizationId: number | null;
    tournamentId: number | null;
    tokenHash: string;
  },
): Promise<CalendarFeedRow> {
  const target = and(
    eq(calendarFeeds.userId, values.userId),
    eq(calendarFeeds.kind, values.kind),
    values.organizationId === null
      ? isNull(calendarFeeds.organizationId)
      : eq(calendarFeeds.organizationId, values.organizationId),
    values.tournamentId === null
      ? isNull(calendarFeeds.tournamentId)
      : eq(calendarFeeds.tournamentId, values.tournamentId),
  );
  const [updated] = await db
    .update(calendarFeeds)
    .set({ tokenHash: values.tokenHash, createdAt: sql`now()`, lastUsedAt: null })
    .where(target)
    .returning();
  if (updated) return updated;
  const [row] = await db.insert(calendarFeeds).values(values).returning();
  return row!;
}

export async function deleteCalendarFeed(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.id, id), eq(calendarFeeds.userId, userId)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

export async function findCalendarFeedByHash(db: DbOrTx, tokenHash: string): Promise<CalendarFeedRow | null> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchCalendarFeed(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(calendarFeeds.id, id));
}

/** Names of the organizations and tournaments the feeds point at (for the list of one's feeds). */
export async function calendarFeedTargets(
  db: DbOrTx,
  feeds: CalendarFeedRow[],
): Promise<{
  organizations: Map<number, string>;
  tournaments: Map<number, { name: string; organizationId: number }>;
}> {
  const orgIds = feeds.flatMap((f) => (f.organizationId ? [f.organizationId] : []));
  const tIds = feeds.flatMap((f) => (f.tournamentId ? [f.tournamentId] : []));
  const orgs = orgIds.length
    ? await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(inArray(organizations.id, orgIds))
    : [];
  const ts = tIds.length
    ? await db
        .select({ id: tournaments.id, name: tournaments.name, organizationId: tournaments.organizationId })
        .from(tournaments)
        .where(inArray(tournaments.id, tIds))
    : [];
  return {
    organizations: new Map(orgs.map((o) => [o.id, o.name])),
    tournaments: new Map(ts.map((t) => [t.id, { name: t.name, organizationId: t.organizationId }])),
  };
}

/** Drops what the trigger remembered of matches deleted more than 60 days ago. */
export async function pruneCancelledMatches(db: DbOrTx): Promise<void> {
  await db
    .delete(calendarCancelledMatches)
    .where(lt(calendarCancelledMatches.deletedAt, new Date(Date.now() - 60 * 24 * 3600 * 1000)));
}
