import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { addOrganizationRole, insertOrganization } from '@sportzone/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient } from '../bench/live-client';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/** Issue 13: when a match of a draw finishes, viewers of the next match see its new side at once. */
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

async function ok<T = { id: number }>(method: 'POST' | 'GET' | 'PUT', path: string, payload?: object) {
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
