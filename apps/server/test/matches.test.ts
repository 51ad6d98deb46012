import type { InjectOptions } from 'fastify';
import { demoMatches, schema } from '@sportzone/db';
import { replay } from '@sportzone/scoring';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTART_AFTER_MS, rotatingFinished } from '../src/modules/demo/simulator';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { bearer, organization, person, signUpAccount } from './helpers/people';

type Headers = Record<string, string>;

let t: TestApp;
let organizer: Headers;
let player: Headers;
let user: Headers;
let admin: Headers;
let ids: { organizer: number; player: number; user: number };

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' });
  organizer = await bearer(t, 'organizer@sportzone.test');
  player = await bearer(t, 'player@sportzone.test');
  user = await bearer(t, 'user@sportzone.test');
  admin = await bearer(t, 'admin@sportzone.test');
  const me = async (h: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/current', headers: h })).json().id as number;
  ids = { organizer: await me(organizer), player: await me(player), user: await me(user) };
});
afterAll(async () => {
  await t.close();
});

const inject = (opts: InjectOptions) => t.app.inject(opts);

let counter = 0;
async function createMatch(headers: Headers, body: Record<string, unknown> = {}) {
  counter++;
  const res = await inject({
    method: 'POST',
    url: '/api/matches',
    headers,
    payload: {
      sport: 'tennis',
      home: { name: `Home ${counter}` },
      away: { name: `Away ${counter}` },
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; seq: number; status: string; [k: string]: unknown };
}

function post(
  id: number,
  seq: number,
  event: Record<string, unknown>,
  headers: Headers = organizer,
  clientEventId = randomUUID(),
) {
  return inject({
    method: 'POST',
    url: `/api/matches/${id}/events`,
    headers,
    payload: { clientEventId, seq, event },
  });
}

describe(`matches: create, edit, delete (${TEST_DB})`, () => {
  it('creates a friendly match for a signed-in user, owned by them, upcoming with a normalized format', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/matches',
      headers: player,
      payload: {
        sport: 'badminton',
        format: { bestOf: 3 },
        home: { name: ' Viktor Lindqvist ', players: ['Viktor Lindqvist'] },
        away: { name: 'Arjun Menon' },
        scheduledAt: '2026-12-01T10:00:00.000Z',
        venue: 'Arena Sofia',
        court: 'Field 2',
      },
    });
    expect(res.statusCode).toBe(201);
    const m = res.json();
    expect(m).toMatchObject({
      sport: 'badminton',
      status: 'upcoming',
      seq: 0,
      ownerId: ids.player,
      home: { name: 'Viktor Lindqvist', players: ['Viktor Lindqvist'], teamId: null },
      away: { name: 'Arjun Menon', players: [] },
      venue: 'Arena Sofia',
      court: 'Field 2',
      scheduledAt: '2026-12-01T10:00:00.000Z',
      startedAt: null,
      endedAt: null,
      privacy: 'public',
      organizationId: null,
      permissions: { canScore: true, canManage: true },
    });
    expect(m.format).toMatchObject({ bestOf: 3, target: 21 });
    expect(m.summary.status).toBe('not_started');
    const read = await inject({ method: 'GET', url: `/api/matches/${m.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().permissions).toEqual({ canScore: false, canManage: false });
  });

  it('answers 401 without sign-in, 403 without a profile, 400 for bad bodies and formats', async () => {
    const body = { sport: 'tennis', home: { name: 'A' }, away: { name: 'B' } };
    expect((await inject({ method: 'POST', url: '/api/matches', payload: body })).statusCode).toBe(401);
    const { headers } = await signUpAccount(t, 'no-profile-matches@example.com');
    expect((await inject({ method: 'POST', url: '/api/matches', headers, payload: body })).statusCode).toBe(
      403,
    );
    const badFormat = await inject({
      method: 'POST',
      url: '/api/matches',
      headers: player,
      payload: { ...body, format: { bestOf: 4 } },
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({
      code: 'invalid_format',
      fields: { format: expect.any(String) },
    });
    const badSport = await inject({
      method: 'POST',
      url: '/api/matches',
      headers: player,
      payload: { ...body, sport: 'chess' },
    });
    expect(badSport.statusCode).toBe(400);
    const missing = await inject({
      method: 'POST',
      url: '/api/matches',
      headers: player,
      payload: { sport: 'tennis', home: { name: '' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(expect.arrayContaining(['away']));
    const notJson = await inject({
      method: 'POST',
      url: '/api/matches',
      headers: { ...player, 'content-type': 'application/json' },
      payload: '{"sport":',
    });
    expect(notJson.statusCode).toBe(400);
    const unknownScorer = await inject({
      method: 'POST',
      url: '/api/matches',
      headers: player,
      payload: { ...body, scorerIds: [999999] },
    });
    expect(unknownScorer.statusCode).toBe(400);
    expect(unknownScorer.json().code).toBe('unknown_user');
  });

  it('lets the owner and admins edit and schedule, nobody else; sport and format only before the first event', async () => {
    const m = await createMatch(player);
    const patch = (headers: Headers | undefined, payload: Record<string, unknown>) =>
      inject({ method: 'PATCH', url: `/api/matches/${m.id}`, ...(headers ? { headers } : {}), payload });
    expect((await patch(undefined, { venue: 'X' })).statusCode).toBe(401);
    expect((await patch(user, { venue: 'X' })).statusCode).toBe(403);
    const edited = await patch(player, {
      venue: 'Sofia Tennis Park',
      court: 'Court 2',
      scheduledAt: '2026-12-02T09:30:00Z',
      status: 'queued',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      venue: 'Sofia Tennis Park',
      court: 'Court 2',
      status: 'queued',
      scheduledAt: '2026-12-02T09:30:00.000Z',
    });
    const byAdmin = await patch(admin, { home: { name: 'Lukas Brenner' } });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().home.name).toBe('Lukas Brenner');
    const format = await patch(player, { format: { bestOf: 5 } });
    expect(format.statusCode).toBe(200);
    expect(format.json().format.bestOf).toBe(5);
    expect((await patch(player, { format: { bestOf: 2 } })).json().code).toBe('invalid_format');
    expect((await post(m.id, 0, { type: 'point', side: 'home' }, player)).statusCode).toBe(200);
    const late = await patch(player, { format: { bestOf: 3 } });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('match_started');
    expect((await patch(player, { status: 'upcoming' })).statusCode).toBe(409);
  });

  it('lets an organization\u2019s owners and organizers manage its matches, not its members or others', async () => {
    const owner = await person(t, 'club-owner@example.com');
    const helper = await person(t, 'club-organizer@example.com');
    const member = await person(t, 'club-member@example.com');
    const org = await organization(t, 'Sofia Tennis Club', [
      { userId: owner.user.id, role: 'owner' },
      { userId: helper.user.id, role: 'organizer' },
      { userId: member.user.id, role: 'member' },
    ]);
    const body = { sport: 'tennis', home: { name: 'A' }, away: { name: 'B' }, organizationId: org.id };
    expect(
      (await inject({ method: 'POST', url: '/api/matches', headers: member.headers, payload: body }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'POST', url: '/api/matches', headers: user, payload: body })).statusCode,
    ).toBe(403);
    const created = await inject({
      method: 'POST',
      url: '/api/matches',
      headers: owner.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/matches/${id}`,
          headers: helper.headers,
          payload: { court: 'Court 5' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/matches/${id}`,
          headers: member.headers,
          payload: { court: 'Court 6' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(id, 0, { type: 'point', side: 'away' }, helper.headers)).statusCode).toBe(200);
    expect((await post(id, 1, { type: 'point', side: 'away' }, member.headers)).statusCode).toBe(403);
    const read = await inject({ method: 'GET', url: `/api/matches/${id}`, headers: helper.headers });
    expect(read.json().permissions).toEqual({ canScore: true, canManage: true });
    const orgList = await inject({ method: 'GET', url: `/api/matches?organizationId=${org.id}` });
    expect(orgList.json().items.map((m: { id: number }) => m.id)).toEqual([id]);
  });

  it('assigns scorers; deletes with its events', async () => {
    const scorer = await person(t, 'assigned-scorer@example.com');
    const m = await createMatch(organizer);
    expect(
      (
        await inject({
          method: 'PUT',
          url: `/api/matches/${m.id}/scorers`,
          headers: user,
          payload: { userIds: [scorer.user.id] },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await inject({
      method: 'PUT',
      url: `/api/matches/${m.id}/scorers`,
      headers: organizer,
      payload: { userIds: [424242] },
    });
    expect(bad.statusCode).toBe(400);
    const set = await inject({
      method: 'PUT',
      url: `/api/matches/${m.id}/scorers`,
      headers: organizer,
      payload: { userIds: [scorer.user.id, ids.player] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().scorerIds.sort()).toEqual([scorer.user.id, ids.player].sort());
    expect((await post(m.id, 0, { type: 'point', side: 'home' }, scorer.headers)).statusCode).toBe(200);
    const scorerView = await inject({ method: 'GET', url: `/api/matches/${m.id}`, headers: scorer.headers });
    expect(scorerView.json().permissions).toEqual({ canScore: true, canManage: false });
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/matches/${m.id}`,
          headers: scorer.headers,
          payload: { court: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'DELETE', url: `/api/matches/${m.id}`, headers: scorer.headers })).statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'DELETE', url: `/api/matches/${m.id}`, headers: organizer })).statusCode,
    ).toBe(204);
    expect((await inject({ method: 'GET', url: `/api/matches/${m.id}` })).statusCode).toBe(404);
    const rows = await t.app.database.db
      .select()
      .from(schema.matchEvents)
      .where(eq(schema.matchEvents.matchId, m.id));
    expect(rows).toEqual([]);
  });

  it('hides private matches from everyone but the people involved', async () => {
    const m = await createMatch(player, { privacy: 'private', home: { name: 'Secret Home' } });
    expect((await inject({ method: 'GET', url: `/api/matches/${m.id}` })).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/matches/${m.id}`, headers: user })).statusCode).toBe(
      404,
    );
    expect(
      (await inject({ method: 'GET', url: `/api/matches/${m.id}/events`, headers: user })).statusCode,
    ).toBe(404);
    expect((await post(m.id, 0, { type: 'point', side: 'home' }, user)).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: `/api/matches/${m.id}`, headers: player })).statusCode).toBe(
      200,
    );
    expect((await inject({ method: 'GET', url: `/api/matches/${m.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    const anonymous = await inject({ method: 'GET', url: '/api/matches?search=secret' });
    expect(anonymous.json().totalCount).toBe(0);
    const mine = await inject({
      method: 'GET',
      url: '/api/matches?search=secret&mine=true',
      headers: player,
    });
    expect(mine.json().items.map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect((await inject({ method: 'GET', url: '/api/matches?mine=true' })).statusCode).toBe(401);
  });
});

describe(`score entry (${TEST_DB})`, () => {
  it('applies the rules, records who, starts the match, and answers a repeated clientEventId with the stored result', async () => {
    const m = await createMatch(organizer);
    const clientEventId = randomUUID();
    const first = await post(
      m.id,
      0,
      { type: 'point', side: 'home', stat: 'ace', extra: 'dropped' },
      organizer,
      clientEventId,
    );
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      matchId: m.id,
      seq: 1,
      clientEventId,
      status: 'active',
      event: { type: 'point', side: 'home', stat: 'ace' },
    });
    expect(body.event.extra).toBeUndefined();
    expect(body.summary.current.points).toEqual({ home: '15', away: '0' });
    const again = await post(m.id, 0, { type: 'point', side: 'home', stat: 'ace' }, organizer, clientEventId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    // a retry after more events were entered is still answered with its own result
    expect((await post(m.id, 1, { type: 'point', side: 'away' })).statusCode).toBe(200);
    const late = await post(m.id, 0, { type: 'point', side: 'home' }, organizer, clientEventId);
    expect(late.json()).toEqual(body);
    // an id used again for a new event at the current seq (a buggy client) is still the stored one
    const reused = await post(m.id, 2, { type: 'point', side: 'away' }, organizer, clientEventId);
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toEqual(body);
    const events = await inject({ method: 'GET', url: `/api/matches/${m.id}/events` });
    expect(events.json().totalCount).toBe(2);
    expect(events.json().items[0]).toMatchObject({
      seq: 1,
      clientEventId,
      userId: ids.organizer,
      guestLinkId: null,
    });
    const match = (await inject({ method: 'GET', url: `/api/matches/${m.id}` })).json();
    expect(match).toMatchObject({ seq: 2, status: 'active' });
    expect(match.startedAt).not.toBeNull();
  });

  it('answers a stale seq with 409 and where the match stands', async () => {
    const m = await createMatch(organizer);
    await post(m.id, 0, { type: 'point', side: 'home' });
    await post(m.id, 1, { type: 'point', side: 'home' });
    for (const seq of [0, 1, 5]) {
      const res = await post(m.id, seq, { type: 'point', side: 'away' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'stale_seq', current: { seq: 2, status: 'active' } });
      expect(res.json().current.summary.current.points).toEqual({ home: '30', away: '0' });
    }
    const events = await inject({ method: 'GET', url: `/api/matches/${m.id}/events` });
    expect(events.json().totalCount).toBe(2);
  });

  it('refuses what the rules refuse with 422 and the scoring code, and bad bodies with 400, never 500', async () => {
    const m = await createMatch(organizer);
    const undo = await post(m.id, 0, { type: 'undo' });
    expect(undo.statusCode).toBe(422);
    expect(undo.json()).toMatchObject({ code: 'nothing_to_undo' });
    const roll = await post(m.id, 0, { type: 'roll', side: 'home', pins: 5 });
    expect(roll.statusCode).toBe(422);
    expect(roll.json().code).toBe('unsupported_event');
    const bowling = await createMatch(organizer, { sport: 'bowling', format: { games: 1 } });
    expect((await post(bowling.id, 0, { type: 'roll', side: 'home', pins: 7 })).statusCode).toBe(200);
    const tooMany = await post(bowling.id, 1, { type: 'roll', side: 'home', pins: 5 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().code).toBe('invalid_pins');
    const bad = [
      {},
      { seq: 0, event: { type: 'point', side: 'home' } },
      { clientEventId: 'not-a-uuid', seq: 0, event: { type: 'point', side: 'home' } },
      { clientEventId: randomUUID(), seq: -1, event: { type: 'point', side: 'home' } },
      { clientEventId: randomUUID(), seq: 0, event: { type: 'point', side: 'middle' } },
      { clientEventId: randomUUID(), seq: 0, event: { type: 'teleport' } },
      { clientEventId: randomUUID(), seq: 0, event: 'point' },
      { clientEventId: randomUUID(), seq: 0 },
      [1, 2, 3],
    ];
    for (const payload of bad) {
      const res = await inject({
        method: 'POST',
        url: `/api/matches/${m.id}/events`,
        headers: organizer,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const garbage = await inject({
      method: 'POST',
      url: `/api/matches/${m.id}/events`,
      headers: { ...organizer, 'content-type': 'application/json' },
      payload: '{"clientEventId":',
    });
    expect(garbage.statusCode).toBe(400);
    expect((await post(999999, 0, { type: 'point', side: 'home' })).statusCode).toBe(404);
    expect(
      (await inject({ method: 'POST', url: '/api/matches/abc/events', headers: organizer, payload: {} }))
        .statusCode,
    ).toBe(400);
    const events = await inject({ method: 'GET', url: `/api/matches/${m.id}/events` });
    expect(events.json().totalCount).toBe(0);
  });

  it('moves upcoming → active → finished, undo reopens it; corrections after the end only by the owner', async () => {
    const scorer = await person(t, 'finisher@example.com');
    const m = await createMatch(organizer, {
      sport: 'rally',
      format: { bestOf: 1, target: 3 },
      scorerIds: [scorer.user.id],
    });
    expect(m.status).toBe('upcoming');
    let seq = 0;
    for (let i = 0; i < 3; i++) {
      const res = await post(m.id, seq, { type: 'point', side: 'home' }, scorer.headers);
      expect(res.statusCode).toBe(200);
      seq = res.json().seq;
      expect(res.json().status).toBe(i < 2 ? 'active' : 'finished');
    }
    const finished = (await inject({ method: 'GET', url: `/api/matches/${m.id}` })).json();
    expect(finished).toMatchObject({ status: 'finished', seq: 3 });
    expect(finished.summary).toMatchObject({ status: 'finished', winner: 'home' });
    expect(finished.endedAt).not.toBeNull();
    const over = await post(m.id, seq, { type: 'point', side: 'away' }, scorer.headers);
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('match_over');
    const scorerUndo = await post(m.id, seq, { type: 'undo' }, scorer.headers);
    expect(scorerUndo.statusCode).toBe(403);
    const ownerUndo = await post(m.id, seq, { type: 'undo' }, organizer);
    expect(ownerUndo.statusCode).toBe(200);
    expect(ownerUndo.json()).toMatchObject({ seq: 4, status: 'active', event: { type: 'undo' } });
    const reopened = (await inject({ method: 'GET', url: `/api/matches/${m.id}` })).json();
    expect(reopened).toMatchObject({ status: 'active', endedAt: null });
    expect(reopened.summary.score).toEqual({ home: 0, away: 0 });
    expect(reopened.summary.periods[0]).toMatchObject({ home: 2, away: 0 });
    // the scorer carries on: undo during play is allowed, and the match finishes again
    const u = await post(m.id, 4, { type: 'undo' }, scorer.headers);
    expect(u.statusCode).toBe(200);
    const p1 = await post(m.id, 5, { type: 'point', side: 'home' }, scorer.headers);
    const p2 = await post(m.id, p1.json().seq, { type: 'point', side: 'home' }, scorer.headers);
    expect(p2.json().status).toBe('finished');
    const timeline = (await inject({ method: 'GET', url: `/api/matches/${m.id}/events?after=3` })).json();
    expect(
      timeline.items.map((e: { event: { type: string }; userId: number }) => [e.event.type, e.userId]),
    ).toEqual([
      ['undo', ids.organizer],
      ['undo', scorer.user.id],
      ['point', scorer.user.id],
      ['point', scorer.user.id],
    ]);
  });

  it('lets the owner, an assigned scorer or a guest link score; others get 403, anonymous 401', async () => {
    const m = await createMatch(organizer, { sport: 'volleyball' });
    expect((await post(m.id, 0, { type: 'point', side: 'home' }, {})).statusCode).toBe(401);
    expect((await post(m.id, 0, { type: 'point', side: 'home' }, user)).statusCode).toBe(403);
    const { headers: noProfile } = await signUpAccount(t, 'no-profile-scorer@example.com');
    const np = await post(m.id, 0, { type: 'point', side: 'home' }, noProfile);
    expect(np.statusCode).toBe(403);
    expect((await post(m.id, 0, { type: 'point', side: 'home' }, admin)).statusCode).toBe(200);
  });

  it('serializes concurrent writers of one match: one event per seq, retries of one event stored once', async () => {
    const m = await createMatch(organizer, { sport: 'table-tennis' });
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => post(m.id, 0, { type: 'point', side: 'home' })),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const id = randomUUID();
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => post(m.id, 1, { type: 'point', side: 'away' }, organizer, id)),
    );
    expect(retries.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(retries.map((r) => r.body)).size).toBe(1);
    // two scorers taking turns, each with the seq it has seen
    const scorer = await person(t, 'second-scorer@example.com');
    await inject({
      method: 'PUT',
      url: `/api/matches/${m.id}/scorers`,
      headers: organizer,
      payload: { userIds: [scorer.user.id] },
    });
    let seq = 2;
    for (let i = 0; i < 6; i++) {
      const who = i % 2 === 0 ? organizer : scorer.headers;
      const res = await post(m.id, seq, { type: 'point', side: i % 3 === 0 ? 'home' : 'away' }, who);
      expect(res.statusCode).toBe(200);
      seq = res.json().seq;
    }
    const events = (await inject({ method: 'GET', url: `/api/matches/${m.id}/events` })).json();
    expect(events.totalCount).toBe(8);
    expect(events.items.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe(`guest scoring links (${TEST_DB})`, () => {
  it('creates, lists, uses and revokes links; expired, revoked, wrong-match and unknown tokens get 403', async () => {
    const m = await createMatch(organizer, { sport: 'badminton' });
    const other = await createMatch(organizer, { sport: 'badminton' });
    expect(
      (await inject({ method: 'POST', url: `/api/matches/${m.id}/guest-links`, headers: user, payload: {} }))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject({ method: 'POST', url: `/api/matches/${m.id}/guest-links`, payload: {} })).statusCode,
    ).toBe(401);
    const created = await inject({
      method: 'POST',
      url: `/api/matches/${m.id}/guest-links`,
      headers: organizer,
      payload: { expiresInMinutes: 90, label: 'Umpire chair' },
    });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({ matchId: m.id, label: 'Umpire chair', active: true, revokedAt: null });
    expect(link.token).toMatch(/^szg_/);
    expect(link.url).toContain(`/badminton/guest-score/${m.id}?token=`);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(85 * 60_000);

    const list = await inject({ method: 'GET', url: `/api/matches/${m.id}/guest-links`, headers: organizer });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].token).toBeUndefined();
    expect(
      (await inject({ method: 'GET', url: `/api/matches/${m.id}/guest-links`, headers: user })).statusCode,
    ).toBe(403);

    const viaHeader = await post(m.id, 0, { type: 'point', side: 'home' }, { 'x-score-token': link.token });
    expect(viaHeader.statusCode).toBe(200);
    const viaQuery = await inject({
      method: 'POST',
      url: `/api/matches/${m.id}/events?token=${encodeURIComponent(link.token)}`,
      payload: { clientEventId: randomUUID(), seq: 1, event: { type: 'point', side: 'away' } },
    });
    expect(viaQuery.statusCode).toBe(200);
    const timeline = (await inject({ method: 'GET', url: `/api/matches/${m.id}/events` })).json();
    expect(
      timeline.items.map((e: { userId: number | null; guestLinkId: number | null }) => [
        e.userId,
        e.guestLinkId,
      ]),
    ).toEqual([
      [null, link.id],
      [null, link.id],
    ]);
    // a guest reading the match sees it may score
    const read = await inject({
      method: 'GET',
      url: `/api/matches/${m.id}`,
      headers: { 'x-score-token': link.token },
    });
    expect(read.json().permissions).toEqual({ canScore: true, canManage: false });
    // and until when its link scores; nobody else is told of a link
    expect(read.json().guestLink).toEqual({ expiresAt: link.expiresAt });
    expect(
      (await inject({ method: 'GET', url: `/api/matches/${m.id}`, headers: organizer })).json(),
    ).not.toHaveProperty('guestLink');
    // a guest link manages nothing and finishes nothing after the end
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/matches/${m.id}/guest-links`,
          headers: { 'x-score-token': link.token },
        })
      ).statusCode,
    ).toBe(401);

    const wrong = await post(other.id, 0, { type: 'point', side: 'home' }, { 'x-score-token': link.token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('guest_link_wrong_match');
    const unknown = await post(m.id, 2, { type: 'point', side: 'home' }, { 'x-score-token': 'szg_nope' });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().code).toBe('guest_link_invalid');

    const expiring = (
      await inject({
        method: 'POST',
        url: `/api/matches/${m.id}/guest-links`,
        headers: organizer,
        payload: { expiresInMinutes: 1 },
      })
    ).json();
    await t.app.database.db
      .update(schema.matchGuestLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.matchGuestLinks.id, expiring.id));
    const expired = await post(m.id, 2, { type: 'point', side: 'home' }, { 'x-score-token': expiring.token });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('guest_link_expired');

    expect(
      (await inject({ method: 'DELETE', url: `/api/matches/${m.id}/guest-links/${link.id}`, headers: user }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/matches/${m.id}/guest-links/${link.id}`,
          headers: organizer,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/matches/${m.id}/guest-links/${link.id}`,
          headers: organizer,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/matches/${other.id}/guest-links/${expiring.id}`,
          headers: organizer,
        })
      ).statusCode,
    ).toBe(404);
    const revoked = await post(m.id, 2, { type: 'point', side: 'home' }, { 'x-score-token': link.token });
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().code).toBe('guest_link_revoked');
    const after = (
      await inject({ method: 'GET', url: `/api/matches/${m.id}/guest-links`, headers: organizer })
    ).json();
    expect(after.map((l: { active: boolean }) => l.active)).toEqual([false, false]);
    // a private match does not exist for a bad guest token
    const secret = await createMatch(organizer, { privacy: 'private' });
    const guest = (
      await inject({
        method: 'POST',
        url: `/api/matches/${secret.id}/guest-links`,
        headers: organizer,
        payload: {},
      })
    ).json();
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/matches/${secret.id}`,
          headers: { 'x-score-token': guest.token },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/matches/${secret.id}`,
          headers: { 'x-score-token': link.token },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(secret.id, 0, { type: 'point', side: 'home' }, { 'x-score-token': guest.token }))
        .statusCode,
    ).toBe(200);
  });
});

describe(`lists and the timeline (${TEST_DB})`, () => {
  it('filters by status, sport, search and date range, and pages like every list', async () => {
    const tag = `Zz${Date.now()}`;
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const m = await createMatch(organizer, {
        sport: i < 3 ? 'snooker' : 'table-tennis',
        home: { name: `${tag} Home ${i}` },
        scheduledAt: `2027-01-0${i + 1}T12:00:00Z`,
      });
      made.push(m.id);
    }
    await post(made[0]!, 0, { type: 'pot', ball: 'red' });
    const q = async (query: string) =>
      (await inject({ method: 'GET', url: `/api/matches?search=${tag.toLowerCase()}&${query}` })).json();
    const all = await q('pageSize=2');
    expect(all).toMatchObject({ totalCount: 5, currentPage: 1, pageSize: 2, nextPage: 2 });
    expect(all.previousPage).toBeUndefined();
    expect(all.items[0].id).toBe(made[0]); // live first
    const page3 = await q('pageSize=2&page=3');
    expect(page3).toMatchObject({ currentPage: 3, previousPage: 2, items: [expect.any(Object)] });
    expect(page3.nextPage).toBeUndefined();
    expect((await q('status=active')).items.map((m: { id: number }) => m.id)).toEqual([made[0]]);
    expect((await q('sport=table-tennis')).totalCount).toBe(2);
    expect((await q('status=upcoming')).items.map((m: { id: number }) => m.id)).toEqual([
      made[1],
      made[2],
      made[3],
      made[4],
    ]);
    expect(
      (await q('from=2027-01-03T00:00:00Z&to=2027-01-05T00:00:00Z')).items.map((m: { id: number }) => m.id),
    ).toEqual([made[2], made[3]]);
    const bad = await inject({ method: 'GET', url: '/api/matches?status=sleeping' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await inject({ method: 'GET', url: '/api/matches?from=2027-02-01T00:00:00Z&to=2027-01-01T00:00:00Z' }))
        .statusCode,
    ).toBe(400);
  });

  it('gives the timeline oldest first, paged or after a seq, each with the score after it', async () => {
    const m = await createMatch(organizer, { sport: 'rally' });
    let seq = 0;
    for (let i = 0; i < 7; i++)
      seq = (await post(m.id, seq, { type: 'point', side: i % 2 ? 'away' : 'home' })).json().seq;
    const page = (
      await inject({ method: 'GET', url: `/api/matches/${m.id}/events?pageSize=3&page=2` })
    ).json();
    expect(page.items.map((e: { seq: number }) => e.seq)).toEqual([4, 5, 6]);
    expect(page).toMatchObject({ totalCount: 7, nextPage: 3, previousPage: 1 });
    const after = (await inject({ method: 'GET', url: `/api/matches/${m.id}/events?after=5` })).json();
    expect(after.items.map((e: { seq: number }) => e.seq)).toEqual([6, 7]);
    expect(after.items[1].summary.current.points).toEqual({ home: 4, away: 3 });
  });
});

describe(`demo data and the simulator (${TEST_DB})`, () => {
  it('seeds live, upcoming and finished matches whose scores replay exactly from their events', async () => {
    expect(t.app.simulator.createdDemoMatches).toBe(true);
    const demo = async (status: string) =>
      (await inject({ method: 'GET', url: `/api/matches?status=${status}&pageSize=100` }))
        .json()
        .items.filter((m: { demo: boolean }) => m.demo);
    const live = await demo('active');
    expect(new Set(live.map((m: { sport: string }) => m.sport)).size).toBeGreaterThanOrEqual(5);
    const finished = await demo('finished');
    expect(finished.length).toBeGreaterThanOrEqual(10);
    expect((await demo('upcoming')).length).toBeGreaterThan(0);
    for (const m of [finished[0], live[0]]) {
      const events = (
        await inject({ method: 'GET', url: `/api/matches/${m.id}/events?pageSize=500` })
      ).json();
      expect(events.totalCount).toBe(m.seq);
      const replayed = replay(
        { sport: m.sport, format: m.format },
        events.items.map((e: { event: never }) => e.event),
      );
      expect(replayed.ok).toBe(true);
      expect(events.items.at(-1).summary.text).toBe(m.summary.text);
      if (m.status === 'finished') expect(m.summary.winner).not.toBeNull();
    }
  });

  it('plays the live demo matches through the match service and restarts finished ones', async () => {
    const before = (
      await inject({ method: 'GET', url: '/api/matches?status=active&sport=volleyball&pageSize=100' })
    )
      .json()
      .items.find((m: { demo: boolean }) => m.demo);
    const now = Date.now();
    await t.app.simulator.tick(now);
    await t.app.simulator.tick(now + 30_000);
    const after = (await inject({ method: 'GET', url: `/api/matches/${before.id}` })).json();
    expect(after.seq).toBeGreaterThan(before.seq);
    const last = (
      await inject({ method: 'GET', url: `/api/matches/${before.id}/events?after=${after.seq - 1}` })
    ).json().items[0];
    expect(last).toMatchObject({ userId: null, guestLinkId: null });
    // the organizer ends it; a minute later the simulator announces a new volleyball match
    const retire = await post(before.id, after.seq, { type: 'retire', side: 'away' });
    expect(retire.json().status).toBe('finished');
    const upcoming = async () =>
      (await inject({ method: 'GET', url: '/api/matches?status=upcoming&sport=volleyball&pageSize=100' }))
        .json()
        .items.filter(
          (m: { demo: boolean; scheduledAt: string }) =>
            m.demo && new Date(m.scheduledAt).getTime() < now + 10 * 60_000,
        );
    await t.app.simulator.tick(now + 40_000);
    const countBefore = (await upcoming()).length;
    await t.app.simulator.tick(now + 40_000 + RESTART_AFTER_MS + 10_000);
    expect((await upcoming()).length).toBe(countBefore + 1);
  });

  it('archives away only the rotating demo fixtures: the club\u2019s own and its tournaments\u2019 matches stay', async () => {
    const demo = await demoMatches(t.app.database.db);
    const finished = demo.filter((m) => m.endedAt !== null);
    const club = finished.filter((m) => m.organizationId !== null);
    expect(club.length).toBeGreaterThan(0); // the demo club's results
    const rotating = rotatingFinished(demo);
    expect(rotating.length).toBeGreaterThan(0);
    expect(rotating.every((m) => m.organizationId === null && m.tournamentId === null)).toBe(true);
    expect(rotating.map((m) => m.id).sort()).toEqual(
      finished
        .filter((m) => m.organizationId === null && m.tournamentId === null)
        .map((m) => m.id)
        .sort(),
    );
    // newest first
    const ends = rotating.map((m) => m.endedAt!.getTime());
    expect([...ends].sort((a, b) => b - a)).toEqual(ends);
  });
});
