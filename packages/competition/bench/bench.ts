/**
 * Benchmark of the public API (plain timing loops after a warm-up, no test framework), median and p95:
 * - a 128-player double elimination played out: createStage, then every result through recordResult (with games),
 *   one at a time as an organizer enters them (each call validates the stage and works out the whole bracket);
 * - standings of a 20-team double round robin (380 results with games) under each rule set;
 * - a 128-player Swiss: pairNextRound for each of its 7 rounds;
 * - createStage for the largest draws (1 024 double elimination, a 256-member round robin).
 * `npm run bench -w packages/competition` (BENCH_RUNS=… to change the run count).
 */
import { cpus } from 'node:os';
import {
  createStage,
  pairNextRound,
  recordResult,
  standings,
  type Match,
  type ResultInput,
  type RuleSet,
  type Stage,
} from '../src/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP_MS = 300;

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

interface Stats {
  median: number;
  p95: number;
}

function time(fn: () => unknown, runs = RUNS): Stats {
  const until = performance.now() + WARMUP_MS;
  let sink = 0;
  while (performance.now() < until) sink += fn() ? 1 : 0;
  const t: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    sink += fn() ? 1 : 0;
    t.push(performance.now() - t0);
  }
  if (sink < 0) console.log(sink);
  t.sort((a, b) => a - b);
  return {
    median: t[Math.floor(t.length / 2)] as number,
    p95: t[Math.min(t.length - 1, Math.floor(t.length * 0.95))] as number,
  };
}

const ms = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(1));
const us = (x: number): string => (x * 1000 < 10 ? (x * 1000).toFixed(2) : (x * 1000).toFixed(0));
const people = (n: number): { id: string }[] => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}` }));

function must(r: { ok: true; stage: Stage } | { ok: false; error: { code: string } }): Stage {
  if (!r.ok) throw new Error(r.error.code);
  return r.stage;
}

/** A badminton-like result (2 or 3 games) with the given winner. */
function gamesResult(random: () => number, winner: 'home' | 'away'): ResultInput {
  const g = (w: boolean) => ({
    home: w ? 21 : Math.floor(random() * 20),
    away: w ? Math.floor(random() * 20) : 21,
  });
  const three = random() < 0.4;
  const h = winner === 'home';
  return { winner, games: three ? [g(h), g(!h), g(h)] : [g(h), g(h)] };
}

// ---------------------------------------------------------------------------------------------------------
// 1. a 128-player double elimination played out

const results: { id: string; result: ResultInput }[] = [];
{
  const random = rng(7);
  let s = must(
    createStage({ type: 'double_elimination', participants: people(128), options: { rules: 'badminton' } }),
  );
  for (;;) {
    const ready = s.matches.filter((m) => m.status === 'ready');
    if (ready.length === 0) break;
    const m = ready[Math.floor(random() * ready.length)] as Match;
    const result = gamesResult(random, random() < 0.65 ? 'home' : 'away');
    results.push({ id: m.id, result });
    s = must(recordResult(s, m.id, result));
  }
}
const de = time(() => {
  let s = must(
    createStage({ type: 'double_elimination', participants: people(128), options: { rules: 'badminton' } }),
  );
  for (const r of results) s = must(recordResult(s, r.id, r.result));
  return s;
});

// ---------------------------------------------------------------------------------------------------------
// 2. standings of a 20-team double round robin

function playedRoundRobin(rules: RuleSet): Stage {
  const random = rng(11);
  let s = must(createStage({ type: 'round_robin', participants: people(20), options: { legs: 2, rules } }));
  for (const m of s.matches) {
    if (m.status !== 'ready') continue;
    let result: ResultInput;
    if (rules === 'generic') {
      const h = Math.floor(random() * 4);
      const a = Math.floor(random() * 4);
      result = { winner: h > a ? 'home' : h < a ? 'away' : 'draw', games: [{ home: h, away: a }] };
    } else if (rules === 'bowling') {
      const g = [0, 1, 2].map(() => ({
        home: 150 + Math.floor(random() * 100),
        away: 150 + Math.floor(random() * 100),
      }));
      const h = g.reduce((t, x) => t + x.home, 0);
      const a = g.reduce((t, x) => t + x.away, 0);
      if (h === a) (g[0] as { home: number }).home++;
      result = { winner: h >= a ? 'home' : 'away', games: g };
    } else result = gamesResult(random, random() < 0.5 ? 'home' : 'away');
    s = must(recordResult(s, m.id, result));
  }
  return s;
}
const rr = (
  ['generic', 'badminton', 'table-tennis', 'volleyball', 'tennis', 'snooker', 'bowling'] as RuleSet[]
).map((rules) => {
  const s = playedRoundRobin(rules);
  return { rules, stats: time(() => standings(s), RUNS * 4) };
});
// the same table with every team level on points (every match drawn): the whole chain runs on one 20-way tie
const allDrawn = (() => {
  let s = must(createStage({ type: 'round_robin', participants: people(20), options: { legs: 2 } }));
  for (const m of s.matches)
    if (m.status === 'ready')
      s = must(recordResult(s, m.id, { winner: 'draw', games: [{ home: 1, away: 1 }] }));
  return s;
})();
const tie = time(() => standings(allDrawn), RUNS * 4);

// ---------------------------------------------------------------------------------------------------------
// 3. a 128-player Swiss, 7 rounds

let swissStages: Stage[] = [];
{
  const random = rng(3);
  let s = must(createStage({ type: 'swiss', participants: people(128), options: { rounds: 7 } }));
  for (let r = 1; r <= 7; r++) {
    for (const m of s.matches) {
      if (m.status !== 'ready') continue;
      const x = random();
      s = must(recordResult(s, m.id, { winner: x < 0.45 ? 'home' : x < 0.9 ? 'away' : 'draw' }));
    }
    swissStages.push(s);
    if (r < 7) {
      const p = pairNextRound(s);
      if (!p.ok) throw new Error(p.error.code);
      s = p.stage;
    }
  }
  swissStages = swissStages.slice(0, 6);
}
const swiss = swissStages.map((s) => time(() => pairNextRound(s), Math.max(5, Math.round(RUNS / 2))));

// ---------------------------------------------------------------------------------------------------------
// 4. the largest draws

const big = time(
  () => createStage({ type: 'double_elimination', participants: people(1024) }),
  Math.max(5, Math.round(RUNS / 2)),
);
const bigRr = time(
  () => createStage({ type: 'round_robin', participants: people(256) }),
  Math.max(5, Math.round(RUNS / 2)),
);

// ---------------------------------------------------------------------------------------------------------

const cpu = cpus();
console.log(
  `${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, Node ${process.version}, ${RUNS} runs (after ${WARMUP_MS} ms of warm-up)\n`,
);
console.log(
  `128-player double elimination played out (createStage + ${results.length} recordResult): ` +
    `median ${ms(de.median)} ms, p95 ${ms(de.p95)} ms; ${us(de.median / results.length)} µs per result\n`,
);
console.log('standings of a 20-team double round robin (380 results with games):');
for (const { rules, stats } of rr)
  console.log(`  ${rules.padEnd(13)} median ${us(stats.median)} µs, p95 ${us(stats.p95)} µs`);
console.log(
  `  generic, all 20 level on points (the whole chain on one tie): median ${us(tie.median)} µs, p95 ${us(tie.p95)} µs\n`,
);
console.log('128-player Swiss, pairNextRound:');
swiss.forEach((s, i) => console.log(`  round ${i + 2}: median ${ms(s.median)} ms, p95 ${ms(s.p95)} ms`));
console.log(
  `\ncreateStage: 1 024 double elimination median ${ms(big.median)} ms; 256-member round robin median ${ms(bigRr.median)} ms`,
);
