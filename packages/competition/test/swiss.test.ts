/** Swiss by example (§4). */
import { describe, expect, it } from 'vitest';
import { clearResult, createStage, pairNextRound, standings, type Stage } from '../src/index.js';
import { create, expectOk, favourite, people, record } from './helpers.js';

const round = (s: Stage, r: number): string[] =>
  s.matches
    .filter((m) => m.round === r)
    .map((m) => (m.away === null ? `${m.home} bye` : `${m.home}-${m.away}`));

function playRound(s: Stage, pick = favourite): Stage {
  let out = s;
  for (const m of s.matches) if (m.status === 'ready') out = record(out, m.id, pick(m));
  return out;
}

describe('Swiss', () => {
  it('round 1 by seed: top half against bottom half', () => {
    const s = create({ type: 'swiss', participants: people(8) });
    expect(round(s, 1)).toEqual(['p1-p5', 'p2-p6', 'p3-p7', 'p4-p8']);
    expect(s.options.rounds).toBe(3);
    expect(s.matches.every((m) => m.bracket === 'swiss')).toBe(true);
  });

  it('with an odd count the lowest seed has the first bye, worth a win', () => {
    const s = create({ type: 'swiss', participants: people(5), options: { rounds: 3 } });
    expect(round(s, 1)).toEqual(['p5 bye', 'p1-p3', 'p2-p4']);
    const rows = standings(s);
    expect(rows[0]).toMatchObject({ id: 'p5', points: 2, played: 0, won: 0 });
  });

  it('pairs within score groups from the top, the lower-seeded half of a group against the upper', () => {
    let s = create({ type: 'swiss', participants: people(8) });
    s = playRound(s);
    const next = expectOk(pairNextRound(s));
    expect(next.round).toBe(2);
    // winners p1 … p4 (2 points), losers p5 … p8 (0): 1 v 3, 2 v 4, 5 v 7, 6 v 8
    expect(round(next.stage, 2)).toEqual(['p1-p3', 'p2-p4', 'p5-p7', 'p6-p8']);
    expect(next.matches.map((m) => m.id)).toEqual(['S2-1', 'S2-2', 'S2-3', 'S2-4']);
  });

  it('floats the lowest of an odd score group down and never pairs the same two twice', () => {
    let s = create({ type: 'swiss', participants: people(6), options: { rounds: 5 } });
    const seen = new Set<string>();
    for (let r = 1; r <= 5; r++) {
      for (const m of s.matches.filter((x) => x.round === r)) {
        const k = [m.home, m.away].sort().join('-');
        expect(seen.has(k)).toBe(false);
        seen.add(k);
      }
      s = playRound(s);
      const next = pairNextRound(s);
      if (r === 5) {
        expect(next).toMatchObject({ ok: false, error: { code: 'stage_complete' } });
        break;
      }
      s = expectOk(next).stage;
    }
    expect(seen.size).toBe(15); // 5 rounds of 6 = everybody met everybody
    // round 2 after 1 v 4, 2 v 5, 3 v 6 won by the favourites: winners 1, 2, 3 (odd): 3 floats down to 4
    // (p4 at home: p3 was at home in round 1, p4 away)
    expect(round(s, 2)).toEqual(['p1-p2', 'p4-p3', 'p5-p6']);
  });

  it('nobody gets a second bye while others have none', () => {
    let s = create({ type: 'swiss', participants: people(5), options: { rounds: 5 } });
    const byes: string[] = [];
    for (let r = 1; r <= 5; r++) {
      byes.push(...s.matches.filter((m) => m.round === r && m.status === 'bye').map((m) => m.home as string));
      s = playRound(s);
      if (r < 5) s = expectOk(pairNextRound(s)).stage;
    }
    expect(byes.slice().sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('standings: points, then Buchholz, then Sonneborn–Berger', () => {
    let s = create({ type: 'swiss', participants: people(4), options: { rounds: 2 } });
    s = playRound(s); // p1 beat p3, p2 beat p4
    s = expectOk(pairNextRound(s)).stage; // p1-p2, p3-p4
    s = playRound(s, (m) => ({ winner: m.home === 'p1' ? 'away' : 'home' }));
    const rows = standings(s);
    expect(
      rows.map((r) => [r.id, r.rank, r.points, r.buchholz, r.sonnebornBerger, r.tiebreak ?? '-']),
    ).toEqual([
      ['p2', 1, 4, 2, 2, '-'],
      ['p1', 2, 2, 6, 2, '-'],
      ['p3', 3, 2, 2, 0, 'buchholz'],
      ['p4', 4, 0, 6, 0, '-'],
    ]);
  });

  it('refuses to pair before the round is over, a non-Swiss stage, and a cleared result once the next round is paired', () => {
    let s = create({ type: 'swiss', participants: people(4) });
    expect(pairNextRound(s)).toMatchObject({ ok: false, error: { code: 'round_unfinished' } });
    expect(pairNextRound(create({ type: 'round_robin', participants: people(4) }))).toMatchObject({
      ok: false,
      error: { code: 'not_swiss' },
    });
    s = playRound(s);
    expect(clearResult(s, 'S1-1').ok).toBe(true);
    s = expectOk(pairNextRound(s)).stage;
    expect(clearResult(s, 'S1-1')).toMatchObject({ ok: false, error: { code: 'result_in_use' } });
    expect(createStage({ type: 'swiss', participants: people(4), options: { rounds: 4 } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_options' },
    });
  });

  it('answers no_pairing when every legal pairing would be a rematch', () => {
    let s = create({ type: 'swiss', participants: people(4), options: { rounds: 3 } });
    s = playRound(s); // p1-p3, p2-p4
    s = expectOk(pairNextRound(s)).stage; // p1-p2, p3-p4
    s = playRound(s);
    const third = expectOk(pairNextRound(s));
    expect(round(third.stage, 3).map((x) => x.split('-').sort().join('-'))).toEqual(['p1-p4', 'p2-p3']);
    // a stage edited so that p1 has already met everybody: no round 3 without a rematch
    const dead: Stage = {
      ...s,
      matches: [
        ...s.matches,
        {
          id: 'S2-9',
          group: 1,
          round: 2,
          bracket: 'swiss',
          home: 'p1',
          away: 'p4',
          status: 'finished',
          winner: 'home',
        },
      ],
    };
    expect(pairNextRound(dead)).toMatchObject({ ok: false, error: { code: 'no_pairing' } });
  });
});
