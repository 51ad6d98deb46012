import { createStage, recordResult, type Stage } from '@sportzone/competition';
import { describe, expect, it } from 'vitest';
import { standingOf } from './standing';

const stage = (type: 'single_elimination' | 'round_robin', n: number): Stage => {
  const created = createStage({
    type,
    participants: Array.from({ length: n }, (_, i) => ({ id: String(i + 1), seed: i + 1 })),
    options: {},
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.stage;
};

describe('where an entry stands in a running tournament', () => {
  it('a knockout: still in after a win, out with a place after a loss', () => {
    let ko = stage('single_elimination', 4);
    const semi = ko.matches.find((m) => m.round === 1 && (m.home === '1' || m.away === '1'))!;
    const recorded = recordResult(ko, semi.id, { winner: semi.home === '1' ? 'home' : 'away' });
    if (!recorded.ok) throw new Error(recorded.error.message);
    ko = recorded.stage;
    const drawn = [{ name: 'Main draw', type: 'single_elimination', state: ko }];
    expect(standingOf(drawn, '1')).toMatchObject({ out: false, rank: null, played: 1, won: 1, lost: 0 });
    const loser = semi.home === '1' ? semi.away! : semi.home!;
    expect(standingOf(drawn, loser)).toMatchObject({ out: true, rank: 3, played: 1, lost: 1 });
    expect(standingOf(drawn, '99')).toBeNull();
    expect(standingOf([], '1')).toBeNull();
  });

  it('a round robin: my group and my rank in it', () => {
    const rr = stage('round_robin', 3);
    const first = rr.matches.find((m) => m.home && m.away)!;
    const recorded = recordResult(rr, first.id, { winner: 'home' });
    if (!recorded.ok) throw new Error(recorded.error.message);
    const standing = standingOf(
      [{ name: 'Groups', type: 'round_robin', state: recorded.stage }],
      first.home!,
    );
    expect(standing).toMatchObject({ stageName: 'Groups', group: 1, rank: 1, out: false, won: 1 });
  });
});
