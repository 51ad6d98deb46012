import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { follows } from '../schema/follows';
import { applications, invitations } from '../schema/invitations';
import { matches } from '../schema/matches';
import { organizations } from '../schema/organizations';
import { members, players, teamPlayers } from '../schema/people';
import { userRequests } from '../schema/requests';
import { tournamentEntries, tournaments } from '../schema/tournaments';
import { users } from '../schema/users';
import { rowsOf } from './organizations';

const playersOf = (userId: number) =>
  sql`(select ${players.id} from ${players} where ${players.userId} = ${userId})`;
const teamsOf = (userId: number) =>
  sql`(select ${teamPlayers.teamId} from ${teamPlayers} where ${teamPlayers.playerId} in ${playersOf(userId)})`;
const followed = (userId: number, column: AnyPgColumn) =>
  sql`(select ${column} from ${follows} where ${follows.userId} = ${userId} and ${column} is not null)`;

function sidesIn(ids: SQL, withPlayers: SQL | null): SQL {
  return or(
    withPlayers ? sql`${matches.homePlayerId} in ${withPlayers}` : undefined,
    withPlayers ? sql`${matches.awayPlayerId} in ${withPlayers}` : undefined,
    sql`${matches.homeTeamId} in ${ids}`,
    sql`${matches.awayTeamId} in ${ids}`,
    sql`${matches.homeFormationId} in ${ids}`,
    sql`${matches.awayFormationId} in ${ids}`,
  )!;
}

/** The person plays in it: one of their players, or a team/formation with one of them. */
const mine = (userId: number) => sidesIn(teamsOf(userId), playersOf(userId));
/** The person follows one of its sides or its organization. */
const followedBy = (userId: number) =>
  or(
    sidesIn(followed(userId, follows.teamId), followed(userId, follows.playerId)),
    sql`${matches.organizationId} in ${followed(userId, follows.organizationId)}`,
  )!;

/**
 * The ids for a person's dashboard (decision 021): their next matches, what they follow or play that is
 * live now, and recent results. The caller checks each match's visibility (decision 012).
 */
export async function userDashboardMatchIds(
  db: DbOrTx,
  userId: number,
  limit = 6,
): Promise<{ next: number[]; live: number[]; recent: number[] }> {
  const id = { id: matches.id };
  const next = await db
    .select(id)
    .from(matches)
    .where(
      and(
        mine(userId),
        inArray(matches.status, ['upcoming', 'queued']),
        or(sql`${matches.scheduledAt} is null`, gte(matches.scheduledAt, sql`now() - interval '3 hours'`)),
      ),
    )
    .orderBy(sql`${matches.scheduledAt} asc nulls last`, asc(matches.id))
    .limit(limit);
  const live = await db
    .select(id)
    .from(matches)
    .where(and(eq(matches.status, 'active'), or(mine(userId), followedBy(userId))))
    .orderBy(desc(matches.startedAt), desc(matches.id))
    .limit(limit * 2);
  const recent = await db
    .select(id)
    .from(matches)
    .where(and(eq(matches.status, 'finished'), or(mine(userId), followedBy(userId))))
    .orderBy(sql`${matches.endedAt} desc nulls last`, desc(matches.id))
    .limit(limit);
  return { next: next.map((r) => r.id), live: live.map((r) => r.id), recent: recent.map((r) => r.id) };
}

/**
 * Matches of these organizations planned (or started) in [from, to), and those live now whenever they
 * began (a match begun before midnight is still on the organizer's day after it), by court then time.
 */
export async function organizationDayMatchIds(
  db: DbOrTx,
  organizationIds: number[],
  from: Date,
  to: Date,
  limit = 100,
): Promise<number[]> {
  if (organizationIds.length === 0) return [];
  const at = sql`coalesce(${matches.scheduledAt}, ${matches.startedAt})`;
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        inArray(matches.organizationId, organizationIds),
        or(and(gte(at, from), lt(at, to)), eq(matches.status, 'active')),
      ),
    )
    .orderBy(sql`${matches.court} asc nulls last`, sql`${at} asc`, asc(matches.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface SignupSummaryRow {
  tournamentId: number;
  name: string;
  organizationName: string;
  registered: number;
  waiting: number;
  spots: number | null;
}

/** Tournaments of these organizations, not finished, that have someone waiting or are open for sign-up. */
export async function signupSummaries(
  db: DbOrTx,
  organizationIds: number[],
  limit = 20,
): Promise<SignupSummaryRow[]> {
  if (organizationIds.length === 0) return [];
  const registered = sql<number>`count(*) filter (where ${tournamentEntries.status} = 'registered')`;
  const waiting = sql<number>`count(*) filter (where ${tournamentEntries.status} = 'waiting')`;
  const rows = await db
    .select({
      tournamentId: tournaments.id,
      name: tournaments.name,
      organizationName: organizations.name,
      spots: tournaments.spots,
      status: tournaments.status,
      registered,
      waiting,
    })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .leftJoin(tournamentEntries, eq(tournamentEntries.tournamentId, tournaments.id))
    .where(
      and(
        inArray(tournaments.organizationId, organizationIds),
        inArray(tournaments.status, ['upcoming', 'open']),
      ),
    )
    .groupBy(tournaments.id, organizations.name)
    .orderBy(sql`${tournaments.startsOn} asc nulls last`, asc(tournaments.id))
    .limit(limit);
  return rows.map((r) => ({
    tournamentId: r.tournamentId,
    name: r.name,
    organizationName: r.organizationName,
    spots: r.spots,
    registered: Number(r.registered),
    waiting: Number(r.waiting),
  }));
}

/** Applications waiting for an answer in these organizations, oldest first. */
export async function pendingApplicationsOf(db: DbOrTx, organizationIds: number[], limit = 20) {
  if (organizationIds.length === 0) return [];
  return db
    .select({
      id: applications.id,
      organizationId: applications.organizationId,
      organizationName: organizations.name,
      firstName: users.firstName,
      lastName: users.lastName,
      appliedOn: applications.appliedOn,
    })
    .from(applications)
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(inArray(applications.organizationId, organizationIds), eq(applications.status, 'pending')))
    .orderBy(asc(applications.appliedOn), asc(applications.id))
    .limit(limit);
}

/** The person's own requests to the admins still pending. */
export async function pendingRequestsOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: userRequests.id, kind: userRequests.kind, createdAt: userRequests.createdAt })
    .from(userRequests)
    .where(and(eq(userRequests.userId, userId), eq(userRequests.status, 'pending')))
    .orderBy(desc(userRequests.id))
    .limit(20);
}

/** Users of these players and of the players of these teams/formations. */
export async function userIdsOfSides(db: DbOrTx, playerIds: number[], teamIds: number[]): Promise<number[]> {
  const out = new Set<number>();
  if (playerIds.length) {
    const rows = await db.select({ u: players.userId }).from(players).where(inArray(players.id, playerIds));
    for (const r of rows) if (r.u !== null) out.add(r.u);
  }
  if (teamIds.length) {
    const rows = await db
      .select({ u: players.userId })
      .from(teamPlayers)
      .innerJoin(players, eq(players.id, teamPlayers.playerId))
      .where(inArray(teamPlayers.teamId, teamIds));
    for (const r of rows) if (r.u !== null) out.add(r.u);
  }
  return [...out];
}

export interface OrganizationFiguresRow {
  id: number;
  members: number;
  players: number;
  /** only for organizations the person manages (null otherwise) */
  pendingApplications: number | null;
  pendingInvitations: number | null;
}

/** The dashboard's figures of each organization, in one query (not four calls per organization). */
export async function organizationFigures(
  db: DbOrTx,
  organizationIds: number[],
  managedIds: number[],
): Promise<OrganizationFiguresRow[]> {
  if (organizationIds.length === 0) return [];
  const managed = new Set(managedIds);
  // correlated subqueries name the outer row explicitly (o.id), never a bare column
  const result = await db.execute(sql`
    select o.id,
      (select count(*) from ${members} m where m.organization_id = o.id) as members,
      (select count(*) from ${players} p where p.organization_id = o.id) as players,
      (select count(*) from ${applications} a where a.organization_id = o.id and a.status = 'pending') as "pendingApplications",
      (select count(*) from ${invitations} i where i.organization_id = o.id and i.status = 'pending') as "pendingInvitations"
    from ${organizations} o
    where o.id in (${sql.join(
      organizationIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const rows = rowsOf<{
    id: number;
    members: string | number;
    players: string | number;
    pendingApplications: string | number;
    pendingInvitations: string | number;
  }>(result);
  return rows.map((r) => ({
    id: Number(r.id),
    members: Number(r.members),
    players: Number(r.players),
    pendingApplications: managed.has(r.id) ? Number(r.pendingApplications) : null,
    pendingInvitations: managed.has(r.id) ? Number(r.pendingInvitations) : null,
  }));
}
