import { addOrganizationRole, addRoles, insertOrganization, updatePlayer } from '@sportzone/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/** GET /api/user/tournaments: the tournaments a user organizes or is signed up to. */
let t: TestApp;
let owner: Record<string, string>;
let playerUser: Record<string, string>;
let outsider: Record<string, string>;
let playerUserId = 0;
let orgId = 0;
let hiddenOrgId = 0;
let otherOrgId = 0;

async function call(method: InjectOptions['method'], url: string, headers?: object, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(headers ? { headers: headers as Record<string, string> } : {}),
    ...(payload ? { payload } : {}),
  });
}
async function ok<T = { id: number }>(method: InjectOptions['method'], url: string, payload?: object) {
  const res = await call(method, url, owner, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

interface Page {
  items: { id: number; name: string; status: string; canManage: boolean }[];
  totalCount: number;
}
const names = (page: Page) => page.items.map((i) => i.name);

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const db = t.app.database.db;
  const o = await person(t, 'owner@user-tournaments.test');
  const p = await person(t, 'player@user-tournaments.test');
  const x = await person(t, 'outsider@user-tournaments.test');
  await addRoles(db, o.user.id, ['Organizer']);
  owner = o.headers;
  playerUser = p.headers;
  outsider = x.headers;
  playerUserId = p.user.id;
  orgId = (await insertOrganization(db, { name: 'My cup club', privacy: 'public', parentId: null })).id;
  hiddenOrgId = (await insertOrganization(db, { name: 'My hidden club', privacy: 'private', parentId: null }))
    .id;
  otherOrgId = (await insertOrganization(db, { name: 'Not my club', privacy: 'public', parentId: null })).id;
  for (const id of [orgId, hiddenOrgId, otherOrgId]) await addOrganizationRole(db, id, o.user.id, 'owner');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe(`my tournaments (${TEST_DB})`, () => {
  it('lists the tournaments I am signed up to (as a player or in a formation) and those I organize', async () => {
    const tournament = (org: number, name: string, extra: object = {}) =>
      ok('POST', `/api/organization/${org}/tournaments`, { name, sport: 'tennis', ...extra });
    const playerOf = async (org: number, mine: boolean) => {
      const player = await ok('POST', `/api/organization/${org}/players`, {
        firstName: 'Me',
        lastName: 'Player',
      });
      if (mine) await updatePlayer(t.app.database.db, player.id, { userId: playerUserId });
      return player.id;
    };
    const me = await playerOf(orgId, true);
    const partner = await playerOf(orgId, false);
    const hiddenMe = await playerOf(hiddenOrgId, true);

    const singles = await tournament(orgId, 'Singles open', { status: 'open' });
    await ok('POST', `/api/tournament/${singles.id}/entries`, { playerId: me });
    const doubles = await tournament(orgId, 'Doubles cup', { entryKind: 'formation' });
    const pair = await ok('POST', `/api/organization/${orgId}/teams`, {
      name: 'Me / Partner',
      kind: 'formation',
      competitorType: 'double',
      playerIds: [me, partner],
    });
    await ok('POST', `/api/tournament/${doubles.id}/entries`, { teamId: pair.id });
    // withdrawn: no longer mine
    const left = await tournament(orgId, 'Left cup');
    const entry = await ok('POST', `/api/tournament/${left.id}/entries`, { playerId: me });
    await ok('POST', `/api/tournament/${left.id}/entries/${entry.id}/withdraw`);
    // private by its own setting: 404 to me, so not listed
    const secret = await tournament(orgId, 'Secret cup', { privacy: 'private' });
    await ok('POST', `/api/tournament/${secret.id}/entries`, { playerId: me });
    // of a private organization where I hold no role: hidden from me, so not listed
    const hidden = await tournament(hiddenOrgId, 'Hidden club cup');
    await ok('POST', `/api/tournament/${hidden.id}/entries`, { playerId: hiddenMe });
    // somebody else's
    await tournament(otherOrgId, 'Not mine cup');

    const mine = (await call('GET', '/api/user/tournaments', playerUser)).json() as Page;
    expect(names(mine).sort()).toEqual(['Doubles cup', 'Singles open']);
    // open before upcoming
    expect(names(mine)).toEqual(['Singles open', 'Doubles cup']);
    expect(mine.totalCount).toBe(2);
    expect(mine.items.every((i) => !i.canManage)).toBe(true);
    const open = (await call('GET', '/api/user/tournaments?status=open', playerUser)).json() as Page;
    expect(names(open)).toEqual(['Singles open']);
    const paged = (await call('GET', '/api/user/tournaments?page=2&pageSize=1', playerUser)).json() as Page;
    expect(names(paged)).toEqual(['Doubles cup']);
    expect(paged.totalCount).toBe(2);

    // a role in the private organization lets me see its tournament
    await addOrganizationRole(t.app.database.db, hiddenOrgId, playerUserId, 'member');
    const member = (await call('GET', '/api/user/tournaments', playerUser)).json() as Page;
    expect(names(member)).toContain('Hidden club cup');
    expect(names(member)).not.toContain('Secret cup');

    // the organizer: every tournament of their organizations, private ones too, to manage
    const organized = (await call('GET', '/api/user/tournaments?pageSize=100', owner)).json() as Page;
    expect(names(organized)).toEqual(
      expect.arrayContaining(['Singles open', 'Doubles cup', 'Left cup', 'Secret cup', 'Hidden club cup']),
    );
    expect(organized.items.every((i) => i.canManage)).toBe(true);

    // nobody else's, and signed in only
    expect(((await call('GET', '/api/user/tournaments', outsider)).json() as Page).items).toEqual([]);
    expect((await call('GET', '/api/user/tournaments')).statusCode).toBe(401);
    expect((await call('GET', '/api/user/tournaments?status=nope', playerUser)).statusCode).toBe(400);
  });
});
