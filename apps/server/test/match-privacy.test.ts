import type { LiveListMessage } from '@sportzone/contracts';
import { addRoles, insertMatch, insertPlayer, insertTeam } from '@sportzone/db';
import { createMatch as newScoring, summarize } from '@sportzone/scoring';
import type { InjectOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../bench/live-client';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { organization, person } from './helpers/people';

/**
 * A match is as hidden as its organization (a private one, or one under a private parent),
 * whatever its own privacy, everywhere — by id, in lists and search, on the live lists and the socket;
 * an unlisted organization's matches stay out of lists and search. And a match names only its own
 * organization's players, teams and formations.
 */
type Headers = Record<string, string>;

let t: TestApp;
let url: string;
let organizerA: Headers; // owner of the private organization A
let memberA: Headers;
let organizerQ: Headers; // owner of the public organization Q
let outsider: Headers;
let admin: Headers;
let orgs: { priv: number; sub: number; unlisted: number; q: number };

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const a = await person(t, 'owner-a@privacy.test');
  const m = await person(t, 'member-a@privacy.test');
  const q = await person(t, 'owner-q@privacy.test');
  const o = await person(t, 'outsider@privacy.test');
  const ad = await person(t, 'admin@privacy.test');
  await addRoles(t.app.database.db, ad.user.id, ['Admin']);
  organizerA = a.headers;
  memberA = m.headers;
  organizerQ = q.headers;
  outsider = o.headers;
  admin = ad.headers;
  const priv = await organization(
    t,
    'Hidden Club',
    [
      { userId: a.user.id, role: 'owner' },
      { userId: m.user.id, role: 'member' },
    ],
    'private',
  );
  // a public sub-organization of the private one: as hidden as its parent
  const sub = await organization(t, 'Hidden Juniors', [], 'public', priv.id);
  const unlisted = await organization(t, 'Quiet Club', [{ userId: a.user.id, role: 'owner' }], 'unlisted');
  const pub = await organization(t, 'Open Club', [{ userId: q.user.id, role: 'owner' }], 'public');
  orgs = { priv: priv.id, sub: sub.id, unlisted: unlisted.id, q: pub.id };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
});
afterAll(async () => {
  await t.close();
});

const inject = (opts: InjectOptions) => t.app.inject(opts);

async function createMatch(headers: Headers, body: Record<string, unknown>) {
  const res = await inject({
    method: 'POST',
    url: '/api/matches',
    headers,
    payload: { sport: 'tennis', home: { name: 'Home' }, away: { name: 'Away' }, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; privacy: string };
}

async function point(id: number, seq: number, headers: Headers) {
  const res = await inject({
    method: 'POST',
    url: `/api/matches/${id}/events`,
    headers,
    payload: { clientEventId: randomUUID(), seq, event: { type: 'point', side: 'home' } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const listIds = async (query: string, headers?: Headers) => {
  const res = await inject({ method: 'GET', url: `/api/matches?${query}`, ...(headers ? { headers } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: number }[]).map((m) => m.id);
};

const status = async (path: string, headers?: Headers) =>
  (await inject({ method: 'GET', url: path, ...(headers ? { headers } : {}) })).statusCode;

describe(`a match is as hidden as its organization (${TEST_DB})`, () => {
  it('a private organization’s match (public by its own setting) is 404 and absent from every list for outsiders', async () => {
    const name = `Secretmatch ${randomUUID().slice(0, 8)}`;
    const m = await createMatch(organizerA, { organizationId: orgs.priv, home: { name } });
    expect(m.privacy).toBe('public');
    const subMatch = await createMatch(organizerA, { organizationId: orgs.sub, home: { name } });
    await point(m.id, 0, organizerA); // live: would be on the home list
    await point(subMatch.id, 0, organizerA);

    for (const who of [undefined, outsider, organizerQ]) {
      for (const id of [m.id, subMatch.id]) {
        expect(await status(`/api/matches/${id}`, who)).toBe(404);
        expect(await status(`/api/matches/${id}/events`, who)).toBe(404);
      }
      expect(await listIds(`organizationId=${orgs.priv}`, who)).toEqual([]);
      expect(await listIds(`organizationId=${orgs.sub}`, who)).toEqual([]);
      const found = await listIds(`search=${encodeURIComponent(name)}`, who);
      expect(found).not.toContain(m.id);
      expect(found).not.toContain(subMatch.id);
      const live = await listIds('status=active&pageSize=100', who);
      expect(live).not.toContain(m.id);
      expect(live).not.toContain(subMatch.id);
    }
    // writes as an outsider: 404 too, not 403 (nothing leaks)
    const patch = await inject({
      method: 'PATCH',
      url: `/api/matches/${m.id}`,
      headers: outsider,
      payload: { venue: 'x' },
    });
    expect(patch.statusCode).toBe(404);

    // members (of the organization or above it), its organizers and admins still see everything
    for (const who of [memberA, organizerA, admin]) {
      expect(await status(`/api/matches/${m.id}`, who)).toBe(200);
      expect(await status(`/api/matches/${subMatch.id}`, who)).toBe(200);
      expect(await listIds(`organizationId=${orgs.priv}`, who)).toContain(m.id);
      expect(await listIds(`organizationId=${orgs.sub}`, who)).toContain(subMatch.id);
      expect(await listIds(`search=${encodeURIComponent(name)}`, who)).toEqual(
        expect.arrayContaining([m.id, subMatch.id]),
      );
    }
    // a private match of the private organization stays for the people involved only
    const own = await createMatch(organizerA, { organizationId: orgs.priv, privacy: 'private' });
    expect(await status(`/api/matches/${own.id}`, memberA)).toBe(404);
    expect(await status(`/api/matches/${own.id}`, organizerA)).toBe(200);
  });

  it('an unlisted organization’s match opens by id but stays out of lists and search', async () => {
    const name = `Quietmatch ${randomUUID().slice(0, 8)}`;
    const m = await createMatch(organizerA, { organizationId: orgs.unlisted, home: { name } });
    await point(m.id, 0, organizerA);
    for (const who of [undefined, outsider]) {
      expect(await status(`/api/matches/${m.id}`, who)).toBe(200);
      expect(await listIds(`organizationId=${orgs.unlisted}`, who)).toEqual([]);
      expect(await listIds(`search=${encodeURIComponent(name)}`, who)).toEqual([]);
      expect(await listIds('status=active&pageSize=100', who)).not.toContain(m.id);
    }
    expect(await listIds(`organizationId=${orgs.unlisted}`, organizerA)).toContain(m.id);
  });

  it('keeps them off the live home list and refuses their socket subscription to outsiders', async () => {
    const hidden = await createMatch(organizerA, { organizationId: orgs.priv });
    const quiet = await createMatch(organizerA, { organizationId: orgs.unlisted });
    const open = await createMatch(organizerQ, { organizationId: orgs.q });
    for (const m of [hidden, quiet, open]) await point(m.id, 0, m === open ? organizerQ : organizerA);

    const viewer = await LiveClient.open(url);
    viewer.send({ type: 'subscribe', topic: 'home' });
    viewer.send({ type: 'subscribe', topic: `match:${hidden.id}` });
    viewer.send({ type: 'subscribe', topic: `match:${quiet.id}` });
    await viewer.until(
      (ms) =>
        ms.some((x) => x.type === 'list' && x.full) &&
        ms.some((x) => x.type === 'error' && x.topic === `match:${hidden.id}`) &&
        ms.some((x) => x.type === 'snapshot' && x.matchId === quiet.id),
      5000,
      'home list, refusal, snapshot',
    );
    const full = viewer.messages.find((x): x is LiveListMessage => x.type === 'list' && x.full)!;
    const onList = full.items.map((i) => i.matchId);
    expect(onList).toContain(open.id);
    expect(onList).not.toContain(hidden.id);
    expect(onList).not.toContain(quiet.id);
    expect(viewer.messages.find((x) => x.type === 'error' && x.topic === `match:${hidden.id}`)).toMatchObject(
      { code: 'not_found' },
    );

    // later events: the open match's row comes, the hidden ones' never do
    await point(hidden.id, 1, organizerA);
    await point(quiet.id, 1, organizerA);
    await point(open.id, 1, organizerQ);
    await viewer.until(
      (ms) => ms.some((x) => x.type === 'list' && !x.full && x.items.some((i) => i.matchId === open.id)),
      5000,
      'list change',
    );
    const changed = viewer.messages
      .filter((x): x is LiveListMessage => x.type === 'list' && !x.full)
      .flatMap((x) => x.items.map((i) => i.matchId));
    expect(changed).not.toContain(hidden.id);
    expect(changed).not.toContain(quiet.id);
    expect(viewer.matchMessages(hidden.id)).toEqual([]);
    await viewer.close();

    // a member following with their token gets it
    const token = memberA.authorization!.slice('Bearer '.length);
    const member = await LiveClient.open(`${url}?access_token=${encodeURIComponent(token)}`);
    member.send({ type: 'subscribe', topic: `match:${hidden.id}` });
    await member.until((ms) => ms.some((x) => x.type === 'snapshot'), 5000, 'member snapshot');
    await member.close();
  });
});

describe(`when the organization changes (${TEST_DB})`, () => {
  it('an organization made private takes its live matches off the lists and away from outside viewers', async () => {
    const owner = await person(t, `turning-${randomUUID().slice(0, 6)}@privacy.test`);
    const org = await organization(t, 'Turning Club', [{ userId: owner.user.id, role: 'owner' }], 'public');
    const m = await createMatch(owner.headers, { organizationId: org.id });
    await point(m.id, 0, owner.headers);
    const viewer = await LiveClient.open(url);
    viewer.send({ type: 'subscribe', topic: 'home' });
    viewer.send({ type: 'subscribe', topic: `match:${m.id}` });
    await viewer.until(
      (ms) =>
        ms.some((x) => x.type === 'list' && x.full && x.items.some((i) => i.matchId === m.id)) &&
        ms.some((x) => x.type === 'snapshot'),
      5000,
      'on the list, followed',
    );
    const res = await inject({
      method: 'PATCH',
      url: `/api/organization/${org.id}`,
      headers: owner.headers,
      payload: { privacy: 'private' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await viewer.until(
      (ms) =>
        ms.some((x) => x.type === 'list' && !x.full && (x.removed ?? []).includes(m.id)) &&
        ms.some((x) => x.type === 'error' && x.topic === `match:${m.id}`),
      5000,
      'taken off the list and the match',
    );
    const before = viewer.matchMessages(m.id).length;
    await point(m.id, 1, owner.headers);
    await new Promise((r) => setTimeout(r, 300));
    expect(viewer.matchMessages(m.id).length).toBe(before);
    await viewer.close();
    expect(await status(`/api/matches/${m.id}`)).toBe(404);
  });

  it('a deleted private organization’s matches stay hidden (they outlive it without one)', async () => {
    const owner = await person(t, `vanishing-${randomUUID().slice(0, 6)}@privacy.test`);
    const owns = [{ userId: owner.user.id, role: 'owner' as const }];
    const org = await organization(t, 'Vanishing Club', owns, 'private');
    const sub = await organization(t, 'Vanishing Juniors', [], 'public', org.id);
    const quiet = await organization(t, 'Vanishing Quiet', owns, 'unlisted');
    const m = await createMatch(owner.headers, { organizationId: org.id });
    const s = await createMatch(owner.headers, { organizationId: sub.id });
    const q = await createMatch(owner.headers, { organizationId: quiet.id });
    for (const id of [org.id, quiet.id]) {
      const res = await inject({ method: 'DELETE', url: `/api/organization/${id}`, headers: owner.headers });
      expect(res.statusCode, res.body).toBe(204);
    }
    for (const id of [m.id, s.id]) {
      expect(await status(`/api/matches/${id}`, outsider)).toBe(404);
      expect(await status(`/api/matches/${id}`, owner.headers)).toBe(200);
    }
    expect(await status(`/api/matches/${q.id}`, outsider)).toBe(200);
    const listed = await listIds('pageSize=100', outsider);
    for (const id of [m.id, s.id, q.id]) expect(listed).not.toContain(id);
  });
});

describe(`a match names only its own organization’s players, teams and formations (${TEST_DB})`, () => {
  it('refuses another organization’s player, team or formation on create and update', async () => {
    const db = t.app.database.db;
    const mine = await insertPlayer(db, { organizationId: orgs.unlisted, firstName: 'Ann', lastName: 'Own' });
    const myTeam = await insertTeam(db, { organizationId: orgs.unlisted, name: 'Own Team' });
    const theirs = await insertPlayer(db, { organizationId: orgs.q, firstName: 'Quinn', lastName: 'Other' });
    const theirTeam = await insertTeam(db, { organizationId: orgs.q, name: 'Other Team' });
    const theirFormation = await insertTeam(db, {
      organizationId: orgs.q,
      name: 'Other Pair',
      kind: 'formation',
      competitorType: 'double',
    });

    const create = (body: Record<string, unknown>, headers = organizerA) =>
      inject({
        method: 'POST',
        url: '/api/matches',
        headers,
        payload: { sport: 'tennis', home: { name: 'H' }, away: { name: 'A' }, ...body },
      });
    for (const sides of [
      { home: { name: 'H', playerId: theirs.id } },
      { away: { name: 'A', teamId: theirTeam.id } },
      { away: { name: 'A', formationId: theirFormation.id } },
      { home: { name: 'H', playerId: 999999 } },
    ]) {
      const res = await create({ organizationId: orgs.unlisted, ...sides });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('wrong_organization');
    }
    // a friendly match (no organization) names nobody's players
    expect((await create({ home: { name: 'H', playerId: theirs.id } })).statusCode).toBe(400);
    expect((await create({ home: { name: 'H', playerId: theirs.id } }, organizerQ)).statusCode).toBe(400);

    const ok = await create({
      organizationId: orgs.unlisted,
      home: { name: 'H', playerId: mine.id },
      away: { name: 'A', teamId: myTeam.id },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const id = ok.json().id as number;

    const patch = (payload: Record<string, unknown>) =>
      inject({ method: 'PATCH', url: `/api/matches/${id}`, headers: organizerA, payload });
    expect((await patch({ home: { name: 'H', playerId: theirs.id } })).statusCode).toBe(400);
    expect((await patch({ away: { name: 'A', teamId: theirTeam.id } })).statusCode).toBe(400);
    // moving it to another organization it manages: its people must come along
    expect((await patch({ organizationId: orgs.priv })).statusCode).toBe(400);
    expect((await patch({ organizationId: null })).statusCode).toBe(400);
    const moved = await patch({
      organizationId: orgs.priv,
      home: { name: 'H', playerId: null },
      away: { name: 'A', teamId: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await patch({ venue: 'Centre Court' })).statusCode).toBe(200);
  });

  it('a match of another organization naming them counts neither in the report nor on the public profile', async () => {
    // such rows may exist from before the check: written straight into the database
    const db = t.app.database.db;
    const player = await insertPlayer(db, { organizationId: orgs.q, firstName: 'Pia', lastName: 'Target' });
    const team = await insertTeam(db, { organizationId: orgs.q, name: 'Target Team' });
    const created = newScoring({ sport: 'tennis' });
    if (!created.ok) throw new Error('scoring');
    const finished = { ...summarize(created.state), winner: 'home' as const, status: 'finished' as const };
    for (const organizationId of [orgs.unlisted, null]) {
      await insertMatch(db, {
        sport: 'tennis',
        format: created.state.format as Record<string, unknown>,
        homeName: 'Intruder',
        awayName: 'Target',
        homePlayerId: player.id,
        awayTeamId: team.id,
        organizationId,
        status: 'finished',
        privacy: 'public',
        state: created.state,
        summary: finished,
        endedAt: new Date(),
      });
    }
    const report = await inject({
      method: 'GET',
      url: `/api/organization/${orgs.q}/reports`,
      headers: organizerQ,
    });
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.playerResults.find((p: { id: number }) => p.id === player.id)).toMatchObject({ played: 0 });
    expect(body.teamResults.find((p: { id: number }) => p.id === team.id)).toMatchObject({ played: 0 });
    const profile = await inject({ method: 'GET', url: `/api/public/players/${player.id}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().matches.recent).toEqual([]);
    const entity = await inject({ method: 'GET', url: `/api/public/entities/${team.id}` });
    expect(entity.json().matches.recent).toEqual([]);
  });
});
