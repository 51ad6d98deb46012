import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  createMatch,
  replay,
  summarize,
  type MatchEvent,
  type MatchState,
  type Side,
  type Summary,
} from '../src/index.js';
import { bowlingEngine, type BowlingCurrent } from '../src/sports/bowling/index.js';

type Fmt = Record<string, unknown>;
/** "X 7 / F 9 -" style is not used: plain numbers, F = foul (0 credited), S suffix = split mark (e.g. "8S"). */
const rolls = (text: string, side: Side = 'home'): MatchEvent[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((x): MatchEvent => {
      if (x === 'F') return { type: 'roll', side, pins: 0, foul: true };
      if (x.endsWith('S')) return { type: 'roll', side, pins: Number(x.slice(0, -1)), split: true };
      return { type: 'roll', side, pins: Number(x) };
    });
const times = (s: string, n: number): string => Array.from({ length: n }, () => s).join(' ');

function run(events: MatchEvent[], format: Fmt = { games: 1 }, firstServer: Side = 'home'): MatchState {
  const r = replay({ sport: 'bowling', format, firstServer }, events);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}
const sum = (events: MatchEvent[], format: Fmt = { games: 1 }): Summary => summarize(run(events, format));
const cur = (events: MatchEvent[], format: Fmt = { games: 1 }): BowlingCurrent =>
  sum(events, format).current as BowlingCurrent;
const total = (text: string, format: Fmt = { games: 1 }): number => sum(rolls(text), format).score.home;
function code(events: MatchEvent[], e: MatchEvent, format: Fmt = { games: 1 }): string {
  const r = applyEvent(run(events, format), e);
  return r.ok ? 'accepted' : r.error.code;
}
const roll = (
  pins: number,
  side: Side = 'home',
  extra: { foul?: boolean; split?: boolean } = {},
): MatchEvent => ({
  type: 'roll',
  side,
  pins,
  ...extra,
});

describe('bowling format', () => {
  it('defaults to a 3-game series, traditional scoring, no handicap; normalizing twice changes nothing', () => {
    const f = bowlingEngine.normalizeFormat(undefined);
    expect(f).toEqual({
      ok: true,
      format: { games: 3, handicap: { home: 0, away: 0 }, scoring: 'traditional' },
    });
    if (f.ok) expect(bowlingEngine.normalizeFormat({ ...f.format })).toEqual(f);
  });
  it('turns { basis, percentage, average } into pins per game: floor(pct × (basis − avg)), never negative, capped', () => {
    const f = bowlingEngine.normalizeFormat({
      handicap: {
        home: { basis: 220, percentage: 90, average: 150 },
        away: { basis: 220, percentage: 90, average: 231 },
      },
    });
    expect(f.ok && f.format.handicap).toEqual({ home: 63, away: 0 });
    const g = bowlingEngine.normalizeFormat({
      handicap: { home: { basis: 220, percentage: 80, average: 155.9 } },
    });
    expect(g.ok && g.format.handicap).toEqual({ home: 52, away: 0 }); // 0.8 × (220 − 155) = 52
    const c = bowlingEngine.normalizeFormat({
      handicap: { away: { basis: 230, percentage: 100, average: 100, cap: 90 } },
    });
    expect(c.ok && c.format.handicap).toEqual({ home: 0, away: 90 });
    if (f.ok) expect(bowlingEngine.normalizeFormat({ ...f.format })).toEqual(f);
  });
  it.each([
    [{ games: 0 }],
    [{ games: 2.5 }],
    [{ games: '3' }],
    [{ scoring: 'ninepin' }],
    [{ handicap: 12 }],
    [{ handicap: { home: -5 } }],
    [{ handicap: { home: 1.5 } }],
    [{ handicap: { home: { basis: 220, percentage: 120, average: 100 } } }],
    [{ handicap: { home: { basis: 220, average: 100 } } }],
    [{ handicap: { visitors: 10 } }],
    [{ lanes: 2 }],
  ])('refuses %j', (format) => {
    const r = createMatch({ sport: 'bowling', format: format as Fmt });
    expect(r.ok ? 'ok' : r.error.code).toBe('invalid_format');
  });
});

describe('one game', () => {
  it('scores a perfect game 300 with 12 strikes', () => {
    const s = sum(rolls(times('10', 12)));
    expect(s.score.home).toBe(300);
    const c = s.current as BowlingCurrent;
    expect(c.frames.home.map((f) => f.score)).toEqual([30, 60, 90, 120, 150, 180, 210, 240, 270, 300]);
    expect(c.frames.home[9]?.marks).toEqual(['X', 'X', 'X']);
    expect(s.stats.home.extra.strikes).toBe(12);
    expect(s.stats.home.extra.highGame).toBe(300);
    expect(c.finished.home).toBe(true);
  });
  it('scores 9-0 × 10 = 90, all 5-5 spares with a 5 bonus = 150, a gutter game 0', () => {
    expect(total(times('9 0', 10))).toBe(90);
    expect(total(times('5', 21))).toBe(150);
    expect(total(times('0', 20))).toBe(0);
    const c = cur(rolls(times('9 0', 10)));
    expect(c.frames.home[0]?.marks).toEqual(['9', '-']);
    const s = cur(rolls(times('5', 21)));
    expect(s.frames.home[0]?.marks).toEqual(['5', '/']);
    expect(s.frames.home[9]?.marks).toEqual(['5', '/', '5']);
  });
  it('strike = 10 + next two deliveries, spare = 10 + next one', () => {
    expect(total(`10 3 4 ${times('0', 16)}`)).toBe(24);
    expect(total(`5 5 3 ${times('0', 17)}`)).toBe(16);
    expect(total('10 7 3 9 0 10 0 8 8 2 0 6 10 10 10 8 1')).toBe(167);
  });
  it('keeps strike and spare frames pending until their bonus balls are bowled', () => {
    let c = cur(rolls('10'));
    expect(c.frames.home[0]?.score).toBeNull();
    c = cur(rolls('10 3'));
    expect(c.frames.home[0]?.score).toBeNull();
    c = cur(rolls('10 3 4'));
    expect(c.frames.home.slice(0, 2).map((f) => f.score)).toEqual([17, 24]);
    c = cur(rolls('5 5'));
    expect(c.frames.home[0]?.score).toBeNull();
    expect(c.gameScore.home).toBe(0);
    expect(sum(rolls('10 10 10')).score.home).toBe(30);
  });
  it('counts a first-ball 0 then 10 as a spare, not a strike', () => {
    const s = sum(rolls(`0 10 5 ${times('0', 17)}`));
    expect(s.score.home).toBe(20);
    expect((s.current as BowlingCurrent).frames.home[0]?.marks).toEqual(['-', '/']);
    expect(s.stats.home.extra.spares).toBe(1);
    expect(s.stats.home.extra.strikes).toBe(0);
  });
  it('refuses 11 pins, negative or fractional pins, and more pins than are standing', () => {
    expect(code([], roll(11))).toBe('invalid_pins');
    expect(code([], roll(-1))).toBe('invalid_pins');
    expect(code([], roll(2.5))).toBe('invalid_pins');
    expect(code([], { type: 'roll', side: 'home', pins: '5' as unknown as number })).toBe('invalid_pins');
    expect(code(rolls('5'), roll(6))).toBe('invalid_pins');
    expect(code(rolls('5'), roll(5))).toBe('accepted');
    expect(code([], { type: 'roll', side: 'left' as Side, pins: 5 })).toBe('invalid_side');
  });
});

describe('10th frame', () => {
  const nine = times('0', 18);
  it('after a strike the rack resets: X X X = 30, X 7 2 = 19, X 7 3 = 20', () => {
    expect(total(`${nine} 10 10 10`)).toBe(30);
    expect(total(`${nine} 10 7 2`)).toBe(19);
    const c = cur(rolls(`${nine} 10 7 3`));
    expect(c.frames.home[9]?.marks).toEqual(['X', '7', '/']);
    expect(c.frames.home[9]?.score).toBe(20);
  });
  it('after a strike and a non-strike the third ball goes at the pins left', () => {
    expect(code(rolls(`${nine} 10 7`), roll(4))).toBe('invalid_pins');
    expect(cur(rolls(`${nine} 10 7`)).standing.home).toBe(3);
    expect(cur(rolls(`${nine} 10 10`)).standing.home).toBe(10);
  });
  it('after a spare the third ball is at a fresh rack', () => {
    const c = cur(rolls(`${nine} 7 3 10`));
    expect(c.frames.home[9]?.marks).toEqual(['7', '/', 'X']);
    expect(c.frames.home[9]?.score).toBe(20);
  });
  it('an open 10th has two balls; a third is refused', () => {
    const st = run(rolls(`${nine} 3 4`));
    expect(summarize(st).score.home).toBe(7);
    expect((summarize(st).current as BowlingCurrent).finished.home).toBe(true);
    const r = applyEvent(st, roll(3));
    expect(r.ok ? 'accepted' : r.error.code).toBe('side_finished');
  });
  it('waits for the bonus balls', () => {
    const c = cur(rolls(`${nine} 10 10`));
    expect(c.finished.home).toBe(false);
    expect(c.frames.home[9]?.score).toBeNull();
    expect(sum(rolls(`${nine} 10 10`)).status).toBe('in_progress');
  });
  it('scores 299, 290 and 279 near-perfect games', () => {
    expect(total(`${times('10', 11)} 9`)).toBe(299);
    expect(total(`${times('10', 11)} 0`)).toBe(290);
    expect(total(`${times('10', 9)} 9 1 10`)).toBe(279);
  });
});

describe('fouls and splits', () => {
  it('a foul counts as a delivery with no pins, marked F', () => {
    const s = sum(rolls(`5 F F 5 ${times('0', 16)}`));
    const c = s.current as BowlingCurrent;
    expect(c.frames.home[0]?.marks).toEqual(['5', 'F']);
    expect(c.frames.home[1]?.marks).toEqual(['F', '5']);
    expect(s.score.home).toBe(10);
    expect(s.stats.home.extra.fouls).toBe(2);
  });
  it('a first-ball foul respots the pins: all 10 with the second ball is a spare', () => {
    const s = sum(rolls(`F 10 3 0 ${times('0', 16)}`));
    expect((s.current as BowlingCurrent).frames.home[0]?.marks).toEqual(['F', '/']);
    expect(s.score.home).toBe(16);
    expect(cur(rolls('F')).standing.home).toBe(10);
  });
  it('takes the pins knocked down on a foul as information only (they must be standing)', () => {
    const s = sum([roll(7, 'home', { foul: true }), roll(10)]);
    expect((s.current as BowlingCurrent).frames.home[0]?.marks).toEqual(['F', '/']);
    expect(code(rolls('6'), roll(5, 'home', { foul: true }))).toBe('invalid_pins');
  });
  it('a foul in the 10th after a strike respots the rack', () => {
    const c = cur(rolls(`${times('0', 18)} 10 F 10`));
    expect(c.frames.home[9]?.marks).toEqual(['X', 'F', '/']);
    expect(c.frames.home[9]?.score).toBe(20);
  });
  it('marks splits on a first ball that leaves pins, and refuses impossible split marks', () => {
    const s = sum(rolls('8S 1'));
    expect((s.current as BowlingCurrent).frames.home[0]?.splits).toEqual([true, false]);
    expect(s.stats.home.extra.splits).toBe(1);
    expect(code(rolls('7'), roll(1, 'home', { split: true }))).toBe('invalid_split');
    expect(code([], roll(10, 'home', { split: true }))).toBe('invalid_split');
    expect(code([], roll(0, 'home', { split: true, foul: true }))).toBe('invalid_split');
    expect(s.score.home).toBe(9);
  });
});

describe('series, sides and handicap', () => {
  const game = (text: string, side: Side): MatchEvent[] => rolls(text, side);
  const g150 = times('5', 21);
  const g90 = times('9 0', 10);
  it('each side bowls its own games; periods are game totals; score is the series', () => {
    const events = [...game(g150, 'home'), ...game(g90, 'away'), ...game(g90, 'home'), ...game(g150, 'away')];
    const s = sum(events, { games: 3 });
    expect(s.periods).toEqual([
      { home: 150, away: 90 },
      { home: 90, away: 150 },
    ]);
    expect(s.score).toEqual({ home: 240, away: 240 });
    expect(s.status).toBe('in_progress');
    const c = s.current as BowlingCurrent;
    expect(c.game).toBe(2);
    expect(c.games).toEqual({ home: 2, away: 2 });
    expect(s.text).toBe('240-240 (150-90 90-150)');
    const done = sum([...events, ...game(g150, 'home'), ...game(g90, 'away')], { games: 3 });
    expect(done.status).toBe('finished');
    expect(done.winner).toBe('home');
    expect(done.score).toEqual({ home: 390, away: 330 });
    expect(done.stats.home.extra.highGame).toBe(150);
    expect(done.stats.home.extra.games).toBe(3);
    expect(done.stats.away.extra.scratch).toBe(330);
  });
  it('refuses rolls once a side has bowled its series', () => {
    const st = run(game(g90, 'home'), { games: 1 });
    const r = applyEvent(st, roll(5));
    expect(r.ok ? 'accepted' : r.error.code).toBe('side_finished');
    expect(applyEvent(st, roll(5, 'away')).ok).toBe(true);
  });
  it('adds the handicap to every game a side has started', () => {
    const fmt = { games: 2, handicap: { home: 0, away: 40 } };
    let s = sum(rolls('9 0', 'away'), fmt);
    expect(s.periods).toEqual([{ home: 0, away: 49 }]);
    s = sum([...game(g150, 'home'), ...game(g90, 'away'), ...game(g150, 'home'), ...game(g90, 'away')], fmt);
    expect(s.score).toEqual({ home: 300, away: 260 });
    expect(s.winner).toBe('home');
    const fmt2 = { games: 1, handicap: { away: { basis: 220, percentage: 100, average: 150 } } }; // 70 pins
    s = sum([...game(g150, 'home'), ...game(g90, 'away')], fmt2);
    expect(s.score).toEqual({ home: 150, away: 160 });
    expect(s.winner).toBe('away');
    expect((s.current as BowlingCurrent).handicap).toEqual({ home: 0, away: 70 });
  });
  it('names the next bowler: a side in the middle of a frame, else the side with fewer frames, else the lead', () => {
    expect(sum([]).server).toBe('home');
    expect(summarize(run([], { games: 1 }, 'away')).server).toBe('away');
    expect(sum(rolls('7')).server).toBe('home');
    expect(sum(rolls('7 2')).server).toBe('away');
    expect(sum([...rolls('7 2'), ...rolls('10', 'away')]).server).toBe('home');
    expect(sum(rolls(g90, 'home')).server).toBe('away');
    expect((sum(rolls('7 2')).current as BowlingCurrent).bowler).toBe('away');
  });
  it('breaks a tied series with a one-ball roll-off', () => {
    const tied = [...rolls(g90, 'home'), ...rolls(g90, 'away')];
    let s = sum(tied);
    expect(s.status).toBe('in_progress');
    expect(s.winner).toBeNull();
    expect(s.server).toBe('home');
    expect(code(tied, roll(9, 'home'))).toBe('accepted');
    expect(code([...tied, roll(9, 'home')], roll(9, 'home'))).toBe('wait_for_opponent');
    s = sum([...tied, roll(9, 'home'), roll(9, 'away')]);
    expect(s.status).toBe('in_progress');
    expect((s.current as BowlingCurrent).rollOff).toEqual({ home: [9], away: [9] });
    s = sum([...tied, roll(9, 'home'), roll(9, 'away'), roll(10, 'away'), roll(8, 'home')]);
    expect(s.winner).toBe('away');
    expect(s.score).toEqual({ home: 90, away: 90 });
    expect(s.text).toBe('90-90 roll-off 9/8 9/10');
  });
  it('refuses roll-off balls when the series is not tied', () => {
    const st = run([...rolls(g90, 'home'), ...rolls(g150, 'away').slice(0, -1)]);
    expect(applyEvent(st, roll(5, 'home')).ok ? 'accepted' : 'refused').toBe('refused');
  });
  it('counts pins (not bonus) in pointsWon', () => {
    const s = sum(rolls(times('10', 12)));
    expect(s.stats.home.pointsWon).toBe(120);
  });
});

describe('current-frame scoring (World Bowling)', () => {
  const cf = { games: 1, scoring: 'current-frame' };
  it('strike 30, spare 10 + first ball of the frame, no bonus balls: 300 with 10 strikes', () => {
    expect(sum(rolls(times('10', 10)), cf).score.home).toBe(300);
    expect(code(rolls(times('10', 10)), roll(10), cf)).toBe('side_finished');
    const c = sum(rolls(`7 3 ${times('0', 18)}`), cf).current as BowlingCurrent;
    expect(c.frames.home[0]?.score).toBe(17);
    expect(c.frames.home[1]?.score).toBe(17);
    expect(sum(rolls('10'), cf).score.home).toBe(30);
    expect(sum(rolls(`${times('0', 18)} 9 1`), cf).score.home).toBe(19);
  });
});

describe('engine hygiene', () => {
  it('refuses other sports events and accepts stat events unchanged', () => {
    expect(code([], { type: 'point', side: 'home' })).toBe('unsupported_event');
    expect(code([], { type: 'pot', ball: 'red' })).toBe('unsupported_event');
    expect(code([], { type: 'penalty', side: 'home' })).toBe('unsupported_event');
    expect(code([], { type: 'stat', side: 'home', stat: 'foul' })).toBe('accepted');
  });
  it('undo replays the log', () => {
    const r = applyEvent(run(rolls('10 7')), { type: 'undo' });
    expect(r.ok && (summarize(r.state).current as BowlingCurrent).frames.home[0]?.marks).toEqual(['X']);
  });
  it('never mutates the input state', () => {
    const st = run(rolls('10 7'));
    const before = JSON.stringify(st);
    const deepFreeze = (o: unknown): void => {
      if (o && typeof o === 'object') {
        Object.freeze(o);
        Object.values(o).forEach(deepFreeze);
      }
    };
    deepFreeze(st);
    for (const e of [roll(3), roll(2, 'away'), roll(3, 'home', { foul: true }), roll(9)]) applyEvent(st, e);
    summarize(st);
    expect(JSON.stringify(st)).toBe(before);
  });
  it('status: not started, then in progress; walkover only before the first ball', () => {
    expect(sum([]).status).toBe('not_started');
    expect(sum(rolls('3')).status).toBe('in_progress');
    expect(code(rolls('3'), { type: 'walkover', side: 'away' })).toBe('match_started');
  });
  it('applies one roll in microseconds', () => {
    const game = rolls('7 2 10 10 9 1 0 10 3 4 10 10 10 8 1');
    const series = (): { st: MatchState; n: number } => {
      let st = run([], { games: 3 });
      let n = 0;
      for (let g = 0; g < 3; g++) {
        for (const side of ['home', 'away'] as const) {
          for (const e of game) {
            const r = applyEvent(st, { ...e, side } as MatchEvent);
            if (!r.ok) throw new Error(r.error.code);
            st = r.state;
            n++;
          }
        }
      }
      return { st, n };
    };
    for (let i = 0; i < 20; i++) series(); // warm up the JIT
    const t0 = performance.now();
    let n = 0;
    let last = series();
    for (let i = 0; i < 20; i++) {
      last = series();
      n += last.n;
    }
    const perEvent = (performance.now() - t0) / n;
    expect(summarize(last.st).score).toEqual({ home: 3 * 174, away: 3 * 174 });
    expect(perEvent).toBeLessThan(0.1); // ms: a generous bound for slow CI machines
    console.log(`[bowling] ${(perEvent * 1000).toFixed(2)} µs per roll through applyEvent`);
  });
});
