import { describe, expect, it } from 'vitest';
import { consoleKey, keyIsTaken, sideOf } from '@/features/score-console/model/keys';

const noDialog = { querySelector: () => null };

describe('the score console’s keyboard', () => {
  it('maps the arrows, A and L to the halves and Z or Backspace to undo', () => {
    expect(consoleKey({ key: 'ArrowLeft' })).toBe('left');
    expect(consoleKey({ key: 'a' })).toBe('left');
    expect(consoleKey({ key: 'A' })).toBe('left');
    expect(consoleKey({ key: 'ArrowRight' })).toBe('right');
    expect(consoleKey({ key: 'l' })).toBe('right');
    expect(consoleKey({ key: 'z' })).toBe('undo');
    expect(consoleKey({ key: 'Backspace' })).toBe('undo');
    expect(consoleKey({ key: 'x' })).toBeNull();
    expect(consoleKey({ key: 'Enter' })).toBeNull();
  });

  it('leaves a held key, and the browser’s own shortcuts, alone', () => {
    expect(consoleKey({ key: 'ArrowLeft', repeat: true })).toBeNull();
    expect(consoleKey({ key: 'z', ctrlKey: true })).toBeNull();
    expect(consoleKey({ key: 'z', metaKey: true })).toBeNull();
    expect(consoleKey({ key: 'ArrowLeft', altKey: true })).toBeNull();
  });

  it('the left half is home until the halves are swapped', () => {
    expect(sideOf('left', false)).toBe('home');
    expect(sideOf('right', false)).toBe('away');
    expect(sideOf('left', true)).toBe('away');
    expect(sideOf('right', true)).toBe('home');
  });

  it('a key is taken while a dialog is open; without a DOM target it is the console’s', () => {
    expect(keyIsTaken(null, noDialog)).toBe(false);
    expect(keyIsTaken(null, { querySelector: () => ({}) as Element })).toBe(true);
    const inField = { closest: (s: string) => (s.includes('input') ? {} : null) } as unknown as Element;
    expect(keyIsTaken(inField, noDialog)).toBe(true);
    const onButton = { closest: () => null } as unknown as Element;
    expect(keyIsTaken(onButton, noDialog)).toBe(false);
  });
});
