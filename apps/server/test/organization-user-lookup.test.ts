import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { bearer, person } from './helpers/people';

type Headers = { authorization: string };

let t: TestApp;
let owner: Headers;
let organizer: Headers;
let member: Headers;
let outsider: Headers;
let admin: Headers;
let orgId: number;
let memberId: number;

const call = (method: InjectOptions['method'], url: string, headers?: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' });
  owner = await bearer(t, 'organizer@sportzone.test');
  admin = await bearer(t, 'admin@sportzone.test');
  const o = await person(t, 'lookup-organizer@example.com', { firstName: 'Olga' });
  const m = await person(t, 'lookup-member@example.com', { firstName: 'Mira' });
  const x = await person(t, 'lookup-outsider@example.com', { firstName: 'Xena' });
  organizer = o.headers;
  member = m.headers;
  outsider = x.headers;
  memberId = m.user.id;
  const created = await call('POST', '/api/organization', owner, { name: 'Lookup Club', privacy: 'private' });
  expect(created.statusCode, created.body).toBe(201);
  orgId = created.json().id;
  for (const [userId, role] of [
    [o.user.id, 'organizer'],
    [m.user.id, 'member'],
  ] as const) {
    const res = await call('POST', `/api/organization/${orgId}/roles`, owner, { userId, role });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

describe(`finding a user by email to give them a role (${TEST_DB})`, () => {
  it('gives owners, organizers and admins the user with exactly that address, case-insensitively', async () => {
    for (const who of [owner, organizer, admin]) {
      const exact = await call(
        'GET',
        `/api/organization/${orgId}/user-lookup?email=${encodeURIComponent('Lookup-Member@Example.com')}`,
        who,
      );
      expect(exact.statusCode, exact.body).toBe(200);
      expect(exact.json()).toEqual({
        id: memberId,
        firstName: 'Mira',
        lastName: expect.any(String),
        email: 'lookup-member@example.com',
      });
    }
  });

  it('answers 404 for an unknown address and 400 for something that is no address', async () => {
    const none = await call(
      'GET',
      `/api/organization/${orgId}/user-lookup?email=nobody%40example.com`,
      owner,
    );
    expect(none.statusCode).toBe(404);
    const bad = await call('GET', `/api/organization/${orgId}/user-lookup?email=not-an-address`, owner);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses members (403), outsiders of a private organization (404) and strangers (401)', async () => {
    const url = `/api/organization/${orgId}/user-lookup?email=lookup-member%40example.com`;
    expect((await call('GET', url, member)).statusCode).toBe(403);
    expect((await call('GET', url, outsider)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
  });
});
