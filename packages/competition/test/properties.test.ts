/**
 * Properties of the public API (fast-check): the invariants of COMPETITION-RULES.md on arbitrary draws and
 * arbitrary results. Results come from a seeded generator (the seed is the arbitrary), so a failing case
 * replays exactly. Every stage is deep-frozen before the API sees it: a mutation would throw inside, which the
 * API would answer with `internal_error`, which fails the properties.
 *
 * Run counts scale with COMPETITION_PROPERTY_SCALE (e.g. 10 for a long soak).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  RULE_SETS,
  TIEBREAK_CODES,
  bracketSize,
  clearResult,
  createStage,
  finishingPositions,
  pairNextRound,
  qualifiers,
  rankingPoints,
  recordResult,
  seedingOrder,
  standings,
  type GameScore,
  type Match,
  type ResultInput,
  type RuleSet,
  type Stage,
  type StandingsRow,
} from '../src/index.js';
import { standingsOf } from '../src/standings.js';
import { deepFreeze, people } from './helpers.js';

const SCALE = Number(process.env.COMPETITION_PROPERTY_SCALE ?? 1) || 1;
const runs = (n: number): number => Math.max(1, Math.round(n * SCALE));
/** Run counts per property (reported in the README). */
const RUNS = {
  single: runs(150),
  double: runs(150),
  roundRobin: runs(150),
  standings: runs(200),
  swiss: runs(150),
  floats: runs(150),
  junk: runs(300),
} as const;
const TIMEOUT = 120_000;

// ---------------------------------------------------------------------------------------------------------
// helpers

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
}

const key = (a: string | null, b: string | null): string => [a, b].sort().join('|');
const loserOf = (m: Match): string => (m.winner === 'home' ? m.away : m.home) as string;
const finished = (s: Stage): Match[] => s.matches.filter((m) => m.status === 'finished');

/** A random result consistent with the rule set (a set sport's winner wins more games …); sometimes a walkover. */
function randomResult(random: () => number, rules: RuleSet, draws: boolean): ResultInput {
  const int = (n: number): number => Math.floor(random() * n);
  if (random() < 0.05) return { winner: random() < 0.5 ? 'home' : 'away', walkover: true };
  if (rules === 'generic') {
    const g = { home: int(5), away: int(5) };
    if (!draws && g.home === g.away) g.home++;
    return { winner: g.home > g.away ? 'home' : g.home < g.away ? 'away' : 'draw', games: [g] };
  }
  if (rules === 'bowling') {
    const games: GameScore[] = Array.from({ length: 1 + int(3) }, () => ({ home: int(301), away: int(301) }));
    const h = games.reduce((t, g) => t + g.home, 0);
    const a = games.reduce((t, g) => t + g.away, 0);
    if (h === a) (games[0] as GameScore).home++;
    return { winner: h >= a ? 'home' : 'away', games };
  }
  const games: GameScore[] = [];
  let h = 0;
  let a = 0;
  const n = 1 + int(5);
  for (let i = 0; i < n; i++) {
    const top = rules === 'tennis' ? 6 : rules === 'volleyball' ? 25 : rules === 'snooker' ? 80 : 11;
    const lose = int(top);
    if (random() < 0.5) {
      games.push({ home: top, away: lose });
      h++;
    } else {
      games.push({ home: lose, away: top });
      a++;
    }
  }
  if (h === a) {
    games.push({ home: 11, away: 3 });
    h++;
  }
  return { winner: h > a ? 'home' : 'away', games };
}

/** Plays every ready match (deep-frozen states), checking `each` after every result; returns the states. */
function play(
  stage: Stage,
  random: () => number,
  pick: (m: Match) => ResultInput,
  each?: (s: Stage) => void,
): Stage[] {
  const states = [deepFreeze(stage)];
  let s = stage;
  for (let guard = 0; guard < 10_000; guard++) {
    const ready = s.matches.filter((m) => m.status === 'ready');
    if (ready.length === 0) break;
    const m = ready[Math.floor(random() * ready.length)] as Match;
    s = deepFreeze(ok(recordResult(s, m.id, pick(m))).stage);
    states.push(s);
    each?.(s);
  }
  return states;
}

/** Nobody twice in one round of one bracket (and group). */
function nobodyTwiceInARound(s: Stage): void {
  const seen = new Map<string, Set<string>>();
  for (const m of s.matches) {
    const k = `${m.bracket}/${m.group}/${m.round}`;
    const set = seen.get(k) ?? new Set<string>();
    seen.set(k, set);
    for (const p of [m.home, m.away]) {
      if (p === null) continue;
      if (set.has(p)) throw new Error(`${p} twice in ${k}`); // (plain checks on hot paths: expect is slow)
      set.add(p);
    }
  }
}

const ranksConsistent = (rows: StandingsRow[]): void => {
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    if (!prev || prev.group !== r.group) expect(r.rank).toBe(1);
    else if (prev.rank === r.rank) expect(r.tiebreak).toBeUndefined();
    else expect(r.rank).toBe(i + 1 - rows.findIndex((x) => x.group === r.group));
    if (r.tiebreak !== undefined) expect(Object.keys(TIEBREAK_CODES)).toContain(r.tiebreak);
    expect(r.played).toBe(r.won + r.drawn + r.lost);
  });
};

// ---------------------------------------------------------------------------------------------------------

describe('single elimination', () => {
  it(
    'byes to the top seeds, pairs summing to size + 1, N − 1 matches (+ the third place), one winner',
    () => {
      fc.assert(
        fc.property(fc.integer({ min: 2, max: 70 }), fc.boolean(), fc.integer(), (n, third, seed) => {
          const thirdPlace = third && n >= 3;
          const s0 = ok(
            createStage({ type: 'single_elimination', participants: people(n), options: { thirdPlace } }),
          ).stage;
          const size = bracketSize(n);
          const seedOf = (id: string | null): number => (id === null ? Infinity : Number(id.slice(1)));
          const first = s0.matches.filter((m) => m.round === 1 && m.bracket === 'winners');
          expect(first).toHaveLength(size / 2);
          const byes = first.filter((m) => m.status === 'bye').map((m) => seedOf(m.home));
          expect(byes.sort((a, b) => a - b)).toEqual(Array.from({ length: size - n }, (_, i) => i + 1));
          for (const m of first) if (m.away !== null) expect(seedOf(m.home) + seedOf(m.away)).toBe(size + 1);
          const random = rng(seed);
          const states = play(s0, random, () => randomResult(random, 'generic', false), nobodyTwiceInARound);
          const end = states[states.length - 1] as Stage;
          const thirdPlayed = end.matches.some((m) => m.bracket === 'third_place' && m.status === 'finished');
          expect(thirdPlayed).toBe(thirdPlace && n >= 4);
          expect(finished(end)).toHaveLength(n - 1 + (thirdPlayed ? 1 : 0));
          const pos = finishingPositions(end);
          expect(pos.filter((p) => p.position === 1)).toHaveLength(1);
          expect(pos.every((p) => p.position !== null)).toBe(true);
          // losers of round r share the position size / 2^r + 1
          for (const m of finished(end)) {
            if (m.bracket !== 'winners' || (thirdPlayed && m.round === Math.log2(size) - 1)) continue;
            expect(pos.find((p) => p.id === loserOf(m))?.position).toBe(size / 2 ** m.round + 1);
          }
          // undo: clearing the last result gives the state before it
          const last = states.length - 1;
          if (last > 0) {
            const prev = states[last - 1] as Stage;
            const diff = end.matches.find(
              (m, i) => m.status === 'finished' && prev.matches[i]?.status !== 'finished',
            );
            expect(ok(clearResult(end, (diff as Match).id)).stage).toEqual(prev);
          }
        }),
        { numRuns: RUNS.single },
      );
    },
    TIMEOUT,
  );
});

describe('double elimination', () => {
  it(
    'nobody out before two losses; 2N − 2 matches, 2N − 1 with a reset; no rematch in the first losers rounds',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 70 }),
          fc.constantFrom('reset', 'single'),
          fc.integer(),
          (n, grandFinal: 'reset' | 'single', seed) => {
            const s0 = ok(
              createStage({ type: 'double_elimination', participants: people(n), options: { grandFinal } }),
            ).stage;
            const random = rng(seed);
            const losses = (s: Stage): Map<string, number> => {
              const l = new Map<string, number>();
              for (const m of finished(s)) l.set(loserOf(m), (l.get(loserOf(m)) ?? 0) + 1);
              return l;
            };
            const given = new Map<string, number>();
            const states = play(
              s0,
              random,
              () => randomResult(random, 'generic', false),
              (s) => {
                nobodyTwiceInARound(s);
                const l = losses(s);
                for (const p of finishingPositions(s)) {
                  if (p.position === null) continue;
                  // a position, once given, never changes (ranking points can be awarded at once)
                  const before = given.get(p.id);
                  if (before !== undefined && before !== p.position) {
                    throw new Error(`${p.id} moved from ${before} to ${p.position}`);
                  }
                  given.set(p.id, p.position);
                  if (p.position === 1) continue;
                  // out: two losses, or (single grand final) the winners-bracket champion beaten once in it
                  if ((l.get(p.id) ?? 0) < 2 && (grandFinal !== 'single' || p.position !== 2)) {
                    throw new Error(`${p.id} out at ${p.position} with ${l.get(p.id) ?? 0} loss(es)`);
                  }
                }
              },
            );
            const end = states[states.length - 1] as Stage;
            const reset = end.matches.some((m) => m.id === 'GF-2' && m.status === 'finished');
            expect(finished(end)).toHaveLength(2 * n - 2 + (reset ? 1 : 0));
            const l = losses(end);
            const champion = finishingPositions(end).find((p) => p.position === 1)?.id as string;
            expect(l.get(champion) ?? 0).toBeLessThanOrEqual(reset ? 1 : grandFinal === 'single' ? 1 : 0);
            // no rematch in losers round 1, nor in losers round 2 (the first with drop-ins) from 8 up
            const met = new Set(
              end.matches
                .filter((m) => m.bracket === 'winners' && m.status === 'finished')
                .map((m) => key(m.home, m.away)),
            );
            for (const m of finished(end)) {
              if (m.bracket !== 'losers') continue;
              if (m.round === 1 || (m.round === 2 && bracketSize(n) >= 8))
                expect(met.has(key(m.home, m.away))).toBe(false);
            }
            expect(JSON.parse(JSON.stringify(end))).toEqual(end);
          },
        ),
        { numRuns: RUNS.double },
      );
    },
    TIMEOUT,
  );
});

describe('round robin', () => {
  it(
    'every pair once per leg (swapped in the second), nobody twice in a round, one bye each when odd, home/away within 1',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 26 }),
          fc.constantFrom(1, 2),
          fc.integer({ min: 1, max: 4 }),
          (n, legs: 1 | 2, g) => {
            const groups = Math.min(g, Math.floor(n / 2));
            const s = ok(
              createStage({ type: 'round_robin', participants: people(n), options: { legs, groups } }),
            ).stage;
            nobodyTwiceInARound(s);
            expect(s.groups.flat().sort()).toEqual(
              people(n)
                .map((p) => p.id)
                .sort(),
            );
            const sizes = s.groups.map((x) => x.length);
            expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
            s.groups.forEach((members, gi) => {
              const k = members.length;
              const ms = s.matches.filter((m) => m.group === gi + 1);
              const rounds = k % 2 === 0 ? k - 1 : k;
              expect(Math.max(...ms.map((m) => m.round))).toBe(rounds * legs);
              for (let leg = 0; leg < legs; leg++) {
                const inLeg = ms.filter((m) => m.round > leg * rounds && m.round <= (leg + 1) * rounds);
                const games = inLeg.filter((m) => m.away !== null);
                expect(new Set(games.map((m) => key(m.home, m.away))).size).toBe((k * (k - 1)) / 2);
                expect(games).toHaveLength((k * (k - 1)) / 2);
                for (const id of members) {
                  const h = games.filter((m) => m.home === id).length;
                  const a = games.filter((m) => m.away === id).length;
                  expect(Math.abs(h - a)).toBeLessThanOrEqual(1);
                  expect(inLeg.filter((m) => m.status === 'bye' && m.home === id)).toHaveLength(k % 2);
                }
                if (leg === 1) {
                  const first = new Set(
                    ms.filter((m) => m.round <= rounds && m.away !== null).map((m) => `${m.home}>${m.away}`),
                  );
                  for (const m of games) expect(first.has(`${m.away}>${m.home}`)).toBe(true);
                }
              }
            });
          },
        ),
        { numRuns: RUNS.roundRobin },
      );
    },
    TIMEOUT,
  );

  it(
    'standings under every rule set: consistent ranks, the chain’s first step in order, totals add up',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 9 }),
          fc.constantFrom(...RULE_SETS),
          fc.constantFrom(1, 2),
          fc.integer(),
          fc.double({ min: 0, max: 1, noNaN: true }),
          (n, rules, legs: 1 | 2, seed, share) => {
            const random = rng(seed);
            const s0 = ok(
              createStage({ type: 'round_robin', participants: people(n), options: { rules, legs } }),
            ).stage;
            const states = play(s0, random, () => randomResult(random, rules, rules === 'generic'));
            // a partly played stage too
            const s = states[Math.floor(share * (states.length - 1))] as Stage;
            for (const st of [s, states[states.length - 1] as Stage]) {
              const rows = standings(st);
              expect(rows.map((r) => r.id).sort()).toEqual(
                people(n)
                  .map((p) => p.id)
                  .sort(),
              );
              ranksConsistent(rows);
              const primary = (r: StandingsRow): number =>
                rules === 'generic' || rules === 'table-tennis'
                  ? r.points
                  : rules === 'bowling'
                    ? r.scoreFor
                    : r.won;
              for (let i = 1; i < rows.length; i++)
                expect(primary(rows[i - 1] as StandingsRow)).toBeGreaterThanOrEqual(
                  primary(rows[i] as StandingsRow),
                );
              const sum = (f: (r: StandingsRow) => number): number => rows.reduce((t, r) => t + f(r), 0);
              expect(sum((r) => r.won)).toBe(sum((r) => r.lost));
              expect(sum((r) => r.played)).toBe(2 * finished(st).length);
              expect(sum((r) => r.gamesWon)).toBe(sum((r) => r.gamesLost));
              expect(sum((r) => r.scoreFor)).toBe(sum((r) => r.scoreAgainst));
              // the order of the given participants does not change who is ahead of whom (only who is listed first in a tie)
              const again = standingsOf({ ...st, groups: st.groups.map((g) => g.slice().reverse()) });
              const rankOf = new Map(again.map((r) => [r.id, r.rank]));
              for (const r of rows) expect(rankOf.get(r.id)).toBe(r.rank);
            }
          },
        ),
        { numRuns: RUNS.standings },
      );
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------------------
// Swiss

/** Brute force: the fewest floats of any rematch-free pairing of `ids` (scores given), or null if none. */
function fewestFloats(ids: string[], score: Map<string, number>, met: Set<string>): number | null {
  if (ids.length === 0) return 0;
  const [a, ...rest] = ids as [string, ...string[]];
  let best: number | null = null;
  for (let i = 0; i < rest.length; i++) {
    const b = rest[i] as string;
    if (met.has(key(a, b))) continue;
    const sub = fewestFloats(
      rest.filter((_, j) => j !== i),
      score,
      met,
    );
    if (sub === null) continue;
    const c = sub + (score.get(a) === score.get(b) ? 0 : 1);
    if (best === null || c < best) best = c;
  }
  return best;
}

describe('Swiss', () => {
  it(
    'everybody plays every round, never the same pair twice, no second bye while others have none',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 40 }),
          fc.integer({ min: 0, max: 2 }),
          fc.integer(),
          (n, extra, seed) => {
            const max = n % 2 === 0 ? n - 1 : n;
            const rounds = Math.min(max, Math.ceil(Math.log2(n)) + extra);
            const random = rng(seed);
            let s = ok(createStage({ type: 'swiss', participants: people(n), options: { rounds } })).stage;
            const met = new Set<string>();
            const byes = new Map<string, number>();
            for (let r = 1; ; r++) {
              const inRound = s.matches.filter((m) => m.round === r);
              const ids = inRound.flatMap((m) => [m.home, m.away]).filter((x) => x !== null);
              expect(ids.slice().sort()).toEqual(
                people(n)
                  .map((p) => p.id)
                  .sort(),
              );
              for (const m of inRound) {
                if (m.away === null) {
                  const had = byes.get(m.home as string) ?? 0;
                  if (had > 0)
                    expect(Math.min(...people(n).map((p) => byes.get(p.id) ?? 0))).toBeGreaterThan(0);
                  byes.set(m.home as string, had + 1);
                  continue;
                }
                expect(met.has(key(m.home, m.away))).toBe(false);
                met.add(key(m.home, m.away));
              }
              s = play(s, random, () => randomResult(random, 'generic', true)).at(-1) as Stage;
              const next = pairNextRound(deepFreeze(s));
              if (r === rounds) {
                expect(next).toMatchObject({ ok: false, error: { code: 'stage_complete' } });
                break;
              }
              if (!next.ok && next.error.code === 'no_pairing' && n <= 10) {
                // then there is truly none (with every bye allowed: to one of those with the fewest byes)
                const pts = new Map(standings(s).map((x) => [x.id, x.points]));
                const all = people(n).map((p) => p.id);
                const fewest = Math.min(...all.map((id) => byes.get(id) ?? 0));
                const allowed = all.filter((b) => (byes.get(b) ?? 0) === fewest);
                const options = n % 2 === 0 ? [all] : allowed.map((b) => all.filter((x) => x !== b));
                for (const o of options) expect(fewestFloats(o, pts, met)).toBeNull();
                break;
              }
              s = ok(next).stage;
            }
            ranksConsistent(standings(s));
          },
        ),
        { numRuns: RUNS.swiss },
      );
    },
    TIMEOUT,
  );

  it(
    'among legal pairings, the fewest floats (brute force, up to 10 players)',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 10 }),
          fc.integer({ min: 1, max: 4 }),
          fc.integer(),
          (n, played, seed) => {
            const max = n % 2 === 0 ? n - 1 : n;
            const rounds = Math.min(max, played + 1);
            const random = rng(seed);
            let s = ok(createStage({ type: 'swiss', participants: people(n), options: { rounds } })).stage;
            for (let r = 1; r < rounds; r++) {
              s = play(s, random, () => randomResult(random, 'generic', true)).at(-1) as Stage;
              const next = pairNextRound(s);
              if (!next.ok) return;
              const pts = new Map(standings(s).map((x) => [x.id, x.points]));
              const met = new Set(s.matches.filter((m) => m.away !== null).map((m) => key(m.home, m.away)));
              const pairs = next.matches.filter((m) => m.away !== null);
              const floats = pairs.filter(
                (m) => pts.get(m.home as string) !== pts.get(m.away as string),
              ).length;
              const paired = pairs.flatMap((m) => [m.home as string, m.away as string]);
              expect(floats).toBe(fewestFloats(paired, pts, met));
              s = next.stage;
            }
          },
        ),
        { numRuns: RUNS.floats },
      );
    },
    TIMEOUT,
  );
});

// ---------------------------------------------------------------------------------------------------------
// junk

const isRefusal = (r: unknown): void => {
  expect(r).toMatchObject({ ok: expect.any(Boolean) });
  const x = r as { ok: boolean; error?: { code: string } };
  if (!x.ok) {
    expect(ERROR_CODES).toContain(x.error?.code);
    expect(x.error?.code).not.toBe('internal_error');
  }
};

/** A valid stage with one value somewhere replaced by junk. */
function corrupt(stage: Stage, path: number[], junk: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(stage)) as unknown;
  let node = copy as Record<string, unknown>;
  for (let i = 0; i < path.length; i++) {
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const k = keys[(path[i] as number) % keys.length] as string;
    const child = node[k];
    if (i === path.length - 1 || child === null || typeof child !== 'object') {
      node[k] = junk;
      break;
    }
    node = child as Record<string, unknown>;
  }
  return copy;
}

describe('never throws on bad input', () => {
  const anyStage = fc
    .tuple(
      fc.constantFrom('single_elimination', 'double_elimination', 'round_robin', 'swiss'),
      fc.integer({ min: 2, max: 12 }),
      fc.constantFrom(...RULE_SETS),
      fc.integer(),
    )
    .map(([type, n, rules, seed]) => {
      const random = rng(seed);
      const options = type === 'round_robin' ? { rules, groups: n >= 4 ? 1 + (seed & 1) : 1 } : { rules };
      const s = ok(createStage({ type: type as Stage['type'], participants: people(n), options })).stage;
      const draws = rules === 'generic' && (type === 'round_robin' || type === 'swiss');
      const states = play(s, random, () => randomResult(random, rules, draws));
      return states[Math.floor(random() * states.length)] as Stage;
    });

  it(
    'createStage on anything',
    () => {
      const participant = fc.oneof(
        fc.record({
          id: fc.oneof(fc.string(), fc.anything()),
          seed: fc.option(fc.oneof(fc.integer(), fc.anything())),
        }),
        fc.anything(),
      );
      const options = fc.oneof(
        fc.anything(),
        fc.record(
          {
            thirdPlace: fc.anything(),
            grandFinal: fc.oneof(fc.constantFrom('reset', 'single'), fc.anything()),
            legs: fc.oneof(fc.constantFrom(1, 2), fc.anything()),
            groups: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.anything()),
            rounds: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.anything()),
            rules: fc.oneof(fc.constantFrom(...RULE_SETS), fc.anything()),
            points: fc.oneof(
              fc.record({ win: fc.double(), draw: fc.double(), loss: fc.double() }),
              fc.anything(),
            ),
          },
          { requiredKeys: [] },
        ),
      );
      fc.assert(
        fc.property(
          fc.oneof(
            fc.anything(),
            fc.record({
              type: fc.oneof(
                fc.constantFrom('single_elimination', 'double_elimination', 'round_robin', 'swiss'),
                fc.anything(),
              ),
              participants: fc.oneof(fc.array(participant, { maxLength: 12 }), fc.anything()),
              options,
            }),
          ),
          (input) => isRefusal(createStage(input as never)),
        ),
        { numRuns: RUNS.junk },
      );
    },
    TIMEOUT,
  );

  it(
    'recordResult, clearResult, pairNextRound, standings, positions and qualifiers on junk results and corrupted stages',
    () => {
      fc.assert(
        fc.property(
          anyStage,
          fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
          fc.anything(),
          fc.anything(),
          fc.boolean(),
          (stage, path, junk, result, keep) => {
            const bad = keep ? stage : corrupt(stage, path, junk);
            deepFreeze(bad);
            const ids = stage.matches.map((m) => m.id);
            const id = ids[(path[0] as number) % ids.length] as string;
            isRefusal(recordResult(bad as Stage, id, result as never));
            isRefusal(recordResult(bad as Stage, id, { winner: 'home', games: [{ home: 3, away: 1 }] }));
            isRefusal(recordResult(bad as Stage, junk as string, { winner: 'home' }));
            isRefusal(clearResult(bad as Stage, id));
            isRefusal(pairNextRound(bad as Stage));
            isRefusal(qualifiers(bad as Stage, 1));
            const pos = finishingPositions(bad as Stage);
            expect(Array.isArray(pos)).toBe(true);
            isRefusal(rankingPoints([10, 5], pos));
            expect(Array.isArray(standings(bad as Stage))).toBe(true);
            expect(Array.isArray(standings(bad as Stage, junk as number))).toBe(true);
          },
        ),
        { numRuns: RUNS.junk },
      );
    },
    TIMEOUT,
  );

  it('the seeding order is a permutation whose first-round pairs sum to size + 1', () => {
    for (let size = 2; size <= 1024; size *= 2) {
      const o = seedingOrder(size);
      expect(new Set(o).size).toBe(size);
    }
  });
});
