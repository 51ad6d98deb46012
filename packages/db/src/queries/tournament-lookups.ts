import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { playerIdsOfTeams, type TournamentRow } from './tournaments';
import { matches } from '../schema/matches';
import { organizations } from '../schema/organizations';
import { players, teamPlayers } from '../schema/people';
import { venues } from '../schema/venues';
import {
  tournamentEntries,
  tournamentMatches,
  tournamentStages,
  tournaments,
  type EntryStatus,
  type TournamentStatus,
} from '../schema/tournaments';
import type { MatchHeadRow } from './matches';
import { effectivelyAtMost } from './organizations';
import { offsetOf, type PageQuery, type PageRows } from './text';

/**
 * What other screens read about tournaments: the demo's counts, a draw's match heads, the competition
 * a match belongs to, a user's tournaments, matches near one. Re-exported by `queries/tournaments.ts`.
 */

// ─── demo data ────────────────────────────────────────────────────────────

export async function countTournaments(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tournaments);
  return row?.n ?? 0;
}

/** An organization by its exact name, with its active players (the demo club's tournaments). */
export async function organizationWithPlayers(db: DbOrTx, name: string) {
  const [org] = await db.select().from(organizations).where(eq(organizations.name, name)).limit(1);
  if (!org) return null;
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.organizationId, org.id), eq(players.status, 'active')))
    .orderBy(asc(players.id));
  const places = await db
    .select()
    .from(venues)
    .where(eq(venues.organizationId, org.id))
    .orderBy(asc(venues.id));
  return { organization: org, players: rows, venues: places };
}

const { state: _state, ...matchHeadColumns } = getTableColumns(matches);

/** The live matches of a tournament's draw (without their scoring state), by id, in one query. */
export async function drawMatchHeads(db: DbOrTx, tournamentId: number): Promise<Map<number, MatchHeadRow>> {
  const rows = await db
    .select(matchHeadColumns)
    .from(matches)
    .where(
      inArray(
        matches.id,
        db
          .select({ id: tournamentMatches.matchId })
          .from(tournamentMatches)
          .where(eq(tournamentMatches.tournamentId, tournamentId)),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** An earlier match a side comes from, placed in its draw (the contracts' PendingSide). */
export interface PendingSideRow {
  take: 'winner' | 'loser';
  phase: string;
  group: number;
  round: number;
  number: number;
  of: number;
  roundsInPhase: number;
  doubleElimination: boolean;
}

export interface CompetitionRow {
  matchId: number;
  tournamentId: number;
  name: string;
  phase: string;
  round: number;
  group: number;
  roundsInPhase: number;
  stageType: string;
  pending: { home: PendingSideRow | null; away: PendingSideRow | null };
}

interface EngineMatchPlace {
  id: string;
  bracket: string;
  round?: number;
  group?: number;
}
interface EngineMatchFeeds extends Partial<EngineMatchPlace> {
  home?: string | null;
  away?: string | null;
  from?: Record<'home' | 'away', { match: string; take: 'winner' | 'loser' } | undefined>;
}

/** Where a side not known yet comes from, with the earlier match's place in the draw. */
function pendingSide(
  match: EngineMatchFeeds,
  side: 'home' | 'away',
  draw: EngineMatchPlace[] | null,
): PendingSideRow | null {
  const feed = match.from?.[side];
  if (match[side] || !feed || !draw) return null;
  const source = draw.find((m) => m.id === feed.match);
  if (!source) return null;
  const place = (m: EngineMatchPlace) => `${m.bracket}:${m.group ?? 1}`;
  const peers = draw.filter((m) => place(m) === place(source) && (m.round ?? 1) === (source.round ?? 1));
  return {
    take: feed.take,
    phase: source.bracket,
    group: source.group ?? 1,
    round: source.round ?? 1,
    number: peers.indexOf(source) + 1,
    of: peers.length,
    roundsInPhase: Math.max(...draw.filter((m) => place(m) === place(source)).map((m) => m.round ?? 1)),
    doubleElimination: draw.some((m) => m.bracket === 'losers'),
  };
}

/**
 * Where these live matches stand in their tournaments' draws (live cards: "Autumn Cup · Semi-final"):
 * the tournament, and the engine match's bracket, group and round, with the number of rounds of that
 * bracket, read from the stage JSON in the database (the stage itself never leaves it). Matches not in a
 * draw have no row.
 */
export async function competitionsOf(db: DbOrTx, matchIds: number[]): Promise<CompetitionRow[]> {
  if (matchIds.length === 0) return [];
  // qualified by hand: the subqueries refer to the outer rows
  const state = sql.raw('"tournament_stages"."state"');
  const key = sql.raw('"tournament_matches"."key"');
  const engineMatch = sql`(select e from jsonb_array_elements(${state}->'matches') e where e->>'id' = ${key} limit 1)`;
  const rows = await db
    .select({
      matchId: tournamentMatches.matchId,
      tournamentId: tournamentMatches.tournamentId,
      name: tournaments.name,
      stageType: tournamentStages.type,
      match: sql<EngineMatchFeeds | null>`${engineMatch}`,
      // the draw's places, only for a match still waiting for a side from an earlier one
      draw: sql<EngineMatchPlace[] | null>`case when (${engineMatch})->'from' is not null
        and (coalesce((${engineMatch})->>'home', '') = '' or coalesce((${engineMatch})->>'away', '') = '')
        then (select jsonb_agg(jsonb_build_object('id', e->'id', 'bracket', e->'bracket', 'round', e->'round',
          'group', e->'group')) from jsonb_array_elements(${state}->'matches') e) end`,
      roundsInPhase: sql<
        number | null
      >`(select max((e->>'round')::int) from jsonb_array_elements(${state}->'matches') e where e->>'bracket' = (${engineMatch})->>'bracket')`,
    })
    .from(tournamentMatches)
    .innerJoin(tournaments, eq(tournaments.id, tournamentMatches.tournamentId))
    .innerJoin(tournamentStages, eq(tournamentStages.id, tournamentMatches.stageId))
    .where(inArray(tournamentMatches.matchId, matchIds));
  return rows.flatMap((r) =>
    r.match && typeof r.match.bracket === 'string'
      ? [
          {
            matchId: r.matchId,
            tournamentId: r.tournamentId,
            name: r.name,
            phase: r.match.bracket,
            round: Number(r.match.round ?? 1),
            group: Number(r.match.group ?? 1),
            roundsInPhase: Number(r.roundsInPhase ?? r.match.round ?? 1),
            stageType: r.stageType,
            pending: {
              home: pendingSide(r.match, 'home', r.draw),
              away: pendingSide(r.match, 'away', r.draw),
            },
          },
        ]
      : [],
  );
}

export interface UserTournamentSearch extends PageQuery {
  userId: number;
  /** organizations (with their sub-organizations) the user owns or organizes: all their tournaments */
  managedOrganizationIds: number[];
  /** organizations (with their sub-organizations) where the user holds any role */
  memberOrganizationIds: number[];
  status: TournamentStatus | null;
}

/**
 * A user's tournaments: those of the organizations they organize, and those they are signed up to
 * (registered or waiting) through their player, or a formation or team their player is in. A signed-up
 * tournament shows only where the user may read it (decision 012/018): not private by its own setting,
 * and of an organization that is not effectively private or where they hold a role. Running ones first,
 * then open, upcoming and finished; soonest start first.
 */
export async function userTournaments(db: DbOrTx, q: UserTournamentSearch): Promise<PageRows<TournamentRow>> {
  const myPlayers = db.select({ id: players.id }).from(players).where(eq(players.userId, q.userId));
  const myTeams = db
    .select({ id: teamPlayers.teamId })
    .from(teamPlayers)
    .where(inArray(teamPlayers.playerId, myPlayers));
  const signedUp = db
    .select({ id: tournamentEntries.tournamentId })
    .from(tournamentEntries)
    .where(
      and(
        inArray(tournamentEntries.status, ['registered', 'waiting'] satisfies EntryStatus[]),
        or(inArray(tournamentEntries.playerId, myPlayers), inArray(tournamentEntries.teamId, myTeams)),
      ),
    );
  const readable = or(
    sql`${tournaments.organizationId} in ${effectivelyAtMost(1)}`,
    ...(q.memberOrganizationIds.length ? [inArray(tournaments.organizationId, q.memberOrganizationIds)] : []),
  )!;
  const mine: SQL[] = [and(inArray(tournaments.id, signedUp), ne(tournaments.privacy, 'private'), readable)!];
  if (q.managedOrganizationIds.length)
    mine.push(inArray(tournaments.organizationId, q.managedOrganizationIds));
  const conditions: SQL[] = [or(...mine)!];
  if (q.status) conditions.push(eq(tournaments.status, q.status));
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(tournaments).where(where);
  const rank = sql`case ${tournaments.status} when 'active' then 0 when 'open' then 1 when 'upcoming' then 2 else 3 end`;
  const rows = await db
    .select()
    .from(tournaments)
    .where(where)
    .orderBy(
      asc(rank),
      sql`case when ${tournaments.status} = 'finished' then null else ${tournaments.startsOn} end asc nulls last`,
      desc(sql`coalesce(${tournaments.startsOn}, ${tournaments.createdAt}::date)`),
      desc(tournaments.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}

/** A match outside a tournament's draw that may clash with its schedule, with its tournament if any. */
export interface NearbyMatchRow {
  id: number;
  homeName: string;
  awayName: string;
  venue: string | null;
  court: string | null;
  scheduledAt: Date;
  tournamentId: number | null;
  /** its tournament's name and planned match length (null for a match of no tournament) */
  tournamentName: string | null;
  durationInMinutes: number | null;
  playerIds: number[];
}

/**
 * The organization's other matches not over yet whose planned start falls in [from, to) — those of its
 * other tournaments and its own — for a schedule's conflicts: the same court, or one of the players,
 * at the same time. `playerIds`: the players named on either side, also through teams and formations.
 */
export async function nearbyMatches(
  db: DbOrTx,
  q: { organizationId: number; excludeTournamentId: number; from: Date; to: Date },
): Promise<NearbyMatchRow[]> {
  const rows = await db
    .select({
      id: matches.id,
      homeName: matches.homeName,
      awayName: matches.awayName,
      venue: matches.venue,
      court: matches.court,
      scheduledAt: matches.scheduledAt,
      tournamentId: matches.tournamentId,
      homePlayerId: matches.homePlayerId,
      awayPlayerId: matches.awayPlayerId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeFormationId: matches.homeFormationId,
      awayFormationId: matches.awayFormationId,
      tournamentName: tournaments.name,
      durationInMinutes: tournaments.durationInMinutes,
    })
    .from(matches)
    .leftJoin(tournaments, eq(tournaments.id, matches.tournamentId))
    .where(
      and(
        eq(matches.organizationId, q.organizationId),
        inArray(matches.status, ['upcoming', 'queued', 'active']),
        gte(matches.scheduledAt, q.from),
        lt(matches.scheduledAt, q.to),
        or(sql`${matches.tournamentId} is null`, ne(matches.tournamentId, q.excludeTournamentId)),
      ),
    )
    .limit(5000);
  const teamIds = [
    ...new Set(
      rows.flatMap((r) =>
        [r.homeTeamId, r.awayTeamId, r.homeFormationId, r.awayFormationId].filter((x): x is number => !!x),
      ),
    ),
  ];
  const teams = await playerIdsOfTeams(db, teamIds);
  return rows.map((r) => ({
    id: r.id,
    homeName: r.homeName,
    awayName: r.awayName,
    venue: r.venue,
    court: r.court,
    scheduledAt: r.scheduledAt!,
    tournamentId: r.tournamentId,
    tournamentName: r.tournamentName,
    durationInMinutes: r.durationInMinutes,
    playerIds: [
      ...new Set([
        ...[r.homePlayerId, r.awayPlayerId].filter((x): x is number => !!x),
        ...[r.homeTeamId, r.awayTeamId, r.homeFormationId, r.awayFormationId].flatMap((x) =>
          x ? (teams.get(x) ?? []) : [],
        ),
      ]),
    ],
  }));
}
