import type { InjectOptions } from 'fastify';
import { MERGED_USER_REFERENCES, matchEvents, matchScorers, matches, mergeUsers } from '@sportzone/db';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { bearer, person } from './helpers/people';

type Headers = { authorization: string } | undefined;
let t: TestApp;
let owner: { authorization: string };
let admin: { authorization: string };
let outsider: { headers: { authorization: string }; user: { id: number } };
let member: { headers: { authorization: string }; user: { id: number } };

const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function created(
  method: InjectOptions['method'],
  url: string,
  payload: unknown,
  headers: Headers = owner,
) {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function club(name: string, privacy: 'public' | 'private' | 'unlisted' = 'public') {
  const org = await created('POST', '/api/organization', { name, privacy });
  await created('POST', `/api/organization/${org.id}/roles`, { userId: member.user.id, role: 'member' });
  return org.id as number;
}

/** a match as the live-scoring schema stores it, linked to players / teams through its nullable references */
async function match(values: {
  organizationId?: number;
  homePlayerId?: number;
  awayPlayerId?: number;
  homeTeamId?: number;
  awayTeamId?: number;
  homeFormationId?: number;
  awayFormationId?: number;
  status: 'finished' | 'active' | 'upcoming';
  winner?: 'home' | 'away' | null;
  privacy?: 'public' | 'private';
}) {
  const { winner = null, status, privacy = 'public', ...links } = values;
  const [row] = await t.app.database.db
    .insert(matches)
    .values({
      sport: 'table-tennis',
      format: {},
      homeName: 'Home',
      awayName: 'Away',
      status,
      privacy,
      state: {} as never,
      summary: {
        winner,
        text: winner ? '3-1' : '1-1',
        status: status === 'finished' ? 'finished' : 'in_progress',
      } as never,
      startedAt: status === 'upcoming' ? null : new Date(),
      endedAt: status === 'finished' ? new Date() : null,
      ...links,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' });
  owner = await bearer(t, 'organizer@sportzone.test');
  admin = await bearer(t, 'admin@sportzone.test');
  outsider = await person(t, 'people-outsider@example.com');
  member = await person(t, 'people-member@example.com');
});
afterAll(async () => {
  await t.close();
});

describe(`players (${TEST_DB})`, () => {
  it('stores every field, refuses bad input per field, and pages and searches', async () => {
    const org = await club('Players Club');
    const player = await created('POST', `/api/organization/${org}/players`, {
      firstName: ' Ivan ',
      middleName: '',
      lastName: 'Petrov',
      sex: 'male',
      birthday: '2001-07-15',
      height: 182,
      weight: 76.5,
      nationality: 'bg',
      memberId: 'M-1',
      playerNumber: '7',
      status: 'active',
    });
    expect(player).toMatchObject({
      firstName: 'Ivan',
      middleName: null,
      sex: 'male',
      height: 182,
      weight: 76.5,
      nationality: 'BG',
      status: 'active',
      pictureUrl: null,
    });
    const bad = await call('POST', `/api/organization/${org}/players`, owner, {
      firstName: '',
      lastName: 'X',
      sex: 'unknown',
      height: 10,
      weight: -3,
      nationality: 'Bulgaria',
      status: 'retired',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['firstName', 'sex', 'height', 'weight', 'nationality', 'status']),
    );
    const future = await call('POST', `/api/organization/${org}/players`, owner, {
      firstName: 'A',
      lastName: 'B',
      birthday: '2999-01-01',
    });
    expect(future.json().fields.birthday).toBeDefined();
    const noUser = await call('POST', `/api/organization/${org}/players`, owner, {
      firstName: 'A',
      lastName: 'B',
      userId: 99999999,
    });
    expect(noUser.json().fields.userId).toBeDefined();

    for (let i = 1; i <= 24; i++) {
      await created('POST', `/api/organization/${org}/players`, {
        firstName: `Bulk${i}`,
        lastName: `Zz${String(i).padStart(2, '0')}`,
        status: i % 4 === 0 ? 'inactive' : 'active',
        sex: i % 2 ? 'female' : 'male',
      });
    }
    const page1 = (await call('GET', `/api/organization/${org}/players`, undefined)).json();
    expect(page1).toMatchObject({ currentPage: 1, pageSize: 20, totalCount: 25, nextPage: 2 });
    expect(page1.items[0].lastName).toBe('Petrov');
    const page2 = (await call('GET', `/api/organization/${org}/players?page=2`, undefined)).json();
    expect(page2.items).toHaveLength(5);
    expect(page2).toMatchObject({ previousPage: 1 });
    expect(page2.nextPage).toBeUndefined();
    const inactive = (
      await call('GET', `/api/organization/${org}/players?status=inactive&pageSize=100`, undefined)
    ).json();
    expect(inactive.totalCount).toBe(6);
    const search = (
      await call('GET', `/api/organization/${org}/players?searchTerm=%20IVAN%20PET`, undefined)
    ).json();
    expect(search.items.map((p: { id: number }) => p.id)).toEqual([player.id]);
    const byNationality = (
      await call('GET', `/api/organization/${org}/players?nationality=Nationality`, undefined)
    ).json();
    expect(byNationality.totalCount).toBe(25);
    expect(
      (await call('GET', `/api/organization/${org}/players?nationality=bg`, undefined)).json().totalCount,
    ).toBe(1);
    expect((await call('GET', `/api/organization/${org}/players?page=0`, undefined)).statusCode).toBe(400);
    const none = (
      await call('GET', `/api/organization/${org}/players?searchTerm=nobody-here`, undefined)
    ).json();
    expect(none).toMatchObject({ items: [], totalCount: 0 });

    const patched = await call('PATCH', `/api/player/${player.id}`, owner, {
      status: 'inactive',
      middleName: 'G.',
      weight: null,
    });
    expect(patched.json()).toMatchObject({
      status: 'inactive',
      middleName: 'G.',
      weight: null,
      height: 182,
      firstName: 'Ivan',
    });
  });

  it('stores a player picture', async () => {
    const org = await club('Picture Club');
    const player = await created('POST', `/api/organization/${org}/players`, {
      firstName: 'Pic',
      lastName: 'Ture',
    });
    const jpeg = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#aa3300' } })
      .jpeg()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/player/${player.id}/picture`,
      headers: { ...owner, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(res.statusCode).toBe(200);
    const got = await t.app.inject({ method: 'GET', url: res.json().pictureUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['cache-control']).toMatch(/^public/);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/player/${player.id}/picture`,
      headers: { ...member.headers, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(refused.statusCode).toBe(403);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: `/api/player/${player.id}/picture`,
      headers: { ...owner, 'content-type': 'image/tiff' },
      payload: jpeg,
    });
    expect(wrongType.statusCode).toBe(415);
  });
});

describe(`properties (${TEST_DB})`, () => {
  it('defines custom fields and checks the values players get', async () => {
    const org = await club('Props Club');
    await created('POST', `/api/organization/${org}/properties`, {
      key: 'grip',
      label: 'Grip',
      type: 'choice',
      options: ['shakehand', 'penhold'],
      appliesTo: 'players',
    });
    await created('POST', `/api/organization/${org}/properties`, {
      key: 'rating',
      label: 'Rating',
      type: 'number',
      appliesTo: 'players',
    });
    await created('POST', `/api/organization/${org}/properties`, {
      key: 'licensed',
      label: 'Licensed',
      type: 'boolean',
      appliesTo: 'players',
    });
    await created('POST', `/api/organization/${org}/properties`, {
      key: 'since',
      label: 'Member since',
      type: 'date',
      appliesTo: 'players',
    });
    await created('POST', `/api/organization/${org}/properties`, {
      key: 'sponsor',
      label: 'Sponsor',
      type: 'text',
      appliesTo: 'events',
    });
    const dup = await call('POST', `/api/organization/${org}/properties`, owner, {
      key: 'grip',
      label: 'Again',
      type: 'text',
      appliesTo: 'players',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields.key).toBeDefined();
    const noOptions = await call('POST', `/api/organization/${org}/properties`, owner, {
      key: 'hand',
      label: 'Hand',
      type: 'choice',
      appliesTo: 'players',
    });
    expect(noOptions.json().fields.options).toBeDefined();
    const badKey = await call('POST', `/api/organization/${org}/properties`, owner, {
      key: 'Bad Key',
      label: 'X',
      type: 'text',
      appliesTo: 'players',
    });
    expect(badKey.json().fields.key).toBeDefined();

    const player = await created('POST', `/api/organization/${org}/players`, {
      firstName: 'Prop',
      lastName: 'Erty',
      properties: { grip: 'penhold', rating: 1650, licensed: true, since: '2019-09-01' },
    });
    expect(player.properties).toEqual({ grip: 'penhold', rating: 1650, licensed: true, since: '2019-09-01' });
    for (const [properties, field] of [
      [{ grip: 'seemiller' }, 'properties.grip'],
      [{ rating: 'high' }, 'properties.rating'],
      [{ licensed: 'yes' }, 'properties.licensed'],
      [{ since: '2019-02-30' }, 'properties.since'],
      [{ sponsor: 'Acme' }, 'properties.sponsor'],
      [{ unknown: 1 }, 'properties.unknown'],
    ] as const) {
      const res = await call('PATCH', `/api/player/${player.id}`, owner, { properties });
      expect(res.statusCode, JSON.stringify(properties)).toBe(400);
      expect(res.json().fields[field]).toBeDefined();
    }
    const cleared = await call('PATCH', `/api/player/${player.id}`, owner, {
      properties: { rating: null, grip: 'shakehand' },
    });
    expect(cleared.json().properties).toEqual({ grip: 'shakehand', licensed: true, since: '2019-09-01' });
    // outsiders do not see property values
    expect((await call('GET', `/api/player/${player.id}`, outsider.headers)).json().properties).toEqual({});

    const list = (
      await call('GET', `/api/organization/${org}/properties?appliesTo=players`, member.headers)
    ).json();
    expect(list.items.map((p: { key: string }) => p.key)).toEqual(['grip', 'licensed', 'since', 'rating']);
    const grip = list.items[0];
    const relabel = await call('PATCH', `/api/organization/${org}/properties/${grip.id}`, owner, {
      label: 'Grip style',
      options: ['shakehand', 'penhold', 'seemiller'],
    });
    expect(relabel.json()).toMatchObject({
      label: 'Grip style',
      options: ['shakehand', 'penhold', 'seemiller'],
    });
    expect(
      (await call('DELETE', `/api/organization/${org}/properties/${grip.id}`, member.headers)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/organization/${org}/properties/${grip.id}`, owner)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/player/${player.id}`, owner)).json().properties).toEqual({
      licensed: true,
      since: '2019-09-01',
    });
  });
});

describe(`teams and formations (${TEST_DB})`, () => {
  it('keeps players in order, sizes formations by competitor type and refuses players of other organizations', async () => {
    const org = await club('Teams Club');
    const other = await club('Other Club');
    const p = [];
    for (const name of ['Anna', 'Boris', 'Chavdar', 'Desi'])
      p.push(
        (await created('POST', `/api/organization/${org}/players`, { firstName: name, lastName: 'T' })).id,
      );
    const stranger = (
      await created('POST', `/api/organization/${other}/players`, { firstName: 'Str', lastName: 'Anger' })
    ).id;

    const team = await created('POST', `/api/organization/${org}/teams`, {
      name: 'Sofia A',
      sport: 'volleyball',
      playerIds: [p[2], p[0], p[1]],
    });
    expect(team).toMatchObject({ kind: 'team', competitorType: null, sport: 'volleyball' });
    expect(team.players.map((x: { firstName: string }) => x.firstName)).toEqual(['Chavdar', 'Anna', 'Boris']);
    const double = await created('POST', `/api/organization/${org}/teams`, {
      name: 'Anna & Desi',
      kind: 'formation',
      competitorType: 'double',
      sport: 'tennis',
      playerIds: [p[0], p[3]],
    });
    expect(double).toMatchObject({ kind: 'formation', competitorType: 'double' });

    const cases: [unknown, string][] = [
      [{ name: 'F', kind: 'formation' }, 'competitorType'],
      [{ name: 'T', competitorType: 'solo' }, 'competitorType'],
      [
        { name: 'F', kind: 'formation', competitorType: 'double', playerIds: [p[0], p[1], p[2]] },
        'playerIds',
      ],
      [{ name: 'T', playerIds: [stranger] }, 'playerIds'],
      [{ name: 'T', playerIds: [99999999] }, 'playerIds'],
      [{ name: 'T', competitorType: 'quartet' }, 'competitorType'],
      [{ name: 'T', sport: 'Table Tennis!' }, 'sport'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', `/api/organization/${org}/teams`, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(body)).toBeDefined();
    }
    expect((await call('PUT', `/api/team/${double.id}/players/${p[1]}`, owner)).statusCode).toBe(400);
    expect(
      (await call('DELETE', `/api/team/${double.id}/players/${p[3]}`, owner)).json().players,
    ).toHaveLength(1);
    expect(
      (await call('PUT', `/api/team/${double.id}/players/${p[1]}`, owner))
        .json()
        .players.map((x: { id: number }) => x.id),
    ).toEqual([p[0], p[1]]);
    expect((await call('PUT', `/api/team/${team.id}/players/${stranger}`, owner)).statusCode).toBe(400);
    expect((await call('PUT', `/api/team/${team.id}/players/${p[3]}`, member.headers)).statusCode).toBe(403);

    const formations = (await call('GET', `/api/organization/${org}/teams?kind=formation`, undefined)).json();
    expect(formations.items.map((x: { name: string }) => x.name)).toEqual(['Anna & Desi']);
    const byPlayer = (
      await call('GET', `/api/organization/${org}/teams?searchTerm=chavdar`, undefined)
    ).json();
    expect(byPlayer.items.map((x: { name: string }) => x.name)).toEqual(['Sofia A']);
    const emptyList = (
      await call('GET', `/api/organization/${org}/teams?competitorType=trio`, undefined)
    ).json();
    expect(emptyList).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe(`venues and seasons (${TEST_DB})`, () => {
  it('names playing spaces by sport and replaces them by id', async () => {
    const org = await club('Venue Club');
    const venue = await created('POST', `/api/organization/${org}/venues`, {
      name: 'Universiada Hall',
      address: '1 Shipchenski prohod',
      city: 'Sofia',
      country: 'bg',
      spaces: [
        { sport: 'table-tennis', name: 'Table 1' },
        { sport: 'snooker', name: 'Table 2' },
        { sport: 'tennis', name: 'Centre' },
        { sport: 'bowling', name: 'Lane 4' },
        { sport: 'volleyball', name: 'Main' },
        { sport: 'badminton', name: 'B1' },
        { sport: 'squash', name: 'Glass' },
      ],
    });
    expect(venue.country).toBe('BG');
    expect(venue.spaces.map((s: { kind: string }) => s.kind)).toEqual([
      'table',
      'table',
      'court',
      'lane',
      'field',
      'field',
      'playground',
    ]);
    const dup = await call('POST', `/api/organization/${org}/venues`, owner, {
      name: 'Dup',
      spaces: [
        { sport: 'tennis', name: 'A' },
        { sport: 'tennis', name: ' a ' },
      ],
    });
    expect(dup.statusCode).toBe(400);
    const keep = venue.spaces[2];
    const patched = await call('PATCH', `/api/venue/${venue.id}`, owner, {
      spaces: [
        { id: keep.id, sport: 'tennis', name: 'Centre Court' },
        { sport: 'tennis', name: 'Court 2' },
      ],
    });
    expect(patched.json().spaces).toEqual([
      { id: keep.id, sport: 'tennis', name: 'Centre Court', kind: 'court' },
      { id: expect.any(Number), sport: 'tennis', name: 'Court 2', kind: 'court' },
    ]);
    expect(
      (await call('GET', `/api/organization/${org}/venues?sport=tennis`, undefined)).json().totalCount,
    ).toBe(1);
    expect(
      (await call('GET', `/api/organization/${org}/venues?sport=bowling`, undefined)).json().totalCount,
    ).toBe(0);
    expect(
      (await call('GET', `/api/organization/${org}/venues?city=SOFIA&country=bg`, undefined)).json()
        .totalCount,
    ).toBe(1);
    expect(
      (await call('GET', `/api/organization/${org}/venues?searchTerm=shipchenski`, undefined)).json()
        .totalCount,
    ).toBe(1);
  });

  it('keeps seasons in order and refuses one that ends before it starts', async () => {
    const org = await club('Season Club');
    await created('POST', `/api/organization/${org}/seasons`, {
      name: '2023/24',
      startsOn: '2023-09-01',
      endsOn: '2024-06-30',
    });
    const s2 = await created('POST', `/api/organization/${org}/seasons`, {
      name: '2024/25',
      startsOn: '2024-09-01',
      endsOn: '2025-06-30',
    });
    const bad = await call('POST', `/api/organization/${org}/seasons`, owner, {
      name: 'Bad',
      startsOn: '2025-09-01',
      endsOn: '2025-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.endsOn).toBeDefined();
    expect(
      (
        await call('POST', `/api/organization/${org}/seasons`, owner, {
          name: 'X',
          startsOn: 'soon',
          endsOn: '2025-01-01',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('PATCH', `/api/season/${s2.id}`, owner, { endsOn: '2024-01-01' })).statusCode).toBe(
      400,
    );
    const list = (await call('GET', `/api/organization/${org}/seasons`, undefined)).json();
    expect(list.items.map((s: { name: string }) => s.name)).toEqual(['2024/25', '2023/24']);
    const running = (await call('GET', `/api/organization/${org}/seasons?on=2024-01-15`, undefined)).json();
    expect(running.items.map((s: { name: string }) => s.name)).toEqual(['2023/24']);
  });
});

describe(`public profiles (${TEST_DB})`, () => {
  it('shows players, members and entities of public and unlisted organizations, with live and recent public matches', async () => {
    const org = await club('Public Club');
    const hidden = await club('Secret Club', 'private');
    const quiet = await club('Quiet Profiles', 'unlisted');
    const ana = await created('POST', `/api/organization/${org}/players`, {
      firstName: 'Ana',
      lastName: 'Public',
      birthday: '2000-01-01',
      memberId: 'SECRET',
      userId: member.user.id,
      nationality: 'BG',
    });
    const bob = await created('POST', `/api/organization/${org}/players`, {
      firstName: 'Bob',
      lastName: 'Public',
    });
    const pair = await created('POST', `/api/organization/${org}/teams`, {
      name: 'Ana & Bob',
      kind: 'formation',
      competitorType: 'double',
      playerIds: [ana.id, bob.id],
    });
    const secret = await created('POST', `/api/organization/${hidden}/players`, {
      firstName: 'Sec',
      lastName: 'Ret',
    });
    const secretTeam = await created('POST', `/api/organization/${hidden}/teams`, { name: 'Secret team' });
    const quietPlayer = await created('POST', `/api/organization/${quiet}/players`, {
      firstName: 'Qui',
      lastName: 'Et',
    });

    const won = await match({
      organizationId: org,
      homePlayerId: ana.id,
      awayPlayerId: bob.id,
      status: 'finished',
      winner: 'home',
    });
    const live = await match({
      organizationId: org,
      homePlayerId: bob.id,
      awayPlayerId: ana.id,
      status: 'active',
    });
    await match({ homePlayerId: ana.id, status: 'finished', winner: 'away', privacy: 'private' });
    const pairMatch = await match({
      organizationId: org,
      awayFormationId: pair.id,
      status: 'finished',
      winner: 'away',
    });

    const profile = await call('GET', `/api/public/players/${ana.id}`, undefined);
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    expect(body).toMatchObject({
      firstName: 'Ana',
      nationality: 'BG',
      organization: { id: org, name: 'Public Club', privacy: 'public' },
      entities: [{ id: pair.id, name: 'Ana & Bob', kind: 'formation', competitorType: 'double' }],
    });
    expect(body.birthday).toBeUndefined();
    expect(body.memberId).toBeUndefined();
    expect(body.matches.live.map((m: { id: number; side: string }) => [m.id, m.side])).toEqual([
      [live, 'away'],
    ]);
    expect(
      body.matches.recent.map((m: { id: number; side: string; winner: string }) => [m.id, m.side, m.winner]),
    ).toEqual([
      // the formation's match counts as hers too
      [pairMatch, 'away', 'away'],
      [won, 'home', 'home'],
    ]);

    const entity = (await call('GET', `/api/public/entities/${pair.id}`, undefined)).json();
    expect(entity.players.map((p: { firstName: string }) => p.firstName)).toEqual(['Ana', 'Bob']);
    expect(entity.matches.recent.map((m: { id: number; side: string }) => [m.id, m.side])).toEqual([
      [pairMatch, 'away'],
    ]);

    const members = (
      await call('GET', `/api/organization/${org}/members?searchTerm=people-member`, owner)
    ).json();
    const memberId = members.items[0].id;
    const memberProfile = (await call('GET', `/api/public/members/${memberId}`, undefined)).json();
    expect(memberProfile).toMatchObject({ roles: ['member'], players: [{ id: ana.id }] });
    expect(memberProfile.email).toBeUndefined();
    expect(memberProfile.matches.recent.map((m: { id: number }) => m.id)).toEqual([pairMatch, won]);

    expect((await call('GET', `/api/public/players/${secret.id}`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/players/${secret.id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/entities/${secretTeam.id}`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/organizations/${hidden}`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/players/99999999`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/public/players/abc`, undefined)).statusCode).toBe(400);
    const quietProfile = (await call('GET', `/api/public/players/${quietPlayer.id}`, undefined)).json();
    expect(quietProfile.organization.privacy).toBe('unlisted');

    const page = (await call('GET', `/api/public/organizations/${org}`, undefined)).json();
    expect(page.counts).toMatchObject({ players: 2, teams: 1 });
    expect(page.matches.live.map((m: { id: number }) => m.id)).toEqual([live]);
    expect(page.organization).toMatchObject({ name: 'Public Club', myRoles: [], canManage: false });
  });
});

describe(`follows (${TEST_DB})`, () => {
  it('follows and unfollows organizations, players and teams the user can see', async () => {
    const org = await club('Followed Club');
    const hidden = await club('Unfollowable', 'private');
    const player = await created('POST', `/api/organization/${org}/players`, {
      firstName: 'Fol',
      lastName: 'Lowed',
    });
    const team = await created('POST', `/api/organization/${org}/teams`, { name: 'Followed Team' });
    const hiddenPlayer = await created('POST', `/api/organization/${hidden}/players`, {
      firstName: 'Hid',
      lastName: 'Den',
    });
    const h = outsider.headers;

    expect((await call('GET', '/api/follow', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/follow', h)).json()).toMatchObject({ items: [], totalCount: 0 });
    const followed = await call('PUT', `/api/follow/organization/${org}`, h);
    expect(followed.json()).toEqual({ kind: 'organization', id: org, following: true, followers: 1 });
    expect((await call('PUT', `/api/follow/organization/${org}`, h)).json().followers).toBe(1);
    expect((await call('PUT', `/api/follow/player/${player.id}`, h)).statusCode).toBe(200);
    expect((await call('PUT', `/api/follow/team/${team.id}`, h)).statusCode).toBe(200);
    expect((await call('PUT', `/api/follow/organization/${hidden}`, h)).statusCode).toBe(404);
    expect((await call('PUT', `/api/follow/player/${hiddenPlayer.id}`, h)).statusCode).toBe(404);
    expect((await call('PUT', `/api/follow/player/99999999`, h)).statusCode).toBe(404);
    expect((await call('PUT', `/api/follow/venue/1`, h)).statusCode).toBe(400);

    const list = (await call('GET', '/api/follow', h)).json();
    expect(list.items.map((f: { kind: string; name: string }) => [f.kind, f.name])).toEqual([
      ['team', 'Followed Team'],
      ['player', 'Fol Lowed'],
      ['organization', 'Followed Club'],
    ]);
    expect(list.items.every((f: { organization: { id: number } }) => f.organization.id === org)).toBe(true);
    expect((await call('GET', '/api/follow?kind=player', h)).json().totalCount).toBe(1);
    expect((await call('GET', '/api/follow?searchTerm=TEAM', h)).json().totalCount).toBe(1);
    expect((await call('GET', '/api/follow?pageSize=2&page=2', h)).json()).toMatchObject({
      totalCount: 3,
      currentPage: 2,
      previousPage: 1,
    });
    expect((await call('GET', `/api/organization/${org}`, h)).json().following).toBe(true);

    expect((await call('DELETE', `/api/follow/player/${player.id}`, h)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/follow/player/${player.id}`, h)).statusCode).toBe(204);
    expect((await call('GET', '/api/follow', h)).json().totalCount).toBe(2);

    // an organization that turns private disappears from an outsider's follows
    expect((await call('PATCH', `/api/organization/${org}`, owner, { privacy: 'private' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/follow', h)).json()).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe(`signed-out visitors (${TEST_DB})`, () => {
  it('read what the organization and people pages show, and nothing of a private organization', async () => {
    const org = await club('Shared Link Club');
    const hidden = await club('Shared Link Private', 'private');
    const player = await created('POST', `/api/organization/${org}/players`, {
      firstName: 'Anna',
      lastName: 'Shared',
      birthday: '2001-02-03',
    });
    const team = await created('POST', `/api/organization/${org}/teams`, { name: 'Shared Team' });
    const hiddenPlayer = await created('POST', `/api/organization/${hidden}/players`, {
      firstName: 'Kept',
      lastName: 'Inside',
    });
    const hiddenTeam = await created('POST', `/api/organization/${hidden}/teams`, { name: 'Kept Team' });
    const members = (await call('GET', `/api/organization/${org}/members`, owner)).json();
    const memberId = members.items.find((m: { userId: number }) => m.userId === member.user.id).id;
    const hiddenMembers = (await call('GET', `/api/organization/${hidden}/members`, owner)).json();
    const hiddenMemberId = hiddenMembers.items.find(
      (m: { userId: number }) => m.userId === member.user.id,
    ).id;
    await call('PUT', `/api/follow/player/${player.id}`, outsider.headers);

    // the organization's page: the organization as nobody's, its people, teams and tournaments
    const page = await call('GET', `/api/organization/${org}`, undefined);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      id: org,
      name: 'Shared Link Club',
      following: false,
      myRoles: [],
      canManage: false,
    });
    const players = (await call('GET', `/api/organization/${org}/players`, undefined)).json();
    expect(players.items.map((p: { lastName: string }) => p.lastName)).toEqual(['Shared']);
    expect(players.items[0].birthday ?? null).toBeNull();
    const teams = (await call('GET', `/api/organization/${org}/teams`, undefined)).json();
    expect(teams.items.map((x: { name: string }) => x.name)).toEqual(['Shared Team']);
    expect((await call('GET', `/api/organization/${org}/organizations`, undefined)).statusCode).toBe(200);
    expect((await call('GET', `/api/organization/${org}/tournaments`, undefined)).statusCode).toBe(200);
    expect((await call('GET', `/api/public/organizations/${org}`, undefined)).json().counts).toMatchObject({
      players: 1,
      teams: 1,
    });

    // a player's pages: the record without what only members see, the profile with its followers
    const record = await call('GET', `/api/player/${player.id}`, undefined);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({ id: player.id, firstName: 'Anna', lastName: 'Shared' });
    expect(record.json().birthday ?? null).toBeNull();
    expect((await call('GET', `/api/public/players/${player.id}`, undefined)).json()).toMatchObject({
      id: player.id,
      followers: 1,
    });
    expect((await call('GET', `/api/public/members/${memberId}`, undefined)).statusCode).toBe(200);
    expect((await call('GET', `/api/public/entities/${team.id}`, undefined)).json()).toMatchObject({
      name: 'Shared Team',
      followers: 0,
    });
    // following needs a user: signed out the call asks for sign-in
    expect((await call('PUT', `/api/follow/player/${player.id}`, undefined)).statusCode).toBe(401);

    // a private organization and everything in it: not found, as for any outsider
    for (const url of [
      `/api/organization/${hidden}`,
      `/api/organization/${hidden}/players`,
      `/api/organization/${hidden}/teams`,
      `/api/organization/${hidden}/tournaments`,
      `/api/public/organizations/${hidden}`,
      `/api/player/${hiddenPlayer.id}`,
      `/api/public/players/${hiddenPlayer.id}`,
      `/api/team/${hiddenTeam.id}`,
      `/api/public/entities/${hiddenTeam.id}`,
      `/api/public/members/${hiddenMemberId}`,
    ]) {
      const res = await call('GET', url, undefined);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('Kept');
    }
  });
});

describe(`reports (${TEST_DB})`, () => {
  it('counts people by status and results per player and team, as JSON or CSV', async () => {
    const org = await club('Report Club');
    const a = await created('POST', `/api/organization/${org}/players`, { firstName: 'Ann', lastName: 'Aa' });
    const b = await created('POST', `/api/organization/${org}/players`, {
      firstName: '=HYPERLINK("x")',
      lastName: 'Bb',
      status: 'inactive',
    });
    const team = await created('POST', `/api/organization/${org}/teams`, { name: 'Reporters, "the"' });
    await created('POST', `/api/organization/${org}/members`, {
      firstName: 'Old',
      lastName: 'Member',
      status: 'inactive',
    });
    await match({
      organizationId: org,
      homePlayerId: a.id,
      awayPlayerId: b.id,
      status: 'finished',
      winner: 'home',
    });
    await match({
      organizationId: org,
      homePlayerId: b.id,
      awayPlayerId: a.id,
      status: 'finished',
      winner: 'home',
    });
    await match({
      organizationId: org,
      homePlayerId: a.id,
      awayPlayerId: b.id,
      status: 'finished',
      winner: null,
    });
    await match({ organizationId: org, homePlayerId: a.id, awayPlayerId: b.id, status: 'active' });
    await match({ organizationId: org, homeTeamId: team.id, status: 'finished', winner: 'home' });

    expect((await call('GET', `/api/organization/${org}/reports`, outsider.headers)).statusCode).toBe(403);
    const report = (await call('GET', `/api/organization/${org}/reports`, member.headers)).json();
    // owner + member have member records; plus the inactive one
    expect(report.members).toEqual({ total: 3, active: 2, inactive: 1 });
    expect(report.players).toEqual({ total: 2, active: 1, inactive: 1 });
    expect(report.matches).toMatchObject({ finished: 4, active: 1 });
    expect(report.playerResults).toEqual([
      { id: a.id, name: 'Ann Aa', status: 'active', played: 3, won: 1, lost: 1, drawn: 1 },
      { id: b.id, name: '=HYPERLINK("x") Bb', status: 'inactive', played: 3, won: 1, lost: 1, drawn: 1 },
    ]);
    expect(report.teamResults).toEqual([
      {
        id: team.id,
        name: 'Reporters, "the"',
        kind: 'team',
        competitorType: null,
        played: 1,
        won: 1,
        lost: 0,
        drawn: 0,
      },
    ]);

    const csv = await call('GET', `/api/organization/${org}/reports?format=csv`, owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="organization-${org}-report-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('section,id,name,status,count,played,won,lost,drawn');
    expect(lines).toContain('members,,,inactive,1,,,,');
    expect(lines).toContain('players,,,active,1,,,,');
    expect(lines).toContain(`player,${a.id},Ann Aa,active,,3,1,1,1`);
    expect(lines).toContain(`player,${b.id},"'=HYPERLINK(""x"") Bb",inactive,,3,1,1,1`);
    expect(lines).toContain(`team,${team.id},"Reporters, ""the""",team,,1,1,0,0`);
    expect((await call('GET', `/api/organization/${org}/reports?format=xml`, owner)).statusCode).toBe(400);
  });
});

describe(`merging users (${TEST_DB})`, () => {
  it('moves member records, claimed players, invitations, applications and follows onto the kept user', async () => {
    const db = t.app.database.db;
    const keep = await person(t, 'merge-keep@example.com', { firstName: 'Keep' });
    const old = await person(t, 'merge-old@example.com', { firstName: 'Old' });
    const both = await club('Merge Both');
    const onlyOld = await club('Merge Old');
    const other = await club('Merge Apply');
    await created('POST', `/api/organization/${both}/roles`, { userId: keep.user.id, role: 'member' });
    await created('POST', `/api/organization/${both}/roles`, { userId: old.user.id, role: 'organizer' });
    await created('POST', `/api/organization/${onlyOld}/roles`, { userId: old.user.id, role: 'member' });
    const player = await created('POST', `/api/organization/${onlyOld}/players`, {
      firstName: 'Old',
      lastName: 'Player',
      userId: old.user.id,
    });
    const invitation = await created('POST', `/api/organization/${other}/invitations`, {
      userId: old.user.id,
      message: 'Come',
    });
    const sent = await created(
      'POST',
      `/api/organization/${both}/invitations`,
      { email: 'someone@example.com', message: 'Hi' },
      old.headers,
    );
    const application = await created(
      'POST',
      '/api/application',
      { organizationId: other, message: 'me' },
      old.headers,
    );
    await call('PUT', `/api/follow/organization/${both}`, keep.headers);
    await call('PUT', `/api/follow/organization/${both}`, old.headers);
    await call('PUT', `/api/follow/player/${player.id}`, old.headers);
    const applicant = await person(t, 'merge-applicant@example.com');
    const decided = await created('POST', '/api/application', { organizationId: both }, applicant.headers);
    expect(
      (await call('PUT', `/api/application/${decided.id}/reject`, old.headers, { reason: 'full' }))
        .statusCode,
    ).toBe(200);

    const scored = await match({ organizationId: both, status: 'active' });
    await db
      .update(matches)
      .set({ ownerId: old.user.id })
      .where(sql`id = ${scored}`);
    await db.insert(matchScorers).values([
      { matchId: scored, userId: old.user.id },
      { matchId: scored, userId: keep.user.id },
    ]);
    await db.insert(matchEvents).values({
      matchId: scored,
      seq: 1,
      clientEventId: crypto.randomUUID(),
      event: { type: 'point', side: 'home' } as never,
      summary: {} as never,
      status: 'active',
      userId: old.user.id,
    });

    await db.transaction((tx) => mergeUsers(tx, keep.user.id, old.user.id));

    expect(
      (
        await db
          .select()
          .from(matches)
          .where(sql`id = ${scored}`)
      )[0]!.ownerId,
    ).toBe(keep.user.id);
    expect(
      (
        await db
          .select()
          .from(matchScorers)
          .where(sql`match_id = ${scored}`)
      ).map((r) => r.userId),
    ).toEqual([keep.user.id]);
    expect(
      (
        await db
          .select()
          .from(matchEvents)
          .where(sql`match_id = ${scored}`)
      )[0]!.userId,
    ).toBe(keep.user.id);

    const rows = async (query: ReturnType<typeof sql>) => {
      const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
      return result.rows;
    };
    expect(
      await rows(
        sql`select organization_id, user_id from members where user_id = ${keep.user.id} order by organization_id`,
      ),
    ).toEqual([
      { organization_id: both, user_id: keep.user.id },
      { organization_id: onlyOld, user_id: keep.user.id },
    ]);
    expect((await rows(sql`select user_id from players where id = ${player.id}`))[0]!.user_id).toBe(
      keep.user.id,
    );
    expect((await rows(sql`select user_id from invitations where id = ${invitation.id}`))[0]!.user_id).toBe(
      keep.user.id,
    );
    expect((await rows(sql`select invited_by from invitations where id = ${sent.id}`))[0]!.invited_by).toBe(
      keep.user.id,
    );
    expect((await rows(sql`select user_id from applications where id = ${application.id}`))[0]!.user_id).toBe(
      keep.user.id,
    );
    expect(
      (await rows(sql`select decided_by from applications where id = ${decided.id}`))[0]!.decided_by,
    ).toBe(keep.user.id);
    const follows = await rows(
      sql`select organization_id, player_id from follows where user_id = ${keep.user.id} order by id`,
    );
    expect(follows).toEqual([
      { organization_id: both, player_id: null },
      { organization_id: null, player_id: player.id },
    ]);
    const seen = (await call('GET', `/api/organization/${both}`, keep.headers)).json();
    expect(seen.myRoles.sort()).toEqual(['member', 'organizer']);
  });

  it('moves streaming channels and calendar feed links, keeping ours where both had one', async () => {
    const db = t.app.database.db;
    const keep = await person(t, 'merge-keep-2@example.com', { firstName: 'Keep' });
    const old = await person(t, 'merge-old-2@example.com', { firstName: 'Old' });
    const channel = (await call('PUT', '/api/channel/', old.headers, { name: 'Old cam' })).json();
    expect(channel.id).toBeGreaterThan(0);
    const kept = (await call('POST', '/api/calendar/feeds', keep.headers, { kind: 'user' })).json();
    const dropped = (await call('POST', '/api/calendar/feeds', old.headers, { kind: 'user' })).json();
    expect(kept.feed.id).not.toBe(dropped.feed.id);

    await db.transaction((tx) => mergeUsers(tx, keep.user.id, old.user.id));

    const rows = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(await rows(sql`select owner_id from channels where id = ${channel.id}`)).toEqual([
      { owner_id: keep.user.id },
    ]);
    expect(await rows(sql`select id from calendar_feeds where user_id = ${keep.user.id}`)).toEqual([
      { id: kept.feed.id },
    ]);
    // the kept user's feed link still answers; the merged one's is gone
    expect((await call('GET', new URL(kept.url).pathname, undefined)).statusCode).toBe(200);
    expect((await call('GET', new URL(dropped.url).pathname, undefined)).statusCode).toBe(404);
  });

  it('handles every table that references users', async () => {
    const handled = new Set<string>(MERGED_USER_REFERENCES);
    const result = (await t.app.database.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass`)) as unknown as {
      rows: { table: string; column: string }[];
    };
    const references = result.rows.map((r) => `${r.table.replace(/^"|"$/g, '')}.${r.column}`);
    expect(references.filter((r) => !handled.has(r))).toEqual([]);
  });
});

describe(`admins (${TEST_DB})`, () => {
  it('see and run every organization', async () => {
    const hidden = await club('Admin Sees', 'private');
    const seen = (await call('GET', `/api/organization/${hidden}`, admin)).json();
    expect(seen).toMatchObject({ myRoles: [], canManage: true, canOwn: true, canSeePrivate: true });
    expect((await call('GET', `/api/organization/${hidden}/reports`, admin)).statusCode).toBe(200);
  });
});
