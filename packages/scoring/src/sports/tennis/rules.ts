/**
 * The tennis state machine (SCORING-RULES.md §1). One flat object per state: a point copies ~16
 * scalar fields; the array of finished sets is shared until a set ends.
 */
import { other, type Period, type Side } from '../../types.js';
import type { TennisFormat } from './format.js';

export type TiebreakTarget = 0 | 5 | 7 | 10;
/** Doubles: which player of a side serves (0 = that side has not served yet). */
export type PlayerNo = 0 | 1 | 2;

export interface TennisGame {
  /** Finished sets, in order; a set decided by a tiebreak carries its points. */
  readonly sets: readonly Period[];
  /** Sets won. */
  readonly hs: number;
  readonly as: number;
  /** Games of the current set. */
  readonly hg: number;
  readonly ag: number;
  /** Points of the current game (raw counts: 5-4 is advantage home) or of the current tiebreak. */
  readonly hp: number;
  readonly ap: number;
  /** Target of the tiebreak being played, 0 in a regular game. */
  readonly tb: TiebreakTarget;
  /** Server of the current game; in a tiebreak, the side that served its first point. */
  readonly srv: Side;
  /** True while home is at the near end. */
  readonly near: boolean;
  /** True when the last event triggered a change of ends. */
  readonly ce: boolean;
  /** Doubles rotation: the player of each side serving now or who served that side's last turn. */
  readonly hpl: PlayerNo;
  readonly apl: PlayerNo;
  /** Scoring events applied (points, penalty points, penalty games). */
  readonly n: number;
}

export const setsToWin = (f: TennisFormat): number => (f.bestOf + 1) / 2;

/**
 * Every state is built by this one literal, fields always in the same order: V8 keeps a single
 * hidden class, and a point costs ~20 ns (an object spread with overrides costs ~40 times more).
 */
function make(
  g: TennisGame,
  sets: readonly Period[],
  hs: number,
  as: number,
  hg: number,
  ag: number,
  hp: number,
  ap: number,
  tb: TiebreakTarget,
  srv: Side,
  near: boolean,
  ce: boolean,
  hpl: PlayerNo,
  apl: PlayerNo,
): TennisGame {
  return { sets, hs, as, hg, ag, hp, ap, tb, srv, near, ce, hpl, apl, n: g.n + 1 };
}

export function init(_f: TennisFormat, firstServer: Side): TennisGame {
  return {
    sets: [],
    hs: 0,
    as: 0,
    hg: 0,
    ag: 0,
    hp: 0,
    ap: 0,
    tb: 0,
    srv: firstServer,
    near: true,
    ce: false,
    hpl: firstServer === 'home' ? 1 : 0,
    apl: firstServer === 'away' ? 1 : 0,
    n: 0,
  };
}

export function winnerOf(g: TennisGame, f: TennisFormat): Side | null {
  const need = setsToWin(f);
  return g.hs >= need ? 'home' : g.as >= need ? 'away' : null;
}

/** Is the set being played (index = number of finished sets) the final one? */
const isFinalSet = (g: TennisGame, f: TennisFormat): boolean => g.sets.length === f.bestOf - 1;

/** Server of the next point of a tiebreak whose first server is `first`: A, BB, AA, BB, … */
export const tiebreakServer = (first: Side, played: number): Side =>
  ((played + 1) >> 1) % 2 === 0 ? first : other(first);

/** The side serving the next point. */
export const pointServer = (g: TennisGame): Side => (g.tb ? tiebreakServer(g.srv, g.hp + g.ap) : g.srv);

/** Games at which the set goes to a tiebreak, and its target; null when it never does. */
function tiebreakRule(g: TennisGame, f: TennisFormat): { at: number; target: TiebreakTarget } | null {
  const normal = f.fast4 ? { at: 3, target: 5 as const } : { at: f.gamesPerSet, target: 7 as const };
  if (!isFinalSet(g, f)) return normal;
  switch (f.finalSet) {
    case 'adv':
      return null;
    case 'tb7_at_12':
      return { at: 12, target: 7 };
    case 'tb10':
      return { at: f.gamesPerSet, target: 10 };
    default:
      // 'tb7' (like the other sets); 'mtb10' never plays games in the final set.
      return normal;
  }
}

/** A new service turn for `side` (a game, or a run of tiebreak points): doubles partners alternate. */
function nextPlayer(g: TennisGame, side: Side): { hpl: PlayerNo; apl: PlayerNo } {
  return side === 'home'
    ? { hpl: g.hpl === 1 ? 2 : 1, apl: g.apl }
    : { hpl: g.hpl, apl: g.apl === 1 ? 2 : 1 };
}

/** One point to `side`. Precondition: the match is not over. */
export function scorePoint(g: TennisGame, f: TennisFormat, side: Side): TennisGame {
  const hp = side === 'home' ? g.hp + 1 : g.hp;
  const ap = side === 'home' ? g.ap : g.ap + 1;
  const won = side === 'home' ? hp : ap;
  const lost = side === 'home' ? ap : hp;
  if (g.tb) {
    // Tiebreak: first to the target with a lead of 2, no cap; Fast4's 5-point one is sudden death at 4-4.
    if (won >= g.tb && (won - lost >= 2 || g.tb === 5)) return completeGame(g, f, side, hp, ap);
    const played = hp + ap;
    const change = played % 6 === 0;
    const turn = played % 2 === 1 ? nextPlayer(g, tiebreakServer(g.srv, played)) : null;
    const near = change ? !g.near : g.near;
    if (!turn)
      return make(g, g.sets, g.hs, g.as, g.hg, g.ag, hp, ap, g.tb, g.srv, near, change, g.hpl, g.apl);
    return make(g, g.sets, g.hs, g.as, g.hg, g.ag, hp, ap, g.tb, g.srv, near, change, turn.hpl, turn.apl);
  }
  // Game: first to 4 points with a lead of 2; no-ad: the deciding point at 3-3 wins it.
  if (won >= 4 && (won - lost >= 2 || f.noAd)) return completeGame(g, f, side, hp, ap);
  return make(g, g.sets, g.hs, g.as, g.hg, g.ag, hp, ap, 0, g.srv, g.near, false, g.hpl, g.apl);
}

/**
 * The current game (or tiebreak) goes to `side`: by play, or by a game penalty. `hp`/`ap` are the
 * points to record if the game is a tiebreak.
 */
export function completeGame(g: TennisGame, f: TennisFormat, side: Side, hp: number, ap: number): TennisGame {
  const hg = side === 'home' ? g.hg + 1 : g.hg;
  const ag = side === 'home' ? g.ag : g.ag + 1;
  const won = side === 'home' ? hg : ag;
  const lost = side === 'home' ? ag : hg;
  const wasTiebreak = g.tb !== 0;
  const srv = other(g.srv); // a tiebreak counts as a game served by its first server
  const setWon = wasTiebreak || (won >= f.gamesPerSet && won - lost >= 2);
  // Ends change after the odd games of a set (the tiebreak is the 13th, 25th, 7th … game) and at
  // the end of a tiebreak, which also covers the set-end rule.
  const change = wasTiebreak || (hg + ag) % 2 === 1;
  if (!setWon) {
    const rule = tiebreakRule(g, f);
    const tb: TiebreakTarget = rule && hg === rule.at && ag === rule.at ? rule.target : 0;
    const p = nextPlayer(g, srv);
    return make(
      g,
      g.sets,
      g.hs,
      g.as,
      hg,
      ag,
      0,
      0,
      tb,
      srv,
      change ? !g.near : g.near,
      change,
      p.hpl,
      p.apl,
    );
  }
  const record: Period = wasTiebreak
    ? { home: hg, away: ag, tiebreak: { home: hp, away: ap } }
    : { home: hg, away: ag };
  const sets = [...g.sets, record];
  const hs = side === 'home' ? g.hs + 1 : g.hs;
  const as = side === 'home' ? g.as : g.as + 1;
  const over = Math.max(hs, as) >= setsToWin(f);
  // A match tiebreak replaces the final set: the new set starts in it.
  const tb: TiebreakTarget = !over && f.finalSet === 'mtb10' && sets.length === f.bestOf - 1 ? 10 : 0;
  const ends = change && !over;
  const p = over ? g : nextPlayer(g, srv);
  return make(g, sets, hs, as, 0, 0, 0, 0, tb, srv, ends ? !g.near : g.near, ends, p.hpl, p.apl);
}
