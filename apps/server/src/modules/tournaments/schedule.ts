/** The schedule: the draw's matches by time and court, its conflicts, and planning them on the courts. */
import type { Match as EngineMatch, Stage } from '@sportzone/competition';
import type { Schedule, ScheduleInput } from '@sportzone/contracts';
import {
  drawMatchHeads,
  findTournament,
  findVenue,
  lockTournament,
  saveSchedulePlan,
  schedulePlanOf,
  spacesOfVenues,
  stagesOf,
  tournamentMatchesOf,
  type Db,
  type TournamentRow,
} from '@sportzone/db';
import { badRequest, conflict } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { Shared } from './deps';
import { iso } from './dto';
import {
  clockIn,
  conflictsBetween,
  describeConflicts,
  namesOfPlayers,
  outsideConflicts,
  type PlannedMatch,
} from './schedule-conflicts';
import { planMatches, playersOfEntries } from './schedule-plan';

export interface ScheduleService {
  schedule(actor: Actor, id: number): Promise<Schedule>;
  plan(actor: Actor, id: number, input: ScheduleInput): Promise<Schedule>;
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

/** The draw's matches by time, the conflicts (a player on two courts, a court twice) and the next free court. */
async function scheduleOf(db: () => Db, t: TournamentRow, canManage: boolean): Promise<Schedule> {
  const duration = t.durationInMinutes * 60_000;
  const [stageRows, links, playersOf, plan] = await Promise.all([
    stagesOf(db(), t.id),
    tournamentMatchesOf(db(), t.id),
    playersOfEntries(db(), t.id),
    schedulePlanOf(db(), t.id),
  ]);
  const spaces = t.venueId ? ((await spacesOfVenues(db(), [t.venueId])).get(t.venueId) ?? []) : [];
  const venue = t.venueId ? await findVenue(db(), t.venueId) : null;
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
        home: head.homeName,
        away: head.awayName,
      });
  }
  items.sort(
    (a, b) =>
      (a.scheduledAt ?? '9').localeCompare(b.scheduledAt ?? '9') ||
      (a.court ?? '').localeCompare(b.court ?? '') ||
      a.matchId - b.matchId,
  );
  const owner = { id: t.id, name: t.name };
  // conflicts are the organizers' to resolve, and name the organization's other matches: viewers get none
  const found = canManage
    ? [...conflictsBetween(rows, owner), ...(await outsideConflicts(db(), t, rows, venue?.name ?? null))]
    : [];
  const conflicts = describeConflicts(
    found,
    owner,
    await namesOfPlayers(db(), found),
    clockIn(venue?.timeZone ?? null),
  );
  const courts = spaces.map((x) => x.name);
  return {
    tournamentId: t.id,
    durationInMinutes: t.durationInMinutes,
    restInMinutes: t.restInMinutes,
    courts,
    items,
    conflicts,
    // the courts the organizer plans on, once chosen: a court left out is not offered as free
    nextFreeCourt: nextFreeCourt(
      plan && spaces.some((x) => plan.playingSpaceIds.includes(x.id))
        ? spaces.filter((x) => plan.playingSpaceIds.includes(x.id)).map((x) => x.name)
        : courts,
      rows,
    ),
    // the planning choices are the organizers'; viewers see the schedule only
    plan:
      plan && canManage
        ? {
            playingSpaceIds: plan.playingSpaceIds,
            startAt: plan.startAt.toISOString(),
            updatedAt: plan.updatedAt.toISOString(),
          }
        : null,
  };
}

export function createScheduleService(shared: Shared): ScheduleService {
  const { load, changes, liveMatches } = shared;
  const db = () => shared.db();

  /** The courts to plan on: the chosen playing spaces, else the venue's of the sport, else all of it. */
  async function courtsFor(t: TournamentRow, playingSpaceIds: number[] | undefined) {
    const spaces = t.venueId ? ((await spacesOfVenues(db(), [t.venueId])).get(t.venueId) ?? []) : [];
    let courts = spaces.filter((x) => x.sport === t.sport);
    if (courts.length === 0) courts = spaces;
    if (playingSpaceIds) {
      const chosen = spaces.filter((x) => playingSpaceIds.includes(x.id));
      if (chosen.length !== new Set(playingSpaceIds).size)
        throw badRequest(
          'A playing space is not one of the tournament’s venue.',
          { playingSpaceIds: 'not all of the venue' },
          'wrong_venue',
        );
      courts = chosen;
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
      const { tournament, access } = await load(actor, id);
      return scheduleOf(db, tournament, access.canManage);
    },

    async plan(actor, id, input) {
      const { tournament: t } = await load(actor, id, 'manage');
      const startAt = new Date(input.startAt);
      if (Number.isNaN(startAt.getTime()))
        throw badRequest('startAt is not a time.', { startAt: 'is not a time' });
      const by = await shared.access.recordedAs(actor);
      const courts = await courtsFor(t, input.playingSpaceIds);
      const changed = await shared.database.transaction(async (tx) => {
        await lockTournament(tx, id);
        // remembered for the next visit, and for placing the matches that become known later
        await saveSchedulePlan(tx, {
          tournamentId: id,
          playingSpaceIds: courts.map((c) => c.id),
          startAt,
          updatedBy: by,
        });
        const names = courts.map((c) => c.name);
        const planned = await planMatches(tx, t, names, startAt.getTime(), input.restart ?? false);
        for (const p of planned) await liveMatches.plan(tx, p.matchId, new Date(p.start), p.court);
        return planned.map((p) => p.matchId);
      });
      await changes.publish(id, changed, false, 'schedule');
      return scheduleOf(db, (await findTournament(db(), id))!, true);
    },
  };
}
