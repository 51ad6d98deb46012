/**
 * Planning the draw's matches on the courts: by hand ("Plan the schedule"), and by itself for matches
 * that become known later (a next stage drawn, a Swiss round paired) once the organizer has planned.
 */
import type { Match as EngineMatch, Stage } from '@sportzone/competition';
import {
  drawMatchHeads,
  entriesOf,
  playerIdsOfTeams,
  schedulePlanOf,
  spacesOfVenues,
  stagesOf,
  tournamentMatchesOf,
  type DbOrTx,
  type MatchHeadRow,
  type TournamentRow,
} from '@sportzone/db';
import { entryKey } from './dto';
import type { LiveMatches } from './live-matches';

/** The players of each entry (a player in two formations is still one person). */
export async function playersOfEntries(db: DbOrTx, tournamentId: number): Promise<Map<string, number[]>> {
  const entries = await entriesOf(db, tournamentId);
  const teamPlayers = await playerIdsOfTeams(
    db,
    entries.filter((e) => e.teamId !== null).map((e) => e.teamId!),
  );
  return new Map(
    entries.map((e) => [entryKey(e.id), e.playerId ? [e.playerId] : (teamPlayers.get(e.teamId ?? 0) ?? [])]),
  );
}

export interface PlannedTime {
  matchId: number;
  start: number;
  court: string;
}

/**
 * Plans the open matches of the draw (those not planned yet; with `restart`, all not started): each on
 * the next free court, after its players' rest and the matches it waits for; a later stage once the
 * stage before has been played. The matches planned already (or started) keep their time and block it.
 * A player's rest counts across entries: one person in two formations is never on two courts at once.
 */
export async function planMatches(
  tx: DbOrTx,
  t: TournamentRow,
  courts: string[],
  startAt: number,
  restart: boolean,
): Promise<PlannedTime[]> {
  const duration = t.durationInMinutes * 60_000;
  const rest = t.restInMinutes * 60_000;
  const stageRows = (await stagesOf(tx, t.id)).filter((x) => x.state);
  const links = await tournamentMatchesOf(tx, t.id);
  const heads = await drawMatchHeads(tx, t.id);
  const playersOf = await playersOfEntries(tx, t.id);
  const courtFree = new Map(courts.map((c) => [c, startAt]));
  const personFree = new Map<string, number>();
  const endOf = new Map<string, number>(); // stage:key → planned end
  const people = (m: EngineMatch) =>
    [m.home, m.away].flatMap((e) => {
      if (!e) return [];
      const ids = playersOf.get(e) ?? [];
      return ids.length > 0 ? ids.map((p) => `p${p}`) : [`e${e}`];
    });
  const freeAfter = (m: EngineMatch, end: number) => {
    for (const p of people(m)) personFree.set(p, Math.max(personFree.get(p) ?? 0, end + rest));
  };
  const open = (h: MatchHeadRow) => h.status === 'upcoming' || h.status === 'queued';
  const busy = (h: MatchHeadRow, key: string, stageId: number, m: EngineMatch) => {
    if (!h.scheduledAt) return;
    const end = h.scheduledAt.getTime() + duration;
    endOf.set(`${stageId}:${key}`, end);
    if (h.court && courtFree.has(h.court)) courtFree.set(h.court, Math.max(courtFree.get(h.court)!, end));
    freeAfter(m, end);
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
  const planned: PlannedTime[] = [];
  let stageStart = startAt;
  let lastStage = todo[0]?.stageId;
  for (const { stageId, m, matchId } of todo) {
    if (stageId !== lastStage) {
      // a later stage starts once the stage before has been played
      stageStart = Math.max(stageStart, ...[...endOf.values()].map((e) => e + rest));
      lastStage = stageId;
    }
    let earliest = stageStart;
    for (const p of people(m)) earliest = Math.max(earliest, personFree.get(p) ?? 0);
    for (const feed of [m.from?.home, m.from?.away])
      if (feed) earliest = Math.max(earliest, (endOf.get(`${stageId}:${feed.match}`) ?? 0) + rest);
    // the next free court
    let best = courts[0]!;
    for (const c of courts)
      if (Math.max(courtFree.get(c)!, earliest) < Math.max(courtFree.get(best)!, earliest)) best = c;
    const start = Math.max(courtFree.get(best)!, earliest);
    courtFree.set(best, start + duration);
    endOf.set(`${stageId}:${m.id}`, start + duration);
    freeAfter(m, start + duration);
    planned.push({ matchId, start, court: best });
  }
  return planned;
}

/**
 * Matches that became known after the organizer planned (a next stage drawn, a Swiss round paired, a
 * stage redrawn by a correction) go on the remembered courts by themselves: after what is planned there,
 * never before now, nothing planned or played moves. Without a remembered plan nothing happens: the
 * organizer has not chosen courts yet. Returns the matches placed.
 */
export async function placeNewMatches(
  tx: DbOrTx,
  liveMatches: LiveMatches,
  t: TournamentRow,
): Promise<number[]> {
  const plan = await schedulePlanOf(tx, t.id);
  if (!plan || !t.venueId) return [];
  const spaces = (await spacesOfVenues(tx, [t.venueId])).get(t.venueId) ?? [];
  // a space removed from the venue since is left out; with none left there is nowhere to place
  const courts = spaces.filter((s) => plan.playingSpaceIds.includes(s.id)).map((s) => s.name);
  if (courts.length === 0) return [];
  const planned = await planMatches(tx, t, courts, Math.max(Date.now(), plan.startAt.getTime()), false);
  for (const p of planned) await liveMatches.plan(tx, p.matchId, new Date(p.start), p.court);
  return planned.map((p) => p.matchId);
}
