import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors';
import { handSeeds, rankingSeeds, signUpStatus } from './entries';
import { movingUp } from './entry-list';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    return err instanceof HttpError ? err.code : String(err);
  }
  return null;
};

describe('signing up', () => {
  const entries = (registered: number, waiting: number) => [
    ...Array.from({ length: registered }, () => ({ status: 'registered' as const })),
    ...Array.from({ length: waiting }, () => ({ status: 'waiting' as const })),
  ];

  it('registers while there are spots, then waits, until the cap', () => {
    expect(signUpStatus(entries(1, 0), { spots: 2, maxRegistrations: 3 })).toBe('registered');
    expect(signUpStatus(entries(2, 0), { spots: 2, maxRegistrations: 3 })).toBe('waiting');
    expect(codeOf(() => signUpStatus(entries(2, 1), { spots: 2, maxRegistrations: 3 }))).toBe(
      'registrations_full',
    );
    expect(signUpStatus(entries(40, 0), { spots: null, maxRegistrations: null })).toBe('registered');
  });
});

describe('the waiting list', () => {
  const row = (id: number, status: 'registered' | 'waiting', minute: number) => ({
    id,
    status,
    signedUpAt: at(minute),
  });

  it('moves up first come first, as far as the spots go', () => {
    const list = [row(1, 'registered', 0), row(4, 'waiting', 3), row(2, 'waiting', 1), row(3, 'waiting', 1)];
    expect(movingUp(list, 3)).toEqual([2, 3]);
    expect(movingUp(list, 1)).toEqual([]);
    expect(movingUp(list, null)).toEqual([2, 3, 4]);
  });
});

describe('seeds', () => {
  it('by hand: only registered entries, each seed once, null clears', () => {
    const registered = new Set([1, 2, 3]);
    expect([
      ...handSeeds(
        [
          { entryId: 1, seed: 2 },
          { entryId: 3, seed: null },
        ],
        registered,
      ),
    ]).toEqual([
      [1, 2],
      [3, null],
    ]);
    expect(codeOf(() => handSeeds([{ entryId: 9, seed: 1 }], registered))).toBe('unknown_entry');
    expect(
      codeOf(() =>
        handSeeds(
          [
            { entryId: 1, seed: 1 },
            { entryId: 2, seed: 1 },
          ],
          registered,
        ),
      ),
    ).toBe('duplicate_seed');
  });

  it('by ranking: the ranked entries in ranking order (equal: who signed up first), the others unseeded', () => {
    const entries = [
      { id: 1, playerId: 10, teamId: null, signedUpAt: at(5) },
      { id: 2, playerId: 20, teamId: null, signedUpAt: at(1) },
      { id: 3, playerId: 30, teamId: null, signedUpAt: at(0) },
      { id: 4, playerId: 40, teamId: null, signedUpAt: at(2) },
    ];
    const ranking = [
      { playerId: 30, teamId: null, ranking_position: 2 },
      { playerId: 10, teamId: null, ranking_position: 1 },
      { playerId: 40, teamId: null, ranking_position: 2 },
    ];
    expect(Object.fromEntries(rankingSeeds(entries, ranking))).toEqual({ 1: 1, 2: null, 3: 2, 4: 3 });
  });
});
