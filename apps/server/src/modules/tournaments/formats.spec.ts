import { describe, expect, it } from 'vitest';
import { formatChange, formatOfStage, normalizedFormat } from './formats';

describe('a tournament’s scoring format', () => {
  it('is spelt out by the sport’s rules, or refused with their reason', () => {
    expect(normalizedFormat('badminton', { variant: '3x15', bestOf: 1 })).toMatchObject({
      target: 15,
      cap: 21,
    });
    expect(normalizedFormat('badminton', null)).toBeNull();
    expect(() => normalizedFormat('tennis', { bestOf: 4 }, 'stages.1.format')).toThrow(/tennis match/);
  });

  it('changes only when it differs, whatever the key order stored', () => {
    const stored = normalizedFormat('badminton', { bestOf: 1 })!;
    const reordered = Object.fromEntries(Object.entries(stored).reverse());
    expect(
      formatChange({ sport: 'badminton', format: reordered }, { format: { bestOf: 1 } }),
    ).toBeUndefined();
    expect(formatChange({ sport: 'badminton', format: stored }, { format: null })).toBeNull();
    expect(formatChange({ sport: 'badminton', format: stored }, {})).toBeUndefined();
    // another sport: the old sport's keys go unless a format comes with it
    expect(formatChange({ sport: 'badminton', format: stored }, { sport: 'tennis' })).toBeNull();
  });

  it('is the stage’s own, else the tournament’s', () => {
    expect(formatOfStage({ format: { bestOf: 1 } }, { format: { bestOf: 5 } })).toEqual({ bestOf: 5 });
    expect(formatOfStage({ format: { bestOf: 1 } }, { format: null })).toEqual({ bestOf: 1 });
    expect(formatOfStage({ format: null }, undefined)).toBeUndefined();
  });
});
