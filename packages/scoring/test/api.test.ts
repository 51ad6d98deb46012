/**
 * The generic layer (match.ts) through the public API: options, refusals, undo, retire/walkover/default,
 * stats, event counts, replay, plain-JSON summaries and snapshots. The rules of each sport are tested in
 * its own suite; here a sport is only the vehicle.
 */
import { describe, expect, it } from 'vitest';
import {
  SPORTS,
  STAT_KINDS,
  applyEvent,
  createMatch,
  replay,
  summarize,
  type MatchEvent,
  type MatchOptions,
  type MatchState,
  type Result,
  type Side,
  type Sport,
  type Summary,
} from '../src/index.js';

function start(sport: Sport, format?: Record<string, unknown>, firstServer: Side = 'home'): MatchState {
  const r = createMatch({ sport, ...(format ? { format } : {}), firstServer });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

function ev(state: MatchState, ...events: MatchEvent[]): MatchState {
  let s = state;
  for (const e of events) {
    const r = applyEvent(s, e);
    if (!r.ok) throw new Error(`${JSON.stringify(e)} → ${r.error.code}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

const codeOf = (r: Result<unknown>): string | null => (r.ok ? null : r.error.code);
const P = (side: Side, stat?: (typeof STAT_KINDS)[number]): MatchEvent =>
  stat ? { type: 'point', side, stat } : { type: 'point', side };
/** 'h'/'a' strings to point events. */
const pts = (seq: string): MatchEvent[] =>
  [...seq].filter((c) => c !== ' ').map((c) => P(c === 'h' ? 'home' : 'away'));

/** One legal scoring event per sport, to get a match under way. */
const FIRST: Record<Sport, MatchEvent> = {
  tennis: P('home'),
  badminton: P('home'),
  volleyball: P('home'),
  'table-tennis': P('home'),
  rally: P('home'),
  snooker: { type: 'pot', ball: 'red' },
  bowling: { type: 'roll', side: 'home', pins: 7 },
};

/** A short legal opening per sport (scores something for both sides where the sport allows). */
const OPENING: Record<Sport, MatchEvent[]> = {
  tennis: pts('hhah hhhh a'),
  badminton: pts('hhaha'),
  volleyball: pts('hhaha'),
  'table-tennis': pts('hhaha'),
  rally: pts('hhaha'),
  snooker: [
    { type: 'pot', ball: 'red' },
    { type: 'pot', ball: 'black' },
    { type: 'end-visit' },
    { type: 'pot', ball: 'red' },
    { type: 'pot', ball: 'blue' },
    { type: 'foul', points: 4 },
  ],
  bowling: [
    { type: 'roll', side: 'home', pins: 10 },
    { type: 'roll', side: 'away', pins: 7 },
    { type: 'roll', side: 'away', pins: 3 },
    { type: 'roll', side: 'home', pins: 4 },
  ],
};

describe('createMatch', () => {
  it.each(SPORTS.map((s) => [s]))('%s: a new match with the standard format', (sport) => {
    const r = createMatch({ sport });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = summarize(r.state);
    expect(s).toMatchObject({ sport, status: 'not_started', winner: null, outcome: null, eventCount: 0 });
    expect(s.score).toEqual({ home: 0, away: 0 });
    expect(s.server).toBe('home');
  });

  it('the first server is home by default and can be away', () => {
    expect(summarize(start('tennis', undefined, 'away')).server).toBe('away');
    expect(summarize(start('badminton', undefined, 'away')).server).toBe('away');
    expect(summarize(start('snooker', undefined, 'away')).server).toBe('away');
  });

  it('refuses an unknown sport with unknown_sport', () => {
    for (const sport of ['chess', 'Tennis', '', undefined, null, 42]) {
      const r = createMatch({ sport } as unknown as MatchOptions);
      expect(codeOf(r)).toBe('unknown_sport');
      if (!r.ok) expect(r.error.message).toMatch(/tennis/);
    }
  });

  it('refuses a bad firstServer with invalid_options', () => {
    for (const firstServer of ['left', 'HOME', 1, null, true]) {
      const r = createMatch({ sport: 'tennis', firstServer } as unknown as MatchOptions);
      expect(codeOf(r)).toBe('invalid_options');
    }
  });

  it('refuses options that are not an object with invalid_options', () => {
    for (const options of [undefined, null, 'tennis', 3]) {
      expect(codeOf(createMatch(options as unknown as MatchOptions))).toBe('invalid_options');
    }
  });

  it('refuses a format that is not an object with invalid_format', () => {
    for (const format of [null, [], 'bo5', 5]) {
      for (const sport of SPORTS) {
        expect(codeOf(createMatch({ sport, format } as unknown as MatchOptions))).toBe('invalid_format');
      }
    }
  });

  it.each(SPORTS.map((s) => [s]))('%s: refuses an unknown format key with invalid_format', (sport) => {
    expect(codeOf(createMatch({ sport, format: { bestOff: 3 } }))).toBe('invalid_format');
  });
});

describe('applyEvent: refusals', () => {
  it('an event is an object with a string type: invalid_event', () => {
    const s = start('tennis');
    for (const e of [null, undefined, 3, 'point', [], {}, { type: 1 }, { side: 'home' }]) {
      expect(codeOf(applyEvent(s, e as unknown as MatchEvent))).toBe('invalid_event');
    }
  });

  it.each(SPORTS.map((s) => [s]))('%s: undo on a new match is nothing_to_undo', (sport) => {
    const r = applyEvent(start(sport), { type: 'undo' });
    expect(codeOf(r)).toBe('nothing_to_undo');
  });

  it('events of another sport are unsupported_event', () => {
    expect(codeOf(applyEvent(start('tennis'), { type: 'pot', ball: 'red' }))).toBe('unsupported_event');
    expect(codeOf(applyEvent(start('snooker'), P('home')))).toBe('unsupported_event');
    expect(codeOf(applyEvent(start('bowling'), P('home')))).toBe('unsupported_event');
    expect(codeOf(applyEvent(start('volleyball'), { type: 'roll', side: 'home', pins: 3 }))).toBe(
      'unsupported_event',
    );
    expect(codeOf(applyEvent(start('tennis'), { type: 'nonsense' } as unknown as MatchEvent))).toBe(
      'unsupported_event',
    );
  });

  it('a point after the match is over: match_over', () => {
    const s = ev(start('tennis'), ...pts('hhhh'.repeat(12)));
    expect(summarize(s).status).toBe('finished');
    expect(codeOf(applyEvent(s, P('away')))).toBe('match_over');
    const b = ev(start('badminton', { bestOf: 1 }), ...pts('h'.repeat(21)));
    expect(codeOf(applyEvent(b, P('away')))).toBe('match_over');
  });

  it('a roll of 11 pins, or more pins than stand: invalid_pins', () => {
    const s = start('bowling');
    expect(codeOf(applyEvent(s, { type: 'roll', side: 'home', pins: 11 }))).toBe('invalid_pins');
    expect(codeOf(applyEvent(s, { type: 'roll', side: 'home', pins: -1 }))).toBe('invalid_pins');
    expect(codeOf(applyEvent(s, { type: 'roll', side: 'home', pins: 2.5 }))).toBe('invalid_pins');
    const seven = ev(s, { type: 'roll', side: 'home', pins: 7 });
    expect(codeOf(applyEvent(seven, { type: 'roll', side: 'home', pins: 4 }))).toBe('invalid_pins');
    expect(applyEvent(seven, { type: 'roll', side: 'home', pins: 3 }).ok).toBe(true);
  });

  it('a pot of the wrong ball: wrong_ball', () => {
    const s = start('snooker');
    expect(codeOf(applyEvent(s, { type: 'pot', ball: 'black' }))).toBe('wrong_ball');
    const red = ev(s, { type: 'pot', ball: 'red' });
    expect(codeOf(applyEvent(red, { type: 'pot', ball: 'red' }))).toBe('wrong_ball');
    expect(codeOf(applyEvent(s, { type: 'pot', ball: 'white' } as unknown as MatchEvent))).toBe(
      'invalid_ball',
    );
  });

  it('a refused event leaves the state as it was', () => {
    const s = ev(start('tennis'), ...pts('hha'));
    const before = JSON.stringify(s);
    applyEvent(s, { type: 'pot', ball: 'red' });
    applyEvent(s, P('left' as Side));
    expect(JSON.stringify(s)).toBe(before);
  });

  it('never mutates its input, never returns the same object', () => {
    const s = ev(start('tennis'), ...pts('hha'));
    const before = structuredClone(s);
    const r = applyEvent(s, P('away'));
    expect(s).toEqual(before);
    expect(r.ok && r.state).not.toBe(s);
  });
});

describe('retire, walkover and default', () => {
  it.each(SPORTS.map((s) => [s]))(
    '%s: walkover before play: finished, winner the other side, "w/o"',
    (sport) => {
      const s = ev(start(sport), { type: 'walkover', side: 'home' });
      const sum = summarize(s);
      expect(sum).toMatchObject({
        status: 'finished',
        winner: 'away',
        outcome: 'walkover',
        server: null,
        eventCount: 1,
      });
      expect(sum.text).toMatch(/(^| )w\/o$/);
      expect(codeOf(applyEvent(s, FIRST[sport]))).toBe('match_over');
      expect(summarize(ev(s, { type: 'undo' }))).toEqual(summarize(start(sport)));
    },
  );

  it.each(SPORTS.map((s) => [s]))('%s: a walkover once play has started is match_started', (sport) => {
    const s = ev(start(sport), FIRST[sport]);
    expect(codeOf(applyEvent(s, { type: 'walkover', side: 'away' }))).toBe('match_started');
    // retire and default remain possible
    expect(applyEvent(s, { type: 'retire', side: 'away' }).ok).toBe(true);
    expect(applyEvent(s, { type: 'default', side: 'away' }).ok).toBe(true);
  });

  it.each(SPORTS.map((s) => [s]))('%s: retire and default freeze the score; the other side wins', (sport) => {
    const played = ev(start(sport), ...OPENING[sport]);
    const before = summarize(played);
    for (const [type, outcome, suffix] of [
      ['retire', 'retired', 'ret.'],
      ['default', 'default', 'def.'],
    ] as const) {
      for (const side of ['home', 'away'] as const) {
        const s = summarize(ev(played, { type, side }));
        expect(s).toMatchObject({
          status: 'finished',
          winner: side === 'home' ? 'away' : 'home',
          outcome,
          server: null,
          eventCount: before.eventCount + 1,
        });
        expect(s.score).toEqual(before.score);
        expect(s.periods).toEqual(before.periods);
        expect(s.text).toBe(before.text ? `${before.text} ${suffix}` : suffix);
      }
    }
  });

  it('tennis retirement text: "6-0 3-2 ret."', () => {
    const s = ev(start('tennis'), ...pts('hhhh'.repeat(6) + 'hhhh aaaa hhhh aaaa hhhh'), {
      type: 'retire',
      side: 'away',
    });
    expect(summarize(s).text).toBe('6-0 3-2 ret.');
  });

  it('after a retirement only undo is accepted, and it reopens the match', () => {
    const played = ev(start('tennis'), ...pts('hha'));
    const s = ev(played, { type: 'retire', side: 'home' });
    for (const e of [
      P('home'),
      { type: 'retire', side: 'away' },
      { type: 'default', side: 'home' },
    ] as MatchEvent[]) {
      expect(codeOf(applyEvent(s, e))).toBe('match_over');
    }
    expect(summarize(ev(s, { type: 'undo' }))).toEqual(summarize(played));
  });

  it('refuses a bad side with invalid_side', () => {
    for (const type of ['retire', 'walkover', 'default'] as const) {
      expect(codeOf(applyEvent(start('tennis'), { type, side: 'left' } as unknown as MatchEvent))).toBe(
        'invalid_side',
      );
      expect(codeOf(applyEvent(start('tennis'), { type } as unknown as MatchEvent))).toBe('invalid_side');
    }
  });
});

describe('stats', () => {
  const stats = (s: MatchState): Summary['stats'] => summarize(s).stats;

  it('start at zero with every stat kind counted', () => {
    for (const sport of SPORTS) {
      const st = stats(start(sport));
      for (const side of ['home', 'away'] as const) {
        expect(st[side]).toMatchObject({
          pointsWon: 0,
          servePointsPlayed: 0,
          servePointsWon: 0,
          longestRun: 0,
          aces: 0,
          serviceErrors: 0,
        });
        expect(Object.keys(st[side].counts).sort()).toEqual([...STAT_KINDS].sort());
        expect(Object.values(st[side].counts).every((n) => n === 0)).toBe(true);
      }
    }
  });

  it('a stat attached to a point: aces, attacks, blocks to the winner of the point', () => {
    const s = ev(
      start('volleyball'),
      P('home', 'ace'),
      P('away', 'attack'),
      P('away', 'block'),
      P('home', 'point'),
    );
    const st = stats(s);
    expect(st.home.counts).toMatchObject({ ace: 1, point: 1, attack: 0 });
    expect(st.home.aces).toBe(1);
    expect(st.away.counts).toMatchObject({ attack: 1, block: 1, ace: 0 });
  });

  it('errors, service errors and fouls attached to a point are credited to the side that lost it', () => {
    const s = ev(
      start('badminton'),
      P('home', 'error'),
      P('home', 'service-error'),
      P('away', 'foul'),
      P('away', 'error'),
    );
    const st = stats(s);
    expect(st.away.counts).toMatchObject({ error: 1, 'service-error': 1, foul: 0 });
    expect(st.away.serviceErrors).toBe(1);
    expect(st.home.counts).toMatchObject({ error: 1, foul: 1, 'service-error': 0 });
    expect(st.home.serviceErrors).toBe(0);
    expect(st.home.pointsWon).toBe(2);
    expect(st.away.pointsWon).toBe(2);
  });

  it('standalone stat events are counted for their side and do not score', () => {
    const base = ev(start('tennis'), P('home'));
    const s = ev(
      base,
      { type: 'stat', side: 'away', stat: 'ace' },
      { type: 'stat', side: 'away', stat: 'error' },
    );
    const st = stats(s);
    expect(st.away.counts).toMatchObject({ ace: 1, error: 1 });
    expect(st.away.aces).toBe(1);
    expect(st.home.counts.error).toBe(0);
    expect(summarize(s).current).toEqual(summarize(base).current);
    expect(summarize(s).score).toEqual(summarize(base).score);
    expect(st.away.pointsWon).toBe(0);
    expect(summarize(s).eventCount).toBe(3);
  });

  it.each(SPORTS.map((s) => [s]))('%s: accepts a standalone stat event', (sport) => {
    const s = ev(start(sport), { type: 'stat', side: 'home', stat: 'error' });
    expect(summarize(s).stats.home.counts.error).toBe(1);
    expect(summarize(s).eventCount).toBe(1);
  });

  it('refuses an unknown stat with invalid_stat and a bad side with invalid_side', () => {
    const s = start('tennis');
    expect(codeOf(applyEvent(s, { type: 'stat', side: 'home', stat: 'dunk' } as unknown as MatchEvent))).toBe(
      'invalid_stat',
    );
    expect(
      codeOf(applyEvent(s, { type: 'point', side: 'home', stat: 'dunk' } as unknown as MatchEvent)),
    ).toBe('invalid_stat');
    expect(codeOf(applyEvent(s, { type: 'stat', side: 'left', stat: 'ace' } as unknown as MatchEvent))).toBe(
      'invalid_side',
    );
  });

  it('points won on serve (tennis: the server of each game)', () => {
    // game 1 served by home: h h a h h (home holds, 4 of 5); game 2 served by away: h h h h (break)
    const s = ev(start('tennis'), ...pts('hhahh hhhh'));
    const st = stats(s);
    expect(st.home).toMatchObject({ servePointsPlayed: 5, servePointsWon: 4, pointsWon: 8 });
    expect(st.away).toMatchObject({ servePointsPlayed: 4, servePointsWon: 0, pointsWon: 1 });
  });

  it('points won on serve (badminton: the rally winner serves next)', () => {
    const s = ev(start('badminton', undefined, 'away'), ...pts('aahhha'));
    const st = stats(s);
    // servers: a a a h h h → away serves 3 (wins 2), home serves 3 (wins 2)
    expect(st.away).toMatchObject({ servePointsPlayed: 3, servePointsWon: 2 });
    expect(st.home).toMatchObject({ servePointsPlayed: 3, servePointsWon: 2 });
  });

  it('the longest run of consecutive points', () => {
    const s = ev(start('table-tennis'), ...pts('hhhaahhhhahaa'));
    expect(stats(s).home.longestRun).toBe(4);
    expect(stats(s).away.longestRun).toBe(2);
    // a stat event does not break a run; undo takes it back
    const t = ev(
      start('table-tennis'),
      ...pts('hh'),
      { type: 'stat', side: 'away', stat: 'timeout' },
      P('home'),
    );
    expect(stats(t).home.longestRun).toBe(3);
    expect(stats(ev(t, { type: 'undo' })).home.longestRun).toBe(2);
  });

  it('penalty points count as points won (but not as serve points or runs)', () => {
    const s = ev(start('tennis'), P('home'), { type: 'penalty', side: 'away' });
    expect(stats(s).home).toMatchObject({ pointsWon: 2, servePointsPlayed: 1, longestRun: 1 });
  });

  it('sport-specific figures arrive in extra', () => {
    const snooker = summarize(ev(start('snooker'), ...OPENING.snooker));
    expect(snooker.stats.home.extra).toMatchObject({ highestBreak: 8, fouls: 0 });
    expect(snooker.stats.away.extra).toMatchObject({ highestBreak: 6, fouls: 1 });
    const bowling = summarize(ev(start('bowling'), ...OPENING.bowling));
    expect(bowling.stats.home.extra).toMatchObject({ strikes: 1 });
    expect(bowling.stats.away.extra).toMatchObject({ spares: 1 });
    expect(summarize(start('tennis')).stats.home.extra).toEqual({});
  });
});

describe('eventCount and undo', () => {
  it('counts effective events: undo removes one, refused events count nothing', () => {
    let s = ev(start('tennis'), ...pts('hha'), { type: 'stat', side: 'home', stat: 'ace' });
    expect(summarize(s).eventCount).toBe(4);
    expect(applyEvent(s, { type: 'pot', ball: 'red' }).ok).toBe(false);
    s = ev(s, { type: 'undo' }, { type: 'undo' });
    expect(summarize(s).eventCount).toBe(2);
    expect(s.log).toEqual(pts('hh'));
  });

  it.each(SPORTS.map((s) => [s]))(
    '%s: undo of each event of the opening restores the summary before it',
    (sport) => {
      let s = start(sport);
      for (const e of OPENING[sport]) {
        const next = ev(s, e);
        expect(summarize(ev(next, { type: 'undo' }))).toEqual(summarize(s));
        s = next;
      }
    },
  );
});

describe('replay', () => {
  it.each(SPORTS.map((s) => [s]))('%s: equals folding applyEvent', (sport) => {
    const events = [...OPENING[sport], { type: 'stat', side: 'away', stat: 'block' } as MatchEvent];
    const folded = ev(start(sport), ...events);
    const r = replay({ sport }, events);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.state).toEqual(folded);
      expect(summarize(r.state)).toEqual(summarize(folded));
    }
  });

  it('handles undo inside the events', () => {
    const r = replay({ sport: 'tennis' }, [...pts('hh'), { type: 'undo' }, ...pts('a')]);
    expect(r.ok && r.state.log).toEqual(pts('ha'));
  });

  it('names the index of the refused event', () => {
    const r = replay({ sport: 'tennis' }, [...pts('hha'), { type: 'pot', ball: 'red' }, ...pts('h')]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('unsupported_event');
      expect(r.error.message).toMatch(/^event 3: /);
    }
    const b = replay({ sport: 'bowling' }, [
      { type: 'roll', side: 'home', pins: 7 },
      { type: 'roll', side: 'home', pins: 11 },
    ]);
    expect(b.ok ? null : [b.error.code, b.error.message.slice(0, 9)]).toEqual(['invalid_pins', 'event 1: ']);
    const u = replay({ sport: 'snooker' }, [{ type: 'undo' }]);
    expect(u.ok ? null : [u.error.code, u.error.message.slice(0, 9)]).toEqual([
      'nothing_to_undo',
      'event 0: ',
    ]);
    const over = replay({ sport: 'badminton', format: { bestOf: 1 } }, pts('h'.repeat(22)));
    expect(over.ok ? null : [over.error.code, over.error.message.slice(0, 10)]).toEqual([
      'match_over',
      'event 21: ',
    ]);
  });

  it('refuses bad options and a non-array of events', () => {
    expect(codeOf(replay({ sport: 'curling' } as unknown as MatchOptions, []))).toBe('unknown_sport');
    expect(codeOf(replay({ sport: 'tennis' }, 'hha' as unknown as MatchEvent[]))).toBe('invalid_event');
    expect(codeOf(replay({ sport: 'tennis' }, [null as unknown as MatchEvent]))).toBe('invalid_event');
  });

  it('uses the format and the first server of the options', () => {
    const r = replay({ sport: 'tennis', format: { bestOf: 5 }, firstServer: 'away' }, pts('hhhh'.repeat(12)));
    expect(r.ok && summarize(r.state)).toMatchObject({
      status: 'in_progress',
      score: { home: 2, away: 0 },
      server: 'away',
    });
  });
});

describe('plain JSON', () => {
  it.each(SPORTS.map((s) => [s]))('%s: summaries survive a JSON round trip unchanged', (sport) => {
    for (const s of [
      start(sport),
      ev(start(sport), ...OPENING[sport]),
      ev(start(sport), { type: 'walkover', side: 'away' }),
    ]) {
      const sum = summarize(s);
      expect(JSON.parse(JSON.stringify(sum))).toStrictEqual(sum);
    }
  });

  it.each(SPORTS.map((s) => [s]))(
    '%s: a JSON snapshot of the state continues to work with applyEvent',
    (sport) => {
      const [first, ...rest] = OPENING[sport] as [MatchEvent, ...MatchEvent[]];
      const s = ev(start(sport), first);
      const snapshot = JSON.parse(JSON.stringify(s)) as MatchState;
      expect(snapshot).toEqual(s);
      expect(summarize(snapshot)).toEqual(summarize(s));
      const a = ev(snapshot, ...rest);
      const b = ev(s, ...rest);
      expect(summarize(a)).toEqual(summarize(b));
      expect(a).toEqual(b);
      expect(summarize(ev(a, { type: 'undo' }))).toEqual(summarize(ev(b, { type: 'undo' })));
    },
  );

  it.each(SPORTS.map((s) => [s]))(
    '%s: editing a summary (score, periods, stats) does not touch the state',
    (sport) => {
      const s = ev(start(sport), ...OPENING[sport], { type: 'stat', side: 'home', stat: 'ace' });
      const json = JSON.stringify(s);
      const before = summarize(s);
      const a = summarize(s);
      a.score.home = 99;
      for (const p of a.periods) {
        p.home = 99;
        if (p.tiebreak) p.tiebreak.home = 99;
      }
      a.periods.push({ home: 1, away: 1 });
      a.stats.home.counts.ace = 99;
      a.stats.home.pointsWon = 99;
      for (const k of Object.keys(a.stats.home.extra)) a.stats.home.extra[k] = 99;
      expect(JSON.stringify(s)).toBe(json);
      expect(summarize(s)).toEqual(before);
    },
  );
});

describe('performance', () => {
  it('replays a five-set tennis match (~400 points) through the public API in well under a millisecond', () => {
    // 6-7 6-7 7-6 7-6 then an advantage fifth set, 376 points
    const g = (n: number): string =>
      Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'hhhh' : 'aaaa')).join('');
    const seq =
      (g(12) + 'h'.repeat(6) + 'a'.repeat(8)).repeat(2) +
      (g(12) + 'a'.repeat(6) + 'h'.repeat(8)).repeat(2) +
      g(30) +
      'hhhhhhhh';
    const events = pts(seq);
    const options: MatchOptions = { sport: 'tennis', format: { bestOf: 5, finalSet: 'adv' } };
    for (let i = 0; i < 100; i++) replay(options, events);
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      replay(options, events);
      times.push(performance.now() - t0);
    }
    times.sort((x, y) => x - y);
    const median = times[times.length >> 1] as number;
    const r = replay(options, events);
    expect(r.ok && summarize(r.state).text).toBe('6-7(6) 6-7(6) 7-6(6) 7-6(6) 17-15');
    // The target is well under 1 ms (bench/bench.ts measures it); the bound leaves room for a busy CI machine.
    expect(median).toBeLessThan(1);
  });
});

describe('tennis stat vocabulary: first serves, double faults, winners and errors', () => {
  const fault = (side: Side): MatchEvent => ({ type: 'stat', side, stat: 'first-serve-fault' });

  it('counts first-serve faults of finished serve points, double faults included, for the first-serve %', () => {
    // home serves game 1: fault then in (won), ace, fault then double fault, winner
    const s = ev(
      start('tennis'),
      fault('home'),
      P('home'),
      P('home', 'ace'),
      fault('home'),
      P('away', 'double-fault'),
      P('home', 'winner'),
    );
    const st = summarize(s).stats;
    expect(st.home.servePointsPlayed).toBe(4);
    expect(st.home.firstServeFaults).toBe(2);
    expect(st.home.counts).toMatchObject({ 'first-serve-fault': 2, 'double-fault': 1, ace: 1, winner: 1 });
    // the double fault is the server's, the point the receiver's
    expect(st.away.counts['double-fault']).toBe(0);
    expect(st.away.pointsWon).toBe(1);
    expect(summarize(s).current).toMatchObject({ points: { home: '40', away: '15' } });
  });

  it('a double fault without a recorded first fault still counts the first serve as out', () => {
    const st = summarize(ev(start('tennis'), P('away', 'double-fault'))).stats;
    expect(st.home.firstServeFaults).toBe(1);
    expect(st.home.counts['double-fault']).toBe(1);
  });

  it('errors belong to the side that lost the point; winners to the side that won it', () => {
    const st = summarize(
      ev(start('tennis'), P('home', 'unforced-error'), P('away', 'forced-error'), P('away', 'winner')),
    ).stats;
    expect(st.away.counts['unforced-error']).toBe(1);
    expect(st.home.counts['forced-error']).toBe(1);
    expect(st.away.counts.winner).toBe(1);
    expect(st.home.pointsWon).toBe(1);
    expect(st.away.pointsWon).toBe(2);
  });

  it('refuses a first-serve fault by the receiver, a second one in a point, and outside tennis', () => {
    const s = start('tennis');
    expect(codeOf(applyEvent(s, fault('away')))).toBe('not_serving');
    expect(codeOf(applyEvent(ev(s, fault('home')), fault('home')))).toBe('second_serve');
    expect(codeOf(applyEvent(s, P('home', 'double-fault')))).toBe('not_serving');
    expect(codeOf(applyEvent(start('badminton'), fault('home')))).toBe('invalid_stat');
    expect(codeOf(applyEvent(start('volleyball'), P('away', 'double-fault')))).toBe('invalid_stat');
  });

  it('undo of a first-serve fault puts the point back on its first serve', () => {
    const s = ev(start('tennis'), fault('home'), { type: 'undo' }, P('home'));
    expect(summarize(s).stats.home.firstServeFaults).toBe(0);
    expect(summarize(s).stats.home.counts['first-serve-fault']).toBe(0);
  });
});
