import type {
  Organization,
  PagedResult,
  Player,
  PublicOrganization,
  PublicPlayer,
  Team,
  Venue,
} from '@sportzone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS, createDemoOrganizations } from '../src/modules/demo/demo-organizations';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/people';

let t: TestApp;

const get = async <T>(url: string, headers?: { authorization: string }) => {
  const res = await t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' });
});

afterAll(async () => {
  await t?.close();
});

describe('demo organizations', () => {
  it('creates the demo organizations on first start: a public club with people, a venue and a season, its sub-organization, an unlisted and a private one', async () => {
    const organizer = await bearer(t, 'organizer@sportzone.test');
    const mine = await get<PagedResult<Organization>>('/api/organization/mine', organizer);
    expect(mine.items.map((o) => [o.name, o.privacy, o.myRoles])).toEqual([
      [DEMO_ORGANIZATIONS.private, 'private', ['owner']],
      [DEMO_ORGANIZATIONS.club, 'public', ['owner']],
      [DEMO_ORGANIZATIONS.juniors, 'public', ['owner']],
      [DEMO_ORGANIZATIONS.unlisted, 'unlisted', ['owner']],
    ]);

    // the search shows the public ones only
    const found = await get<PagedResult<Organization>>('/api/organization?searchTerm=sofia');
    expect(found.items.map((o) => o.name)).toEqual([DEMO_ORGANIZATIONS.club, DEMO_ORGANIZATIONS.juniors]);
    const all = await get<PagedResult<Organization>>('/api/organization');
    expect(all.items.map((o) => o.name)).not.toContain(DEMO_ORGANIZATIONS.private);
    expect(all.items.map((o) => o.name)).not.toContain(DEMO_ORGANIZATIONS.unlisted);

    const club = found.items[0]!;
    const page = await get<PublicOrganization>(`/api/public/organizations/${club.id}`);
    expect(page.subOrganizations.map((o) => o.name)).toEqual([DEMO_ORGANIZATIONS.juniors]);
    expect(page.counts).toMatchObject({ players: 6, teams: 3, venues: 1 });

    // the demo player claims one of the club's players and is a member
    const playerUser = await bearer(t, 'player@sportzone.test');
    const players = await get<PagedResult<Player>>(`/api/organization/${club.id}/players`, playerUser);
    const james = players.items.find((p) => p.lastName === 'Whitfield')!;
    const me = await get<{ id: number }>('/api/user/current', playerUser);
    expect(james).toMatchObject({ userId: me.id, nationality: 'GB', height: 186, playerNumber: '7' });
    const playerOrgs = await get<PagedResult<Organization>>('/api/organization/mine', playerUser);
    expect(playerOrgs.items.map((o) => [o.name, o.myRoles])).toEqual([[DEMO_ORGANIZATIONS.club, ['member']]]);

    const teams = await get<PagedResult<Team>>(`/api/organization/${club.id}/teams`);
    const doubles = teams.items.find((x) => x.name === 'Whitfield / Georgiev')!;
    expect(doubles).toMatchObject({ kind: 'formation', competitorType: 'double', sport: 'tennis' });
    expect(doubles.players.map((p) => p.lastName)).toEqual(['Whitfield', 'Georgiev']);
    const venues = await get<PagedResult<Venue>>(`/api/organization/${club.id}/venues`);
    expect(venues.items[0]!.spaces.filter((s) => s.kind === 'court')).toHaveLength(3);
    const seasons = await get<PagedResult<unknown>>(`/api/organization/${club.id}/seasons`);
    expect(seasons.totalCount).toBe(1);

    // the private organization's people are not found by outsiders
    const hidden = mine.items.find((o) => o.privacy === 'private')!;
    const hiddenPlayers = await get<PagedResult<Player>>(`/api/organization/${hidden.id}/players`, organizer);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/players/${hiddenPlayers.items[0]!.id}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives the club matches of its own: its players\u2019 results, a live doubles match and a next one', async () => {
    const found = await get<PagedResult<Organization>>('/api/organization?searchTerm=sofia');
    const club = found.items.find((o) => o.name === DEMO_ORGANIZATIONS.club)!;
    const page = await get<PublicOrganization>(`/api/public/organizations/${club.id}`);
    expect(page.matches.recent.length).toBeGreaterThanOrEqual(5);
    expect(page.matches.live.map((m) => m.homeName)).toEqual(['Whitfield / Georgiev']);
    expect(page.matches.upcoming).toHaveLength(1);

    const players = await get<PagedResult<Player>>(
      `/api/organization/${club.id}/players`,
      await bearer(t, 'organizer@sportzone.test'),
    );
    const james = players.items.find((p) => p.lastName === 'Whitfield')!;
    const ivan = players.items.find((p) => p.lastName === 'Georgiev')!;
    const profile = await get<PublicPlayer>(`/api/public/players/${james.id}`);
    // three singles played (two against Georgiev, one against Todorov); the doubles is live
    expect(profile.matches.record!.played).toBe(3);
    expect(profile.matches.recent.every((m) => m.side !== null && m.winner !== null)).toBe(true);
    expect(profile.matches.live).toHaveLength(1);
    const rival = profile.matches.headToHead!.find((h) => h.opponentPlayerId === ivan.id)!;
    expect(rival.played).toBe(2);
    expect(rival.won + rival.lost).toBe(2);
  });

  it('creates them once: a restart (or another call) adds nothing', async () => {
    expect(await createDemoOrganizations(t.app)).toBe(false);
    const again = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' }, t.db);
    try {
      const all = await again.app.inject({ method: 'GET', url: '/api/organization?searchTerm=racquet' });
      expect(all.json().totalCount).toBe(2);
    } finally {
      await again.close();
    }
  });

  it('creates nothing without DEMO_DATA', async () => {
    const plain = await createTestApp({ SIMULATOR: 'false' });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/organization' });
      expect(res.json().totalCount).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
