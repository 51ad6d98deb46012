/**
 * Ten-pin bowling (USBC Playing Rules; World Bowling current-frame scoring as an option): each side bowls its
 * own series of games; a roll names the side whose game it belongs to. Ties of the series are broken by a
 * one-ball roll-off. See README.md in this folder for the format and the shape of `current`.
 */
import { fail, type EngineResult, type EngineSummary, type SportEngine } from '../../engine.js';
import type { MatchEvent } from '../../events.js';
import { other, type Period, type Side } from '../../types.js';
import { normalizeFormat, type BowlingFormat } from './format.js';
import {
  position,
  tally,
  walk,
  type BowlingFrame,
  type Delivery,
  type GameView,
  type Position,
} from './lane.js';

export type { BowlingFormat } from './format.js';
export type { BowlingFrame, Delivery, Scoring } from './lane.js';

export interface BowlingGame {
  /** The side that leads off (firstServer): it bowls first when both have bowled as many frames. */
  readonly lead: Side;
  /** Each side's games started so far, each game its deliveries. */
  readonly home: readonly (readonly Delivery[])[];
  readonly away: readonly (readonly Delivery[])[];
  /** Where each side's next delivery goes in its last started game (derived, kept to avoid rescanning). */
  readonly at: { readonly home: Position; readonly away: Position };
  /** One-ball roll-off after a tied series: pins of each ball, round by round. */
  readonly rollOff: { readonly home: readonly number[]; readonly away: readonly number[] } | null;
}

export interface BowlingCurrent {
  /** The highest game number either side has started (1 before any ball). */
  game: number;
  /** Each side's game on display: its last started game (a finished game stays until the next one starts). */
  games: { home: number; away: number };
  /** Ten frames of each side's game on display. */
  frames: { home: BowlingFrame[]; away: BowlingFrame[] };
  /** Live (resolved) scratch score of each side's game on display. */
  gameScore: { home: number; away: number };
  /** Pins standing for each side's next delivery. */
  standing: { home: number; away: number };
  /** The side has bowled its whole series. */
  finished: { home: boolean; away: boolean };
  /** Handicap pins per game. */
  handicap: { home: number; away: number };
  /** The side expected to bowl next (same as `server`). */
  bowler: Side | null;
  /** Present once a tied series goes to the roll-off. */
  rollOff?: { home: number[]; away: number[] };
}

const isSide = (v: unknown): v is Side => v === 'home' || v === 'away';
const EMPTY: readonly Delivery[] = [];
const view = (ds: readonly Delivery[], f: BowlingFormat): GameView => walk(ds, f.scoring);
const START: Position = { complete: false, standing: 10, fresh: true, framesDone: 0, midFrame: false };

const lastGame = (g: BowlingGame, side: Side): readonly Delivery[] => g[side][g[side].length - 1] ?? EMPTY;

function finished(g: BowlingGame, side: Side, f: BowlingFormat): boolean {
  return g[side].length === f.games && g.at[side].complete;
}

/** A game's total for the series: resolved scratch, plus the handicap once the side has bowled in it. */
function gameTotal(ds: readonly Delivery[] | undefined, side: Side, f: BowlingFormat): number {
  if (!ds || ds.length === 0) return 0;
  return tally(ds, f.scoring).score + f.handicap[side];
}

function seriesTotal(g: BowlingGame, side: Side, f: BowlingFormat): number {
  let t = 0;
  for (const ds of g[side]) t += gameTotal(ds, side, f);
  return t;
}

function rollOffWinner(g: BowlingGame): Side | null {
  if (!g.rollOff) return null;
  const { home, away } = g.rollOff;
  const rounds = Math.min(home.length, away.length);
  for (let i = 0; i < rounds; i++) {
    const h = home[i] as number;
    const a = away[i] as number;
    if (h !== a) return h > a ? 'home' : 'away';
  }
  return null;
}

/** The winner given both series totals (computed once by the caller). */
function decide(g: BowlingGame, f: BowlingFormat, h: number, a: number): Side | null {
  if (!finished(g, 'home', f) || !finished(g, 'away', f)) return null;
  if (h !== a) return h > a ? 'home' : 'away';
  return rollOffWinner(g);
}

function winner(g: BowlingGame, f: BowlingFormat): Side | null {
  if (!finished(g, 'home', f) || !finished(g, 'away', f)) return null;
  return decide(g, f, seriesTotal(g, 'home', f), seriesTotal(g, 'away', f));
}

type Roll = Extract<MatchEvent, { type: 'roll' }>;

function roll(g: BowlingGame, e: Roll, f: BowlingFormat): EngineResult<BowlingGame> {
  const side = e.side;
  if (!isSide(side)) return fail('invalid_side', "side must be 'home' or 'away'");
  const pins = e.pins;
  if (typeof pins !== 'number' || !Number.isInteger(pins) || pins < 0 || pins > 10) {
    return fail('invalid_pins', 'pins must be a whole number from 0 to 10');
  }
  const foul = e.foul === true;
  const split = e.split === true;
  if (winner(g, f) !== null) return fail('match_over', 'the match is over');

  const games = g[side];
  const current = games[games.length - 1];
  let next = g.at[side];
  const startNew = !current || next.complete;
  if (current && next.complete) {
    if (games.length >= f.games) return rollOffBall(g, side, pins, foul, split, f);
    next = START;
  }
  if (pins > next.standing) {
    return fail('invalid_pins', `only ${next.standing} pin(s) are standing for ${side}'s next delivery`);
  }
  if (split && (!next.fresh || foul || pins < 1 || pins > 8)) {
    return fail(
      'invalid_split',
      'a split is marked on a legal first ball at a full rack that leaves 2+ pins',
    );
  }
  const d: Delivery = {
    pins: foul ? 0 : pins,
    ...(foul ? { foul: true as const } : {}),
    ...(split ? { split: true as const } : {}),
  };
  const played = startNew ? [d] : [...(current as readonly Delivery[]), d];
  const nextGames = startNew ? [...games, played] : [...games.slice(0, -1), played];
  const game: BowlingGame = { ...g, [side]: nextGames, at: { ...g.at, [side]: position(played, f.scoring) } };
  return d.pins > 0 ? { ok: true, game, scored: side, points: d.pins } : { ok: true, game };
}

/** After a tied series each side rolls one ball per round until a round differs (pins are not added to the score). */
function rollOffBall(
  g: BowlingGame,
  side: Side,
  pins: number,
  foul: boolean,
  split: boolean,
  f: BowlingFormat,
): EngineResult<BowlingGame> {
  const opp = other(side);
  if (!finished(g, opp, f) || seriesTotal(g, 'home', f) !== seriesTotal(g, 'away', f)) {
    return fail('side_finished', `${side} has bowled all ${f.games} game(s) of the series`);
  }
  if (split) return fail('invalid_split', 'no split mark in a roll-off');
  const ro = g.rollOff ?? { home: [], away: [] };
  if (ro[side].length > ro[opp].length)
    return fail('wait_for_opponent', `${opp} rolls this round of the roll-off first`);
  return { ok: true, game: { ...g, rollOff: { ...ro, [side]: [...ro[side], foul ? 0 : pins] } } };
}

function apply(g: BowlingGame, event: MatchEvent, f: BowlingFormat): EngineResult<BowlingGame> {
  if (event.type === 'stat') return { ok: true, game: g };
  if (event.type === 'roll') return roll(g, event, f);
  return fail('unsupported_event', `bowling does not take '${event.type}' events`);
}

const server = (g: BowlingGame, f: BowlingFormat): Side | null => nextBowler(g, f, winner(g, f));

function nextBowler(g: BowlingGame, f: BowlingFormat, decided: Side | null): Side | null {
  const fin = { home: finished(g, 'home', f), away: finished(g, 'away', f) };
  if (fin.home && fin.away) {
    if (decided !== null) return null;
    const ro = g.rollOff ?? { home: [], away: [] };
    if (ro.home.length !== ro.away.length) return ro.home.length < ro.away.length ? 'home' : 'away';
    return g.lead;
  }
  if (fin.home) return 'away';
  if (fin.away) return 'home';
  const progress = (side: Side): { frames: number; mid: boolean } => {
    const games = g[side];
    const cur = games[games.length - 1];
    if (!cur) return { frames: 0, mid: false };
    const v = g.at[side];
    return { frames: (games.length - 1) * 10 + v.framesDone, mid: v.midFrame };
  };
  const h = progress('home');
  const a = progress('away');
  if (h.mid !== a.mid) return h.mid ? 'home' : 'away';
  if (h.frames !== a.frames) return h.frames < a.frames ? 'home' : 'away';
  return g.lead;
}

function summarize(g: BowlingGame, f: BowlingFormat): EngineSummary {
  const count = Math.max(g.home.length, g.away.length, 1);
  const periods: Period[] = [];
  for (let i = 0; i < count; i++) {
    periods.push({ home: gameTotal(g.home[i], 'home', f), away: gameTotal(g.away[i], 'away', f) });
  }
  const score = {
    home: periods.reduce((s, p) => s + p.home, 0),
    away: periods.reduce((s, p) => s + p.away, 0),
  };
  const hv = view(lastGame(g, 'home'), f);
  const av = view(lastGame(g, 'away'), f);
  const bowler = nextBowler(g, f, decide(g, f, score.home, score.away));
  const current: BowlingCurrent = {
    game: count,
    games: { home: Math.max(g.home.length, 1), away: Math.max(g.away.length, 1) },
    frames: { home: hv.frames, away: av.frames },
    gameScore: { home: hv.score, away: av.score },
    standing: { home: hv.standing, away: av.standing },
    finished: { home: finished(g, 'home', f), away: finished(g, 'away', f) },
    handicap: { home: f.handicap.home, away: f.handicap.away },
    bowler,
  };
  let text = `${score.home}-${score.away}`;
  if (f.games > 1) text += ` (${periods.map((p) => `${p.home}-${p.away}`).join(' ')})`;
  if (g.rollOff) {
    current.rollOff = { home: [...g.rollOff.home], away: [...g.rollOff.away] };
    text += ` roll-off ${g.rollOff.home.join('/') || '-'} ${g.rollOff.away.join('/') || '-'}`;
  }
  return { score, periods, current, server: bowler, text };
}

function extraStats(
  g: BowlingGame,
  f: BowlingFormat,
): { home: Record<string, number>; away: Record<string, number> } {
  const one = (side: Side): Record<string, number> => {
    let strikes = 0;
    let spares = 0;
    let fouls = 0;
    let splits = 0;
    let highGame = 0;
    let gamesDone = 0;
    let scratch = 0;
    for (const ds of g[side]) {
      const v = tally(ds, f.scoring);
      strikes += v.strikes;
      spares += v.spares;
      fouls += v.fouls;
      splits += v.splits;
      scratch += v.score;
      if (v.complete) {
        gamesDone++;
        highGame = Math.max(highGame, v.score);
      }
    }
    return { strikes, spares, fouls, splits, highGame, games: gamesDone, scratch };
  };
  return { home: one('home'), away: one('away') };
}

export const bowlingEngine: SportEngine<BowlingFormat, BowlingGame> = {
  sport: 'bowling',
  normalizeFormat,
  init: (_format, firstServer) => ({
    lead: firstServer,
    home: [],
    away: [],
    at: { home: START, away: START },
    rollOff: null,
  }),
  apply,
  winner,
  started: (g) => g.home.length > 0 || g.away.length > 0,
  server,
  summarize,
  extraStats,
};
