/**
 * Tennis rules, one block per rule of SCORING-RULES.md §1, driven through the public API.
 * Sequences are strings: 'h' = point to home, 'a' = point to away.
 */
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  createMatch,
  replay,
  summarize,
  type MatchEvent,
  type MatchState,
  type Side,
} from '../src/index.js';
import {
  tennisEngine,
  type TennisCurrent,
  type TennisFormat,
  type TennisGame,
} from '../src/sports/tennis/index.js';

function start(format: Record<string, unknown> = {}, firstServer: Side = 'home'): MatchState {
  const r = createMatch({ sport: 'tennis', format, firstServer });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function ev(state: MatchState, event: MatchEvent): MatchState {
  const r = applyEvent(state, event);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

function play(state: MatchState, seq: string): MatchState {
  let s = state;
  for (const c of seq) {
    if (c === ' ') continue;
    s = ev(s, { type: 'point', side: c === 'h' ? 'home' : 'away' });
  }
  return s;
}

const cur = (s: MatchState): TennisCurrent => summarize(s).current as TennisCurrent;
const pts = (s: MatchState): string => `${cur(s).points.home}-${cur(s).points.away}`;
const H = 'hhhh';
const A = 'aaaa';
/** Games alternately won by home and away, starting with home: n games. */
const alternate = (n: number): string => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? H : A)).join('');
/** 6-6 in a set, each side holding nothing in particular: h, a, h, a … */
const toSixAll = alternate(12);

describe('format', () => {
  it('fills the standard values', () => {
    expect(tennisEngine.normalizeFormat(undefined)).toEqual({
      ok: true,
      format: { bestOf: 3, noAd: false, finalSet: 'tb7', gamesPerSet: 6, fast4: false, doubles: false },
    });
    expect(tennisEngine.normalizeFormat({ bestOf: 5, finalSet: 'adv' })).toMatchObject({
      ok: true,
      format: { bestOf: 5, finalSet: 'adv' },
    });
  });

  it.each([
    [{ bestOf: 4 }],
    [{ bestOf: '5' }],
    [{ noAd: 'yes' }],
    [{ finalSet: 'tb12' }],
    [{ gamesPerSet: 5 }],
    [{ fast4: 1 }],
    [{ doubles: 'true' }],
    [{ bestof: 5 }],
    [{ fast4: true, gamesPerSet: 6 }],
    [{ fast4: true, noAd: false }],
    [{ fast4: true, finalSet: 'tb10' }],
    [{ gamesPerSet: 4, finalSet: 'tb7_at_12' }],
  ])('refuses %j with invalid_format', (format) => {
    const r = tennisEngine.normalizeFormat(format);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('invalid_format');
    const m = createMatch({ sport: 'tennis', format });
    expect(m.ok ? null : m.error.code).toBe('invalid_format');
  });

  it.each([
    [{}],
    [{ bestOf: 5, finalSet: 'tb10', noAd: true, doubles: true }],
    [{ gamesPerSet: 4, finalSet: 'tb10' }],
    [{ fast4: true }],
    [{ fast4: true, finalSet: 'mtb10', bestOf: 3 }],
    [{ finalSet: 'tb7_at_12', bestOf: 5 }],
  ])('is idempotent for %j', (format) => {
    const once = tennisEngine.normalizeFormat(format);
    if (!once.ok) throw new Error(once.error.message);
    expect(tennisEngine.normalizeFormat(once.format as unknown as Record<string, unknown>)).toEqual(once);
  });

  it('Fast4 implies no-ad and sets to 4', () => {
    expect(tennisEngine.normalizeFormat({ fast4: true })).toMatchObject({
      ok: true,
      format: { fast4: true, noAd: true, gamesPerSet: 4 },
    });
  });
});

describe('game', () => {
  it('calls 0, 15, 30, 40 and wins at 4 points with a lead of 2', () => {
    let s = start();
    expect(pts(s)).toBe('0-0');
    s = play(s, 'h');
    expect(pts(s)).toBe('15-0');
    s = play(s, 'a');
    expect(pts(s)).toBe('15-15');
    s = play(s, 'hh');
    expect(pts(s)).toBe('40-15');
    s = play(s, 'h');
    expect(cur(s).games).toEqual({ home: 1, away: 0 });
    expect(pts(s)).toBe('0-0');
  });

  it('deuce, advantage, back to deuce, and the game from advantage', () => {
    let s = play(start(), 'hhhaaa');
    expect(pts(s)).toBe('40-40');
    expect(cur(s).deuce).toBe(true);
    expect(cur(s).decidingPoint).toBe(false);
    s = play(s, 'a');
    expect(pts(s)).toBe('40-AD');
    expect(cur(s).deuce).toBe(false);
    s = play(s, 'h');
    expect(pts(s)).toBe('40-40');
    s = play(s, 'hahaha');
    expect(pts(s)).toBe('40-40');
    expect(cur(s).games).toEqual({ home: 0, away: 0 });
    s = play(s, 'h');
    expect(pts(s)).toBe('AD-40');
    s = play(s, 'h');
    expect(cur(s).games).toEqual({ home: 1, away: 0 });
  });

  it('no-ad: one deciding point at deuce, won by either side', () => {
    let s = play(start({ noAd: true }), 'hhhaaa');
    expect(pts(s)).toBe('40-40');
    expect(cur(s).decidingPoint).toBe(true);
    const home = play(s, 'h');
    expect(cur(home).games).toEqual({ home: 1, away: 0 });
    s = play(s, 'a');
    expect(cur(s).games).toEqual({ home: 0, away: 1 });
  });

  it('serve court: deuce when the points played in the game are even', () => {
    let s = start();
    const courts: string[] = [];
    for (const c of 'hahahah') {
      courts.push(cur(s).serverCourt);
      s = play(s, c);
    }
    expect(courts).toEqual(['deuce', 'ad', 'deuce', 'ad', 'deuce', 'ad', 'deuce']);
  });
});

describe('set', () => {
  it('first to 6 games with a lead of 2', () => {
    let s = play(start(), alternate(10)); // 5-5
    expect(cur(s).games).toEqual({ home: 5, away: 5 });
    s = play(s, H);
    expect(cur(s).games).toEqual({ home: 6, away: 5 });
    expect(summarize(s).score).toEqual({ home: 0, away: 0 });
    s = play(s, H);
    expect(summarize(s).score).toEqual({ home: 1, away: 0 });
    expect(summarize(s).periods).toEqual([
      { home: 7, away: 5 },
      { home: 0, away: 0 },
    ]);
    expect(summarize(s).text).toBe('7-5');
    expect(cur(s).set).toBe(2);
  });

  it('6-4 wins a set', () => {
    const s = play(start(), alternate(8) + H + H);
    expect(summarize(s).periods[0]).toEqual({ home: 6, away: 4 });
  });

  it('tiebreak at 6-6 to 7 points with a lead of 2, recorded 7-6(loser points)', () => {
    let s = play(start(), toSixAll);
    expect(cur(s)).toMatchObject({ tiebreak: true, tiebreakTarget: 7, points: { home: '0', away: '0' } });
    s = play(s, 'hhhhhhaaaaaa'); // 6-6
    expect(pts(s)).toBe('6-6');
    s = play(s, 'h'); // 7-6: no margin
    expect(cur(s).tiebreak).toBe(true);
    s = play(s, 'h'); // 8-6
    expect(summarize(s).periods[0]).toEqual({ home: 7, away: 6, tiebreak: { home: 8, away: 6 } });
    expect(summarize(s).text).toBe('7-6(6)');
  });

  it('a long tiebreak has no cap: 16-18', () => {
    let s = play(start(), toSixAll);
    s = play(s, 'hhhhhhaaaaaa' + 'ha'.repeat(10) + 'aa'); // 6-6, 16-16, 16-18
    expect(summarize(s).periods[0]).toEqual({ home: 6, away: 7, tiebreak: { home: 16, away: 18 } });
    expect(summarize(s).text).toBe('6-7(16)');
  });

  it('periods show the tiebreak in progress as the current set', () => {
    const s = play(start(), toSixAll + 'hha');
    expect(summarize(s).periods).toEqual([{ home: 6, away: 6, tiebreak: { home: 2, away: 1 } }]);
    expect(summarize(s).text).toBe('6-6');
  });

  it('best of 5 needs three sets', () => {
    let s = play(start({ bestOf: 5 }), (H.repeat(6) + ' ').repeat(2));
    expect(summarize(s).status).toBe('in_progress');
    s = play(s, H.repeat(6));
    expect(summarize(s)).toMatchObject({
      status: 'finished',
      winner: 'home',
      score: { home: 3, away: 0 },
      text: '6-0 6-0 6-0',
    });
  });
});

describe('service', () => {
  it('alternates every game', () => {
    let s = start({}, 'away');
    const servers: (Side | null)[] = [];
    for (let i = 0; i < 4; i++) {
      servers.push(summarize(s).server);
      s = play(s, H);
    }
    expect(servers).toEqual(['away', 'home', 'away', 'home']);
  });

  it('tiebreak order A, BB, AA, BB; first serve of each turn from the ad court', () => {
    let s = play(start(), toSixAll); // home served games 1, 3, … 11: home serves the tiebreak first
    const servers: string[] = [];
    const courts: string[] = [];
    for (let i = 0; i < 9; i++) {
      servers.push(summarize(s).server === 'home' ? 'A' : 'B');
      courts.push(cur(s).serverCourt);
      s = play(s, i % 2 === 0 ? 'h' : 'a');
    }
    expect(servers.join('')).toBe('ABBAABBAA');
    expect(courts).toEqual(['deuce', 'ad', 'deuce', 'ad', 'deuce', 'ad', 'deuce', 'ad', 'deuce']);
  });

  it('the side that served first in the tiebreak receives first in the next set', () => {
    const first = play(start(), toSixAll);
    expect(summarize(first).server).toBe('home');
    const s = play(first, 'hhhhhhh');
    expect(cur(s).set).toBe(2);
    expect(summarize(s).server).toBe('away');
    const other = play(start({}, 'away'), toSixAll);
    expect(summarize(other).server).toBe('away');
    expect(summarize(play(other, 'aaaaaaa')).server).toBe('home');
  });

  it('the server rotation carries over a set that was not a tiebreak', () => {
    const s = play(start(), H.repeat(6)); // 6-0: home served games 1, 3, 5 → home serves game 1 of set 2
    expect(summarize(s).server).toBe('home');
    const t = play(start(), H.repeat(5) + A + A + A + H); // 6-3: 9 games → away serves game 1 of set 2
    expect(summarize(t).server).toBe('away');
  });
});

describe('change of ends', () => {
  it('after games 1, 3, 5 … of a set; changeEnds marks the point that triggers it', () => {
    let s = start();
    expect(cur(s)).toMatchObject({ homeEnd: 'near', changeEnds: false });
    s = play(s, 'hhh');
    expect(cur(s)).toMatchObject({ homeEnd: 'near', changeEnds: false });
    s = play(s, 'h'); // game 1
    expect(cur(s)).toMatchObject({ homeEnd: 'far', changeEnds: true });
    s = play(s, 'a');
    expect(cur(s)).toMatchObject({ homeEnd: 'far', changeEnds: false });
    s = play(s, 'aaa'); // game 2
    expect(cur(s)).toMatchObject({ homeEnd: 'far', changeEnds: false });
    s = play(s, H); // game 3
    expect(cur(s)).toMatchObject({ homeEnd: 'near', changeEnds: true });
  });

  it('a set with an odd number of games: change at its end, and again after game 1 of the next', () => {
    let s = play(start(), H.repeat(5) + A.repeat(3)); // 5-3: 8 games, changes after 1,3,5,7 → near
    expect(cur(s).homeEnd).toBe('near');
    s = play(s, H); // 6-3: 9th game ends the set
    expect(cur(s)).toMatchObject({ set: 2, homeEnd: 'far', changeEnds: true });
    s = play(s, A); // game 1 of set 2
    expect(cur(s)).toMatchObject({ homeEnd: 'near', changeEnds: true });
  });

  it('a set with an even number of games: no change at its end, change after game 1 of the next', () => {
    let s = play(start(), H.repeat(6)); // 6-0: changes after 1, 3, 5 → far
    expect(cur(s)).toMatchObject({ set: 2, homeEnd: 'far', changeEnds: false });
    s = play(s, H);
    expect(cur(s)).toMatchObject({ homeEnd: 'near', changeEnds: true });
  });

  it('in a tiebreak: every 6 points and at its end', () => {
    let s = play(start(), toSixAll); // 12 games, six changes → near
    expect(cur(s).homeEnd).toBe('near');
    s = play(s, 'hhhaa');
    expect(cur(s)).toMatchObject({ homeEnd: 'near', changeEnds: false });
    s = play(s, 'a'); // 6 points
    expect(cur(s)).toMatchObject({ homeEnd: 'far', changeEnds: true });
    s = play(s, 'hhhaaa'); // 12 points
    expect(cur(s)).toMatchObject({ homeEnd: 'near', changeEnds: true });
    s = play(s, 'hh'); // 8-6 ends the tiebreak (and the set)
    expect(cur(s)).toMatchObject({ set: 2, homeEnd: 'far', changeEnds: true });
    s = play(s, A); // game 1 of set 2
    expect(cur(s)).toMatchObject({ homeEnd: 'near', changeEnds: true });
  });

  it('a tiebreak ending on a multiple of 6 points changes ends once', () => {
    let s = play(start(), toSixAll + 'hhhhhaaaaah'); // 6-5 after 11 points: changed after 6 → far
    expect(cur(s)).toMatchObject({ homeEnd: 'far', changeEnds: false });
    s = play(s, 'h'); // 7-5 after 12 points
    expect(summarize(s).periods[0]).toEqual({ home: 7, away: 6, tiebreak: { home: 7, away: 5 } });
    expect(cur(s)).toMatchObject({ homeEnd: 'near', changeEnds: true });
  });
});

describe('final-set variants', () => {
  const twoSetsAll = (bestOf: 3 | 5): string =>
    bestOf === 3 ? H.repeat(6) + A.repeat(6) : H.repeat(6) + A.repeat(6) + H.repeat(6) + A.repeat(6);

  it('tb7 (default): the final set has a 7-point tiebreak at 6-6', () => {
    const s = play(start(), twoSetsAll(3) + toSixAll);
    expect(cur(s)).toMatchObject({ set: 3, tiebreak: true, tiebreakTarget: 7, matchTiebreak: false });
  });

  it('adv: no tiebreak in the final set, play on to a lead of 2 (18-16)', () => {
    let s = play(start({ bestOf: 5, finalSet: 'adv' }), twoSetsAll(5) + toSixAll);
    expect(cur(s)).toMatchObject({ set: 5, tiebreak: false, games: { home: 6, away: 6 } });
    s = play(s, alternate(20)); // 16-16
    s = play(s, A + A);
    expect(summarize(s)).toMatchObject({ winner: 'away', text: '6-0 0-6 6-0 0-6 16-18' });
  });

  it('adv applies to the final set only', () => {
    const s = play(start({ finalSet: 'adv' }), toSixAll);
    expect(cur(s).tiebreak).toBe(true);
  });

  it('tb7_at_12: a 7-point tiebreak at 12-12 in the final set, recorded 13-12(x)', () => {
    let s = play(start({ finalSet: 'tb7_at_12' }), twoSetsAll(3) + toSixAll);
    expect(cur(s).tiebreak).toBe(false);
    s = play(s, alternate(12));
    expect(cur(s)).toMatchObject({ games: { home: 12, away: 12 }, tiebreak: true, tiebreakTarget: 7 });
    s = play(s, 'hhhhhhaah'); // 7-2
    expect(summarize(s).periods[2]).toEqual({ home: 13, away: 12, tiebreak: { home: 7, away: 2 } });
    expect(summarize(s).text).toBe('6-0 0-6 13-12(2)');
  });

  it('tb10: a 10-point tiebreak at 6-6 in the final set only, with a lead of 2', () => {
    let s = play(start({ finalSet: 'tb10' }), toSixAll);
    expect(cur(s).tiebreakTarget).toBe(7);
    s = play(start({ finalSet: 'tb10' }), twoSetsAll(3) + toSixAll);
    expect(cur(s)).toMatchObject({ tiebreak: true, tiebreakTarget: 10, matchTiebreak: false });
    s = play(s, 'h'.repeat(9) + 'a'.repeat(9));
    s = play(s, 'h'); // 10-9
    expect(summarize(s).status).toBe('in_progress');
    s = play(s, 'h'); // 11-9
    expect(summarize(s)).toMatchObject({ winner: 'home', text: '6-0 0-6 7-6(9)' });
    expect(summarize(s).periods[2]).toEqual({ home: 7, away: 6, tiebreak: { home: 11, away: 9 } });
  });

  it('tb10 in a best of 5 waits for the fifth set', () => {
    const s = play(
      start({ bestOf: 5, finalSet: 'tb10' }),
      H.repeat(6) + A.repeat(6) + H.repeat(6) + toSixAll,
    );
    expect(cur(s)).toMatchObject({ set: 4, tiebreakTarget: 7 });
  });

  it('mtb10: a 10-point match tiebreak replaces the final set, recorded 1-0 with its points', () => {
    let s = play(start({ finalSet: 'mtb10', noAd: true }), twoSetsAll(3));
    expect(cur(s)).toMatchObject({
      set: 3,
      tiebreak: true,
      tiebreakTarget: 10,
      matchTiebreak: true,
      games: { home: 0, away: 0 },
    });
    // two sets of 6 games each: home served the first game of set 3's turn
    expect(summarize(s).server).toBe('home');
    s = play(s, 'hhhaaa');
    expect(summarize(s).periods[2]).toEqual({ home: 0, away: 0, tiebreak: { home: 3, away: 3 } });
    expect(summarize(s).text).toBe('6-0 0-6 [3-3]');
    expect(cur(s).changeEnds).toBe(true);
    s = play(s, 'aaaaaaa'); // 3-10
    expect(summarize(s)).toMatchObject({
      winner: 'away',
      score: { home: 1, away: 2 },
      text: '6-0 0-6 [3-10]',
    });
    expect(summarize(s).periods[2]).toEqual({ home: 0, away: 1, tiebreak: { home: 3, away: 10 } });
  });

  it('mtb10 is not played when a side leads by two sets', () => {
    const s = play(start({ finalSet: 'mtb10' }), H.repeat(12));
    expect(summarize(s)).toMatchObject({ status: 'finished', text: '6-0 6-0' });
  });
});

describe('short sets and Fast4', () => {
  it('gamesPerSet 4: first to 4 with a lead of 2, tiebreak at 4-4', () => {
    let s = play(start({ gamesPerSet: 4 }), H.repeat(4));
    expect(summarize(s).periods[0]).toEqual({ home: 4, away: 0 });
    s = play(s, alternate(6) + H); // 4-3
    expect(cur(s).games).toEqual({ home: 4, away: 3 });
    s = play(s, A); // 4-4
    expect(cur(s)).toMatchObject({ tiebreak: true, tiebreakTarget: 7 });
    s = play(s, 'aaaaaaa');
    expect(summarize(s).text).toBe('4-0 4-5(0)');
  });

  it('gamesPerSet 4: 5-3 after 4-3', () => {
    const s = play(start({ gamesPerSet: 4 }), alternate(6) + H + H);
    expect(summarize(s).periods[0]).toEqual({ home: 5, away: 3 });
  });

  it('Fast4: no-ad games, sets to 4, 5-point tiebreak at 3-3 with sudden death at 4-4', () => {
    let s = play(start({ fast4: true }), 'hhhaaa');
    expect(cur(s).decidingPoint).toBe(true);
    s = play(s, 'h');
    expect(cur(s).games).toEqual({ home: 1, away: 0 });
    s = play(start({ fast4: true }), alternate(6));
    expect(cur(s)).toMatchObject({ games: { home: 3, away: 3 }, tiebreak: true, tiebreakTarget: 5 });
    s = play(s, 'hhhhaaaa'); // 4-4
    expect(pts(s)).toBe('4-4');
    s = play(s, 'a'); // sudden death
    expect(summarize(s).periods[0]).toEqual({ home: 3, away: 4, tiebreak: { home: 4, away: 5 } });
    expect(summarize(s).text).toBe('3-4(4)');
  });

  it('Fast4 wins a set 4-2 and a tiebreak 5-0', () => {
    let s = play(start({ fast4: true }), H + A + H + A + H + H);
    expect(summarize(s).periods[0]).toEqual({ home: 4, away: 2 });
    s = play(s, alternate(6) + 'hhhhh');
    expect(summarize(s)).toMatchObject({ winner: 'home', text: '4-2 4-3(0)' });
  });

  it('Fast4 with a match tiebreak', () => {
    const s = play(start({ fast4: true, finalSet: 'mtb10' }), H.repeat(4) + A.repeat(4));
    expect(cur(s)).toMatchObject({ matchTiebreak: true, tiebreakTarget: 10 });
  });
});

describe('doubles', () => {
  const order = (s0: MatchState, seq: string[]): string[] => {
    let s = s0;
    const out: string[] = [];
    for (const step of seq) {
      const sum = summarize(s);
      out.push(`${sum.server === 'home' ? 'A' : 'B'}${(sum.current as TennisCurrent).serverPlayer}`);
      s = play(s, step);
    }
    return out;
  };

  it('serving order A1, B1, A2, B2 game by game', () => {
    expect(order(start({ doubles: true }), [H, A, H, A, H, A])).toEqual(['A1', 'B1', 'A2', 'B2', 'A1', 'B1']);
    expect(order(start({ doubles: true }, 'away'), [H, A, H])).toEqual(['B1', 'A1', 'B2']);
  });

  it('in a tiebreak each player serves his 2 points in the same rotation, and it carries on', () => {
    const s = play(start({ doubles: true }), toSixAll); // game 11 A2, game 12 B2
    expect(order(s, 'hhhhhhh'.split(''))).toEqual(['A1', 'B1', 'B1', 'A2', 'A2', 'B2', 'B2']);
    const next = play(s, 'hhhhhhh');
    expect(cur(next).set).toBe(2);
    expect(order(next, [A, H])).toEqual(['B1', 'A1']);
  });

  it('singles has no serverPlayer', () => {
    expect(cur(start()).serverPlayer).toBeUndefined();
  });
});

describe('penalties', () => {
  it('a point penalty gives the opponent of the offender one point, counted in the stats', () => {
    let s = play(start(), 'h');
    s = ev(s, { type: 'penalty', side: 'home' });
    expect(pts(s)).toBe('15-15');
    s = ev(s, { type: 'penalty', side: 'away', award: 'point' });
    expect(pts(s)).toBe('30-15');
    const sum = summarize(s);
    expect(sum.stats.home.pointsWon).toBe(2);
    expect(sum.stats.away.pointsWon).toBe(1);
    expect(sum.stats.home.servePointsPlayed).toBe(1);
  });

  it('a point penalty can decide a game', () => {
    const s = ev(play(start(), 'hhh'), { type: 'penalty', side: 'away' });
    expect(cur(s).games).toEqual({ home: 1, away: 0 });
  });

  it('a game penalty gives the opponent the whole current game; the rotation goes on', () => {
    let s = play(start(), 'hh');
    s = ev(s, { type: 'penalty', side: 'home', award: 'game' });
    expect(cur(s)).toMatchObject({
      games: { home: 0, away: 1 },
      points: { home: '0', away: '0' },
      homeEnd: 'far',
      changeEnds: true,
    });
    expect(summarize(s).server).toBe('away');
    expect(summarize(s).stats.away.pointsWon).toBe(0);
  });

  it('a game penalty in a tiebreak awards the tiebreak, hence the set', () => {
    const s = ev(play(start(), toSixAll + 'hhhhha'), { type: 'penalty', side: 'home', award: 'game' });
    expect(summarize(s).periods[0]).toEqual({ home: 6, away: 7, tiebreak: { home: 5, away: 1 } });
    expect(cur(s).set).toBe(2);
  });

  it('refuses a bad award or side', () => {
    const s = start();
    const bad = applyEvent(s, { type: 'penalty', side: 'home', award: 'set' } as unknown as MatchEvent);
    expect(bad.ok ? null : bad.error.code).toBe('invalid_event');
    const side = applyEvent(s, { type: 'point', side: 'left' } as unknown as MatchEvent);
    expect(side.ok ? null : side.error.code).toBe('invalid_side');
  });
});

describe('events and match state', () => {
  it('unknown events are refused, stat events leave the score unchanged', () => {
    const s = play(start(), 'h');
    for (const e of [
      { type: 'pot', ball: 'red' },
      { type: 'roll', side: 'home', pins: 3 },
      { type: 'timeout', side: 'home' },
      { type: 'expedite' },
    ]) {
      const r = applyEvent(s, e as MatchEvent);
      expect(r.ok ? null : r.error.code).toBe('unsupported_event');
    }
    const st = ev(s, { type: 'stat', side: 'away', stat: 'ace' });
    expect(pts(st)).toBe('15-0');
    expect(summarize(st).stats.away.aces).toBe(1);
  });

  it('started, status and winner', () => {
    let s = start();
    expect(summarize(s)).toMatchObject({ status: 'not_started', winner: null, server: 'home', text: '' });
    expect(tennisEngine.started(s.game as TennisGame)).toBe(false);
    s = play(s, 'h');
    expect(tennisEngine.started(s.game as TennisGame)).toBe(true);
    expect(summarize(s).status).toBe('in_progress');
    s = play(s, 'hhh' + H.repeat(11));
    expect(summarize(s)).toMatchObject({
      status: 'finished',
      winner: 'home',
      outcome: 'played',
      current: null,
      server: null,
      text: '6-0 6-0',
    });
  });

  it('a point after the match is over is refused with match_over', () => {
    const s = play(start(), H.repeat(12));
    const r = applyEvent(s, { type: 'point', side: 'away' });
    expect(r.ok ? null : r.error.code).toBe('match_over');
    const p = applyEvent(s, { type: 'penalty', side: 'away' });
    expect(p.ok ? null : p.error.code).toBe('match_over');
    const engine = tennisEngine.apply(
      s.game as TennisGame,
      { type: 'point', side: 'away' },
      s.format as TennisFormat,
    );
    expect(engine.ok ? null : engine.error.code).toBe('match_over');
  });

  it('retirement freezes the score', () => {
    const s = ev(play(start(), H.repeat(6) + 'hh'), { type: 'retire', side: 'away' });
    expect(summarize(s)).toMatchObject({
      status: 'finished',
      winner: 'home',
      outcome: 'retired',
      text: '6-0 ret.',
    });
  });

  it('never mutates the game it is given', () => {
    const deepFreeze = <T>(o: T): T => {
      if (o && typeof o === 'object') {
        for (const v of Object.values(o)) deepFreeze(v);
        Object.freeze(o);
      }
      return o;
    };
    let s = play(start({ doubles: true, finalSet: 'mtb10' }), H.repeat(6) + A.repeat(5));
    const f = s.format as TennisFormat;
    for (const c of 'hahhaaaahhhhhhhhhhhhhhhhhhhhhhhhh') {
      const g = deepFreeze(structuredClone(s.game) as TennisGame);
      const before = JSON.stringify(g);
      const r = tennisEngine.apply(g, { type: 'point', side: c === 'h' ? 'home' : 'away' }, f);
      expect(JSON.stringify(g)).toBe(before);
      if (!r.ok) break;
      expect(r.game).not.toBe(g);
      s = play(s, c);
    }
    const g = deepFreeze(structuredClone(s.game) as TennisGame);
    tennisEngine.apply(g, { type: 'penalty', side: 'home', award: 'game' }, f);
  });
});

describe('undo', () => {
  /** Summaries of every prefix: undo after n+1 points must give back exactly the summary after n. */
  it.each([
    ['a game with deuce and a change of ends', {}, 'hhhaaaahah' + A + H],
    ['a set end and the next set', {}, H.repeat(5) + A.repeat(3) + H + A],
    ['a tiebreak and the set after it', { doubles: true }, toSixAll + 'hhhaaahhhaaahh' + A],
    ['a match tiebreak', { finalSet: 'mtb10', noAd: true }, H.repeat(6) + A.repeat(6) + 'hhhhaaaaaaah'],
  ])('restores points, server, ends and changeEnds across %s', (_name, format, seq) => {
    let s = start(format as Record<string, unknown>);
    const summaries = [summarize(s)];
    const states = [s];
    for (const c of seq) {
      s = play(s, c);
      states.push(s);
      summaries.push(summarize(s));
    }
    for (let i = states.length - 1; i > 0; i--) {
      const undone = ev(states[i] as MatchState, { type: 'undo' });
      expect(summarize(undone)).toEqual(summaries[i - 1]);
      expect(undone.game).toEqual((states[i - 1] as MatchState).game);
    }
  });

  it('undo of the winning point reopens the match', () => {
    const s = play(start(), H.repeat(12));
    const u = ev(s, { type: 'undo' });
    expect(summarize(u)).toMatchObject({ status: 'in_progress', server: 'away', text: '6-0 5-0' });
    expect(cur(u).points).toEqual({ home: '40', away: '0' });
  });
});

describe('performance', () => {
  it('replays a long five-set match (500 points) through the engine in well under a millisecond', () => {
    const format = tennisEngine.normalizeFormat({ bestOf: 5, finalSet: 'adv' });
    if (!format.ok) throw new Error('format');
    const f = format.format;
    // 6-7 6-7 7-6 7-6 then an advantage fifth set
    const seq =
      (toSixAll + 'h'.repeat(6) + 'a'.repeat(8)).repeat(2) +
      (toSixAll + 'a'.repeat(6) + 'h'.repeat(8)).repeat(2) +
      alternate(30) +
      H +
      H;
    const events: MatchEvent[] = [...seq].map((c) => ({ type: 'point', side: c === 'h' ? 'home' : 'away' }));
    const run = (): TennisGame => {
      let g = tennisEngine.init(f, 'home');
      for (const e of events) {
        const r = tennisEngine.apply(g, e, f);
        if (r.ok) g = r.game;
      }
      return g;
    };
    for (let i = 0; i < 50; i++) run();
    const n = 200;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) run();
    const perMatch = (performance.now() - t0) / n;
    expect(tennisEngine.winner(run(), f)).toBe('home');
    expect(tennisEngine.summarize(run(), f).text).toBe('6-7(6) 6-7(6) 7-6(6) 7-6(6) 17-15');
    console.log(
      `[tennis] engine replay of ${events.length} points: ${(perMatch * 1000).toFixed(1)} µs per match`,
    );
    expect(perMatch).toBeLessThan(0.5);
    // The same match through the public API (log, stats and all).
    const t1 = performance.now();
    const r = replay({ sport: 'tennis', format: { bestOf: 5, finalSet: 'adv' } }, events);
    console.log(
      `[tennis] public replay of ${events.length} points: ${((performance.now() - t1) * 1000).toFixed(1)} µs`,
    );
    expect(r.ok).toBe(true);
  });
});

describe('who serves first (the toss), chosen on the console before the first point', () => {
  it('a first-server event before play hands the first game to that side; after a point it is refused', () => {
    const created = createMatch({ sport: 'tennis' });
    if (!created.ok) throw new Error(created.error.code);
    const chosen = applyEvent(created.state, { type: 'first-server', side: 'away' });
    if (!chosen.ok) throw new Error(chosen.error.code);
    expect(summarize(chosen.state).server).toBe('away');
    const point = applyEvent(chosen.state, { type: 'point', side: 'away' });
    if (!point.ok) throw new Error(point.error.code);
    expect(summarize(point.state).stats.away.servePointsPlayed).toBe(1);
    const late = applyEvent(point.state, { type: 'first-server', side: 'home' });
    expect(late.ok ? null : late.error.code).toBe('game_started');
    // undo takes the choice back like any event
    const undone = applyEvent(chosen.state, { type: 'undo' });
    expect(undone.ok && summarize(undone.state).server).toBe('home');
  });
});
