import { randomUUID } from 'node:crypto';
import { addRoles, updatePlayer } from '@sportzone/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../src/lib/time-zones';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { organization, person } from './helpers/people';

/**
 * The dashboards, each one call (GET /api/user/dashboard, GET /api/organizer/dashboard), and the
 * tournament notifications (draw published to the entries' users and the club's followers, my match
 * called once it has a time and a court); what a person may not see stays out (decision 012).
 */
type Headers = Record<string, string>;

let t: TestApp;
let owner: Headers;
let player: Headers;
let playerUserId = 0;
let fan: Headers;
let other: Headers;
let club = 0;
let hidden = 0;

const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function ok<T = { id: number }>(method: InjectOptions['method'], url: string, payload?: unknown) {
  const res = await call(method, url, owner, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

async function event(matchId: number, seq: number, e: Record<string, unknown>) {
  const res = await call('POST', `/api/matches/${matchId}/events`, owner, {
    clientEventId: randomUUID(),
    seq,
    event: e,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const o = await person(t, 'owner@dash.test');
  const p = await person(t, 'player@dash.test', { firstName: 'Pia', lastName: 'Player' });
  const f = await person(t, 'fan@dash.test');
  const x = await person(t, 'other@dash.test');
  await addRoles(t.app.database.db, o.user.id, ['Organizer']);
  owner = o.headers;
  player = p.headers;
  playerUserId = p.user.id;
  fan = f.headers;
  other = x.headers;
  club = (await organization(t, 'Dash Club', [{ userId: o.user.id, role: 'owner' }], 'public')).id;
  hidden = (await organization(t, 'Dash Hidden', [{ userId: o.user.id, role: 'owner' }], 'private')).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe(`dashboards and tournament notifications (${TEST_DB})`, () => {
  it('the user dashboard: my next matches, followed live now, recent results, tournaments, notifications', async () => {
    const pia = await ok('POST', `/api/organization/${club}/players`, {
      firstName: 'Pia',
      lastName: 'Player',
    });
    await updatePlayer(t.app.database.db, pia.id, { userId: playerUserId });
    const rival = await ok('POST', `/api/organization/${club}/players`, {
      firstName: 'Rita',
      lastName: 'Rival',
    });
    expect((await call('PUT', `/api/follow/player/${rival.id}`, player)).statusCode).toBe(200);
    const next = await ok('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: club,
      scheduledAt: inMinutes(2),
      court: 'Court 1',
      venue: 'Dash Hall',
      home: { name: 'Pia Player', playerId: pia.id },
      away: { name: 'Somebody' },
    });
    const live = await ok('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: club,
      scheduledAt: inMinutes(1),
      court: 'Court 2',
      home: { name: 'Rita Rival', playerId: rival.id },
      away: { name: 'Else' },
    });
    const done = await ok('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: club,
      home: { name: 'Rita Rival', playerId: rival.id },
      away: { name: 'Beaten' },
    });
    // a match private by its own setting with the followed player: not for the player (decision 012)
    const secret = await ok('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: club,
      privacy: 'private',
      home: { name: 'Rita Rival', playerId: rival.id },
      away: { name: 'Secret' },
    });
    await event(live.id, 0, { type: 'point', side: 'home' });
    await event(done.id, 0, { type: 'point', side: 'home' });
    await event(done.id, 1, { type: 'retire', side: 'away' });
    await event(secret.id, 0, { type: 'point', side: 'home' });
    await t.app.notifications.processQueue();

    const res = await call('GET', '/api/user/dashboard', player);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.nextMatches.map((m: { id: number }) => m.id)).toEqual([next.id]);
    expect(d.liveNow.map((m: { id: number }) => m.id)).toEqual([live.id]);
    expect(d.recentResults.map((m: { id: number }) => m.id)).toEqual([done.id]);
    expect(d.notifications.map((n: { kind: string }) => n.kind)).toEqual([
      'match_finished',
      'match_started',
      'match_started',
    ]);
    expect(d.unread).toBe(3);
    expect(JSON.stringify(d)).not.toContain('Secret');
    // somebody else's dashboard is their own (empty here)
    const theirs = (await call('GET', '/api/user/dashboard', other)).json();
    expect(theirs).toMatchObject({
      nextMatches: [],
      liveNow: [],
      recentResults: [],
      notifications: [],
      unread: 0,
    });
  });

  it('the organizer dashboard: today by court across my organizations, sign-ups, applications, my requests', async () => {
    await ok('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: hidden,
      scheduledAt: inMinutes(3),
      court: 'Court 1',
      venue: 'Dash Hall',
      home: { name: 'Hidden Home' },
      away: { name: 'Hidden Away' },
    });
    const tour = await ok('POST', `/api/organization/${club}/tournaments`, {
      name: 'Dash Open',
      sport: 'tennis',
      spots: 2,
    });
    for (const i of [1, 2, 3]) {
      const p = await ok('POST', `/api/organization/${club}/players`, {
        firstName: 'Entry',
        lastName: String(i),
      });
      await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
    }
    expect(
      (await call('POST', '/api/application', fan, { organizationId: club, message: 'Let me in' }))
        .statusCode,
    ).toBe(201);
    // today in a zone whose day does not end in the next minutes (the matches start in 1 to 3)
    const hour = new Date().getUTCHours();
    const zone = hour >= 1 && hour <= 22 ? 'UTC' : 'Asia/Tokyo';
    const res = await call('GET', `/api/organizer/dashboard?timeZone=${zone}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    const courts = d.today.map((c: { court: string | null; matches: { home: { name: string } }[] }) => [
      c.court,
      c.matches.map((m) => m.home.name),
    ]);
    // by court, then time; matches of the day without a court (started ad hoc) come last
    expect(courts).toEqual([
      ['Court 1', ['Pia Player', 'Hidden Home']],
      ['Court 2', ['Rita Rival']],
      [null, ['Rita Rival', 'Rita Rival']],
    ]);
    expect(d.signups).toEqual([
      expect.objectContaining({
        tournamentId: tour.id,
        name: 'Dash Open',
        registered: 2,
        waiting: 1,
        spots: 2,
      }),
    ]);
    expect(d.applications).toEqual([
      expect.objectContaining({ organizationId: club, organizationName: 'Dash Club' }),
    ]);
    // not an organizer of anything: nothing of anybody's
    const mine = (await call('GET', '/api/organizer/dashboard', other)).json();
    expect(mine).toEqual({ today: [], signups: [], applications: [], requests: [], organizations: [] });
    // each organization's figures in the same answer
    expect(d.organizations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: club, players: 5, pendingApplications: 1, pendingInvitations: 0 }),
        expect.objectContaining({ id: hidden, players: 0 }),
      ]),
    );
  });

  it('the organizer’s today is the day in their own time zone', async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: its day is rarely the server's
    const { start, end } = dayIn(zone);
    const at = (ms: number) => new Date(ms).toISOString();
    const made = async (name: string, when: string) =>
      (
        await ok('POST', '/api/matches', {
          sport: 'tennis',
          organizationId: club,
          scheduledAt: when,
          court: 'Zone Court',
          home: { name },
          away: { name: 'Zone Rival' },
        })
      ).id;
    const before = await made('Zone Yesterday', at(start.getTime() - 60_000));
    const first = await made('Zone Early', at(start.getTime() + 60_000));
    const last = await made('Zone Late', at(end.getTime() - 60_000));
    // begun yesterday and live still (past midnight): it is on today's courts until it ends
    const carried = await made('Zone Carried', at(start.getTime() - 2 * 3_600_000));
    await event(carried, 0, { type: 'point', side: 'home' });
    const ids = (d: { today: { matches: { id: number }[] }[] }) =>
      d.today.flatMap((c) => c.matches.map((m) => m.id));
    const there = await ok<{ today: { matches: { id: number }[] }[] }>(
      'GET',
      `/api/organizer/dashboard?timeZone=${encodeURIComponent(zone)}`,
    );
    expect(ids(there)).toEqual(expect.arrayContaining([first, last, carried]));
    expect(ids(there)).not.toContain(before);
    // without a zone, the UTC day
    const utc = dayIn('UTC');
    const plain = ids(
      await ok<{ today: { matches: { id: number }[] }[] }>('GET', '/api/organizer/dashboard'),
    );
    for (const [id, ms] of [
      [before, start.getTime() - 60_000],
      [first, start.getTime() + 60_000],
      [last, end.getTime() - 60_000],
    ] as const)
      expect(plain.includes(id), String(id)).toBe(ms >= utc.start.getTime() && ms < utc.end.getTime());
    expect(plain).toContain(carried);
    const bad = await call('GET', '/api/organizer/dashboard?timeZone=%2B02%3A00', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ timeZone: 'is not a known time zone' });
  });

  it('a draw tells the entries’ players and the club’s followers; planning calls each player to their match', async () => {
    const venue = await ok('POST', `/api/organization/${club}/venues`, {
      name: 'Cup Hall',
      spaces: [
        { sport: 'tennis', name: 'Court A' },
        { sport: 'tennis', name: 'Court B' },
      ],
    });
    const tour = await ok('POST', `/api/organization/${club}/tournaments`, {
      name: 'Notify Cup',
      sport: 'tennis',
      venueId: venue.id,
    });
    const [first, ...rest] = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        ok('POST', `/api/organization/${club}/players`, { firstName: 'Cup', lastName: String(i) }),
      ),
    );
    await updatePlayer(t.app.database.db, first!.id, { userId: playerUserId });
    for (const p of [first!, ...rest])
      await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
    expect((await call('PUT', `/api/follow/organization/${club}`, fan)).statusCode).toBe(200);

    await ok('POST', `/api/tournament/${tour.id}/draw`, {});
    await t.app.notifications.processQueue();
    const kinds = async (h: Headers) =>
      (await call('GET', '/api/user/notifications', h)).json().items.map((n: { kind: string }) => n.kind);
    expect((await kinds(player)).filter((k: string) => k === 'draw_published')).toHaveLength(1);
    expect((await kinds(fan)).filter((k: string) => k === 'draw_published')).toHaveLength(1);
    expect((await kinds(other)).filter((k: string) => k === 'draw_published')).toHaveLength(0);

    await ok('POST', `/api/tournament/${tour.id}/schedule`, { startAt: inMinutes(30) });
    const called = (await call('GET', '/api/user/notifications', player))
      .json()
      .items.filter((n: { kind: string }) => n.kind === 'match_called');
    expect(called).toHaveLength(1);
    expect(called[0].params).toMatchObject({
      court: expect.stringMatching(/^Court [AB]$/),
      tournament: 'Notify Cup',
    });
    // the fan follows the club, not a side: they are not called
    expect((await kinds(fan)).filter((k: string) => k === 'match_called')).toHaveLength(0);
    // planning again at the same times calls nobody twice
    await ok('POST', `/api/tournament/${tour.id}/schedule`, { startAt: inMinutes(30) });
    expect((await kinds(player)).filter((k: string) => k === 'match_called')).toHaveLength(1);
    // the organizer moves that one match to the other court by hand: the player is called again, once
    const calledId = Number(String(called[0].link).split('/').pop());
    const otherCourt = called[0].params.court === 'Court A' ? 'Court B' : 'Court A';
    await ok('PATCH', `/api/matches/${calledId}`, { court: otherCourt });
    await ok('PATCH', `/api/matches/${calledId}`, { court: otherCourt, privacy: 'public' });
    const recalled = (await call('GET', '/api/user/notifications', player))
      .json()
      .items.filter((n: { kind: string }) => n.kind === 'match_called');
    expect(recalled).toHaveLength(2);
    expect(recalled[0].params).toMatchObject({ court: otherCourt, tournament: 'Notify Cup' });
    // a match outside a draw is not "called" when it moves
    const friendly = await ok('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: club,
      scheduledAt: inMinutes(90),
      court: 'Court A',
      home: { name: 'Cup 1', playerId: first!.id },
      away: { name: 'Somebody' },
    });
    await ok('PATCH', `/api/matches/${friendly.id}`, { court: 'Court B', scheduledAt: inMinutes(120) });
    expect((await kinds(player)).filter((k: string) => k === 'match_called')).toHaveLength(2);

    // a result entered by hand tells the club's followers too (no score event is involved)
    const stages = await ok<{ stages: { matches: { matchId: number | null; round: number }[] }[] }>(
      'GET',
      `/api/tournament/${tour.id}/stages`,
    );
    const firstMatch = stages.stages[0]!.matches.find((m) => m.round === 1 && m.matchId)!;
    expect((await call('PUT', `/api/follow/player/${first!.id}`, fan)).statusCode).toBe(200);
    await ok('POST', `/api/tournament/${tour.id}/matches/${firstMatch.matchId}/result`, {
      winner: 'home',
      games: [
        { home: 6, away: 2 },
        { home: 6, away: 3 },
      ],
    });
    await t.app.notifications.processQueue();
    const results = (await call('GET', '/api/user/notifications', fan))
      .json()
      .items.filter((n: { kind: string }) => n.kind === 'match_finished');
    expect(results).toHaveLength(1);
    expect(results[0].params.score).toBe('2–0 (6–2 6–3)');
  });
});
