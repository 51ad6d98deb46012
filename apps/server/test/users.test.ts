import type { InjectOptions } from 'fastify';
import { findAccountByEmail, findUserByEmail } from '@sportzone/db';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { bearer, organization, person, plainUser, signUpAccount } from './helpers/people';

let t: TestApp;
let admin: { authorization: string };
let player: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true' });
  admin = await bearer(t, 'admin@sportzone.test');
  player = await bearer(t, 'player@sportzone.test');
});
afterAll(async () => {
  await t.close();
});

const inject = (opts: InjectOptions) => t.app.inject(opts);

describe(`the signed-in user (${TEST_DB})`, () => {
  it('returns a demo user with roles and records the sign-in', async () => {
    const login = await inject({ method: 'POST', url: '/api/user/login', headers: admin });
    expect(login.statusCode).toBe(200);
    const current = await inject({ method: 'GET', url: '/api/user/current', headers: admin });
    expect(current.statusCode).toBe(200);
    const me = current.json();
    expect(me.email).toBe('admin@sportzone.test');
    expect(me.roles).toEqual(expect.arrayContaining(['Admin', 'User']));
    expect(me.providerUsers[0].identityProvider).toBe('sportzone');
    expect(me.lastLoginAt).not.toBeNull();
  });

  it('gives 404 before the profile exists, then creates it with POST (id 0) once', async () => {
    const { headers } = await signUpAccount(t, 'newcomer@example.com');
    expect((await inject({ method: 'GET', url: '/api/user/current', headers })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: '/api/user/login', headers })).statusCode).toBe(404);
    const created = await inject({
      method: 'POST',
      url: '/api/user',
      headers,
      payload: {
        id: 0,
        firstName: ' Ivana ',
        middleName: '',
        lastName: 'Petrova',
        email: 'NewComer@Example.com',
        nationality: 'bg',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      firstName: 'Ivana',
      middleName: null,
      email: 'newcomer@example.com',
      nationality: 'BG',
      roles: ['User'],
    });
    const current = await inject({ method: 'GET', url: '/api/user/current', headers });
    expect(current.json().id).toBe(created.json().id);
    const again = await inject({
      method: 'POST',
      url: '/api/user',
      headers,
      payload: { id: 0, firstName: 'X', lastName: 'Y', email: 'other@example.com' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const { headers } = await signUpAccount(t, 'badinput@example.com');
    const res = await inject({
      method: 'POST',
      url: '/api/user',
      headers,
      payload: { id: 0, firstName: '   ', lastName: 'L', email: 'not-an-email', nationality: 'Bulgaria' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['firstName', 'email', 'nationality']));
    const missing = await inject({ method: 'POST', url: '/api/user', headers, payload: { firstName: 'A' } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(expect.arrayContaining(['lastName', 'email']));
  });

  it('lets users edit only themselves; admins edit anyone', async () => {
    const a = await person(t, 'edit-a@example.com');
    const b = await person(t, 'edit-b@example.com');
    const body = { firstName: 'Anna', lastName: 'Edited', email: 'edit-a@example.com', nationality: 'DE' };
    const own = await inject({
      method: 'PATCH',
      url: `/api/user/${a.user.id}`,
      headers: a.headers,
      payload: body,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ lastName: 'Edited', nationality: 'DE' });
    const other = await inject({
      method: 'PATCH',
      url: `/api/user/${b.user.id}`,
      headers: a.headers,
      payload: body,
    });
    expect(other.statusCode).toBe(403);
    const byAdmin = await inject({
      method: 'PATCH',
      url: `/api/user/${b.user.id}`,
      headers: admin,
      payload: { firstName: 'Boris', lastName: 'ByAdmin', email: 'edit-b@example.com' },
    });
    expect(byAdmin.statusCode).toBe(200);
    const taken = await inject({
      method: 'PATCH',
      url: `/api/user/${a.user.id}`,
      headers: a.headers,
      payload: { ...body, email: 'edit-b@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toBeDefined();
    expect(
      (await inject({ method: 'PATCH', url: '/api/user/999999', headers: admin, payload: body })).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'PATCH', url: '/api/user/abc', headers: admin, payload: body })).statusCode,
    ).toBe(400);
  });
});

describe(`user search and paging (${TEST_DB})`, () => {
  beforeAll(async () => {
    for (let i = 1; i <= 45; i++) await plainUser(t, i, i % 3 === 0 ? 'BG' : 'GB');
  });

  it('is for admins only', async () => {
    expect((await inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: '/api/user', headers: player })).statusCode).toBe(403);
  });

  it('pages through users sorted by first name with next/previous pages', async () => {
    const first = (await inject({ method: 'GET', url: '/api/user?searchTerm=bulk', headers: admin })).json();
    expect(first).toMatchObject({ currentPage: 1, pageSize: 20, totalCount: 45, nextPage: 2 });
    expect(first.previousPage).toBeUndefined();
    expect(first.items[0].firstName).toBe('First01');
    expect(first.items[19].firstName).toBe('First20');
    const third = (
      await inject({ method: 'GET', url: '/api/user?searchTerm=bulk&page=3', headers: admin })
    ).json();
    expect(third.items).toHaveLength(5);
    expect(third.nextPage).toBeUndefined();
    expect(third.previousPage).toBe(2);
    const names = third.items.map((u: { firstName: string }) => u.firstName);
    expect(names).toEqual([...names].sort());
  });

  it('trims and lower-cases the search term and matches names and email', async () => {
    const byName = (
      await inject({ method: 'GET', url: '/api/user?searchTerm=%20%20FIRST07%20', headers: admin })
    ).json();
    expect(byName.items.map((u: { email: string }) => u.email)).toEqual(['bulk7@example.com']);
    const byLast = (
      await inject({ method: 'GET', url: '/api/user?searchTerm=last45', headers: admin })
    ).json();
    expect(byLast.totalCount).toBe(1);
    const byEmail = (
      await inject({ method: 'GET', url: '/api/user?searchTerm=BULK12@', headers: admin })
    ).json();
    expect(byEmail.items[0].firstName).toBe('First12');
    const wildcard = (
      await inject({ method: 'GET', url: '/api/user?searchTerm=%25', headers: admin })
    ).json();
    expect(wildcard.totalCount).toBe(0);
  });

  it('filters by nationality; the placeholder word and empty values mean no filter', async () => {
    const bg = (
      await inject({ method: 'GET', url: '/api/user?searchTerm=bulk&nationality=bg', headers: admin })
    ).json();
    expect(bg.totalCount).toBe(15);
    expect(bg.items.every((u: { nationality: string }) => u.nationality === 'BG')).toBe(true);
    for (const none of ['Nationality', '', 'nationality']) {
      const all = (
        await inject({ method: 'GET', url: `/api/user?searchTerm=bulk&nationality=${none}`, headers: admin })
      ).json();
      expect(all.totalCount).toBe(45);
    }
    const bad = await inject({ method: 'GET', url: '/api/user?nationality=Bulgaria', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad paging values with 400, never 500', async () => {
    for (const q of ['page=0', 'page=abc', 'pageSize=0', 'pageSize=1000', 'page=-1', 'page=1.5']) {
      const res = await inject({ method: 'GET', url: `/api/user?${q}`, headers: admin });
      expect(res.statusCode, q).toBe(400);
    }
    const beyond = (
      await inject({ method: 'GET', url: '/api/user?searchTerm=bulk&page=99', headers: admin })
    ).json();
    expect(beyond.items).toEqual([]);
  });
});

describe(`roles and preferences (${TEST_DB})`, () => {
  it('lets only admins set roles, keeps User, and stops an admin removing their own Admin role', async () => {
    const p = await person(t, 'roles@example.com');
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/user/${p.user.id}/update/roles`,
          headers: p.headers,
          payload: { roles: ['Admin'] },
        })
      ).statusCode,
    ).toBe(403);
    const set = await inject({
      method: 'PUT',
      url: `/api/user/${p.user.id}/update/roles`,
      headers: admin,
      payload: { roles: ['Organizer'] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().roles.sort()).toEqual(['Organizer', 'User']);
    const me = (await inject({ method: 'GET', url: '/api/user/current', headers: admin })).json();
    const self = await inject({
      method: 'PUT',
      url: `/api/user/${me.id}/update/roles`,
      headers: admin,
      payload: { roles: ['User'] },
    });
    expect(self.statusCode).toBe(400);
    const bad = await inject({
      method: 'PUT',
      url: `/api/user/${p.user.id}/update/roles`,
      headers: admin,
      payload: { roles: ['King'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('stores followed sports and the default sport', async () => {
    const p = await person(t, 'sports@example.com');
    const res = await inject({
      method: 'PUT',
      url: '/api/user/prefered/sport',
      headers: p.headers,
      payload: { sport: ['tennis'], defaultSport: 'badminton' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ preferredSports: ['badminton', 'tennis'], defaultSport: 'badminton' });
    const bad = await inject({
      method: 'PUT',
      url: '/api/user/prefered/sport',
      headers: p.headers,
      payload: { sport: ['chess'], defaultSport: null },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`profile pictures (${TEST_DB})`, () => {
  it('refuses what is not an image, stores real PNG and JPEG resized to a 512 px square', async () => {
    const p = await person(t, 'picture@example.com');
    const url = `/api/user/${p.user.id}/picture`;
    const fake = await inject({
      method: 'POST',
      url,
      headers: { ...p.headers, 'content-type': 'image/png' },
      payload: Buffer.from('this is a text file named photo.png'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('invalid_picture');

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const stored = await inject({
      method: 'POST',
      url,
      headers: { ...p.headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(stored.statusCode).toBe(200);
    const pictureUrl = stored.json().pictureUrl as string;
    expect(pictureUrl).toMatch(/\/picture\?v=1$/);
    const served = await inject({ method: 'GET', url: pictureUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    const again = await inject({
      method: 'GET',
      url: pictureUrl,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#06c' } })
      .jpeg()
      .toBuffer();
    const second = await inject({
      method: 'POST',
      url,
      headers: { ...p.headers, 'content-type': 'image/jpeg' },
      payload: jpeg,
    });
    expect(second.json().pictureUrl).toMatch(/\?v=2$/);
    const meta2 = await sharp(
      (await inject({ method: 'GET', url: second.json().pictureUrl })).rawPayload,
    ).metadata();
    expect([meta2.width, meta2.height]).toEqual([512, 512]);
  });

  it('lets nobody else change a picture, refuses other types and oversized bodies', async () => {
    const p = await person(t, 'picture2@example.com');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0c0' } })
      .png()
      .toBuffer();
    const other = await inject({
      method: 'POST',
      url: `/api/user/${p.user.id}/picture`,
      headers: { ...player, 'content-type': 'image/png' },
      payload: png,
    });
    expect(other.statusCode).toBe(403);
    const octet = await inject({
      method: 'POST',
      url: `/api/user/${p.user.id}/picture`,
      headers: { ...p.headers, 'content-type': 'application/octet-stream' },
      payload: png,
    });
    expect(octet.statusCode).toBe(415);
    const huge = await inject({
      method: 'POST',
      url: `/api/user/${p.user.id}/picture`,
      headers: { ...p.headers, 'content-type': 'image/png' },
      payload: Buffer.alloc(9 * 1024 * 1024, 1),
    });
    expect(huge.statusCode).toBe(413);
    expect((await inject({ method: 'GET', url: `/api/user/${p.user.id}/picture` })).statusCode).toBe(404);
  });
});

describe(`requests to admins (${TEST_DB})`, () => {
  it('round-trips an application for organizer rights', async () => {
    const p = await person(t, 'wants-organizer@example.com');
    const created = await inject({
      method: 'POST',
      url: '/api/user/request',
      headers: p.headers,
      payload: { kind: 'organizer', message: 'I run the Sofia badminton club.' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const dup = await inject({
      method: 'POST',
      url: '/api/user/request',
      headers: p.headers,
      payload: { kind: 'organizer', message: 'again' },
    });
    expect(dup.statusCode).toBe(409);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/user/request',
          headers: p.headers,
          payload: { kind: 'organizer', message: '' },
        })
      ).statusCode,
    ).toBe(400);

    expect(
      (await inject({ method: 'GET', url: '/api/admin/user-requests', headers: p.headers })).statusCode,
    ).toBe(403);
    const pending = (
      await inject({ method: 'GET', url: '/api/admin/user-requests?status=pending', headers: admin })
    ).json();
    expect(pending.items.map((r: { id: number }) => r.id)).toContain(id);
    expect(pending.items.find((r: { id: number }) => r.id === id).user.email).toBe(
      'wants-organizer@example.com',
    );

    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/admin/user-requests/${id}/accept`,
          headers: p.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    const accepted = await inject({
      method: 'PUT',
      url: `/api/admin/user-requests/${id}/accept`,
      headers: admin,
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    const me = (await inject({ method: 'GET', url: '/api/user/current', headers: p.headers })).json();
    expect(me.roles).toContain('Organizer');
    // the next token (the next sign-in) carries the role in its claim
    const fresh = await bearer(t, 'wants-organizer@example.com');
    const claims = JSON.parse(Buffer.from(fresh.authorization.split('.')[1]!, 'base64url').toString());
    expect(claims.roles).toContain('Organizer');
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/admin/user-requests/${id}/reject`,
          headers: admin,
          payload: {},
        })
      ).statusCode,
    ).toBe(409);
    const mine = (await inject({ method: 'GET', url: '/api/user/request', headers: p.headers })).json();
    expect(mine[0]).toMatchObject({ id, status: 'accepted' });
  });

  it('rejects with a reason and lists pending first', async () => {
    const p = await person(t, 'rejected@example.com');
    const r = (
      await inject({
        method: 'POST',
        url: '/api/user/request',
        headers: p.headers,
        payload: { kind: 'organizer', message: 'please' },
      })
    ).json();
    const q = await person(t, 'pending@example.com');
    const pendingId = (
      await inject({
        method: 'POST',
        url: '/api/user/request',
        headers: q.headers,
        payload: { kind: 'organizer', message: 'me too' },
      })
    ).json().id;
    const rejected = await inject({
      method: 'PUT',
      url: `/api/admin/user-requests/${r.id}/reject`,
      headers: admin,
      payload: { reason: 'Tell us which club.' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Tell us which club.' });
    const all = (await inject({ method: 'GET', url: '/api/admin/user-requests', headers: admin })).json();
    const statuses = all.items.map((x: { status: string }) => x.status);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('rejected'));
    expect(all.items.some((x: { id: number }) => x.id === pendingId)).toBe(true);
    const bad = await inject({ method: 'GET', url: '/api/admin/user-requests?status=maybe', headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('merges another account into the requester in one go', async () => {
    const keep = await person(t, 'keep@example.com', { firstName: 'Keep' });
    const old = await person(t, 'old@example.com', { firstName: 'Old', nationality: 'BG' });
    await inject({
      method: 'PUT',
      url: `/api/user/${old.user.id}/update/roles`,
      headers: admin,
      payload: { roles: ['Player'] },
    });
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/user/request',
          headers: keep.headers,
          payload: { kind: 'merge', message: 'mine', otherEmail: 'keep@example.com' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/user/request',
          headers: keep.headers,
          payload: { kind: 'merge', message: 'mine', otherEmail: 'nobody@example.com' },
        })
      ).json().fields.otherEmail,
    ).toBeDefined();
    const req = (
      await inject({
        method: 'POST',
        url: '/api/user/request',
        headers: keep.headers,
        payload: { kind: 'merge', message: 'my old account', otherEmail: 'old@example.com' },
      })
    ).json();
    const accepted = await inject({
      method: 'PUT',
      url: `/api/admin/user-requests/${req.id}/accept`,
      headers: admin,
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);
    // the old sign-in now opens the kept account, which gained the old roles and nationality
    const viaOld = (await inject({ method: 'GET', url: '/api/user/current', headers: old.headers })).json();
    expect(viaOld.id).toBe(keep.user.id);
    expect(viaOld.roles).toEqual(expect.arrayContaining(['Player', 'User']));
    expect(viaOld.nationality).toBe('BG');
    expect(viaOld.providerUsers).toHaveLength(2);
    expect(await findUserByEmail(t.app.database.db, 'old@example.com')).toBeNull();
  });

  it('leaves both accounts untouched when the merge fails half-way', async () => {
    const keep = await person(t, 'keep2@example.com');
    const old = await person(t, 'old2@example.com');
    const req = (
      await inject({
        method: 'POST',
        url: '/api/user/request',
        headers: keep.headers,
        payload: { kind: 'merge', message: 'm', otherEmail: 'old2@example.com' },
      })
    ).json();
    // Make the last step (deleting the old user) fail after identities and roles have been moved.
    const db = t.app.database.db;
    await db.execute(
      sql.raw(`create or replace function sz_test_refuse_delete() returns trigger as $$
      begin raise exception 'refused by test'; end $$ language plpgsql`),
    );
    await db.execute(
      sql.raw(`create trigger sz_test_refuse before delete on users for each row
      when (old.id = ${old.user.id}) execute function sz_test_refuse_delete()`),
    );
    try {
      const res = await inject({
        method: 'PUT',
        url: `/api/admin/user-requests/${req.id}/accept`,
        headers: admin,
        payload: {},
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger sz_test_refuse on users'));
    }
    const viaOld = (await inject({ method: 'GET', url: '/api/user/current', headers: old.headers })).json();
    expect(viaOld.id).toBe(old.user.id);
    const viaKeep = (await inject({ method: 'GET', url: '/api/user/current', headers: keep.headers })).json();
    expect(viaKeep.providerUsers).toHaveLength(1);
    const still = (await inject({ method: 'GET', url: '/api/user/request', headers: keep.headers })).json();
    expect(still[0].status).toBe('pending');
  });
});

describe(`deleting users (${TEST_DB})`, () => {
  it('deletes your own data everywhere and your sign-in with it', async () => {
    const p = await person(t, 'leaving@example.com');
    await inject({
      method: 'POST',
      url: '/api/user/request',
      headers: p.headers,
      payload: { kind: 'organizer', message: 'x' },
    });
    const res = await inject({ method: 'DELETE', url: '/api/user', headers: p.headers });
    expect(res.statusCode).toBe(204);
    expect(await findUserByEmail(t.app.database.db, 'leaving@example.com')).toBeNull();
    expect(await findAccountByEmail(t.app.database.db, 'leaving@example.com')).toBeNull();
    const requests = await t.app.database.db.execute(
      sql`select count(*)::int as n from user_requests where message = 'x'`,
    );
    expect(Number((requests as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    await expect(bearer(t, 'leaving@example.com')).rejects.toThrow(/No account/);
  });

  it('lets admins delete any user, nobody else', async () => {
    const p = await person(t, 'deleted-by-admin@example.com');
    expect(
      (await inject({ method: 'DELETE', url: `/api/user/${p.user.id}`, headers: player })).statusCode,
    ).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/user/${p.user.id}` })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'DELETE', url: `/api/user/${p.user.id}`, headers: admin })).statusCode,
    ).toBe(204);
    expect(
      (await inject({ method: 'DELETE', url: `/api/user/${p.user.id}`, headers: admin })).statusCode,
    ).toBe(404);
  });
});

describe(`organization users (${TEST_DB})`, () => {
  it('lets owners and organizers create and list their users; members, outsiders and strangers cannot', async () => {
    const owner = await person(t, 'org-owner@example.com');
    const member = await person(t, 'org-member@example.com');
    const outsider = await person(t, 'org-outsider@example.com');
    const club = await organization(t, 'Sofia Shuttle Club', [
      { userId: owner.user.id, role: 'owner' },
      { userId: member.user.id, role: 'member' },
    ]);
    const section = await organization(t, 'Juniors', [], 'public', club.id);
    const payload = {
      organizationId: section.id,
      firstName: 'Kid',
      lastName: 'Player',
      email: 'kid@example.com',
      nationality: 'BG',
    };
    const created = await inject({
      method: 'POST',
      url: '/api/organizer/user',
      headers: owner.headers,
      payload,
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await inject({ method: 'POST', url: '/api/organizer/user', headers: owner.headers, payload }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/organizer/user',
          headers: member.headers,
          payload: { ...payload, email: 'k2@example.com' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/organizer/user',
          headers: outsider.headers,
          payload: { ...payload, email: 'k3@example.com' },
        })
      ).statusCode,
    ).toBe(403);

    const list = await inject({
      method: 'GET',
      url: `/api/organization/${section.id}/users`,
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((u: { email: string }) => u.email)).toEqual(['kid@example.com']);
    // the new user is also in the organization's member list
    const members = await inject({
      method: 'GET',
      url: `/api/organization/${section.id}/members`,
      headers: owner.headers,
    });
    expect(members.statusCode).toBe(200);
    expect(members.json().items).toEqual([
      expect.objectContaining({ firstName: 'Kid', lastName: 'Player', userId: created.json().id }),
    ]);
    const clubList = (
      await inject({
        method: 'GET',
        url: `/api/organization/${club.id}/users?searchTerm=org-`,
        headers: admin,
      })
    ).json();
    expect(clubList.items.map((u: { email: string }) => u.email).sort()).toEqual([
      'org-member@example.com',
      'org-owner@example.com',
    ]);
    expect(
      (await inject({ method: 'GET', url: `/api/organization/${club.id}/users`, headers: outsider.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'GET', url: `/api/organization/99999/users`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('hides a private organization from outsiders with 404', async () => {
    const owner = await person(t, 'private-owner@example.com');
    const outsider = await person(t, 'private-outsider@example.com');
    const hidden = await organization(
      t,
      'Private Club',
      [{ userId: owner.user.id, role: 'owner' }],
      'private',
    );
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/organization/${hidden.id}/users`,
          headers: outsider.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'GET', url: `/api/organization/${hidden.id}/users`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
  });
});
