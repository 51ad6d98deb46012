/**
 * The live matches of a draw: what the draw wants of its matches (their sides, their time and court,
 * a result entered by hand), said in the match service's words and written by it through the
 * `DrawMatchWrites` port (modules/matches/writes.ts, decision 039): the tournaments never write the
 * `matches` table. A match of a draw is a live match like any other; the draw links it by its key.
 */
import type { Match as EngineMatch, Stage } from '@sportzone/competition';
import type { ResultInput } from '@sportzone/contracts';
import {
  entriesOf,
  findVenue,
  insertTournamentMatch,
  tournamentMatchesOf,
  type DbOrTx,
  type MatchHeadRow,
  type NewMatchRow,
  type TournamentEntryRow,
  type TournamentRow,
  type TournamentStageRow,
} from '@sportzone/db';
import { createMatch, summarize, type MatchState, type Sport, type Summary } from '@sportzone/scoring';
import { randomUUID } from 'node:crypto';
import { badRequest } from '../../lib/http-errors';
import type { PlayedEvent } from '../demo/play';
import type { MatchWrites } from '../matches/writes';
import { entryKey } from './dto';
import { formatOfStage } from './formats';
import { pendingName } from './places';

/** A demo tournament's next match starts this long after its sides are known. */
const DEMO_NEXT_MS = 30_000;

/** A live match of `sport` before its first point, playing `format` (undefined: the sport's standard). */
export function initialLive(sport: string, format?: Record<string, unknown>) {
  const created = createMatch({ sport: sport as Sport, ...(format ? { format } : {}) });
  if (!created.ok) throw badRequest(created.error.message, { sport: created.error.message }, 'unknown_sport');
  return { state: created.state, summary: summarize(created.state) };
}

/** What a live match says about one side of an engine match. */
function sideValues(
  t: TournamentRow,
  stage: Stage,
  m: EngineMatch,
  side: 'home' | 'away',
  entries: Map<string, TournamentEntryRow>,
): Partial<NewMatchRow> {
  const entry = m[side] ? entries.get(m[side]) : undefined;
  const name = entry?.name ?? pendingName(stage, m, side);
  const refs = {
    PlayerId: entry && t.entryKind === 'player' ? entry.playerId : null,
    TeamId: entry && t.entryKind === 'team' ? entry.teamId : null,
    FormationId: entry && t.entryKind === 'formation' ? entry.teamId : null,
  };
  return side === 'home'
    ? {
        homeName: name,
        homePlayerId: refs.PlayerId,
        homeTeamId: refs.TeamId,
        homeFormationId: refs.FormationId,
      }
    : {
        awayName: name,
        awayPlayerId: refs.PlayerId,
        awayTeamId: refs.TeamId,
        awayFormationId: refs.FormationId,
      };
}

/** A demo tournament's match with both sides known is due half a minute from now (the simulator starts it). */
const demoDue = (t: TournamentRow, m: EngineMatch): Date | null =>
  t.demo && m.home && m.away && m.status === 'ready' ? new Date(Date.now() + DEMO_NEXT_MS) : null;

const entriesByKey = async (tx: DbOrTx, tournamentId: number) =>
  new Map((await entriesOf(tx, tournamentId)).map((e) => [entryKey(e.id), e]));

/** The stage's live matches by the engine's key. */
export async function liveMatchesOf(
  tx: DbOrTx,
  tournamentId: number,
  stageId: number,
): Promise<Map<string, number>> {
  return new Map(
    (await tournamentMatchesOf(tx, tournamentId))
      .filter((l) => l.stageId === stageId)
      .map((l) => [l.key, l.matchId]),
  );
}

/**
 * The live match's summary for a result entered by hand (no score log): finished, its winner, the
 * games as its periods ("21-15 21-18"), so the live page, the archive and the cards show the result.
 * The score counts the games won (bowling: the pins of the series). A walkover has no games: "w/o".
 */
export function handSummary(sport: string, initial: MatchHeadRow['summary'], result: ResultInput) {
  const games = result.games ?? [];
  const won = (side: 'home' | 'away') =>
    games.filter((g) => (side === 'home' ? g.home > g.away : g.away > g.home)).length;
  const score =
    sport === 'bowling'
      ? { home: games.reduce((n, g) => n + g.home, 0), away: games.reduce((n, g) => n + g.away, 0) }
      : { home: won('home'), away: won('away') };
  const text = [games.map((g) => `${g.home}-${g.away}`).join(' '), result.walkover ? 'w/o' : '']
    .filter(Boolean)
    .join(' ');
  return {
    ...initial,
    status: 'finished' as const,
    winner: result.winner === 'draw' ? null : result.winner,
    outcome: result.walkover ? ('walkover' as const) : ('played' as const),
    score,
    periods: games.map((g) => ({ home: g.home, away: g.away })),
    server: null,
    text,
  };
}

/** What the draw asks of the match service (its adapter passes `app.matches`). */
export type DrawMatchWrites = Pick<
  MatchWrites,
  | 'createForDraw'
  | 'setSides'
  | 'enterResultByHand'
  | 'setPlacement'
  | 'removeDraw'
  | 'playAgain'
  | 'writePlayed'
>;

/** A demo match of the draw played through the scoring engine, with its score log. */
export interface PlayedDrawMatch {
  state: MatchState;
  summary: Summary;
  events: PlayedEvent[];
}

export interface LiveMatches {
  /** A live match for every match of the stage that has none yet (byes have none). Returns their ids. */
  create(
    tx: DbOrTx,
    t: TournamentRow,
    stageRow: TournamentStageRow,
    stage: Stage,
    ownerId: number | null,
  ): Promise<number[]>;
  /**
   * The stage moved on (a result recorded or taken back): live matches whose sides changed get the new
   * names and references. Returns the ids of the live matches changed.
   */
  syncSides(
    tx: DbOrTx,
    t: TournamentRow,
    stageRow: TournamentStageRow,
    before: Stage,
    after: Stage,
  ): Promise<number[]>;
  /** The draw's live matches are as private as the tournament. */
  setPrivacy(tx: DbOrTx, tournamentId: number, privacy: TournamentRow['privacy']): Promise<void>;
  /** Deletes every live match of the draw (a redraw, new stages, the tournament deleted); returns their ids. */
  removeAll(tx: DbOrTx, tournamentId: number): Promise<number[]>;
  /** Live matches to be played again from the start (their score log goes), playing `format`. */
  reset(
    tx: DbOrTx,
    matchIds: number[],
    sport: string,
    format: Record<string, unknown> | undefined,
  ): Promise<void>;
  /** A live match planned on a court at a time. */
  plan(tx: DbOrTx, matchId: number, scheduledAt: Date, court: string): Promise<void>;
  /**
   * A result entered by hand shows on the live match: finished, with the result as its summary (starting
   * from `initial`, its summary so far; a score log it has stays as played).
   */
  finishByHand(
    tx: DbOrTx,
    matchId: number,
    sport: string,
    initial: MatchHeadRow['summary'] | null,
    result: ResultInput,
  ): Promise<void>;
  /** Demo data: a match of the draw played through the scoring engine, with its score log, at `began`. */
  writePlayed(
    tx: DbOrTx,
    matchId: number,
    played: PlayedDrawMatch,
    began: number,
    court: string,
  ): Promise<void>;
}

export function createLiveMatches(matches: DrawMatchWrites): LiveMatches {
  return {
    async create(tx, t, stageRow, stage, ownerId) {
      const entries = await entriesByKey(tx, t.id);
      const venue = t.venueId ? await findVenue(tx, t.venueId) : null;
      // the stage's format, else the tournament's (decision 062)
      const { state, summary } = initialLive(t.sport, formatOfStage(t, stageRow));
      const ids: number[] = [];
      const linked = await liveMatchesOf(tx, t.id, stageRow.id);
      for (const m of stage.matches) {
        if (m.status === 'bye' || linked.has(m.id)) continue;
        const row = await matches.createForDraw(tx, {
          sport: t.sport as Sport,
          format: state.format as Record<string, unknown>,
          firstServer: state.firstServer,
          homeName: 'To be decided',
          awayName: 'To be decided',
          ...sideValues(t, stage, m, 'home', entries),
          ...sideValues(t, stage, m, 'away', entries),
          organizationId: t.organizationId,
          tournamentId: t.id,
          scheduledAt: demoDue(t, m),
          venue: venue?.name ?? null,
          status: 'upcoming',
          privacy: t.privacy,
          ownerId,
          demo: t.demo,
          state,
          summary,
        });
        await insertTournamentMatch(tx, {
          stageId: stageRow.id,
          key: m.id,
          matchId: row.id,
          tournamentId: t.id,
        });
        ids.push(row.id);
      }
      return ids;
    },

    async syncSides(tx, t, stageRow, before, after) {
      const links = await liveMatchesOf(tx, t.id, stageRow.id);
      const entries = await entriesByKey(tx, t.id);
      const old = new Map(before.matches.map((m) => [m.id, m]));
      const changed: number[] = [];
      for (const m of after.matches) {
        const was = old.get(m.id);
        const matchId = links.get(m.id);
        if (!matchId || (was && was.home === m.home && was.away === m.away)) continue;
        const due = demoDue(t, m);
        await matches.setSides(tx, matchId, {
          ...sideValues(t, after, m, 'home', entries),
          ...sideValues(t, after, m, 'away', entries),
          // the demo tournament: the simulator plays a match once its time comes
          ...(due ? { scheduledAt: due } : {}),
        });
        changed.push(matchId);
      }
      return changed;
    },

    async setPrivacy(tx, tournamentId, privacy) {
      for (const l of await tournamentMatchesOf(tx, tournamentId))
        await matches.setPlacement(tx, l.matchId, { privacy });
    },

    removeAll: (tx, tournamentId) => matches.removeDraw(tx, tournamentId),

    async reset(tx, matchIds, sport, format) {
      const { state, summary } = initialLive(sport, format);
      const values = { state, summary, format: state.format as Record<string, unknown> };
      for (const id of matchIds) await matches.playAgain(tx, id, values);
    },

    async plan(tx, matchId, scheduledAt, court) {
      await matches.setPlacement(tx, matchId, { scheduledAt, court });
    },

    async finishByHand(tx, matchId, sport, initial, result) {
      await matches.enterResultByHand(
        tx,
        matchId,
        handSummary(sport, initial ?? initialLive(sport).summary, result),
      );
    },

    async writePlayed(tx, matchId, played, began, court) {
      const pace = (60 * 60_000) / Math.max(1, played.events.length);
      await matches.writePlayed(tx, matchId, {
        events: played.events.map((e, i) => ({
          seq: i + 1,
          clientEventId: randomUUID(),
          event: e.event,
          userId: null,
          guestLinkId: null,
          summary: e.summary,
          status: e.summary.status === 'finished' ? 'finished' : 'active',
          createdAt: new Date(began + (i + 1) * pace),
        })),
        snapshot: {
          seq: played.events.length,
          state: played.state,
          summary: played.summary,
          status: 'finished',
          startedAt: new Date(began),
          endedAt: new Date(began + 60 * 60_000),
        },
      });
      await matches.setPlacement(tx, matchId, { scheduledAt: new Date(began), court });
    },
  };
}
