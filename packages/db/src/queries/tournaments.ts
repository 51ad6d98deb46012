import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { matchEvents, matches } from '../schema/matches';
import { organizations } from '../schema/organizations';
import { players, teamPlayers } from '../schema/people';
import { venues } from '../schema/venues';
import {
  rankingTables,
  tournamentAudit,
  tournamentEntries,
  tournamentMatches,
  tournamentPlacings,
  tournamentStages,
  tournaments,
  type EntryStatus,
  type TournamentStatus,
} from '../schema/tournaments';
import type { MatchHeadRow } from './matches';
import { effectivelyAtMost } from './organizations';
import { likePattern, offsetOf, type PageQuery, type PageRows } from './text';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournamentRow = typeof tournaments.$inferInsert;
export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;
export type NewTournamentEntryRow = typeof tournamentEntries.$inferInsert;
export type TournamentStageRow = typeof tournamentStages.$inferSelect;
export type NewTournamentStageRow = typeof tournamentStages.$inferInsert;
export type TournamentMatchRow = typeof tournamentMatches.$inferSelect;
export type TournamentAuditRow = typeof tournamentAudit.$inferSelect;
export type TournamentPlacingRow = typeof tournamentPlacings.$inferSelect;

// ─── tournaments ──────────────────────────────────────────────────────────

export async function insertTournament(db: DbOrTx, values: NewTournamentRow): Promise<TournamentRow> {
  const [row] = await db.insert(tournaments).values(values).returning();
  return row!;
}

export async function findTournament(db: DbOrTx, id: number): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return row ?? null;
}

/** The tournament locked until the end of the transaction (sign-ups, draws and results of one tournament queue). */
export async function lockTournament(tx: DbOrTx, id: number): Promise<TournamentRow | null> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row ?? null;
}

export async function updateTournament(
  db: DbOrTx,
  id: number,
  values: Partial<NewTournamentRow>,
): Promise<TournamentRow | null> {
  const [row] = await db
    .update(tournaments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tournaments.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTournament(db: DbOrTx, id: number): Promise<void> {
  await db.delete(tournaments).where(eq(tournaments.id, id));
}

export interface TournamentSearch extends PageQuery {
  searchTerm: string | null;
  status: TournamentStatus | null;
  seasonId: number | null;
  sport: string | null;
  /** false: only the public ones (outsiders); true: every one (the organization's people) */
  includeHidden: boolean;
  /** the organization's own people see unlisted ones; only its organizers see private ones */
  includePrivate: boolean;
}

export async function listTournaments(
  db: DbOrTx,
  organizationId: number,
  q: TournamentSearch,
): Promise<PageRows<TournamentRow>> {
  const conditions: SQL[] = [eq(tournaments.organizationId, organizationId)];
  if (!q.includeHidden) conditions.push(eq(tournaments.privacy, 'public'));
  else if (!q.includePrivate) conditions.push(ne(tournaments.privacy, 'private'));
  if (q.status) conditions.push(eq(tournaments.status, q.status));
  if (q.seasonId) conditions.push(eq(tournaments.seasonId, q.seasonId));
  if (q.sport) conditions.push(eq(tournaments.sport, q.sport));
  if (q.searchTerm) conditions.push(ilike(tournaments.name, likePattern(q.searchTerm)));
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(tournaments).where(where);
  const rows = await db
    .select()
    .from(tournaments)
    .where(where)
    .orderBy(
      desc(sql`coalesce(${tournaments.startsOn}, ${tournaments.createdAt}::date)`),
      desc(tournaments.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: c?.n ?? 0 };
}

// ─── entries (sign-ups) ───────────────────────────────────────────────────

export async function insertEntry(db: DbOrTx, values: NewTournamentEntryRow): Promise<TournamentEntryRow> {
  const [row] = await db.insert(tournamentEntries).values(values).returning();
  return row!;
}

export async function findEntry(db: DbOrTx, id: number): Promise<TournamentEntryRow | null> {
  const [row] = await db.select().from(tournamentEntries).where(eq(tournamentEntries.id, id));
  return row ?? null;
}

export async function updateEntry(
  db: DbOrTx,
  id: number,
  values: Partial<NewTournamentEntryRow>,
): Promise<TournamentEntryRow | null> {
  const [row] = await db
    .update(tournamentEntries)
    .set(values)
    .where(eq(tournamentEntries.id, id))
    .returning();
  return row ?? null;
}

/** Every entry of a tournament: registered first (by seed, then sign-up), then the waiting list in order. */
export async function entriesOf(
  db: DbOrTx,
  tournamentId: number,
  statuses?: EntryStatus[],
): Promise<TournamentEntryRow[]> {
  const conditions: SQL[] = [eq(tournamentEntries.tournamentId, tournamentId)];
  if (statuses) conditions.push(inArray(tournamentEntries.status, statuses));
  return db
    .select()
    .from(tournamentEntries)
    .where(and(...conditions))
    .orderBy(
      sql`case ${tournamentEntries.status} when 'registered' then 0 when 'waiting' then 1 else 2 end`,
      sql`${tournamentEntries.seed} asc nulls last`,
      asc(tournamentEntries.signedUpAt),
      asc(tournamentEntries.id),
    );
}

/** The entry of this player / formation / team that has not withdrawn, if any. */
export async function activeEntryFor(
  db: DbOrTx,
  tournamentId: number,
  ref: { playerId: number | null; teamId: number | null },
): Promise<TournamentEntryRow | null> {
  const who = ref.playerId
    ? eq(tournamentEntries.playerId, ref.playerId)
    : eq(tournamentEntries.teamId, ref.teamId ?? 0);
  const [row] = await db
    .select()
    .from(tournamentEntries)
    .where(
      and(eq(tournamentEntries.tournamentId, tournamentId), who, ne(tournamentEntries.status, 'withdrawn')),
    );
  return row ?? null;
}

/** The player ids of teams/formations (to know whether a player is in an entry). */
export async function playerIdsOfTeams(db: DbOrTx, teamIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (teamIds.length === 0) return result;
  const rows = await db
    .select({ teamId: teamPlayers.teamId, playerId: teamPlayers.playerId })
    .from(teamPlayers)
    .where(inArray(teamPlayers.teamId, teamIds));
  for (const r of rows) result.set(r.teamId, [...(result.get(r.teamId) ?? []), r.playerId]);
  return result;
}

// ─── stages and the draw's matches ────────────────────────────────────────

export async function stagesOf(db: DbOrTx, tournamentId: number): Promise<TournamentStageRow[]> {
  return db
    .select()
    .from(tournamentStages)
    .where(eq(tournamentStages.tournamentId, tournamentId))
    .orderBy(asc(tournamentStages.position));
}

export async function insertStage(db: DbOrTx, values: NewTournamentStageRow): Promise<TournamentStageRow> {
  const [row] = await db.insert(tournamentStages).values(values).returning();
  return row!;
}

export async function updateStage(
  db: DbOrTx,
  id: number,
  values: Partial<NewTournamentStageRow>,
): Promise<TournamentStageRow | null> {
  const [row] = await db.update(tournamentStages).set(values).where(eq(tournamentStages.id, id)).returning();
  return row ?? null;
}

export async function deleteStages(db: DbOrTx, tournamentId: number): Promise<void> {
  await db.delete(tournamentStages).where(eq(tournamentStages.tournamentId, tournamentId));
}

export async function insertTournamentMatch(
  db: DbOrTx,
  values: typeof tournamentMatches.$inferInsert,
): Promise<void> {
  await db.insert(tournamentMatches).values(values);
}

export async function tournamentMatchesOf(db: DbOrTx, tournamentId: number): Promise<TournamentMatchRow[]> {
  return db.select().from(tournamentMatches).where(eq(tournamentMatches.tournamentId, tournamentId));
}

export async function tournamentMatchOf(db: DbOrTx, matchId: number): Promise<TournamentMatchRow | null> {
  const [row] = await db.select().from(tournamentMatches).where(eq(tournamentMatches.matchId, matchId));
  return row ?? null;
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

/** Whether any match of the draw has started (a redraw is refused then). */
export async function drawHasStarted(db: DbOrTx, tournamentId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(tournamentMatches)
    .innerJoin(matches, eq(matches.id, tournamentMatches.matchId))
    .where(
      and(
        eq(tournamentMatches.tournamentId, tournamentId),
        or(ne(matches.status, 'upcoming'), sql`${matches.seq} > 0`),
      ),
    );
  return (row?.n ?? 0) > 0;
}

// ─── audit, ranking tables, placings ──────────────────────────────────────

export async function insertAudit(
  db: DbOrTx,
  values: typeof tournamentAudit.$inferInsert,
): Promise<TournamentAuditRow> {
  const [row] = await db.insert(tournamentAudit).values(values).returning();
  return row!;
}

export async function auditOf(db: DbOrTx, tournamentId: number): Promise<TournamentAuditRow[]> {
  return db
    .select()
    .from(tournamentAudit)
    .where(eq(tournamentAudit.tournamentId, tournamentId))
    .orderBy(desc(tournamentAudit.createdAt), desc(tournamentAudit.id));
}

export async function findRankingTable(db: DbOrTx, organizationId: number): Promise<number[] | null> {
  const [row] = await db
    .select({ points: rankingTables.points })
    .from(rankingTables)
    .where(eq(rankingTables.organizationId, organizationId));
  return row?.points ?? null;
}

export async function saveRankingTable(db: DbOrTx, organizationId: number, points: number[]): Promise<void> {
  await db
    .insert(rankingTables)
    .values({ organizationId, points })
    .onConflictDoUpdate({ target: rankingTables.organizationId, set: { points, updatedAt: new Date() } });
}

export async function replacePlacings(
  db: DbOrTx,
  tournamentId: number,
  rows: { entryId: number; position: number; points: number }[],
): Promise<void> {
  await db.delete(tournamentPlacings).where(eq(tournamentPlacings.tournamentId, tournamentId));
  if (rows.length > 0) await db.insert(tournamentPlacings).values(rows.map((r) => ({ ...r, tournamentId })));
}

/**
 * The placings of an organization's finished tournaments ending in [from, to] (dates), with the entry's
 * player or team: what a ranking period sums.
 */
export async function placingsInPeriod(
  db: DbOrTx,
  organizationId: number,
  q: { from: string | null; to: string | null; seasonId: number | null; sport: string | null },
) {
  const conditions: SQL[] = [
    eq(tournaments.organizationId, organizationId),
    eq(tournaments.status, 'finished'),
    ne(tournaments.privacy, 'private'),
  ];
  const day = sql`coalesce(${tournaments.endsOn}, ${tournaments.startsOn}, ${tournaments.updatedAt}::date)`;
  if (q.from) conditions.push(sql`${day} >= ${q.from}`);
  if (q.to) conditions.push(sql`${day} <= ${q.to}`);
  if (q.seasonId) conditions.push(eq(tournaments.seasonId, q.seasonId));
  if (q.sport) conditions.push(eq(tournaments.sport, q.sport));
  return db
    .select({
      tournamentId: tournamentPlacings.tournamentId,
      position: tournamentPlacings.position,
      points: tournamentPlacings.points,
      playerId: tournamentEntries.playerId,
      teamId: tournamentEntries.teamId,
      name: tournamentEntries.name,
    })
    .from(tournamentPlacings)
    .innerJoin(tournaments, eq(tournaments.id, tournamentPlacings.tournamentId))
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentPlacings.entryId))
    .where(and(...conditions));
}

/**
 * A draw's live match played again from the start (a correction reset it): its score log is removed and
 * its snapshot is the sport's initial state.
 */
export async function resetLiveMatch(
  db: DbOrTx,
  matchId: number,
  values: Pick<typeof matches.$inferInsert, 'state' | 'summary'>,
): Promise<void> {
  await db.delete(matchEvents).where(eq(matchEvents.matchId, matchId));
  await db
    .update(matches)
    .set({ ...values, seq: 0, status: 'upcoming', startedAt: null, endedAt: null, updatedAt: new Date() })
    .where(eq(matches.id, matchId));
}

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
  containerId: number | null;
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
      containerId: matches.containerId,
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
    .leftJoin(tournaments, eq(tournaments.id, matches.containerId))
    .where(
      and(
        eq(matches.organizationId, q.organizationId),
        inArray(matches.status, ['upcoming', 'queued', 'active']),
        gte(matches.scheduledAt, q.from),
        lt(matches.scheduledAt, q.to),
        or(sql`${matches.containerId} is null`, ne(matches.containerId, q.excludeTournamentId)),
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
    containerId: r.containerId,
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
