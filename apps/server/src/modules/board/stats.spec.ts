import type { ProfileMatchRow } from '@sportzone/db';
import { describe, expect, it } from 'vitest';
import { boardStats, lastTwelveMonths, monthOf } from './stats';

const row = (id: number, winner: 'home' | 'away' | null, endedAt: string, away = 9): ProfileMatchRow => ({
  id,
  sport: 'tennis',
  status: 'finished',
  homeName: 'Me',
  awayName: `Rival ${away}`,
  homePlayerId: 1,
  awayPlayerId: away,
  homeTeamId: null,
  awayTeamId: null,
  homeFormationId: null,
  awayFormationId: null,
  text: '6-4 6-4',
  winner,
  scheduledAt: null,
  startedAt: null,
  endedAt: new Date(endedAt),
});

describe('the board’s statistics', () => {
  it('counts the months on the reader’s clock, the last twelve with this one last', () => {
    // 23:30 UTC on 31 January is already February in Sofia
    expect(monthOf(new Date('2026-01-31T23:30:00Z'), 'Europe/Sofia')).toBe('2026-02');
    expect(monthOf(new Date('2026-01-31T23:30:00Z'), 'UTC')).toBe('2026-01');
    const months = lastTwelveMonths(new Date('2026-03-15T12:00:00Z'), 'UTC');
    expect(months).toHaveLength(12);
    expect([months[0], months.at(-1)]).toEqual(['2025-04', '2026-03']);
  });

  it('gives the record, win rate, streak and matches per month from the newest result back', () => {
    const rows = [
      row(6, 'home', '2026-03-10T10:00:00Z'),
      row(5, 'home', '2026-03-02T10:00:00Z'),
      row(4, null, '2026-02-20T10:00:00Z'), // no winner: not counted, nor does it end the streak
      row(3, 'away', '2026-02-01T10:00:00Z'),
      row(2, 'home', '2025-01-01T10:00:00Z'), // older than a year: in the record, not in the months
    ];
    const stats = boardStats(rows, { playerIds: [1], teamIds: [] }, 'UTC', new Date('2026-03-15T12:00:00Z'));
    expect(stats.record).toEqual({ played: 4, won: 3, lost: 1 });
    expect(stats.winRate).toBe(0.75);
    expect(stats.streak).toEqual({ outcome: 'won', count: 2 });
    expect(stats.months.at(-1)).toEqual({ month: '2026-03', played: 2, won: 2 });
    expect(stats.months.at(-2)).toEqual({ month: '2026-02', played: 1, won: 0 });
    expect(stats.months.reduce((n, m) => n + m.played, 0)).toBe(3);
  });

  it('has no win rate or streak before a match is decided', () => {
    const stats = boardStats([], { playerIds: [1], teamIds: [] }, 'UTC');
    expect(stats).toMatchObject({ winRate: null, streak: null, record: { played: 0, won: 0, lost: 0 } });
    expect(stats.months.every((m) => m.played === 0)).toBe(true);
  });
});
