import { randomUUID } from 'node:crypto';
import { addOrganizationRole, insertOrganization } from '@sportzone/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/** A tournament's scoring format and a stage's own (decision 062): stored, checked, played by the draw. */
let t: TestApp;
let owner: Record<string, string>;
let stranger: Record<string, string>;
let orgId = 0;

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const o = await person(t, 'owner@tournament-formats.test');
  owner = o.headers;
  stranger = (await person(t, 'stranger@tournament-formats.test')).headers;
  orgId = (
    await insertOrganization(t.app.database.db, { name: 'Short day club', privacy: 'public', parentId: null })
  ).id;
  await addOrganizationRole(t.app.database.db, orgId, o.user.id, 'owner');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function call(method: 'POST' | 'GET' | 'PUT' | 'PATCH', url: string, payload?: object, as = owner) {
  return t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
}

async function ok<T = { id: number }>(
  method: 'POST' | 'GET' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

interface Stages {
  stages: { id: number; format: Record<string, unknown> | null; matches: { matchId: number | null }[] }[];
}
type Match = { format: Record<string, unknown>; status: string; summary: { status: string; text: string } };

async function tournamentWith(players: number, body: object) {
  const tour = await ok<{ id: number; format: Record<string, unknown> }>(
    'POST',
    `/api/organization/${orgId}/tournaments`,
    { name: `Short cup ${randomUUID().slice(0, 6)}`, sport: 'badminton', ...body },
  );
  for (let n = 1; n <= players; n++) {
    const player = await ok('POST', `/api/organization/${orgId}/players`, {
      firstName: 'Short',
      lastName: `S${n}`,
    });
    await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: player.id });
  }
  return tour;
}

const matchIds = (s: Stages['stages'][number]) => s.matches.flatMap((m) => (m.matchId ? [m.matchId] : []));
const matchOf = (id: number) => ok<Match>('GET', `/api/matches/${id}`);

async function send(matchId: number, seq: number, event: object) {
  const res = await call('POST', `/api/matches/${matchId}/events`, {
    clientEventId: randomUUID(),
    seq,
    event,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe(`a tournament's scoring format (${TEST_DB})`, () => {
  it('is stored spelt out, and the sport’s standard when none is set', async () => {
    const plain = await tournamentWith(0, {});
    expect(plain.format).toMatchObject({ variant: 'standard', bestOf: 3, target: 21 });
    const short = await tournamentWith(0, { format: { variant: '3x15', bestOf: 1 } });
    expect(short.format).toMatchObject({ bestOf: 1, target: 15, cap: 21 });
    expect((await ok<{ format: object }>('GET', `/api/tournament/${short.id}`)).format).toEqual(short.format);
  });

  it('refuses a format the sport’s rules refuse, saying why (400)', async () => {
    const bad = await call('POST', `/api/organization/${orgId}/tournaments`, {
      name: 'Bad cup',
      sport: 'badminton',
      format: { bestOf: 2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('bestOf must be odd');
    const tour = await tournamentWith(0, {});
    const badKey = await call('PATCH', `/api/tournament/${tour.id}`, { format: { sets: 3 } });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toContain('unknown format key "sets"');
    const badStage = await call('PUT', `/api/tournament/${tour.id}/stages`, {
      stages: [{ name: 'Main', type: 'single_elimination', format: { target: 0 } }],
    });
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().message).toContain('target');
  });

  it('is changed only by its organizers', async () => {
    const tour = await tournamentWith(0, {});
    const res = await call('PATCH', `/api/tournament/${tour.id}`, { format: { bestOf: 1 } }, stranger);
    expect(res.statusCode).toBeGreaterThanOrEqual(403);
    expect(
      (await ok<{ format: { bestOf: number } }>('GET', `/api/tournament/${tour.id}`)).format.bestOf,
    ).toBe(3);
  });

  it('is played by the drawn matches: a game to 15 ends the match', async () => {
    const tour = await tournamentWith(2, { format: { variant: '3x15', bestOf: 1 } });
    const draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
    const [id] = matchIds(draw.stages[0]!);
    expect((await matchOf(id!)).format).toMatchObject({ bestOf: 1, target: 15 });
    for (let seq = 0; seq < 15; seq++) await send(id!, seq, { type: 'point', side: 'home' });
    const played = await matchOf(id!);
    expect(played.summary.status).toBe('finished');
    expect(played.summary.text).toBe('15-0');
  });

  it('follows a change before the first match starts, and is refused after (409)', async () => {
    const tour = await tournamentWith(4, {});
    const draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
    const ids = matchIds(draw.stages[0]!);
    expect((await matchOf(ids[0]!)).format).toMatchObject({ bestOf: 3, target: 21 });
    await ok('PATCH', `/api/tournament/${tour.id}`, { format: { bestOf: 1, target: 11 } });
    for (const id of ids) expect((await matchOf(id)).format).toMatchObject({ bestOf: 1, target: 11 });

    await send(ids[0]!, 0, { type: 'point', side: 'home' });
    const late = await call('PATCH', `/api/tournament/${tour.id}`, { format: { bestOf: 3 } });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('keep the format');
    // the same format again (a form saved as a whole) is no change
    const same = await call('PATCH', `/api/tournament/${tour.id}`, {
      format: { bestOf: 1, target: 11 },
      name: 'Kept',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await matchOf(ids[1]!)).format).toMatchObject({ bestOf: 1, target: 11 });
  });

  it('is overridden per stage, also for a later stage drawn as the first finishes', async () => {
    const tour = await tournamentWith(3, { format: { variant: '3x15', bestOf: 1 } });
    const stages = await ok<Stages>('PUT', `/api/tournament/${tour.id}/stages`, {
      stages: [
        { name: 'Groups', type: 'round_robin' },
        { name: 'Final', type: 'single_elimination', qualifiersPerGroup: 2, format: { bestOf: 3 } },
      ],
    });
    expect(stages.stages[0]!.format).toBeNull();
    expect(stages.stages[1]!.format).toMatchObject({ variant: 'standard', bestOf: 3, target: 21 });
    const draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
    for (const id of matchIds(draw.stages[0]!)) {
      expect((await matchOf(id)).format).toMatchObject({ bestOf: 1, target: 15 });
      await send(id, 0, { type: 'walkover', side: 'away' });
    }
    const after = await ok<Stages>('GET', `/api/tournament/${tour.id}/stages`);
    const final = matchIds(after.stages[1]!);
    expect(final).toHaveLength(1);
    expect((await matchOf(final[0]!)).format).toMatchObject({ bestOf: 3, target: 21 });
  });
});
