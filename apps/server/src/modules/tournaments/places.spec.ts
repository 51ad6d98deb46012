import { createStage, type Place, type Stage } from '@sportzone/competition';
import { describe, expect, it } from 'vitest';
import { matchLabel, pendingName, placeLabel } from './places';

const stageOf = (type: 'single_elimination' | 'double_elimination', n: number, thirdPlace = false): Stage => {
  const created = createStage({
    type,
    participants: Array.from({ length: n }, (_, i) => ({ id: String(i + 1) })),
    options: thirdPlace ? { thirdPlace } : {},
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.stage;
};

describe('the places of a draw in English (live matches’ placeholder sides)', () => {
  it('says every kind of place', () => {
    const cases: [Place, string][] = [
      [{ kind: 'final' }, 'final'],
      [{ kind: 'semiFinal', match: 2 }, 'semi-final 2'],
      [{ kind: 'quarterFinal', match: null }, 'quarter-final'],
      [{ kind: 'roundOf', size: 16, match: 3 }, 'round of 16 match 3'],
      [{ kind: 'winnersRound', round: 2, match: 1 }, 'winners round 2 match 1'],
      [{ kind: 'winnersFinal' }, 'winners final'],
      [{ kind: 'losersRound', round: 3, match: null }, 'losers round 3 match'],
      [{ kind: 'losersFinal' }, 'losers final'],
      [{ kind: 'grandFinal', reset: false }, 'grand final'],
      [{ kind: 'grandFinal', reset: true }, 'grand final (reset)'],
      [{ kind: 'thirdPlace' }, 'third-place match'],
      [{ kind: 'group', group: 2, round: 3 }, 'group B round 3'],
      [{ kind: 'round', round: 4, match: 2 }, 'round 4 match 2'],
    ];
    for (const [place, words] of cases) expect(placeLabel(place)).toBe(words);
  });

  it('names a knockout’s matches from the end and where a side comes from', () => {
    const stage = stageOf('single_elimination', 8, true);
    expect(matchLabel(stage, 'W3-1')).toBe('final');
    expect(matchLabel(stage, 'W2-2')).toBe('semi-final 2');
    expect(matchLabel(stage, 'W1-4')).toBe('quarter-final 4');
    expect(matchLabel(stage, 'nope')).toBe('nope');
    const final = stage.matches.find((m) => m.id === 'W3-1')!;
    expect(pendingName(stage, final, 'home')).toBe('Winner of semi-final 1');
    const third = stage.matches.find((m) => m.bracket === 'third_place')!;
    expect(pendingName(stage, third, 'away')).toBe('Loser of semi-final 2');
    expect(pendingName(stage, stage.matches[0]!, 'home')).toBe('To be decided');
  });

  it('names a double elimination’s winners and losers finals', () => {
    const stage = stageOf('double_elimination', 4);
    expect(matchLabel(stage, 'W2-1')).toBe('winners final');
    expect(matchLabel(stage, 'W1-2')).toBe('winners round 1 match 2');
    expect(matchLabel(stage, 'GF-2')).toBe('grand final (reset)');
  });
});
