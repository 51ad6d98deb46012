import type { MatchUpdate } from '@sportzone/contracts';
import {
  deleteMatch,
  insertMatch,
  lockMatch,
  matchScorerIds,
  setMatchScorers,
  tournamentMatchOf,
  updateMatch,
  type MatchHeadRow,
  type MatchRow,
  type NewMatchRow,
} from '@sportzone/db';
import { conflict, notFound } from '../../lib/http-errors';
import { initialState } from './checks';
import { toListItem, toMatchDto } from './dto';
import type { MatchReads } from './reads';
import type { MatchService, MatchServiceDeps } from './service';

/**
 * What an organizer does to a match by hand: create it, edit it, delete it, name its scorers. Each
 * checks who may before it writes, then tells the live viewers (and, for a new time or court, the
 * domain events). A tournament's draw changes its matches through `writes.ts` instead.
 */
export type MatchEdits = Pick<MatchService, 'create' | 'update' | 'remove' | 'setScorers'>;

const trimmed = (names: string[]) => names.map((p) => p.trim());

/** The columns an update writes for the sides, the time and place, privacy and the tournament. */
function plainValues(input: MatchUpdate): Partial<NewMatchRow> {
  const values: Partial<NewMatchRow> = {};
  for (const side of ['home', 'away'] as const) {
    const given = input[side];
    if (!given) continue;
    values[`${side}Name`] = given.name.trim();
    if (given.players !== undefined) values[`${side}Players`] = trimmed(given.players);
    if (given.teamId !== undefined) values[`${side}TeamId`] = given.teamId;
    if (given.formationId !== undefined) values[`${side}FormationId`] = given.formationId;
    if (given.playerId !== undefined) values[`${side}PlayerId`] = given.playerId;
  }
  if (input.scheduledAt !== undefined)
    values.scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
  if (input.venue !== undefined) values.venue = input.venue?.trim() || null;
  if (input.court !== undefined) values.court = input.court?.trim() || null;
  if (input.privacy !== undefined) values.privacy = input.privacy;
  if (input.organizationId !== undefined) values.organizationId = input.organizationId;
  if (input.containerId !== undefined) values.tournamentId = input.containerId;
  return values;
}

/** The rules and status part of an update, checked against the locked row. */
function rulesValues(input: MatchUpdate, current: MatchRow): Partial<NewMatchRow> {
  const values: Partial<NewMatchRow> = {};
  if (input.sport !== undefined || input.format !== undefined || input.firstServer !== undefined) {
    if (current.seq > 0) {
      throw conflict('The sport and format cannot change once scoring has started.', 'match_started');
    }
    const sport = input.sport ?? current.sport;
    const format =
      input.format ?? (input.sport && input.sport !== current.sport ? undefined : current.format);
    const { state, summary } = initialState(sport, format, input.firstServer ?? current.firstServer);
    Object.assign(values, {
      sport,
      format: state.format as Record<string, unknown>,
      firstServer: state.firstServer,
      state,
      summary,
    });
  }
  if (input.status !== undefined && input.status !== current.status) {
    if (current.status === 'active' || current.status === 'finished') {
      throw conflict(
        'A match that has started moves by its score; its status cannot be set.',
        'match_started',
      );
    }
    values.status = input.status;
  }
  return values;
}

/** Before an update: the sides name the (new) organization's people, the tournament stays put. */
async function checkUpdate(
  deps: Pick<MatchServiceDeps, 'database' | 'checks'>,
  before: MatchHeadRow,
  input: MatchUpdate,
): Promise<void> {
  const { database, checks } = deps;
  // The sides must name the (new) organization's people: what changes, and everything when the
  // organization does.
  const organizationId =
    input.organizationId !== undefined ? (input.organizationId ?? null) : before.organizationId;
  const moved = organizationId !== before.organizationId;
  const stored = (side: 'home' | 'away') => ({
    playerId: before[`${side}PlayerId`],
    teamId: before[`${side}TeamId`],
    formationId: before[`${side}FormationId`],
  });
  const sideRefs = (side: 'home' | 'away') => {
    const pick = (key: 'playerId' | 'teamId' | 'formationId') => {
      const given = input[side]?.[key];
      return given !== undefined ? given : moved ? stored(side)[key] : null;
    };
    return { side, playerId: pick('playerId'), teamId: pick('teamId'), formationId: pick('formationId') };
  };
  await checks.sides(organizationId, [sideRefs('home'), sideRefs('away')]);
  const tournamentId = input.containerId !== undefined ? input.containerId : before.tournamentId;
  if (input.containerId !== undefined || moved) {
    if (tournamentId !== before.tournamentId || moved)
      if (await tournamentMatchOf(database.db, before.id))
        throw conflict(
          'A match of a tournament\u2019s draw stays in its tournament and organization.',
          'in_draw',
        );
    await checks.tournament(organizationId, tournamentId);
  }
}

export function createMatchEdits(deps: MatchServiceDeps, reads: Pick<MatchReads, 'get'>): MatchEdits {
  const { database, access, visibility, checks, states, placements, live, events } = deps;
  const db = () => database.db;
  return {
    async create(actor, input) {
      const me = await access.me(actor);
      if (input.organizationId) await access.manageOrganization(actor, input.organizationId);
      await checks.sides(input.organizationId ?? null, [
        { side: 'home', ...input.home },
        { side: 'away', ...input.away },
      ]);
      await checks.tournament(input.organizationId ?? null, input.containerId);
      const scorerIds = await checks.users(input.scorerIds);
      const { state, summary } = initialState(input.sport, input.format, input.firstServer);
      const row = await database.transaction(async (tx) => {
        const created = await insertMatch(tx, {
          sport: input.sport,
          format: state.format as Record<string, unknown>,
          firstServer: state.firstServer,
          homeName: input.home.name.trim(),
          homePlayers: trimmed(input.home.players ?? []),
          homeTeamId: input.home.teamId ?? null,
          homeFormationId: input.home.formationId ?? null,
          homePlayerId: input.home.playerId ?? null,
          awayName: input.away.name.trim(),
          awayPlayers: trimmed(input.away.players ?? []),
          awayTeamId: input.away.teamId ?? null,
          awayFormationId: input.away.formationId ?? null,
          awayPlayerId: input.away.playerId ?? null,
          organizationId: input.organizationId ?? null,
          tournamentId: input.containerId ?? null,
          scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
          venue: input.venue?.trim() || null,
          court: input.court?.trim() || null,
          status: input.status ?? 'upcoming',
          privacy: input.privacy ?? 'public',
          ownerId: me.id,
          state,
          summary,
        });
        if (scorerIds) await setMatchScorers(tx, created.id, scorerIds);
        return created;
      });
      const competition = await placements.of(row);
      if (await visibility.listed(row)) live.publishList(toListItem(row, competition));
      return toMatchDto(row, competition, scorerIds ?? [], { canScore: true, canManage: true });
    },

    async update(actor, id, input) {
      const { row: before } = await visibility.requireManage(actor, id);
      if (input.organizationId && input.organizationId !== before.organizationId) {
        await access.manageOrganization(actor, input.organizationId);
      }
      await checkUpdate(deps, before, input);
      const scorerIds = await checks.users(input.scorerIds);
      const row = await database.transaction(async (tx) => {
        const current = await lockMatch(tx, id);
        if (!current) throw notFound('Match not found.');
        const values = { ...rulesValues(input, current), ...plainValues(input) };
        const updated = (await updateMatch(tx, id, values))!;
        if (scorerIds) await setMatchScorers(tx, id, scorerIds);
        return updated;
      });
      states.forget(id);
      const { state: _state, ...head } = row;
      const [wasListed, isListed] = await Promise.all([visibility.listed(before), visibility.listed(head)]);
      live.publishChange(head, isListed, wasListed && !isListed);
      if (head.scheduledAt?.getTime() !== before.scheduledAt?.getTime() || head.court !== before.court)
        await events.emit('match.rescheduled', { matchId: id });
      const competition = await placements.of(head);
      return toMatchDto(head, competition, await matchScorerIds(db(), id), {
        canScore: true,
        canManage: true,
      });
    },

    async remove(actor, id) {
      const { row } = await visibility.requireManage(actor, id);
      if (await tournamentMatchOf(db(), id))
        throw conflict(
          'A match of a tournament\u2019s draw goes with its draw: redraw, or delete the tournament.',
          'in_draw',
        );
      await deleteMatch(db(), id);
      states.forget(id);
      live.publishRemoved(row.id, row.sport);
    },

    async setScorers(actor, id, userIds) {
      await visibility.requireManage(actor, id);
      const ids = (await checks.users(userIds))!;
      await setMatchScorers(db(), id, ids);
      return reads.get(actor, id);
    },
  };
}
