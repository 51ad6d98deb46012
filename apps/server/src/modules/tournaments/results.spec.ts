import type { MatchHeadRow } from '@sportzone/db';
import { describe, expect, it, vi } from 'vitest';
import { createTournamentChanges } from './changes';
import { handSummary } from './live-matches';
import { resultOf } from './results';

type Summary = MatchHeadRow['summary'];
const summary = (over: Partial<Summary>): Pick<MatchHeadRow, 'summary'> => ({
  summary: {
    status: 'finished',
    winner: 'home',
    outcome: 'played',
    periods: [
      { home: 21, away: 15 },
      { home: 18, away: 21 },
      { home: 21, away: 19 },
    ],
    ...over,
  } as Summary,
});

describe('a live match’s result, as the draw takes it', () => {
  it('is its winner and games once finished; a retirement or walkover is a walkover', () => {
    expect(resultOf(summary({}))).toEqual({
      winner: 'home',
      games: [
        { home: 21, away: 15 },
        { home: 18, away: 21 },
        { home: 21, away: 19 },
      ],
      walkover: false,
    });
    expect(resultOf(summary({ outcome: 'retired' as Summary['outcome'] }))?.walkover).toBe(true);
  });

  it('is none while it is played, or finished without a winner', () => {
    expect(resultOf(summary({ status: 'in_progress' }))).toBeNull();
    expect(resultOf(summary({ winner: null }))).toBeNull();
  });

  it('and back: a result entered by hand shows as the live match’s summary', () => {
    const initial = summary({ status: 'not_started', winner: null, periods: [] }).summary;
    const entered = handSummary('badminton', initial, {
      winner: 'away',
      games: [
        { home: 15, away: 21 },
        { home: 19, away: 21 },
      ],
    });
    expect(entered).toMatchObject({
      status: 'finished',
      winner: 'away',
      outcome: 'played',
      score: { home: 0, away: 2 },
      text: '15-21 19-21',
    });
    expect(resultOf({ summary: entered })).toEqual({
      winner: 'away',
      games: [
        { home: 15, away: 21 },
        { home: 19, away: 21 },
      ],
      walkover: false,
    });
    expect(
      handSummary('bowling', initial, { winner: 'home', games: [{ home: 200, away: 180 }] }).score,
    ).toEqual({
      home: 200,
      away: 180,
    });
    expect(handSummary('tennis', initial, { winner: 'home', walkover: true })).toMatchObject({
      outcome: 'walkover',
      text: 'w/o',
    });
  });
});

describe('publishing a change of the draw', () => {
  const ports = () => {
    const live = { publishTournament: vi.fn(), publishChange: vi.fn(), publishRemoved: vi.fn() };
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const db = () => {
      throw new Error('no database in this spec');
    };
    return { live, log, changes: createTournamentChanges({ live, log, matches: { listed: vi.fn() }, db }) };
  };

  it('tells the tournament’s viewers, and asks them to be checked again when its privacy changed', async () => {
    const { live, changes } = ports();
    const listener = vi.fn(async () => {});
    changes.onChange(listener);
    await changes.publish(7);
    await changes.publish(7, [], true);
    expect(live.publishTournament.mock.calls).toEqual([
      [7, { recheck: false }],
      [7, { recheck: true }],
    ]);
    // no live match changed: nobody else hears of it
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells the live matches’ viewers that they were removed', () => {
    const { live, changes } = ports();
    changes.publishRemoved([3, 4], 'tennis');
    expect(live.publishRemoved.mock.calls).toEqual([
      [3, 'tennis'],
      [4, 'tennis'],
    ]);
  });
});
