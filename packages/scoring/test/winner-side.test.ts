import { describe, expect, it } from 'vitest';
import { scoreFromWinner } from '../src/index.js';

describe('a final result from the winner\u2019s side', () => {
  it('turns every score round for an away win and leaves a home win as it is', () => {
    expect(scoreFromWinner('7-11 13-11 10-12 5-11', 'away')).toBe('11-7 11-13 12-10 11-5');
    expect(scoreFromWinner('6-4 6-3', 'home')).toBe('6-4 6-3');
    expect(scoreFromWinner('4-6 6-3 6-7(5)', 'away')).toBe('6-4 3-6 7-6(5)');
    expect(scoreFromWinner('6-4 3-6 7-6(5)', 'home')).toBe('6-4 3-6 7-6(5)');
  });

  it('keeps tiebreak points and the match tiebreak in their place', () => {
    expect(scoreFromWinner('6-7(5) 4-6', 'away')).toBe('7-6(5) 6-4');
    expect(scoreFromWinner('6-4 3-6 [4-10]', 'away')).toBe('4-6 6-3 [10-4]');
    expect(scoreFromWinner('6-4 3-6 [8-10]', 'away')).toBe('4-6 6-3 [10-8]');
  });

  it('turns a bowling series and each of its games round, and the roll-off\u2019s players', () => {
    expect(scoreFromWinner('579-612 (201-190 178-222 200-200)', 'away')).toBe(
      '612-579 (190-201 222-178 200-200)',
    );
    expect(scoreFromWinner('389-412 (190-201 199-211)', 'home')).toBe('389-412 (190-201 199-211)');
    expect(scoreFromWinner('400-400 (200-200 200-200) roll-off 9/8 10/-', 'away')).toBe(
      '400-400 (200-200 200-200) roll-off 10/- 9/8',
    );
  });

  it('leaves words alone, and a match without a winner or drawn', () => {
    expect(scoreFromWinner('3-6 1-2 ret.', 'away')).toBe('6-3 2-1 ret.');
    expect(scoreFromWinner('w/o', 'away')).toBe('w/o');
    expect(scoreFromWinner('1-1', null)).toBe('1-1');
    expect(scoreFromWinner('1-1', undefined)).toBe('1-1');
    expect(scoreFromWinner('2-2', 'draw')).toBe('2-2');
    expect(scoreFromWinner('', 'away')).toBe('');
  });
});
