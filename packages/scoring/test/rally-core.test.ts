/**
 * Properties shared by the four rally engines (badminton, volleyball, table tennis, rally): they never
 * throw, never mutate, keep their state plain JSON, undo is exact, every finished game obeys the
 * format, and applying an event takes microseconds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  createMatch,
  summarize,
  type MatchEvent,
  type MatchState,
  type Sport,
} from '../src/index.js';
import { badmintonEngine } from '../src/sports/badminton/index.js';
import { rallyEngine } from '../src/sports/rally/index.js';
import { tableTennisEngine } from '../src/sports/table-tennis/index.js';
import { volleyballEngine } from '../src/sports/volleyball/index.js';
import type { RallyGame } from '../src/sports/rally-core/index.js';
import type { SportEngine } from '../src/engine.js';

const SPORTS = ['badminton', 'volleyball', 'table-tennis', 'rally'] as const;

const side = fc.constantFrom('home' as const, 'away' as const);
const event: fc.Arbitrary<MatchEvent> = fc.oneof(
  { weight: 20, arbitrary: side.map((s): MatchEvent => ({ type: 'point', side: s })) },
  { weight: 2, arbitrary: side.map((s): MatchEvent => ({ type: 'penalty', side: s })) },
  { weight: 1, arbitrary: side.map((s): MatchEvent => ({ type: 'penalty', side: s, award: 'game' })) },
  { weight: 2, arbitrary: side.map((s): MatchEvent => ({ type: 'timeout', side: s })) },
  { weight: 1, arbitrary: side.map((s): MatchEvent => ({ type: 'stat', side: s, stat: 'timeout' })) },
  { weight: 1, arbitrary: fc.constant<MatchEvent>({ type: 'expedite' }) },
  { weight: 3, arbitrary: fc.constant<MatchEvent>({ type: 'undo' }) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        side,
        player: fc.constantFrom(1, 2, 3, undefined),
        receiver: fc.constantFrom(1, 2, undefined),
        correction: fc.boolean(),
      })
      .map((e) => ({ type: 'first-server', ...e }) as unknown as MatchEvent),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      { type: 'point', side: 'left' },
      { type: 'point' },
      { type: 'penalty', side: 'home', award: 'set' },
      { type: 'first-server', side: 'x' },
      { type: 'pot', ball: 'red' },
      { type: 'roll', side: 'home', pins: 3 },
    ) as fc.Arbitrary<MatchEvent>,
  },
);

const format = fc.record(
  {
    bestOf: fc.constantFrom(1, 3, 5),
    target: fc.integer({ min: 1, max: 25 }),
    winBy: fc.integer({ min: 1, max: 3 }),
    doubles: fc.boolean(),
    capOver: fc.integer({ min: 0, max: 4 }),
  },
  { requiredKeys: [] },
);

interface Cfg {
  target: number;
  finalTarget: number;
  winBy: number;
  cap: number | null;
  bestOf: number;
}

/** A valid-looking format for the sport (cap = target + capOver when both are drawn, else none). */
function formatFor(sport: Sport, f: Record<string, unknown>): Record<string, unknown> {
  const { doubles, capOver, ...rest } = f;
  const target = typeof rest.target === 'number' ? rest.target : undefined;
  const cap = target !== undefined && typeof capOver === 'number' ? target + capOver : null;
  if (sport === 'badminton' || sport === 'table-tennis')
    return { ...rest, ...(doubles === undefined ? {} : { doubles }), cap };
  if (sport === 'volleyball') return { ...rest, finalTarget: target ?? 15, cap };
  return { ...rest, cap, server: doubles ? 'alternate' : 'winner' };
}

function checkInvariants(state: MatchState): void {
  const f = state.format as Cfg;
  const s = summarize(state);
  const finished = s.status === 'finished' && s.outcome === 'played';
  const done = finished ? s.periods : s.periods.slice(0, -1);
  const need = (f.bestOf + 1) / 2;
  expect(Math.max(s.score.home, s.score.away)).toBeLessThanOrEqual(need);
  expect(s.score.home + s.score.away).toBe(done.length);
  done.forEach((p, i) => {
    const target = i + 1 === f.bestOf ? f.finalTarget : f.target;
    const [w, l] = p.home > p.away ? [p.home, p.away] : [p.away, p.home];
    const capped = f.cap !== null && w === f.cap;
    expect(capped || (w >= target && w - l >= f.winBy)).toBe(true);
    // Nobody played on: the winner reached the target exactly, or won by exactly win-by after deuce.
    expect(capped || w === target || w - l === f.winBy).toBe(true);
  });
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
}

describe('rally engines: properties', () => {
  for (const sport of SPORTS) {
    it(`${sport}: random events never throw, undo is exact, every game obeys the format`, () => {
      fc.assert(
        fc.property(format, fc.array(event, { maxLength: 120 }), side, (f, events, first) => {
          const created = createMatch({ sport, format: formatFor(sport, f), firstServer: first });
          if (!created.ok) {
            expect(created.error.code).toBe('invalid_format');
            return;
          }
          let state = created.state;
          for (const e of events) {
            const frozen = JSON.stringify(state);
            const r = applyEvent(state, e);
            expect(JSON.stringify(state)).toBe(frozen);
            if (!r.ok) {
              expect(r.error.code).not.toBe('internal_error');
              continue;
            }
            if (e.type !== 'undo') {
              const back = applyEvent(r.state, { type: 'undo' });
              expect(back.ok).toBe(true);
              if (back.ok) expect(summarize(back.state)).toEqual(summarize(state));
            }
            state = r.state;
            checkInvariants(state);
          }
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe('rally engines: cost', () => {
  const engines: [string, SportEngine<object, RallyGame>][] = [
    ['badminton', badmintonEngine as unknown as SportEngine<object, RallyGame>],
    ['volleyball', volleyballEngine as unknown as SportEngine<object, RallyGame>],
    ['table-tennis', tableTennisEngine as unknown as SportEngine<object, RallyGame>],
    ['rally', rallyEngine as unknown as SportEngine<object, RallyGame>],
  ];
  for (const [name, engine] of engines) {
    it(`${name}: applying one point takes microseconds`, () => {
      const f = engine.normalizeFormat({
        bestOf: 99,
        doubles: name === 'badminton' || name === 'table-tennis' ? true : undefined,
      });
      if (!f.ok) throw new Error(f.error.message);
      const home: MatchEvent = { type: 'point', side: 'home' };
      const away: MatchEvent = { type: 'point', side: 'away' };
      let game = engine.init(f.format, 'home');
      const n = 100_000;
      const t0 = performance.now();
      for (let i = 0; i < n; i++) {
        if (engine.winner(game, f.format)) game = engine.init(f.format, 'home');
        const r = engine.apply(game, i % 3 === 0 ? away : home, f.format);
        if (r.ok) game = r.game;
      }
      const perEvent = ((performance.now() - t0) * 1000) / n;
      expect(perEvent).toBeLessThan(20); // µs; typically well under 1
      // The state stays small: finished games only.
      expect(JSON.stringify(game).length).toBeLessThan(4000);
    });
  }
});
