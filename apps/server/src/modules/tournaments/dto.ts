import { stageComplete, standings, type Match as EngineMatch, type Stage } from '@sportzone/competition';
import type { DrawMatch, Entry, Tournament, TournamentStage, TournamentStages } from '@sportzone/contracts';
import {
  drawMatchHeads,
  entriesOf,
  findOrganization,
  stagesOf,
  tournamentMatchesOf,
  type Db,
  type MatchHeadRow,
  type TournamentEntryRow,
  type TournamentRow,
} from '@sportzone/db';
import { shownFormat } from './formats';

export const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** An entry as the competition engine knows it: its id, as a string. */
export const entryKey = (id: number) => String(id);

export interface TournamentDtos {
  toDto(t: TournamentRow, canManage: boolean, orgName?: string): Promise<Tournament>;
  stagesDto(tournamentId: number): Promise<TournamentStages>;
}

export function entryDto(e: TournamentEntryRow, waitingPosition: number | null, canWithdraw: boolean): Entry {
  return {
    id: e.id,
    tournamentId: e.tournamentId,
    playerId: e.playerId,
    teamId: e.teamId,
    name: e.name,
    status: e.status,
    waitingPosition,
    seed: e.seed,
    checkedIn: e.checkedInAt !== null,
    checkedInAt: iso(e.checkedInAt),
    signedUpAt: e.signedUpAt.toISOString(),
    withdrawnAt: iso(e.withdrawnAt),
    canWithdraw,
  };
}

export function drawMatchDto(
  m: EngineMatch,
  matchId: number | null,
  names: Map<string, string>,
  heads: Map<number, MatchHeadRow>,
): DrawMatch {
  const head = matchId ? heads.get(matchId) : undefined;
  const side = (s: 'home' | 'away') => {
    const id = m[s];
    const feed = id ? undefined : m.from?.[s];
    return {
      entryId: id ? Number(id) : null,
      name: id ? (names.get(id) ?? id) : null,
      from: feed ? { take: feed.take, match: feed.match } : null,
    };
  };
  return {
    key: m.id,
    matchId,
    phase: m.bracket,
    group: m.group,
    round: m.round,
    home: side('home'),
    away: side('away'),
    status: m.status,
    winner: m.winner,
    walkover: m.walkover ?? false,
    games: m.games ?? [],
    liveStatus: head?.status ?? null,
    scheduledAt: iso(head?.scheduledAt ?? null),
    court: head?.court ?? null,
  };
}

function standingsDto(stage: Stage | null, names: Map<string, string>): TournamentStage['standings'] {
  const rows = stage ? standings(stage) : [];
  return rows.map((r) => ({
    entryId: Number(r.id),
    name: names.get(r.id) ?? r.id,
    rank: r.rank,
    group: r.group,
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    points: r.points,
    gamesWon: r.gamesWon,
    gamesLost: r.gamesLost,
    scoreFor: r.scoreFor,
    scoreAgainst: r.scoreAgainst,
    ...(r.position !== undefined ? { position: r.position } : {}),
    ...(r.tiebreak ? { tiebreak: r.tiebreak } : {}),
  }));
}

export function createTournamentDtos(deps: { db(): Db }): TournamentDtos {
  const db = () => deps.db();
  return {
    async toDto(t, canManage, orgName) {
      const entries = await entriesOf(db(), t.id, ['registered', 'waiting']);
      const stages = await stagesOf(db(), t.id);
      const name = orgName ?? (await findOrganization(db(), t.organizationId))?.name ?? '';
      return {
        id: t.id,
        organizationId: t.organizationId,
        organizationName: name,
        name: t.name,
        description: t.description,
        sport: t.sport,
        entryKind: t.entryKind,
        seasonId: t.seasonId,
        venueId: t.venueId,
        startsOn: t.startsOn,
        endsOn: t.endsOn,
        ordering: t.ordering,
        durationInMinutes: t.durationInMinutes,
        restInMinutes: t.restInMinutes,
        maxRegistrations: t.maxRegistrations,
        spots: t.spots,
        selfSignup: t.selfSignup,
        signupPolicy: t.signupPolicy,
        status: t.status,
        privacy: t.privacy,
        format: shownFormat(t),
        registered: entries.filter((e) => e.status === 'registered').length,
        waiting: entries.filter((e) => e.status === 'waiting').length,
        drawn: stages.some((s) => s.state !== null),
        canManage,
        createdAt: t.createdAt.toISOString(),
      };
    },

    async stagesDto(tournamentId) {
      const [stageRows, links, entries] = await Promise.all([
        stagesOf(db(), tournamentId),
        tournamentMatchesOf(db(), tournamentId),
        entriesOf(db(), tournamentId),
      ]);
      const names = new Map(entries.map((e) => [entryKey(e.id), e.name]));
      const heads = await drawMatchHeads(db(), tournamentId);
      const stages: TournamentStage[] = stageRows.map((s) => {
        const stage = s.state as Stage | null;
        const linkOf = new Map(links.filter((l) => l.stageId === s.id).map((l) => [l.key, l.matchId]));
        return {
          id: s.id,
          position: s.position,
          name: s.name,
          type: s.type as TournamentStage['type'],
          options: s.options,
          qualifiersPerGroup: s.qualifiersPerGroup,
          format: s.format,
          drawn: stage !== null,
          complete: stage ? stageComplete(stage) : false,
          drawnAt: iso(s.drawnAt),
          matches: (stage?.matches ?? []).map((m) => drawMatchDto(m, linkOf.get(m.id) ?? null, names, heads)),
          standings: standingsDto(stage, names),
        };
      });
      return { tournamentId, stages };
    },
  };
}
