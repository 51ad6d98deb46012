/** Snooker table arithmetic (WPBSA rules, Section 3): ball values, the ball on, points remaining, snookers required. */
import type { SnookerBall } from '../../events.js';

export const VALUE: Readonly<Record<SnookerBall, number>> = {
  red: 1,
  yellow: 2,
  green: 3,
  brown: 4,
  blue: 5,
  pink: 6,
  black: 7,
};

/** Colour names by value (2 … 7). */
export const COLOUR_BY_VALUE: readonly SnookerBall[] = [
  'red',
  'red',
  'yellow',
  'green',
  'brown',
  'blue',
  'pink',
  'black',
];

export const REDS = 15;
export const MIN_FOUL = 4;
export const MAX_FOUL = 7;

/** What the striker must hit: a red, any colour (after a red), or the lowest colour in the colours phase. */
export type BallOn = 'red' | 'colour' | Exclude<SnookerBall, 'red'>;

export interface Table {
  /** Reds still on the table. */
  readonly reds: number;
  /** A red (or a free ball taken as a red) has just been potted: a colour is on. */
  readonly colourDue: boolean;
  /** Colours phase: value of the lowest colour still on the table (2 = yellow … 7 = black, 8 = none left). */
  readonly next: number;
  /** Scores were level after the last black: the black is re-spotted and the next score or foul ends the frame. */
  readonly respotted: boolean;
}

export function ballOn(t: Table): BallOn {
  if (t.respotted) return 'black';
  if (t.colourDue) return 'colour';
  if (t.reds > 0) return 'red';
  return (COLOUR_BY_VALUE[Math.min(t.next, 7)] ?? 'black') as BallOn;
}

/** Value of the ball on for the foul minimum: a red is 1; "any colour" is unknown until nominated, so 4 at least. */
export function ballOnValue(t: Table): number {
  const on = ballOn(t);
  if (on === 'red') return 1;
  if (on === 'colour') return MIN_FOUL;
  return VALUE[on];
}

/** The smallest foul value the striker can concede now: max(4, value of the ball on). */
export const minFoul = (t: Table): number => Math.max(MIN_FOUL, ballOnValue(t));

/** Sum of the colours from value `from` to black. */
const coloursFrom = (from: number): number => {
  let s = 0;
  for (let v = Math.max(from, 2); v <= 7; v++) s += v;
  return s;
};

/**
 * Points still available to one player: reds × 8 + 27 while reds remain, plus 7 if a colour is due;
 * in the colours phase the sum of the colours left; 7 on a re-spotted black.
 */
export function pointsRemaining(t: Table): number {
  if (t.respotted) return 7;
  if (t.reds > 0 || t.colourDue) return t.reds * 8 + 27 + (t.colourDue ? 7 : 0);
  return coloursFrom(t.next);
}

/**
 * Snookers a player needs: ceil((deficit − remaining) / minimum foul) when the deficit is larger than the
 * points remaining, else 0 (a tie is enough because of the re-spotted black).
 */
export function snookersRequired(own: number, opponent: number, t: Table): number {
  const deficit = opponent - own;
  const remaining = pointsRemaining(t);
  if (deficit <= remaining) return 0;
  return Math.ceil((deficit - remaining) / minFoul(t));
}
