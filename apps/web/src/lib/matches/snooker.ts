import type { SnookerBall } from '@sportzone/scoring';

export const BALL_VALUE: Record<SnookerBall, number> = {
  red: 1,
  yellow: 2,
  green: 3,
  brown: 4,
  blue: 5,
  pink: 6,
  black: 7,
};

/** Ball colours on screen (the cloth is green: the green ball gets a lighter shade and a ring). */
export const BALL_COLOR: Record<SnookerBall, string> = {
  red: '#c92a2a',
  yellow: '#fcc419',
  green: '#2f9e44',
  brown: '#8b5a2b',
  blue: '#1c7ed6',
  pink: '#f783ac',
  black: '#212529',
};

export const COLOURS: readonly SnookerBall[] = ['yellow', 'green', 'brown', 'blue', 'pink', 'black'];
