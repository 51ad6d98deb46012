import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  members,
  playerPictures,
  players,
  teamPlayers,
  teams,
  type CompetitorType,
  type PersonStatus,
  type Sex,
  type TeamKind,
} from '../schema/people';
import { likePattern, offsetOf, type PageQuery, type PageRows } from './text';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type TeamRow = typeof teams.$inferSelect;
export type NewTeam = typeof teams.$inferInsert;
export interface TeamPlayerRef {
  id: number;
  firstName: string;
  lastName: string;
  playerNumber: string | null;
  status: PersonStatus;
}

const nameOrder = (t: typeof members | typeof players) => [
  asc(sql`lower(${t.lastName})`),
  asc(sql`lower(${t.firstName})`),
  asc(t.id),
];

const nameSearch = (t: typeof members | typeof players, term: string, extra: SQL[] = []) => {
  const like = likePattern(term);
  return or(
    ilike(t.firstName, like),
    ilike(t.middleName, like),
    ilike(t.lastName, like),
    ilike(sql`${t.firstName} || ' ' || ${t.lastName}`, like),
    ...extra,
  )!;
};

// ─── members ──────────────────────────────────────────────────────────────

export async function insertMember(db: DbOrTx, input: NewMember): Promise<MemberRow> {
  const [row] = await db.insert(members).values(input).returning();
  return row!;
}

export async function findMember(db: DbOrTx, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row ?? null;
}

export async function findMemberOfUser(
  db: DbOrTx,
  organizationId: number,
  userId: number,
): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.userId, userId)));
  return row ?? null;
}

/** The member record of a user in an organization, created from the user's names when missing. */
export async function ensureMemberOfUser(
  db: DbOrTx,
  organizationId: number,
  user: { id: number; firstName: string; middleName: string | null; lastName: string; email: string },
): Promise<MemberRow> {
  const existing = await findMemberOfUser(db, organizationId, user.id);
  if (existing) {
    if (existing.status !== 'active') {
      const [row] = await db
        .update(members)
        .set({ status: 'active', updatedAt: new Date() })
        .where(eq(members.id, existing.id))
        .returning();
      return row!;
    }
    return existing;
  }
  const [row] = await db
    .insert(members)
    .values({
      organizationId,
      userId: user.id,
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      email: user.email,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findMemberOfUser(db, organizationId, user.id))!;
}

export async function updateMember(
  db: DbOrTx,
  id: number,
  patch: Partial<NewMember>,
): Promise<MemberRow | null> {
  const [row] = await db
    .update(members)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(members.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMember(db: DbOrTx, id: number): Promise<MemberRow | null> {
  const [row] = await db.delete(members).where(eq(members.id, id)).returning();
  return row ?? null;
}

export async function listMembers(
  db: DbOrTx,
  organizationId: number,
  q: PageQuery & { searchTerm: string | null; status: PersonStatus | null },
): Promise<PageRows<MemberRow>> {
  const conditions: SQL[] = [eq(members.organizationId, organizationId)];
  if (q.status) conditions.push(eq(members.status, q.status));
  if (q.searchTerm)
    conditions.push(nameSearch(members, q.searchTerm, [ilike(members.email, likePattern(q.searchTerm))]));
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(members).where(where);
  const rows = await db
    .select()
    .from(members)
    .where(where)
    .orderBy(...nameOrder(members))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}

// ─── players ──────────────────────────────────────────────────────────────

export async function insertPlayer(db: DbOrTx, input: NewPlayer): Promise<PlayerRow> {
  const [row] = await db.insert(players).values(input).returning();
  return row!;
}

export async function findPlayer(db: DbOrTx, id: number): Promise<PlayerRow | null> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row ?? null;
}

export async function findPlayers(db: DbOrTx, ids: number[]): Promise<PlayerRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(players).where(inArray(players.id, ids));
}

export async function updatePlayer(
  db: DbOrTx,
  id: number,
  patch: Partial<NewPlayer>,
): Promise<PlayerRow | null> {
  const [row] = await db
    .update(players)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(players.id, id))
    .returning();
  return row ?? null;
}

export async function deletePlayer(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(players).where(eq(players.id, id)).returning({ id: players.id });
  return rows.length > 0;
}

export interface PlayerSearch extends PageQuery {
  searchTerm: string | null;
  status: PersonStatus | null;
  sex: Sex | null;
  nationality: string | null;
}

export async function listPlayers(
  db: DbOrTx,
  organizationId: number,
  q: PlayerSearch,
): Promise<PageRows<PlayerRow>> {
  const conditions: SQL[] = [eq(players.organizationId, organizationId)];
  if (q.status) conditions.push(eq(players.status, q.status));
  if (q.sex) conditions.push(eq(players.sex, q.sex));
  if (q.nationality) conditions.push(eq(players.nationality, q.nationality));
  if (q.searchTerm) {
    const like = likePattern(q.searchTerm);
    conditions.push(
      nameSearch(players, q.searchTerm, [ilike(players.playerNumber, like), ilike(players.memberId, like)]),
    );
  }
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(players).where(where);
  const rows = await db
    .select()
    .from(players)
    .where(where)
    .orderBy(...nameOrder(players))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}

/** Players of an organization linked to a user (a member's own player profiles). */
export async function playersOfUser(
  db: DbOrTx,
  organizationId: number,
  userId: number,
): Promise<PlayerRow[]> {
  return db
    .select()
    .from(players)
    .where(and(eq(players.organizationId, organizationId), eq(players.userId, userId)))
    .orderBy(...nameOrder(players));
}

/**
 * A person's player of the organization, linked to their account: the first they have, or a new one
 * named as the account is, with its nationality (an accepted application to play, a sign-up where
 * anyone may sign up). `made` tells which.
 */
export async function ensurePlayerOfUser(
  db: DbOrTx,
  organizationId: number,
  user: {
    id: number;
    firstName: string;
    middleName: string | null;
    lastName: string;
    nationality: string | null;
  },
): Promise<{ player: PlayerRow; made: boolean }> {
  const [existing] = await playersOfUser(db, organizationId, user.id);
  if (existing) return { player: existing, made: false };
  const player = await insertPlayer(db, {
    organizationId,
    userId: user.id,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    nationality: user.nationality,
  });
  return { player, made: true };
}

export async function savePlayerPicture(
  db: DbOrTx,
  playerId: number,
  picture: { contentType: string; data: Buffer; width: number; height: number },
): Promise<number> {
  await db
    .insert(playerPictures)
    .values({ playerId, ...picture })
    .onConflictDoUpdate({ target: playerPictures.playerId, set: { ...picture, updatedAt: new Date() } });
  const [row] = await db
    .update(players)
    .set({ pictureVersion: sql`coalesce(${players.pictureVersion}, 0) + 1`, updatedAt: new Date() })
    .where(eq(players.id, playerId))
    .returning({ v: players.pictureVersion });
  return row?.v ?? 1;
}

export async function findPlayerPicture(db: DbOrTx, playerId: number) {
  const [row] = await db.select().from(playerPictures).where(eq(playerPictures.playerId, playerId));
  return row ?? null;
}

// ─── teams and formations ─────────────────────────────────────────────────

export async function insertTeam(db: DbOrTx, input: NewTeam): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(input).returning();
  return row!;
}

export async function findTeam(db: DbOrTx, id: number): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row ?? null;
}

export async function updateTeam(db: DbOrTx, id: number, patch: Partial<NewTeam>): Promise<TeamRow | null> {
  const [row] = await db
    .update(teams)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(teams.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTeam(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
  return rows.length > 0;
}

export interface TeamSearch extends PageQuery {
  searchTerm: string | null;
  kind: TeamKind | null;
  competitorType: CompetitorType | null;
  sport: string | null;
}

export async function listTeams(
  db: DbOrTx,
  organizationId: number,
  q: TeamSearch,
): Promise<PageRows<TeamRow>> {
  const conditions: SQL[] = [eq(teams.organizationId, organizationId)];
  if (q.kind) conditions.push(eq(teams.kind, q.kind));
  if (q.competitorType) conditions.push(eq(teams.competitorType, q.competitorType));
  if (q.sport) conditions.push(eq(teams.sport, q.sport));
  if (q.searchTerm) {
    const like = likePattern(q.searchTerm);
    // a team is also found by the names of its players
    conditions.push(
      or(
        ilike(teams.name, like),
        inArray(
          teams.id,
          db
            .select({ id: teamPlayers.teamId })
            .from(teamPlayers)
            .innerJoin(players, eq(players.id, teamPlayers.playerId))
            .where(or(ilike(players.firstName, like), ilike(players.lastName, like))),
        ),
      )!,
    );
  }
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(teams).where(where);
  const rows = await db
    .select()
    .from(teams)
    .where(where)
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}

/** The players of each team, in their order. */
export async function playersOfTeams(db: DbOrTx, teamIds: number[]): Promise<Map<number, TeamPlayerRef[]>> {
  const result = new Map<number, TeamPlayerRef[]>(teamIds.map((id) => [id, []]));
  if (teamIds.length === 0) return result;
  const rows = await db
    .select({
      teamId: teamPlayers.teamId,
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      playerNumber: players.playerNumber,
      status: players.status,
    })
    .from(teamPlayers)
    .innerJoin(players, eq(players.id, teamPlayers.playerId))
    .where(inArray(teamPlayers.teamId, teamIds))
    .orderBy(asc(teamPlayers.position), asc(teamPlayers.addedOn), asc(players.id));
  for (const { teamId, ...ref } of rows) result.get(teamId)?.push(ref);
  return result;
}

/** Replaces the players of a team, keeping the given order. */
export async function setTeamPlayers(db: DbOrTx, teamId: number, playerIds: number[]): Promise<void> {
  await db.delete(teamPlayers).where(eq(teamPlayers.teamId, teamId));
  if (playerIds.length === 0) return;
  await db
    .insert(teamPlayers)
    .values(playerIds.map((playerId, position) => ({ teamId, playerId, position })));
}

export async function addTeamPlayer(db: DbOrTx, teamId: number, playerId: number): Promise<void> {
  const [last] = await db
    .select({ p: sql<number>`coalesce(max(${teamPlayers.position}), -1)` })
    .from(teamPlayers)
    .where(eq(teamPlayers.teamId, teamId));
  await db
    .insert(teamPlayers)
    .values({ teamId, playerId, position: Number(last?.p ?? -1) + 1 })
    .onConflictDoNothing();
}

export async function removeTeamPlayer(db: DbOrTx, teamId: number, playerId: number): Promise<boolean> {
  const rows = await db
    .delete(teamPlayers)
    .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.playerId, playerId)))
    .returning({ id: teamPlayers.playerId });
  return rows.length > 0;
}

/** Teams and formations a player belongs to. */
export async function teamsOfPlayer(db: DbOrTx, playerId: number): Promise<TeamRow[]> {
  const rows = await db
    .select({ team: teams })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(eq(teamPlayers.playerId, playerId))
    .orderBy(asc(sql`lower(${teams.name})`));
  return rows.map((r) => r.team);
}
