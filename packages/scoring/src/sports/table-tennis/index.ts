/**
 * Table tennis (ITTF Laws 2.11–2.15): games to 11 by 2 without cap, best of 5 (3, 7 …), service
 * changing every 2 points (every point from 10-10 and under the expedite system), ends in the deciding
 * game at 5, the doubles service order. See README.md.
 */
import type { FormatResult, SportEngine } from '../../engine.js';
import {
  doublesPlayers,
  finish,
  formatReader,
  makeRallyEngine,
  readGameFormat,
  turnLength,
  type Player,
  type RallyConfig,
  type RallyGame,
} from '../rally-core/index.js';

export interface TableTennisFormat {
  bestOf: number;
  target: number;
  winBy: number;
  cap: number | null;
  finalTarget: number;
  /** Change of ends in the deciding game when a side first reaches this (null = none). */
  switchEndsAt: number | null;
  doubles: boolean;
  /** Time-outs each side may claim in the match (ITTF 3.4.4.1: one). */
  timeoutsPerMatch: number;
}

const KEYS = [
  'bestOf',
  'target',
  'winBy',
  'cap',
  'finalTarget',
  'switchEndsAt',
  'doubles',
  'timeoutsPerMatch',
] as const;

export function normalizeTableTennisFormat(
  raw: Record<string, unknown> | undefined,
): FormatResult<TableTennisFormat> {
  const r = formatReader(raw, KEYS);
  const g = readGameFormat(r, { bestOf: 5, target: 11, winBy: 2, cap: null });
  const switchEndsAt = r.intOrNull('switchEndsAt', Math.floor(g.finalTarget / 2) || null, 1);
  const doubles = r.bool('doubles', false);
  const timeoutsPerMatch = r.int('timeoutsPerMatch', 1, 0, 99);
  return finish(r, { ...g, switchEndsAt, doubles, timeoutsPerMatch });
}

function config(f: TableTennisFormat): RallyConfig {
  return {
    bestOf: f.bestOf,
    target: f.target,
    winBy: f.winBy,
    cap: f.cap,
    finalTarget: f.finalTarget,
    serve: 'alternate',
    serveEvery: 2,
    nextGameServer: 'alternate',
    decidingToss: false,
    intervalAt: null,
    switchEndsAt: f.switchEndsAt,
    technicalTimeoutsAt: [],
    timeouts: true,
    timeoutsPerGame: null,
    timeoutsPerMatch: f.timeoutsPerMatch,
    expedite: true,
    doubles: f.doubles ? 'table-tennis' : null,
  };
}

/** Table tennis's extra `current` fields (see README.md). */
export interface TableTennisCurrentExtra {
  /** Serves left in the current server's turn, this one included (2 or 1; 1 from 10-10 or under expedite). */
  servesLeft: number | null;
  expedite: boolean;
  /** Doubles only (null in singles): player 1 or 2 of the serving and of the receiving side. */
  servingPlayer: Player | null;
  receivingPlayer: Player | null;
  timeoutsLeft: { home: number; away: number };
}

function current(g: RallyGame, c: RallyConfig): TableTennisCurrentExtra {
  const players = g.over ? null : doublesPlayers(c, g);
  const per = c.timeoutsPerMatch ?? 0;
  return {
    servesLeft: g.over ? null : turnLength(c, g) - g.turnPoints,
    expedite: g.expedite,
    servingPlayer: players?.serving ?? null,
    receivingPlayer: players?.receiving ?? null,
    timeoutsLeft: { home: Math.max(0, per - g.toMH), away: Math.max(0, per - g.toMA) },
  };
}

export const tableTennisEngine: SportEngine<TableTennisFormat, RallyGame> =
  makeRallyEngine<TableTennisFormat>({
    sport: 'table-tennis',
    normalizeFormat: normalizeTableTennisFormat,
    config,
    current: (g, c) => current(g, c),
  });
