/** The generic rally score, written from SCORING-RULES.md §7. */
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  createMatch,
  replay,
  summarize,
  type MatchEvent,
  type MatchState,
} from '../src/index.js';
import { rallyEngine, type RallyCurrentExtra } from '../src/sports/rally/index.js';
import type { RallyCurrent } from '../src/sports/rally-core/index.js';
import { level, ok, play, rep, sportKit } from './helpers.js';

type Current = RallyCurrent & RallyCurrentExtra;

const { start, cur } = sportKit<Current>('rally');
function servers(state: MatchState, seq: string): string {
  let s = state;
  let out = '';
  for (const c of seq) {
    out += summarize(s).server === 'home' ? 'h' : 'a';
    s = play(s, c);
  }
  return out;
}

describe('rally format', () => {
  it('defaults: best of 3 games to 11 by 2, no cap, the rally winner serves', () => {
    expect(start().format).toEqual({
      bestOf: 3,
      target: 11,
      winBy: 2,
      cap: null,
      finalTarget: 11,
      server: 'winner',
      serveEvery: 2,
      switchEndsAt: null,
      intervalAt: null,
      timeoutsPerGame: null,
    });
  });

  it('normalizes idempotently', () => {
    const formats = [
      undefined,
      { target: 25, finalTarget: 15, bestOf: 5 },
      { server: 'alternate', serveEvery: 5 },
      { cap: 15, winBy: 1 },
      { timeoutsPerGame: 0 },
    ];
    for (const f of formats) {
      const once = rallyEngine.normalizeFormat(f);
      expect(once.ok).toBe(true);
      if (once.ok)
        expect(rallyEngine.normalizeFormat(once.format as unknown as Record<string, unknown>)).toEqual(once);
    }
  });

  it.each([
    [{ server: 'loser' }],
    [{ serveEvery: 0 }],
    [{ bestOf: 2 }],
    [{ target: 25, finalTarget: 15, cap: 20 }],
    [{ switchEndsAt: 'half' }],
    [{ timeoutsPerGame: -1 }],
    [{ winBy: null }],
    [{ colour: 'red' }],
  ])('refuses %j with invalid_format', (format) => {
    const r = createMatch({ sport: 'rally', format });
    expect(!r.ok && r.error.code).toBe('invalid_format');
  });

  it('refuses a format that is not an object', () => {
    expect(rallyEngine.normalizeFormat([] as unknown as Record<string, unknown>).ok).toBe(false);
    const r = createMatch({ sport: 'rally', format: 'x' as unknown as Record<string, unknown> });
    expect(!r.ok && r.error.code).toBe('invalid_format');
  });
});

describe('rally games', () => {
  it('target, win-by, cap and the deciding game’s target are honoured', () => {
    expect(summarize(play(start({ target: 15, winBy: 1 }), level(14) + 'a')).periods[0]).toEqual({
      home: 14,
      away: 15,
    });
    expect(summarize(play(start({ target: 15, cap: 17 }), level(16) + 'h')).periods[0]).toEqual({
      home: 17,
      away: 16,
    });
    let s = play(start({ target: 25, finalTarget: 15, bestOf: 3 }), rep('h', 25) + rep('a', 25));
    expect(cur(s)).toMatchObject({ game: 3, deciding: true, target: 15 });
    s = play(s, rep('a', 15));
    expect(summarize(s)).toMatchObject({ winner: 'away', text: '25-0 0-25 0-15' });
  });

  it('best of 1 is one game; a rally after it is refused; an unfinished game stays in progress', () => {
    const s = play(start({ bestOf: 1 }), rep('h', 11));
    expect(summarize(s)).toMatchObject({ status: 'finished', winner: 'home', text: '11-0', server: null });
    const after = applyEvent(s, { type: 'point', side: 'home' });
    expect(!after.ok && after.error.code).toBe('match_over');
    expect(summarize(play(start({ bestOf: 1 }), rep('h', 10)))).toMatchObject({
      status: 'in_progress',
      winner: null,
      text: '10-0',
    });
  });

  it('the summary before the first rally', () => {
    const sum = summarize(start());
    expect(sum).toMatchObject({
      status: 'not_started',
      score: { home: 0, away: 0 },
      periods: [{ home: 0, away: 0 }],
      text: '0-0',
      server: 'home',
    });
  });
});

describe('rally service', () => {
  it("server 'winner': the rally winner serves; the game winner serves first in the next game", () => {
    expect(servers(start(), 'aahh')).toBe('haah');
    expect(summarize(play(start(), rep('a', 11))).server).toBe('away');
    expect(cur(start()).servesLeft).toBeNull();
  });

  it("server 'alternate': every serveEvery points, every point from deuce; the first receiver serves first next game", () => {
    const s = start({ server: 'alternate', serveEvery: 3 });
    expect(servers(s, 'hahahah')).toBe('hhhaaah');
    const deuce = play(start({ server: 'alternate' }), level(10));
    expect(servers(deuce, 'hahaha')).toBe('hahaha');
    // No deuce with win-by-1.
    const one = play(start({ server: 'alternate', winBy: 1, target: 21 }), level(10));
    expect(servers(one, 'haha')).toBe('hhaa');
    expect(cur(play(start({ server: 'alternate', serveEvery: 5 }), 'hh')).servesLeft).toBe(3);
    expect(summarize(play(start({ server: 'alternate' }, 'home'), rep('h', 11))).server).toBe('away');
  });
});

describe('rally ends, intervals and time-outs', () => {
  it('switchEndsAt changes ends in the deciding game only; ends change after each game', () => {
    let s = play(start({ switchEndsAt: 6 }), rep('h', 6));
    expect(cur(s).changeEnds).toBe(false);
    s = play(s, rep('h', 5) + rep('a', 11));
    expect(cur(s)).toMatchObject({ game: 3, homeEnd: 'near' });
    s = play(s, rep('a', 6));
    expect(cur(s)).toMatchObject({ changeEnds: true, homeEnd: 'far' });
    expect(cur(play(start(), rep('h', 20))).changeEnds).toBe(false);
  });

  it('intervalAt gives an interval in every game', () => {
    const s = play(start({ intervalAt: 6 }), rep('h', 6));
    expect(cur(s).interval).toBe(true);
    expect(cur(play(s, rep('h', 5) + rep('a', 6))).interval).toBe(true);
  });

  it('time-outs are unlimited by default, limited per game with timeoutsPerGame', () => {
    let s = start();
    for (let i = 0; i < 5; i++) s = ok(applyEvent(s, { type: 'timeout', side: 'home' }));
    expect(cur(s).timeouts).toEqual({ home: 5, away: 0 });
    expect(cur(s).timeoutsLeft).toBeNull();
    const one = ok(applyEvent(start({ timeoutsPerGame: 1 }), { type: 'timeout', side: 'away' }));
    expect(cur(one).timeoutsLeft).toEqual({ home: 1, away: 0 });
    const r = applyEvent(one, { type: 'timeout', side: 'away' });
    expect(!r.ok && r.error.code).toBe('no_timeouts_left');
  });
});

describe('rally undo', () => {
  it('restores the score, the server and the ends', () => {
    const pts = (seq: string): MatchEvent[] =>
      [...seq].map((c) => ({ type: 'point', side: c === 'h' ? 'home' : 'away' }));
    const format = { server: 'alternate', serveEvery: 2, switchEndsAt: 6, bestOf: 3 };
    const events = pts(rep('h', 11) + rep('a', 11) + rep('h', 6));
    for (let n = 1; n <= events.length; n++) {
      const full = ok(replay({ sport: 'rally', format }, events.slice(0, n)));
      const undone = ok(applyEvent(full, { type: 'undo' }));
      expect(summarize(undone)).toEqual(
        summarize(ok(replay({ sport: 'rally', format }, events.slice(0, n - 1)))),
      );
    }
    const none = applyEvent(start(), { type: 'undo' });
    expect(!none.ok && none.error.code).toBe('nothing_to_undo');
  });
});
