/** Multi-stage seeding and ranking points (§6). */
import { describe, expect, it } from 'vitest';
import {
  createStage,
  finishingPositions,
  qualifiers,
  rankingPoints,
  rankingTable,
  seedingOrder,
  type Stage,
} from '../src/index.js';
import { create, expectOk, favourite, people, playOut } from './helpers.js';

describe('qualifiers (group stage → knockout)', () => {
  const groupsOf4 = (): Stage =>
    playOut(create({ type: 'round_robin', participants: people(16), options: { groups: 4 } }), favourite);

  it('group winners first (best-ranked first), then runners-up, each in the half opposite its group winner', () => {
    const q = expectOk(qualifiers(groupsOf4(), 2)).participants;
    expect(q.slice(0, 4).map((x) => [x.id, x.group, x.position])).toEqual([
      ['p1', 1, 1],
      ['p2', 2, 1],
      ['p3', 3, 1],
      ['p4', 4, 1],
    ]);
    expect(q.map((x) => x.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(q.every((x) => !x.tied)).toBe(true);
    const order = seedingOrder(8);
    const half = (seed: number): number => Math.floor(order.indexOf(seed) / 4);
    for (let g = 1; g <= 4; g++) {
      const [a, b] = q.filter((x) => x.group === g);
      expect(half(a!.seed)).not.toBe(half(b!.seed));
    }
    const ko = createStage({ type: 'single_elimination', participants: q });
    expect(ko.ok).toBe(true);
  });

  it('marks a qualifier its group still ties with another (lots to draw)', () => {
    const s = playOut(
      create({ type: 'round_robin', participants: people(6), options: { groups: 2 } }),
      () => ({
        winner: 'home',
      }),
    );
    const q = expectOk(qualifiers(s, 1)).participants;
    expect(q).toHaveLength(2);
    expect(q.some((x) => x.tied)).toBe(true);
  });

  it('refuses an unfinished group stage, a k too big and a non-round-robin stage', () => {
    const s = create({ type: 'round_robin', participants: people(8), options: { groups: 2 } });
    expect(qualifiers(s, 2)).toMatchObject({ ok: false, error: { code: 'stage_unfinished' } });
    expect(qualifiers(groupsOf4(), 5)).toMatchObject({ ok: false, error: { code: 'invalid_options' } });
    expect(qualifiers(create({ type: 'swiss', participants: people(4) }), 1)).toMatchObject({
      ok: false,
      error: { code: 'not_round_robin' },
    });
  });
});

describe('ranking points', () => {
  it('by finishing position; shared positions get the same points; summed over a period with shared ranks', () => {
    const table = [100, 70, 50, 50, 25, 25, 25, 25];
    const ko = playOut(create({ type: 'single_elimination', participants: people(8) }), favourite);
    const a = expectOk(rankingPoints(table, finishingPositions(ko))).awards;
    expect(a.map((x) => [x.id, x.position, x.points])).toEqual([
      ['p1', 1, 100],
      ['p2', 2, 70],
      ['p3', 3, 50],
      ['p4', 3, 50],
      ['p5', 5, 25],
      ['p6', 5, 25],
      ['p7', 5, 25],
      ['p8', 5, 25],
    ]);
    const other = playOut(create({ type: 'single_elimination', participants: people(4) }), (m) => ({
      winner: m.id === 'W2-1' ? 'away' : favourite(m).winner,
    }));
    const b = expectOk(rankingPoints(table, finishingPositions(other))).awards;
    const ranking = expectOk(rankingTable([...a, ...b])).ranking;
    expect(ranking.slice(0, 4)).toEqual([
      { id: 'p1', points: 170, rank: 1 },
      { id: 'p2', points: 170, rank: 1 },
      { id: 'p3', points: 100, rank: 3 },
      { id: 'p4', points: 100, rank: 3 },
    ]);
  });

  it('nothing for participants still in or beyond the table; junk refused', () => {
    const r = expectOk(
      rankingPoints(
        [10],
        [
          { id: 'a', position: null },
          { id: 'b', position: 4 },
        ],
      ),
    );
    expect(r.awards.map((x) => x.points)).toEqual([0, 0]);
    expect(rankingPoints([-1], [])).toMatchObject({ ok: false, error: { code: 'invalid_table' } });
    expect(rankingPoints([1], [{ id: 'a', position: 0 }])).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    expect(rankingTable([{ id: 'a' }] as never)).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
  });
});
