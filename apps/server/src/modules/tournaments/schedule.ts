/** The schedule: the draw's matches by time and court, its conflicts, and planning them on the courts. */
import type { Match as EngineMatch, Stage } from '@sportzone/competition';
import type { Schedule, ScheduleInput } from '@sportzone/contracts';
import {
  drawMatchHeads,
  entriesOf,
  findTournament,
  findVenue,
  lockTournament,
  nearbyMatches,
  playerIdsOfTeams,
  spacesOfVenues,
  stagesOf,
  tournamentMatchesOf,
  type Db,
  type DbOrTx,
  type MatchHeadRow,
  type TournamentRow,
} from '@sportzone/db';
import { badRequest, conflict } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { Shared } from './deps';
import { entryKey, iso } from './dto';

export interface ScheduleService {
  schedule(actor: Actor, id: number): Promise<Schedule>;
  plan(actor: Actor, id: number, input: ScheduleInput): Promise<Schedule>;
}

/** A planned match not played yet: when, where and who. */
export interface PlannedMatch {
  matchId: number;
  start: number;
  end: number;
  court: string | null;
  players: number[];
}

/** Two planned matches of the draw at the same time on one court, or with one player. */
export function conflictsBetween(rows: readonly PlannedMatch[]): Schedule['conflicts'] {
  const conflicts: Schedule['conflicts'] = [];
  for (let i = 0; i < rows.length; i++)
    for (let j = i + 1; j < rows.length; j++) {
      const a = rows[i]!;
      const b = rows[j]!;
      if (a.start >= b.end || b.start >= a.end) continue;
      if (a.court && a.court === b.court)
        conflicts.push({
          kind: 'court_twice',
          matchIds: [a.matchId, b.matchId],
          court: a.court,
          playerId: null,
          message: `${a.court} has two matches at once.`,
        });
      const shared = a.players.find((p) => b.players.includes(p));
      if (shared !== undefined)
        conflicts.push({
          kind: 'player_twice',
          matchIds: [a.matchId, b.matchId],
          court: null,
          playerId: shared,
          message: 'A player is in two matches at once.',
        });
    }
  return conflicts;
}

/** The court free first (from now), with the time it is free. */
function nextFreeCourt(courts: readonly string[], rows: readonly PlannedMatch[]): Schedule['nextFreeCourt'] {
  let next: Schedule['nextFreeCourt'] = null;
  const now = Date.now();
  for (const c of courts) {
    const free = Math.max(now, ...rows.filter((r) => r.court === c).map((r) => r.end));
    if (!next || free < Date.parse(next.at)) next = { court: c, at: new Date(free).toISOString() };
  }
  return next;
}

/** The players of each entry (a player in two formations is still one person). */
async function playersOfEntries(db: () => Db, tournamentId: number) {
  const entries = await entriesOf(db(), tournamentId);
  const teamPlayers = await playerIdsOfTeams(
    db(),
    entries.filter((e) => e.teamId !== null).map((e) => e.teamId!),
  );
  return new Map(
    entries.map((e) => [entryKey(e.id), e.playerId ? [e.playerId] : (teamPlayers.get(e.teamId ?? 0) ?? [])]),
  );
}

/** The draw's matches by time, the conflicts (a player on two courts, a court twice) and the next free court. */
async function scheduleOf(db: () => Db, t: TournamentRow): Promise<Schedule> {
  const duration = t.durationInMinutes * 60_000;
  const [stageRows, links, playersOf] = await Promise.all([
    stagesOf(db(), t.id),
    tournamentMatchesOf(db(), t.id),
    playersOfEntries(db, t.id),
  ]);
  const spaces = t.venueId ? ((await spacesOfVenues(db(), [t.venueId])).get(t.venueId) ?? []) : [];
  const venueName = t.venueId ? ((await findVenue(db(), t.venueId))?.name ?? null) : null;
  const byKey = new Map<string, EngineMatch>();
  for (const sr of stageRows)
    for (const m of (sr.state as Stage | null)?.matches ?? []) byKey.set(`${sr.id}:${m.id}`, m);
  const items: Schedule['items'] = [];
  const rows: PlannedMatch[] = [];
  const heads = await drawMatchHeads(db(), t.id);
  for (const l of links) {
    const head = heads.get(l.matchId);
    const m = byKey.get(`${l.stageId}:${l.key}`);
    if (!head || !m) continue;
    const start = head.scheduledAt?.getTime() ?? null;
    items.push({
      matchId: head.id,
      key: l.key,
      stageId: l.stageId,
      phase: m.bracket,
      round: m.round,
      home: head.homeName,
      away: head.awayName,
      status: head.status,
      scheduledAt: iso(head.scheduledAt),
      endsAt: start !== null ? new Date(start + duration).toISOString() : null,
      court: head.court,
    });
    if (start !== null && head.status !== 'finished')
      rows.push({
        matchId: head.id,
        start,
        end: start + duration,
        court: head.court,
        players: [m.home, m.away].flatMap((e) => (e ? (playersOf.get(e) ?? []) : [])),
      });
  }
  items.sort(
    (a, b) =>
      (a.scheduledAt ?? '9').localeCompare(b.scheduledAt ?? '9') ||
      (a.court ?? '').localeCompare(b.court ?? '') ||
      a.matchId - b.matchId,
  );
  const conflicts = [...conflictsBetween(rows), ...(await outsideConflicts(db, t, rows, venueName))];
  const courts = spaces.map((x) => x.name);
  return {
    tournamentId: t.id,
    durationInMinutes: t.durationInMinutes,
    restInMinutes: t.restInMinutes,
    courts,
    items,
    conflicts,
    nextFreeCourt: nextFreeCourt(courts, rows),
  };
}

/**
 * Conflicts with the organization's other matches (its other tournaments' and its own): a court of
 * this tournament's venue used by another match at the same time, and a player of this tournament
 * playing elsewhere at the same time. A match of another tournament lasts that tournament's planned
 * length; one of no tournament, this one's.
 */
async function outsideConflicts(
  db: () => Db,
  t: TournamentRow,
  rows: PlannedMatch[],
  venueName: string | null,
): Promise<Schedule['conflicts']> {
  if (rows.length === 0) return [];
  const longest = 24 * 60 * 60_000; // no match is planned longer than a day (1440 minutes)
  const others = await nearbyMatches(db(), {
    organizationId: t.organizationId,
    excludeTournamentId: t.id,
    from: new Date(Math.min(...rows.map((r) => r.start)) - longest),
    to: new Date(Math.max(...rows.map((r) => r.end))),
  });
  const out: Schedule['conflicts'] = [];
  for (const o of others) {
    const start = o.scheduledAt.getTime();
    const end = start + (o.durationInMinutes ?? t.durationInMinutes) * 60_000;
    const what = `${o.tournamentName ? `${o.tournamentName}: ` : ''}${o.homeName} vs ${o.awayName}`;
    for (const r of rows) {
      if (r.start >= end || start >= r.end) continue;
      if (r.court && venueName && o.venue === venueName && o.court === r.court)
        out.push({
          kind: 'court_twice',
          matchIds: [r.matchId, o.id],
          court: r.court,
          playerId: null,
          message: `${r.court} is also used by ${what} at the same time.`,
        });
      const sharedPlayer = r.players.find((p) => o.playerIds.includes(p));
      if (sharedPlayer !== undefined)
        out.push({
          kind: 'player_twice',
          matchIds: [r.matchId, o.id],
          court: null,
          playerId: sharedPlayer,
          message: `A player also plays ${what} at the same time.`,
        });
    }
  }
  return out;
}

export function createScheduleService(shared: Shared): ScheduleService {
  const { load, changes, liveMatches } = shared;
  const db = () => shared.db();

  /** The courts to plan on: the chosen playing spaces, else the venue's of the sport, else all of it. */
  async function courtsFor(t: TournamentRow, playingSpaceIds: number[] | undefined): Promise<string[]> {
    const spaces = t.venueId ? ((await spacesOfVenues(db(), [t.venueId])).get(t.venueId) ?? []) : [];
    let courts = spaces.filter((x) => x.sport === t.sport).map((x) => x.name);
    if (courts.length === 0) courts = spaces.map((x) => x.name);
    if (playingSpaceIds) {
      const chosen = spaces.filter((x) => playingSpaceIds.includes(x.id));
      if (chosen.length !== new Set(playingSpaceIds).size)
        throw badRequest(
          'A playing space is not one of the tournament’s venue.',
          { playingSpaceIds: 'not all of the venue' },
          'wrong_venue',
        );
      courts = chosen.map((x) => x.name);
    }
    if (courts.length === 0)
      throw conflict(
        'The tournament needs a venue with playing spaces to plan its matches.',
        'no_playing_spaces',
      );
    return courts;
  }

  return {
    async schedule(actor, id) {
      const { tournament } = await load(actor, id);
      return scheduleOf(db, tournament);
    },

    async plan(actor, id, input) {
      const { tournament: t } = await load(actor, id, 'manage');
      const startAt = new Date(input.startAt);
      if (Number.isNaN(startAt.getTime()))
        throw badRequest('startAt is not a time.', { startAt: 'is not a time' });
      const courts = await courtsFor(t, input.playingSpaceIds);
      const changed = await shared.database.transaction(async (tx) => {
        await lockTournament(tx, id);
        const planned = await planMatches(tx, t, courts, startAt.getTime(), input.restart ?? false);
        for (const p of planned) await liveMatches.plan(tx, p.matchId, new Date(p.start), p.court);
        return planned.map((p) => p.matchId);
      });
      await changes.publish(id, changed, false, 'schedule');
      return scheduleOf(db, (await findTournament(db(), id))!);
    },
  };
}

/**
 * Plans the open matches of the draw (those not planned yet; with `restart`, all not started): each on
 * the next free court, after its players' rest and the matches it waits for; a later stage once the
 * stage before has been played. The matches planned already (or started) keep their time and block it.
 */
async function planMatches(
  tx: DbOrTx,
  t: TournamentRow,
  courts: string[],
  startAt: number,
  restart: boolean,
): Promise<{ matchId: number; start: number; court: string }[]> {
  const duration = t.durationInMinutes * 60_000;
  const rest = t.restInMinutes * 60_000;
  const stageRows = (await stagesOf(tx, t.id)).filter((x) => x.state);
  const links = await tournamentMatchesOf(tx, t.id);
  const heads = await drawMatchHeads(tx, t.id);
  const courtFree = new Map(courts.map((c) => [c, startAt]));
  const entryFree = new Map<string, number>();
  const endOf = new Map<string, number>(); // stage:key → planned end
  const open = (h: MatchHeadRow) => h.status === 'upcoming' || h.status === 'queued';
  const busy = (h: MatchHeadRow, key: string, stageId: number, m: EngineMatch) => {
    if (!h.scheduledAt) return;
    const end = h.scheduledAt.getTime() + duration;
    endOf.set(`${stageId}:${key}`, end);
    if (h.court && courtFree.has(h.court)) courtFree.set(h.court, Math.max(courtFree.get(h.court)!, end));
    for (const e of [m.home, m.away]) if (e) entryFree.set(e, Math.max(entryFree.get(e) ?? 0, end + rest));
  };
  const todo: { stageId: number; m: EngineMatch; matchId: number }[] = [];
  for (const sr of stageRows) {
    const stage = sr.state as unknown as Stage;
    const linkOf = new Map(links.filter((l) => l.stageId === sr.id).map((l) => [l.key, l.matchId]));
    const ordered = [...stage.matches].sort((a, b) => a.round - b.round);
    for (const m of ordered) {
      const matchId = linkOf.get(m.id);
      const head = matchId ? heads.get(matchId) : undefined;
      if (!head || !matchId) continue;
      if (open(head) && (restart || !head.scheduledAt)) todo.push({ stageId: sr.id, m, matchId });
      else busy(head, m.id, sr.id, m);
    }
  }
  const planned: { matchId: number; start: number; court: string }[] = [];
  let stageStart = startAt;
  let lastStage = todo[0]?.stageId;
  for (const { stageId, m, matchId } of todo) {
    if (stageId !== lastStage) {
      // a later stage starts once the stage before has been played
      stageStart = Math.max(stageStart, ...[...endOf.values()].map((e) => e + rest));
      lastStage = stageId;
    }
    let earliest = stageStart;
    for (const e of [m.home, m.away]) if (e) earliest = Math.max(earliest, entryFree.get(e) ?? 0);
    for (const feed of [m.from?.home, m.from?.away])
      if (feed) earliest = Math.max(earliest, (endOf.get(`${stageId}:${feed.match}`) ?? 0) + rest);
    // the next free court
    let best = courts[0]!;
    for (const c of courts)
      if (Math.max(courtFree.get(c)!, earliest) < Math.max(courtFree.get(best)!, earliest)) best = c;
    const start = Math.max(courtFree.get(best)!, earliest);
    courtFree.set(best, start + duration);
    endOf.set(`${stageId}:${m.id}`, start + duration);
    for (const e of [m.home, m.away]) if (e) entryFree.set(e, start + duration + rest);
    planned.push({ matchId, start, court: best });
  }
  return planned;
}
