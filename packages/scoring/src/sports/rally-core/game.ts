/**
 * The rally-scoring state machine shared by badminton, volleyball, table tennis and the generic `rally`
 * score: games to `target` (the deciding game to `finalTarget`) won by `winBy`, optionally capped,
 * best of `bestOf`; who serves, which end each side plays from, intervals and time-outs. What each event
 * does to it is in apply.ts.
 * Pure and immutable: every function returns a new state and never mutates its input.
 */
import { other, type Period, type Side } from '../../types.js';

export type End = 'near' | 'far';
export type Player = 1 | 2;

/** The rules one sport's format turns into. Built by each sport from its normalized format. */
export interface RallyConfig {
  bestOf: number;
  target: number;
  winBy: number;
  cap: number | null;
  /** Target of the deciding (last possible) game. */
  finalTarget: number;
  /** 'winner': the rally winner serves next; 'alternate': the serve changes every `serveEvery` points. */
  serve: 'winner' | 'alternate';
  serveEvery: number;
  /** First server of the next game: the game's winner, or the side that received first in this game. */
  nextGameServer: 'winner' | 'alternate';
  /** The deciding game's first server is decided by a new toss (volleyball). Default: game 1's first server. */
  decidingToss: boolean;
  /** Interval when the leading score first reaches this, in every game. */
  intervalAt: number | null;
  /** Change of ends when the leading score first reaches this, in the deciding game. */
  switchEndsAt: number | null;
  /** Technical time-outs when the leading score first reaches one of these, in non-deciding games. */
  technicalTimeoutsAt: readonly number[];
  /** Whether `timeout` events are accepted at all, and how many per side per game / per match (null = no limit). */
  timeouts: boolean;
  timeoutsPerGame: number | null;
  timeoutsPerMatch: number | null;
  /** Table tennis expedite system (2.15). */
  expedite: boolean;
  /** Doubles rotation to track: badminton service courts or the table tennis service order. */
  doubles: 'badminton' | 'table-tennis' | null;
}

/**
 * The state: flat and small, JSON-safe. `done` holds finished games; `h`/`a` the current game's points
 * (after the match ends they keep the last game's score, which is also the last of `done`).
 */
export interface RallyGame {
  readonly done: readonly Period[];
  readonly gh: number;
  readonly ga: number;
  readonly over: boolean;
  readonly h: number;
  readonly a: number;
  readonly server: Side;
  /** First server of the current game and of game 1. */
  readonly gameFirst: Side;
  readonly matchFirst: Side;
  /** Alternating service: turns completed in this game and points served in the current turn. */
  readonly turn: number;
  readonly turnPoints: number;
  readonly homeEnd: End;
  /** What the last point triggered. */
  readonly changeEnds: boolean;
  readonly interval: boolean;
  readonly technicalTimeout: boolean;
  readonly expedite: boolean;
  /** Time-outs taken in this game and in the match. */
  readonly toH: number;
  readonly toA: number;
  readonly toMH: number;
  readonly toMA: number;
  /** Badminton doubles: the player of each side standing in the right service court. */
  readonly rightH: Player;
  readonly rightA: Player;
  /**
   * Table tennis doubles: the service cycle of this game. Entries alternate sides starting with the side
   * that served first in the game; turn t is served by entry t%4 to entry (t+1)%4.
   */
  readonly order: readonly [Player, Player, Player, Player] | null;
}

export const isSide = (v: unknown): v is Side => v === 'home' || v === 'away';
export const isPlayer = (v: unknown): v is Player => v === 1 || v === 2;
export const otherPlayer = (p: Player): Player => (p === 1 ? 2 : 1);
const flip = (e: End): End => (e === 'near' ? 'far' : 'near');

export const gamesNeeded = (c: RallyConfig): number => (c.bestOf + 1) / 2;
export const gameNumber = (g: RallyGame): number => (g.over ? g.done.length : g.done.length + 1);
export const isDeciding = (c: RallyConfig, g: RallyGame): boolean => gameNumber(g) === c.bestOf;
export const gameTarget = (c: RallyConfig, g: RallyGame): number =>
  isDeciding(c, g) ? c.finalTarget : c.target;

/** True when a side with `s` points against `o` has won a game to `target`. */
export const wins = (c: RallyConfig, target: number, s: number, o: number): boolean =>
  (s >= target && s - o >= c.winBy) || (c.cap !== null && s >= c.cap);

export function matchWinner(g: RallyGame): Side | null {
  if (!g.over) return null;
  return g.gh > g.ga ? 'home' : 'away';
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A copy of `g` with the fields of `p` replaced. Written out field by field: on V8 an object spread of
 * this 23-field state costs microseconds, this costs tens of nanoseconds.
 */
export function patch(g: RallyGame, p: Partial<Mutable<RallyGame>>): RallyGame {
  return {
    done: p.done ?? g.done,
    gh: p.gh ?? g.gh,
    ga: p.ga ?? g.ga,
    over: p.over ?? g.over,
    h: p.h ?? g.h,
    a: p.a ?? g.a,
    server: p.server ?? g.server,
    gameFirst: p.gameFirst ?? g.gameFirst,
    matchFirst: p.matchFirst ?? g.matchFirst,
    turn: p.turn ?? g.turn,
    turnPoints: p.turnPoints ?? g.turnPoints,
    homeEnd: p.homeEnd ?? g.homeEnd,
    changeEnds: p.changeEnds ?? g.changeEnds,
    interval: p.interval ?? g.interval,
    technicalTimeout: p.technicalTimeout ?? g.technicalTimeout,
    expedite: p.expedite ?? g.expedite,
    toH: p.toH ?? g.toH,
    toA: p.toA ?? g.toA,
    toMH: p.toMH ?? g.toMH,
    toMA: p.toMA ?? g.toMA,
    rightH: p.rightH ?? g.rightH,
    rightA: p.rightA ?? g.rightA,
    order: p.order !== undefined ? p.order : g.order,
  };
}

export function initGame(c: RallyConfig, firstServer: Side): RallyGame {
  return {
    done: [],
    gh: 0,
    ga: 0,
    over: false,
    h: 0,
    a: 0,
    server: firstServer,
    gameFirst: firstServer,
    matchFirst: firstServer,
    turn: 0,
    turnPoints: 0,
    homeEnd: 'near',
    changeEnds: false,
    interval: false,
    technicalTimeout: false,
    expedite: false,
    toH: 0,
    toA: 0,
    toMH: 0,
    toMA: 0,
    rightH: 1,
    rightA: 1,
    order: c.doubles === 'table-tennis' ? [1, 1, 2, 2] : null,
  };
}

/** Deuce for alternating service: both sides one short of the target with win-by-2 or more. */
export const isDeuce = (c: RallyConfig, target: number, h: number, a: number): boolean =>
  c.winBy >= 2 && h >= target - 1 && a >= target - 1;

/** Points each server serves in the current turn (1 from deuce or under expedite). */
export const turnLength = (c: RallyConfig, g: RallyGame): number =>
  g.expedite || isDeuce(c, gameTarget(c, g), g.h, g.a) ? 1 : c.serveEvery;

/** One point to `side` (a rally won, or a penalty point). */
export function scorePoint(c: RallyConfig, g: RallyGame, side: Side): RallyGame {
  const h = g.h + (side === 'home' ? 1 : 0);
  const a = g.a + (side === 'away' ? 1 : 0);
  const target = gameTarget(c, g);
  if (side === 'home' ? wins(c, target, h, a) : wins(c, target, a, h)) return endGame(c, g, h, a, side);

  let { server, turn, turnPoints, homeEnd, rightH, rightA, order } = g;
  if (c.serve === 'winner') {
    // Badminton doubles: winning on one's own serve, the serving pair swaps courts; otherwise nobody moves.
    if (c.doubles === 'badminton' && side === g.server) {
      if (side === 'home') rightH = otherPlayer(rightH);
      else rightA = otherPlayer(rightA);
    }
    server = side;
  } else {
    turnPoints += 1;
    const k = g.expedite || isDeuce(c, target, h, a) ? 1 : c.serveEvery;
    if (turnPoints >= k) {
      turn += 1;
      turnPoints = 0;
      server = other(server);
    }
  }

  let changeEnds = false;
  let interval = false;
  let technicalTimeout = false;
  const before = Math.max(g.h, g.a);
  const lead = Math.max(h, a);
  if (lead > before) {
    // The leading score has just reached `lead` for the first time in this game.
    const deciding = isDeciding(c, g);
    if (lead === c.intervalAt) interval = true;
    if (deciding && lead === c.switchEndsAt) {
      changeEnds = true;
      homeEnd = flip(homeEnd);
      // Table tennis doubles, last possible game: the pair due to receive next changes its receiving order.
      if (order) order = swapReceivers(order, turn);
    }
    if (!deciding && c.technicalTimeoutsAt.includes(lead)) technicalTimeout = true;
  }
  return patch(g, {
    h,
    a,
    server,
    turn,
    turnPoints,
    homeEnd,
    rightH,
    rightA,
    order,
    changeEnds,
    interval,
    technicalTimeout,
  });
}

function swapReceivers(
  order: readonly [Player, Player, Player, Player],
  turn: number,
): [Player, Player, Player, Player] {
  // Entries i = (turn+1)%4 and j = (turn+3)%4 (the two players of the receiving pair) trade places.
  const [p0, p1, p2, p3] = order;
  return turn % 2 === 0 ? [p0, p3, p2, p1] : [p2, p1, p0, p3];
}

/** The current game ends `h`-`a`, won by `winner`: record it and start the next game or end the match. */
function endGame(c: RallyConfig, g: RallyGame, h: number, a: number, winner: Side): RallyGame {
  const done = [...g.done, { home: h, away: a }];
  const gh = g.gh + (winner === 'home' ? 1 : 0);
  const ga = g.ga + (winner === 'away' ? 1 : 0);
  const need = gamesNeeded(c);
  if (gh >= need || ga >= need) {
    return patch(g, {
      done,
      gh,
      ga,
      h,
      a,
      over: true,
      changeEnds: false,
      interval: false,
      technicalTimeout: false,
    });
  }
  const nextNumber = done.length + 1;
  let first: Side = c.nextGameServer === 'winner' ? winner : other(g.gameFirst);
  if (c.decidingToss && nextNumber === c.bestOf) first = g.matchFirst;
  // Table tennis doubles: by default the first receiver of this game serves first in the next, to the
  // player who served to them in this game (ITTF 2.13.4).
  const o = g.order;
  const order: RallyGame['order'] = o ? [o[1], o[0], o[3], o[2]] : null;
  return patch(g, {
    done,
    gh,
    ga,
    h: 0,
    a: 0,
    server: first,
    gameFirst: first,
    turn: 0,
    turnPoints: 0,
    homeEnd: flip(g.homeEnd),
    changeEnds: true,
    interval: true,
    technicalTimeout: false,
    toH: 0,
    toA: 0,
    rightH: 1,
    rightA: 1,
    order,
  });
}

/** The opponent of `offender` is awarded the current game (the points it needs to win it). */
export function awardGame(c: RallyConfig, g: RallyGame, offender: Side): { game: RallyGame; points: number } {
  const winner = other(offender);
  const target = gameTarget(c, g);
  const s = winner === 'home' ? g.h : g.a;
  const o = winner === 'home' ? g.a : g.h;
  let needed = Math.max(target, o + c.winBy);
  if (c.cap !== null) needed = Math.min(needed, c.cap);
  needed = Math.max(needed, s + 1);
  const h = winner === 'home' ? needed : g.h;
  const a = winner === 'away' ? needed : g.a;
  return { game: endGame(c, g, h, a, winner), points: needed - s };
}

/** The player serving and the player receiving, for doubles (null in singles). */
export function doublesPlayers(c: RallyConfig, g: RallyGame): { serving: Player; receiving: Player } | null {
  if (c.doubles === 'badminton') {
    // The serving side serves from the court of its score's parity; the receiver stands diagonally opposite,
    // in the court of the same name.
    const servingScore = g.server === 'home' ? g.h : g.a;
    const right = servingScore % 2 === 0;
    const sRight = g.server === 'home' ? g.rightH : g.rightA;
    const rRight = g.server === 'home' ? g.rightA : g.rightH;
    return { serving: right ? sRight : otherPlayer(sRight), receiving: right ? rRight : otherPlayer(rRight) };
  }
  if (c.doubles === 'table-tennis' && g.order) {
    const serving = g.order[g.turn % 4];
    const receiving = g.order[(g.turn + 1) % 4];
    if (serving === undefined || receiving === undefined) return null;
    return { serving, receiving };
  }
  return null;
}
