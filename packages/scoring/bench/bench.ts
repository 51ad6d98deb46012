/**
 * Benchmark of the public API (plain timing loops with a warm-up, no test framework):
 * - events per second for each sport: `applyEvent` folded over a realistic whole match, one event at a time
 *   (what live scoring does), the state's log copied at every event as in production;
 * - `replay` of the same match, and of a five-set tennis match (~400 points);
 * - `summarize` of the final state.
 * Median and p95 over many runs. `npm run bench -w packages/scoring` (BENCH_RUNS=… to change the run count).
 */
import { cpus } from 'node:os';
import {
  applyEvent,
  createMatch,
  replay,
  summarize,
  type MatchEvent,
  type MatchOptions,
  type MatchState,
  type Side,
  type SnookerBall,
  type Summary,
} from '../src/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const WARMUP_MS = 300;

// ---------------------------------------------------------------------------------------------------------
// realistic sequences, generated through the API with a seeded generator (the same every run)

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

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

function must(r: ReturnType<typeof applyEvent>, e: MatchEvent): MatchState {
  if (!r.ok)
    throw new Error(`the generator's ${JSON.stringify(e)} was refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Plays a match: `pick` chooses each event from the current summary, until the match is over. */
function play(options: MatchOptions, pick: (s: Summary) => MatchEvent): MatchEvent[] {
  const created = createMatch(options);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  const events: MatchEvent[] = [];
  for (let sum = summarize(state); sum.status !== 'finished'; sum = summarize(state)) {
    const e = pick(sum);
    state = must(applyEvent(state, e), e);
    events.push(e);
    if (events.length > 10_000) throw new Error('the match does not end');
  }
  return events;
}

/** Rally sports and tennis: the server wins a point with probability `serve`; some points carry a stat. */
function rallies(
  options: MatchOptions,
  serve: number,
  seed: number,
  accept: (events: MatchEvent[]) => boolean,
): MatchEvent[] {
  for (let s = seed; ; s++) {
    const random = rng(s);
    const events = play(options, (sum) => {
      const server = sum.server ?? 'home';
      const side = random() < serve ? server : other(server);
      const r = random();
      if (r < 0.06) return { type: 'point', side, stat: side === server ? 'ace' : 'service-error' };
      if (r < 0.1) return { type: 'point', side, stat: 'error' };
      return { type: 'point', side };
    });
    if (accept(events)) return events;
  }
}

const setsPlayed = (options: MatchOptions, events: MatchEvent[]): number => {
  const r = replay(options, events);
  return r.ok ? summarize(r.state).periods.length : 0;
};

interface SnookerView {
  ball: string | null;
  striker: Side | null;
}

/** A best-of-7 snooker match: a 147 in the first frame, then breaks, safeties and fouls. */
function snookerMatch(): { options: MatchOptions; events: MatchEvent[] } {
  const options: MatchOptions = { sport: 'snooker', format: { bestOf: 7 } };
  const maximum: MatchEvent[] = [];
  for (let i = 0; i < 15; i++) maximum.push({ type: 'pot', ball: 'red' }, { type: 'pot', ball: 'black' });
  for (const ball of ['yellow', 'green', 'brown', 'blue', 'pink', 'black'] as const)
    maximum.push({ type: 'pot', ball });
  const random = rng(7);
  const colours: SnookerBall[] = ['black', 'black', 'pink', 'blue', 'green'];
  let i = 0;
  const events = play(options, (sum) => {
    if (i < maximum.length) return maximum[i++] as MatchEvent;
    const cur = sum.current as SnookerView;
    const r = random();
    if (r < 0.2) return { type: 'end-visit' };
    if (r < 0.23)
      return {
        type: 'foul',
        points: Math.max(4, cur.ball === 'red' || cur.ball === 'colour' ? 4 : ballValue(cur.ball)),
      };
    if (cur.ball === 'red') return { type: 'pot', ball: 'red' };
    if (cur.ball === 'colour')
      return { type: 'pot', ball: colours[Math.floor(random() * colours.length)] as SnookerBall };
    return { type: 'pot', ball: (cur.ball ?? 'black') as SnookerBall };
  });
  return { options, events };
}

const ballValue = (b: string | null): number =>
  ['red', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'].indexOf(b ?? 'black') + 1;

interface BowlingView {
  standing: { home: number; away: number };
}

/** A three-game bowling series for both sides, frame by frame: ~45% strikes, many spares. */
function bowlingSeries(): { options: MatchOptions; events: MatchEvent[] } {
  const options: MatchOptions = { sport: 'bowling', format: { games: 3 } };
  const random = rng(300);
  const events = play(options, (sum) => {
    const side = sum.server ?? 'home';
    const standing = (sum.current as BowlingView).standing[side];
    const r = random();
    const pins =
      standing === 10
        ? r < 0.45
          ? 10
          : 6 + Math.floor(random() * 4)
        : r < 0.6
          ? standing
          : Math.floor(random() * standing);
    return { type: 'roll', side, pins };
  });
  return { options, events };
}

// ---------------------------------------------------------------------------------------------------------
// timing

interface Stats {
  median: number;
  p95: number;
}

/** Milliseconds per call of `fn`: warm-up, then `runs` timed calls. */
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

/** `summarize` is fast: time batches of 100 calls. */
function timeEach(fn: () => unknown): Stats {
  const batch = 100;
  const s = time(() => {
    let x: unknown;
    for (let i = 0; i < batch; i++) x = fn();
    return x;
  });
  return { median: s.median / batch, p95: s.p95 / batch };
}

function fold(options: MatchOptions, events: readonly MatchEvent[]): MatchState {
  const created = createMatch(options);
  if (!created.ok) throw new Error(created.error.message);
  let s = created.state;
  for (const e of events) {
    const r = applyEvent(s, e);
    if (r.ok) s = r.state;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------------------

const tennis: MatchOptions = { sport: 'tennis', format: { bestOf: 5, finalSet: 'tb10' } };
const badminton: MatchOptions = { sport: 'badminton' };
const volleyball: MatchOptions = { sport: 'volleyball' };
const tableTennis: MatchOptions = { sport: 'table-tennis', format: { bestOf: 7 } };
const rally: MatchOptions = { sport: 'rally', format: { bestOf: 5, target: 15, winBy: 2, cap: 21 } };

const matches: { label: string; options: MatchOptions; events: MatchEvent[] }[] = [
  {
    label: 'tennis (5 sets)',
    options: tennis,
    events: rallies(tennis, 0.64, 1, (e) => setsPlayed(tennis, e) === 5 && e.length >= 350),
  },
  {
    label: 'badminton (3 games)',
    options: badminton,
    events: rallies(badminton, 0.55, 1, (e) => setsPlayed(badminton, e) === 3),
  },
  {
    label: 'volleyball (5 sets)',
    options: volleyball,
    events: rallies(volleyball, 0.6, 1, (e) => setsPlayed(volleyball, e) === 5),
  },
  {
    label: 'table-tennis (7 games)',
    options: tableTennis,
    events: rallies(tableTennis, 0.55, 1, (e) => setsPlayed(tableTennis, e) === 7),
  },
  {
    label: 'rally (5 × 15)',
    options: rally,
    events: rallies(rally, 0.5, 1, (e) => setsPlayed(rally, e) === 5),
  },
  { label: 'snooker (bo7, a 147)', ...snookerMatch() },
  { label: 'bowling (3-game series)', ...bowlingSeries() },
];

const cpu = cpus();
console.log(
  `\n@sportzone/scoring benchmark — ${cpu.length} cores (${cpu[0]?.model ?? '?'}), Node ${process.version}, ${RUNS} runs after a ${WARMUP_MS} ms warm-up\n`,
);

const us = (ms: number): string => (ms * 1000).toFixed(ms < 0.01 ? 2 : 1);
const rows: string[][] = [
  [
    'sport / sequence',
    'events',
    'fold med µs',
    'fold p95 µs',
    'µs/event',
    'events/s',
    'replay med µs',
    'replay p95 µs',
    'summarize µs',
  ],
];
for (const m of matches) {
  const final = fold(m.options, m.events);
  const check = summarize(final);
  if (check.status !== 'finished') throw new Error(`${m.label}: the sequence does not finish the match`);
  const f = time(() => fold(m.options, m.events));
  const r = time(() => replay(m.options, m.events));
  const s = timeEach(() => summarize(final));
  rows.push([
    `${m.label}: ${check.text}`.slice(0, 72),
    String(m.events.length),
    us(f.median),
    us(f.p95),
    us(f.median / m.events.length),
    Math.round(m.events.length / (f.median / 1000)).toLocaleString('en-US'),
    us(r.median),
    us(r.p95),
    us(s.median),
  ]);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
for (const [i, r] of rows.entries()) {
  console.log(r.map((c, j) => (j === 0 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}

const t = matches[0]!;
const tr = time(() => replay(t.options, t.events), RUNS * 5);
console.log(
  `\nreplay of a five-set tennis match (${t.events.length} points, ${summarize(fold(t.options, t.events)).text}): ` +
    `median ${us(tr.median)} µs, p95 ${us(tr.p95)} µs over ${RUNS * 5} runs\n`,
);
