import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { addOrganizationRole, insertOrganization } from '@sportzone/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../bench/live-client';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/** When a match of a draw finishes, viewers of the next match see its new side at once. */
let t: TestApp;
let url: string;
let owner: Record<string, string>;
let orgId = 0;

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const o = await person(t, 'owner@tournaments-live.test');
  owner = o.headers;
  orgId = (
    await insertOrganization(t.app.database.db, { name: 'Live cup club', privacy: 'public', parentId: null })
  ).id;
  await addOrganizationRole(t.app.database.db, orgId, o.user.id, 'owner');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function ok<T = { id: number }>(
  method: 'POST' | 'GET' | 'PUT' | 'PATCH',
  path: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url: path, headers: owner, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

describe(`a draw on the live connection (${TEST_DB})`, () => {
  it('pushes the next match’s new side to its viewers as soon as a match finishes', async () => {
    const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Live cup',
      sport: 'tennis',
    });
    for (const n of [1, 2, 3, 4]) {
      const player = await ok('POST', `/api/organization/${orgId}/players`, {
        firstName: 'Live',
        lastName: `L${n}`,
      });
      await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: player.id });
    }
    const draw = await ok<{
      stages: { matches: { matchId: number; round: number; home: { name: string } }[] }[];
    }>('POST', `/api/tournament/${tour.id}/draw`, {});
    const [semi] = draw.stages[0]!.matches.filter((m) => m.round === 1);
    const final = draw.stages[0]!.matches.find((m) => m.round === 2)!;

    const viewer = await LiveClient.open(url);
    viewer.send({ type: 'subscribe', topic: `match:${final.matchId}` });
    await viewer.until((ms) => ms.some((x) => x.type === 'snapshot'), 5000, 'snapshot');
    expect(JSON.stringify(viewer.messages)).not.toContain(semi!.home.name);

    // the away side gives a walkover: the home side goes through to the final
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${semi!.matchId}/events`,
      headers: owner,
      payload: { clientEventId: randomUUID(), seq: 0, event: { type: 'walkover', side: 'away' } },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await viewer.until(
      (ms) => JSON.stringify(ms).includes(semi!.home.name),
      5000,
      'the final with its new home side',
    );
    await viewer.close();
  });
});

/** Draws a knockout of four players in a new tournament; returns it and its matches. */
async function knockout(name: string, privacy: 'public' | 'private' = 'public') {
  const tour = await ok('POST', `/api/organization/${orgId}/tournaments`, { name, sport: 'tennis', privacy });
  for (const n of [1, 2, 3, 4]) {
    const player = await ok('POST', `/api/organization/${orgId}/players`, {
      firstName: name.replace(/\W/g, ''),
      lastName: `P${n}`,
    });
    await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: player.id });
  }
  const draw = await ok<{
    stages: { matches: { matchId: number; key: string; round: number; phase: string }[] }[];
  }>('POST', `/api/tournament/${tour.id}/draw`, {});
  return { tour, matches: draw.stages[0]!.matches };
}

describe(`the tournament topic (${TEST_DB})`, () => {
  it('tells a tournament’s viewers when a result is recorded', async () => {
    const { tour, matches } = await knockout('Topic cup');
    const viewer = await LiveClient.open(url);
    viewer.send({ type: 'subscribe', topic: `tournament:${tour.id}` });
    await viewer.until(
      (ms) => ms.some((x) => x.type === 'subscribed' && x.topic === `tournament:${tour.id}`),
      5000,
      'subscribed',
    );
    const semi = matches.find((m) => m.round === 1)!;
    await ok('POST', `/api/tournament/${tour.id}/matches/${semi.matchId}/result`, {
      winner: 'home',
      games: [
        { home: 6, away: 3 },
        { home: 6, away: 4 },
      ],
    });
    await viewer.until(
      (ms) => ms.some((x) => x.type === 'tournament' && x.tournamentId === tour.id),
      5000,
      'the tournament message',
    );
    const message = viewer.messages.find((x) => x.type === 'tournament')!;
    expect(message).toMatchObject({ type: 'tournament', tournamentId: tour.id });
    expect((message as { version: number }).version).toBeGreaterThan(0);

    // a result scored live (a walkover on the other semi-final) tells them too
    const other = matches.filter((m) => m.round === 1)[1]!;
    const before = viewer.messages.filter((x) => x.type === 'tournament').length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${other.matchId}/events`,
      headers: owner,
      payload: { clientEventId: randomUUID(), seq: 0, event: { type: 'walkover', side: 'away' } },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await viewer.until(
      (ms) => ms.filter((x) => x.type === 'tournament').length > before,
      5000,
      'a second tournament message',
    );
    await viewer.close();
  });

  it('is not_found for a private tournament to those who may not see it; its organizers follow it', async () => {
    const { tour } = await knockout('Hidden cup', 'private');
    const topic = `tournament:${tour.id}` as const;
    const outsider = await LiveClient.open(url);
    outsider.send({ type: 'subscribe', topic });
    await outsider.until((ms) => ms.some((x) => x.type === 'error'), 5000, 'an error');
    expect(outsider.messages.find((x) => x.type === 'error')).toMatchObject({ code: 'not_found', topic });
    expect(outsider.messages.some((x) => x.type === 'subscribed')).toBe(false);
    // an unknown tournament is the same
    outsider.send({ type: 'subscribe', topic: 'tournament:999999999' });
    await outsider.until(
      (ms) => ms.some((x) => x.type === 'error' && x.topic === 'tournament:999999999'),
      5000,
      'not found',
    );
    await outsider.close();

    const token = owner.authorization!.slice('Bearer '.length);
    const organizer = await LiveClient.open(`${url}?access_token=${encodeURIComponent(token)}`);
    organizer.send({ type: 'subscribe', topic });
    await organizer.until((ms) => ms.some((x) => x.type === 'subscribed'), 5000, 'subscribed');
    await ok('PATCH', `/api/tournament/${tour.id}`, { name: 'Hidden cup (renamed)' });
    await organizer.until((ms) => ms.some((x) => x.type === 'tournament'), 5000, 'the tournament message');
    await organizer.close();

    // a public tournament made private: its outside viewers are dropped (not_found), its organizers stay
    const { tour: open } = await knockout('Soon hidden cup');
    const openTopic = `tournament:${open.id}` as const;
    const watcher = await LiveClient.open(url);
    const staff = await LiveClient.open(`${url}?access_token=${encodeURIComponent(token)}`);
    for (const v of [watcher, staff]) {
      v.send({ type: 'subscribe', topic: openTopic });
      await v.until((ms) => ms.some((x) => x.type === 'subscribed'), 5000, 'subscribed');
    }
    await ok('PATCH', `/api/tournament/${open.id}`, { privacy: 'private' });
    await watcher.until((ms) => ms.some((x) => x.type === 'error'), 5000, 'not_found');
    expect(watcher.messages.find((x) => x.type === 'error')).toMatchObject({
      code: 'not_found',
      topic: openTopic,
    });
    expect(watcher.messages.some((x) => x.type === 'tournament')).toBe(false);
    await staff.until((ms) => ms.some((x) => x.type === 'tournament'), 5000, 'the organizer still hears');
    for (const v of [watcher, staff]) await v.close();
  });

  it('names the tournament and the round on the live list and the match', async () => {
    const { tour, matches } = await knockout('Card cup');
    const semi = matches.find((m) => m.round === 1)!;
    const final = matches.find((m) => m.round === 2)!;
    const viewer = await LiveClient.open(url);
    viewer.send({ type: 'subscribe', topic: 'sport:tennis' });
    await viewer.until((ms) => ms.some((x) => x.type === 'list' && x.full), 5000, 'the full list');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${semi.matchId}/events`,
      headers: owner,
      payload: { clientEventId: randomUUID(), seq: 0, event: { type: 'point', side: 'home' } },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const competition = {
      tournamentId: tour.id,
      name: 'Card cup',
      phase: 'winners',
      round: 1,
      group: 1,
      roundsInPhase: 2,
      stageType: 'single_elimination',
      pending: { home: null, away: null },
    };
    await viewer.until(
      (ms) => ms.some((x) => x.type === 'list' && x.items.some((i) => i.matchId === semi.matchId)),
      5000,
      'the semi-final on the list',
    );
    const row = viewer.messages
      .flatMap((x) => (x.type === 'list' ? x.items : []))
      .find((i) => i.matchId === semi.matchId)!;
    expect(row.competition).toEqual(competition);
    // a new subscriber's full list has it too
    const late = await LiveClient.open(url);
    late.send({ type: 'subscribe', topic: 'home' });
    await late.until((ms) => ms.some((x) => x.type === 'list' && x.full), 5000, 'the full list');
    const full = late.messages.find((x) => x.type === 'list' && x.full) as { items: (typeof row)[] };
    expect(full.items.find((i) => i.matchId === semi.matchId)?.competition).toEqual(competition);
    await late.close();
    await viewer.close();
    // the match itself, in lists and alone
    // the final's sides are not known yet: each is the winner of a semi-final, for the reader's labels
    const semiFinal = (number: number) => ({
      take: 'winner',
      phase: 'winners',
      group: 1,
      round: 1,
      number,
      of: 2,
      roundsInPhase: 2,
      doubleElimination: false,
    });
    const one = await t.app.inject({ method: 'GET', url: `/api/matches/${final.matchId}` });
    expect(one.json().competition).toEqual({
      ...competition,
      round: 2,
      pending: { home: semiFinal(1), away: semiFinal(2) },
    });
    expect(one.json().home.name).toBe('Winner of semi-final 1');
    // once the other semi-final is decided (by hand: the first one is in play), its side of the final is known
    const other = matches.find((m) => m.round === 1 && m.matchId !== semi.matchId)!;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${tour.id}/matches/${other.matchId}/result`,
      headers: owner,
      payload: { winner: 'home', walkover: true },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // the tournament's change reaches the cache of draw places through the live bus: soon, not at once
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/matches/${final.matchId}` })).json();
    await expect
      .poll(async () => Object.values((await read()).competition.pending).filter((p) => p === null).length)
      .toBe(1);
    const after = await read();
    const known = after.competition.pending.home === null ? 'home' : 'away';
    const waiting = known === 'home' ? 'away' : 'home';
    expect(after.competition.pending[known]).toBeNull();
    expect(after.competition.pending[waiting]).toEqual(semiFinal(waiting === 'home' ? 1 : 2));
    expect(after[known].name).not.toMatch(/^Winner of/);
    expect(after[waiting].name).toMatch(/^Winner of semi-final/);
    const list = await t.app.inject({ method: 'GET', url: `/api/matches?search=cardcup` });
    const items = list.json().items as { id: number; competition: { tournamentId: number } | null }[];
    expect(items.find((m) => m.id === semi.matchId)?.competition).toEqual(competition);
    const plain = await ok('POST', '/api/matches', {
      sport: 'tennis',
      home: { name: 'Plain A' },
      away: { name: 'Plain B' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/matches/${plain.id}` })).json().competition,
    ).toBeNull();
  });
});
