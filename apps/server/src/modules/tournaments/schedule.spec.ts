import { describe, expect, it } from 'vitest';
import { clockIn, conflictsBetween, describeConflicts, type PlannedMatch } from './schedule-conflicts';

const HOUR = 3_600_000;
const owner = { id: 7, name: 'Spring Cup' };
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
  home: `H${matchId}`,
  away: `A${matchId}`,
});

describe('the conflicts of a schedule', () => {
  it('finds a court used twice and a player in two matches at once, not matches one after the other', () => {
    const conflicts = conflictsBetween(
      [
        planned(1, 10, 'Court 1', [1, 2]),
        planned(2, 10.5, 'Court 1', [3, 4]),
        planned(3, 10.5, 'Court 2', [2, 5]),
        planned(4, 11, 'Court 1', [6, 7]),
      ],
      owner,
    );
    expect(conflicts.map((c) => [c.kind, c.matches.map((m) => m.matchId), c.court, c.playerId])).toEqual([
      ['court_twice', [1, 2], 'Court 1', null],
      ['player_twice', [1, 3], null, 2],
      ['court_twice', [2, 4], 'Court 1', null],
    ]);
  });

  it('does not count matches without a court as sharing one', () => {
    expect(conflictsBetween([planned(1, 10, null, [1]), planned(2, 10, null, [2])], owner)).toEqual([]);
  });

  it('names the player, the time both are on and the two matches with their courts', () => {
    const found = conflictsBetween(
      [planned(1, 10, 'Court 1', [1, 2]), planned(2, 10.5, 'Court 2', [2, 3])],
      owner,
    );
    const [c] = describeConflicts(found, owner, new Map([[2, 'Ivan Ivanov']]), clockIn(null));
    expect(c).toMatchObject({
      kind: 'player_twice',
      matchIds: [1, 2],
      playerId: 2,
      playerName: 'Ivan Ivanov',
      at: new Date(10.5 * HOUR).toISOString(),
      matches: [
        { matchId: 1, home: 'H1', away: 'A1', court: 'Court 1', tournamentName: 'Spring Cup' },
        { matchId: 2, home: 'H2', away: 'A2', court: 'Court 2' },
      ],
      message: 'Ivan Ivanov is in two matches at 10:30 UTC: H1 vs A1 (Court 1) and H2 vs A2 (Court 2).',
    });
  });

  it('tells the time in the venue’s time zone, and a match of another tournament by that tournament', () => {
    const found = conflictsBetween([planned(1, 10, 'Court 1', []), planned(2, 10, 'Court 1', [])], owner);
    found[0]!.matches[1] = { ...found[0]!.matches[1], tournamentId: 9, tournamentName: 'Summer Cup' };
    const [c] = describeConflicts(found, owner, new Map(), clockIn('Europe/Sofia'));
    expect(c!.message).toBe('Court 1 has two matches at 12:00: H1 vs A1 and Summer Cup: H2 vs A2.');
    expect(clockIn('Not/AZone')(10 * HOUR)).toBe('10:00');
  });
});
