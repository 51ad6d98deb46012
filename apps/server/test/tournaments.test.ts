import { randomUUID } from 'node:crypto';
import { addOrganizationRole, addRoles, insertOrganization, updatePlayer } from '@sportzone/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/**
 * Tournaments of an organization, sign-ups (caps, waiting list, check-in,
 * seeds), the draw as live matches, results flowing from live scoring into the stage, corrections with
 * their preview and audit, rankings; privacy as matches (decision 012). The permission matrix of every
 * endpoint is in authz/table.ts.
 */
type Headers = Record<string, string> | undefined;

let t: TestApp;
let owner: Headers;
let member: Headers;
let outsider: Headers;
let playerUser: Headers;
let playerUserId = 0;
let orgId = 0;
let privateOrgId = 0;

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

async function players(n: number, prefix = 'P', organizationId = orgId) {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++)
    ids.push(
      (
        await ok('POST', `/api/organization/${organizationId}/players`, {
          firstName: prefix,
          lastName: String(i),
        })
      ).id,
    );
  return ids;
}

interface DrawSide {
  entryId: number | null;
  name: string | null;
  from: { take: 'winner' | 'loser'; match: string } | null;
}

interface Stages {
  stages: {
    id: number;
    type: string;
    drawn: boolean;
    complete: boolean;
    matches: {
      key: string;
      matchId: number | null;
      phase: string;
      round: number;
      group: number;
      home: DrawSide;
      away: DrawSide;
      status: string;
      winner: string | null;
      liveStatus: string | null;
    }[];
    standings: { entryId: number; rank: number; group: number }[];
  }[];
}

/** a walkover given by `side` (it does not play): the other side wins */
async function walkover(matchId: number, side: 'home' | 'away') {
  const res = await call('POST', `/api/matches/${matchId}/events`, owner, {
    clientEventId: randomUUID(),
    seq: 0,
    event: { type: 'walkover', side },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const db = t.app.database.db;
  const o = await person(t, 'owner@tournaments.test');
  const m = await person(t, 'member@tournaments.test');
  const x = await person(t, 'outsider@tournaments.test');
  const p = await person(t, 'player@tournaments.test');
  await addRoles(db, o.user.id, ['Organizer']);
  owner = o.headers;
  member = m.headers;
  outsider = x.headers;
  playerUser = p.headers;
  playerUserId = p.user.id;
  orgId = (await insertOrganization(db, { name: 'Cup club', privacy: 'public', parentId: null })).id;
  privateOrgId = (await insertOrganization(db, { name: 'Hidden club', privacy: 'private', parentId: null }))
    .id;
  for (const id of [orgId, privateOrgId]) {
    await addOrganizationRole(db, id, o.user.id, 'owner');
    await addOrganizationRole(db, id, m.user.id, 'member');
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe(`tournaments (${TEST_DB})`, () => {
  it('are created, read, listed, changed and deleted by the organization’s organizers', async () => {
    const season = await ok('POST', `/api/organization/${orgId}/seasons`, {
      name: '2026',
      startsOn: '2026-01-01',
      endsOn: '2026-12-31',
    });
    const created = await ok<Record<string, unknown>>('POST', `/api/organization/${orgId}/tournaments`, {
      name: ' Spring Open ',
      sport: 'badminton',
      seasonId: season.id,
      startsOn: '2026-04-01',
      endsOn: '2026-04-02',
      ordering: 'ranking',
      durationInMinutes: 40,
      maxRegistrations: 16,
      spots: 8,
    });
    expect(created).toMatchObject({
      name: 'Spring Open',
      sport: 'badminton',
      entryKind: 'player',
      status: 'upcoming',
      ordering: 'ranking',
      durationInMinutes: 40,
      maxRegistrations: 16,
      spots: 8,
      registered: 0,
      waiting: 0,
      drawn: false,
      canManage: true,
      organizationName: 'Cup club',
    });
    const id = created.id as number;
    expect((await call('GET', `/api/tournament/${id}`, undefined)).json()).toMatchObject({
      canManage: false,
    });
    const list = await call('GET', `/api/organization/${orgId}/tournaments?searchTerm=spring`, undefined);
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id }] });

    // refusals with codes and fields the form can show
    const bad = await call('PATCH', `/api/tournament/${id}`, owner, { endsOn: '2026-03-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('endsOn');
    const caps = await call('PATCH', `/api/tournament/${id}`, owner, { spots: 20 });
    expect(caps.statusCode).toBe(400);
    const status = await call('PATCH', `/api/tournament/${id}`, owner, { status: 'finished' });
    expect(status.statusCode).toBe(409);
    expect(status.json().code).toBe('status_by_results');
    expect((await call('PATCH', `/api/tournament/${id}`, member, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/tournament/${id}`, undefined, { name: 'Mine' })).statusCode).toBe(401);

    const other = (
      await insertOrganization(t.app.database.db, { name: 'Else', privacy: 'public', parentId: null })
    ).id;
    const elseSeason = (
      await call('POST', `/api/organization/${other}/seasons`, owner, {
        name: 'x',
        startsOn: '2026-01-01',
        endsOn: '2026-02-01',
      })
    ).statusCode;
    expect(elseSeason).toBe(403);

    const changed = await ok<Record<string, unknown>>('PATCH', `/api/tournament/${id}`, {
      status: 'open',
      name: 'Spring Open 2026',
    });
    expect(changed).toMatchObject({ status: 'open', name: 'Spring Open 2026' });
    expect((await call('DELETE', `/api/tournament/${id}`, member)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/tournament/${id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/tournament/${id}`, owner)).statusCode).toBe(404);
  });

  it('of a private organization, and private by their own setting, answer 404 to those outside', async () => {
    const hidden = await ok('POST', `/api/organization/${privateOrgId}/tournaments`, {
      name: 'Hidden cup',
      sport: 'tennis',
    });
    for (const who of [undefined, outsider])
      for (const path of ['', '/entries', '/stages'])
        expect((await call('GET', `/api/tournament/${hidden.id}${path}`, who)).statusCode).toBe(404);
    expect((await call('GET', `/api/tournament/${hidden.id}`, member)).statusCode).toBe(200);
    expect((await call('GET', `/api/organization/${privateOrgId}/tournaments`, outsider)).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `/api/tournament/${hidden.id}`, outsider, { name: 'x' })).statusCode).toBe(
      404,
    );

    const own = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Staff cup',
      sport: 'tennis',
      privacy: 'private',
    });
    for (const who of [undefined, outsider, member])
      expect((await call('GET', `/api/tournament/${own.id}`, who)).statusCode).toBe(404);
    expect((await call('GET', `/api/tournament/${own.id}`, owner)).statusCode).toBe(200);
    const listed = await call('GET', `/api/organization/${orgId}/tournaments`, member);
    expect(listed.body).not.toContain('Staff cup');
  });

  it('take sign-ups up to the caps, keep a waiting list that moves up on withdrawal, check-in and seeds', async () => {
    const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Capped',
      sport: 'tennis',
      maxRegistrations: 4,
      spots: 2,
      status: 'open',
    });
    const ids = await players(5, 'Cap');
    const entries: number[] = [];
    for (const playerId of ids.slice(0, 4))
      entries.push((await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId })).id);
    const full = await call('POST', `/api/tournament/${tour.id}/entries`, owner, { playerId: ids[4] });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('registrations_full');
    const again = await call('POST', `/api/tournament/${tour.id}/entries`, owner, { playerId: ids[0] });
    expect(again.json().code).toBe('already_signed_up');
    const wrongKind = await call('POST', `/api/tournament/${tour.id}/entries`, owner, { teamId: 1 });
    expect(wrongKind.statusCode).toBe(400);

    let list = await ok<{ registered: { id: number }[]; waiting: { id: number; waitingPosition: number }[] }>(
      'GET',
      `/api/tournament/${tour.id}/entries`,
    );
    expect(list.registered.map((e) => e.id)).toEqual(entries.slice(0, 2));
    expect(list.waiting.map((e) => [e.id, e.waitingPosition])).toEqual([
      [entries[2], 1],
      [entries[3], 2],
    ]);
    // a withdrawal: the first on the waiting list moves up
    list = await ok('POST', `/api/tournament/${tour.id}/entries/${entries[0]}/withdraw`);
    expect(list.registered.map((e) => e.id)).toEqual([entries[1], entries[2]]);
    expect(list.waiting.map((e) => e.id)).toEqual([entries[3]]);
    // more spots: the waiting list moves up
    expect(
      (await ok<{ registered: number }>('PATCH', `/api/tournament/${tour.id}`, { spots: 3 })).registered,
    ).toBe(3);

    const checked = await ok<{ checkedIn: boolean }>(
      'POST',
      `/api/tournament/${tour.id}/entries/${entries[1]}/check-in`,
      {},
    );
    expect(checked.checkedIn).toBe(true);
    const seeded = await ok<{ registered: { id: number; seed: number | null }[] }>(
      'PUT',
      `/api/tournament/${tour.id}/seeds`,
      {
        seeds: [
          { entryId: entries[3], seed: 1 },
          { entryId: entries[2], seed: 2 },
        ],
      },
    );
    expect(seeded.registered.slice(0, 2).map((e) => [e.id, e.seed])).toEqual([
      [entries[3], 1],
      [entries[2], 2],
    ]);
    const twice = await call('PUT', `/api/tournament/${tour.id}/seeds`, owner, {
      seeds: [
        { entryId: entries[3], seed: 1 },
        { entryId: entries[2], seed: 1 },
      ],
    });
    expect(twice.json().code).toBe('duplicate_seed');
  });

  it('let a player sign themself up while open, and nobody else', async () => {
    const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Self',
      sport: 'tennis',
    });
    const mine = (
      await ok('POST', `/api/organization/${orgId}/players`, { firstName: 'Self', lastName: 'Signer' })
    ).id;
    const notMine = (await players(1, 'Other'))[0];
    await updatePlayer(t.app.database.db, mine, { userId: playerUserId });
    const closed = await call('POST', `/api/tournament/${tour.id}/entries`, playerUser, { playerId: mine });
    expect(closed.statusCode).toBe(403);
    await ok('PATCH', `/api/tournament/${tour.id}`, { status: 'open' });
    expect(
      (await call('POST', `/api/tournament/${tour.id}/entries`, playerUser, { playerId: notMine }))
        .statusCode,
    ).toBe(403);
    // the entry list tells the player what they may sign up with, and nobody else anything
    const entriesAs = async (headers?: Headers) => {
      const res = await call('GET', `/api/tournament/${tour.id}/entries`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { mine: number[]; signUpOptions: { playerId: number | null; name: string }[] };
    };
    expect((await entriesAs(playerUser)).signUpOptions).toEqual([
      { playerId: mine, teamId: null, name: 'Self Signer' },
    ]);
    expect(await entriesAs(outsider)).toMatchObject({ mine: [], signUpOptions: [] });
    expect(await entriesAs()).toMatchObject({ mine: [], signUpOptions: [] });
    const signed = await call('POST', `/api/tournament/${tour.id}/entries`, playerUser, { playerId: mine });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toMatchObject({ status: 'registered', canWithdraw: true });
    expect(await entriesAs(playerUser)).toMatchObject({ mine: [signed.json().id], signUpOptions: [] });
    expect((await entriesAs(owner)).mine).toEqual([]);
    const withdrawn = await call(
      'POST',
      `/api/tournament/${tour.id}/entries/${signed.json().id}/withdraw`,
      playerUser,
    );
    expect(withdrawn.statusCode).toBe(200);
    // signed up by an organizer, the player still checks in and withdraws their own entry
    const byOrganizer = await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: mine });
    const checkIn = await call(
      'POST',
      `/api/tournament/${tour.id}/entries/${byOrganizer.id}/check-in`,
      playerUser,
      {},
    );
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const byMember = await call(
      'POST',
      `/api/tournament/${tour.id}/entries/${byOrganizer.id}/withdraw`,
      member,
    );
    expect(byMember.statusCode).toBe(403);
    const byPlayer = await call(
      'POST',
      `/api/tournament/${tour.id}/entries/${byOrganizer.id}/withdraw`,
      playerUser,
    );
    expect(byPlayer.statusCode).toBe(200);
    expect(
      (await call('POST', `/api/tournament/${tour.id}/entries`, outsider, { playerId: mine })).statusCode,
    ).toBe(403);
  });

  it('draw a knockout as live matches; a finished match gives the next its side at once; corrections preview, reset and audit', async () => {
    const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Knockout',
      sport: 'tennis',
    });
    const ids = await players(4, 'KO');
    const entries: number[] = [];
    for (const playerId of ids)
      entries.push((await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId })).id);
    await ok('PUT', `/api/tournament/${tour.id}/seeds`, {
      seeds: entries.map((entryId, i) => ({ entryId, seed: i + 1 })),
    });
    const tooFew = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Empty',
      sport: 'tennis',
    });
    const refused = await call('POST', `/api/tournament/${tooFew.id}/draw`, owner, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('too_few_participants');

    let draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
    // a redraw before the first match starts replaces the live matches
    const firstIds = draw.stages[0]!.matches.map((m) => m.matchId);
    draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
    expect(draw.stages[0]!.matches.map((m) => m.matchId)).not.toEqual(firstIds);
    expect((await call('GET', `/api/matches/${firstIds[0]}`, owner)).statusCode).toBe(404);

    const stage = draw.stages[0]!;
    expect(stage.type).toBe('single_elimination');
    const semis = stage.matches.filter((m) => m.round === 1);
    const final = stage.matches.find((m) => m.round === 2)!;
    expect(semis).toHaveLength(2);
    // seeds 1–4 and 2–3 in the semi-finals; the final waits for its sides
    expect(semis.map((m) => [m.home.entryId, m.away.entryId])).toEqual([
      [entries[0], entries[3]],
      [entries[1], entries[2]],
    ]);
    expect(final.home.entryId).toBeNull();
    // an unknown side: no name, but where it comes from (the web app labels it in the viewer's language)
    expect(final.home).toEqual({ entryId: null, name: null, from: { take: 'winner', match: semis[0]!.key } });
    expect(final.away.from).toEqual({ take: 'winner', match: semis[1]!.key });
    expect(semis[0]!.home.from).toBeNull();
    const live = (await call('GET', `/api/matches/${semis[0]!.matchId}`, undefined)).json();
    expect(live).toMatchObject({
      home: { name: 'KO 1', playerId: ids[0] },
      status: 'upcoming',
      containerId: tour.id,
      organizationId: orgId,
    });
    const finalLive = (await call('GET', `/api/matches/${final.matchId}`, undefined)).json();
    // the live match names it in words, not by the engine's key
    expect(finalLive.home.name).toBe('Winner of semi-final 1');
    expect(finalLive.away.name).toBe('Winner of semi-final 2');
    // its sides are not known: nobody scores it yet
    const early = await call('POST', `/api/matches/${final.matchId}/events`, owner, {
      clientEventId: randomUUID(),
      seq: 0,
      event: { type: 'point', side: 'home' },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('sides_unknown');

    // live scoring finishes semi 1 (a walkover): the final gets its home side at once
    await walkover(semis[0]!.matchId!, 'home');
    draw = await ok<Stages>('GET', `/api/tournament/${tour.id}/stages`);
    let f = draw.stages[0]!.matches.find((m) => m.key === final.key)!;
    expect(f.home.entryId).toBe(entries[3]);
    expect((await call('GET', `/api/matches/${final.matchId}`, undefined)).json().home.name).toBe('KO 4');
    expect((await ok<{ status: string }>('GET', `/api/tournament/${tour.id}`)).status).toBe('active');
    // the draw is fixed once a match started
    expect((await call('POST', `/api/tournament/${tour.id}/draw`, owner, {})).json().code).toBe(
      'draw_started',
    );

    // semi 2 by hand, then the final
    await ok('POST', `/api/tournament/${tour.id}/matches/${semis[1]!.matchId}/result`, {
      winner: 'home',
      games: [
        { home: 6, away: 2 },
        { home: 6, away: 3 },
      ],
    });
    const twice = await call(
      'POST',
      `/api/tournament/${tour.id}/matches/${semis[1]!.matchId}/result`,
      owner,
      {
        winner: 'home',
      },
    );
    expect(twice.json().code).toBe('match_finished');
    // the live match shows the result entered by hand: its games and its winner (live page, archive, cards)
    const byHand = (await call('GET', `/api/matches/${semis[1]!.matchId}`, undefined)).json();
    expect(byHand).toMatchObject({
      status: 'finished',
      summary: {
        status: 'finished',
        winner: 'home',
        outcome: 'played',
        score: { home: 2, away: 0 },
        periods: [
          { home: 6, away: 2 },
          { home: 6, away: 3 },
        ],
        text: '6-2 6-3',
        server: null,
      },
    });
    expect(byHand.endedAt).not.toBeNull();
    const archived = (await call('GET', `/api/matches?status=finished&search=ko`, undefined)).json();
    expect(
      (archived.items as { id: number; summary: { text: string } }[]).find((m) => m.id === semis[1]!.matchId)
        ?.summary.text,
    ).toBe('6-2 6-3');
    await walkover(final.matchId!, 'home');
    const finished = await ok<{ status: string }>('GET', `/api/tournament/${tour.id}`);
    expect(finished.status).toBe('finished');

    // correcting semi 1 to the other winner: the preview names the final, which is reset; as it is, nothing
    const asItIs = await ok<{ reset: unknown[] }>(
      'GET',
      `/api/tournament/${tour.id}/matches/${semis[0]!.matchId}/correction`,
    );
    expect(asItIs.reset).toEqual([]);
    const preview = await ok<{ allowed: boolean; reset: { key: string }[] }>(
      'GET',
      `/api/tournament/${tour.id}/matches/${semis[0]!.matchId}/correction?winner=home&walkover=true`,
    );
    expect(preview.allowed).toBe(true);
    expect(preview.reset.map((m) => m.key)).toEqual([final.key]);
    expect(
      (await call('GET', `/api/tournament/${tour.id}/matches/${semis[0]!.matchId}/correction`, member))
        .statusCode,
    ).toBe(403);
    draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/matches/${semis[0]!.matchId}/correction`, {
      result: { winner: 'home', walkover: true },
      reason: 'the walkover was the other way round',
    });
    f = draw.stages[0]!.matches.find((m) => m.key === final.key)!;
    expect(f).toMatchObject({ status: 'ready', winner: null, home: { entryId: entries[0] } });
    // the corrected match shows its new result: a walkover, no games
    expect((await call('GET', `/api/matches/${semis[0]!.matchId}`, undefined)).json().summary).toMatchObject({
      status: 'finished',
      winner: 'home',
      outcome: 'walkover',
      periods: [],
      text: 'w/o',
    });
    const finalAfter = (await call('GET', `/api/matches/${final.matchId}`, undefined)).json();
    expect(finalAfter).toMatchObject({ status: 'upcoming', home: { name: 'KO 1' }, seq: 0 });
    expect((await ok<{ status: string }>('GET', `/api/tournament/${tour.id}`)).status).toBe('active');
    const audit = await ok<{ items: { action: string; details: Record<string, unknown> }[] }>(
      'GET',
      `/api/tournament/${tour.id}/audit`,
    );
    expect(audit.items[0]).toMatchObject({
      action: 'correction',
      details: { matchId: semis[0]!.matchId, reason: 'the walkover was the other way round' },
    });
    const notFinished = await call(
      'POST',
      `/api/tournament/${tour.id}/matches/${final.matchId}/correction`,
      owner,
      {
        result: null,
      },
    );
    expect(notFinished.json().code).toBe('not_finished');
    // a draw's match goes with its draw; a match's container is a tournament of its own organization
    const gone = await call('DELETE', `/api/matches/${final.matchId}`, owner);
    expect(gone.json().code).toBe('in_draw');
    const moved = await call('PATCH', `/api/matches/${final.matchId}`, owner, { containerId: tooFew.id });
    expect(moved.json().code).toBe('in_draw');
    const elsewhere = await call('POST', '/api/matches', owner, {
      sport: 'tennis',
      home: { name: 'A' },
      away: { name: 'B' },
      containerId: tour.id,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('wrong_organization');
    const friendly = await call('POST', '/api/matches', owner, {
      sport: 'tennis',
      organizationId: orgId,
      home: { name: 'A' },
      away: { name: 'B' },
      containerId: tour.id,
    });
    expect(friendly.statusCode, friendly.body).toBe(201);
    // a match of no draw, or of another tournament: 404
    expect(
      (
        await call('POST', `/api/tournament/${tooFew.id}/matches/${final.matchId}/result`, owner, {
          winner: 'home',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('play groups then a knockout of the group positions, and rank the finishers by the organization’s table', async () => {
    await ok('PUT', `/api/organization/${orgId}/ranking-table`, {
      points: [100, 70, 50, 50, 20, 20, 20, 20],
    });
    const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Groups',
      sport: 'tennis',
      endsOn: '2026-06-01',
    });
    const ids = await players(8, 'G');
    for (const playerId of ids) await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId });
    const defined = await ok<Stages>('PUT', `/api/tournament/${tour.id}/stages`, {
      stages: [
        { name: 'Groups', type: 'round_robin', options: { groups: 2 } },
        { name: 'Knockout', type: 'single_elimination', qualifiersPerGroup: 2 },
      ],
    });
    expect(defined.stages.map((s) => s.drawn)).toEqual([false, false]);
    let draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
    expect(draw.stages[0]!.matches).toHaveLength(12);
    for (const m of draw.stages[0]!.matches) await walkover(m.matchId!, 'home');
    draw = await ok<Stages>('GET', `/api/tournament/${tour.id}/stages`);
    expect(draw.stages[0]!.complete).toBe(true);
    // the knockout is drawn by itself from the group positions
    const ko = draw.stages[1]!;
    expect(ko.drawn).toBe(true);
    expect(ko.matches.filter((m) => m.round === 1)).toHaveLength(2);
    const winners = draw.stages[0]!.standings.filter((r) => r.rank === 1).map((r) => r.entryId);
    const firstRound = ko.matches.filter((m) => m.round === 1);
    for (const m of firstRound) {
      expect(winners).toContain(m.home.entryId);
      expect(winners).not.toContain(m.away.entryId);
    }
    for (const m of firstRound) await walkover(m.matchId!, 'home');
    draw = await ok<Stages>('GET', `/api/tournament/${tour.id}/stages`);
    const final = draw.stages[1]!.matches.find((m) => m.round === 2)!;
    await walkover(final.matchId!, 'home');
    expect((await ok<{ status: string }>('GET', `/api/tournament/${tour.id}`)).status).toBe('finished');

    const ranking = await call(
      'GET',
      `/api/organization/${orgId}/rankings?from=2026-01-01&to=2026-12-31`,
      undefined,
    );
    expect(ranking.statusCode, ranking.body).toBe(200);
    const items = ranking.json().items as {
      ranking_position: number;
      ranking_points: number;
      name: string;
    }[];
    expect(items[0]).toMatchObject({ ranking_position: 1, ranking_points: 100 });
    expect(items[1]).toMatchObject({ ranking_position: 2, ranking_points: 70 });
    expect(items).toHaveLength(8);
    expect(items.slice(4).every((r) => r.ranking_points === 20)).toBe(true);

    // seeding by ranking uses it
    const next = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Next',
      sport: 'tennis',
    });
    const champion = items[0]!.name;
    for (const playerId of ids) await ok('POST', `/api/tournament/${next.id}/entries`, { playerId });
    const [newcomer] = await players(1, 'Newcomer');
    const late = await ok<{ id: number; name: string }>('POST', `/api/tournament/${next.id}/entries`, {
      playerId: newcomer,
    });
    const seeded = await ok<{
      registered: { id: number; name: string; seed: number | null }[];
      seeding: { seeded: number; unranked: string[] };
      mine: number[];
    }>('PUT', `/api/tournament/${next.id}/seeds`, { by: 'ranking' });
    expect(seeded.registered[0]).toMatchObject({ name: champion, seed: 1 });
    // it says what it did: eight seeded from the ranking, the newcomer not in it
    expect(seeded.seeding).toEqual({ seeded: 8, unranked: [late.name] });
    expect(seeded.registered.find((e) => e.id === late.id)!.seed).toBeNull();
    // the organizer signed them all up, but plays in none of them: none is "your entry"
    expect(seeded.mine).toEqual([]);

    // a sport with no ranking: refused with the reason, and the seeds stay as they were
    const badminton = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'No ranking',
      sport: 'badminton',
    });
    const e1 = await ok<{ id: number }>('POST', `/api/tournament/${badminton.id}/entries`, {
      playerId: ids[0],
    });
    await ok('POST', `/api/tournament/${badminton.id}/entries`, { playerId: ids[1] });
    await ok('PUT', `/api/tournament/${badminton.id}/seeds`, { seeds: [{ entryId: e1.id, seed: 1 }] });
    const none = await call('PUT', `/api/tournament/${badminton.id}/seeds`, owner, { by: 'ranking' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'no_ranking' });
    expect(none.json().message).toContain('no badminton ranking');
    const kept = await ok<{ registered: { id: number; seed: number | null }[] }>(
      'GET',
      `/api/tournament/${badminton.id}/entries`,
    );
    expect(kept.registered.find((e) => e.id === e1.id)!.seed).toBe(1);
  });

  it('pair the next Swiss round as soon as one is complete', async () => {
    const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Swiss',
      sport: 'tennis',
    });
    for (const playerId of await players(4, 'S'))
      await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId });
    await ok('PUT', `/api/tournament/${tour.id}/stages`, {
      stages: [{ name: 'Swiss', type: 'swiss', options: { rounds: 2 } }],
    });
    let draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
    expect(draw.stages[0]!.matches).toHaveLength(2);
    for (const m of draw.stages[0]!.matches) await walkover(m.matchId!, 'away');
    draw = await ok<Stages>('GET', `/api/tournament/${tour.id}/stages`);
    const second = draw.stages[0]!.matches.filter((m) => m.round === 2);
    expect(second).toHaveLength(2);
    expect(second.every((m) => m.matchId !== null && m.home.entryId !== null)).toBe(true);
    for (const m of second) await walkover(m.matchId!, 'away');
    expect((await ok<{ status: string }>('GET', `/api/tournament/${tour.id}`)).status).toBe('finished');
  });

  it('plan match times on the venue’s courts with duration and rest, and warn of conflicts', async () => {
    const venue = await ok('POST', `/api/organization/${orgId}/venues`, {
      name: 'Hall',
      spaces: [
        { sport: 'tennis', name: 'Court 1' },
        { sport: 'tennis', name: 'Court 2' },
      ],
    });
    const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Planned',
      sport: 'tennis',
      venueId: venue.id,
      durationInMinutes: 30,
      restInMinutes: 15,
    });
    const noCourts = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Nowhere',
      sport: 'tennis',
    });
    const refused = await call('POST', `/api/tournament/${noCourts.id}/schedule`, owner, {
      startAt: '2026-06-01T09:00:00Z',
    });
    expect(refused.json().code).toBe('no_playing_spaces');
    for (const playerId of await players(8, 'T'))
      await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId });
    await ok('POST', `/api/tournament/${tour.id}/draw`, {});
    const plan = await ok<{
      items: { matchId: number; round: number; scheduledAt: string; court: string }[];
      conflicts: unknown[];
      nextFreeCourt: { court: string; at: string } | null;
    }>('POST', `/api/tournament/${tour.id}/schedule`, { startAt: '2026-06-01T09:00:00Z' });
    expect(plan.conflicts).toEqual([]);
    const at = (round: number) =>
      plan.items.filter((i) => i.round === round).map((i) => [i.scheduledAt.slice(11, 16), i.court]);
    expect(at(1)).toEqual([
      ['09:00', 'Court 1'],
      ['09:00', 'Court 2'],
      ['09:30', 'Court 1'],
      ['09:30', 'Court 2'],
    ]);
    // semi-finals wait for a free court, their quarter-finals and the players' rest (10:00 + 15);
    // the final for both semis (10:45 + 15)
    expect(at(2)).toEqual([
      ['10:00', 'Court 1'],
      ['10:15', 'Court 2'],
    ]);
    expect(at(3)).toEqual([['11:00', 'Court 1']]);
    expect(plan.nextFreeCourt).not.toBeNull();

    // one match moved by hand onto another's court and time: a court twice
    const [a, b] = plan.items;
    const moved = await call('PATCH', `/api/matches/${b!.matchId}`, owner, {
      scheduledAt: a!.scheduledAt,
      court: a!.court,
    });
    expect(moved.statusCode).toBe(200);
    // the organizers see the conflicts (a viewer gets none: they name the organization's other matches)
    const schedule = await call('GET', `/api/tournament/${tour.id}/schedule`, owner);
    expect(schedule.json().conflicts).toEqual([
      expect.objectContaining({
        kind: 'court_twice',
        matchIds: [a!.matchId, b!.matchId].sort((x, y) => x - y),
      }),
    ]);
  });

  it('warn of a court or a player taken at the same time by another tournament or another match of the organization', async () => {
    const venue = await ok('POST', `/api/organization/${orgId}/venues`, {
      name: 'Arena',
      spaces: [{ sport: 'tennis', name: 'Court A' }],
    });
    const [shared, first, second] = await players(3, 'Clash');
    const cup = async (name: string, entrants: number[]) => {
      const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
        name,
        sport: 'tennis',
        venueId: venue.id,
        durationInMinutes: 60,
      });
      for (const playerId of entrants) await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId });
      await ok('POST', `/api/tournament/${tour.id}/draw`, {});
      const plan = await ok<{ items: { matchId: number }[]; conflicts: unknown[] }>(
        'POST',
        `/api/tournament/${tour.id}/schedule`,
        { startAt: '2026-07-01T09:00:00Z' },
      );
      return { tour, matchId: plan.items[0]!.matchId, conflicts: plan.conflicts };
    };
    const spring = await cup('Spring Cup', [shared!, first!]);
    expect(spring.conflicts).toEqual([]);
    // the same court at the same hour, one of the same players
    const summer = await cup('Summer Cup', [shared!, second!]);
    expect(summer.conflicts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'court_twice',
          matchIds: [summer.matchId, spring.matchId],
          court: 'Court A',
          message: expect.stringContaining('Spring Cup'),
        }),
        expect.objectContaining({
          kind: 'player_twice',
          matchIds: [summer.matchId, spring.matchId],
          playerId: shared,
        }),
      ]),
    );
    expect(summer.conflicts).toHaveLength(2);
    // an ordinary match of the organization on that court half an hour in
    const friendly = await ok('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: orgId,
      home: { name: 'Friendly home' },
      away: { name: 'Friendly away' },
      venue: 'Arena',
      court: 'Court A',
      scheduledAt: '2026-07-01T09:30:00Z',
    });
    const springNow = (await call('GET', `/api/tournament/${spring.tour.id}/schedule`, owner)).json();
    expect(springNow.conflicts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'court_twice', matchIds: [spring.matchId, summer.matchId] }),
        expect.objectContaining({ kind: 'player_twice', matchIds: [spring.matchId, summer.matchId] }),
        expect.objectContaining({
          kind: 'court_twice',
          matchIds: [spring.matchId, friendly.id],
          message: expect.stringMatching(
            /^Court A has two matches at 09:30 UTC: .+ vs .+ and Friendly home vs Friendly away\.$/,
          ),
        }),
      ]),
    );
    expect(springNow.conflicts).toHaveLength(3);
    // moved two hours later: no clash any more
    await ok('PATCH', `/api/matches/${friendly.id}`, { scheduledAt: '2026-07-01T11:30:00Z' });
    const later = (await call('GET', `/api/tournament/${spring.tour.id}/schedule`, owner)).json();
    expect(later.conflicts).toHaveLength(2);
  });

  it('play a double elimination to the end through live walkovers, and take formations for doubles', async () => {
    const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Double',
      sport: 'tennis',
    });
    for (const playerId of await players(4, 'D'))
      await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId });
    await ok('PUT', `/api/tournament/${tour.id}/stages`, {
      stages: [{ name: 'Double elimination', type: 'double_elimination' }],
    });
    await ok('POST', `/api/tournament/${tour.id}/draw`, {});
    for (let i = 0; i < 20; i++) {
      const draw = await ok<Stages>('GET', `/api/tournament/${tour.id}/stages`);
      const next = draw.stages[0]!.matches.find((m) => m.liveStatus === 'upcoming' && m.status === 'ready');
      if (!next) break;
      await walkover(next.matchId!, i % 2 === 0 ? 'away' : 'home');
    }
    expect((await ok<{ status: string }>('GET', `/api/tournament/${tour.id}`)).status).toBe('finished');

    // doubles: formations sign up, a player or a team does not
    const doubles = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Doubles',
      sport: 'tennis',
      entryKind: 'formation',
    });
    const [a, b] = await players(2, 'Pair');
    const pair = await ok('POST', `/api/organization/${orgId}/teams`, {
      name: 'Pair 1 / Pair 2',
      kind: 'formation',
      competitorType: 'double',
      playerIds: [a, b],
    });
    const team = await ok('POST', `/api/organization/${orgId}/teams`, { name: 'Club team', playerIds: [a] });
    const entry = await call('POST', `/api/tournament/${doubles.id}/entries`, owner, { teamId: pair.id });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(entry.json()).toMatchObject({ name: 'Pair 1 / Pair 2', teamId: pair.id });
    const asPlayer = await call('POST', `/api/tournament/${doubles.id}/entries`, owner, { playerId: a });
    expect(asPlayer.json().code).toBe('wrong_entry_kind');
    const asTeam = await call('POST', `/api/tournament/${doubles.id}/entries`, owner, { teamId: team.id });
    expect(asTeam.json().code).toBe('wrong_entry_kind');
  });

  it('are in the OpenAPI description with summaries', async () => {
    const spec = (await call('GET', '/api/docs/json', undefined)).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const ops = Object.entries(spec.paths).filter(([p]) => p.includes('tournament') || p.includes('rank'));
    expect(ops.length).toBeGreaterThanOrEqual(13);
    for (const [, item] of ops) for (const op of Object.values(item)) expect(op.summary).toBeTruthy();
  });
});
