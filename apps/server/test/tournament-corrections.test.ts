import { addOrganizationRole, addRoles, insertOrganization } from '@sportzone/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/**
 * Corrections of a result after what it decided has moved on (decision 056): a group result corrected after
 * the knockout was drawn re-fills the knockout places whose group position changes, refused only once a
 * knockout match it changes has been played; the preview (a dry run with the proposed result) lists only
 * what really changes, and the audit names the match.
 */
type Headers = Record<string, string> | undefined;
interface Side {
  entryId: number | null;
  name: string | null;
}
interface DrawMatch {
  key: string;
  matchId: number | null;
  round: number;
  group: number;
  home: Side;
  away: Side;
  status: string;
  winner: string | null;
}
interface Stages {
  stages: { id: number; drawn: boolean; matches: DrawMatch[] }[];
}
interface Preview {
  allowed: boolean;
  code: string | null;
  message: string | null;
  reset: DrawMatch[];
  nextStageId: number | null;
  places: { group: number; position: number; from: Side; to: Side }[];
  nextReset: DrawMatch[];
  blocked: DrawMatch[];
}

let t: TestApp;
let owner: Headers;
let orgId = 0;

const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: owner,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function ok<T>(method: InjectOptions['method'], url: string, payload?: unknown) {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

const other = (w: string | null) => (w === 'home' ? 'away' : 'home');
/** the lower entry id wins: group positions follow the entries' order */
const lowerWins = (m: DrawMatch) => (m.home.entryId! < m.away.entryId! ? 'home' : 'away');
const has = (m: DrawMatch, entryId: number) => m.home.entryId === entryId || m.away.entryId === entryId;

/** Two groups of four played by hand (the lower entry id wins), the knockout of the top two drawn by itself. */
async function groupsThenKnockout(name: string) {
  const tour = await ok<{ id: number }>('POST', `/api/organization/${orgId}/tournaments`, {
    name,
    sport: 'badminton',
    endsOn: '2026-06-01',
  });
  for (let i = 1; i <= 8; i++) {
    const p = await ok<{ id: number }>('POST', `/api/organization/${orgId}/players`, {
      firstName: name,
      lastName: String(i),
    });
    await ok('POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
  }
  await ok('PUT', `/api/tournament/${tour.id}/stages`, {
    stages: [
      { name: 'Groups', type: 'round_robin', options: { groups: 2 } },
      { name: 'Knockout', type: 'single_elimination', qualifiersPerGroup: 2 },
    ],
  });
  let draw = await ok<Stages>('POST', `/api/tournament/${tour.id}/draw`, {});
  for (const m of draw.stages[0]!.matches)
    await ok('POST', `/api/tournament/${tour.id}/matches/${m.matchId}/result`, { winner: lowerWins(m) });
  draw = await ok<Stages>('GET', `/api/tournament/${tour.id}/stages`);
  expect(draw.stages[1]!.drawn).toBe(true);
  const base = `/api/tournament/${tour.id}`;
  const groupA = draw.stages[0]!.matches.filter((m) => m.group === 1);
  const ranked = [...new Set(groupA.flatMap((m) => [m.home.entryId!, m.away.entryId!]))].sort(
    (a, b) => a - b,
  );
  const between = (a: number, b: number) => groupA.find((m) => has(m, a) && has(m, b))!;
  return { base, draw, ranked, between };
}

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  const db = t.app.database.db;
  const o = await person(t, 'owner@corrections.test');
  await addRoles(db, o.user.id, ['Organizer']);
  owner = o.headers;
  orgId = (await insertOrganization(db, { name: 'Corrections club', privacy: 'public', parentId: null })).id;
  await addOrganizationRole(db, orgId, o.user.id, 'owner');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe(`correcting results after the next stage was drawn (${TEST_DB})`, () => {
  it('a group result that moves nobody changes nothing in the knockout, and the audit names the match', async () => {
    const { base, draw, ranked, between } = await groupsThenKnockout('Same');
    const m = between(ranked[0]!, ranked[3]!);
    const games = m.winner === 'home' ? '21-10,21-12' : '10-21,12-21';
    const preview = await ok<Preview>(
      'GET',
      `${base}/matches/${m.matchId}/correction?winner=${m.winner}&games=${games}`,
    );
    expect(preview).toMatchObject({ allowed: true, reset: [], places: [], nextReset: [], blocked: [] });
    expect(preview.nextStageId).toBe(draw.stages[1]!.id);
    const after = await ok<Stages>('POST', `${base}/matches/${m.matchId}/correction`, {
      result: {
        winner: m.winner,
        games: games
          .split(',')
          .map((g) => ({ home: Number(g.split('-')[0]), away: Number(g.split('-')[1]) })),
      },
    });
    expect(after.stages[1]!.matches).toEqual(draw.stages[1]!.matches);
    const audit = await ok<{ items: { action: string; details: Record<string, unknown> }[] }>(
      'GET',
      `${base}/audit`,
    );
    expect(audit.items[0]).toMatchObject({
      action: 'correction',
      details: { home: m.home.name, away: m.away.name, place: { kind: 'group', group: 1 } },
    });
    expect(audit.items.find((a) => a.action === 'result_entered')?.details).toMatchObject({
      place: { kind: 'group' },
      home: expect.stringMatching(/^Same /),
      away: expect.stringMatching(/^Same /),
    });
    // once drawn from, a group result gets a new result but is not taken back
    const back = await call('POST', `${base}/matches/${m.matchId}/correction`, { result: null });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('next_stage_drawn');
  });

  it('a group result that changes a qualifier re-fills its knockout place and resets that match', async () => {
    const { base, draw, ranked, between } = await groupsThenKnockout('Swap');
    const [, second, third] = ranked as [number, number, number, number];
    const m = between(second, third);
    const ko = draw.stages[1]!;
    const fed = ko.matches.find((x) => has(x, second))!;
    const preview = await ok<Preview>(
      'GET',
      `${base}/matches/${m.matchId}/correction?winner=${other(m.winner)}`,
    );
    expect(preview.allowed).toBe(true);
    expect(preview.places).toMatchObject([
      { group: 1, position: 2, from: { entryId: second }, to: { entryId: third } },
    ]);
    expect(preview.nextReset.map((x) => x.key)).toEqual([fed.key]);
    expect(preview.reset).toEqual([]);
    const after = await ok<Stages>('POST', `${base}/matches/${m.matchId}/correction`, {
      result: { winner: other(m.winner) },
      reason: 'the score sheet was the other way round',
    });
    const refilled = after.stages[1]!.matches.find((x) => x.key === fed.key)!;
    expect(has(refilled, third)).toBe(true);
    expect(has(refilled, second)).toBe(false);
    for (const x of ko.matches.filter((y) => y.key !== fed.key))
      expect(after.stages[1]!.matches.find((y) => y.key === x.key)).toMatchObject({
        home: x.home,
        away: x.away,
      });
    // the live match shows the new side
    const live = (await call('GET', `/api/matches/${fed.matchId}`)).json();
    expect([live.home.name, live.away.name]).toContain(preview.places[0]!.to.name);
    expect([live.home.name, live.away.name]).not.toContain(preview.places[0]!.from.name);

    // the knockout match played: correcting the group result back is refused, naming it
    await ok('POST', `${base}/matches/${fed.matchId}/result`, { winner: 'home' });
    const played = await ok<Preview>('GET', `${base}/matches/${m.matchId}/correction?winner=${m.winner}`);
    expect(played).toMatchObject({ allowed: false, code: 'played_on' });
    expect(played.blocked.map((x) => x.key)).toEqual([fed.key]);
    expect(played.message).toContain('semi-final');
    const refused = await call('POST', `${base}/matches/${m.matchId}/correction`, {
      result: { winner: m.winner },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('played_on');
    // a correction that moves nobody is still allowed
    const same = between(ranked[0]!, ranked[3]!);
    expect((await ok<Preview>('GET', `${base}/matches/${same.matchId}/correction`)).allowed).toBe(true);
  });

  it('a knockout result corrected with the same winner resets no later match; the other winner resets the final', async () => {
    const { base, draw } = await groupsThenKnockout('Semi');
    const semis = draw.stages[1]!.matches.filter((m) => m.round === 1);
    for (const s of semis) await ok('POST', `${base}/matches/${s.matchId}/result`, { winner: 'home' });
    const semi = semis[0]!;
    const same = await ok<Preview>(
      'GET',
      `${base}/matches/${semi.matchId}/correction?winner=home&games=21-19,21-19`,
    );
    expect(same).toMatchObject({ allowed: true, reset: [] });
    const flipped = await ok<Preview>('GET', `${base}/matches/${semi.matchId}/correction?winner=away`);
    expect(flipped.reset.map((m) => m.round)).toEqual([2]);
    // the final played: the same winner with its games is still a correction
    const final = (await ok<Stages>('GET', `${base}/stages`)).stages[1]!.matches.find((m) => m.round === 2)!;
    await ok('POST', `${base}/matches/${final.matchId}/result`, { winner: 'home' });
    const after = await ok<Stages>('POST', `${base}/matches/${semi.matchId}/correction`, {
      result: {
        winner: 'home',
        games: [
          { home: 21, away: 19 },
          { home: 21, away: 19 },
        ],
      },
    });
    expect(after.stages[1]!.matches.find((m) => m.key === final.key)).toMatchObject({
      status: 'finished',
      winner: 'home',
    });
    expect((await ok<{ status: string }>('GET', base)).status).toBe('finished');
  });
});
