/** The public API: inputs refused with stable codes, plain JSON, no mutation. */
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  clearResult,
  createStage,
  finishingPositions,
  pairNextRound,
  recordResult,
  standings,
  type StageInput,
} from '../src/index.js';
import { create, deepFreeze, favourite, people, playOut, record } from './helpers.js';

const code = (r: { ok: boolean; error?: { code: string } }): string | undefined =>
  r.ok ? undefined : r.error?.code;
const make = (x: unknown) => createStage(x as StageInput);

describe('createStage refusals', () => {
  it.each([
    [null, 'invalid_input'],
    ['swiss', 'invalid_input'],
    [{ type: 'ladder', participants: people(4) }, 'invalid_type'],
    [{ type: 'swiss' }, 'invalid_participants'],
    [{ type: 'swiss', participants: [{ id: '' }, { id: 'b' }] }, 'invalid_participants'],
    [{ type: 'swiss', participants: [{ id: 1 }, { id: 'b' }] }, 'invalid_participants'],
    [{ type: 'swiss', participants: ['a', 'b'] }, 'invalid_participants'],
    [{ type: 'swiss', participants: [{ id: 'a' }] }, 'too_few_participants'],
    [{ type: 'swiss', participants: people(1025) }, 'too_many_participants'],
    [{ type: 'round_robin', participants: people(300) }, 'too_many_participants'],
    [{ type: 'swiss', participants: [{ id: 'a' }, { id: 'a' }] }, 'duplicate_participant'],
    [{ type: 'swiss', participants: [{ id: 'a', seed: 0 }, { id: 'b' }] }, 'invalid_seed'],
    [{ type: 'swiss', participants: [{ id: 'a', seed: 1.5 }, { id: 'b' }] }, 'invalid_seed'],
    [
      {
        type: 'swiss',
        participants: [
          { id: 'a', seed: 1 },
          { id: 'b', seed: 1 },
        ],
      },
      'duplicate_seed',
    ],
    [{ type: 'swiss', participants: people(4), options: 3 }, 'invalid_options'],
    [{ type: 'swiss', participants: people(4), options: { colour: true } }, 'invalid_options'],
    [
      { type: 'single_elimination', participants: people(2), options: { thirdPlace: true } },
      'invalid_options',
    ],
    [
      { type: 'double_elimination', participants: people(4), options: { grandFinal: 'double' } },
      'invalid_options',
    ],
    [{ type: 'round_robin', participants: people(4), options: { rules: 'chess' } }, 'invalid_options'],
    [
      {
        type: 'round_robin',
        participants: people(4),
        options: { rules: 'tennis', points: { win: 3, draw: 1, loss: 0 } },
      },
      'invalid_options',
    ],
    [
      { type: 'round_robin', participants: people(4), options: { points: { win: 0, draw: 1, loss: 0 } } },
      'invalid_options',
    ],
    [
      {
        type: 'round_robin',
        participants: people(4),
        options: { points: { win: Infinity, draw: 1, loss: 0 } },
      },
      'invalid_options',
    ],
    [{ type: 'swiss', participants: people(4), options: { rounds: 0 } }, 'invalid_options'],
  ])('%j → %s', (input, expected) => {
    expect(code(make(input))).toBe(expected);
  });

  it('every code it answers is documented in ERROR_CODES', () => {
    expect(ERROR_CODES).toContain('invalid_input');
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});

describe('results refusals', () => {
  const rr = create({ type: 'round_robin', participants: people(3), options: { rules: 'badminton' } });
  const id = rr.matches.find((m) => m.status === 'ready')?.id as string;
  it.each([
    [{}, 'invalid_result'],
    [{ winner: 'left' }, 'invalid_result'],
    [{ winner: 'home', walkover: 'yes' }, 'invalid_result'],
    [{ winner: 'home', score: 3 }, 'invalid_result'],
    [{ winner: 'draw' }, 'draw_not_allowed'],
    [{ winner: 'home', games: [{ home: -1, away: 21 }] }, 'invalid_games'],
    [{ winner: 'home', games: [{ home: 1.5, away: 21 }] }, 'invalid_games'],
    [{ winner: 'home', games: 'two' }, 'invalid_games'],
    [
      {
        winner: 'home',
        games: [
          { home: 10, away: 21 },
          { home: 10, away: 21 },
        ],
      },
      'result_mismatch',
    ],
  ])('%j → %s', (result, expected) => {
    expect(code(recordResult(rr, id, result as never))).toBe(expected);
  });

  it('a retirement is a walkover: the games may say otherwise', () => {
    const r = recordResult(rr, id, {
      winner: 'home',
      walkover: true,
      games: [
        { home: 10, away: 21 },
        { home: 3, away: 1 },
      ],
    });
    expect(r.ok).toBe(true);
  });

  it('anything not a stage is refused, and standings of junk are empty', () => {
    for (const junk of [null, 1, 'x', {}, { version: 1, type: 'swiss' }, { ...rr, matches: [{}] }]) {
      expect(code(recordResult(junk as never, 'x', { winner: 'home' }))).toBe('invalid_stage');
      expect(code(clearResult(junk as never, 'x'))).toBe('invalid_stage');
      expect(code(pairNextRound(junk as never))).toBe('invalid_stage');
      expect(standings(junk as never)).toEqual([]);
      expect(finishingPositions(junk as never)).toEqual([]);
    }
  });
});

describe('plain JSON, never mutated', () => {
  it('a stage survives JSON and continues exactly like the original', () => {
    const s = create({ type: 'double_elimination', participants: people(7) });
    const half = record(record(s, 'W1-2', { winner: 'home', games: [{ home: 21, away: 3 }] }), 'W1-3', {
      winner: 'away',
    });
    const copy = JSON.parse(JSON.stringify(half));
    expect(copy).toEqual(half);
    expect(playOut(copy, favourite)).toEqual(playOut(half, favourite));
  });

  it('deep-frozen stages are accepted and left unchanged', () => {
    const s = deepFreeze(create({ type: 'single_elimination', participants: people(8) }));
    const before = JSON.stringify(s);
    const next = record(s, 'W1-1', { winner: 'home' });
    expect(JSON.stringify(s)).toBe(before);
    expect(next).not.toBe(s);
    // unchanged matches are shared, not copied
    expect(next.matches[3]).toBe(s.matches[3]);
  });

  it('the games given are copied, not kept', () => {
    const s = create({ type: 'round_robin', participants: people(2) });
    const games = [{ home: 2, away: 1 }];
    const next = record(s, 'G1-R1-1', { winner: 'home', games });
    games[0]!.home = 0;
    expect(next.matches[0]?.games).toEqual([{ home: 2, away: 1 }]);
  });
});
