/**
 * Badminton (BWF Laws 7–11, 16; Alternative Laws 3×15): rally scoring, 21 by 2 capped at 30, best of 3,
 * service courts by the server's score, doubles positions. See README.md.
 */
import type { FormatResult, SportEngine } from '../../engine.js';
import {
  doublesPlayers,
  finish,
  formatReader,
  makeRallyEngine,
  readGameFormat,
  type Player,
  type RallyConfig,
  type RallyGame,
} from '../rally-core/index.js';

export interface BadmintonFormat {
  /** 'standard' (3×21, cap 30, interval at 11) or '3x15' (3×15, cap 21, interval at 8); sets the defaults below. */
  variant: 'standard' | '3x15';
  bestOf: number;
  target: number;
  winBy: number;
  cap: number | null;
  finalTarget: number;
  /** Interval when the leading score first reaches this in a game (null = none). */
  intervalAt: number | null;
  /** Change of ends in the deciding game when the leading score first reaches this (null = none). */
  switchEndsAt: number | null;
  doubles: boolean;
}

const KEYS = [
  'variant',
  'bestOf',
  'target',
  'winBy',
  'cap',
  'finalTarget',
  'intervalAt',
  'switchEndsAt',
  'doubles',
] as const;

const VARIANTS = {
  standard: { target: 21, cap: 30 },
  '3x15': { target: 15, cap: 21 },
} as const;

export function normalizeBadmintonFormat(
  raw: Record<string, unknown> | undefined,
): FormatResult<BadmintonFormat> {
  const r = formatReader(raw, KEYS);
  const variant = r.oneOf('variant', ['standard', '3x15'] as const, 'standard');
  const v = VARIANTS[variant];
  const g = readGameFormat(r, {
    bestOf: 3,
    target: v.target,
    winBy: 2,
    cap: (target, finalTarget) => (v.cap >= Math.max(target, finalTarget) ? v.cap : null),
  });
  const intervalAt = r.intOrNull('intervalAt', Math.ceil(g.target / 2), 1);
  const switchEndsAt = r.intOrNull('switchEndsAt', Math.ceil(g.finalTarget / 2), 1);
  const doubles = r.bool('doubles', false);
  return finish(r, { variant, ...g, intervalAt, switchEndsAt, doubles });
}

function config(f: BadmintonFormat): RallyConfig {
  return {
    bestOf: f.bestOf,
    target: f.target,
    winBy: f.winBy,
    cap: f.cap,
    finalTarget: f.finalTarget,
    serve: 'winner',
    serveEvery: 1,
    nextGameServer: 'winner',
    decidingToss: false,
    intervalAt: f.intervalAt,
    switchEndsAt: f.switchEndsAt,
    technicalTimeoutsAt: [],
    timeouts: false,
    timeoutsPerGame: null,
    timeoutsPerMatch: null,
    expedite: false,
    doubles: f.doubles ? 'badminton' : null,
  };
}

type Court = 'right' | 'left';

/** Badminton's extra `current` fields (see README.md). */
export interface BadmintonCurrentExtra {
  /** Court the server serves from (the receiver stands in the diagonally opposite court of the same name). */
  serveCourt: Court | null;
  /** Doubles only (null in singles): players 1 and 2 of each side. */
  servingPlayer: Player | null;
  receivingPlayer: Player | null;
  positions: { home: Record<Court, Player>; away: Record<Court, Player> } | null;
}

function current(g: RallyGame, c: RallyConfig): BadmintonCurrentExtra {
  const servingScore = g.server === 'home' ? g.h : g.a;
  const players = g.over ? null : doublesPlayers(c, g);
  const pos = (right: Player): Record<Court, Player> => ({ right, left: right === 1 ? 2 : 1 });
  return {
    serveCourt: g.over ? null : servingScore % 2 === 0 ? 'right' : 'left',
    servingPlayer: players?.serving ?? null,
    receivingPlayer: players?.receiving ?? null,
    positions: c.doubles ? { home: pos(g.rightH), away: pos(g.rightA) } : null,
  };
}

export const badmintonEngine: SportEngine<BadmintonFormat, RallyGame> = makeRallyEngine<BadmintonFormat>({
  sport: 'badminton',
  normalizeFormat: normalizeBadmintonFormat,
  config,
  current: (g, c) => current(g, c),
});
