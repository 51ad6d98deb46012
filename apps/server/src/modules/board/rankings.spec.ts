import type { BoardPlacingRow } from '@sportzone/db';
import { describe, expect, it } from 'vitest';
import { boardRankings } from './rankings';

const placing = (
  tournamentId: number,
  day: string,
  playerId: number,
  position: number,
  points: number,
  extra: Partial<BoardPlacingRow> = {},
): BoardPlacingRow => ({
  organizationId: 7,
  tournamentId,
  tournamentName: `Cup ${tournamentId}`,
  sport: 'tennis',
  entryKind: 'player',
  day,
  playerId,
  teamId: null,
  name: `P${playerId}`,
  position,
  points,
  ...extra,
});

describe('the board’s rankings', () => {
  it('ranks mine among everyone’s, and how my place went tournament by tournament', () => {
    const rows = [
      placing(1, '2026-01-10', 2, 1, 100),
      placing(1, '2026-01-10', 1, 2, 70),
      placing(2, '2026-02-10', 3, 1, 100),
      placing(2, '2026-02-10', 1, 2, 70), // mine: 140, ahead of 2 (100) and 3 (100)
      placing(3, '2026-03-10', 2, 1, 100), // without me: 2 now has 200
      placing(4, '2026-03-12', 9, 1, 100, { sport: 'table-tennis' }), // another sport, not mine
    ];
    const [ranking, ...more] = boardRankings(rows, { playerIds: [1], teamIds: [] }, new Map([[7, 'Club']]));
    expect(more).toEqual([]);
    expect(ranking).toMatchObject({
      organizationName: 'Club',
      sport: 'tennis',
      kind: 'player',
      name: 'P1',
      position: 2,
      points: 140,
      of: 3,
      tournaments: 2,
    });
    expect(ranking!.history.map((h) => [h.tournamentName, h.position, h.points])).toEqual([
      ['Cup 1', 2, 70],
      ['Cup 2', 1, 140],
    ]);
  });

  it('keeps a formation’s ranking apart from the players’', () => {
    const rows = [
      placing(1, '2026-01-10', 1, 1, 100),
      placing(2, '2026-01-11', 0, 1, 100, {
        playerId: null,
        teamId: 5,
        entryKind: 'formation',
        name: 'Pair',
      }),
    ];
    const rankings = boardRankings(rows, { playerIds: [1], teamIds: [5] }, new Map());
    expect(rankings.map((r) => [r.kind, r.name, r.position])).toEqual([
      ['player', 'P1', 1],
      ['formation', 'Pair', 1],
    ]);
  });
});
