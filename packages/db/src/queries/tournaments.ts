import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { matches } from '../schema/matches';
import { teamPlayers } from '../schema/people';
import {
  rankingTables,
  tournamentAudit,
  tournamentEntries,
  tournamentMatches,
  tournamentPlacings,
  tournamentSchedulePlans,
  tournamentStages,
  tournaments,
  type EntryStatus,
  type TournamentStatus,
} from '../schema/tournaments';
import { likePattern, offsetOf, type PageQuery, type PageRows } from './text';

export * from './tournament-lookups';
export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournamentRow = typeof tournaments.$inferInsert;
export type SchedulePlanRow = typeof tournamentSchedulePlans.$inferSelect;
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

/** Where each entry of a finished tournament finished (best first); empty before it finishes. */
export async function placingsOf(db: DbOrTx, tournamentId: number): Promise<TournamentPlacingRow[]> {
  return db
    .select()
    .from(tournamentPlacings)
    .where(eq(tournamentPlacings.tournamentId, tournamentId))
    .orderBy(asc(tournamentPlacings.position), asc(tournamentPlacings.entryId));
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

// ─── the remembered schedule plan ─────────────────────────────────────────

export async function schedulePlanOf(db: DbOrTx, tournamentId: number): Promise<SchedulePlanRow | null> {
  const [row] = await db
    .select()
    .from(tournamentSchedulePlans)
    .where(eq(tournamentSchedulePlans.tournamentId, tournamentId));
  return row ?? null;
}

export async function saveSchedulePlan(
  db: DbOrTx,
  plan: Omit<SchedulePlanRow, 'updatedAt'>,
): Promise<SchedulePlanRow> {
  const values = { ...plan, updatedAt: new Date() };
  const [row] = await db
    .insert(tournamentSchedulePlans)
    .values(values)
    .onConflictDoUpdate({ target: tournamentSchedulePlans.tournamentId, set: values })
    .returning();
  return row!;
}
