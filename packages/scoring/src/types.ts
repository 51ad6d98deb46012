/** The public vocabulary of the scoring package. Every screen reads `Summary`; every client sends `MatchEvent` (events.ts). */

import type { StatKind } from './events.js';

export const SIDES = ['home', 'away'] as const;
export type Side = (typeof SIDES)[number];
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

export interface ScoringError {
  /** Stable, machine-readable: clients translate it. */
  code: string;
  /** English explanation for logs and developers. */
  message: string;
}

export type Result<T> = { ok: true; state: T } | { ok: false; error: ScoringError };

/** How a finished match ended. `played` = decided by the rules of play. */
export type Outcome = 'played' | 'retired' | 'walkover' | 'default' | 'conceded';

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
