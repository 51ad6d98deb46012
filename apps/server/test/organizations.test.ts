import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { bearer, person } from './helpers/people';

type Headers = { authorization: string } | undefined;
type Actor = 'anonymous' | 'outsider' | 'member' | 'organizer' | 'owner' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'outsider', 'member', 'organizer', 'owner', 'admin'];

let t: TestApp;
const as: Record<Actor, Headers> = {} as Record<Actor, Headers>;
const ids: Record<Actor, number> = {} as Record<Actor, number>;
let admin: { authorization: string };
let organizerDemo: { authorization: string };

const inject = (opts: InjectOptions) => t.app.inject(opts);
const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** An organization made through the API by the demo organizer (its owner), with an organizer and a member named by roles. */
async function club(name: string, privacy: 'public' | 'private' | 'unlisted', parentId?: number) {
  const res = await call('POST', '/api/organization', as.owner, {
    name,
    privacy,
    ...(parentId ? { parentId } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const org = res.json() as { id: number };
  for (const [actor, role] of [
    ['organizer', 'organizer'],
    ['member', 'member'],
  ] as const) {
    const granted = await call('POST', `/api/organization/${org.id}/roles`, as.owner, {
      userId: ids[actor],
      role,
    });
    expect(granted.statusCode, granted.body).toBe(201);
  }
  return org.id;
}

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' });
  admin = await bearer(t, 'admin@sportzone.test');
  organizerDemo = await bearer(t, 'organizer@sportzone.test');
  as.anonymous = undefined;
  as.admin = admin;
  as.owner = organizerDemo;
  for (const actor of ['outsider', 'member', 'organizer'] as const) {
    const p = await person(t, `matrix-${actor}@example.com`, { firstName: actor });
    as[actor] = p.headers;
    ids[actor] = p.user.id;
  }
  const me = (await call('GET', '/api/user/current', organizerDemo)).json();
  ids.owner = me.id;
  ids.admin = (await call('GET', '/api/user/current', admin)).json().id;
});
afterAll(async () => {
  await t.close();
});

describe(`creating organizations (${TEST_DB})`, () => {
  it('lets global Organizers and Admins create one and makes them owner; others get 403, strangers 401', async () => {
    const created = await call('POST', '/api/organization', organizerDemo, {
      name: '  Sofia Table Tennis Club ',
      email: 'Info@STTC.example',
      website: 'https://sttc.example',
      phoneNumber: '+359 2 123 456',
      privacy: 'public',
      establishedOn: '1998-05-01',
      language: 'bg',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Sofia Table Tennis Club',
      email: 'info@sttc.example',
      privacy: 'public',
      establishedOn: '1998-05-01',
      myRoles: ['owner'],
      canManage: true,
      canOwn: true,
      canSeePrivate: true,
      logoUrl: null,
      parent: null,
    });
    expect((await call('POST', '/api/organization', admin, { name: 'Admin Club' })).statusCode).toBe(201);
    const refused = await call('POST', '/api/organization', as.outsider, { name: 'Not allowed' });
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', '/api/organization', undefined, { name: 'Anonymous' })).statusCode).toBe(401);
  });

  it('answers bad input with 400 and a message per field, never 500', async () => {
    const res = await call('POST', '/api/organization', organizerDemo, {
      name: '   ',
      email: 'not-an-email',
      website: 'ftp://files.example',
      privacy: 'secret',
      language: 'bulgarian!',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['name', 'email', 'website', 'privacy', 'language']),
    );
    const future = await call('POST', '/api/organization', organizerDemo, {
      name: 'Future',
      establishedOn: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.establishedOn).toBeDefined();
    const impossible = await call('POST', '/api/organization', organizerDemo, {
      name: 'Feb',
      establishedOn: '2021-02-30',
    });
    expect(impossible.statusCode).toBe(400);
    const broken = await inject({
      method: 'POST',
      url: '/api/organization',
      headers: { ...organizerDemo, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect((await call('GET', '/api/organization/abc', organizerDemo)).statusCode).toBe(400);
    expect((await call('GET', '/api/organization/0', organizerDemo)).statusCode).toBe(400);
    expect((await call('GET', '/api/organization/99999999', organizerDemo)).statusCode).toBe(404);
    expect((await call('GET', '/api/organization?pageSize=1000', organizerDemo)).statusCode).toBe(400);
  });

  it('creates sub-organizations for owners and organizers of the parent, any depth; roles up the tree count below', async () => {
    const parent = await club('Tree Club', 'public');
    const child = await call('POST', '/api/organization', as.organizer, {
      name: 'Juniors',
      parentId: parent,
    });
    expect(child.statusCode).toBe(201);
    expect(child.json().parent).toEqual({ id: parent, name: 'Tree Club' });
    const grandchild = await call('POST', '/api/organization', as.organizer, {
      name: 'U12',
      parentId: child.json().id,
    });
    expect(grandchild.statusCode).toBe(201);
    // the owner of the top runs the grandchild without holding a role there
    const seen = (await call('GET', `/api/organization/${grandchild.json().id}`, as.owner)).json();
    expect(seen).toMatchObject({ myRoles: ['owner'], canManage: true, canOwn: true });
    expect(
      (await call('POST', '/api/organization', as.member, { name: 'No', parentId: parent })).statusCode,
    ).toBe(403);
    const unknown = await call('POST', '/api/organization', as.owner, { name: 'Orphan', parentId: 99999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.parentId).toBeDefined();
    const children = (await call('GET', `/api/organization/${parent}/organizations`, undefined)).json();
    expect(children.items.map((o: { name: string }) => o.name)).toEqual(['Juniors']);
  });
});

describe(`venue time zones (${TEST_DB})`, () => {
  it('keeps a venue\u2019s IANA zone by its canonical name, clears it, and refuses unknown names and bare offsets with 400', async () => {
    const org = (await call('POST', '/api/organization', organizerDemo, { name: 'Zone Club' })).json().id;
    const created = await call('POST', `/api/organization/${org}/venues`, organizerDemo, {
      name: 'Hall',
      timeZone: 'europe/sofia',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().timeZone).toBe('Europe/Sofia');
    const id = created.json().id;
    // an old alias is stored as the zone it stands for
    const alias = await call('PATCH', `/api/venue/${id}`, organizerDemo, { timeZone: 'US/Eastern' });
    expect(alias.statusCode, alias.body).toBe(200);
    expect(alias.json().timeZone).toBe('America/New_York');
    for (const bad of ['Mars/Olympus', '+02:00', 'GMT+2 hours']) {
      const refused = await call('PATCH', `/api/venue/${id}`, organizerDemo, {
        timeZone: bad,
        name: 'Renamed',
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().fields.timeZone).toBe('is not a known time zone');
    }
    // a refused change changes nothing
    const kept = (await call('GET', `/api/venue/${id}`, organizerDemo)).json();
    expect(kept).toMatchObject({ name: 'Hall', timeZone: 'America/New_York' });
    const cleared = await call('PATCH', `/api/venue/${id}`, organizerDemo, { timeZone: null });
    expect(cleared.json().timeZone).toBeNull();
    const untouched = await call('PATCH', `/api/venue/${id}`, organizerDemo, { name: 'Hall 2' });
    expect(untouched.json()).toMatchObject({ name: 'Hall 2', timeZone: null });
  });
});

describe(`permissions: every actor × read/write on every resource (${TEST_DB})`, () => {
  let counter = 0;
  const unique = () => ++counter;

  type Level = 'public' | 'member' | 'manage' | 'own';
  interface Case {
    name: string;
    level: Level;
    method: InjectOptions['method'];
    url: (org: number, r: Resources) => string;
    body?: () => unknown;
  }
  interface Resources {
    player: number;
    team: number;
    venue: number;
    season: number;
  }

  const cases: Case[] = [
    { name: 'organization', level: 'public', method: 'GET', url: (o) => `/api/organization/${o}` },
    {
      name: 'sub-organizations',
      level: 'public',
      method: 'GET',
      url: (o) => `/api/organization/${o}/organizations`,
    },
    { name: 'members', level: 'public', method: 'GET', url: (o) => `/api/organization/${o}/members` },
    { name: 'players', level: 'public', method: 'GET', url: (o) => `/api/organization/${o}/players` },
    { name: 'player', level: 'public', method: 'GET', url: (_o, r) => `/api/player/${r.player}` },
    { name: 'teams', level: 'public', method: 'GET', url: (o) => `/api/organization/${o}/teams` },
    { name: 'team', level: 'public', method: 'GET', url: (_o, r) => `/api/team/${r.team}` },
    { name: 'venues', level: 'public', method: 'GET', url: (o) => `/api/organization/${o}/venues` },
    { name: 'venue', level: 'public', method: 'GET', url: (_o, r) => `/api/venue/${r.venue}` },
    { name: 'seasons', level: 'public', method: 'GET', url: (o) => `/api/organization/${o}/seasons` },
    { name: 'season', level: 'public', method: 'GET', url: (_o, r) => `/api/season/${r.season}` },
    { name: 'roles', level: 'member', method: 'GET', url: (o) => `/api/organization/${o}/roles` },
    { name: 'properties', level: 'member', method: 'GET', url: (o) => `/api/organization/${o}/properties` },
    { name: 'reports', level: 'member', method: 'GET', url: (o) => `/api/organization/${o}/reports` },
    { name: 'users', level: 'manage', method: 'GET', url: (o) => `/api/organization/${o}/users` },
    { name: 'invitations', level: 'manage', method: 'GET', url: (o) => `/api/organization/${o}/invitations` },
    {
      name: 'applications',
      level: 'manage',
      method: 'GET',
      url: (o) => `/api/organization/${o}/applications`,
    },
    {
      name: 'update organization',
      level: 'manage',
      method: 'PATCH',
      url: (o) => `/api/organization/${o}`,
      body: () => ({ description: `d${unique()}` }),
    },
    {
      name: 'add member',
      level: 'manage',
      method: 'POST',
      url: (o) => `/api/organization/${o}/members`,
      body: () => ({ firstName: 'Mem', lastName: `Ber${unique()}` }),
    },
    {
      name: 'add player',
      level: 'manage',
      method: 'POST',
      url: (o) => `/api/organization/${o}/players`,
      body: () => ({ firstName: 'Pla', lastName: `Yer${unique()}` }),
    },
    {
      name: 'update player',
      level: 'manage',
      method: 'PATCH',
      url: (_o, r) => `/api/player/${r.player}`,
      body: () => ({ playerNumber: String(unique()) }),
    },
    {
      name: 'add team',
      level: 'manage',
      method: 'POST',
      url: (o) => `/api/organization/${o}/teams`,
      body: () => ({ name: `Team ${unique()}` }),
    },
    {
      name: 'update team',
      level: 'manage',
      method: 'PATCH',
      url: (_o, r) => `/api/team/${r.team}`,
      body: () => ({ name: `Team ${unique()}` }),
    },
    {
      name: 'add venue',
      level: 'manage',
      method: 'POST',
      url: (o) => `/api/organization/${o}/venues`,
      body: () => ({ name: `Hall ${unique()}` }),
    },
    {
      name: 'update venue',
      level: 'manage',
      method: 'PATCH',
      url: (_o, r) => `/api/venue/${r.venue}`,
      body: () => ({ city: `City ${unique()}` }),
    },
    {
      name: 'add season',
      level: 'manage',
      method: 'POST',
      url: (o) => `/api/organization/${o}/seasons`,
      body: () => ({ name: `Season ${unique()}`, startsOn: '2025-01-01', endsOn: '2025-12-31' }),
    },
    {
      name: 'update season',
      level: 'manage',
      method: 'PATCH',
      url: (_o, r) => `/api/season/${r.season}`,
      body: () => ({ name: `S ${unique()}` }),
    },
    {
      name: 'add property',
      level: 'manage',
      method: 'POST',
      url: (o) => `/api/organization/${o}/properties`,
      body: () => ({ key: `k${unique()}`, label: 'Club card', type: 'text', appliesTo: 'players' }),
    },
    {
      name: 'invite',
      level: 'manage',
      method: 'POST',
      url: (o) => `/api/organization/${o}/invitations`,
      body: () => ({ email: `invitee${unique()}@example.com`, message: 'Join us' }),
    },
    {
      name: 'name an organizer',
      level: 'own',
      method: 'POST',
      url: (o) => `/api/organization/${o}/roles`,
      body: () => ({ userId: ids.admin, role: 'organizer' }),
    },
  ];

  /** the status each actor gets, by level and privacy */
  function expected(level: Level, privacy: 'public' | 'private', actor: Actor, ok: number): number {
    const hidden = privacy === 'private';
    if (actor === 'anonymous') return level === 'public' ? (hidden ? 404 : ok) : 401;
    if (actor === 'outsider') return hidden ? 404 : level === 'public' ? ok : 403;
    if (actor === 'member') return level === 'public' || level === 'member' ? ok : 403;
    if (actor === 'organizer') return level === 'own' ? 403 : ok;
    return ok;
  }

  for (const privacy of ['public', 'private'] as const) {
    describe(`a ${privacy} organization`, () => {
      let org: number;
      let r: Resources;
      beforeAll(async () => {
        org = await club(`Matrix ${privacy}`, privacy);
        const make = async (url: string, body: unknown) => {
          const res = await call('POST', url, as.owner, body);
          expect(res.statusCode, res.body).toBe(201);
          return res.json().id as number;
        };
        r = {
          player: await make(`/api/organization/${org}/players`, { firstName: 'Base', lastName: 'Player' }),
          team: await make(`/api/organization/${org}/teams`, { name: 'Base team' }),
          venue: await make(`/api/organization/${org}/venues`, { name: 'Base hall' }),
          season: await make(`/api/organization/${org}/seasons`, {
            name: 'Base',
            startsOn: '2025-01-01',
            endsOn: '2025-06-30',
          }),
        };
      });

      for (const c of cases) {
        it(`${c.method} ${c.name}`, async () => {
          const got: Record<string, number> = {};
          const want: Record<string, number> = {};
          for (const actor of ACTORS) {
            const res = await call(c.method, c.url(org, r), as[actor], c.body?.());
            got[actor] = res.statusCode;
            want[actor] = expected(c.level, privacy, actor, c.method === 'POST' ? 201 : 200);
          }
          expect(got).toEqual(want);
        });
      }

      it('DELETE on each resource: members and organizers of other rank cannot, organizers delete content, only owners the organization', async () => {
        const player = (
          await call('POST', `/api/organization/${org}/players`, as.owner, {
            firstName: 'Del',
            lastName: 'Me',
          })
        ).json().id;
        const hiddenOr = (status: number) => (privacy === 'private' ? 404 : status);
        expect((await call('DELETE', `/api/player/${player}`, undefined)).statusCode).toBe(401);
        expect((await call('DELETE', `/api/player/${player}`, as.outsider)).statusCode).toBe(hiddenOr(403));
        expect((await call('DELETE', `/api/player/${player}`, as.member)).statusCode).toBe(403);
        expect((await call('DELETE', `/api/player/${player}`, as.organizer)).statusCode).toBe(204);
        expect((await call('GET', `/api/player/${player}`, as.owner)).statusCode).toBe(404);
        for (const [path, body] of [
          ['teams', { name: 'Gone' }],
          ['venues', { name: 'Gone' }],
          ['seasons', { name: 'Gone', startsOn: '2024-01-01', endsOn: '2024-02-01' }],
        ] as const) {
          const id = (await call('POST', `/api/organization/${org}/${path}`, as.owner, body)).json().id;
          const single = { teams: 'team', venues: 'venue', seasons: 'season' }[path];
          expect((await call('DELETE', `/api/${single}/${id}`, as.member)).statusCode).toBe(403);
          expect((await call('DELETE', `/api/${single}/${id}`, as.admin)).statusCode).toBe(204);
        }
        const sub = (
          await call('POST', '/api/organization', as.owner, { name: 'To delete', parentId: org })
        ).json().id;
        expect((await call('DELETE', `/api/organization/${sub}`, as.member)).statusCode).toBe(403);
        expect((await call('DELETE', `/api/organization/${sub}`, as.organizer)).statusCode).toBe(403);
        expect((await call('DELETE', `/api/organization/${sub}`, as.owner)).statusCode).toBe(204);
        expect((await call('GET', `/api/organization/${sub}`, as.owner)).statusCode).toBe(404);
      });
    });
  }
});

describe(`privacy (${TEST_DB})`, () => {
  it('hides a private organization and everything below it from non-members; unlisted ones are reachable by link but not searched', async () => {
    const hidden = await club('Hidden Society', 'private');
    const under = (
      await call('POST', '/api/organization', as.owner, {
        name: 'Hidden Juniors',
        parentId: hidden,
        privacy: 'public',
      })
    ).json().id;
    const unlisted = await club('Quiet Club', 'unlisted');
    const visible = await club('Loud Club', 'public');
    const underUnlisted = (
      await call('POST', '/api/organization', as.owner, { name: 'Quiet Juniors', parentId: unlisted })
    ).json().id;

    for (const headers of [undefined, as.outsider]) {
      expect((await call('GET', `/api/organization/${hidden}`, headers)).statusCode).toBe(404);
      expect((await call('GET', `/api/organization/${under}`, headers)).statusCode).toBe(404);
      expect((await call('GET', `/api/organization/${under}/players`, headers)).statusCode).toBe(404);
      expect((await call('GET', `/api/organization/${unlisted}`, headers)).statusCode).toBe(200);
    }
    expect((await call('GET', `/api/organization/${under}`, as.member)).statusCode).toBe(200);

    const search = async (headers: Headers, term: string) =>
      (await call('GET', `/api/organization?searchTerm=${encodeURIComponent(term)}`, headers))
        .json()
        .items.map((o: { name: string }) => o.name);
    expect(await search(as.outsider, ' CLUB ')).toEqual(expect.arrayContaining(['Loud Club']));
    expect(await search(as.outsider, 'club')).not.toContain('Quiet Club');
    expect(await search(undefined, 'juniors')).not.toEqual(expect.arrayContaining(['Hidden Juniors']));
    expect(await search(undefined, 'juniors')).not.toContain('Quiet Juniors');
    expect(await search(as.member, 'hidden')).toEqual([]);
    expect(await search(admin, 'hidden')).toEqual(['Hidden Juniors', 'Hidden Society']);
    expect(underUnlisted).toBeGreaterThan(visible);

    const mine = (await call('GET', '/api/organization/mine?searchTerm=hidden', as.member)).json();
    expect(mine.items.map((o: { name: string; myRoles: string[] }) => [o.name, o.myRoles])).toEqual([
      ['Hidden Society', ['member']],
    ]);
    const empty = (
      await call('GET', '/api/organization/mine?searchTerm=nothing-like-this', as.member)
    ).json();
    expect(empty).toMatchObject({ items: [], totalCount: 0, currentPage: 1 });
  });

  it('shows private fields of people only to members', async () => {
    const org = await club('Fields Club', 'public');
    const player = (
      await call('POST', `/api/organization/${org}/players`, as.owner, {
        firstName: 'Maria',
        lastName: 'Ivanova',
        birthday: '2004-03-02',
        memberId: 'C-17',
        userId: ids.member,
      })
    ).json();
    const outsider = (await call('GET', `/api/player/${player.id}`, as.outsider)).json();
    expect(outsider).toMatchObject({ firstName: 'Maria', birthday: null, memberId: null, userId: null });
    const member = (await call('GET', `/api/player/${player.id}`, as.member)).json();
    expect(member).toMatchObject({ birthday: '2004-03-02', memberId: 'C-17', userId: ids.member });
    await call('POST', `/api/organization/${org}/members`, as.owner, {
      firstName: 'E',
      lastName: 'Mail',
      email: 'E.Mail@example.com',
    });
    const outsiderMembers = (
      await call('GET', `/api/organization/${org}/members?searchTerm=mail`, undefined)
    ).json();
    expect(outsiderMembers.items[0].email).toBeNull();
    const memberMembers = (
      await call('GET', `/api/organization/${org}/members?searchTerm=mail`, as.member)
    ).json();
    expect(memberMembers.items[0].email).toBe('e.mail@example.com');
  });
});

describe(`roles (${TEST_DB})`, () => {
  it('lets owners name organizers and owners, organizers name members; keeps the last owner; an organizer stepping down stays a member', async () => {
    const org = await club('Roles Club', 'public');
    const extra = await person(t, 'roles-extra@example.com', { firstName: 'Extra' });
    expect(
      (
        await call('POST', `/api/organization/${org}/roles`, as.organizer, {
          userId: extra.user.id,
          role: 'organizer',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/organization/${org}/roles`, as.member, {
          userId: extra.user.id,
          role: 'member',
        })
      ).statusCode,
    ).toBe(403);
    const granted = await call('POST', `/api/organization/${org}/roles`, as.organizer, {
      userId: extra.user.id,
      role: 'member',
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json()).toMatchObject({ role: 'member', user: { email: 'roles-extra@example.com' } });
    expect(
      (await call('POST', `/api/organization/${org}/roles`, as.owner, { userId: 99999999, role: 'member' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/organization/${org}/roles`, as.owner, {
          userId: extra.user.id,
          role: 'king',
        })
      ).statusCode,
    ).toBe(400);

    const last = await call('DELETE', `/api/organization/${org}/roles/${ids.owner}/owner`, as.owner);
    expect(last.statusCode).toBe(409);
    expect((await call('DELETE', `/api/organization/${org}/membership`, as.owner)).statusCode).toBe(409);

    expect(
      (await call('DELETE', `/api/organization/${org}/roles/${ids.organizer}/organizer`, as.organizer))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/organization/${org}/roles/${ids.organizer}/organizer`, as.owner))
        .statusCode,
    ).toBe(204);
    const after = (await call('GET', `/api/organization/${org}`, as.organizer)).json();
    expect(after).toMatchObject({ myRoles: ['member'], canManage: false, canSeePrivate: true });

    const roles = (await call('GET', `/api/organization/${org}/roles`, as.member)).json();
    expect(roles.items.map((r: { role: string }) => r.role)).toEqual(['owner', 'member', 'member', 'member']);

    // leaving: member record and roles go
    expect((await call('DELETE', `/api/organization/${org}/membership`, extra.headers)).statusCode).toBe(204);
    expect((await call('GET', `/api/organization/${org}`, extra.headers)).json().myRoles).toEqual([]);
    expect((await call('DELETE', `/api/organization/${org}/membership`, extra.headers)).statusCode).toBe(404);
  });

  it('keeps member records and member roles together', async () => {
    const org = await club('Records Club', 'public');
    const joiner = await person(t, 'records-joiner@example.com', { firstName: 'Joiner', lastName: 'Person' });
    const created = await call('POST', `/api/organization/${org}/members`, as.organizer, {
      firstName: 'Joiner',
      lastName: 'Person',
      userId: joiner.user.id,
      joinedOn: '2020-01-15',
    });
    expect(created.statusCode).toBe(201);
    expect((await call('GET', `/api/organization/${org}`, joiner.headers)).json().myRoles).toEqual([
      'member',
    ]);
    expect(
      (
        await call('POST', `/api/organization/${org}/members`, as.organizer, {
          firstName: 'J',
          lastName: 'P',
          userId: joiner.user.id,
        })
      ).statusCode,
    ).toBe(409);
    // the organizer cannot remove an organizer's member record; the owner can't remove the last owner's
    const list = (await call('GET', `/api/organization/${org}/members?pageSize=100`, as.owner)).json();
    const ownerRecord = list.items.find((m: { userId: number }) => m.userId === ids.owner);
    const organizerRecord = list.items.find((m: { userId: number }) => m.userId === ids.organizer);
    expect(
      (await call('DELETE', `/api/organization/${org}/members/${organizerRecord.id}`, as.organizer))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE', `/api/organization/${org}/members/${ownerRecord.id}`, as.owner)).statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE', `/api/organization/${org}/members/${created.json().id}`, as.organizer))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/organization/${org}`, joiner.headers)).json().myRoles).toEqual([]);
    expect(
      (await call('GET', `/api/organization/${org}/members/${created.json().id}`, as.owner)).statusCode,
    ).toBe(404);
  });
});

describe(`logos (${TEST_DB})`, () => {
  it('stores an uploaded logo like profile pictures; a private organization\u2019s logo is hidden from outsiders', async () => {
    const org = await club('Logo Club', 'private');
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const refused = await inject({
      method: 'POST',
      url: `/api/organization/${org}/logo`,
      headers: { ...as.member!, 'content-type': 'image/png' },
      payload: png,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await inject({
      method: 'POST',
      url: `/api/organization/${org}/logo`,
      headers: { ...as.owner!, 'content-type': 'image/png' },
      payload: Buffer.from('not an image'),
    });
    expect(bad.statusCode).toBe(400);
    const res = await inject({
      method: 'POST',
      url: `/api/organization/${org}/logo`,
      headers: { ...as.owner!, 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode).toBe(200);
    const logoUrl = res.json().logoUrl as string;
    expect(logoUrl).toMatch(new RegExp(`^/api/organization/${org}/logo\\?v=1$`));
    const got = await inject({ method: 'GET', url: logoUrl, headers: as.member });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(got.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect((await inject({ method: 'GET', url: logoUrl, headers: as.outsider })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/organization/${org}/logo`, as.organizer);
    expect(removed.json().logoUrl).toBeNull();
  });
});

describe(`the OpenAPI description (${TEST_DB})`, () => {
  it('describes the organization calls', async () => {
    const doc = (await inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/organization',
      '/api/organization/{organizationId}/players',
      '/api/player/{id}',
      '/api/team/{id}/players/{playerId}',
      '/api/venue/{id}',
      '/api/season/{id}',
      '/api/invitation/{id}/accept',
      '/api/application',
      '/api/follow/{kind}/{id}',
      '/api/public/players/{id}',
      '/api/admin/outbox',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
