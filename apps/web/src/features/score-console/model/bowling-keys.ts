import { keyName, type KeyPress } from './keys';

/**
 * The bowling console's keys, exactly its keypad's: 0–9 (or - for the keypad's "–") the pins of the
 * ball, X or * a strike, / the spare; F and S the foul and split marks for the next ball; ← or A and →
 * or L the bowler on the left or right card (who the entry is for); Z or Backspace undoes. A key does only
 * what its button would do at that moment: no more pins than are standing.
 */
export type BowlingKey =
  | { type: 'pins'; pins: number }
  | { type: 'strike' }
  | { type: 'spare' }
  | { type: 'foul' }
  | { type: 'split' }
  | { type: 'bowler'; half: 'left' | 'right' }
  | { type: 'undo' };

export type BowlingKeyAction =
  | { type: 'roll'; pins: number }
  | { type: 'foul' }
  | { type: 'split' }
  | { type: 'bowler'; half: 'left' | 'right' }
  | { type: 'undo' };

/** What the bowling console's buttons allow at this moment. */
export interface BowlingKeyState {
  finished: boolean;
  /** Whether a bowler is due (or chosen): the keypad is live. */
  bowling: boolean;
  /** Pins standing for the bowler entered for. */
  standing: number;
  canUndo: boolean;
}

const KEYS: Record<string, BowlingKey> = {
  '-': { type: 'pins', pins: 0 },
  x: { type: 'strike' },
  '*': { type: 'strike' },
  '/': { type: 'spare' },
  f: { type: 'foul' },
  s: { type: 'split' },
  ArrowLeft: { type: 'bowler', half: 'left' },
  a: { type: 'bowler', half: 'left' },
  ArrowRight: { type: 'bowler', half: 'right' },
  l: { type: 'bowler', half: 'right' },
  z: { type: 'undo' },
  Backspace: { type: 'undo' },
};

export function bowlingKey(press: KeyPress): BowlingKey | null {
  const key = keyName(press);
  if (key === null) return null;
  if (/^[0-9]$/.test(key)) return { type: 'pins', pins: Number(key) };
  return KEYS[key] ?? null;
}

/** The action a key takes in this state, or null when its button could not be pressed now. */
export function bowlingKeyAction(key: BowlingKey, s: BowlingKeyState): BowlingKeyAction | null {
  if (key.type === 'undo') return s.canUndo ? { type: 'undo' } : null;
  if (s.finished) return null;
  switch (key.type) {
    case 'pins':
      return s.bowling && key.pins <= s.standing ? { type: 'roll', pins: key.pins } : null;
    case 'strike':
      return s.bowling && s.standing === 10 ? { type: 'roll', pins: 10 } : null;
    case 'spare':
      return s.bowling && s.standing > 0 && s.standing < 10 ? { type: 'roll', pins: s.standing } : null;
    case 'foul':
      return { type: 'foul' };
    case 'split':
      return s.standing === 10 ? { type: 'split' } : null;
    case 'bowler':
      return { type: 'bowler', half: key.half };
  }
}
