/** Indoor volleyball rules (FIVB Official Rules 6, 7, 12, 15, 16, 21), written from SCORING-RULES.md §3. */
import { describe, expect, it } from 'vitest';
import { applyEvent, createMatch, replay, summarize, type MatchEvent, type Side } from '../src/index.js';
import { volleyballEngine, type VolleyballCurrentExtra } from '../src/sports/volleyball/index.js';
import type { RallyCurrent } from '../src/sports/rally-core/index.js';
import { firstServer, level, ok, play, rep, sportKit } from './helpers.js';

type Current = RallyCurrent & VolleyballCurrentExtra;

const { start, cur } = sportKit<Current>('volleyball');
/** Two sets each, home winning the 1st and 3rd: the match goes to a deciding 5th set. */
const toFifth = rep('h', 25) + rep('a', 25) + rep('h', 25) + rep('a', 25);

describe('volleyball format', () => {
  it('defaults: best of 5 sets to 25 by 2, no cap, deciding set to 15, courts change at 8, 2 time-outs', () => {
    expect(start().format).toEqual({
      bestOf: 5,
      target: 25,
      winBy: 2,
      cap: null,
      finalTarget: 15,
      switchEndsAt: 8,
      technicalTimeouts: false,
      timeoutsPerSet: 2,
    });
  });

  it('the best-of-3 variant: sets 1–2 to 25, set 3 to 15', () => {
    let s = play(start({ bestOf: 3 }), rep('h', 25) + rep('a', 25));
    expect(cur(s)).toMatchObject({ game: 3, deciding: true, target: 15 });
    s = play(s, rep('h', 14));
    expect(cur(s).gamePoint).toBe('home');
    expect(cur(s).matchPoint).toBe('home');
    s = play(s, 'h');
    expect(summarize(s)).toMatchObject({ status: 'finished', winner: 'home', text: '25-0 0-25 15-0' });
  });

  it('normalizes idempotently', () => {
    for (const f of [undefined, { bestOf: 3 }, { technicalTimeouts: true, timeoutsPerSet: 3 }, { cap: 30 }]) {
      const once = volleyballEngine.normalizeFormat(f);
      expect(once.ok).toBe(true);
      if (once.ok)
        expect(volleyballEngine.normalizeFormat(once.format as unknown as Record<string, unknown>)).toEqual(
          once,
        );
    }
  });

  it.each([
    [{ bestOf: 4 }],
    [{ timeoutsPerSet: -1 }],
    [{ technicalTimeouts: 'no' }],
    [{ doubles: true }],
    [{ cap: 24 }],
    [{ finalTarget: 0 }],
  ])('refuses %j with invalid_format', (format) => {
    const r = createMatch({ sport: 'volleyball', format });
    expect(!r.ok && r.error.code).toBe('invalid_format');
  });
});

describe('volleyball sets', () => {
  it('sets 1–4 are won at 25 by 2 with no cap (34-32)', () => {
    let s = play(start(), level(24));
    expect(cur(s).gamePoint).toBeNull();
    s = play(s, level(8));
    expect(cur(s).points).toEqual({ home: 32, away: 32 });
    s = play(s, 'hh');
    expect(summarize(s).periods[0]).toEqual({ home: 34, away: 32 });
  });

  it('the deciding 5th set is won at 15 by 2', () => {
    let s = play(start(), toFifth);
    expect(cur(s)).toMatchObject({ game: 5, deciding: true, target: 15 });
    s = play(s, level(14) + 'h');
    expect(cur(s).points).toEqual({ home: 15, away: 14 });
    s = play(s, 'ahh');
    const sum = summarize(s);
    expect(sum).toMatchObject({ status: 'finished', winner: 'home', score: { home: 3, away: 2 } });
    expect(sum.text).toBe('25-0 0-25 25-0 0-25 17-15');
    const after = applyEvent(s, { type: 'point', side: 'away' });
    expect(!after.ok && after.error.code).toBe('match_over');
  });

  it('3-0 ends the match', () => {
    const s = play(start(), rep('a', 75));
    expect(summarize(s)).toMatchObject({
      winner: 'away',
      score: { home: 0, away: 3 },
      text: '0-25 0-25 0-25',
    });
  });
});

describe('volleyball service', () => {
  it('a team winning the rally on the other team’s serve gains the serve', () => {
    let s = start();
    s = play(s, 'h');
    expect(summarize(s).server).toBe('home');
    s = play(s, 'a');
    expect(summarize(s).server).toBe('away');
  });

  it('sets 2–4 are opened by the team that did not serve first in the previous set (not the set winner)', () => {
    let s = play(start({}, 'home'), rep('h', 25)); // home served first and won set 1
    expect(cur(s)).toMatchObject({ game: 2, server: 'away', firstServer: 'away' });
    s = play(s, rep('a', 25));
    expect(cur(s)).toMatchObject({ game: 3, server: 'home' });
    s = play(s, rep('h', 25));
    expect(cur(s)).toMatchObject({ game: 4, server: 'away' });
    const fixed = applyEvent(s, firstServer('home'));
    expect(!fixed.ok && fixed.error.code).toBe('server_fixed');
  });

  it('the deciding set has a new toss: by default the team that served first in set 1, or as entered', () => {
    const s = play(start({}, 'away'), toFifth);
    expect(cur(s)).toMatchObject({ game: 5, server: 'away' });
    const tossed = ok(applyEvent(s, firstServer('home')));
    expect(summarize(tossed).server).toBe('home');
    // The toss is entered before the first rally of the set.
    const late = applyEvent(play(tossed, 'a'), firstServer('home'));
    expect(!late.ok && late.error.code).toBe('game_started');
    // Undo takes the toss back.
    expect(summarize(ok(applyEvent(tossed, { type: 'undo' }))).server).toBe('away');
  });
});

describe('volleyball courts and time-outs', () => {
  it('teams change courts after each set and at 8 in the deciding set only', () => {
    let s = play(start(), rep('h', 8));
    expect(cur(s).changeEnds).toBe(false);
    s = play(s, rep('h', 17));
    expect(cur(s)).toMatchObject({ game: 2, changeEnds: true, homeEnd: 'far', interval: true });
    s = play(s, rep('a', 25) + rep('h', 25) + rep('a', 25));
    expect(cur(s)).toMatchObject({ game: 5, homeEnd: 'near' });
    s = play(s, rep('a', 7) + rep('h', 7));
    expect(cur(s).changeEnds).toBe(false);
    s = play(s, 'h'); // 8-7
    expect(cur(s)).toMatchObject({ changeEnds: true, homeEnd: 'far', points: { home: 8, away: 7 } });
    s = play(s, 'a'); // 8-8: the other team reaching 8 changes nothing
    expect(cur(s)).toMatchObject({ changeEnds: false, homeEnd: 'far' });
  });

  it('2 time-outs per team per set; a third is refused; they come back in the next set', () => {
    let s = ok(applyEvent(start(), { type: 'timeout', side: 'home' }));
    s = ok(applyEvent(s, { type: 'stat', side: 'home', stat: 'timeout' })); // counts as one too
    expect(cur(s).timeouts).toEqual({ home: 2, away: 0 });
    expect(cur(s).timeoutsLeft).toEqual({ home: 0, away: 2 });
    const third = applyEvent(s, { type: 'timeout', side: 'home' });
    expect(!third.ok && third.error.code).toBe('no_timeouts_left');
    const thirdStat = applyEvent(s, { type: 'stat', side: 'home', stat: 'timeout' });
    expect(!thirdStat.ok && thirdStat.error.code).toBe('no_timeouts_left');
    s = ok(applyEvent(s, { type: 'timeout', side: 'away' }));
    s = play(s, rep('a', 25));
    expect(cur(s).timeouts).toEqual({ home: 0, away: 0 });
    expect(ok(applyEvent(s, { type: 'timeout', side: 'home' }))).toBeDefined();
    const bad = applyEvent(s, { type: 'timeout', side: 'nobody' as Side });
    expect(!bad.ok && bad.error.code).toBe('invalid_side');
  });

  it('timeoutsPerSet sets the allowance', () => {
    let s = start({ timeoutsPerSet: 3 });
    for (let i = 0; i < 3; i++) s = ok(applyEvent(s, { type: 'timeout', side: 'away' }));
    expect(applyEvent(s, { type: 'timeout', side: 'away' }).ok).toBe(false);
    const none = applyEvent(start({ timeoutsPerSet: 0 }), { type: 'timeout', side: 'away' });
    expect(!none.ok && none.error.code).toBe('no_timeouts_left');
  });

  it('technical time-outs (an option) when the leading team reaches 8 and 16 in sets 1–4, not in the deciding set', () => {
    expect(cur(play(start(), rep('h', 8))).technicalTimeout).toBe(false);
    let s = play(start({ technicalTimeouts: true }), rep('h', 7));
    expect(cur(s).technicalTimeout).toBe(false);
    s = play(s, 'h');
    expect(cur(s).technicalTimeout).toBe(true);
    s = play(s, 'a');
    expect(cur(s).technicalTimeout).toBe(false);
    s = play(s, rep('h', 8));
    expect(cur(s)).toMatchObject({ technicalTimeout: true, points: { home: 16, away: 1 } });
    // Technical time-outs are not the teams' own.
    expect(cur(s).timeoutsLeft).toEqual({ home: 2, away: 2 });
    const fifth = play(start({ technicalTimeouts: true }), toFifth + rep('h', 8));
    expect(cur(fifth)).toMatchObject({ technicalTimeout: false, changeEnds: true });
  });
});

describe('volleyball sanctions', () => {
  it('a delay penalty or red card gives a point and the serve to the opponent', () => {
    let s = play(start(), 'hh');
    s = ok(applyEvent(s, { type: 'penalty', side: 'home' }));
    expect(cur(s).points).toEqual({ home: 2, away: 1 });
    expect(summarize(s).server).toBe('away');
    expect(summarize(s).stats.away.pointsWon).toBe(1);
  });

  it("an incomplete team loses the set: award 'game' gives the opponent the points it needs", () => {
    const s = ok(applyEvent(play(start(), level(24)), { type: 'penalty', side: 'home', award: 'game' }));
    expect(summarize(s).periods[0]).toEqual({ home: 24, away: 26 });
    const t = ok(applyEvent(play(start(), rep('h', 3)), { type: 'penalty', side: 'away', award: 'game' }));
    expect(summarize(t).periods[0]).toEqual({ home: 25, away: 0 });
    const bad = applyEvent(start(), { type: 'penalty', side: 'home', award: 'match' as 'game' });
    expect(!bad.ok && bad.error.code).toBe('invalid_award');
  });

  it('a default is recorded by the generic layer', () => {
    const s = ok(applyEvent(start(), { type: 'walkover', side: 'away' }));
    expect(summarize(s)).toMatchObject({ status: 'finished', winner: 'home', outcome: 'walkover' });
  });
});

describe('volleyball undo', () => {
  it('restores score, server, set, courts and time-outs exactly', () => {
    const base: MatchEvent[] = [...(toFifth + rep('h', 7) + rep('a', 7))].map((c) => ({
      type: 'point',
      side: c === 'h' ? 'home' : 'away',
    }));
    // The toss is entered at the start of the deciding set (after the 100 rallies of sets 1–4).
    const toss = firstServer('home');
    const tails: MatchEvent[][] = [
      [{ type: 'point', side: 'home' }],
      [{ type: 'timeout', side: 'away' }],
      [toss],
      [{ type: 'penalty', side: 'home' }],
    ];
    for (const tail of tails) {
      const events = tail[0] === toss ? [...base.slice(0, 100), ...tail] : [...base, ...tail];
      const full = ok(replay({ sport: 'volleyball', format: { technicalTimeouts: true } }, events));
      const undone = ok(applyEvent(full, { type: 'undo' }));
      const before = ok(
        replay({ sport: 'volleyball', format: { technicalTimeouts: true } }, events.slice(0, -1)),
      );
      expect(summarize(undone)).toEqual(summarize(before));
    }
    // Undo across the end of a set.
    const crossing = ok(replay({ sport: 'volleyball' }, base.slice(0, 25)));
    const back = ok(applyEvent(crossing, { type: 'undo' }));
    expect(cur(back)).toMatchObject({
      game: 1,
      points: { home: 24, away: 0 },
      homeEnd: 'near',
      server: 'home',
    });
  });
});
