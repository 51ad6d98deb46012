/** What a correction really changes: later matches of its stage, and the next stage drawn from a group stage. */
import { describe, expect, it } from 'vitest';
import { advance, correctionImpact, type Stage } from '../src/index.js';
import { create, deepFreeze, favourite, match, people, playOut, record } from './helpers.js';

/** Two groups of four played out by seed (group 1: p1 p4 p5 p8), the knockout drawn from their top two. */
function drawnAfterGroups(): { groups: Stage; ko: Stage } {
  const groups = deepFreeze(
    playOut(create({ type: 'round_robin', participants: people(8), options: { groups: 2 } }), favourite),
  );
  const step = advance(
    [
      { stage: groups, qualifiers: null },
      { stage: null, qualifiers: 2 },
    ],
    0,
  );
  if (!step.ok || step.next.kind !== 'draw') throw new Error('the knockout is not drawn');
  const ko = create({ type: 'single_elimination', participants: step.next.participants });
  return { groups, ko: deepFreeze(ko) };
}

const between = (stage: Stage, a: string, b: string) =>
  stage.matches.find((m) => (m.home === a && m.away === b) || (m.home === b && m.away === a))!;

describe('correcting a group result after the knockout was drawn', () => {
  it('changes nothing in the knockout when the qualifiers stay where they were', () => {
    const { groups, ko } = drawnAfterGroups();
    const m = between(groups, 'p1', 'p8');
    const impact = correctionImpact(
      groups,
      m.id,
      { winner: m.winner!, games: [{ home: 3, away: 1 }] },
      {
        stage: ko,
        qualifiers: 2,
      },
    );
    expect(impact.refusal).toBeNull();
    expect(impact.places).toEqual([]);
    expect(impact.next).toBeNull();
    expect(impact.nextReset).toEqual([]);
    expect(match(impact.stage!, m.id).games).toEqual([{ home: 3, away: 1 }]);
  });

  it('re-fills the place of the group position that changes, and lists the match it resets', () => {
    const { groups, ko } = drawnAfterGroups();
    const m = between(groups, 'p4', 'p5');
    const flipped = m.winner === 'home' ? 'away' : 'home';
    const impact = correctionImpact(groups, m.id, { winner: flipped }, { stage: ko, qualifiers: 2 });
    expect(impact.refusal).toBeNull();
    expect(impact.places).toEqual([{ group: 1, position: 2, from: 'p4', to: 'p5' }]);
    const before = ko.matches.find((x) => x.home === 'p4' || x.away === 'p4')!;
    expect(impact.nextReset.map((x) => x.id)).toEqual([before.id]);
    const after = match(impact.next!, before.id);
    expect([after.home, after.away]).toContain('p5');
    expect(impact.next!.participants.map((p) => p.id)).not.toContain('p4');
    // the other matches of the knockout are as they were
    for (const x of ko.matches.filter((y) => y.id !== before.id))
      expect(match(impact.next!, x.id)).toEqual(x);
  });

  it('is refused, naming the match, once a knockout match it decides has been played', () => {
    const { groups, ko } = drawnAfterGroups();
    const played = ko.matches.find((x) => x.home === 'p4' || x.away === 'p4')!;
    const on = record(ko, played.id, { winner: played.home === 'p4' ? 'home' : 'away' });
    const m = between(groups, 'p4', 'p5');
    const impact = correctionImpact(
      groups,
      m.id,
      { winner: m.winner === 'home' ? 'away' : 'home' },
      {
        stage: on,
        qualifiers: 2,
      },
    );
    expect(impact.refusal?.code).toBe('played_on');
    expect(impact.blocked.map((x) => x.id)).toEqual([played.id]);
    // a match of the knockout the change does not reach may be played: the same correction of a result that
    // moves nobody is allowed
    expect(
      correctionImpact(groups, between(groups, 'p1', 'p8').id, undefined, { stage: on, qualifiers: 2 })
        .refusal,
    ).toBeNull();
  });

  it('cannot take a group result back once the knockout is drawn', () => {
    const { groups, ko } = drawnAfterGroups();
    expect(
      correctionImpact(groups, between(groups, 'p1', 'p8').id, null, { stage: ko, qualifiers: 2 }).refusal
        ?.code,
    ).toBe('next_stage_drawn');
  });
});

describe('correcting a knockout result', () => {
  const played = () =>
    deepFreeze(playOut(create({ type: 'single_elimination', participants: people(4) }), favourite));

  it('with the same winner resets no later match, even a played one', () => {
    const stage = played();
    const semi = stage.matches.find((m) => m.round === 1)!;
    const impact = correctionImpact(stage, semi.id, { winner: semi.winner!, walkover: true }, null);
    expect(impact.refusal).toBeNull();
    expect(impact.reset).toEqual([]);
    expect(match(impact.stage!, semi.id).walkover).toBe(true);
    const final = stage.matches.find((m) => m.round === 2)!;
    expect(match(impact.stage!, final.id)).toEqual(final);
  });

  it('with the other winner resets the final it fed', () => {
    const stage = played();
    const semi = stage.matches.find((m) => m.round === 1)!;
    const impact = correctionImpact(
      stage,
      semi.id,
      { winner: semi.winner === 'home' ? 'away' : 'home' },
      null,
    );
    expect(impact.reset.map((m) => m.round)).toEqual([2]);
    const final = match(impact.stage!, impact.reset[0]!.id);
    expect(final.status).toBe('ready');
    expect(final.winner).toBeNull();
  });

  it('refuses a new result whose games contradict its winner', () => {
    const stage = played();
    const semi = stage.matches.find((m) => m.round === 1)!;
    const impact = correctionImpact(stage, semi.id, { winner: 'home', games: [{ home: 0, away: 5 }] }, null);
    expect(impact.refusal?.code).toBe('invalid_result');
  });
});
