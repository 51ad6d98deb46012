import type { UserBoard } from '@sportzone/contracts';
import { insertMatch, insertPlayer, insertVenue, updatePlayer } from '@sportzone/db';
import { createMatch as newScoring, summarize } from '@sportzone/scoring';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { organization, person } from './helpers/people';

/**
 * GET /api/user/board (decision 070): the competitor's board — for the signed-in person's own players, the
 * next matches (venue time zone, court, tournament and round), results from their side, tournaments with
 * where they stand or finished, their place in the organization's ranking and how it went, and their
 * statistics; nobody else's board, and 401 signed out. Also times it with 200 matches (docs/performance.md).
 */
type Headers = Record<string, string>;

let t: TestApp;
let owner: Headers;
let me: Headers;
let outsider: Headers;
let orgId = 0;
const ids: Record<string, number> = {};

const call = (method: InjectOptions['method'], url: string, headers?: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function ok<T = { id: number }>(method: InjectOptions['method'], url: string, payload?: unknown) {
  const res = await call(method, url, owner, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

async function board(headers: Headers, query = '') {
  const res = await call('GET', `/api/user/board${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UserBoard;
}

/** A match of two players played to its end: one point, then the loser retires. */
async function played(home: string, away: string, winner: 'home' | 'away') {
  const m = await ok<{ id: number; seq: number }>('POST', '/api/matches', {
    sport: 'tennis',
    organizationId: orgId,
    home: { name: home, playerId: ids[home] },
    away: { name: away, playerId: ids[away] },
  });
  let seq = m.seq;
  for (const event of [
    { type: 'point', side: winner },
    { type: 'retire', side: winner === 'home' ? 'away' : 'home' },
  ])
    seq = (
      await ok<{ seq: number }>('POST', `/api/matches/${m.id}/events`, {
        clientEventId: randomUUID(),
        seq,
        event,
      })
    ).seq;
  return m.id;
}

interface Stages {
  stages: {
    matches: { key: string; round: number; matchId: number | null; home: { entryId: number | null } }[];
  }[];
}

/** A four-player knockout of Me, Ana, Bea and Cvete (seeded in that order), drawn. */
async function knockout(name: string, startsOn: string) {
  const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
    name,
    sport: 'tennis',
    startsOn,
  });
  const entries: number[] = [];
  for (const who of ['Me', 'Ana', 'Bea', 'Cvete'])
    entries.push((await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: ids[who] })).id);
  await ok('PUT', `/api/tournament/${tour.id}/seeds`, {
    seeds: entries.map((entryId, i) => ({ entryId, seed: i + 1 })),
  });
  const draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
  const matches = draw.stages[0]!.matches;
  return {
    id: tour.id,
    semis: matches.filter((m) => m.round === 1),
    final: matches.find((m) => m.round === 2)!,
  };
}

const byHand = (tournamentId: number, matchId: number, winner: 'home' | 'away') =>
  ok('POST', `/api/tournament/${tournamentId}/matches/${matchId}/result`, {
    winner,
    games:
      winner === 'home'
        ? [
            { home: 6, away: 2 },
            { home: 6, away: 3 },
          ]
        : [
            { home: 4, away: 6 },
            { home: 3, away: 6 },
          ],
  });

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const db = t.app.database.db;
  const o = await person(t, 'owner@user-board.test');
  const p = await person(t, 'me@user-board.test', { firstName: 'Mia', lastName: 'Player' });
  outsider = (await person(t, 'outsider@user-board.test')).headers;
  owner = o.headers;
  me = p.headers;
  orgId = (await organization(t, 'Board Club', [{ userId: o.user.id, role: 'owner' }])).id;
  for (const who of ['Me', 'Ana', 'Bea', 'Cvete'])
    ids[who] = (await insertPlayer(db, { organizationId: orgId, firstName: who, lastName: 'Board' })).id;
  await updatePlayer(db, ids.Me!, { userId: p.user.id });
  await insertVenue(db, { organizationId: orgId, name: 'Board Arena', timeZone: 'Europe/Sofia' });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe(`the competitor's board (${TEST_DB})`, () => {
  it('shows my next matches, results, tournaments, ranking and statistics', async () => {
    // a finished cup I won: 100 ranking points by the default table
    const cup = await knockout('Spring Cup', '2026-03-01');
    await byHand(cup.id, cup.semis[0]!.matchId!, 'home'); // Me beat Cvete
    await byHand(cup.id, cup.semis[1]!.matchId!, 'away'); // Bea beat Ana
    await byHand(cup.id, cup.final.matchId!, 'home'); // Me beat Bea
    // a running one: through my semi-final, the final to play
    const open = await knockout('Summer Open', '2026-06-01');
    await byHand(open.id, open.semis[0]!.matchId!, 'home');
    // friendlies: a win, then a loss (my latest result)
    await played('Me', 'Ana', 'home');
    await played('Bea', 'Me', 'home');
    // a planned match at the club's venue, on a court
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const next = await ok('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: orgId,
      home: { name: 'Cvete', playerId: ids.Cvete },
      away: { name: 'Me', playerId: ids.Me },
      scheduledAt: tomorrow,
      venue: 'Board Arena',
      court: 'Court 3',
    });

    const b = await board(me, '?timeZone=Europe/Sofia');
    expect(b.players).toEqual([
      expect.objectContaining({ id: ids.Me, organization: { id: orgId, name: 'Board Club' }, entities: [] }),
    ]);

    // next: the planned match first (the final has no time yet), from my side, on the venue's clock
    expect(b.next.map((m) => m.id)).toEqual([next.id, open.final.matchId]);
    expect(b.next[0]).toMatchObject({
      side: 'away',
      opponent: 'Cvete',
      court: 'Court 3',
      venue: 'Board Arena',
      timeZone: 'Europe/Sofia',
      organizationName: 'Board Club',
      outcome: null,
      competition: null,
    });
    expect(b.next[1]!.competition).toMatchObject({ name: 'Summer Open', phase: 'winners', round: 2 });

    // results, newest first: the loss, the win, then the tournaments' matches with their round
    expect(b.results.slice(0, 2).map((m) => [m.opponent, m.outcome])).toEqual([
      ['Bea', 'lost'],
      ['Ana', 'won'],
    ]);
    const cupFinal = b.results.find((m) => m.id === cup.final.matchId)!;
    expect(cupFinal).toMatchObject({
      outcome: 'won',
      opponent: 'Bea Board',
      score: '6-2 6-3',
      winner: 'home',
    });
    expect(cupFinal.competition).toMatchObject({ name: 'Spring Cup', round: 2, roundsInPhase: 2 });
    expect(b.results.every((m) => m.status === 'finished')).toBe(true);

    // tournaments: the running one first, where I stand; the finished one with my place and points
    expect(b.tournaments.map((x) => [x.name, x.status])).toEqual([
      ['Summer Open', 'active'],
      ['Spring Cup', 'finished'],
    ]);
    expect(b.tournaments[0]!.standing).toMatchObject({
      stageType: 'single_elimination',
      out: false,
      rank: null,
      played: 1,
      won: 1,
      lost: 0,
    });
    expect(b.tournaments[0]!.place).toBeNull();
    expect(b.tournaments[1]!).toMatchObject({ place: { position: 1, points: 100 }, standing: null });
    expect(b.tournaments[1]!.entry).toMatchObject({ kind: 'player', status: 'registered' });

    // the club's tennis ranking: first of four, and how it went tournament by tournament
    expect(b.rankings).toEqual([
      expect.objectContaining({
        organizationId: orgId,
        sport: 'tennis',
        kind: 'player',
        position: 1,
        points: 100,
        of: 4,
        tournaments: 1,
        history: [expect.objectContaining({ tournamentName: 'Spring Cup', position: 1, points: 100 })],
      }),
    ]);

    // statistics: 5 decided matches (2 + 1 in the cups, 2 friendlies), 4 won; the latest a loss
    expect(b.stats.record).toEqual({ played: 5, won: 4, lost: 1 });
    expect(b.stats.winRate).toBeCloseTo(0.8);
    expect(b.stats.streak).toEqual({ outcome: 'lost', count: 1 });
    expect(b.stats.months).toHaveLength(12);
    expect(b.stats.months.at(-1)).toMatchObject({ played: 5, won: 4 });
    expect(b.stats.headToHead[0]).toMatchObject({ opponentPlayerId: ids.Bea, played: 2, won: 1, lost: 1 });

    // one of my players by id: the same; narrowed to it
    const mine = await board(me, `?player=${ids.Me}`);
    expect(mine.stats.record.played).toBe(5);
  });

  it('is only ever my own: another person sees none of it, nor my player by id; signed out is 401', async () => {
    const theirs = await board(outsider);
    expect(theirs).toMatchObject({ players: [], next: [], results: [], tournaments: [], rankings: [] });
    expect(theirs.stats.record).toEqual({ played: 0, won: 0, lost: 0 });
    expect(theirs.stats.streak).toBeNull();
    const peek = await call('GET', `/api/user/board?player=${ids.Me}`, outsider);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('Player not found.');
    expect((await call('GET', '/api/user/board')).statusCode).toBe(401);
    expect((await call('GET', '/api/user/board?timeZone=Mars/Base', me)).statusCode).toBe(400);
    expect((await call('GET', '/api/user/board?player=abc', me)).statusCode).toBe(400);
  });

  it('answers quickly for a player with 200 matches', async () => {
    const db = t.app.database.db;
    const busy = await person(t, 'busy@user-board.test');
    const player = await insertPlayer(db, {
      organizationId: orgId,
      firstName: 'Busy',
      lastName: 'Board',
      userId: busy.user.id,
    });
    const created = newScoring({ sport: 'tennis' });
    if (!created.ok) throw new Error('scoring');
    const format = created.state.format as Record<string, unknown>;
    const day = 86_400_000;
    for (let i = 0; i < 200; i++) {
      const winner = i % 3 === 0 ? 'away' : 'home';
      const upcoming = i >= 190;
      await insertMatch(db, {
        sport: 'tennis',
        format,
        homeName: 'Busy',
        awayName: `Rival ${i % 17}`,
        homePlayerId: player.id,
        organizationId: orgId,
        status: upcoming ? 'upcoming' : 'finished',
        state: created.state,
        summary: upcoming
          ? summarize(created.state)
          : { ...summarize(created.state), winner, status: 'finished', text: '6-4 6-4' },
        scheduledAt: new Date(Date.now() + (upcoming ? i - 189 : -i * 1.8) * day),
        endedAt: upcoming ? null : new Date(Date.now() - i * 1.8 * day),
      });
    }
    await board(busy.headers); // warm
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const start = performance.now();
      const b = await board(busy.headers);
      times.push(performance.now() - start);
      expect(b.stats.record.played).toBe(190);
      expect(b.next).toHaveLength(8);
    }
    times.sort((a, b) => a - b);
    const median = times[4]!;
    console.info(`GET /api/user/board, 200 matches (${TEST_DB}): median ${median.toFixed(1)} ms`);
    expect(median).toBeLessThan(1500);
  });
});
