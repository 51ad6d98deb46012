/** Round robin by example (§3): Berger tables, byes, legs, snake groups. */
import { describe, expect, it } from 'vitest';
import { bergerRounds, createStage, snakeGroups, type Stage } from '../src/index.js';
import { create, people } from './helpers.js';

const table = (s: Stage, group = 1): string[][] => {
  const rounds: string[][] = [];
  for (const m of s.matches.filter((x) => x.group === group)) {
    const row = (rounds[m.round - 1] ??= []);
    row.push(m.away === null ? `${m.home} idle` : `${m.home}-${m.away}`);
  }
  return rounds;
};

describe('Berger tables', () => {
  it('gives the FIDE table for 6', () => {
    const s = create({ type: 'round_robin', participants: people(6) });
    expect(table(s)).toEqual([
      ['p1-p6', 'p2-p5', 'p3-p4'],
      ['p6-p4', 'p5-p3', 'p1-p2'],
      ['p2-p6', 'p3-p1', 'p4-p5'],
      ['p6-p5', 'p1-p4', 'p2-p3'],
      ['p3-p6', 'p4-p2', 'p5-p1'],
    ]);
  });

  it('gives the FIDE table for 4, and for 5 the one who would meet the 6th is idle', () => {
    expect(table(create({ type: 'round_robin', participants: people(4) }))).toEqual([
      ['p1-p4', 'p2-p3'],
      ['p4-p3', 'p1-p2'],
      ['p2-p4', 'p3-p1'],
    ]);
    expect(table(create({ type: 'round_robin', participants: people(5) }))).toEqual([
      ['p1 idle', 'p2-p5', 'p3-p4'],
      ['p4 idle', 'p5-p3', 'p1-p2'],
      ['p2 idle', 'p3-p1', 'p4-p5'],
      ['p5 idle', 'p1-p4', 'p2-p3'],
      ['p3 idle', 'p4-p2', 'p5-p1'],
    ]);
  });

  it('N even: N − 1 rounds of N/2; N odd: N rounds, each one idle once; home and away differ by at most 1', () => {
    for (let n = 2; n <= 21; n++) {
      const rounds = bergerRounds(n);
      expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
      const home = new Array<number>(n).fill(0);
      const away = new Array<number>(n).fill(0);
      const idle = new Array<number>(n).fill(0);
      const met = new Set<string>();
      for (const r of rounds) {
        const seen = new Set<number>();
        for (const [a, b] of r) {
          expect(seen.has(a)).toBe(false);
          seen.add(a);
          if (b === null) {
            idle[a] = (idle[a] as number) + 1;
            continue;
          }
          expect(seen.has(b)).toBe(false);
          seen.add(b);
          home[a] = (home[a] as number) + 1;
          away[b] = (away[b] as number) + 1;
          const k = a < b ? `${a}-${b}` : `${b}-${a}`;
          expect(met.has(k)).toBe(false);
          met.add(k);
        }
        expect(seen.size).toBe(n);
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      for (let i = 0; i < n; i++) {
        expect(Math.abs((home[i] as number) - (away[i] as number))).toBeLessThanOrEqual(1);
        expect(idle[i]).toBe(n % 2);
      }
    }
  });
});

describe('legs and groups', () => {
  it('legs 2 repeats the rounds with home and away swapped', () => {
    const s = create({ type: 'round_robin', participants: people(4), options: { legs: 2 } });
    const t = table(s);
    expect(t).toHaveLength(6);
    expect(t[3]).toEqual(['p4-p1', 'p3-p2']);
    expect(s.matches.filter((m) => m.status === 'ready')).toHaveLength(12);
    expect(s.matches.find((m) => m.round === 4)?.id).toBe('G1-R4-1');
  });

  it('snake-seeds groups: group 1 gets 1, 2g, 2g + 1 …; group 2 gets 2, 2g − 1 …', () => {
    expect(snakeGroups(8, 2)).toEqual([
      [0, 3, 4, 7],
      [1, 2, 5, 6],
    ]);
    expect(snakeGroups(10, 3)).toEqual([
      [0, 5, 6],
      [1, 4, 7],
      [2, 3, 8, 9],
    ]);
    const s = create({ type: 'round_robin', participants: people(12), options: { groups: 3 } });
    expect(s.groups).toEqual([
      ['p1', 'p6', 'p7', 'p12'],
      ['p2', 'p5', 'p8', 'p11'],
      ['p3', 'p4', 'p9', 'p10'],
    ]);
    expect(s.matches.filter((m) => m.group === 2)).toHaveLength(6);
    expect(table(s, 3)[0]).toEqual(['p3-p10', 'p4-p9']);
  });

  it('refuses groups of fewer than 2 and options of other formats', () => {
    expect(
      createStage({ type: 'round_robin', participants: people(5), options: { groups: 3 } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid_options' },
    });
    expect(
      createStage({ type: 'round_robin', participants: people(5), options: { rounds: 3 } }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid_options' },
    });
    expect(
      createStage({ type: 'round_robin', participants: people(5), options: { legs: 3 as 1 } }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_options' } });
  });
});
