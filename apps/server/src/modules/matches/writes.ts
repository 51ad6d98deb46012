/**
 * The match service's write side for other modules: the one place, with the service and score entry
 * beside it, that writes the `matches` and `match_events` tables (lint keeps their writes under
 * modules/matches/). A tournament's draw and the demo change their matches through these.
 */
import {
  deleteDrawMatches,
  deleteMatch,
  insertMatch,
  insertMatchEvents,
  resetLiveMatch,
  updateMatch,
  writeMatchSnapshot,
  type DbOrTx,
  type MatchRow,
  type NewMatchEventRow,
  type NewMatchRow,
} from '@sportzone/db';
import type { Summary } from '@sportzone/scoring';
import { toListItem } from './dto';
import type { MatchPublisher } from './service';
import type { StateCache } from './state-cache';

type SideColumns<S extends 'home' | 'away'> =
  `${S}Name` | `${S}Players` | `${S}PlayerId` | `${S}TeamId` | `${S}FormationId` | `${S}EntryId`;

/** What a draw may change of its matches' sides as it moves on (names, references, when it is due). */
export type DrawSides = Partial<
  Pick<NewMatchRow, Extract<keyof NewMatchRow, SideColumns<'home'> | SideColumns<'away'> | 'scheduledAt'>>
>;

/** A match played before it was stored (demo data): its events and the snapshot after the last one. */
export interface PlayedMatch {
  events: Omit<NewMatchEventRow, 'matchId'>[];
  snapshot: Pick<NewMatchRow, 'seq' | 'state' | 'summary' | 'status' | 'startedAt' | 'endedAt'>;
}

/**
 * The writes other modules need on the `matches` table, so that the match service stays its only
 * writer (decision 039). Each takes the caller's transaction; the scoring state cache forgets what it
 * changes. They emit no domain event: they run inside the draw's transaction, and what viewers and
 * notifications hear is the draw's `tournament.changed` after its commit (a result entered by hand is
 * told to the match's followers from there, modules/notifications/listeners.ts).
 */
export interface MatchWrites {
  /** a live match of a tournament's draw, in the draw's transaction */
  createForDraw(tx: DbOrTx, values: NewMatchRow): Promise<MatchRow>;
  /** the sides of a draw's match as the draw moves on */
  setSides(tx: DbOrTx, matchId: number, values: DrawSides): Promise<void>;
  /** a result entered by hand on a match not scored live: finished, with this summary */
  enterResultByHand(tx: DbOrTx, matchId: number, summary: Summary, endedAt?: Date): Promise<void>;
  /** the draw's matches follow their tournament (privacy) and its schedule (time, court) */
  setPlacement(
    tx: DbOrTx,
    matchId: number,
    values: Partial<Pick<NewMatchRow, 'privacy' | 'scheduledAt' | 'court'>>,
  ): Promise<void>;
  /** the matches of the tournament's draw go with it (a redraw, new stages, the tournament deleted); their ids */
  removeDraw(tx: DbOrTx, tournamentId: number): Promise<number[]>;
  /** a match of a draw played again from the start (a correction): its score log goes, `initial` is its snapshot */
  playAgain(
    tx: DbOrTx,
    matchId: number,
    initial: Pick<NewMatchRow, 'state' | 'summary'> & Partial<Pick<NewMatchRow, 'format'>>,
  ): Promise<void>;
  /** a match played elsewhere (demo data): its events and the snapshot after them */
  writePlayed(tx: DbOrTx, matchId: number, played: PlayedMatch): Promise<void>;
  /**
   * A demo match with the events it was played with so far (the simulator plays on from there);
   * `announce`: on the live lists at once (after the caller's commit is not needed: no transaction).
   */
  createDemo(
    db: DbOrTx,
    values: NewMatchRow,
    options?: { events?: PlayedMatch['events']; announce?: boolean },
  ): Promise<MatchRow>;
  /** an old demo match leaves the archive */
  removeDemo(db: DbOrTx, matchId: number): Promise<void>;
}

export function createMatchWrites(deps: {
  states: Pick<StateCache, 'forget'>;
  live: Pick<MatchPublisher, 'publishList'>;
}): MatchWrites {
  const { states, live } = deps;
  return {
    createForDraw: (tx, values) => insertMatch(tx, values),

    async setSides(tx, matchId, values) {
      await updateMatch(tx, matchId, values);
    },

    async enterResultByHand(tx, matchId, summary, endedAt = new Date()) {
      await updateMatch(tx, matchId, { status: 'finished', endedAt, summary });
      states.forget(matchId);
    },

    async setPlacement(tx, matchId, values) {
      await updateMatch(tx, matchId, values);
    },

    async removeDraw(tx, tournamentId) {
      const ids = await deleteDrawMatches(tx, tournamentId);
      for (const id of ids) states.forget(id);
      return ids;
    },

    async playAgain(tx, matchId, initial) {
      await resetLiveMatch(tx, matchId, initial);
      states.forget(matchId);
    },

    async writePlayed(tx, matchId, played) {
      await insertMatchEvents(
        tx,
        played.events.map((e) => ({ ...e, matchId })),
      );
      await writeMatchSnapshot(tx, matchId, { ...played.snapshot, updatedAt: new Date() });
      states.forget(matchId);
    },

    async createDemo(db, values, options = {}) {
      const row = await insertMatch(db, values);
      const events = options.events ?? [];
      if (events.length > 0)
        await insertMatchEvents(
          db,
          events.map((e) => ({ ...e, matchId: row.id })),
        );
      if (options.announce) {
        const { state: _state, ...head } = row;
        live.publishList(toListItem(head, null)); // a demo fixture: in no draw
      }
      return row;
    },

    async removeDemo(db, matchId) {
      await deleteMatch(db, matchId);
      states.forget(matchId);
    },
  };
}
