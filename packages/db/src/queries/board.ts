import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { matches } from '../schema/matches';
import { organizations } from '../schema/organizations';
import { players, teamPlayers, teams, type TeamKind } from '../schema/people';
import {
  tournamentEntries,
  tournamentMatches,
  tournamentPlacings,
  tournaments,
  tournamentStages,
  type EntryKind,
  type EntryStatus,
  type TournamentStatus,
} from '../schema/tournaments';
import { matchSeenBy, venueZone, type CalendarViewer } from './calendar';
import { effectivelyAtMost } from './organizations';
import { profileColumns, type ProfileMatchRow } from './reports';

/**
 * The competitor's board (/user/board): a person's players and everything they play, in a few set-based
 * reads whatever the number of matches — no read per match, per tournament or per organization.
 */

export interface BoardPlayerRow {
  id: number;
  firstName: string;
  lastName: string;
  organizationId: number;
  organizationName: string;
  pictureVersion: number | null;
}

export interface BoardTeamRow {
  id: number;
  name: string;
  kind: TeamKind;
  playerId: number;
}

/** The players linked to a person's account, and the teams and formations those players are in. */
export async function boardPlayersOfUser(
  db: DbOrTx,
  userId: number,
): Promise<{ players: BoardPlayerRow[]; teams: BoardTeamRow[] }> {
  const rows = await db
    .select({
      id: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      organizationId: players.organizationId,
      organizationName: organizations.name,
      pictureVersion: players.pictureVersion,
    })
    .from(players)
    .innerJoin(organizations, eq(organizations.id, players.organizationId))
    .where(eq(players.userId, userId))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(players.id));
  if (rows.length === 0) return { players: [], teams: [] };
  const teamRows = await db
    .select({ id: teams.id, name: teams.name, kind: teams.kind, playerId: teamPlayers.playerId })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(
      inArray(
        teamPlayers.playerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
  return { players: rows, teams: teamRows };
}

/** Whose matches the board reads: the players' own and their teams' and formations', in their organizations. */
export interface BoardSides {
  playerIds: number[];
  teamIds: number[];
  /** the players' organizations: a match elsewhere naming them does not count (decision 012) */
  organizationIds: number[];
  viewer: CalendarViewer;
}

function sidesCondition(s: BoardSides): SQL | null {
  const any: SQL[] = [];
  if (s.playerIds.length)
    any.push(inArray(matches.homePlayerId, s.playerIds), inArray(matches.awayPlayerId, s.playerIds));
  if (s.teamIds.length)
    any.push(
      inArray(matches.homeTeamId, s.teamIds),
      inArray(matches.awayTeamId, s.teamIds),
      inArray(matches.homeFormationId, s.teamIds),
      inArray(matches.awayFormationId, s.teamIds),
    );
  if (any.length === 0 || s.organizationIds.length === 0) return null;
  return and(or(...any), inArray(matches.organizationId, s.organizationIds), matchSeenBy(matches, s.viewer))!;
}

const sideColumns = {
  ...profileColumns,
  tournamentId: matches.tournamentId,
  venue: matches.venue,
  court: matches.court,
};

export interface BoardMatchRow extends ProfileMatchRow {
  tournamentId: number | null;
  venue: string | null;
  court: string | null;
}

export interface BoardComingRow extends BoardMatchRow {
  organizationName: string | null;
  /** the venue's IANA time zone, as the calendar finds it */
  timeZone: string | null;
}

/**
 * The matches still to play: live ones first, then the next by planned start (one planned more than
 * three hours ago and never started is left out, as on the dashboard).
 */
export async function boardComingMatches(db: DbOrTx, s: BoardSides, limit = 8): Promise<BoardComingRow[]> {
  const scope = sidesCondition(s);
  if (!scope) return [];
  const tournamentOf = sql`coalesce(${matches.tournamentId}, (select ${tournamentMatches.tournamentId} from ${tournamentMatches} where ${tournamentMatches.matchId} = ${matches.id}))`;
  return db
    .select({
      ...sideColumns,
      organizationName: organizations.name,
      timeZone: venueZone(matches.organizationId, matches.venue, tournamentOf),
    })
    .from(matches)
    .leftJoin(organizations, eq(organizations.id, matches.organizationId))
    .where(
      and(
        scope,
        or(
          eq(matches.status, 'active'),
          and(
            inArray(matches.status, ['upcoming', 'queued']),
            or(
              sql`${matches.scheduledAt} is null`,
              sql`${matches.scheduledAt} >= now() - interval '3 hours'`,
            ),
          ),
        ),
      ),
    )
    .orderBy(
      sql`case when ${matches.status} = 'active' then 0 else 1 end`,
      sql`${matches.scheduledAt} asc nulls last`,
      asc(matches.id),
    )
    .limit(limit);
}

/**
 * Finished matches, newest first, up to `cap`: the results, the record, the streak and the months are
 * counted from them in one read.
 */
export async function boardFinishedMatches(db: DbOrTx, s: BoardSides, cap = 2000): Promise<BoardMatchRow[]> {
  const scope = sidesCondition(s);
  if (!scope) return [];
  return db
    .select(sideColumns)
    .from(matches)
    .where(and(scope, eq(matches.status, 'finished')))
    .orderBy(
      desc(sql`coalesce(${matches.endedAt}, ${matches.startedAt}, ${matches.createdAt})`),
      desc(matches.id),
    )
    .limit(cap);
}

export interface BoardEntryRow {
  entryId: number;
  entryName: string;
  entryStatus: EntryStatus;
  playerId: number | null;
  teamId: number | null;
  tournamentId: number;
  name: string;
  sport: string;
  entryKind: EntryKind;
  status: TournamentStatus;
  startsOn: string | null;
  endsOn: string | null;
  organizationId: number;
  organizationName: string;
  /** a finished tournament's place and ranking points */
  position: number | null;
  points: number | null;
}

/**
 * The tournaments the players (or their teams and formations) are signed up to, registered or waiting,
 * where the person may read them (as `userTournaments`): running first, then open, upcoming, finished.
 */
export async function boardEntries(
  db: DbOrTx,
  q: { playerIds: number[]; teamIds: number[]; memberOrganizationIds: number[] },
  limit = 30,
): Promise<BoardEntryRow[]> {
  const sides: SQL[] = [];
  if (q.playerIds.length) sides.push(inArray(tournamentEntries.playerId, q.playerIds));
  if (q.teamIds.length) sides.push(inArray(tournamentEntries.teamId, q.teamIds));
  if (sides.length === 0) return [];
  const readable = or(
    sql`${tournaments.organizationId} in ${effectivelyAtMost(1)}`,
    ...(q.memberOrganizationIds.length ? [inArray(tournaments.organizationId, q.memberOrganizationIds)] : []),
  )!;
  const rank = sql`case ${tournaments.status} when 'active' then 0 when 'open' then 1 when 'upcoming' then 2 else 3 end`;
  return db
    .select({
      entryId: tournamentEntries.id,
      entryName: tournamentEntries.name,
      entryStatus: tournamentEntries.status,
      playerId: tournamentEntries.playerId,
      teamId: tournamentEntries.teamId,
      tournamentId: tournaments.id,
      name: tournaments.name,
      sport: tournaments.sport,
      entryKind: tournaments.entryKind,
      status: tournaments.status,
      startsOn: tournaments.startsOn,
      endsOn: tournaments.endsOn,
      organizationId: tournaments.organizationId,
      organizationName: organizations.name,
      position: tournamentPlacings.position,
      points: tournamentPlacings.points,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .leftJoin(
      tournamentPlacings,
      and(
        eq(tournamentPlacings.tournamentId, tournaments.id),
        eq(tournamentPlacings.entryId, tournamentEntries.id),
      ),
    )
    .where(
      and(
        or(...sides),
        inArray(tournamentEntries.status, ['registered', 'waiting'] satisfies EntryStatus[]),
        ne(tournaments.privacy, 'private'),
        readable,
      ),
    )
    .orderBy(
      asc(rank),
      sql`case when ${tournaments.status} = 'finished' then null else ${tournaments.startsOn} end asc nulls last`,
      desc(sql`coalesce(${tournaments.endsOn}, ${tournaments.startsOn}, ${tournaments.createdAt}::date)`),
      desc(tournaments.id),
    )
    .limit(limit);
}

/** The drawn stages of these tournaments, in order: where a running tournament's entries stand. */
export async function boardDrawnStages(db: DbOrTx, tournamentIds: number[]) {
  if (tournamentIds.length === 0) return [];
  return db
    .select({
      tournamentId: tournamentStages.tournamentId,
      position: tournamentStages.position,
      name: tournamentStages.name,
      type: tournamentStages.type,
      state: tournamentStages.state,
    })
    .from(tournamentStages)
    .where(and(inArray(tournamentStages.tournamentId, tournamentIds), isNotNull(tournamentStages.state)))
    .orderBy(asc(tournamentStages.tournamentId), asc(tournamentStages.position));
}

export interface BoardPlacingRow {
  organizationId: number;
  tournamentId: number;
  tournamentName: string;
  sport: string;
  /** who the tournament's entries are: a formation's or a team's ranking is not a player's */
  entryKind: EntryKind;
  /** the day the ranking dates it by (its end, else its start, else its last change) */
  day: string;
  playerId: number | null;
  teamId: number | null;
  name: string;
  position: number;
  points: number;
}

/**
 * Every placing of the organizations' finished tournaments that count for rankings (not private), as the
 * organizer's rankings page sums them: the board ranks the person's players among everyone's.
 */
export async function boardPlacings(db: DbOrTx, organizationIds: number[]): Promise<BoardPlacingRow[]> {
  if (organizationIds.length === 0) return [];
  const day = sql<string>`coalesce(${tournaments.endsOn}, ${tournaments.startsOn}, ${tournaments.updatedAt}::date)::text`;
  return db
    .select({
      organizationId: tournaments.organizationId,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      sport: tournaments.sport,
      entryKind: tournaments.entryKind,
      day,
      playerId: tournamentEntries.playerId,
      teamId: tournamentEntries.teamId,
      name: tournamentEntries.name,
      position: tournamentPlacings.position,
      points: tournamentPlacings.points,
    })
    .from(tournamentPlacings)
    .innerJoin(tournaments, eq(tournaments.id, tournamentPlacings.tournamentId))
    .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentPlacings.entryId))
    .where(
      and(
        inArray(tournaments.organizationId, organizationIds),
        eq(tournaments.status, 'finished'),
        ne(tournaments.privacy, 'private'),
      ),
    )
    .orderBy(asc(day), asc(tournaments.id));
}
