/**
 * The generic rally score: any rally-scoring game configured by target, win-by, cap, best-of,
 * final-game target, service rule and change of ends. See README.md.
 */
import type { FormatResult, SportEngine } from '../../engine.js';
import {
  finish,
  formatReader,
  makeRallyEngine,
  readGameFormat,
  turnLength,
  type RallyConfig,
  type RallyGame,
} from '../rally-core/index.js';

export interface RallyFormat {
  bestOf: number;
  target: number;
  winBy: number;
  cap: number | null;
  finalTarget: number;
  /** 'winner': the rally winner serves next; 'alternate': the serve changes every `serveEvery` points (every point from deuce). */
  server: 'winner' | 'alternate';
  serveEvery: number;
  /** Change of ends in the deciding game when a side first reaches this (null = none). */
  switchEndsAt: number | null;
  /** Interval when the leading score first reaches this in any game (null = none). */
  intervalAt: number | null;
  /** Time-outs per side per game (null = not limited). */
  timeoutsPerGame: number | null;
}

const KEYS = [
  'bestOf',
  'target',
  'winBy',
  'cap',
  'finalTarget',
  'server',
  'serveEvery',
  'switchEndsAt',
  'intervalAt',
  'timeoutsPerGame',
] as const;

export function normalizeRallyFormat(raw: Record<string, unknown> | undefined): FormatResult<RallyFormat> {
  const r = formatReader(raw, KEYS);
  const g = readGameFormat(r, { bestOf: 3, target: 11, winBy: 2, cap: null });
  const server = r.oneOf('server', ['winner', 'alternate'] as const, 'winner');
  const serveEvery = r.int('serveEvery', 2, 1, 99);
  const switchEndsAt = r.intOrNull('switchEndsAt', null, 1);
  const intervalAt = r.intOrNull('intervalAt', null, 1);
  const timeoutsPerGame = r.intOrNull('timeoutsPerGame', null, 0, 99);
  return finish(r, { ...g, server, serveEvery, switchEndsAt, intervalAt, timeoutsPerGame });
}

function config(f: RallyFormat): RallyConfig {
  return {
    bestOf: f.bestOf,
    target: f.target,
    winBy: f.winBy,
    cap: f.cap,
    finalTarget: f.finalTarget,
    serve: f.server,
    serveEvery: f.serveEvery,
    // Winner-serves games give the next game's first serve to the game's winner; alternating ones to the
    // side that received first (as in table tennis).
    nextGameServer: f.server,
    decidingToss: false,
    intervalAt: f.intervalAt,
    switchEndsAt: f.switchEndsAt,
    technicalTimeoutsAt: [],
    timeouts: true,
    timeoutsPerGame: f.timeoutsPerGame,
    timeoutsPerMatch: null,
    expedite: false,
    doubles: null,
  };
}

/** The generic rally score's extra `current` fields (see README.md). */
export interface RallyCurrentExtra {
  /** Alternating service only: serves left in the current turn, this one included. */
  servesLeft: number | null;
  timeoutsLeft: { home: number; away: number } | null;
}

function current(g: RallyGame, c: RallyConfig): RallyCurrentExtra {
  const per = c.timeoutsPerGame;
  return {
    servesLeft: g.over || c.serve === 'winner' ? null : turnLength(c, g) - g.turnPoints,
    timeoutsLeft: per === null ? null : { home: Math.max(0, per - g.toH), away: Math.max(0, per - g.toA) },
  };
}

export const rallyEngine: SportEngine<RallyFormat, RallyGame> = makeRallyEngine<RallyFormat>({
  sport: 'rally',
  normalizeFormat: normalizeRallyFormat,
  config,
  current: (g, c) => current(g, c),
});
