import type { DrawMatch, Schedule, TournamentStage } from '@sportzone/contracts';
import { describe, expect, it } from 'vitest';
import {
  BRACKET_SIZES,
  championOf,
  finaleOf,
  gamesFromWinner,
  keyIndex,
  layoutBracket,
  roundsOf,
  thirdPlaceOf,
  withFinale,
} from '@/features/tournaments/lib/views-bracket';
import {
  derivePlacings,
  finishedMatches,
  placingRank,
  placingTitle,
  stagePlacings,
} from '@/features/tournaments/lib/views-results';
import { scheduleByCourt, scheduleByDay } from '@/features/tournaments/lib/views-schedule';

/** The pure parts of a tournament's public pages: the bracket's geometry, placings, the schedule. */

let nextMatchId = 1;
function m(key: string, round: number, over: Partial<DrawMatch> = {}): DrawMatch {
  return {
    key,
    matchId: nextMatchId++,
    phase: key.startsWith('L') ? 'losers' : key.startsWith('GF') ? 'grand_final' : 'winners',
    group: 1,
    round,
    home: { entryId: null, name: null, from: null },
    away: { entryId: null, name: null, from: null },
    status: 'waiting',
    winner: null,
    walkover: false,
    games: [],
    liveStatus: null,
    scheduledAt: null,
    court: null,
    ...over,
  };
}

const side = (entryId: number, name = `E${entryId}`) => ({ entryId, name, from: null });
const played = (key: string, round: number, home: number, away: number, winner: 'home' | 'away') =>
  m(key, round, { home: side(home), away: side(away), status: 'finished', winner });

function stage(over: Partial<TournamentStage>): TournamentStage {
  return {
    id: 1,
    position: 1,
    name: 'Main',
    type: 'single_elimination',
    options: {},
    qualifiersPerGroup: null,
    format: null,
    drawn: true,
    complete: true,
    drawnAt: null,
    matches: [],
    standings: [],
    ...over,
  };
}

describe('the bracket layout', () => {
  const eight = [...[1, 2, 3, 4].map((i) => m(`W1-${i}`, 1)), m('W2-2', 2), m('W2-1', 2), m('W3-1', 3)];
  const { boxWidth, boxHeight, rowGap, columnGap, headerHeight } = BRACKET_SIZES;
  const step = boxHeight + rowGap;

  it('orders rounds and the matches of a round by the engine key', () => {
    expect(keyIndex('W2-10')).toBe(10);
    expect(keyIndex('GF-1')).toBe(1);
    expect(roundsOf(eight).map((r) => r.matches.map((x) => x.key))).toEqual([
      ['W1-1', 'W1-2', 'W1-3', 'W1-4'],
      ['W2-1', 'W2-2'],
      ['W3-1'],
    ]);
  });

  it('puts a column per round, each match between its two feeders, with elbow connectors', () => {
    const layout = layoutBracket(eight);
    expect(layout.columns.map((c) => [c.round, c.x])).toEqual([
      [1, 0],
      [2, boxWidth + columnGap],
      [3, 2 * (boxWidth + columnGap)],
    ]);
    const [r1, r2, r3] = layout.columns;
    expect(r1!.matches.map((p) => p.y)).toEqual([0, 1, 2, 3].map((i) => headerHeight + i * step));
    const center = (p: { y: number }) => p.y + boxHeight / 2;
    // a semi-final sits halfway between its quarter-finals, the final between the semis
    expect(center(r2!.matches[0]!)).toBe((center(r1!.matches[0]!) + center(r1!.matches[1]!)) / 2);
    expect(center(r3!.matches[0]!)).toBe((center(r2!.matches[0]!) + center(r2!.matches[1]!)) / 2);
    expect(r2!.matches[0]!.feeders).toEqual([0, 1]);
    // two connectors into each later match: 2 × 2 + 2 × 1
    expect(layout.connectors).toHaveLength(6);
    const x2 = boxWidth + columnGap;
    expect(layout.connectors[0]).toBe(
      `M ${boxWidth} ${center(r1!.matches[0]!)} H ${x2 - columnGap / 2} V ${center(r2!.matches[0]!)} H ${x2}`,
    );
    expect(layout.width).toBe(3 * boxWidth + 2 * columnGap);
    expect(layout.height).toBe(headerHeight + 4 * step - rowGap);
  });

  it('keeps a losers bracket’s drop-in round beside its feeders (same count: one straight line each)', () => {
    const losers = [m('L1-1', 1), m('L1-2', 1), m('L2-1', 2), m('L2-2', 2), m('L3-1', 3)];
    const layout = layoutBracket(losers);
    const [l1, l2] = layout.columns;
    expect(l2!.matches.map((p) => p.y)).toEqual(l1!.matches.map((p) => p.y));
    expect(l2!.matches.map((p) => p.feeders)).toEqual([[0], [1]]);
    expect(layout.connectors).toHaveLength(2 + 2);
  });

  it('draws nothing for no matches', () => {
    expect(layoutBracket([])).toEqual({ columns: [], connectors: [], width: 0, height: 0 });
  });

  it('writes the games from the winner’s side', () => {
    const games = [
      { home: 4, away: 6 },
      { home: 7, away: 5 },
      { home: 3, away: 6 },
    ];
    expect(gamesFromWinner({ games, winner: 'away' })).toBe('6–4, 5–7, 6–3');
    expect(gamesFromWinner({ games, winner: 'home' })).toBe('4–6, 7–5, 3–6');
  });
});

describe('the champion’s box at the end of the bracket', () => {
  const { boxWidth, boxHeight, columnGap, finaleWidth } = BRACKET_SIZES;
  const semis = [m('W1-1', 1), m('W1-2', 1)];

  it('sits right of the final, level with it, one line into it', () => {
    const plain = layoutBracket([...semis, m('W2-1', 2)]);
    const layout = withFinale(plain);
    const final = plain.columns[1]!.matches[0]!;
    const x = final.x + boxWidth + columnGap;
    expect(layout.finale).toEqual({
      x,
      y: final.y,
      width: finaleWidth,
      height: boxHeight,
      connector: `M ${final.x + boxWidth} ${final.y + boxHeight / 2} H ${x}`,
    });
    expect(layout.width).toBe(plain.width + columnGap + finaleWidth);
    expect(layout.connectors).toEqual(plain.connectors);
  });

  it('has no place when the last column has more than one match, or there is none', () => {
    expect(withFinale(layoutBracket(semis)).finale).toBeNull();
    expect(withFinale(layoutBracket([])).finale).toBeNull();
  });

  it('names the final’s winner in a knockout — not the third-place match’s', () => {
    const final = m('W2-1', 2, { home: side(1), away: side(2) });
    const third = m('3P-1', 2, { phase: 'third_place', home: side(3), away: side(4) });
    const stageMatches = [played('W1-1', 1, 1, 3, 'home'), played('W1-2', 1, 2, 4, 'home'), final, third];
    expect(championOf('single_elimination', stageMatches)).toBeNull();
    const thirdDone = { ...third, status: 'finished', winner: 'away' };
    expect(championOf('single_elimination', [...stageMatches.slice(0, 3), thirdDone])).toBeNull();
    expect(thirdPlaceOf([thirdDone])).toEqual(side(4));
    const done = [...stageMatches.slice(0, 2), { ...final, status: 'finished', winner: 'away' }, third];
    expect(championOf('single_elimination', done)).toEqual(side(2));
    expect(thirdPlaceOf(done)).toBeNull();
  });

  it('names the grand final’s winner, waiting for the reset match when the losers’ side took the first', () => {
    const gf1 = (winner: 'home' | 'away') => played('GF-1', 1, 1, 2, winner);
    const gf2 = m('GF-2', 2, { home: side(1), away: side(2) });
    expect(championOf('double_elimination', [m('GF-1', 1), gf2])).toBeNull();
    // the winners-bracket side (home) wins the first: over, the reset is not played
    expect(championOf('double_elimination', [gf1('home'), gf2])).toEqual(side(1));
    expect(championOf('double_elimination', [gf1('away'), gf2])).toBeNull();
    expect(championOf('double_elimination', [gf1('away'), played('GF-2', 2, 1, 2, 'home')])).toEqual(side(1));
    // no reset match (grandFinal: 'single'): the first decides either way
    expect(championOf('double_elimination', [gf1('away')])).toEqual(side(2));
    expect(championOf('round_robin', [gf1('home')])).toBeNull();
  });

  it('ends the winners bracket (or the grand final) in the champion, the third-place match in third place', () => {
    const done = [played('W1-1', 1, 1, 2, 'home')];
    expect(finaleOf('winners', 'single_elimination', true, done)).toEqual({
      kind: 'champion',
      winner: side(1),
    });
    expect(finaleOf('winners', 'single_elimination', false, done)?.kind).toBe('winner');
    expect(finaleOf('third_place', 'single_elimination', true, done)).toEqual({
      kind: 'third',
      winner: null,
    });
    expect(finaleOf('winners', 'double_elimination', true, done)).toBeUndefined();
    expect(finaleOf('losers', 'double_elimination', true, done)).toBeUndefined();
    expect(finaleOf('grand_final', 'double_elimination', true, done)?.kind).toBe('champion');
  });
});

describe('placings', () => {
  it('of a knockout: winner, runner-up, two semi-finalists sharing 3rd, four quarter-finalists 5th', () => {
    const ko = stage({
      matches: [
        played('W1-1', 1, 1, 8, 'home'),
        played('W1-2', 1, 4, 5, 'away'),
        played('W1-3', 1, 3, 6, 'home'),
        played('W1-4', 1, 2, 7, 'home'),
        played('W2-1', 2, 1, 5, 'home'),
        played('W2-2', 2, 3, 2, 'away'),
        played('W3-1', 3, 1, 2, 'away'),
      ],
    });
    const placings = stagePlacings(ko).map((p) => [p.entryId, p.position]);
    expect(placings.slice(0, 2)).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(
      placings
        .filter(([, pos]) => pos === 3)
        .map(([id]) => id)
        .sort(),
    ).toEqual([3, 5]);
    expect(placings.filter(([, pos]) => pos === 5)).toHaveLength(4);
  });

  it('before the final is played its two sides are finalists sharing 1–2, not both winners', () => {
    const ko = stage({
      complete: false,
      matches: [
        played('W1-1', 1, 1, 4, 'home'),
        played('W1-2', 1, 2, 3, 'home'),
        m('W2-1', 2, { home: side(1), away: side(2), status: 'ready' }),
      ],
    });
    const placings = stagePlacings(ko);
    const named = placings.map((p) => [p.entryId, placingRank(p, placings), placingTitle(p, placings).kind]);
    expect(named).toEqual([
      [1, '1–2', 'finalist'],
      [2, '1–2', 'finalist'],
      [3, '3', 'semiFinalist'],
      [4, '3', 'semiFinalist'],
    ]);
    // the final played: one winner, one runner-up
    const done = stage({ matches: [...ko.matches.slice(0, 2), played('W2-1', 2, 1, 2, 'away')] });
    const after = stagePlacings(done);
    expect(after.map((p) => [p.entryId, placingRank(p, after), placingTitle(p, after).kind])).toEqual([
      [2, '1', 'winner'],
      [1, '2', 'runnerUp'],
      [3, '3', 'semiFinalist'],
      [4, '3', 'semiFinalist'],
    ]);
  });

  it('with the semi-finals still to play the four left are "still in", not winners', () => {
    const ko = stage({
      complete: false,
      matches: [
        played('W1-1', 1, 1, 8, 'home'),
        played('W1-2', 1, 4, 5, 'home'),
        played('W1-3', 1, 3, 6, 'home'),
        played('W1-4', 1, 2, 7, 'home'),
        m('W2-1', 2, { home: side(1), away: side(4), status: 'ready' }),
        m('W2-2', 2, { home: side(3), away: side(2), status: 'ready' }),
        m('W3-1', 3),
      ],
    });
    const placings = stagePlacings(ko);
    const top = placings.filter((p) => p.position === 1);
    expect(top.map((p) => placingTitle(p, placings).kind)).toEqual([
      'stillIn',
      'stillIn',
      'stillIn',
      'stillIn',
    ]);
    expect(placingRank(top[0]!, placings)).toBe('1–4');
  });

  it('a third-place match splits the semi-finalists', () => {
    const ko = stage({
      matches: [
        played('W1-1', 1, 1, 4, 'home'),
        played('W1-2', 1, 2, 3, 'home'),
        played('W2-1', 2, 1, 2, 'home'),
        { ...played('3P', 2, 4, 3, 'away'), phase: 'third_place' },
      ],
    });
    expect(stagePlacings(ko).map((p) => [p.entryId, p.position])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('of a double elimination: the grand final, then out latest in the losers bracket', () => {
    const de = stage({
      type: 'double_elimination',
      matches: [
        played('W1-1', 1, 1, 4, 'home'),
        played('W1-2', 1, 2, 3, 'home'),
        played('W2-1', 2, 1, 2, 'home'),
        played('L1-1', 1, 4, 3, 'home'),
        played('L2-1', 2, 4, 2, 'away'),
        played('GF-1', 1, 1, 2, 'away'),
        played('GF-2', 2, 1, 2, 'away'),
      ],
    });
    expect(stagePlacings(de).map((p) => [p.entryId, p.position])).toEqual([
      [2, 1],
      [1, 2],
      [4, 3],
      [3, 4],
    ]);
  });

  it('groups then a knockout: the knockout decides the top, the group stage the rest (shared by group rank)', () => {
    const row = (entryId: number, group: number, rank: number) => ({
      entryId,
      name: `E${entryId}`,
      rank,
      group,
      played: 3,
      won: 3 - rank,
      drawn: 0,
      lost: rank - 1,
      points: 2 * (3 - rank),
      gamesWon: 0,
      gamesLost: 0,
      scoreFor: 0,
      scoreAgainst: 0,
    });
    const groups = stage({
      id: 1,
      position: 1,
      type: 'round_robin',
      standings: [row(1, 1, 1), row(2, 1, 2), row(3, 1, 3), row(4, 2, 1), row(5, 2, 2), row(6, 2, 3)],
    });
    const ko = stage({
      id: 2,
      position: 2,
      matches: [
        played('W1-1', 1, 1, 5, 'home'),
        played('W1-2', 1, 4, 2, 'away'),
        played('W2-1', 2, 1, 2, 'home'),
      ],
    });
    const placings = derivePlacings([groups, ko]);
    expect(placings.map((p) => [p.entryId, p.position, p.stageId])).toEqual([
      [1, 1, 2],
      [2, 2, 2],
      [4, 3, 2],
      [5, 3, 2],
      [3, 5, 1],
      [6, 5, 1],
    ]);
    // the finished matches, the last stage's latest first
    expect(finishedMatches([groups, ko]).map((f) => f.match.key)).toEqual(['W2-1', 'W1-2', 'W1-1']);
  });
});

describe('the schedule', () => {
  const item = (matchId: number, scheduledAt: string | null, court: string | null) => ({
    matchId,
    key: `W1-${matchId}`,
    stageId: 1,
    phase: 'winners',
    round: 1,
    home: 'A',
    away: 'B',
    status: 'scheduled',
    scheduledAt,
    endsAt: null,
    court,
  });
  const items: Schedule['items'] = [
    item(1, '2026-06-01T10:00:00', 'Court 2'),
    item(2, '2026-06-01T09:00:00', 'Court 1'),
    item(3, null, null),
    item(4, '2026-06-02T09:00:00', 'Court 1'),
  ];

  it('by day in time order, matches without a time last', () => {
    expect(scheduleByDay(items).map(([day, list]) => [day, list.map((i) => i.matchId)])).toEqual([
      ['2026-06-01', [2, 1]],
      ['2026-06-02', [4]],
      ['', [3]],
    ]);
  });

  it('by the venue’s day when its time zone is known (decision 023)', () => {
    const late: Schedule['items'] = [
      item(5, '2026-06-01T20:30:00Z', 'Court 1'), // 23:30 in Sofia (UTC+3 in summer)
      item(6, '2026-06-01T21:30:00Z', 'Court 1'), // 00:30 on the 2nd in Sofia
    ];
    expect(
      scheduleByDay(late, 'Europe/Sofia').map(([day, list]) => [day, list.map((i) => i.matchId)]),
    ).toEqual([
      ['2026-06-01', [5]],
      ['2026-06-02', [6]],
    ]);
    expect(scheduleByDay(late, 'America/New_York').map(([day]) => day)).toEqual(['2026-06-01']);
  });

  it('by court in the venue’s order, no court last, empty courts left out', () => {
    expect(
      scheduleByCourt(items, ['Court 1', 'Court 2', 'Court 3']).map(([c, list]) => [
        c,
        list.map((i) => i.matchId),
      ]),
    ).toEqual([
      ['Court 1', [2, 4]],
      ['Court 2', [1]],
      ['', [3]],
    ]);
  });
});
