import type { PagedResult, ProfileMatch, PublicEntity, PublicPlayer } from '@sportzone/contracts';
import { insertPlayer, insertTeam, setTeamPlayers } from '@sportzone/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, organization, person } from './helpers/people';

/**
 * Profiles tell a player's story: the next matches, the latest results and the whole history a
 * page at a time, the win–loss record and the opponents met most, counted from the matches that name the
 * player (or their teams and formations) — and only the organization's own public matches.
 */
let t: TestApp;
let organizer: { authorization: string };
let orgId: number;
const ids: Record<string, number> = {};

async function match(body: Record<string, unknown>): Promise<{ id: number; seq: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/matches',
    headers: organizer,
    payload: { sport: 'tennis', organizationId: orgId, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A match played to its end: one point, then the loser retires. */
async function played(
  home: string,
  away: string,
  winner: 'home' | 'away',
  extra: Record<string, unknown> = {},
) {
  const m = await match({
    home: { name: home, playerId: ids[home] ?? null },
    away: { name: away, playerId: ids[away] ?? null },
    ...extra,
  });
  let seq = m.seq;
  for (const event of [
    { type: 'point', side: winner },
    { type: 'retire', side: winner === 'home' ? 'away' : 'home' },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${m.id}/events`,
      headers: organizer,
      payload: { clientEventId: crypto.randomUUID(), seq, event },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    seq = (res.json() as { seq: number }).seq;
  }
  return m.id;
}

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await person(t, 'profile-owner@sportzone.test');
  organizer = await bearer(t, 'profile-owner@sportzone.test');
  orgId = (await organization(t, 'Profile Club', [{ userId: owner.user.id, role: 'owner' }])).id;
  for (const [first, last] of [
    ['Ana', 'Ivanova'],
    ['Bea', 'Kostova'],
    ['Cvetana', 'Dimova'],
  ] as const) {
    const p = await insertPlayer(t.app.database.db, {
      organizationId: orgId,
      firstName: first,
      lastName: last,
      status: 'active',
    });
    ids[first] = p.id;
  }
  const pair = await insertTeam(t.app.database.db, {
    organizationId: orgId,
    name: 'Ivanova / Kostova',
    kind: 'formation',
    competitorType: 'double',
    sport: 'tennis',
  });
  await setTeamPlayers(t.app.database.db, pair.id, [ids.Ana!, ids.Bea!]);
  ids.pair = pair.id;
});

afterAll(async () => {
  await t?.close();
});

describe('a profile\u2019s record, head-to-head, next matches and results history', () => {
  it('counts wins and losses, groups opponents, shows the next match, and pages through every result', async () => {
    await played('Ana', 'Bea', 'home');
    await played('Bea', 'Ana', 'home');
    await played('Ana', 'Bea', 'home');
    await played('Cvetana', 'Ana', 'away');
    // a typed-in opponent counts by name
    await played('Ana', 'Walk-in Guest', 'away');
    // the formation's doubles win counts for Ana too (and for the formation's own profile)
    await played('Ivanova / Kostova', 'Visitors', 'home', {
      home: { name: 'Ivanova / Kostova', formationId: ids.pair },
      away: { name: 'Visitors' },
    });
    const next = await match({
      home: { name: 'Ana', playerId: ids.Ana },
      away: { name: 'Cvetana', playerId: ids.Cvetana },
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    });

    const ana = await get<PublicPlayer>(`/api/public/players/${ids.Ana}`);
    expect(ana.matches.record).toEqual({ played: 6, won: 4, lost: 2 });
    expect(ana.matches.upcoming.map((m) => m.id)).toEqual([next.id]);
    const bea = ana.matches.headToHead!.find((h) => h.opponentPlayerId === ids.Bea)!;
    expect(bea).toMatchObject({ opponent: 'Bea', played: 3, won: 2, lost: 1 });
    expect(ana.matches.headToHead![0]).toMatchObject({ opponentPlayerId: ids.Bea }); // met most
    expect(ana.matches.headToHead!.find((h) => h.opponent === 'Walk-in Guest')).toMatchObject({
      opponentPlayerId: null,
      opponentEntityId: null,
      won: 0,
      lost: 1,
    });
    expect(ana.matches.headToHead!.find((h) => h.opponentPlayerId === ids.Cvetana)).toMatchObject({
      won: 1,
      lost: 0,
    });

    const pairProfile = await get<PublicEntity>(`/api/public/entities/${ids.pair}`);
    expect(pairProfile.matches.record).toEqual({ played: 1, won: 1, lost: 0 });

    const page1 = await get<PagedResult<ProfileMatch>>(`/api/public/players/${ids.Ana}/results?pageSize=4`);
    expect(page1).toMatchObject({ totalCount: 6, totalPages: 2, nextPage: 2 });
    expect(page1.items).toHaveLength(4);
    const page2 = await get<PagedResult<ProfileMatch>>(
      `/api/public/players/${ids.Ana}/results?pageSize=4&page=2`,
    );
    expect(page2.items).toHaveLength(2);
    const all = [...page1.items, ...page2.items];
    expect(new Set(all.map((m) => m.id)).size).toBe(6);
    expect(all.every((m) => m.status === 'finished' && m.side !== null)).toBe(true);
    const memberResults = await get<PagedResult<ProfileMatch>>(`/api/public/entities/${ids.pair}/results`);
    expect(memberResults.totalCount).toBe(1);
  });

  it('answers 404 for a private organization\u2019s player, results included', async () => {
    const owner = await person(t, 'hidden-owner@sportzone.test');
    const hidden = await organization(
      t,
      'Hidden Club',
      [{ userId: owner.user.id, role: 'owner' }],
      'private',
    );
    const p = await insertPlayer(t.app.database.db, {
      organizationId: hidden.id,
      firstName: 'Secret',
      lastName: 'Player',
      status: 'active',
    });
    for (const url of [`/api/public/players/${p.id}`, `/api/public/players/${p.id}/results`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/players/999999/results' })).statusCode,
    ).toBe(404);
  });
});
