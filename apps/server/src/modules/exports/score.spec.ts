import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchTable } from './rows';
import { scoreFromWinner } from '@sportzone/scoring';
import { matchResult } from './score';

describe('the score from the winner’s side', () => {
  it('names the winner of a walkover first and leaves the words as they are', () => {
    const r = matchResult('Иван', 'Петър', { winner: 'away', outcome: 'walkover', text: 'w/o' });
    expect([r.first, r.second, r.score, r.outcome]).toEqual(['Петър', 'Иван', 'w/o', 'walkover']);
  });

  it('names the winner first and writes every period with the winner’s number first (property)', () => {
    const period = fc
      .tuple(fc.nat(30), fc.nat(30))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => ({ home: a, away: b }));
    fc.assert(
      fc.property(
        fc.array(period, { minLength: 1, maxLength: 7 }),
        fc.constantFrom('home' as const, 'away' as const),
        (periods, winner) => {
          const text = periods.map((p) => `${p.home}-${p.away}`).join(' ');
          const r = matchResult('H', 'A', { winner, outcome: 'played', text });
          expect(r.first).toBe(winner === 'home' ? 'H' : 'A');
          const loser = winner === 'home' ? 'away' : 'home';
          expect(r.score).toBe(periods.map((p) => `${p[winner]}-${p[loser]}`).join(' '));
          // turned round twice, the score is home first again
          if (winner === 'away') expect(scoreFromWinner(r.score, 'away')).toBe(text);
        },
      ),
    );
  });

  it('writes the match list rows in the columns of the export', () => {
    const table = matchTable([
      {
        id: 9,
        at: new Date('2026-05-02T09:30:00Z'),
        sport: 'tennis',
        tournament: 'Купа',
        round: 'final',
        home: 'A',
        away: 'B',
        summary: { winner: 'away', outcome: 'played', text: '4-6 6-7(5)' },
        venue: 'Club',
        court: '1',
      },
    ]);
    expect(table.rows[0]).toEqual([
      '2026-05-02',
      '09:30',
      'tennis',
      'Купа',
      'final',
      'B',
      'A',
      '6-4 7-6(5)',
      'played',
      'Club',
      '1',
      9,
    ]);
  });
});
