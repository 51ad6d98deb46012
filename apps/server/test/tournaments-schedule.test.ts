import { randomUUID } from 'node:crypto';
import { addOrganizationRole, addRoles, insertOrganization } from '@sportzone/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/**
 * The organizer's schedule: conflicts that name the player and both matches, the courts and first
 * start remembered per tournament, and the matches known only later (the knockout after the groups)
 * placed on those courts by themselves.
 */
type Headers = Record<string, string> | undefined;

interface Conflict {
  kind: string;
  matchIds: number[];
  court: string | null;
  playerId: number | null;
  playerName: string | null;
  at: string;
  matches: { matchId: number; home: string; away: string; court: string | null; scheduledAt: string }[];
  message: string;
}
interface Schedule {
  items: {
    matchId: number;
    stageId: number;
    round: number;
    home: string;
    away: string;
    status: string;
    scheduledAt: string | null;
    court: string | null;
  }[];
  conflicts: Conflict[];
  plan: { playingSpaceIds: number[]; startAt: string } | null;
  nextFreeCourt: { court: string; at: string } | null;
}

let t: TestApp;
let owner: Headers;
let member: Headers;
let orgId = 0;

const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
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

async function walkover(matchId: number) {
  const res = await call('POST', `/api/matches/${matchId}/events`, owner, {
    clientEventId: randomUUID(),
    seq: 0,
    event: { type: 'walkover', side: 'away' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** A venue with three courts and a tournament there with the named players signed up. */
async function tournamentWith(name: string, people: string[], stages: unknown[]) {
  const venue = await ok<{ id: number; spaces: { id: number; name: string }[] }>(
    'POST',
    `/api/organization/${orgId}/venues`,
    {
      name: `${name} hall`,
      spaces: ['Court 1', 'Court 2', 'Court 3'].map((c) => ({ sport: 'tennis', name: c })),
    },
  );
  const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
    name,
    sport: 'tennis',
    venueId: venue.id,
    durationInMinutes: 30,
    restInMinutes: 0,
  });
  for (const full of people) {
    const [firstName, lastName] = full.split(' ');
    const player = await ok('POST', `/api/organization/${orgId}/players`, { firstName, lastName });
    await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: player.id });
  }
  await ok('PUT', `/api/tournament/${tour.id}/stages`, { stages });
  await ok('POST', `/api/tournament/${tour.id}/draw`, {});
  const court = (n: string) => venue.spaces.find((s) => s.name === n)!.id;
  return { id: tour.id, court };
}

const groupsThenKnockout = [
  { name: 'Groups', type: 'round_robin', options: { groups: 2 } },
  { name: 'Knockout', type: 'single_elimination', qualifiersPerGroup: 2 },
];
const tomorrowAt = (hhmm: string) =>
  `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T${hhmm}:00.000Z`;
const clock = (iso: string | null) => iso?.slice(11, 16) ?? null;

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const db = t.app.database.db;
  const o = await person(t, 'owner@schedule.test');
  const m = await person(t, 'member@schedule.test');
  await addRoles(db, o.user.id, ['Organizer']);
  owner = o.headers;
  member = m.headers;
  orgId = (await insertOrganization(db, { name: 'Schedule club', privacy: 'public', parentId: null })).id;
  await addOrganizationRole(db, orgId, o.user.id, 'owner');
  await addOrganizationRole(db, orgId, m.user.id, 'member');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe(`the tournament schedule (${TEST_DB})`, () => {
  it('names the player and both matches of a conflict, and the court and matches of a court used twice', async () => {
    const tour = await tournamentWith(
      'Named',
      ['Ivan Ivanov', 'Vasil Vasilev', 'Petar Petrov'],
      [{ name: 'League', type: 'round_robin' }],
    );
    const planned = await ok<Schedule>('POST', `/api/tournament/${tour.id}/schedule`, {
      startAt: tomorrowAt('09:00'),
      playingSpaceIds: [tour.court('Court 1'), tour.court('Court 2')],
    });
    expect(planned.conflicts).toEqual([]);
    const ivans = planned.items.filter((i) => i.home === 'Ivan Ivanov' || i.away === 'Ivan Ivanov');
    expect(ivans).toHaveLength(2);
    const [first, second] = ivans as [Schedule['items'][number], Schedule['items'][number]];
    // Ivan's second match moved by hand onto the other court at the time of his first
    await ok('PATCH', `/api/matches/${second.matchId}`, {
      scheduledAt: first.scheduledAt,
      court: first.court === 'Court 1' ? 'Court 2' : 'Court 1',
    });
    const now = await ok<Schedule>('GET', `/api/tournament/${tour.id}/schedule`);
    expect(now.conflicts).toHaveLength(1);
    const c = now.conflicts[0]!;
    expect(c).toMatchObject({ kind: 'player_twice', playerName: 'Ivan Ivanov', at: first.scheduledAt });
    expect([...c.matchIds].sort()).toEqual([first.matchId, second.matchId].sort());
    expect(c.matches.map((m) => m.matchId)).toEqual(c.matchIds);
    const [a, b] = c.matches as [Conflict['matches'][number], Conflict['matches'][number]];
    expect(c.message).toBe(
      `Ivan Ivanov is in two matches at ${clock(first.scheduledAt)} UTC: ` +
        `${a.home} vs ${a.away} (${a.court}) and ${b.home} vs ${b.away} (${b.court}).`,
    );
    expect(new Set([a.court, b.court])).toEqual(new Set(['Court 1', 'Court 2']));
    // a member and a viewer see the schedule without the organizers' conflicts (they name other matches)
    for (const who of [member, undefined]) {
      const seen = await call('GET', `/api/tournament/${tour.id}/schedule`, who);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().items).toHaveLength(now.items.length);
      expect(seen.json().conflicts).toEqual([]);
    }

    // and onto the same court: the court is named with both matches too
    await ok('PATCH', `/api/matches/${second.matchId}`, { court: first.court });
    const twice = await ok<Schedule>('GET', `/api/tournament/${tour.id}/schedule`);
    const court = twice.conflicts.find((x) => x.kind === 'court_twice')!;
    expect(court).toMatchObject({ court: first.court, playerName: null });
    expect(court.message).toBe(
      `${first.court} has two matches at ${clock(first.scheduledAt)} UTC: ` +
        `${court.matches[0]!.home} vs ${court.matches[0]!.away} and ${court.matches[1]!.home} vs ${court.matches[1]!.away}.`,
    );
  });

  it('remembers the courts and first start for the organizers; a bad court is refused and forgets nothing', async () => {
    const tour = await tournamentWith(
      'Remembered',
      ['A One', 'B Two', 'C Three', 'D Four'],
      [{ name: 'Main', type: 'single_elimination' }],
    );
    const before = await ok<Schedule>('GET', `/api/tournament/${tour.id}/schedule`);
    expect(before.plan).toBeNull();
    const chosen = [tour.court('Court 1'), tour.court('Court 3')];
    await ok('POST', `/api/tournament/${tour.id}/schedule`, {
      startAt: tomorrowAt('10:00'),
      playingSpaceIds: chosen,
    });
    const again = await ok<Schedule>('GET', `/api/tournament/${tour.id}/schedule`);
    expect(again.plan).toMatchObject({ playingSpaceIds: chosen, startAt: tomorrowAt('10:00') });
    expect(new Set(again.items.map((i) => i.court))).toEqual(new Set(['Court 1', 'Court 3']));
    // the court left out is not offered as the next free one
    expect(['Court 1', 'Court 3']).toContain(again.nextFreeCourt!.court);
    // another organizer sees it; a member and a viewer see the schedule, not the planning choices
    for (const who of [member, undefined]) {
      const seen = await call('GET', `/api/tournament/${tour.id}/schedule`, who);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().plan).toBeNull();
    }
    const member403 = await call('POST', `/api/tournament/${tour.id}/schedule`, member, {
      startAt: tomorrowAt('11:00'),
    });
    expect(member403.statusCode).toBe(403);
    const other = await tournamentWith(
      'Elsewhere',
      ['E One', 'F Two'],
      [{ name: 'Main', type: 'single_elimination' }],
    );
    const wrong = await call('POST', `/api/tournament/${tour.id}/schedule`, owner, {
      startAt: tomorrowAt('11:00'),
      playingSpaceIds: [other.court('Court 2')],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_venue' });
    const kept = await ok<Schedule>('GET', `/api/tournament/${tour.id}/schedule`);
    expect(kept.plan).toMatchObject({ playingSpaceIds: chosen, startAt: tomorrowAt('10:00') });
  });

  it('places the knockout on the remembered courts once the groups are over, moving nothing', async () => {
    const eight = ['G1 A', 'G2 B', 'G3 C', 'G4 D', 'G5 E', 'G6 F', 'G7 G', 'G8 H'];
    const tour = await tournamentWith('Auto', eight, groupsThenKnockout);
    const planned = await ok<Schedule>('POST', `/api/tournament/${tour.id}/schedule`, {
      startAt: tomorrowAt('09:00'),
      playingSpaceIds: [tour.court('Court 1'), tour.court('Court 2')],
    });
    // twelve group matches of 30 minutes on two courts: 09:00 to 12:00
    expect(planned.items).toHaveLength(12);
    const groupTimes = new Map(planned.items.map((i) => [i.matchId, [i.scheduledAt, i.court]]));
    expect(Math.max(...planned.items.map((i) => Date.parse(i.scheduledAt!)))).toBe(
      Date.parse(tomorrowAt('11:30')),
    );
    for (const i of planned.items) await walkover(i.matchId);

    const after = await ok<Schedule>('GET', `/api/tournament/${tour.id}/schedule`);
    // the groups kept their times and courts
    for (const [id, was] of groupTimes)
      expect([
        after.items.find((i) => i.matchId === id)!.scheduledAt,
        after.items.find((i) => i.matchId === id)!.court,
      ]).toEqual(was);
    const knockout = after.items.filter((i) => !groupTimes.has(i.matchId));
    expect(knockout).toHaveLength(3);
    const at = (round: number) =>
      knockout
        .filter((i) => i.round === round)
        .map((i) => [clock(i.scheduledAt), i.court])
        .sort();
    // the semi-finals after the last group match, on the two remembered courts; the final after both
    expect(at(1)).toEqual([
      ['12:00', 'Court 1'],
      ['12:00', 'Court 2'],
    ]);
    expect(at(2)).toEqual([['12:30', 'Court 1']]);
    expect(after.conflicts).toEqual([]);
  });

  it('leaves the knockout unplanned where the organizer never planned', async () => {
    const tour = await tournamentWith('Unplanned', ['U1 A', 'U2 B', 'U3 C', 'U4 D'], groupsThenKnockout);
    const groups = await ok<Schedule>('GET', `/api/tournament/${tour.id}/schedule`);
    for (const i of groups.items) await walkover(i.matchId);
    const after = await ok<Schedule>('GET', `/api/tournament/${tour.id}/schedule`);
    const knockout = after.items.filter((i) => !groups.items.some((g) => g.matchId === i.matchId));
    expect(knockout.length).toBeGreaterThan(0);
    expect(knockout.every((i) => i.scheduledAt === null && i.court === null)).toBe(true);
    expect(after.plan).toBeNull();
  });
});
