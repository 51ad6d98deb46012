import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixture, type Fixture } from './helpers/fixture';

/**
 * What a client sends that the API cannot accept is a clear 400 or 415 — never
 * a 500 from PostgreSQL, and never a 200 that silently changed nothing.
 */

let f: Fixture;
let club: number;
let member: number;
let player: number;
let match: number;
let me: number;

beforeAll(async () => {
  f = await demoFixture();
  club = f.ids.organizations![0]!.id;
  member = f.ids.members!.find((m) => m.organizationId === club)!.id;
  player = f.ids.players!.find((p) => p.organizationId === club)!.id;
  match = f.ids.matches![0]!.id;
  const current = await f.t.app.inject({ method: 'GET', url: '/api/user/current', headers: f.roles.admin });
  me = current.json<{ id: number }>().id;
}, 120_000);

afterAll(async () => {
  await f?.t.close();
});

type Req = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  raw?: string;
};

async function send(r: Req, headers: Record<string, string> = f.roles.organizer) {
  return f.t.app.inject({
    method: r.method,
    url: r.url,
    headers: r.raw !== undefined ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(r.raw !== undefined
      ? { payload: r.raw }
      : r.payload !== undefined
        ? { payload: r.payload as object }
        : {}),
  });
}

async function expect400(r: Req, field?: string) {
  const res = await send(r);
  expect(
    res.statusCode,
    `${r.method} ${r.url} ${r.raw ?? JSON.stringify(r.payload ?? '')} → ${res.body}`,
  ).toBe(400);
  const body = res.json<{ message: string; fields?: Record<string, string> }>();
  expect(body.message.length).toBeGreaterThan(0);
  if (field) expect(Object.keys(body.fields ?? {}), res.body).toContain(field);
  return body;
}

describe('integers beyond PostgreSQL integer (finding 2)', () => {
  const big = 2 ** 31;
  it('refuses ids of 2^31 and more in paths, queries and bodies', async () => {
    await expect400({ method: 'GET', url: `/api/organization/${big}` }, 'organizationId');
    await expect400({ method: 'GET', url: `/api/player/${big}` }, 'id');
    await expect400({ method: 'GET', url: `/api/matches/${big}` }, 'id');
    await expect400({ method: 'GET', url: `/api/user/${big}/picture` }, 'id');
    await expect400({ method: 'GET', url: `/api/matches?organizationId=${big}` }, 'organizationId');
    await expect400({ method: 'GET', url: `/api/matches/${match}/events?after=${big}` }, 'after');
    await expect400(
      {
        method: 'POST',
        url: `/api/organization/${club}/members`,
        payload: { firstName: 'A', lastName: 'B', userId: big },
      },
      'userId',
    );
    await expect400(
      { method: 'PUT', url: `/api/matches/${match}/scorers`, payload: { userIds: [big] } },
      'userIds.0',
    );
    await expect400(
      { method: 'POST', url: '/api/application', payload: { organizationId: big } },
      'organizationId',
    );
    // the largest int4 is a fine id that does not exist
    const res = await send({ method: 'GET', url: `/api/organization/${2 ** 31 - 1}` });
    expect(res.statusCode).toBe(404);
  });

  it('refuses page numbers no list has', async () => {
    await expect400({ method: 'GET', url: '/api/organization?page=99999999999999999999' }, 'page');
    await expect400({ method: 'GET', url: '/api/matches?page=2147483648' }, 'page');
    await expect400({ method: 'GET', url: `/api/organization/${club}/members?page=100001` }, 'page');
    const res = await send({ method: 'GET', url: '/api/organization?page=100000' });
    expect(res.statusCode).toBe(200);
  });
});

describe('infinite numbers (finding 3)', () => {
  it('refuses Infinity, -Infinity and 1e999 in paths and queries', async () => {
    for (const value of ['Infinity', '-Infinity', '1e999', '-1e999']) {
      await expect400({ method: 'GET', url: `/api/organization/${value}` }, 'organizationId');
      await expect400({ method: 'GET', url: `/api/matches/${value}` }, 'id');
      await expect400({ method: 'GET', url: `/api/organization?page=${value}` }, 'page');
    }
  });

  it('refuses 1e999 for number fields of a body, bounded or not', async () => {
    await expect400({ method: 'PATCH', url: `/api/player/${player}`, raw: '{"weight": 1e999}' }, 'weight');
    await expect400({ method: 'PATCH', url: `/api/player/${player}`, raw: '{"height": -1e999}' }, 'height');
    // a property value has no schema range: the finite check names it
    const body = await expect400(
      { method: 'PATCH', url: `/api/player/${player}`, raw: '{"properties": {"level": 1e999}}' },
      'properties.level',
    );
    expect(body.fields!['properties.level']).toBe('must be a finite number');
  });
});

describe('NUL characters (finding 4)', () => {
  it('refuses U+0000 in search terms, path and text fields with the field named', async () => {
    const body = await expect400(
      { method: 'GET', url: '/api/organization?searchTerm=so%00fia' },
      'searchTerm',
    );
    expect(body.message).toBe('Invalid query: searchTerm must not contain the NUL character');
    await expect400({ method: 'GET', url: '/api/matches?search=%00' }, 'search');
    await expect400(
      { method: 'GET', url: `/api/organization/${club}/members?searchTerm=a%00` },
      'searchTerm',
    );
    await expect400({ method: 'GET', url: '/api/invitation/token?token=0123456789%00' }, 'token');
    await expect400({ method: 'PUT', url: `/api/follow/organiz%00ation/${club}` }, 'kind');
    await expect400(
      {
        method: 'POST',
        url: `/api/organization/${club}/members`,
        payload: { firstName: 'A\u0000na', lastName: 'B' },
      },
      'firstName',
    );
    await expect400(
      { method: 'PATCH', url: `/api/organization/${club}`, payload: { description: 'x\u0000' } },
      'description',
    );
    await expect400(
      {
        method: 'POST',
        url: '/api/matches',
        payload: { sport: 'tennis', home: { name: 'A', players: ['\u0000'] }, away: { name: 'B' } },
      },
      'home.players.0',
    );
    await expect400(
      { method: 'PATCH', url: `/api/player/${player}`, payload: { properties: { 'le\u0000vel': 'x' } } },
      'properties.le\u0000vel',
    );
  });
});

describe('content types and zero ids (finding 5)', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

  it('answers 415 to an image sent to a JSON route, and 415 to JSON sent to a picture route', async () => {
    const image = { ...f.roles.admin, 'content-type': 'image/png' };
    for (const url of [`/api/organization/${club}`, `/api/player/${player}`, `/api/user/${me}`]) {
      const res = await f.t.app.inject({ method: 'PATCH', url, headers: image, payload: png });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(415);
    }
    for (const url of [
      `/api/organization/${club}/logo`,
      `/api/player/${player}/picture`,
      `/api/user/${me}/picture`,
    ]) {
      const res = await f.t.app.inject({
        method: 'POST',
        url,
        headers: f.roles.admin,
        payload: { picture: 'x' },
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(415);
    }
  });

  it('refuses 0 where an id or null is expected, and still takes null', async () => {
    await expect400(
      { method: 'PATCH', url: `/api/organization/${club}/members/${member}`, payload: { userId: 0 } },
      'userId',
    );
    await expect400(
      { method: 'POST', url: '/api/organization', payload: { name: 'Zero', parentId: 0 } },
      'parentId',
    );
    await expect400({ method: 'PATCH', url: `/api/player/${player}`, payload: { userId: 0 } }, 'userId');
    await expect400(
      { method: 'PATCH', url: `/api/matches/${match}`, payload: { home: { name: 'A', teamId: 0 } } },
      'home.teamId',
    );
    const res = await send({
      method: 'PATCH',
      url: `/api/matches/${match}`,
      payload: { home: { name: 'A', teamId: null } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ home: { teamId: number | null } }>().home.teamId).toBeNull();
  });
});

describe('dates the database or JavaScript cannot hold (found by the fuzz test)', () => {
  it('refuses the year 0 and leap seconds in bodies and queries, and keeps real dates', async () => {
    await expect400(
      {
        method: 'POST',
        url: `/api/organization/${club}/members`,
        payload: { firstName: 'A', lastName: 'B', joinedOn: '0000-01-01' },
      },
      'joinedOn',
    );
    await expect400(
      { method: 'PATCH', url: `/api/player/${player}`, payload: { birthday: '2023-02-29' } },
      'birthday',
    );
    await expect400(
      { method: 'PATCH', url: `/api/organization/${club}`, payload: { establishedOn: '0000-12-31' } },
      'establishedOn',
    );
    await expect400(
      { method: 'PATCH', url: `/api/matches/${match}`, payload: { scheduledAt: '2016-12-31T23:59:60Z' } },
      'scheduledAt',
    );
    await expect400({ method: 'GET', url: '/api/matches?from=0000-01-01T00:00:00Z' }, 'from');
    await expect400({ method: 'GET', url: `/api/organization/${club}/seasons?on=0000-01-01` }, 'on');
    const season = await send({
      method: 'POST',
      url: `/api/organization/${club}/seasons`,
      payload: { name: 'Long', startsOn: '0001-01-01', endsOn: '9999-12-31' },
    });
    expect(season.statusCode, season.body).toBe(201);
    const scheduled = await send({
      method: 'PATCH',
      url: `/api/matches/${match}`,
      payload: { scheduledAt: '2028-02-29T23:59:59.5+02:00' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<{ scheduledAt: string }>().scheduledAt).toBe('2028-02-29T21:59:59.500Z');
  });
});
