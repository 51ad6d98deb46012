/**
 * Snooker (WPBSA Official Rules, Section 3): frames of 15 reds and six colours, best of N frames.
 * The player at the table is implicit: every pot, foul or end of visit belongs to the striker.
 * See README.md in this folder for the rules implemented, the format and the shape of `current`.
 */
import {
  fail,
  type EngineResult,
  type EngineSummary,
  type FormatResult,
  type SportEngine,
} from '../../engine.js';
import { SNOOKER_BALLS, type MatchEvent, type SnookerBall } from '../../events.js';
import { other, type Period, type Side } from '../../types.js';
import {
  MAX_FOUL,
  REDS,
  VALUE,
  ballOn,
  minFoul,
  pointsRemaining,
  snookersRequired,
  type BallOn,
  type Table,
} from './rules.js';

export interface SnookerFormat {
  /** Best of N frames, N odd: the match is won by the first to (N + 1) / 2 frames. */
  readonly bestOf: number;
}

export const DEFAULT_BEST_OF = 7;
const MAX_BEST_OF = 99;

interface Pair {
  readonly home: number;
  readonly away: number;
}

interface PlayerStats {
  /** Highest completed break. */
  readonly highestBreak: number;
  readonly centuries: number;
  readonly fouls: number;
  readonly misses: number;
  /** Balls potted (each red of a multiple pot counts, a free ball counts). */
  readonly pots: number;
}

export interface Break50 {
  readonly frame: number;
  readonly points: number;
}

export interface SnookerGame extends Table {
  /** Frames won. */
  readonly frames: Pair;
  /** Points of every finished frame. */
  readonly done: readonly Pair[];
  /** Who broke off the current frame (alternates frame by frame). */
  readonly breaker: Side;
  /** The player at the table. */
  readonly striker: Side;
  /** Points of the current frame. */
  readonly points: Pair;
  /** The striker's current break. */
  readonly brk: number;
  /** The previous stroke was a foul by this side: the other player may take a free ball, or send it back. */
  readonly foulBy: Side | null;
  /** Consecutive fouls-and-misses by `missBy` (the referee warns after the second). */
  readonly misses: number;
  readonly missBy: Side | null;
  readonly started: boolean;
  readonly stats: { readonly home: PlayerStats; readonly away: PlayerStats };
  /** Breaks of 50 or more, in the order made. */
  readonly breaks: { readonly home: readonly Break50[]; readonly away: readonly Break50[] };
}

export interface SnookerCurrent {
  /** Number of the current frame (the last frame once the match is over). */
  frame: number;
  breaker: Side;
  /** The player at the table (null once the match is over). */
  striker: Side | null;
  /** The ball on: 'red', 'colour' (any colour after a red), or the colour due in the colours phase; null when over. */
  ball: BallOn | null;
  reds: number;
  /** Colours still on the table after the reds phase order (all six while reds remain). */
  colours: SnookerBall[];
  break: number;
  points: { home: number; away: number };
  remaining: number;
  snookersRequired: { home: number; away: number };
  respottedBlack: boolean;
  /** True right after a foul: the incoming player may nominate a free ball (if the referee calls one). */
  freeBall: boolean;
  /** The side that committed the previous stroke's foul (only right after it). */
  foulBy?: Side;
  /** Smallest foul value the striker can concede now: max(4, value of the ball on). */
  foulMin: number;
  /** Consecutive misses of the last offender (a third one after a warning may award the frame: referee's call). */
  misses: number;
  breaks50: { home: Break50[]; away: Break50[] };
}

const ZERO: Pair = { home: 0, away: 0 };
const NO_STATS: PlayerStats = { highestBreak: 0, centuries: 0, fouls: 0, misses: 0, pots: 0 };

const target = (f: SnookerFormat): number => (f.bestOf + 1) / 2;
const add = (p: Pair, side: Side, n: number): Pair => ({ ...p, [side]: p[side] + n });
const isSide = (v: unknown): v is Side => v === 'home' || v === 'away';
const isBall = (v: unknown): v is SnookerBall => (SNOOKER_BALLS as readonly unknown[]).includes(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

function matchOver(g: SnookerGame, f: SnookerFormat): boolean {
  const t = target(f);
  return g.frames.home >= t || g.frames.away >= t;
}

function newFrame(
  breaker: Side,
): Pick<
  SnookerGame,
  | 'breaker'
  | 'striker'
  | 'points'
  | 'reds'
  | 'colourDue'
  | 'next'
  | 'respotted'
  | 'brk'
  | 'foulBy'
  | 'misses'
  | 'missBy'
> {
  return {
    breaker,
    striker: breaker,
    points: ZERO,
    reds: REDS,
    colourDue: false,
    next: 2,
    respotted: false,
    brk: 0,
    foulBy: null,
    misses: 0,
    missBy: null,
  };
}

/** Close the striker's break: highest break, centuries and the 50+ list. */
function endBreak(g: SnookerGame): SnookerGame {
  if (g.brk === 0) return g;
  const side = g.striker;
  const s = g.stats[side];
  const stats: PlayerStats = {
    ...s,
    highestBreak: Math.max(s.highestBreak, g.brk),
    centuries: s.centuries + (g.brk >= 100 ? 1 : 0),
  };
  const breaks =
    g.brk >= 50
      ? { ...g.breaks, [side]: [...g.breaks[side], { frame: g.done.length + 1, points: g.brk }] }
      : g.breaks;
  return { ...g, brk: 0, stats: { ...g.stats, [side]: stats }, breaks };
}

/** The frame is over: credit it to `winner`; start the next one unless the match is decided. */
function endFrame(g0: SnookerGame, winner: Side, f: SnookerFormat): SnookerGame {
  const g = endBreak(g0);
  const frames = add(g.frames, winner, 1);
  const done = [...g.done, g.points];
  const ended: SnookerGame = { ...g, frames, done, foulBy: null };
  if (frames[winner] >= target(f)) return ended;
  return { ...ended, ...newFrame(other(g.breaker)) };
}

/** After the last black (potted, or fouled with only the black left): level scores re-spot the black. */
function afterLastBlack(g: SnookerGame, f: SnookerFormat): SnookerGame {
  const { home, away } = g.points;
  if (home === away)
    return { ...endBreak(g), respotted: true, next: 7, reds: 0, colourDue: false, foulBy: null };
  return endFrame(g, home > away ? 'home' : 'away', f);
}

function countPot(g: SnookerGame, n: number): SnookerGame['stats'] {
  const s = g.stats[g.striker];
  return { ...g.stats, [g.striker]: { ...s, pots: s.pots + n } };
}

function pot(
  g: SnookerGame,
  e: { ball: unknown; count?: unknown },
  f: SnookerFormat,
): EngineResult<SnookerGame> {
  if (!isBall(e.ball)) return fail('invalid_ball', `ball must be one of ${SNOOKER_BALLS.join(', ')}`);
  const ball = e.ball;
  const count = e.count === undefined ? 1 : e.count;
  if (!isInt(count) || count < 1) return fail('invalid_count', 'count is a whole number of reds, at least 1');
  if (count > 1 && ball !== 'red') return fail('invalid_count', 'only reds can be potted several at a time');
  const on = ballOn(g);
  const side = g.striker;
  const base = { ...g, started: true, foulBy: null, misses: 0, missBy: null };
  if (on === 'red') {
    if (ball !== 'red') return fail('wrong_ball', `a red is on, not the ${ball}`);
    if (count > g.reds) return fail('invalid_count', `only ${g.reds} red(s) left on the table`);
    return {
      ok: true,
      game: {
        ...base,
        reds: g.reds - count,
        colourDue: true,
        points: add(g.points, side, count),
        brk: g.brk + count,
        stats: countPot(g, count),
      },
      scored: side,
      points: count,
    };
  }
  if (ball === 'red') return fail('wrong_ball', on === 'colour' ? 'a colour is on' : `the ${on} is on`);
  const v = VALUE[ball];
  const next: SnookerGame = {
    ...base,
    points: add(g.points, side, v),
    brk: g.brk + v,
    stats: countPot(g, 1),
  };
  if (on === 'colour') {
    // Any colour; it is re-spotted. After the colour of the last red the colours phase starts at yellow.
    return { ok: true, game: { ...next, colourDue: false }, scored: side, points: v };
  }
  if (ball !== on) return fail('wrong_ball', `the ${on} is on, not the ${ball}`);
  if (g.respotted) return { ok: true, game: endFrame(next, side, f), scored: side, points: v };
  const game = { ...next, next: g.next + 1 };
  return { ok: true, game: v === 7 ? afterLastBlack(game, f) : game, scored: side, points: v };
}

function foul(
  g: SnookerGame,
  e: { points: unknown; miss?: unknown },
  f: SnookerFormat,
): EngineResult<SnookerGame> {
  const min = minFoul(g);
  if (!isInt(e.points) || e.points < min || e.points > MAX_FOUL) {
    return fail(
      'invalid_foul',
      `a foul is worth ${min} to ${MAX_FOUL} points now (max(4, value of the ball on))`,
    );
  }
  const p = e.points;
  const offender = g.striker;
  const receiver = other(offender);
  const miss = e.miss === true;
  const ended = endBreak(g);
  const s = ended.stats[offender];
  const game: SnookerGame = {
    ...ended,
    started: true,
    points: add(g.points, receiver, p),
    striker: receiver,
    colourDue: false,
    foulBy: offender,
    misses: miss ? (g.missBy === offender ? g.misses + 1 : 1) : 0,
    missBy: miss ? offender : null,
    stats: { ...ended.stats, [offender]: { ...s, fouls: s.fouls + 1, misses: s.misses + (miss ? 1 : 0) } },
  };
  if (g.respotted) return { ok: true, game: endFrame(game, receiver, f), scored: receiver, points: p };
  const blackOnly = g.reds === 0 && !g.colourDue && g.next === 7;
  return { ok: true, game: blackOnly ? afterLastBlack(game, f) : game, scored: receiver, points: p };
}

function freeBall(g: SnookerGame, e: { ball: unknown }): EngineResult<SnookerGame> {
  if (!isBall(e.ball)) return fail('invalid_ball', `ball must be one of ${SNOOKER_BALLS.join(', ')}`);
  if (g.foulBy === null || g.foulBy === g.striker) {
    return fail(
      'free_ball_not_allowed',
      'a free ball is only given to the incoming player right after a foul',
    );
  }
  const on = ballOn(g);
  const ball = e.ball;
  const side = g.striker;
  if (ball === 'red' || ball === on) return fail('wrong_ball', `the ${ball} is the ball on, not a free ball`);
  if (on === 'red') {
    // Nominated as a red: it scores 1, is re-spotted, and a colour follows.
    const game = {
      ...g,
      started: true,
      foulBy: null,
      misses: 0,
      missBy: null,
      colourDue: true,
      points: add(g.points, side, 1),
      brk: g.brk + 1,
      stats: countPot(g, 1),
    };
    return { ok: true, game, scored: side, points: 1 };
  }
  // Colours phase: any colour still on the table above the ball on; it scores the value of the ball on.
  if (on === 'colour' || VALUE[ball] < g.next) return fail('wrong_ball', `the ${ball} is not on the table`);
  const v = g.next;
  const game = {
    ...g,
    started: true,
    foulBy: null,
    misses: 0,
    missBy: null,
    points: add(g.points, side, v),
    brk: g.brk + v,
    stats: countPot(g, 1),
  };
  return { ok: true, game, scored: side, points: v };
}

function apply(g: SnookerGame, event: MatchEvent, f: SnookerFormat): EngineResult<SnookerGame> {
  if (event.type === 'stat') return { ok: true, game: g };
  if (matchOver(g, f)) return fail('match_over', 'the match is over');
  switch (event.type) {
    case 'pot':
      return pot(g, event, f);
    case 'foul':
      return foul(g, event, f);
    case 'free-ball':
      return freeBall(g, event);
    case 'end-visit': {
      // Miss or safety: the other player comes to the table. Right after a foul this is also how the
      // non-offender asks the offender to play again (same table state, no free ball for the offender).
      const ended = endBreak(g);
      const keep = g.foulBy !== null;
      const game: SnookerGame = {
        ...ended,
        started: true,
        striker: other(g.striker),
        colourDue: false,
        foulBy: null,
        misses: keep ? g.misses : 0,
        missBy: keep ? g.missBy : null,
      };
      return { ok: true, game };
    }
    case 'concede': {
      const side = event.side === undefined ? g.striker : event.side;
      if (!isSide(side)) return fail('invalid_side', "side must be 'home' or 'away'");
      return { ok: true, game: endFrame({ ...g, started: true }, other(side), f) };
    }
    default:
      return fail('unsupported_event', `snooker does not take '${event.type}' events`);
  }
}

function colours(g: SnookerGame): SnookerBall[] {
  if (g.respotted) return ['black'];
  const from = g.reds > 0 || g.colourDue ? 2 : g.next;
  return SNOOKER_BALLS.filter((b) => b !== 'red' && VALUE[b] >= from);
}

function current(g: SnookerGame, f: SnookerFormat): SnookerCurrent {
  const over = matchOver(g, f);
  const c: SnookerCurrent = {
    frame: over ? g.done.length : g.done.length + 1,
    breaker: g.breaker,
    striker: over ? null : g.striker,
    ball: over ? null : ballOn(g),
    reds: g.reds,
    colours: colours(g),
    break: g.brk,
    points: over ? { ...(g.done[g.done.length - 1] ?? ZERO) } : { ...g.points },
    remaining: over ? 0 : pointsRemaining(g),
    snookersRequired: over
      ? { home: 0, away: 0 }
      : {
          home: snookersRequired(g.points.home, g.points.away, g),
          away: snookersRequired(g.points.away, g.points.home, g),
        },
    respottedBlack: !over && g.respotted,
    freeBall: !over && g.foulBy !== null && g.foulBy !== g.striker,
    foulMin: minFoul(g),
    misses: g.misses,
    breaks50: { home: g.breaks.home.map((b) => ({ ...b })), away: g.breaks.away.map((b) => ({ ...b })) },
  };
  if (!over && g.foulBy !== null) c.foulBy = g.foulBy;
  return c;
}

function summarize(g: SnookerGame, f: SnookerFormat): EngineSummary {
  const over = matchOver(g, f);
  const periods: Period[] = g.done.map((p) => ({ home: p.home, away: p.away }));
  if (!over) periods.push({ home: g.points.home, away: g.points.away });
  const frames = `${g.frames.home}-${g.frames.away}`;
  return {
    score: { home: g.frames.home, away: g.frames.away },
    periods,
    current: current(g, f),
    server: over ? null : g.striker,
    text: over ? frames : `${frames} (${g.points.home}-${g.points.away})`,
  };
}

function normalizeFormat(format: Record<string, unknown> | undefined): FormatResult<SnookerFormat> {
  const input = format ?? {};
  for (const key of Object.keys(input)) {
    if (key !== 'bestOf') return fail('invalid_format', `snooker format has no key '${key}' (only bestOf)`);
  }
  const bestOf = input.bestOf === undefined ? DEFAULT_BEST_OF : input.bestOf;
  if (!isInt(bestOf) || bestOf < 1 || bestOf > MAX_BEST_OF || bestOf % 2 === 0) {
    return fail('invalid_format', `bestOf must be an odd whole number from 1 to ${MAX_BEST_OF}`);
  }
  return { ok: true, format: { bestOf } };
}

export const snookerEngine: SportEngine<SnookerFormat, SnookerGame> = {
  sport: 'snooker',
  normalizeFormat,
  init: (_format, firstServer) => ({
    frames: ZERO,
    done: [],
    ...newFrame(firstServer),
    started: false,
    stats: { home: NO_STATS, away: NO_STATS },
    breaks: { home: [], away: [] },
  }),
  apply,
  winner: (g, f) => {
    const t = target(f);
    return g.frames.home >= t ? 'home' : g.frames.away >= t ? 'away' : null;
  },
  started: (g) => g.started,
  server: (g, f) => (matchOver(g, f) ? null : g.striker),
  summarize,
  extraStats: (g) => {
    const one = (side: Side): Record<string, number> => {
      const s = g.stats[side];
      return {
        highestBreak: s.highestBreak,
        breaks50: g.breaks[side].length,
        centuries: s.centuries,
        fouls: s.fouls,
        misses: s.misses,
        pots: s.pots,
        framesWon: g.frames[side],
      };
    };
    return { home: one('home'), away: one('away') };
  },
};
