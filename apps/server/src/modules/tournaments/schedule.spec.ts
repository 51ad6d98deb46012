import { describe, expect, it } from 'vitest';
import { conflictsBetween, type PlannedMatch } from './schedule';

const HOUR = 3_600_000;
const planned = (
  matchId: number,
  startHour: number,
  court: string | null,
  players: number[],
): PlannedMatch => ({
  matchId,
  start: startHour * HOUR,
  end: (startHour + 1) * HOUR,
  court,
  players,
});

describe('the conflicts of a schedule', () => {
  it('finds a court used twice and a player in two matches at once, not matches one after the other', () => {
    const conflicts = conflictsBetween([
      planned(1, 10, 'Court 1', [1, 2]),
      planned(2, 10.5, 'Court 1', [3, 4]),
      planned(3, 10.5, 'Court 2', [2, 5]),
      planned(4, 11, 'Court 1', [6, 7]),
    ]);
    expect(conflicts.map((c) => [c.kind, c.matchIds, c.court, c.playerId])).toEqual([
      ['court_twice', [1, 2], 'Court 1', null],
      ['player_twice', [1, 3], null, 2],
      ['court_twice', [2, 4], 'Court 1', null],
    ]);
  });

  it('does not count matches without a court as sharing one', () => {
    expect(conflictsBetween([planned(1, 10, null, [1]), planned(2, 10, null, [2])])).toEqual([]);
  });
});
