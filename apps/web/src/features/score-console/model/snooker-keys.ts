import type { SnookerBall } from '@sportzone/scoring';
import { keyName, type KeyPress } from './keys';

/**
 * The snooker console's keys: a ball by its value (1 red … 7 black), pressed as the ball button would be
 * (the free ball toggle makes it the nominated ball); 0 or M is "Miss / safety", the end of the visit (the
 * other player comes to the table); F arms the foul buttons so that the next 4–7 is a foul of that value,
 * M in between marks it "Foul + miss" (Esc or F again disarms); B the free ball toggle; Z or Backspace
 * undoes. Two reds and Concede (which asks
 * first) stay buttons. A key does only what its button would do at that moment.
 */
export type SnookerKey =
  | { type: 'digit'; value: number }
  | { type: 'foul' }
  | { type: 'miss'; press: '0' | 'm' }
  | { type: 'free-ball' }
  | { type: 'cancel' }
  | { type: 'undo' };

export type SnookerKeyAction =
  | { type: 'pot'; ball: SnookerBall }
  | { type: 'foul'; points: number }
  | { type: 'arm-foul' }
  | { type: 'disarm-foul' }
  | { type: 'miss' }
  | { type: 'free-ball' }
  | { type: 'end-visit' }
  | { type: 'undo' };

/** What the snooker console's buttons allow at this moment. */
export interface SnookerKeyState {
  finished: boolean;
  /** Whether the ball's button can be pressed (ball on, free ball). */
  ballEnabled: (ball: SnookerBall) => boolean;
  /** The smallest foul value allowed now; null when no foul can be entered. */
  foulMin: number | null;
  /** F was pressed: the next 4–7 is a foul, M marks it a miss. */
  foulArmed: boolean;
  freeBallAvailable: boolean;
  canUndo: boolean;
}

export const BALL_KEYS: readonly SnookerBall[] = ['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'];
export const FOUL_VALUES: readonly number[] = [4, 5, 6, 7];

const LETTERS: Record<string, SnookerKey> = {
  f: { type: 'foul' },
  m: { type: 'miss', press: 'm' },
  b: { type: 'free-ball' },
  z: { type: 'undo' },
  Backspace: { type: 'undo' },
  Escape: { type: 'cancel' },
};

export function snookerKey(press: KeyPress): SnookerKey | null {
  const key = keyName(press);
  if (key === null) return null;
  if (key === '0') return { type: 'miss', press: '0' };
  if (/^[1-7]$/.test(key)) return { type: 'digit', value: Number(key) };
  return LETTERS[key] ?? null;
}

/** The action a key takes in this state, or null when its button could not be pressed now. */
export function snookerKeyAction(key: SnookerKey, s: SnookerKeyState): SnookerKeyAction | null {
  if (key.type === 'undo') return s.canUndo ? { type: 'undo' } : null;
  if (key.type === 'cancel') return s.foulArmed ? { type: 'disarm-foul' } : null;
  if (s.finished) return null;
  switch (key.type) {
    case 'digit': {
      if (s.foulArmed) {
        const allowed = s.foulMin !== null && FOUL_VALUES.includes(key.value) && key.value >= s.foulMin;
        return allowed ? { type: 'foul', points: key.value } : null;
      }
      const ball = BALL_KEYS[key.value - 1]!;
      return s.ballEnabled(ball) ? { type: 'pot', ball } : null;
    }
    case 'foul':
      if (s.foulArmed) return { type: 'disarm-foul' };
      return s.foulMin === null ? null : { type: 'arm-foul' };
    case 'miss':
      // "Foul + miss" while a foul waits for its value, "Miss / safety" otherwise
      return s.foulArmed && key.press === 'm' ? { type: 'miss' } : { type: 'end-visit' };
    case 'free-ball':
      return s.freeBallAvailable ? { type: 'free-ball' } : null;
  }
}
