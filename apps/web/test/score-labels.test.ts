import type { LiveListItem } from '@sportzone/contracts';
import { describe, expect, it } from 'vitest';
import { displayPeriods, rowFromListItem } from '@/lib/matches/score';
import { scoreLabels } from '@/lib/matches/score-labels';

function item(sport: LiveListItem['sport'], periods: { home: number; away: number }[]): LiveListItem {
  return {
    matchId: 1,
    seq: 1,
    sport,
    status: 'active',
    home: { name: 'Home' },
    away: { name: 'Away' },
    score: { home: 0, away: 0 },
    periods,
    server: 'home',
    winner: null,
    text: '',
    venue: null,
    court: null,
    competition: null,
    scheduledAt: null,
    startedAt: null,
    endedAt: null,
  };
}

describe('scoreLabels: every number of a compact score says what it is', () => {
  it('bowling: each game of the series numbered, the total is the series (never a bare "166 93 259")', () => {
    const row = rowFromListItem(
      item('bowling', [
        { home: 166, away: 162 },
        { home: 93, away: 36 },
      ]),
    );
    expect(scoreLabels(row)).toEqual({ caption: 'pinsPerGame', heads: ['1', '2'], total: 'series' });
    expect(scoreLabels(row).heads).toHaveLength(displayPeriods(row).length);
  });

  it('bowling: one game shows its pins only, labelled as pins', () => {
    const row = rowFromListItem(item('bowling', [{ home: 93, away: 36 }]));
    expect(scoreLabels(row)).toEqual({ caption: null, heads: [], total: 'pins' });
    expect(displayPeriods(row)).toHaveLength(0);
  });

  it('tennis: games in each set, sets as the total', () => {
    const row = rowFromListItem(
      item('tennis', [
        { home: 7, away: 6 },
        { home: 2, away: 3 },
      ]),
    );
    expect(scoreLabels(row)).toEqual({ caption: 'gamesPerSet', heads: ['1', '2'], total: 'sets' });
  });

  it('rally sports: points in each game (volleyball: set), games or sets as the total', () => {
    for (const sport of ['badminton', 'table-tennis', 'rally'] as const) {
      expect(
        scoreLabels(
          rowFromListItem(
            item(sport, [
              { home: 21, away: 19 },
              { home: 6, away: 7 },
            ]),
          ),
        ),
      ).toEqual({ caption: 'pointsPerGame', heads: ['1', '2'], total: 'games' });
    }
    expect(scoreLabels(rowFromListItem(item('volleyball', [{ home: 27, away: 25 }])))).toEqual({
      caption: 'pointsPerSet',
      heads: ['1'],
      total: 'sets',
    });
  });

  it('snooker: the points of the frame being played, headed by its number, frames as the total', () => {
    const row = rowFromListItem(
      item('snooker', [
        { home: 71, away: 12 },
        { home: 2, away: 40 },
        { home: 14, away: 3 },
      ]),
    );
    expect(scoreLabels(row)).toEqual({ caption: 'framePoints', heads: ['3'], total: 'frames' });
    expect(scoreLabels(row).heads).toHaveLength(displayPeriods(row).length);
  });

  it('not started: no period columns, no caption', () => {
    expect(scoreLabels(rowFromListItem(item('tennis', [])))).toEqual({
      caption: null,
      heads: [],
      total: 'sets',
    });
  });
});
