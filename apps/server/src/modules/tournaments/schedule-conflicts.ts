/**
 * The schedule's conflicts: two planned matches at the same time on one court, or with one player, in
 * this tournament or against the organization's other matches. Each names the two matches, when they
 * meet and (for a player) who, so the organizer can act without searching the schedule.
 */
import type { Schedule } from '@sportzone/contracts';
import { findPlayers, nearbyMatches, type Db, type TournamentRow } from '@sportzone/db';

type Conflict = Schedule['conflicts'][number];
type ConflictMatch = Conflict['matches'][number];

/** A planned match not played yet: when, where, who (player ids) and its sides' names. */
export interface PlannedMatch {
  matchId: number;
  start: number;
  end: number;
  court: string | null;
  players: number[];
  home: string;
  away: string;
}

/** A conflict found, before the player's name and the message are known. */
export interface FoundConflict {
  kind: Conflict['kind'];
  court: string | null;
  playerId: number | null;
  at: number;
  matches: [ConflictMatch, ConflictMatch];
}

/** The tournament the planned matches belong to. */
export interface Owner {
  id: number;
  name: string;
}

const sideOf = (m: PlannedMatch, owner: Owner): ConflictMatch => ({
  matchId: m.matchId,
  home: m.home,
  away: m.away,
  court: m.court,
  scheduledAt: new Date(m.start).toISOString(),
  tournamentId: owner.id,
  tournamentName: owner.name,
});

/** Two planned matches of the draw at the same time on one court, or with one player. */
export function conflictsBetween(rows: readonly PlannedMatch[], owner: Owner): FoundConflict[] {
  const found: FoundConflict[] = [];
  for (let i = 0; i < rows.length; i++)
    for (let j = i + 1; j < rows.length; j++) {
      const a = rows[i]!;
      const b = rows[j]!;
      if (a.start >= b.end || b.start >= a.end) continue;
      const pair: [ConflictMatch, ConflictMatch] = [sideOf(a, owner), sideOf(b, owner)];
      const at = Math.max(a.start, b.start);
      if (a.court && a.court === b.court)
        found.push({ kind: 'court_twice', court: a.court, playerId: null, at, matches: pair });
      const shared = a.players.find((p) => b.players.includes(p));
      if (shared !== undefined)
        found.push({ kind: 'player_twice', court: null, playerId: shared, at, matches: pair });
    }
  return found;
}

/**
 * Conflicts with the organization's other matches (its other tournaments' and its own): a court of
 * this tournament's venue used by another match at the same time, and a player of this tournament
 * playing elsewhere at the same time. A match of another tournament lasts that tournament's planned
 * length; one of no tournament, this one's.
 */
export async function outsideConflicts(
  db: Db,
  t: TournamentRow,
  rows: readonly PlannedMatch[],
  venueName: string | null,
): Promise<FoundConflict[]> {
  if (rows.length === 0) return [];
  const longest = 24 * 60 * 60_000; // no match is planned longer than a day (1440 minutes)
  const others = await nearbyMatches(db, {
    organizationId: t.organizationId,
    excludeTournamentId: t.id,
    from: new Date(Math.min(...rows.map((r) => r.start)) - longest),
    to: new Date(Math.max(...rows.map((r) => r.end))),
  });
  const owner = { id: t.id, name: t.name };
  const out: FoundConflict[] = [];
  for (const o of others) {
    const start = o.scheduledAt.getTime();
    const end = start + (o.durationInMinutes ?? t.durationInMinutes) * 60_000;
    const other: ConflictMatch = {
      matchId: o.id,
      home: o.homeName,
      away: o.awayName,
      court: o.court,
      scheduledAt: o.scheduledAt.toISOString(),
      tournamentId: o.tournamentId,
      tournamentName: o.tournamentName,
    };
    for (const r of rows) {
      if (r.start >= end || start >= r.end) continue;
      const pair: [ConflictMatch, ConflictMatch] = [sideOf(r, owner), other];
      const at = Math.max(r.start, start);
      if (r.court && venueName && o.venue === venueName && o.court === r.court)
        out.push({ kind: 'court_twice', court: r.court, playerId: null, at, matches: pair });
      const sharedPlayer = r.players.find((p) => o.playerIds.includes(p));
      if (sharedPlayer !== undefined)
        out.push({ kind: 'player_twice', court: null, playerId: sharedPlayer, at, matches: pair });
    }
  }
  return out;
}

/** "10:30" in the venue's time zone ("10:30 UTC" without one). */
export function clockIn(timeZone: string | null): (at: number) => string {
  let zone = timeZone ?? 'UTC';
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const format = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  return (at) => `${format.format(at)}${zone === 'UTC' && !timeZone ? ' UTC' : ''}`;
}

/** The conflicts as the API gives them: the player's name and a message naming both matches. */
export function describeConflicts(
  found: readonly FoundConflict[],
  owner: Owner,
  playerNames: ReadonlyMap<number, string>,
  clock: (at: number) => string,
): Schedule['conflicts'] {
  const what = (m: ConflictMatch, withCourt: boolean) =>
    `${m.tournamentId !== owner.id && m.tournamentName ? `${m.tournamentName}: ` : ''}${m.home} vs ${m.away}` +
    (withCourt && m.court ? ` (${m.court})` : '');
  return found.map((f) => {
    const [a, b] = f.matches;
    const playerName = f.playerId !== null ? (playerNames.get(f.playerId) ?? null) : null;
    const message =
      f.kind === 'court_twice'
        ? `${f.court} has two matches at ${clock(f.at)}: ${what(a, false)} and ${what(b, false)}.`
        : `${playerName ?? 'A player'} is in two matches at ${clock(f.at)}: ${what(a, true)} and ${what(b, true)}.`;
    return {
      kind: f.kind,
      matchIds: [a.matchId, b.matchId],
      court: f.court,
      playerId: f.playerId,
      playerName,
      at: new Date(f.at).toISOString(),
      matches: [a, b],
      message,
    };
  });
}

/** The names of the players in two matches at once. */
export async function namesOfPlayers(db: Db, found: readonly FoundConflict[]): Promise<Map<number, string>> {
  const ids = [...new Set(found.flatMap((f) => (f.playerId !== null ? [f.playerId] : [])))];
  if (ids.length === 0) return new Map();
  return new Map((await findPlayers(db, ids)).map((p) => [p.id, [p.firstName, p.lastName].join(' ')]));
}
