/** Round robin by the circle (Berger) method, in snake-seeded groups (§3). */
import type { Match } from './types.js';

export const rrid = (group: number, round: number, i: number | 'bye'): string => `G${group}-R${round}-${i}`;

/**
 * The rounds of one leg for `n` members (indexes 0 … n−1 in seed order), as the Berger tables (FIDE) give them:
 * with n odd a phantom makes it even, and whoever meets it is idle (null away). The last one (the phantom when n
 * is odd) is fixed: away in odd rounds, at home in even rounds; the others rotate. Round r (1-based) starts from
 * p = (r − 1)·n/2 mod (n − 1): p meets the fixed one, then p + k (at home) meets p − k, modulo n − 1. Round 1 is
 * 1–n, 2–(n−1), …; nobody's home and away counts differ by more than one over a leg.
 */
export function bergerRounds(n: number): [number, number | null][][] {
  const even = n % 2 === 0 ? n : n + 1;
  const rot = even - 1;
  const fixed = even - 1 < n ? even - 1 : null;
  const mod = (x: number): number => ((x % rot) + rot) % rot;
  const rounds: [number, number | null][][] = [];
  for (let r = 1; r <= rot; r++) {
    const p = mod((r - 1) * (even / 2));
    const pairs: [number, number | null][] = [];
    if (fixed === null) pairs.push([p, null]);
    else pairs.push(r % 2 === 1 ? [p, fixed] : [fixed, p]);
    for (let k = 1; k < even / 2; k++) pairs.push([mod(p + k), mod(p - k)]);
    rounds.push(pairs);
  }
  return rounds;
}

export function buildRoundRobin(groups: readonly (readonly string[])[], legs: 1 | 2): Match[] {
  const matches: Match[] = [];
  groups.forEach((members, gi) => {
    const group = gi + 1;
    const rounds = bergerRounds(members.length);
    for (let leg = 0; leg < legs; leg++) {
      rounds.forEach((pairs, ri) => {
        const round = leg * rounds.length + ri + 1;
        let i = 0;
        for (const [a, b] of pairs) {
          if (b === null) {
            matches.push({
              id: rrid(group, round, 'bye'),
              group,
              round,
              bracket: 'group',
              home: members[a] as string,
              away: null,
              status: 'bye',
              winner: null,
            });
            continue;
          }
          const [h, w] = leg === 0 ? [a, b] : [b, a];
          i++;
          matches.push({
            id: rrid(group, round, i),
            group,
            round,
            bracket: 'group',
            home: members[h] as string,
            away: members[w] as string,
            status: 'ready',
            winner: null,
          });
        }
      });
    }
  });
  return matches;
}
