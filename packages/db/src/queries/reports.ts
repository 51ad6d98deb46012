import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { matches, type MatchStatus } from '../schema/matches';
import { members, players, teams, type PersonStatus } from '../schema/people';
import { venues } from '../schema/venues';
import { rowsOf } from './organizations';
import type { PageRows } from './text';

export interface StatusCounts {
  active: number;
  inactive: number;
}

async function byStatus(
  db: DbOrTx,
  table: typeof members | typeof players,
  organizationId: number,
): Promise<StatusCounts> {
  const rows = await db
    .select({ status: table.status, n: count() })
    .from(table)
    .where(eq(table.organizationId, organizationId))
    .groupBy(table.status);
  const counts: StatusCounts = { active: 0, inactive: 0 };
  for (const r of rows) counts[r.status as PersonStatus] = Number(r.n);
  return counts;
}

export const membersByStatus = (db: DbOrTx, organizationId: number) => byStatus(db, members, organizationId);
export const playersByStatus = (db: DbOrTx, organizationId: number) => byStatus(db, players, organizationId);

export async function matchesByStatus(
  db: DbOrTx,
  organizationId: number,
): Promise<Record<MatchStatus, number>> {
  const rows = await db
    .select({ status: matches.status, n: count() })
    .from(matches)
    .where(eq(matches.organizationId, organizationId))
    .groupBy(matches.status);
  const counts: Record<MatchStatus, number> = { upcoming: 0, queued: 0, active: 0, finished: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

export interface ResultRow {
  id: number;
  name: string;
  status: string;
  played: number;
  won: number;
  lost: number;
  drawn: number;
}

/**
 * Finished matches and their results for every player of the organization (a player is linked to a
 * match through home_player_id / away_player_id; the winner is the match summary's side). Only the
 * organization's own matches count: a match of another organization naming the player does not.
 */
export async function playerResults(db: DbOrTx, organizationId: number): Promise<ResultRow[]> {
  const result = await db.execute(sql`
    select p.id, p.first_name || ' ' || p.last_name as name, p.status,
      count(m.id)::int as played,
      count(m.id) filter (where (m.home_player_id = p.id and m.summary->>'winner' = 'home')
                            or (m.away_player_id = p.id and m.summary->>'winner' = 'away'))::int as won,
      count(m.id) filter (where (m.home_player_id = p.id and m.summary->>'winner' = 'away')
                            or (m.away_player_id = p.id and m.summary->>'winner' = 'home'))::int as lost,
      count(m.id) filter (where coalesce(m.summary->>'winner', '') not in ('home', 'away'))::int as drawn
    from ${players} p
    left join ${matches} m on m.status = 'finished' and m.organization_id = p.organization_id
      and (m.home_player_id = p.id or m.away_player_id = p.id)
    where p.organization_id = ${organizationId}
    group by p.id
    order by lower(p.last_name), lower(p.first_name), p.id`);
  return rowsOf<ResultRow>(result).map(numbers);
}

/** The same for teams and formations (home/away team or formation ids). */
export async function teamResults(
  db: DbOrTx,
  organizationId: number,
): Promise<(ResultRow & { kind: string; competitorType: string | null })[]> {
  const home = sql`(m.home_team_id = t.id or m.home_formation_id = t.id)`;
  const away = sql`(m.away_team_id = t.id or m.away_formation_id = t.id)`;
  const result = await db.execute(sql`
    select t.id, t.name, t.kind as status, t.kind, t.competitor_type as "competitorType",
      count(m.id)::int as played,
      count(m.id) filter (where (${home} and m.summary->>'winner' = 'home') or (${away} and m.summary->>'winner' = 'away'))::int as won,
      count(m.id) filter (where (${home} and m.summary->>'winner' = 'away') or (${away} and m.summary->>'winner' = 'home'))::int as lost,
      count(m.id) filter (where coalesce(m.summary->>'winner', '') not in ('home', 'away'))::int as drawn
    from ${teams} t
    left join ${matches} m on m.status = 'finished' and m.organization_id = t.organization_id and (${home} or ${away})
    where t.organization_id = ${organizationId}
    group by t.id
    order by lower(t.name), t.id`);
  return rowsOf<ResultRow & { kind: string; competitorType: string | null }>(result).map(numbers);
}

const numbers = <T extends ResultRow>(r: T): T => ({
  ...r,
  id: Number(r.id),
  played: Number(r.played),
  won: Number(r.won),
  lost: Number(r.lost),
  drawn: Number(r.drawn),
});

export interface ProfileMatchRow {
  id: number;
  sport: string;
  status: MatchStatus;
  homeName: string;
  awayName: string;
  homePlayerId: number | null;
  awayPlayerId: number | null;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeFormationId: number | null;
  awayFormationId: number | null;
  text: string;
  winner: string | null;
  scheduledAt: Date | null;
  startedAt: Date | null;
  endedAt: Date | null;
}

export interface MatchLinks {
  playerIds?: number[];
  teamIds?: number[];
  organizationId?: number;
  /** only matches of this organization (the profile's own): another organization's match naming them does not count */
  withinOrganizationId?: number;
}

/** the columns of a match as a player's profile and board show it */
export const profileColumns = {
  id: matches.id,
  sport: matches.sport,
  status: matches.status,
  homeName: matches.homeName,
  awayName: matches.awayName,
  homePlayerId: matches.homePlayerId,
  awayPlayerId: matches.awayPlayerId,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  homeFormationId: matches.homeFormationId,
  awayFormationId: matches.awayFormationId,
  text: sql<string>`coalesce(${matches.summary}->>'text', '')`,
  winner: sql<string | null>`${matches.summary}->>'winner'`,
  scheduledAt: matches.scheduledAt,
  startedAt: matches.startedAt,
  endedAt: matches.endedAt,
};

/** The public matches of a profile's players / teams (or an organization); null when it has none to look for. */
function profileScope(links: MatchLinks): SQL | null {
  const any: SQL[] = [];
  if (links.playerIds?.length)
    any.push(inArray(matches.homePlayerId, links.playerIds), inArray(matches.awayPlayerId, links.playerIds));
  if (links.teamIds?.length) {
    any.push(
      inArray(matches.homeTeamId, links.teamIds),
      inArray(matches.awayTeamId, links.teamIds),
      inArray(matches.homeFormationId, links.teamIds),
      inArray(matches.awayFormationId, links.teamIds),
    );
  }
  if (links.organizationId !== undefined) any.push(eq(matches.organizationId, links.organizationId));
  if (any.length === 0) return null;
  return and(
    eq(matches.privacy, 'public'),
    or(...any),
    links.withinOrganizationId !== undefined
      ? eq(matches.organizationId, links.withinOrganizationId)
      : undefined,
  )!;
}

const newestFirst = [
  desc(sql`coalesce(${matches.endedAt}, ${matches.startedAt}, ${matches.createdAt})`),
  desc(matches.id),
];

/**
 * Public matches linked to players / teams (or an organization): live ones, the next ones and the latest
 * finished. The caller has checked that the organization is not private.
 */
export async function profileMatches(
  db: DbOrTx,
  links: MatchLinks,
  limit = 10,
): Promise<{ live: ProfileMatchRow[]; upcoming: ProfileMatchRow[]; recent: ProfileMatchRow[] }> {
  const base = profileScope(links);
  if (!base) return { live: [], upcoming: [], recent: [] };
  const [live, upcoming, recent] = await Promise.all([
    db
      .select(profileColumns)
      .from(matches)
      .where(and(base, eq(matches.status, 'active')))
      .orderBy(desc(matches.startedAt), desc(matches.id))
      .limit(limit),
    db
      .select(profileColumns)
      .from(matches)
      .where(and(base, inArray(matches.status, ['upcoming', 'queued'])))
      .orderBy(sql`${matches.scheduledAt} asc nulls last`, matches.id)
      .limit(5),
    db
      .select(profileColumns)
      .from(matches)
      .where(and(base, eq(matches.status, 'finished')))
      .orderBy(...newestFirst)
      .limit(limit),
  ]);
  return { live, upcoming, recent };
}

/** A profile's finished public matches, newest first, a page at a time (its results history). */
export async function profileResults(
  db: DbOrTx,
  links: MatchLinks,
  page: number,
  pageSize: number,
): Promise<PageRows<ProfileMatchRow>> {
  const base = profileScope(links);
  if (!base) return { rows: [], total: 0 };
  const where = and(base, eq(matches.status, 'finished'));
  const [c] = await db.select({ n: count() }).from(matches).where(where);
  const rows = await db
    .select(profileColumns)
    .from(matches)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: Number(c?.n ?? 0) };
}

/** Up to `cap` finished public matches of a profile, newest first: what its record and head-to-head count. */
export async function profileFinished(db: DbOrTx, links: MatchLinks, cap = 2000): Promise<ProfileMatchRow[]> {
  const base = profileScope(links);
  if (!base) return [];
  return db
    .select(profileColumns)
    .from(matches)
    .where(and(base, eq(matches.status, 'finished')))
    .orderBy(...newestFirst)
    .limit(cap);
}

/** How much an organization holds (its public page). */
export async function organizationCounts(
  db: DbOrTx,
  organizationId: number,
): Promise<{ members: number; players: number; teams: number; venues: number }> {
  const result = await db.execute(sql`select
      (select count(*) from ${members} where organization_id = ${organizationId})::int as members,
      (select count(*) from ${players} where organization_id = ${organizationId})::int as players,
      (select count(*) from ${teams} where organization_id = ${organizationId})::int as teams,
      (select count(*) from ${venues} where organization_id = ${organizationId})::int as venues`);
  const row = rowsOf<{ members: number; players: number; teams: number; venues: number }>(result)[0];
  return {
    members: Number(row?.members ?? 0),
    players: Number(row?.players ?? 0),
    teams: Number(row?.teams ?? 0),
    venues: Number(row?.venues ?? 0),
  };
}
