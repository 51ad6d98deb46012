/**
 * Properties of a tournament of several stages (fast-check): when a stage is complete, who goes on to the
 * next one, every participant's place over the stages, what a correction resets, and the names of places.
 * Results come from a seeded generator (the seed is the arbitrary), so a failing case replays exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advance,
  clearResult,
  correctionPlan,
  createStage,
  dependentsOf,
  finish,
  pairNextRound,
  placeOf,
  placings,
  recordResult,
  stageComplete,
  type Match,
  type Place,
  type ResultInput,
  type Stage,
  type StageType,
} from '../src/index.js';
import { deepFreeze, people } from './helpers.js';

const RUNS = 60;

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

/** A decisive result with one game (generic rules). */
const decisive = (random: () => number): ResultInput => {
  const home = random() < 0.5;
  return { winner: home ? 'home' : 'away', games: [home ? { home: 3, away: 1 } : { home: 1, away: 3 }] };
};

/** Plays every ready match in a random order (pairing Swiss rounds as they end); every state deep-frozen. */
function playOut(stage: Stage, random: () => number, each?: (s: Stage) => void): Stage {
  let s = deepFreeze(stage);
  for (let guard = 0; guard < 10_000; guard++) {
    const ready = s.matches.filter((m) => m.status === 'ready');
    if (ready.length === 0) {
      if (s.type !== 'swiss') return s;
      const paired = pairNextRound(s);
      if (!paired.ok) return s;
      s = deepFreeze(paired.stage);
      continue;
    }
    const m = ready[Math.floor(random() * ready.length)] as Match;
    s = deepFreeze(ok(recordResult(s, m.id, decisive(random))).stage);
    each?.(s);
  }
  throw new Error('does not end');
}

const knockouts: StageType[] = ['single_elimination', 'double_elimination'];

describe('a stage is complete', () => {
  it('once every match is played (or a bye), and a Swiss stage once all its rounds are', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<StageType>('single_elimination', 'double_elimination', 'round_robin', 'swiss'),
        fc.integer({ min: 2, max: 20 }),
        fc.integer(),
        (type, n, seed) => {
          const s0 = ok(createStage({ type, participants: people(n) })).stage;
          const random = rng(seed);
          expect(stageComplete(s0)).toBe(s0.matches.every((m) => m.status === 'bye'));
          const end = playOut(s0, random, (s) => {
            const open = s.matches.some((m) => m.status === 'ready' || m.status === 'waiting');
            if (open && stageComplete(s)) throw new Error('complete with matches to play');
          });
          expect(stageComplete(end)).toBe(true);
          if (type === 'swiss') expect(Math.max(...end.matches.map((m) => m.round))).toBe(end.options.rounds);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('is false for anything that is not a stage', () => {
    for (const junk of [null, 42, {}, { matches: [] }]) expect(stageComplete(junk as never)).toBe(false);
  });
});

describe('the matches depending on a result', () => {
  it('are exactly the knockout matches fed, directly or not, by it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...knockouts),
        fc.integer({ min: 2, max: 40 }),
        fc.nat(),
        (type, n, pick) => {
          const stage = ok(createStage({ type, participants: people(n) })).stage;
          const key = (stage.matches[pick % stage.matches.length] as Match).id;
          const deps = new Set(dependentsOf(stage, key).map((m) => m.id));
          expect(deps.has(key)).toBe(false);
          const fed = (m: Match, from: Set<string>) =>
            m.from !== undefined && (from.has(m.from.home.match) || from.has(m.from.away.match));
          const source = new Set([key, ...deps]);
          for (const m of stage.matches) if (m.id !== key) expect(deps.has(m.id)).toBe(fed(m, source));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('a correction', () => {
  it('of a finished knockout match resets only its dependents, which can all be taken back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...knockouts),
        fc.integer({ min: 2, max: 24 }),
        fc.integer(),
        fc.nat(),
        (type, n, seed, pick) => {
          const random = rng(seed);
          const end = playOut(ok(createStage({ type, participants: people(n) })).stage, random);
          // not a grand final: its reset is fed by the same matches as the first, not by it, so the engine
          // refuses to take the first back while the reset has a result (result_in_use)
          const played = end.matches.filter((m) => m.status === 'finished' && m.bracket !== 'grand_final');
          const m = played[pick % played.length] as Match;
          const plan = correctionPlan(end, m.id, false);
          expect(plan.refusal).toBeNull();
          const deps = new Set(dependentsOf(end, m.id).map((x) => x.id));
          for (const x of plan.reset) expect(deps.has(x.id)).toBe(true);
          // the server takes back the later results (the latest first), then this one
          let s = end;
          for (const x of [...plan.reset.filter((r) => r.status === 'finished').reverse(), m])
            s = deepFreeze(ok(clearResult(s, x.id)).stage);
          expect(s.matches.find((x) => x.id === m.id)?.status).toBe('ready');
          expect(correctionPlan(end, m.id, true).refusal?.code).toBe('next_stage_drawn');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('is refused for a match without a result and for a match not of the stage', () => {
    const stage = ok(createStage({ type: 'single_elimination', participants: people(4) })).stage;
    expect(correctionPlan(stage, 'W1-1', false).refusal?.code).toBe('not_finished');
    expect(correctionPlan(stage, 'nope', false).refusal?.code).toBe('unknown_match');
  });
});

describe('a tournament of a group stage and a knockout', () => {
  it('sends the top k of each group on, seeded, and places everybody once at the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 20 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(...knockouts),
        fc.integer(),
        (n, groupsWanted, kWanted, knockout, seed) => {
          const groups = Math.min(groupsWanted, Math.floor(n / 2));
          const random = rng(seed);
          const s0 = ok(
            createStage({ type: 'round_robin', participants: people(n), options: { groups } }),
          ).stage;
          // a knockout needs two: one group sends at least two
          const k = Math.min(Math.max(kWanted, groups === 1 ? 2 : 1), ...s0.groups.map((g) => g.length));
          const steps = [
            { stage: s0, qualifiers: null },
            { stage: null, qualifiers: k },
          ];
          expect(ok(advance(steps, 0)).next).toEqual({ kind: 'wait' });
          const groupsDone = playOut(s0, random);
          const step = ok(advance([{ ...steps[0]!, stage: groupsDone }, steps[1]!], 0)).next;
          if (step.kind !== 'draw') throw new Error(`expected a draw, got ${step.kind}`);
          expect(step.index).toBe(1);
          const ids = step.participants.map((p) => p.id);
          expect(new Set(ids).size).toBe(groups * k);
          expect(step.participants.map((p) => p.seed)).toEqual(ids.map((_, i) => i + 1));
          for (const id of ids) expect(groupsDone.participants.some((p) => p.id === id)).toBe(true);

          const ko = ok(createStage({ type: knockout, participants: step.participants })).stage;
          const koDone = playOut(ko, random);
          const last = ok(
            advance(
              [
                { stage: groupsDone, qualifiers: null },
                { stage: koDone, qualifiers: k },
              ],
              1,
            ),
          ).next;
          if (last.kind !== 'finish') throw new Error(`expected the finish, got ${last.kind}`);
          const placed = last.placings;
          expect(placed.map((p) => p.id).sort()).toEqual(
            people(n)
              .map((p) => p.id)
              .sort(),
          );
          expect(placed.filter((p) => p.position === 1)).toHaveLength(1);
          // the knockout's players first, then those out in the groups
          for (const p of placed)
            if (ids.includes(p.id)) expect(p.position).toBeLessThanOrEqual(ids.length);
            else expect(p.position).toBeGreaterThan(ids.length);
          expect(placings([groupsDone, koDone])).toEqual(placed);
          // ranking points follow the table, nothing beyond it
          const table = [10, 7, 5];
          for (const p of finish([groupsDone, koDone], table))
            expect(p.points).toBe(table[p.position - 1] ?? 0);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('does nothing more once the next stage is drawn by hand', () => {
    const random = rng(7);
    const a = playOut(ok(createStage({ type: 'round_robin', participants: people(4) })).stage, random);
    const b = ok(createStage({ type: 'single_elimination', participants: people(2) })).stage;
    expect(
      ok(
        advance(
          [
            { stage: a, qualifiers: null },
            { stage: b, qualifiers: 2 },
          ],
          0,
        ),
      ).next,
    ).toEqual({
      kind: 'drawn',
    });
  });

  it('answers junk without throwing', () => {
    expect(advance(null as never, 0).ok).toBe(false);
    expect(placings([42 as never])).toEqual([]);
    expect(finish(null as never, [1])).toEqual([]);
    expect(dependentsOf({} as never, 'x')).toEqual([]);
  });
});

describe('the places of a stage', () => {
  const count = (places: Place[], kind: Place['kind']) => places.filter((p) => p.kind === kind).length;

  it('name a single elimination from the end: one final, a round of N has N / 2 matches, numbered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 70 }), fc.boolean(), (n, thirdPlace) => {
        const stage = ok(
          createStage({
            type: 'single_elimination',
            participants: people(n),
            options: { thirdPlace: thirdPlace && n >= 3 },
          }),
        ).stage;
        const places = stage.matches.map((m) => placeOf(stage, m.id)!);
        expect(count(places, 'final')).toBe(1);
        expect(count(places, 'thirdPlace')).toBe(
          stage.matches.filter((m) => m.bracket === 'third_place').length,
        );
        const winners = stage.matches.filter((m) => m.bracket === 'winners');
        for (const m of winners) {
          const peers = winners.filter((x) => x.round === m.round);
          const place = placeOf(stage, m.id)!;
          if (place.kind === 'roundOf') expect(place.size).toBe(2 * peers.length);
          if (place.kind === 'semiFinal') expect(peers).toHaveLength(2);
          if (place.kind === 'quarterFinal') expect(peers).toHaveLength(4);
          if ('match' in place) expect(place.match).toBe(peers.length > 1 ? peers.indexOf(m) + 1 : null);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('name a double elimination’s brackets: one winners final, one losers final, the grand final and its reset', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), (n) => {
        const stage = ok(createStage({ type: 'double_elimination', participants: people(n) })).stage;
        const places = stage.matches.map((m) => placeOf(stage, m.id)!);
        expect(count(places, 'winnersFinal')).toBe(1);
        expect(count(places, 'losersFinal')).toBe(1);
        expect(count(places, 'final') + count(places, 'semiFinal') + count(places, 'roundOf')).toBe(0);
        expect(places.filter((p) => p.kind === 'grandFinal' && p.reset)).toHaveLength(
          stage.matches.filter((m) => m.id === 'GF-2').length,
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('name a group’s matches by group and round, a Swiss stage’s by round; nothing for an unknown key', () => {
    const groups = ok(
      createStage({ type: 'round_robin', participants: people(8), options: { groups: 2 } }),
    ).stage;
    for (const m of groups.matches)
      expect(placeOf(groups, m.id)).toEqual({ kind: 'group', group: m.group, round: m.round });
    const swiss = ok(createStage({ type: 'swiss', participants: people(6) })).stage;
    expect(placeOf(swiss, swiss.matches[1]!.id)).toEqual({ kind: 'round', round: 1, match: 2 });
    expect(placeOf(swiss, 'nope')).toBeNull();
  });
});
