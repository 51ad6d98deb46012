/** The public vocabulary of the scoring package. Every screen reads `Summary`; every client sends `MatchEvent`. */

export type Side = 'home' | 'away';
export const SIDES: readonly Side[] = ['home', 'away'];
export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export const SPORTS = [
  'tennis',
  'badminton',
  'volleyball',
  'table-tennis',
  'snooker',
  'bowling',
  'rally',
] as const;
export type Sport = (typeof SPORTS)[number];

/** Stat events of SPEC §3, attachable to a point or standing alone. */
export const STAT_KINDS = [
  'ace',
  'attack',
  'block',
  'error',
  'service-error',
  'foul',
  'point',
  'timeout',
  // tennis: how a point was won or lost, and the first serve (a fault before the second serve)
  'winner',
  'double-fault',
  'unforced-error',
  'forced-error',
  'first-serve-fault',
] as const;
export type StatKind = (typeof STAT_KINDS)[number];

/** Stats attached to a point describe how it was won: errors, faults and fouls belong to the side that lost it. */
export const LOSER_STATS: ReadonlySet<StatKind> = new Set<StatKind>([
  'error',
  'service-error',
  'foul',
  'double-fault',
  'unforced-error',
  'forced-error',
]);

export const SNOOKER_BALLS = ['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'] as const;
export type SnookerBall = (typeof SNOOKER_BALLS)[number];

export interface ScoringError {
  /** Stable, machine-readable: clients translate it. */
  code: string;
  /** English explanation for logs and developers. */
  message: string;
}

export type Result<T> = { ok: true; state: T } | { ok: false; error: ScoringError };

/** How a finished match ended. `played` = decided by the rules of play. */
export type Outcome = 'played' | 'retired' | 'walkover' | 'default' | 'conceded';

export type MatchEvent =
  // tennis and every rally sport
  | { type: 'point'; side: Side; stat?: StatKind }
  // bowling: the side whose game the ball belongs to
  | { type: 'roll'; side: Side; pins: number; foul?: boolean; split?: boolean }
  // snooker: the player at the table is implicit
  | { type: 'pot'; ball: SnookerBall; count?: number }
  | { type: 'foul'; points: number; miss?: boolean }
  | { type: 'end-visit' }
  | { type: 'free-ball'; ball: SnookerBall }
  | { type: 'concede'; side?: Side }
  // every sport
  | { type: 'undo' }
  /**
   * A code violation. `side` is the OFFENDING side; the opponent is awarded `award`
   * ('point' by default; tennis also 'game'; volleyball sanctions are 'point').
   */
  | { type: 'penalty'; side: Side; award?: 'point' | 'game' }
  | { type: 'retire'; side: Side }
  | { type: 'walkover'; side: Side }
  | { type: 'default'; side: Side }
  | { type: 'stat'; side: Side; stat: StatKind }
  // sport extras
  /**
   * Who serves first in a game where the choice is free (game 1, the volleyball deciding-set toss);
   * in doubles also which player serves and receives first. With `correction: true` it records what
   * actually happened mid-game (e.g. a table tennis service-order correction, ITTF 2.14.1).
   */
  | FirstServerEvent
  | { type: 'timeout'; side: Side }
  | { type: 'expedite' };

export interface FirstServerEvent {
  type: 'first-server';
  side: Side;
  player?: 1 | 2;
  receiver?: 1 | 2;
  correction?: boolean;
}

export type MatchEventType = MatchEvent['type'];

export interface Period {
  home: number;
  away: number;
  /** Tiebreak points of a set decided by a tiebreak (tennis). */
  tiebreak?: { home: number; away: number };
}

export interface SideStats {
  /** Points (rallies, pots' points, pins) credited to this side by play or penalty. */
  pointsWon: number;
  /** Rally sports and tennis: points played while this side served / of those, won. */
  servePointsPlayed: number;
  servePointsWon: number;
  /** Longest run of consecutive points won (rally sports and tennis). */
  longestRun: number;
  /**
   * Tennis: serve points (finished) whose first serve was a fault, double faults included; the first-serve
   * percentage is (servePointsPlayed − firstServeFaults) / servePointsPlayed.
   */
  firstServeFaults: number;
  /** Counts of every stat kind recorded for this side (attached to a point or standalone). */
  aces: number;
  serviceErrors: number;
  counts: Record<StatKind, number>;
  /** Sport-specific figures: snooker breaks/centuries/highestBreak, bowling strikes/spares/fouls/splits. */
  extra: Record<string, number>;
}

export interface Summary {
  sport: Sport;
  status: 'not_started' | 'in_progress' | 'finished';
  winner: Side | null;
  /** null while the match is not finished. */
  outcome: Outcome | null;
  /** Sets, games or frames won; bowling: series pins. */
  score: { home: number; away: number };
  /** Every set, game or frame so far, the current one last; bowling: each game's total. */
  periods: Period[];
  /** The sport's in-progress detail (see each sport's README). */
  current: unknown;
  server: Side | null;
  /** Compact result text, home first, e.g. "7-6(5) 1-6 7-6(4) 4-6 13-12(3)". */
  text: string;
  stats: { home: SideStats; away: SideStats };
  /** Number of effective events (undone ones excluded). */
  eventCount: number;
}

export interface MatchOptions {
  sport: Sport;
  format?: Record<string, unknown>;
  firstServer?: Side;
}
