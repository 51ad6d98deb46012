/**
 * The competitor's board (decision 070): GET /api/user/board — a person's own players, in every
 * organization they play for, with their next matches, results, tournaments, rankings and statistics,
 * read in a fixed number of set-based queries whatever the number of matches (docs/performance.md).
 */
import type {
  BoardMatch,
  BoardQuery,
  BoardTournament,
  MatchCompetition,
  UserBoard,
} from '@sportzone/contracts';
import {
  boardComingMatches,
  boardDrawnStages,
  boardEntries,
  boardFinishedMatches,
  boardPlacings,
  boardPlayersOfUser,
  competitionsOf,
  type BoardComingRow,
  type BoardMatchRow,
  type BoardSides,
  type CompetitionRow,
} from '@sportzone/db';
import { notFound } from '../../lib/http-errors';
import { timeZoneOrNull } from '../../lib/time-zones';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { viewerOf } from '../calendar/feeds';
import { playerPictureUrlOf, profileMatchDto } from '../organizations/dto';
import { entryKey } from '../tournaments/dto';
import { boardRankings } from './rankings';
import { standingOf } from './standing';
import { boardStats, type Mine } from './stats';

/** how many results the board lists (the statistics count them all) */
const RESULTS = 10;

export interface BoardService {
  /** the caller's own board; `player` narrows it to one of their players (404 for anyone else's) */
  board(actor: Actor, query: BoardQuery): Promise<UserBoard>;
}

export interface BoardDeps {
  database: AppDatabase;
  access: Pick<AccessService, 'me'>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function competitionOf(row: CompetitionRow | undefined): MatchCompetition {
  if (!row) return null;
  const { matchId: _matchId, ...competition } = row;
  return competition;
}

/** a match from my side: which side I am, the opponent, won or lost */
function boardMatch(
  row: BoardMatchRow & Partial<Pick<BoardComingRow, 'organizationName' | 'timeZone'>>,
  mine: Mine,
  competition: MatchCompetition,
): BoardMatch {
  const m = profileMatchDto(row, mine);
  const finished = row.status === 'finished';
  return {
    id: m.id,
    sport: m.sport,
    status: m.status,
    homeName: m.homeName,
    awayName: m.awayName,
    side: m.side,
    opponent: m.side === 'away' ? m.homeName : m.awayName,
    score: m.score,
    winner: m.winner,
    outcome: finished && m.side && m.winner ? (m.side === m.winner ? 'won' : 'lost') : null,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
    venue: row.venue,
    court: row.court,
    timeZone: row.timeZone ?? null,
    organizationName: row.organizationName ?? null,
    competition,
  };
}

export function createBoardService({ database, access }: BoardDeps): BoardService {
  const db = () => database.db;

  return {
    async board(actor, query) {
      const timeZone = timeZoneOrNull('timeZone', query.timeZone) ?? 'UTC';
      const me = await access.me(actor);
      const linked = await boardPlayersOfUser(db(), me.id);
      const players = query.player ? linked.players.filter((p) => p.id === query.player) : linked.players;
      if (query.player && players.length === 0) throw notFound('Player not found.');
      const playerIds = players.map((p) => p.id);
      const teams = linked.teams.filter((t) => playerIds.includes(t.playerId));
      const mine: Mine = { playerIds, teamIds: [...new Set(teams.map((t) => t.id))] };
      const organizationIds = [...new Set(players.map((p) => p.organizationId))];
      const organizationNames = new Map(players.map((p) => [p.organizationId, p.organizationName]));
      const viewer = await viewerOf(db(), me);
      const sides: BoardSides = { ...mine, organizationIds, viewer };

      const [coming, finished, entries, placings] = await Promise.all([
        boardComingMatches(db(), sides),
        boardFinishedMatches(db(), sides),
        boardEntries(db(), { ...mine, memberOrganizationIds: viewer.memberOrganizationIds }),
        boardPlacings(db(), organizationIds),
      ]);
      const recent = finished.slice(0, RESULTS);
      const running = [...new Set(entries.filter((e) => e.status === 'active').map((e) => e.tournamentId))];
      const [competitions, stages] = await Promise.all([
        // a draw's match is found through tournament_matches, whether or not the match names its tournament
        competitionsOf(
          db(),
          [...coming, ...recent].map((m) => m.id),
        ),
        boardDrawnStages(db(), running),
      ]);
      const placeOf = new Map(competitions.map((c) => [c.matchId, c]));

      const tournaments: BoardTournament[] = entries.map((e) => ({
        id: e.tournamentId,
        name: e.name,
        sport: e.sport,
        status: e.status,
        startsOn: e.startsOn,
        endsOn: e.endsOn,
        organizationName: e.organizationName,
        entry: {
          id: e.entryId,
          name: e.entryName,
          status: e.entryStatus,
          kind: e.playerId !== null ? 'player' : e.entryKind,
        },
        standing:
          e.status === 'active' && e.entryStatus === 'registered'
            ? standingOf(
                stages.filter((s) => s.tournamentId === e.tournamentId),
                entryKey(e.entryId),
              )
            : null,
        place: e.position !== null && e.points !== null ? { position: e.position, points: e.points } : null,
      }));

      return {
        players: players.map((p) => ({
          id: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          pictureUrl: playerPictureUrlOf(p),
          organization: { id: p.organizationId, name: p.organizationName },
          entities: teams
            .filter((t) => t.playerId === p.id)
            .map((t) => ({ id: t.id, name: t.name, kind: t.kind })),
        })),
        next: coming.map((m) => boardMatch(m, mine, competitionOf(placeOf.get(m.id)))),
        results: recent.map((m) => boardMatch(m, mine, competitionOf(placeOf.get(m.id)))),
        tournaments,
        rankings: boardRankings(placings, mine, organizationNames),
        stats: boardStats(finished, mine, timeZone),
      };
    },
  };
}
