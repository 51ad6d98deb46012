import type {
  GuestLink,
  LiveListItem,
  LiveMatchMessage,
  Match,
  MatchEventRecord,
  MatchCompetition,
  MatchEventResult,
  MatchPermissions,
} from '@sportzone/contracts';
import type { GuestLinkRow, MatchEventRow, MatchHeadRow } from '@sportzone/db';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * SPEC §3 Match as the API returns it (the scoring state stays on the server). `competition`: its place in
 * a tournament's draw (`placement-cache.ts`), null for a match not in one.
 */
export function toMatchDto(
  row: MatchHeadRow,
  competition: MatchCompetition,
  scorerIds: number[],
  permissions?: MatchPermissions,
): Match {
  return {
    id: row.id,
    sport: row.sport,
    format: row.format,
    firstServer: row.firstServer,
    home: {
      name: row.homeName,
      players: row.homePlayers,
      teamId: row.homeTeamId,
      formationId: row.homeFormationId,
      playerId: row.homePlayerId,
    },
    away: {
      name: row.awayName,
      players: row.awayPlayers,
      teamId: row.awayTeamId,
      formationId: row.awayFormationId,
      playerId: row.awayPlayerId,
    },
    organizationId: row.organizationId,
    // the API keeps the spec's word (SPEC §2's containers are tournaments)
    containerId: row.tournamentId,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    venue: row.venue,
    court: row.court,
    competition,
    status: row.status,
    privacy: row.privacy,
    ownerId: row.ownerId,
    scorerIds,
    seq: row.seq,
    summary: row.summary,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(permissions ? { permissions } : {}),
  };
}

/** A row of the live lists; `competition` as for toMatchDto. */
export function toListItem(row: MatchHeadRow, competition: MatchCompetition): LiveListItem {
  const s = row.summary;
  return {
    matchId: row.id,
    seq: row.seq,
    sport: row.sport,
    status: row.status,
    home: { name: row.homeName },
    away: { name: row.awayName },
    score: s.score,
    periods: s.periods,
    server: s.server,
    winner: s.winner,
    text: s.text,
    venue: row.venue,
    court: row.court,
    competition,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
  };
}

/** The answer to an accepted event; rebuilt identically from the stored row on every retry. */
export function toEventResult(row: MatchEventRow): MatchEventResult {
  return {
    matchId: row.matchId,
    seq: row.seq,
    clientEventId: row.clientEventId,
    event: row.event,
    status: row.status,
    summary: row.summary,
    at: row.createdAt.toISOString(),
  };
}

export function toEventRecord(row: MatchEventRow): MatchEventRecord {
  return {
    seq: row.seq,
    clientEventId: row.clientEventId,
    event: row.event,
    userId: row.userId,
    guestLinkId: row.guestLinkId,
    status: row.status,
    summary: row.summary,
    at: row.createdAt.toISOString(),
  };
}

/** The live message of one event. Key order puts `seq` first after the ids (cheap to read for tools). */
export function toLiveMessage(row: MatchEventRow): LiveMatchMessage {
  return {
    type: 'match',
    matchId: row.matchId,
    seq: row.seq,
    status: row.status,
    summary: row.summary,
    event: row.event,
    at: row.createdAt.toISOString(),
  };
}

export function toGuestLinkDto(row: GuestLinkRow, now = new Date()): GuestLink {
  return {
    id: row.id,
    matchId: row.matchId,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
    active: row.revokedAt === null && row.expiresAt.getTime() > now.getTime(),
  };
}
