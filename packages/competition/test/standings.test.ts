/** Standings and every tiebreak chain of COMPETITION-RULES.md §5, by example tables. */
import { describe, expect, it } from 'vitest';
import {
  drawsAllowed,
  explainTiebreak,
  standings,
  TIEBREAK_CODES,
  type RuleSet,
  type Stage,
  type StandingsRow,
} from '../src/index.js';
import { between, create, people } from './helpers.js';

const group = (n: number, rules: RuleSet, ids = ['A', 'B', 'C', 'D', 'E', 'F'].slice(0, n)): Stage =>
  create({ type: 'round_robin', participants: ids.map((id) => ({ id })), options: { rules } });

const view = (rows: StandingsRow[]): string[] =>
  rows.map((r) => `${r.rank} ${r.id}${r.tiebreak ? ` (${r.tiebreak})` : ''}`);

describe('generic: points → head-to-head (mini-table) → score difference → score for', () => {
  it('a three-way tie on points is broken by the mini-table of the three: its points, then its score difference', () => {
    let s = group(4, 'generic');
    s = between(s, 'A', 'B', { winner: 'a', games: [[1, 0]] });
    s = between(s, 'B', 'C', { winner: 'a', games: [[1, 0]] });
    s = between(s, 'C', 'A', { winner: 'a', games: [[3, 0]] });
    for (const x of ['A', 'B', 'C']) s = between(s, x, 'D', { winner: 'a', games: [[9, 0]] });
    const rows = standings(s);
    expect(view(rows)).toEqual(['1 C', '2 B (h2h_score_difference)', '3 A (h2h_score_difference)', '4 D']);
    expect(rows[0]).toMatchObject({
      played: 3,
      won: 2,
      drawn: 0,
      lost: 1,
      points: 4,
      scoreFor: 12,
      scoreAgainst: 1,
    });
    expect(rows[3]).toMatchObject({ points: 0, scoreFor: 0, scoreAgainst: 27 });
  });

  it('two tied on points: the winner of their match, even with a worse score difference', () => {
    let s = group(3, 'generic');
    s = between(s, 'A', 'B', { winner: 'a', games: [[1, 0]] });
    s = between(s, 'B', 'C', { winner: 'a', games: [[9, 0]] });
    s = between(s, 'C', 'A', { winner: 'a', games: [[1, 0]] });
    // all three on 2 points: mini-table = the whole table; score difference: B +8, A 0, C −8
    expect(view(standings(s))).toEqual(['1 B', '2 A (h2h_score_difference)', '3 C (h2h_score_difference)']);
  });

  it('a draw, with configurable points; equal in the mini-table, then the score difference of the whole table', () => {
    let s = create({
      type: 'round_robin',
      participants: people(3),
      options: { points: { win: 3, draw: 1, loss: 0 } },
    });
    s = between(s, 'p1', 'p2', { winner: 'draw', games: [[1, 1]] });
    s = between(s, 'p1', 'p3', { winner: 'a', games: [[2, 0]] });
    s = between(s, 'p2', 'p3', { winner: 'a', games: [[5, 0]] });
    const rows = standings(s);
    expect(view(rows)).toEqual(['1 p2', '2 p1 (score_difference)', '3 p3']);
    expect(rows[0]).toMatchObject({ points: 4, drawn: 1, won: 1, scoreFor: 6, scoreAgainst: 1 });
  });

  it('still tied after every step: equal rank', () => {
    let s = group(2, 'generic');
    s = between(s, 'A', 'B', { winner: 'draw', games: [[2, 2]] });
    expect(view(standings(s))).toEqual(['1 A', '1 B']);
  });

  it('a draw that the score contradicts is refused', () => {
    const s = group(2, 'generic');
    expect(() => between(s, 'A', 'B', { winner: 'draw', games: [[2, 1]] })).toThrow(/result_mismatch/);
  });
});

describe('badminton (BWF GCR 16.2)', () => {
  it('three tied on wins: games difference; the two left tied: head-to-head (not points difference)', () => {
    let s = group(4, 'badminton');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [21, 10],
        [21, 10],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [21, 19],
        [15, 21],
        [22, 20],
      ],
    });
    s = between(s, 'C', 'A', {
      winner: 'a',
      games: [
        [21, 5],
        [19, 21],
        [21, 5],
      ],
    });
    s = between(s, 'A', 'D', {
      winner: 'a',
      games: [
        [21, 0],
        [21, 0],
      ],
    });
    s = between(s, 'B', 'D', {
      winner: 'a',
      games: [
        [21, 19],
        [21, 19],
      ],
    });
    s = between(s, 'C', 'D', {
      winner: 'a',
      games: [
        [21, 0],
        [19, 21],
        [21, 0],
      ],
    });
    const rows = standings(s);
    // games: A +3, B +1, C +1 → A; B and C: head-to-head B (though C's points difference is far better)
    expect(view(rows)).toEqual(['1 A', '2 B (games_difference)', '3 C (head_to_head)', '4 D']);
    const c = rows.find((r) => r.id === 'C') as StandingsRow;
    const b = rows.find((r) => r.id === 'B') as StandingsRow;
    expect(c.scoreFor - c.scoreAgainst).toBeGreaterThan(b.scoreFor - b.scoreAgainst);
    expect(rows[0]).toMatchObject({
      points: 2,
      won: 2,
      gamesWon: 5,
      gamesLost: 2,
      scoreFor: 115,
      scoreAgainst: 81,
    });
    expect(rows[0]?.tiebreak).toBeUndefined();
  });

  it('two tied on wins: head-to-head at once, whatever the games difference', () => {
    let s = group(4, 'badminton');
    s = between(s, 'B', 'A', {
      winner: 'a',
      games: [
        [21, 19],
        [19, 21],
        [21, 19],
      ],
    });
    s = between(s, 'A', 'C', {
      winner: 'a',
      games: [
        [21, 0],
        [21, 0],
      ],
    });
    s = between(s, 'A', 'D', {
      winner: 'a',
      games: [
        [21, 0],
        [21, 0],
      ],
    });
    s = between(s, 'B', 'D', {
      winner: 'a',
      games: [
        [21, 19],
        [19, 21],
        [21, 19],
      ],
    });
    s = between(s, 'C', 'B', {
      winner: 'a',
      games: [
        [21, 19],
        [19, 21],
        [21, 19],
      ],
    });
    s = between(s, 'D', 'C', {
      winner: 'a',
      games: [
        [21, 19],
        [19, 21],
        [21, 19],
      ],
    });
    // wins A 2, B 2, C 1, D 1; games A +3, B +1
    expect(view(standings(s))).toEqual(['1 B', '2 A (head_to_head)', '3 D', '4 C (head_to_head)']);
  });

  it('three still tied after points difference: equal rank (drawing of lots is the organizer’s)', () => {
    let s = group(3, 'badminton');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [21, 10],
        [21, 10],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [21, 10],
        [21, 10],
      ],
    });
    s = between(s, 'C', 'A', {
      winner: 'a',
      games: [
        [21, 10],
        [21, 10],
      ],
    });
    expect(view(standings(s))).toEqual(['1 A', '1 B', '1 C']);
  });
});

describe('table tennis (ITTF 3.7.5)', () => {
  it('match points 2 / 1 / 0 (a walkover loss scores 0)', () => {
    let s = group(3, 'table-tennis');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [11, 5],
        [11, 5],
        [11, 5],
      ],
    });
    s = between(s, 'A', 'C', { winner: 'a', walkover: true });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [11, 5],
        [11, 5],
        [11, 5],
      ],
    });
    const rows = standings(s);
    expect(rows.map((r) => [r.id, r.points])).toEqual([
      ['A', 4],
      ['B', 3],
      ['C', 1],
    ]);
  });

  it('among the tied: games ratio separates one, then the two left start again on their own match', () => {
    let s = group(4, 'table-tennis');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [11, 0],
        [11, 0],
        [11, 0],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [11, 0],
        [11, 0],
        [11, 9],
      ],
    });
    s = between(s, 'C', 'A', {
      winner: 'a',
      games: [
        [11, 3],
        [11, 9],
        [13, 11],
      ],
    });
    for (const x of ['A', 'B', 'C'])
      s = between(s, x, 'D', {
        winner: 'a',
        games: [
          [11, 1],
          [11, 1],
          [11, 1],
        ],
      });
    // among A, B, C: match points 3 each, games 3:3 each; points A 56:35, B 42:54, C 42:54 → A;
    // then B and C start again between them: B won their match (a linear chain would leave them tied)
    expect(view(standings(s))).toEqual(['1 A', '2 B (h2h_points_ratio)', '3 C (h2h_match_points)', '4 D']);
  });

  it('a ratio with nothing lost is infinite and ranks above every finite ratio', () => {
    let s = group(3, 'table-tennis');
    // A beats B 3-0, B beats C 3-0, C beats A 3-2: all 3 points; games ratio A 5/3, B 3/3, C 3/5
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [11, 1],
        [11, 1],
        [11, 1],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [11, 1],
        [11, 1],
        [11, 1],
      ],
    });
    s = between(s, 'C', 'A', {
      winner: 'a',
      games: [
        [11, 1],
        [1, 11],
        [11, 1],
        [1, 11],
        [11, 1],
      ],
    });
    expect(view(standings(s))).toEqual(['1 A', '2 B (h2h_games_ratio)', '3 C (h2h_games_ratio)']);
  });
});

describe('volleyball (FIVB)', () => {
  it('matches won → match points (3–0 and 3–1: 3/0; 3–2: 2/1) → sets ratio → points ratio', () => {
    let s = group(3, 'volleyball');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [25, 20],
        [20, 25],
        [25, 20],
        [20, 25],
        [15, 10],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [25, 20],
        [25, 20],
        [25, 20],
      ],
    });
    s = between(s, 'C', 'A', {
      winner: 'a',
      games: [
        [25, 20],
        [20, 25],
        [25, 20],
        [25, 20],
      ],
    });
    const rows = standings(s);
    expect(rows.map((r) => [r.id, r.won, r.points])).toEqual([
      ['B', 1, 4],
      ['C', 1, 3],
      ['A', 1, 2],
    ]);
    expect(view(rows)).toEqual(['1 B', '2 C (match_points)', '3 A (match_points)']);
  });

  it('two still tied after the points ratio: the match between them', () => {
    let s = group(2, 'volleyball');
    s = between(s, 'A', 'B', {
      winner: 'b',
      games: [
        [25, 20],
        [20, 25],
        [20, 25],
        [25, 20],
        [10, 15],
      ],
    });
    expect(view(standings(s))).toEqual(['1 B', '2 A']);
  });
});

describe('tennis (ATP Finals)', () => {
  it('wins → matches played (after a retirement) → three tied: % sets, then head-to-head of the two left', () => {
    let s = group(4, 'tennis');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [6, 4],
        [6, 4],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [6, 4],
        [6, 4],
      ],
    });
    s = between(s, 'C', 'A', {
      winner: 'a',
      games: [
        [6, 0],
        [4, 6],
        [6, 0],
      ],
    });
    s = between(s, 'A', 'D', {
      winner: 'a',
      games: [
        [6, 4],
        [6, 4],
      ],
    });
    s = between(s, 'B', 'D', {
      winner: 'a',
      games: [
        [6, 4],
        [4, 6],
        [6, 4],
      ],
    });
    s = between(s, 'C', 'D', {
      winner: 'a',
      games: [
        [6, 0],
        [6, 0],
      ],
    });
    // sets: A 5/7, B 4/7, C 4/7 → A; B and C: head-to-head B (C's games % is far better)
    const rows = standings(s);
    expect(view(rows)).toEqual(['1 A', '2 B (sets_percentage)', '3 C (head_to_head)', '4 D']);
    expect(rows.find((r) => r.id === 'A')?.tiebreak).toBeUndefined();
    expect(rows.map((r) => [r.id, r.gamesWon, r.gamesLost])).toEqual([
      ['A', 5, 2],
      ['B', 4, 3],
      ['C', 4, 3],
      ['D', 1, 6],
    ]);
  });

  it('more matches played ranks higher on equal wins', () => {
    let s = group(3, 'tennis');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [6, 0],
        [6, 0],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [6, 0],
        [6, 0],
      ],
    });
    // C and A have not played: A 1 win in 1, B 1 win in 2
    expect(view(standings(s))).toEqual(['1 B', '2 A (matches_played)', '3 C']);
    // ratio columns: null is infinite (nothing lost), 0 when nothing either way
    expect(standings(s).map((r) => [r.id, r.gamesRatio, r.scoreRatio])).toEqual([
      ['B', 1, 1],
      ['A', null, null],
      ['C', 0, 0],
    ]);
  });

  it('three still tied after % sets: % games, then head-to-head of the two left', () => {
    let s = group(3, 'tennis');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [6, 0],
        [6, 0],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [6, 4],
        [6, 4],
      ],
    });
    s = between(s, 'C', 'A', {
      winner: 'a',
      games: [
        [6, 4],
        [6, 4],
      ],
    });
    // sets 2/2 each; games A 20/12, B 12/20, C 20/20 → A, C, B
    expect(view(standings(s))).toEqual(['1 A', '2 C (games_percentage)', '3 B (games_percentage)']);
  });
});

describe('snooker (round-robin convention)', () => {
  it('matches won → frame difference → head-to-head → frames won', () => {
    let s = group(4, 'snooker');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [70, 10],
        [60, 30],
        [10, 80],
        [75, 0],
      ],
    });
    s = between(s, 'C', 'D', {
      winner: 'a',
      games: [
        [70, 10],
        [60, 30],
        [10, 80],
        [75, 0],
      ],
    });
    s = between(s, 'A', 'C', {
      winner: 'b',
      games: [
        [0, 70],
        [0, 70],
        [0, 70],
      ],
    });
    s = between(s, 'B', 'D', {
      winner: 'a',
      games: [
        [70, 10],
        [60, 30],
        [75, 0],
      ],
    });
    s = between(s, 'A', 'D', {
      winner: 'a',
      games: [
        [70, 0],
        [70, 0],
        [70, 0],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [70, 0],
        [0, 70],
        [70, 0],
        [70, 0],
      ],
    });
    // wins: A 2, B 2, C 2, D 0; frames: A 6-4 (+2), B 7-4 (+3), C 7-4 (+3); B and C: head-to-head B
    expect(view(standings(s))).toEqual(['1 B', '2 C (head_to_head)', '3 A (frame_difference)', '4 D']);
  });
});

describe('bowling', () => {
  it('total pins → highest single game → most games played', () => {
    let s = group(3, 'bowling');
    s = between(s, 'A', 'B', {
      winner: 'a',
      games: [
        [200, 150],
        [190, 180],
      ],
    });
    s = between(s, 'B', 'C', {
      winner: 'a',
      games: [
        [210, 200],
        [180, 170],
      ],
    });
    s = between(s, 'C', 'A', {
      winner: 'a',
      games: [
        [300, 100],
        [200, 190],
      ],
    });
    const rows = standings(s);
    // pins: A 390 + 290 = 680, B 330 + 390 = 720, C 370 + 500 = 870
    expect(rows.map((r) => [r.id, r.points, r.scoreFor, r.highGame])).toEqual([
      ['C', 870, 870, 300],
      ['B', 720, 720, 210],
      ['A', 680, 680, 200],
    ]);
  });

  it('equal pins: the highest single game', () => {
    let s = group(2, 'bowling');
    s = between(s, 'A', 'B', {
      winner: 'b',
      games: [
        [250, 150],
        [150, 250],
        [100, 101],
      ],
    });
    expect(view(standings(s))).toEqual(['1 B', '2 A']);
    let t = group(2, 'bowling');
    t = between(t, 'A', 'B', {
      winner: 'a',
      walkover: true,
      games: [
        [250, 200],
        [150, 200],
      ],
    });
    expect(view(standings(t))).toEqual(['1 A', '2 B (highest_game)']);
  });
});

describe('groups and explanations', () => {
  it('ranks each group on its own; standings(stage, g) gives one group', () => {
    let s = create({ type: 'round_robin', participants: people(6), options: { groups: 2 } });
    s = between(s, 'p4', 'p1', { winner: 'a' });
    const all = standings(s);
    expect(all.map((r) => `${r.group}:${r.rank}:${r.id}`)).toEqual([
      '1:1:p4',
      '1:2:p1',
      '1:2:p5',
      '2:1:p2',
      '2:1:p3',
      '2:1:p6',
    ]);
    expect(standings(s, 2).map((r) => r.id)).toEqual(['p2', 'p3', 'p6']);
    expect(standings(s, 3)).toEqual([]);
  });

  it('every tiebreak code has an English explanation', () => {
    for (const code of Object.keys(TIEBREAK_CODES)) expect(explainTiebreak(code)).toEqual(expect.any(String));
    expect(explainTiebreak('head_to_head')).toBe('head-to-head result between the tied participants');
    expect(explainTiebreak('toString')).toBeNull();
  });
});

describe('draws', () => {
  it('only the generic rules (and sports without rules of their own) allow a drawn match', () => {
    expect(drawsAllowed('generic')).toBe(true);
    expect(drawsAllowed('football')).toBe(true);
    for (const rules of ['badminton', 'tennis', 'table-tennis', 'volleyball', 'snooker', 'bowling'])
      expect(drawsAllowed(rules)).toBe(false);
  });
});
