/** Badminton rules (BWF Laws 7–11, 16; Alternative Laws 3×15), written from SCORING-RULES.md §2. */
import { describe, expect, it } from 'vitest';
import { applyEvent, createMatch, replay, summarize, type MatchEvent, type Side } from '../src/index.js';
import { badmintonEngine, type BadmintonCurrentExtra } from '../src/sports/badminton/index.js';
import type { RallyCurrent } from '../src/sports/rally-core/index.js';
import { firstServer, level, ok, play, rep, sportKit } from './helpers.js';

type Current = RallyCurrent & BadmintonCurrentExtra;

const { start, cur } = sportKit<Current>('badminton');

describe('badminton format', () => {
  it('takes the standard values for missing keys: best of 3 games to 21 by 2, cap 30, interval at 11', () => {
    expect(start().format).toEqual({
      variant: 'standard',
      bestOf: 3,
      target: 21,
      winBy: 2,
      cap: 30,
      finalTarget: 21,
      intervalAt: 11,
      switchEndsAt: 11,
      doubles: false,
    });
  });

  it('has the 3×15 variant: games to 15, cap 21, interval and game-3 change of ends at 8', () => {
    expect(start({ variant: '3x15' }).format).toMatchObject({
      target: 15,
      cap: 21,
      finalTarget: 15,
      intervalAt: 8,
      switchEndsAt: 8,
    });
    // The same by explicit keys.
    expect(start({ target: 15, cap: 21 }).format).toMatchObject({
      target: 15,
      cap: 21,
      intervalAt: 8,
      switchEndsAt: 8,
    });
  });

  it('normalizes idempotently (undo normalizes its own output again)', () => {
    for (const f of [
      undefined,
      {},
      { variant: '3x15' },
      { doubles: true, bestOf: 5 },
      { cap: null, target: 11 },
      { target: 31 },
    ]) {
      const once = badmintonEngine.normalizeFormat(f);
      expect(once.ok).toBe(true);
      if (!once.ok) continue;
      const twice = badmintonEngine.normalizeFormat(once.format as unknown as Record<string, unknown>);
      expect(twice).toEqual(once);
    }
  });

  it('drops the cap when the target passes it, and accepts cap null', () => {
    expect(start({ target: 31 }).format).toMatchObject({ cap: null });
    expect(start({ cap: null }).format).toMatchObject({ cap: null });
  });

  it.each([
    [{ bestOf: 2 }],
    [{ bestOf: 0 }],
    [{ target: 0 }],
    [{ target: '21' }],
    [{ target: 20.5 }],
    [{ winBy: 0 }],
    [{ cap: 20 }],
    [{ finalTarget: 31, cap: 30 }],
    [{ doubles: 'yes' }],
    [{ variant: '5x11' }],
    [{ intervalAt: 0 }],
    [{ bestof: 3 }],
  ])('refuses %j with invalid_format', (format) => {
    const r = createMatch({ sport: 'badminton', format });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('invalid_format');
  });
});

describe('badminton games', () => {
  it('a game is won at 21 with a lead of 2; the next game starts at 0-0', () => {
    const s = play(start(), rep('h', 20) + rep('a', 19));
    expect(cur(s).points).toEqual({ home: 20, away: 19 });
    expect(cur(s).gamePoint).toBe('home');
    const g = play(s, 'h');
    expect(summarize(g).periods).toEqual([
      { home: 21, away: 19 },
      { home: 0, away: 0 },
    ]);
    expect(summarize(g).score).toEqual({ home: 1, away: 0 });
    expect(cur(g).game).toBe(2);
    expect(summarize(g).text).toBe('21-19');
  });

  it('from 20-20 play goes on until a side leads by 2', () => {
    let s = play(start(), level(20));
    expect(cur(s).gamePoint).toBeNull();
    s = play(s, 'h');
    expect(cur(s).points).toEqual({ home: 21, away: 20 });
    expect(cur(s).game).toBe(1);
    s = play(s, 'a');
    s = play(s, 'hh');
    expect(summarize(s).periods[0]).toEqual({ home: 23, away: 21 });
  });

  it('at 29-29 the side scoring the 30th point wins (cap 30)', () => {
    const s = play(start(), level(29));
    expect(cur(s).gamePoint).toBe('both');
    expect(cur(s).matchPoint).toBeNull();
    const g = play(s, 'a');
    expect(summarize(g).periods[0]).toEqual({ home: 29, away: 30 });
    expect(summarize(g).score).toEqual({ home: 0, away: 1 });
  });

  it('3×15: 14-14 needs a 2-point lead, 20-20 is decided by the next point (cap 21)', () => {
    expect(summarize(play(start({ variant: '3x15' }), level(14) + 'hh')).periods[0]).toEqual({
      home: 16,
      away: 14,
    });
    const capped = play(start({ variant: '3x15' }), level(20) + 'a');
    expect(summarize(capped).periods[0]).toEqual({ home: 20, away: 21 });
  });

  it('best of 3: 2 games win the match; text and periods list the games home first; nothing after the end', () => {
    const s = play(start(), rep('h', 21) + rep('a', 21) + rep('h', 21));
    const sum = summarize(s);
    expect(sum.status).toBe('finished');
    expect(sum.winner).toBe('home');
    expect(sum.outcome).toBe('played');
    expect(sum.score).toEqual({ home: 2, away: 1 });
    expect(sum.text).toBe('21-0 0-21 21-0');
    expect(sum.periods).toHaveLength(3);
    expect(sum.server).toBeNull();
    const after = applyEvent(s, { type: 'point', side: 'away' });
    expect(!after.ok && after.error.code).toBe('match_over');
    const pen = applyEvent(s, { type: 'penalty', side: 'away' });
    expect(!pen.ok && pen.error.code).toBe('match_over');
  });

  it('a real score line: 21-15 17-21 21-18', () => {
    const s = play(start(), level(15) + rep('h', 6) + level(17) + rep('a', 4) + level(18) + rep('h', 3));
    expect(summarize(s).text).toBe('21-15 17-21 21-18');
    expect(summarize(s).winner).toBe('home');
  });
});

describe('badminton service', () => {
  it('the rally winner serves next', () => {
    let s = start();
    expect(summarize(s).server).toBe('home');
    s = play(s, 'a');
    expect(summarize(s).server).toBe('away');
    s = play(s, 'a');
    expect(summarize(s).server).toBe('away');
    s = play(s, 'h');
    expect(summarize(s).server).toBe('home');
  });

  it('the winner of a game serves first in the next game', () => {
    const s = play(start({}, 'home'), rep('a', 21));
    expect(summarize(s).server).toBe('away');
    expect(cur(s).firstServer).toBe('away');
    const t = play(start({}, 'away'), level(20) + 'h');
    expect(cur(t).game).toBe(1);
    expect(summarize(play(t, 'h'))).toMatchObject({ server: 'home', text: '22-20' });
  });

  it('singles: the server serves from the right court on an even score (0 included), from the left on an odd one', () => {
    let s = start();
    expect(cur(s).serveCourt).toBe('right');
    s = play(s, 'h'); // 1-0, home serves on 1
    expect(cur(s).serveCourt).toBe('left');
    s = play(s, 'a'); // 1-1, away serves on 1
    expect(cur(s).serveCourt).toBe('left');
    s = play(s, 'a'); // 1-2, away serves on 2
    expect(cur(s).serveCourt).toBe('right');
    s = play(s, 'h'); // 2-2
    expect(cur(s).serveCourt).toBe('right');
    expect(cur(s).servingPlayer).toBeNull();
    expect(cur(s).positions).toBeNull();
  });

  it('the first server of game 1 may be set by a first-server event before the first rally only', () => {
    let s = ok(applyEvent(start(), firstServer('away')));
    expect(summarize(s).server).toBe('away');
    s = play(s, 'h');
    const late = applyEvent(s, firstServer('away'));
    expect(!late.ok && late.error.code).toBe('game_started');
    // Game 2's first server is the rules' (the winner of game 1) …
    const g2 = play(start(), rep('h', 21));
    const fixed = applyEvent(g2, firstServer('away'));
    expect(!fixed.ok && fixed.error.code).toBe('server_fixed');
    expect(ok(applyEvent(g2, firstServer('home'))).game).toBeDefined();
    // … unless the scorer records a mistake as a correction.
    expect(summarize(ok(applyEvent(g2, firstServer('away', { correction: true })))).server).toBe('away');
    const midGame = applyEvent(play(g2, 'h'), firstServer('away', { correction: true }));
    expect(!midGame.ok && midGame.error.code).toBe('game_started');
  });
});

describe('badminton intervals and ends', () => {
  it('an interval when the leading score first reaches 11, once per game', () => {
    let s = play(start(), rep('h', 10) + rep('a', 5));
    expect(cur(s).interval).toBe(false);
    s = play(s, 'h'); // 11-5
    expect(cur(s).interval).toBe(true);
    expect(cur(s).changeEnds).toBe(false); // not the deciding game
    s = play(s, 'a');
    expect(cur(s).interval).toBe(false);
    s = play(s, rep('a', 5)); // 11-11: the trailing side reaching 11 starts nothing
    expect(cur(s).points).toEqual({ home: 11, away: 11 });
    expect(cur(s).interval).toBe(false);
  });

  it('3×15: the interval comes at 8', () => {
    const s = play(start({ variant: '3x15' }), rep('h', 8));
    expect(cur(s).interval).toBe(true);
  });

  it('ends change after each game and at 11 in game 3; home starts at the near end', () => {
    let s = start();
    expect(cur(s).homeEnd).toBe('near');
    s = play(s, rep('h', 21));
    expect(cur(s)).toMatchObject({ game: 2, homeEnd: 'far', changeEnds: true, interval: true });
    s = play(s, 'a');
    expect(cur(s).changeEnds).toBe(false);
    s = play(s, rep('a', 20));
    expect(cur(s)).toMatchObject({ game: 3, homeEnd: 'near', changeEnds: true, deciding: true });
    s = play(s, rep('a', 10) + rep('h', 10));
    expect(cur(s).homeEnd).toBe('near');
    s = play(s, 'h'); // 11-10 in game 3
    expect(cur(s)).toMatchObject({ homeEnd: 'far', changeEnds: true, interval: true });
    s = play(s, 'a');
    expect(cur(s)).toMatchObject({ homeEnd: 'far', changeEnds: false, interval: false });
  });

  it('the match-winning point changes nothing', () => {
    const s = play(start(), rep('h', 42));
    expect(cur(s)).toMatchObject({ changeEnds: false, interval: false, server: null });
  });
});

describe('badminton doubles', () => {
  // BWF Law 11 example: A & B (home 1 & 2) against C & D (away 1 & 2); A serves to C at love-all.
  it('follows the BWF example rally by rally', () => {
    let s = start({ doubles: true });
    const seen: [string, string, number, number][] = [];
    const note = (): void => {
      const c = cur(s);
      const name = (side: Side | null, p: number | null): string =>
        (side === 'home' ? 'AB' : 'CD')[(p ?? 1) - 1] ?? '?';
      const server = c.server;
      const receiver: Side | null = server === 'home' ? 'away' : 'home';
      seen.push([
        c.serveCourt ?? '',
        name(server, c.servingPlayer) + name(receiver, c.receivingPlayer),
        c.points.home,
        c.points.away,
      ]);
    };
    note();
    for (const c of 'hahaahhh') {
      s = play(s, c);
      note();
    }
    expect(seen).toEqual([
      ['right', 'AC', 0, 0],
      ['left', 'AD', 1, 0],
      ['left', 'DA', 1, 1],
      ['right', 'BC', 2, 1],
      ['right', 'CB', 2, 2],
      ['left', 'CA', 2, 3],
      ['left', 'AC', 3, 3],
      ['right', 'AD', 4, 3],
      ['left', 'AC', 5, 3],
    ]);
  });

  it('only the pair winning on its own serve swaps courts', () => {
    let s = play(start({ doubles: true }), 'h');
    expect(cur(s).positions).toEqual({ home: { right: 2, left: 1 }, away: { right: 1, left: 2 } });
    s = play(s, 'a'); // receivers win: nobody moves
    expect(cur(s).positions).toEqual({ home: { right: 2, left: 1 }, away: { right: 1, left: 2 } });
    s = play(s, 'a'); // the serving pair wins: it swaps
    expect(cur(s).positions).toEqual({ home: { right: 2, left: 1 }, away: { right: 2, left: 1 } });
  });

  it('the pairs choose who serves and receives first in each game; positions start afresh each game', () => {
    let s = ok(applyEvent(start({ doubles: true }), firstServer('away', { player: 2, receiver: 2 })));
    expect(cur(s)).toMatchObject({
      server: 'away',
      servingPlayer: 2,
      receivingPlayer: 2,
      serveCourt: 'right',
    });
    s = play(s, rep('a', 21));
    expect(cur(s)).toMatchObject({ game: 2, server: 'away', servingPlayer: 1, receivingPlayer: 1 });
    s = ok(applyEvent(s, firstServer('away', { player: 2 })));
    expect(cur(s)).toMatchObject({ servingPlayer: 2, receivingPlayer: 1 });
    const singles = applyEvent(start(), firstServer('home', { player: 2 }));
    expect(!singles.ok && singles.error.code).toBe('invalid_player');
    const bad = applyEvent(start({ doubles: true }), firstServer('home', { player: 3 }));
    expect(!bad.ok && bad.error.code).toBe('invalid_player');
  });
});

describe('badminton events', () => {
  it('a penalty (fault for misconduct) gives the opponent the rally: a point and the serve', () => {
    const r = applyEvent(start(), { type: 'penalty', side: 'home' });
    const s = ok(r);
    expect(cur(s).points).toEqual({ home: 0, away: 1 });
    expect(summarize(s).server).toBe('away');
    expect(summarize(s).stats.away.pointsWon).toBe(1);
  });

  it("a penalty with award 'game' gives the opponent the game", () => {
    const s = ok(applyEvent(play(start(), level(20)), { type: 'penalty', side: 'home', award: 'game' }));
    expect(summarize(s).periods[0]).toEqual({ home: 20, away: 22 });
    expect(summarize(s).stats.away.pointsWon).toBe(22);
  });

  it('has no time-outs and no expedite; stats are counted and change nothing', () => {
    const s = start();
    const t = applyEvent(s, { type: 'timeout', side: 'home' });
    expect(!t.ok && t.error.code).toBe('unsupported_event');
    const e = applyEvent(s, { type: 'expedite' });
    expect(!e.ok && e.error.code).toBe('unsupported_event');
    const stat = ok(applyEvent(s, { type: 'stat', side: 'home', stat: 'timeout' }));
    expect(stat.game).toBe(s.game);
    expect(summarize(stat).stats.home.counts.timeout).toBe(1);
    const pot = applyEvent(s, { type: 'pot', ball: 'red' });
    expect(!pot.ok && pot.error.code).toBe('unsupported_event');
    const side = applyEvent(s, { type: 'point', side: 'left' as Side });
    expect(!side.ok && side.error.code).toBe('invalid_side');
  });

  it('points won on serve and the longest run are counted by the generic layer', () => {
    const s = play(start(), 'hhhaah');
    const st = summarize(s).stats;
    expect(st.home.servePointsPlayed).toBe(4);
    expect(st.home.servePointsWon).toBe(3);
    expect(st.away.servePointsPlayed).toBe(2);
    expect(st.home.longestRun).toBe(3);
  });
});

describe('badminton undo and purity', () => {
  it('undo restores score, server, ends, intervals and doubles positions exactly', () => {
    const seqs = [
      rep('h', 21),
      rep('h', 20) + 'a' + 'h',
      'hhaah',
      rep('h', 10) + 'h',
      rep('h', 21) + rep('a', 21) + rep('h', 11),
    ];
    for (const seq of seqs) {
      for (const doubles of [false, true]) {
        const events: MatchEvent[] = [...seq].map((c) => ({
          type: 'point',
          side: c === 'h' ? 'home' : 'away',
        }));
        const full = ok(replay({ sport: 'badminton', format: { doubles } }, events));
        const undone = ok(applyEvent(full, { type: 'undo' }));
        const before = ok(replay({ sport: 'badminton', format: { doubles } }, events.slice(0, -1)));
        expect(summarize(undone)).toEqual(summarize(before));
        expect(undone.format).toEqual(full.format);
      }
    }
  });

  it('never mutates the state it is given', () => {
    const deepFreeze = <T>(o: T): T => {
      if (o && typeof o === 'object') {
        Object.values(o).forEach(deepFreeze);
        Object.freeze(o);
      }
      return o;
    };
    let s = deepFreeze(start({ doubles: true }));
    for (const c of rep('h', 21) + 'ahah') {
      const snapshot = JSON.stringify(s);
      const next = ok(applyEvent(s, { type: 'point', side: c === 'h' ? 'home' : 'away' }));
      expect(JSON.stringify(s)).toBe(snapshot);
      s = deepFreeze(next);
    }
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
