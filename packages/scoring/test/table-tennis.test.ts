/** Table tennis rules (ITTF Laws 2.11–2.15), written from SCORING-RULES.md §4. */
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  createMatch,
  replay,
  summarize,
  type MatchEvent,
  type MatchState,
} from '../src/index.js';
import { tableTennisEngine, type TableTennisCurrentExtra } from '../src/sports/table-tennis/index.js';
import type { RallyCurrent } from '../src/sports/rally-core/index.js';
import { firstServer, level, ok, play, rep, sportKit } from './helpers.js';

type Current = RallyCurrent & TableTennisCurrentExtra;

const { start, cur } = sportKit<Current>('table-tennis');
/** Servers before each point of `seq`, as 'h'/'a'. */
function servers(state: MatchState, seq: string): string {
  let s = state;
  let out = '';
  for (const c of seq) {
    out += summarize(s).server === 'home' ? 'h' : 'a';
    s = play(s, c);
  }
  return out;
}
/** 'A1>X1': serving side's letter and player, then the receiver's (home = A, away = X). */
function serve(s: MatchState): string {
  const c = cur(s);
  const [srv, rcv] = c.server === 'home' ? ['A', 'X'] : ['X', 'A'];
  return `${srv}${c.servingPlayer}>${rcv}${c.receivingPlayer}`;
}

describe('table tennis format', () => {
  it('defaults: best of 5 games to 11 by 2, no cap; ends change at 5 in the deciding game; 1 time-out', () => {
    expect(start().format).toEqual({
      bestOf: 5,
      target: 11,
      winBy: 2,
      cap: null,
      finalTarget: 11,
      switchEndsAt: 5,
      doubles: false,
      timeoutsPerMatch: 1,
    });
  });

  it('best of 3 and best of 7 are formats; even numbers are not', () => {
    expect(summarize(play(start({ bestOf: 3 }), rep('h', 22))).winner).toBe('home');
    const seven = play(start({ bestOf: 7 }), rep('h', 33));
    expect(summarize(seven)).toMatchObject({ status: 'in_progress', score: { home: 3, away: 0 } });
    expect(summarize(play(seven, rep('h', 11))).winner).toBe('home');
    for (const bestOf of [4, 0, -1, 2.5, '5']) {
      const r = createMatch({ sport: 'table-tennis', format: { bestOf } });
      expect(!r.ok && r.error.code).toBe('invalid_format');
    }
  });

  it('normalizes idempotently', () => {
    for (const f of [undefined, { bestOf: 7 }, { doubles: true }, { target: 21, bestOf: 3 }]) {
      const once = tableTennisEngine.normalizeFormat(f);
      expect(once.ok).toBe(true);
      if (once.ok)
        expect(tableTennisEngine.normalizeFormat(once.format as unknown as Record<string, unknown>)).toEqual(
          once,
        );
    }
    // The old format to 21: ends change at 10 in the deciding game.
    expect(start({ target: 21 }).format).toMatchObject({ finalTarget: 21, switchEndsAt: 10 });
  });
});

describe('table tennis games', () => {
  it('a game is won at 11 by 2; from 10-10 play goes on with no cap', () => {
    expect(summarize(play(start(), rep('h', 11))).periods[0]).toEqual({ home: 11, away: 0 });
    let s = play(start(), level(10));
    expect(cur(s).gamePoint).toBeNull();
    s = play(s, 'h');
    expect(cur(s).gamePoint).toBe('home');
    s = play(s, rep('ah', 5));
    expect(cur(s).points).toEqual({ home: 16, away: 15 });
    s = play(s, 'aaa');
    expect(summarize(s).periods[0]).toEqual({ home: 16, away: 18 });
    expect(summarize(s).text).toBe('16-18');
  });

  it('3-1 in games ends a best of 5', () => {
    const s = play(start(), rep('h', 11) + rep('a', 11) + rep('h', 22));
    expect(summarize(s)).toMatchObject({
      status: 'finished',
      winner: 'home',
      score: { home: 3, away: 1 },
      text: '11-0 0-11 11-0 11-0',
    });
    const after = applyEvent(s, { type: 'point', side: 'home' });
    expect(!after.ok && after.error.code).toBe('match_over');
  });
});

describe('table tennis service', () => {
  it('the service changes after every 2 points', () => {
    expect(servers(start(), 'hahahaaahh')).toBe('hhaahhaahh');
    expect(servers(start({}, 'away'), 'aaaa')).toBe('aahh');
    expect(cur(start()).servesLeft).toBe(2);
    expect(cur(play(start(), 'h')).servesLeft).toBe(1);
  });

  it('from 10-10 the service changes after every point', () => {
    const s = play(start(), level(10));
    expect(summarize(s).server).toBe('home');
    expect(cur(s).servesLeft).toBe(1);
    expect(servers(s, 'hahaha')).toBe('hahaha');
  });

  it('the side that served first in a game receives first in the next, whoever won', () => {
    let s = play(start({}, 'home'), rep('h', 11));
    expect(cur(s)).toMatchObject({ game: 2, server: 'away', firstServer: 'away' });
    s = play(s, rep('h', 11));
    expect(cur(s)).toMatchObject({ game: 3, server: 'home' });
  });

  it('a penalty point goes to the opponent and counts in the service rotation', () => {
    let s = ok(applyEvent(start(), { type: 'penalty', side: 'home' }));
    expect(cur(s).points).toEqual({ home: 0, away: 1 });
    expect(summarize(s).server).toBe('home');
    s = ok(applyEvent(s, { type: 'penalty', side: 'home' }));
    expect(summarize(s).server).toBe('away');
    expect(summarize(s).stats.away.pointsWon).toBe(2);
    // Penalty points are not points played on serve.
    expect(summarize(s).stats.home.servePointsPlayed).toBe(0);
  });

  it('a wrong service order is corrected during the game (ITTF 2.14.1), and the next game follows it', () => {
    let s = play(start(), 'hah');
    expect(summarize(s).server).toBe('away');
    const plain = applyEvent(s, firstServer('away'));
    expect(!plain.ok && plain.error.code).toBe('game_started');
    s = ok(applyEvent(s, firstServer('away', { correction: true })));
    expect(cur(s)).toMatchObject({ server: 'home', firstServer: 'away', points: { home: 2, away: 1 } });
    s = play(s, rep('h', 9));
    expect(cur(s)).toMatchObject({ game: 2, server: 'home' });
    // Game 2's first server is fixed by the rules; a correction records what happened.
    const fixed = applyEvent(s, firstServer('away'));
    expect(!fixed.ok && fixed.error.code).toBe('server_fixed');
    expect(summarize(ok(applyEvent(s, firstServer('away', { correction: true })))).server).toBe('away');
  });
});

describe('table tennis expedite system', () => {
  it('is refused once 18 points have been scored in the game, and a second time', () => {
    const late = applyEvent(play(start(), level(9)), { type: 'expedite' });
    expect(!late.ok && late.error.code).toBe('expedite_too_late');
    const s = ok(applyEvent(play(start(), level(8) + 'h'), { type: 'expedite' }));
    expect(cur(s).expedite).toBe(true);
    const again = applyEvent(s, { type: 'expedite' });
    expect(!again.ok && again.error.code).toBe('expedite_active');
  });

  it('then the service alternates every point, resuming with the receiver of the last rally', () => {
    // 9-8: the 17th point was the first of home's 2 serves.
    const before = play(start(), level(8) + 'h');
    expect(summarize(before).server).toBe('home');
    const s = ok(applyEvent(before, { type: 'expedite' }));
    expect(summarize(s).server).toBe('away');
    expect(cur(s).servesLeft).toBe(1);
    expect(servers(s, 'hhhh')).toBe('ahah');
    // Between two turns the receiver of the last rally was about to serve anyway.
    const between = ok(applyEvent(play(start(), 'hh'), { type: 'expedite' }));
    expect(summarize(between).server).toBe('away');
  });

  it('stays in operation for the rest of the match', () => {
    let s = ok(applyEvent(start(), { type: 'expedite' }));
    expect(servers(s, 'hhh')).toBe('hah');
    s = play(s, rep('h', 11));
    expect(cur(s)).toMatchObject({ game: 2, expedite: true, server: 'away' });
    expect(servers(s, 'aaaa')).toBe('ahah');
    const badminton = applyEvent(ok(createMatch({ sport: 'badminton' })), { type: 'expedite' });
    expect(!badminton.ok && badminton.error.code).toBe('unsupported_event');
  });
});

describe('table tennis ends and time-outs', () => {
  it('ends change after each game and when a side first reaches 5 in the deciding game', () => {
    let s = play(start(), rep('h', 5));
    expect(cur(s).changeEnds).toBe(false);
    s = play(s, rep('h', 6));
    expect(cur(s)).toMatchObject({ game: 2, changeEnds: true, homeEnd: 'far' });
    s = play(s, rep('a', 11) + rep('h', 11) + rep('a', 11));
    expect(cur(s)).toMatchObject({ game: 5, deciding: true, homeEnd: 'near' });
    s = play(s, rep('a', 4) + rep('h', 4));
    expect(cur(s).changeEnds).toBe(false);
    s = play(s, 'a');
    expect(cur(s)).toMatchObject({ changeEnds: true, homeEnd: 'far', points: { home: 4, away: 5 } });
    s = play(s, 'h');
    expect(cur(s)).toMatchObject({ changeEnds: false, homeEnd: 'far' });
    // Best of 7: in game 7 only.
    const g5 = play(
      start({ bestOf: 7 }),
      rep('h', 11) + rep('a', 11) + rep('h', 11) + rep('a', 11) + rep('h', 5),
    );
    expect(cur(g5)).toMatchObject({ game: 5, changeEnds: false });
  });

  it('one time-out per side per match', () => {
    let s = ok(applyEvent(start(), { type: 'timeout', side: 'home' }));
    expect(cur(s).timeoutsLeft).toEqual({ home: 0, away: 1 });
    expect(cur(s).timeouts).toEqual({ home: 1, away: 0 });
    const second = applyEvent(s, { type: 'timeout', side: 'home' });
    expect(!second.ok && second.error.code).toBe('no_timeouts_left');
    s = play(s, rep('a', 11));
    const nextGame = applyEvent(s, { type: 'timeout', side: 'home' });
    expect(!nextGame.ok && nextGame.error.code).toBe('no_timeouts_left');
    expect(applyEvent(s, { type: 'timeout', side: 'away' }).ok).toBe(true);
  });
});

describe('table tennis doubles', () => {
  it('serves in the order A1→X1, X1→A2, A2→X2, X2→A1', () => {
    let s = start({ doubles: true });
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      seen.push(serve(s));
      s = play(s, 'h');
    }
    expect(seen).toEqual([
      'A1>X1',
      'A1>X1',
      'X1>A2',
      'X1>A2',
      'A2>X2',
      'A2>X2',
      'X2>A1',
      'X2>A1',
      'A1>X1',
      'A1>X1',
    ]);
  });

  it('the pairs choose in game 1; later the first receiver is who served to the first server last game', () => {
    let s = ok(applyEvent(start({ doubles: true }), firstServer('away', { player: 2, receiver: 1 })));
    expect(serve(s)).toBe('X2>A1');
    s = play(s, 'hh');
    expect(serve(s)).toBe('A1>X1');
    s = play(s, rep('h', 9));
    // Game 2: A1 received first in game 1, so A1 serves first, to X2 who served to A1.
    expect(cur(s).game).toBe(2);
    expect(serve(s)).toBe('A1>X2');
    // A2 may serve first instead; then X1 receives (X1 served to A2 in game 1).
    const other = ok(applyEvent(s, firstServer('home', { player: 2 })));
    expect(serve(other)).toBe('A2>X1');
    const wrong = applyEvent(s, firstServer('home', { player: 1, receiver: 1 }));
    expect(!wrong.ok && wrong.error.code).toBe('receiver_fixed');
  });

  it('in the last possible game the receiving pair changes its order when a side first reaches 5', () => {
    let s = play(start({ doubles: true, bestOf: 3 }), rep('h', 11) + rep('a', 11));
    expect(cur(s)).toMatchObject({ game: 3, deciding: true });
    expect(serve(s)).toBe('A1>X1');
    s = play(s, rep('h', 4));
    expect(serve(s)).toBe('A2>X2');
    s = play(s, 'h'); // 5-0: A2 serves the second of its two serves, now to X1
    expect(cur(s).changeEnds).toBe(true);
    expect(serve(s)).toBe('A2>X1');
    const rest: string[] = [];
    for (let i = 0; i < 6; i++) {
      s = play(s, 'a');
      rest.push(serve(s));
    }
    expect(rest).toEqual(['X1>A1', 'X1>A1', 'A1>X2', 'A1>X2', 'X2>A2', 'X2>A2']);
  });

  it('singles has no players to show', () => {
    expect(cur(start())).toMatchObject({ servingPlayer: null, receivingPlayer: null });
  });
});

describe('table tennis undo', () => {
  it('restores score, server, ends and expedite exactly', () => {
    const pts = (seq: string): MatchEvent[] =>
      [...seq].map((c) => ({ type: 'point', side: c === 'h' ? 'home' : 'away' }));
    const cases: MatchEvent[][] = [
      pts(level(10) + 'h'),
      pts(rep('h', 11)),
      [...pts(level(8) + 'h'), { type: 'expedite' }],
      [...pts(level(8) + 'h'), { type: 'expedite' }, ...pts('a')],
      pts(rep('h', 11) + rep('a', 11) + rep('h', 11) + rep('a', 11) + rep('h', 5)),
      [...pts('hh'), { type: 'timeout', side: 'away' }],
      [...pts('hah'), firstServer('away', { correction: true })],
    ];
    for (const doubles of [false, true]) {
      for (const events of cases) {
        const full = ok(replay({ sport: 'table-tennis', format: { doubles } }, events));
        const undone = ok(applyEvent(full, { type: 'undo' }));
        const before = ok(replay({ sport: 'table-tennis', format: { doubles } }, events.slice(0, -1)));
        expect(summarize(undone)).toEqual(summarize(before));
      }
    }
  });
});
