import type { SnookerBall } from '@sportzone/scoring';
import { describe, expect, it } from 'vitest';
import {
  bowlingKey,
  bowlingKeyAction,
  type BowlingKeyState,
} from '@/features/score-console/model/bowling-keys';
import { keyName } from '@/features/score-console/model/keys';
import {
  snookerKey,
  snookerKeyAction,
  type SnookerKeyState,
} from '@/features/score-console/model/snooker-keys';

const reds: SnookerKeyState = {
  finished: false,
  ballEnabled: (ball) => ball === 'red',
  foulMin: 4,
  foulArmed: false,
  freeBallAvailable: false,
  canUndo: true,
};
const onColour = { ...reds, ballEnabled: (ball: SnookerBall) => ball !== 'red' };
const snooker = (key: string, state: SnookerKeyState, code?: string) => {
  const read = snookerKey({ key, code });
  return read && snookerKeyAction(read, state);
};

describe('the snooker console’s keys', () => {
  it('pots a ball by its value only while its button could be pressed', () => {
    expect(snooker('1', reds)).toEqual({ type: 'pot', ball: 'red' });
    expect(snooker('7', reds)).toBeNull();
    expect(snooker('7', onColour)).toEqual({ type: 'pot', ball: 'black' });
    expect(snooker('2', onColour)).toEqual({ type: 'pot', ball: 'yellow' });
    expect(snooker('1', onColour)).toBeNull();
    expect(snookerKey({ key: '8' })).toBeNull();
    expect(snookerKey({ key: '9' })).toBeNull();
  });

  it('0 or M is the miss / safety that ends the visit', () => {
    expect(snooker('0', reds)).toEqual({ type: 'end-visit' });
    expect(snooker('m', reds)).toEqual({ type: 'end-visit' });
    expect(snooker('M', reds)).toEqual({ type: 'end-visit' });
  });

  it('F arms the fouls: the next 4–7 is its value, never below the smallest allowed', () => {
    expect(snooker('f', reds)).toEqual({ type: 'arm-foul' });
    const armed = { ...reds, foulArmed: true };
    expect(snooker('4', armed)).toEqual({ type: 'foul', points: 4 });
    expect(snooker('7', armed)).toEqual({ type: 'foul', points: 7 });
    // a ball value below 4 is no foul, and no pot either while armed
    expect(snooker('1', armed)).toBeNull();
    expect(snooker('3', armed)).toBeNull();
    // on the pink the smallest foul is 6
    const onPink = { ...armed, foulMin: 6 };
    expect(snooker('5', onPink)).toBeNull();
    expect(snooker('6', onPink)).toEqual({ type: 'foul', points: 6 });
    // M marks the waiting foul a miss; 0 still ends the visit; F again or Esc disarms
    expect(snooker('m', armed)).toEqual({ type: 'miss' });
    expect(snooker('0', armed)).toEqual({ type: 'end-visit' });
    expect(snooker('f', armed)).toEqual({ type: 'disarm-foul' });
    expect(snooker('Escape', armed)).toEqual({ type: 'disarm-foul' });
    expect(snooker('Escape', reds)).toBeNull();
    // no frame in play: no foul to arm
    expect(snooker('f', { ...reds, foulMin: null })).toBeNull();
  });

  it('B only when a free ball may be called; undo only when there is something to undo', () => {
    expect(snooker('b', reds)).toBeNull();
    expect(snooker('b', { ...reds, freeBallAvailable: true })).toEqual({ type: 'free-ball' });
    expect(snooker('z', reds)).toEqual({ type: 'undo' });
    expect(snooker('Backspace', reds)).toEqual({ type: 'undo' });
    expect(snooker('z', { ...reds, canUndo: false })).toBeNull();
  });

  it('a finished match takes only undo', () => {
    const over = { ...reds, finished: true, ballEnabled: () => false };
    for (const key of ['1', '0', 'm', 'f', 'b']) expect(snooker(key, over)).toBeNull();
    expect(snooker('z', over)).toEqual({ type: 'undo' });
  });

  it('leaves held keys and the browser’s shortcuts alone, and reads a Cyrillic layout by place', () => {
    expect(snookerKey({ key: '1', repeat: true })).toBeNull();
    expect(snookerKey({ key: 'f', ctrlKey: true })).toBeNull();
    expect(snookerKey({ key: 'z', metaKey: true })).toBeNull();
    expect(snooker('ф', reds, 'KeyF')).toEqual({ type: 'arm-foul' });
    expect(keyName({ key: 'з', code: 'KeyZ' })).toBe('z');
    expect(keyName({ key: 'Z', code: 'KeyZ' })).toBe('z');
    expect(keyName({ key: 'ArrowLeft', code: 'ArrowLeft' })).toBe('ArrowLeft');
  });
});

const fresh: BowlingKeyState = { finished: false, bowling: true, standing: 10, canUndo: true };
const three = { ...fresh, standing: 3 };
const bowling = (key: string, state: BowlingKeyState) => {
  const read = bowlingKey({ key });
  return read && bowlingKeyAction(read, state);
};

describe('the bowling console’s keys', () => {
  it('digits are the pins down, never more than are standing', () => {
    expect(bowling('7', fresh)).toEqual({ type: 'roll', pins: 7 });
    expect(bowling('0', fresh)).toEqual({ type: 'roll', pins: 0 });
    expect(bowling('-', fresh)).toEqual({ type: 'roll', pins: 0 });
    expect(bowling('2', three)).toEqual({ type: 'roll', pins: 2 });
    expect(bowling('3', three)).toEqual({ type: 'roll', pins: 3 });
    expect(bowling('4', three)).toBeNull();
    expect(bowling('9', three)).toBeNull();
  });

  it('X or * a strike on a full rack only; / the spare of what is standing, not on a full rack', () => {
    expect(bowling('x', fresh)).toEqual({ type: 'roll', pins: 10 });
    expect(bowling('X', fresh)).toEqual({ type: 'roll', pins: 10 });
    expect(bowling('*', fresh)).toEqual({ type: 'roll', pins: 10 });
    expect(bowling('x', three)).toBeNull();
    expect(bowling('/', three)).toEqual({ type: 'roll', pins: 3 });
    expect(bowling('/', fresh)).toBeNull();
    expect(bowling('/', { ...fresh, standing: 0 })).toBeNull();
  });

  it('F the foul mark, S the split mark on a full rack only, ← → the bowler', () => {
    expect(bowling('f', three)).toEqual({ type: 'foul' });
    expect(bowling('s', fresh)).toEqual({ type: 'split' });
    expect(bowling('s', three)).toBeNull();
    expect(bowling('ArrowLeft', fresh)).toEqual({ type: 'bowler', half: 'left' });
    expect(bowling('a', fresh)).toEqual({ type: 'bowler', half: 'left' });
    expect(bowling('l', fresh)).toEqual({ type: 'bowler', half: 'right' });
    expect(bowling('ArrowRight', fresh)).toEqual({ type: 'bowler', half: 'right' });
  });

  it('nobody due or the match over: no pins; undo only when there is something to undo', () => {
    expect(bowling('5', { ...fresh, bowling: false })).toBeNull();
    expect(bowling('x', { ...fresh, bowling: false })).toBeNull();
    const over = { ...fresh, finished: true, bowling: false };
    for (const key of ['5', 'x', 'f', 's', 'ArrowLeft']) expect(bowling(key, over)).toBeNull();
    expect(bowling('z', over)).toEqual({ type: 'undo' });
    expect(bowling('Backspace', { ...fresh, canUndo: false })).toBeNull();
    expect(bowlingKey({ key: 'q' })).toBeNull();
    expect(bowlingKey({ key: '5', repeat: true })).toBeNull();
    expect(bowlingKey({ key: 'x', altKey: true })).toBeNull();
  });
});
