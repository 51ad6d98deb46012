import type { EngineSummary } from '../../engine.js';
import type { Period } from '../../types.js';
import type { TennisFormat } from './format.js';
import { pointServer, winnerOf, type TennisGame } from './rules.js';

/** `Summary.current` for tennis; null once the match is won by play. */
export interface TennisCurrent {
  /** '0' | '15' | '30' | '40' | 'AD' in a game; the numeric points as strings in a tiebreak. */
  points: { home: string; away: string };
  /** Games of the current set (0-0 during a match tiebreak). */
  games: { home: number; away: number };
  /** 1-based number of the set being played. */
  set: number;
  tiebreak: boolean;
  /** Present in a tiebreak: 7, 10 (final-set or match tiebreak) or 5 (Fast4). */
  tiebreakTarget?: 5 | 7 | 10;
  /** True while a match tiebreak (finalSet 'mtb10') is being played. */
  matchTiebreak: boolean;
  /** Court the next serve is delivered from: deuce when the points played in the game are even. */
  serverCourt: 'deuce' | 'ad';
  /** Home starts at the near end. */
  homeEnd: 'near' | 'far';
  /** True when the event just applied triggered a change of ends. */
  changeEnds: boolean;
  /** 40-40 in a regular game. */
  deuce: boolean;
  /** No-ad deuce: the next point decides the game (the receiver chooses the court). */
  decidingPoint: boolean;
  /** Doubles only: which player of the serving side serves (rotation A1, B1, A2, B2). */
  serverPlayer?: 1 | 2;
}

const CALLS = ['0', '15', '30', '40'] as const;

function gamePoints(hp: number, ap: number): { home: string; away: string } {
  if (hp >= 3 && ap >= 3) {
    if (hp === ap) return { home: '40', away: '40' };
    return hp > ap ? { home: 'AD', away: '40' } : { home: '40', away: 'AD' };
  }
  return { home: CALLS[hp] ?? '40', away: CALLS[ap] ?? '40' };
}

/** A match tiebreak is recorded as a 1-0 set with tiebreak points. */
export const isMatchTiebreak = (p: Period): boolean => p.home + p.away === 1 && p.tiebreak !== undefined;

/**
 * Compact standard notation, home first: "6-4", "7-6(5)" (the parenthesised number is the
 * tiebreak LOSER's points), match tiebreak "[11-9]" (its points, home first).
 */
export function setText(p: Period): string {
  if (p.tiebreak && isMatchTiebreak(p)) return `[${p.tiebreak.home}-${p.tiebreak.away}]`;
  if (p.tiebreak) return `${p.home}-${p.away}(${p.home > p.away ? p.tiebreak.away : p.tiebreak.home})`;
  return `${p.home}-${p.away}`;
}

const copy = (p: Period): Period =>
  p.tiebreak
    ? { home: p.home, away: p.away, tiebreak: { home: p.tiebreak.home, away: p.tiebreak.away } }
    : { home: p.home, away: p.away };

export function summarize(g: TennisGame, f: TennisFormat): EngineSummary {
  const periods = g.sets.map(copy);
  const texts = g.sets.map(setText);
  const score = { home: g.hs, away: g.as };
  if (winnerOf(g, f) !== null) return { score, periods, current: null, server: null, text: texts.join(' ') };

  const inTiebreak = g.tb !== 0;
  const matchTiebreak = inTiebreak && f.finalSet === 'mtb10' && g.sets.length === f.bestOf - 1;
  const set: Period = inTiebreak
    ? { home: g.hg, away: g.ag, tiebreak: { home: g.hp, away: g.ap } }
    : { home: g.hg, away: g.ag };
  periods.push(set);
  if (matchTiebreak) {
    if (g.hp + g.ap > 0) texts.push(`[${g.hp}-${g.ap}]`);
  } else if (g.hg + g.ag > 0) texts.push(`${g.hg}-${g.ag}`);

  const server = pointServer(g);
  const deuce = !inTiebreak && g.hp >= 3 && g.hp === g.ap;
  const current: TennisCurrent = {
    points: inTiebreak ? { home: String(g.hp), away: String(g.ap) } : gamePoints(g.hp, g.ap),
    games: { home: g.hg, away: g.ag },
    set: g.sets.length + 1,
    tiebreak: inTiebreak,
    ...(inTiebreak ? { tiebreakTarget: g.tb as 5 | 7 | 10 } : {}),
    matchTiebreak,
    serverCourt: (g.hp + g.ap) % 2 === 0 ? 'deuce' : 'ad',
    homeEnd: g.near ? 'near' : 'far',
    changeEnds: g.ce,
    deuce,
    decidingPoint: deuce && f.noAd,
    ...(f.doubles ? { serverPlayer: (server === 'home' ? g.hpl : g.apl) === 2 ? 2 : 1 } : {}),
  };
  return { score, periods, current, server, text: texts.join(' ') };
}
