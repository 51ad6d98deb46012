/**
 * Snooker conformance: every row of snooker_rule_vectors.csv and the 34 frames of the 2018 World final
 * (snooker_2018_world_final_frames.csv), each reproduced through the public API with a legal event sequence.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyEvent,
  createMatch,
  replay,
  summarize,
  type MatchEvent,
  type MatchState,
  type Side,
} from '../../src/index.js';
import type { SnookerCurrent } from '../../src/sports/snooker/index.js';
import { DATA_PRESENT, printTallies, readCsv, tally } from './harness.js';

type Ev = MatchEvent;
const COLOUR = ['', '', 'yellow', 'green', 'brown', 'blue', 'pink', 'black'] as const;
const colour = (v: number): Ev => ({ type: 'pot', ball: COLOUR[v] as 'yellow' });
const red = (count = 1): Ev =>
  count === 1 ? { type: 'pot', ball: 'red' } : { type: 'pot', ball: 'red', count };
const END: Ev = { type: 'end-visit' };
const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

/** A break of `v` points made with exactly `r` reds while reds are on (colours 2–7 after reds, several reds a stroke). */
const redsBreakOk = (v: number, r: number): boolean => r >= 1 && (v === r || (v >= r + 2 && v <= 8 * r));
function minReds(v: number): number {
  let r = Math.max(1, Math.ceil(v / 8));
  while (!redsBreakOk(v, r)) r++;
  return r;
}
function redsBreak(v: number, r: number): Ev[] {
  if (v === r) return [red(r)];
  const x = v - r;
  const k = Math.ceil(x / 7);
  const out: Ev[] = [];
  let left = x;
  for (let i = 0; i < k; i++) {
    const c = Math.min(7, left - 2 * (k - i - 1));
    left -= c;
    out.push(i === k - 1 ? red(r - k + 1) : red(), colour(c));
  }
  return out;
}
const PREFIX = [0, 2, 5, 9, 14, 20, 27]; // colours yellow … up to black potted in order

/** Foul points that sum to `n` (n = 0 or n ≥ 4), each 4–7. */
function foulSplit(n: number): number[] {
  const out: number[] = [];
  let left = n;
  while (left > 0) {
    const f = left >= 11 ? 7 : left <= 7 ? left : left - 4;
    out.push(f);
    left -= f;
  }
  return out;
}
function pieces(x: number): number[] {
  if (x === 0) return [];
  const n = Math.ceil(x / 40);
  return Array.from({ length: n }, (_, i) => Math.floor(x / n) + (i < x % n ? 1 : 0));
}

/** Writes a legal event sequence, keeping track of the player at the table. */
class Script {
  events: Ev[] = [];
  constructor(public striker: Side) {}
  at(side: Side): void {
    if (this.striker !== side) this.push(END);
  }
  push(e: Ev): void {
    this.events.push(e);
    if (e.type === 'end-visit' || e.type === 'foul') this.striker = other(this.striker);
  }
  visit(side: Side, evs: Ev[], end = true): void {
    this.at(side);
    evs.forEach((e) => this.push(e));
    if (end) this.push(END);
  }
  fouls(receiver: Side, total: number): void {
    for (const p of foulSplit(total)) {
      this.at(other(receiver));
      this.push({ type: 'foul', points: p });
    }
  }
}

/**
 * Plan one frame: the points of each player, made of the listed 50+ breaks plus small breaks (≤ 40) and fouls
 * by the opponent, fitted into 15 reds and the colours. The largest listed break comes last and may clear the table;
 * otherwise the loser concedes.
 */
function planFrame(points: Record<Side, number>, bigs: Record<Side, number[]>, breaker: Side): Ev[] | null {
  const all = (['home', 'away'] as Side[]).flatMap((side) => bigs[side].map((v) => ({ side, v })));
  all.sort((a, b) => a.v - b.v);
  const last = all.pop();
  const early = all;
  const rest = {
    home: points.home - bigs.home.reduce((a, b) => a + b, 0),
    away: points.away - bigs.away.reduce((a, b) => a + b, 0),
  };
  if (rest.home < 0 || rest.away < 0) return null;
  const earlyReds = early.reduce((s, b) => s + minReds(b.v), 0);
  const foulOk = (n: number): boolean => n === 0 || n >= 4;
  for (let xh = rest.home; xh >= 0; xh--) {
    if (!foulOk(rest.home - xh)) continue;
    for (let xa = rest.away; xa >= 0; xa--) {
      if (!foulOk(rest.away - xa)) continue;
      const small = { home: pieces(xh), away: pieces(xa) };
      const smallReds = [...small.home, ...small.away].reduce((s, v) => s + minReds(v), 0);
      const R = 15 - earlyReds - smallReds;
      if (R < 0) continue;
      let lastEvents: Ev[] | null = [];
      let clears = false;
      if (last) {
        lastEvents = null;
        if (minReds(last.v) <= R) lastEvents = redsBreak(last.v, minReds(last.v));
        else {
          for (let c = 1; c < PREFIX.length && !lastEvents; c++) {
            const p = PREFIX[c] as number;
            const rv = last.v - p;
            const ok = R === 0 ? rv === 0 : rv >= R + 2 && rv <= 8 * R;
            if (!ok) continue;
            lastEvents = [...(R > 0 ? redsBreak(rv, R) : []), ...[2, 3, 4, 5, 6, 7].slice(0, c).map(colour)];
            clears = p === 27;
          }
        }
        if (!lastEvents) continue;
      }
      const s = new Script(breaker);
      s.fouls('home', rest.home - xh);
      s.fouls('away', rest.away - xa);
      const h = [...small.home];
      const a = [...small.away];
      while (h.length || a.length) {
        const hv = h.shift();
        if (hv !== undefined) s.visit('home', redsBreak(hv, minReds(hv)));
        const av = a.shift();
        if (av !== undefined) s.visit('away', redsBreak(av, minReds(av)));
      }
      for (const b of early) s.visit(b.side, redsBreak(b.v, minReds(b.v)));
      if (last) s.visit(last.side, lastEvents, !clears);
      if (!clears) s.push({ type: 'concede', side: points.home < points.away ? 'home' : 'away' });
      return s.events;
    }
  }
  return null;
}

const cur = (st: MatchState): SnookerCurrent => summarize(st).current as SnookerCurrent;
function play(state: MatchState, events: Ev[]): MatchState {
  let st = state;
  for (const e of events) {
    const r = applyEvent(st, e);
    if (!r.ok) throw new Error(`${JSON.stringify(e)} refused: ${r.error.code} ${r.error.message}`);
    st = r.state;
  }
  return st;
}

afterAll(printTallies);

// ---------------------------------------------------------------------------------------------------------------
// Rule vectors

interface Situation {
  reds: number;
  colourDue: boolean;
  /** colours phase: value of the colour on */
  next?: number;
}

/** Reach a table situation with home ahead by `deficit` (pairs red + colour, colours in order, fouls by away). */
function reach(sit: Situation, deficit: number): Ev[] | null {
  type Item = { fixed?: number; pair?: boolean };
  const items: Item[] = [];
  const pairs = sit.next !== undefined ? 15 : 15 - sit.reds - (sit.colourDue ? 1 : 0);
  for (let i = 0; i < pairs; i++) items.push({ pair: true });
  if (sit.next !== undefined) for (let v = 2; v < sit.next; v++) items.push({ fixed: v });
  const lone = sit.colourDue; // a last red potted without its colour yet
  if (lone) items.push({ fixed: 1 });
  // DP over the home-minus-away difference: choice per item = (owner sign, value).
  let layer = new Map<number, { prev: number; sign: number; value: number }[]>([[0, []]]);
  for (const item of items) {
    const next = new Map<number, { prev: number; sign: number; value: number }[]>();
    const values = item.pair ? [3, 4, 5, 6, 7, 8] : [item.fixed as number];
    for (const [diff, path] of layer) {
      for (const v of values) {
        for (const sign of [1, -1]) {
          const nd = diff + sign * v;
          if (!next.has(nd)) next.set(nd, [...path, { prev: diff, sign, value: v }]);
        }
      }
    }
    layer = next;
  }
  const candidates = [...layer.keys()].filter((d) => d === deficit || deficit - d >= 4).sort((x, y) => y - x);
  const best = candidates[0];
  if (best === undefined) return null;
  const path = layer.get(best) as { sign: number; value: number }[];
  const s = new Script('home');
  s.fouls('home', deficit - best);
  path.forEach((step, i) => {
    const item = items[i] as Item;
    const side: Side = step.sign > 0 ? 'home' : 'away';
    const evs = item.pair
      ? [red(), colour(step.value - 1)]
      : item.fixed === 1
        ? [red()]
        : [colour(step.value)];
    s.visit(side, evs, !(lone && i === items.length - 1));
  });
  return s.events;
}

function situationOf(text: string, remaining?: number, minFoulValue?: number): Situation | null {
  if (/start of frame/.test(text)) return { reds: 15, colourDue: false };
  const m = /(\d+) reds left/.exec(text);
  if (m) return { reds: Number(m[1]), colourDue: /colour due/.test(text) && !/no colour due/.test(text) };
  if (/last red just potted/.test(text)) return { reds: 0, colourDue: true };
  const names = ['yellow', 'green', 'brown', 'blue', 'pink', 'black'];
  const named = names.findIndex((n) => new RegExp(`${n} (on|only)`).test(text));
  if (named >= 0) return { reds: 0, colourDue: false, next: named + 2 };
  if (remaining !== undefined && /reds on/.test(text) && (remaining - 27) % 8 === 0) {
    return { reds: (remaining - 27) / 8, colourDue: false };
  }
  if (remaining !== undefined && minFoulValue !== undefined && minFoulValue > 4) {
    return { reds: 0, colourDue: false, next: minFoulValue };
  }
  return null;
}

describe.skipIf(!DATA_PRESENT)('snooker_rule_vectors.csv', () => {
  const rows = DATA_PRESENT ? readCsv('snooker_rule_vectors.csv') : [];
  const t = tally('snooker_rule_vectors.csv');

  it('has the 15 rule cases', () => {
    expect(rows.length).toBe(15);
  });

  const opts = { sport: 'snooker' as const, format: { bestOf: 1 } };
  for (const row of rows) {
    const expected = Number(row.expected);
    it(`${row.kind}: ${row.case} → ${expected}`, () => {
      t.rows++;
      if (row.kind === 'points_remaining') {
        const sit = situationOf(row.case ?? '');
        expect(sit).not.toBeNull();
        const events = reach(sit as Situation, 0) as Ev[];
        const r = replay(opts, events);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const c = cur(r.state);
        expect(c.remaining).toBe(expected);
        expect(c.reds).toBe(sit?.reds);
      } else if (row.kind === 'snookers_required') {
        const input = Object.fromEntries((row.input ?? '').split(' ').map((kv) => kv.split('=')));
        const deficit = Number(input.deficit);
        const remaining = Number(input.remaining);
        const minFoul = Number(input.min_foul);
        const sit = situationOf(row.case ?? '', remaining, minFoul);
        expect(sit).not.toBeNull();
        const events = reach(sit as Situation, deficit);
        expect(events).not.toBeNull();
        const r = replay(opts, events as Ev[]);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const c = cur(r.state);
        expect(c.points.home - c.points.away).toBe(deficit);
        expect(c.remaining).toBe(remaining);
        expect(c.foulMin).toBe(minFoul);
        expect(c.snookersRequired.away).toBe(expected);
        expect(c.snookersRequired.home).toBe(0);
      } else if (/maximum/.test(row.case ?? '')) {
        const freeBall = /free ball/.test(row.case ?? '');
        const clearance = (first: Ev[]): Ev[] => [
          ...first,
          ...Array.from({ length: 15 }, () => [red(), colour(7)]).flat(),
          ...[2, 3, 4, 5, 6, 7].map(colour),
        ];
        // With a free ball: the breaker fouls (4), the incoming player nominates a colour as a red, then black.
        const events = freeBall
          ? [
              { type: 'foul', points: 4 } as Ev,
              ...clearance([{ type: 'free-ball', ball: 'green' }, colour(7)]),
            ]
          : clearance([]);
        const r = replay(opts, events);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const s = summarize(r.state);
        const maker = freeBall ? 'away' : 'home';
        expect(s.stats[maker].extra.highestBreak).toBe(expected);
        expect((s.current as SnookerCurrent).breaks50[maker]).toEqual([{ frame: 1, points: expected }]);
        expect(s.stats[maker].extra.centuries).toBe(1);
        expect(s.winner).toBe(maker);
        expect(s.periods[0]?.[maker]).toBe(expected + (freeBall ? 4 : 0));
      } else {
        // Foul values: the smallest (or, with the black involved, the largest) value the engine accepts.
        const text = row.case ?? '';
        const sit: Situation = /blue is on/.test(text)
          ? { reds: 0, colourDue: false, next: 5 }
          : { reds: 15, colourDue: false };
        const base = replay(opts, reach(sit, 0) as Ev[]);
        expect(base.ok).toBe(true);
        if (!base.ok) return;
        const c = cur(base.state);
        const striker = c.striker as Side;
        const accepted = applyEvent(base.state, { type: 'foul', points: expected });
        expect(accepted.ok).toBe(true);
        if (accepted.ok)
          expect(cur(accepted.state).points[other(striker)]).toBe(c.points[other(striker)] + expected);
        if (/black/.test(text)) {
          expect(applyEvent(base.state, { type: 'foul', points: expected + 1 }).ok).toBe(false);
        } else {
          expect(c.foulMin).toBe(expected);
          const below = applyEvent(base.state, { type: 'foul', points: expected - 1 });
          expect(below.ok ? 'accepted' : below.error.code).toBe('invalid_foul');
        }
      }
      t.reproduced++;
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// 2018 World Championship final, Higgins (home) v Williams (away), best of 35

describe.skipIf(!DATA_PRESENT)('snooker_2018_world_final_frames.csv', () => {
  const rows = DATA_PRESENT ? readCsv('snooker_2018_world_final_frames.csv') : [];
  const t = tally('snooker_2018_world_final_frames.csv');
  const breaksOf = (cell: string | undefined): number[] =>
    (cell ?? '')
      .split(' ')
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b);

  it('has 34 frames', () => {
    expect(rows.length).toBe(34);
  });

  it('replays all 34 frames: frame points, 50+ breaks, frame winners, match score 16-18', () => {
    const created = createMatch({ sport: 'snooker', format: { bestOf: 35 }, firstServer: 'home' });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    let state = created.state;
    for (const row of rows) {
      t.rows++;
      const frame = Number(row.frame);
      const points = { home: Number(row.higgins_points), away: Number(row.williams_points) };
      const bigs = { home: breaksOf(row.higgins_50plus_breaks), away: breaksOf(row.williams_50plus_breaks) };
      const before = cur(state);
      // The break-off alternates: Higgins (home) breaks off the odd frames.
      expect(before.breaker).toBe(frame % 2 === 1 ? 'home' : 'away');
      const events = planFrame(points, bigs, before.breaker);
      expect(events, `frame ${frame}: no legal sequence found`).not.toBeNull();
      state = play(state, events as Ev[]);
      const s = summarize(state);
      const c = s.current as SnookerCurrent;
      expect(s.periods[frame - 1], `frame ${frame} points`).toEqual(points);
      const made = {
        home: c.breaks50.home
          .filter((b) => b.frame === frame)
          .map((b) => b.points)
          .sort((a, b) => a - b),
        away: c.breaks50.away
          .filter((b) => b.frame === frame)
          .map((b) => b.points)
          .sort((a, b) => a - b),
      };
      expect(made, `frame ${frame} breaks`).toEqual(bigs);
      const [h, w] = (row['match_score_after_frame_HIG-WIL'] ?? '').split('-').map(Number);
      expect(s.score, `score after frame ${frame}`).toEqual({ home: h, away: w });
      const winner = row.frame_winner === 'Higgins' ? 'home' : 'away';
      expect(points[winner]).toBeGreaterThan(points[other(winner)]);
      t.reproduced++;
    }
    const final = summarize(state);
    expect(final.status).toBe('finished');
    expect(final.winner).toBe('away');
    expect(final.outcome).toBe('played');
    expect(final.score).toEqual({ home: 16, away: 18 });
    expect(final.text).toBe('16-18');
    expect(final.periods).toHaveLength(34);
    console.log(
      `[snooker] 2018 final replayed with ${(final.stats.home.extra.fouls ?? 0) + (final.stats.away.extra.fouls ?? 0)} fouls, ${final.eventCount} events`,
    );
    // Highest breaks of the final: Higgins 131, Williams 118; centuries 4 and 2.
    expect(final.stats.home.extra.highestBreak).toBe(131);
    expect(final.stats.away.extra.highestBreak).toBe(118);
    expect(final.stats.home.extra.centuries).toBe(
      rows.flatMap((r) => breaksOf(r.higgins_50plus_breaks)).filter((b) => b >= 100).length,
    );
    expect(final.stats.away.extra.centuries).toBe(
      rows.flatMap((r) => breaksOf(r.williams_50plus_breaks)).filter((b) => b >= 100).length,
    );
    // The match ends at 18: nothing but undo is accepted.
    const more = applyEvent(state, { type: 'pot', ball: 'red' });
    expect(more.ok ? 'accepted' : more.error.code).toBe('match_over');
  });
});
