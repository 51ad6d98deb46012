import { sql } from 'drizzle-orm';
import { DEMO_ORGANIZATIONS } from '../../src/modules/demo/demo-organizations';
import { createTestApp, type TestApp } from './app';
import type { Operation } from './openapi';
import { bearer } from './people';

export const DEMO_ROLES = ['admin', 'organizer', 'player', 'user'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** A seeded object's id and the organization it belongs to (when it belongs to one). */
export interface Row {
  id: number;
  organizationId: number | null;
}

export interface Fixture {
  t: TestApp;
  /** bearer headers of the demo accounts */
  roles: Record<DemoRole, { authorization: string }>;
  /** real ids by kind: organizations, users, members, players, teams, venues, seasons, matches … */
  ids: Record<string, Row[]>;
  /** re-reads the ids (after writes created or deleted some) */
  refresh(): Promise<void>;
}

const TABLES: Record<string, string> = {
  organizations: 'select id, parent_id as "organizationId" from organizations',
  users: 'select id, null as "organizationId" from users',
  members: 'select id, organization_id as "organizationId" from members',
  players: 'select id, organization_id as "organizationId" from players',
  teams: 'select id, organization_id as "organizationId" from teams',
  venues: 'select id, organization_id as "organizationId" from venues',
  seasons: 'select id, organization_id as "organizationId" from seasons',
  properties: 'select id, organization_id as "organizationId" from organization_properties',
  invitations: 'select id, organization_id as "organizationId" from invitations',
  applications: 'select id, organization_id as "organizationId" from applications',
  requests: 'select id, null as "organizationId" from user_requests',
  matches: 'select id, organization_id as "organizationId" from matches',
  links: 'select id, match_id as "organizationId" from match_guest_links',
  tournaments: 'select id, organization_id as "organizationId" from tournaments',
  entries: 'select id, tournament_id as "organizationId" from tournament_entries',
};

/**
 * The demo data (accounts, organizations with people, venues, seasons) plus one of everything else the
 * API has ids for: a match with a guest link, a player property, an invitation, an application and a
 * user request. For the tests that walk every operation of the OpenAPI description.
 */
export async function demoFixture(): Promise<Fixture> {
  const t = await createTestApp({ DEMO_DATA: 'true', SIMULATOR: 'false' });
  const roles = {
    admin: await bearer(t, 'admin@sportzone.test'),
    organizer: await bearer(t, 'organizer@sportzone.test'),
    player: await bearer(t, 'player@sportzone.test'),
    user: await bearer(t, 'user@sportzone.test'),
  };
  const send = async (method: 'POST', url: string, who: DemoRole, payload: object) => {
    const res = await t.app.inject({ method, url, headers: roles[who], payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number };
  };
  const orgs = (
    await t.app.inject({ method: 'GET', url: '/api/organization/mine', headers: roles.organizer })
  ).json() as {
    items: { id: number; name: string }[];
  };
  const club = orgs.items.find((o) => o.name === DEMO_ORGANIZATIONS.club)!.id;
  const juniors = orgs.items.find((o) => o.name === DEMO_ORGANIZATIONS.juniors)!.id;
  const match = await send('POST', '/api/matches', 'organizer', {
    sport: 'tennis',
    home: { name: 'Ana' },
    away: { name: 'Bea' },
    organizationId: club,
  });
  await send('POST', `/api/matches/${match.id}/guest-links`, 'organizer', { label: 'court' });
  await send('POST', `/api/organization/${club}/properties`, 'organizer', {
    key: 'level',
    label: 'Level',
    type: 'text',
    appliesTo: 'players',
  });
  await send('POST', `/api/organization/${club}/invitations`, 'organizer', {
    email: 'invited@example.com',
    message: 'Join us',
  });
  await send('POST', '/api/application', 'user', { organizationId: juniors, message: 'Hello' });
  await send('POST', '/api/user/request', 'user', { kind: 'organizer', message: 'I run a club' });
  // a tournament with a few entries, where the tournament rules allow them (best effort)
  const cup = await t.app.inject({
    method: 'POST',
    url: `/api/organization/${club}/tournaments`,
    headers: roles.organizer,
    payload: { name: 'Club cup', sport: 'tennis', selfSignup: true },
  });
  if (cup.statusCode === 201) {
    const players = (
      await t.app.inject({
        method: 'GET',
        url: `/api/organization/${club}/players`,
        headers: roles.organizer,
      })
    ).json() as { items: { id: number }[] };
    for (const p of players.items.slice(0, 4)) {
      await t.app.inject({
        method: 'POST',
        url: `/api/tournament/${cup.json<{ id: number }>().id}/entries`,
        headers: roles.organizer,
        payload: { playerId: p.id },
      });
    }
  }

  const ids: Record<string, Row[]> = {};
  const refresh = async () => {
    for (const [kind, query] of Object.entries(TABLES)) {
      const result = await t.app.database.db.execute(sql.raw(`${query} order by id`));
      ids[kind] = (result as unknown as { rows: Row[] }).rows.map((r) => ({
        id: Number(r.id),
        organizationId: r.organizationId === null ? null : Number(r.organizationId),
      }));
    }
  };
  await refresh();
  return { t, roles, ids, refresh };
}

/** Which kind of id a path parameter takes: by its name, or for `{id}` by the path segment before it. */
export function idKindOf(path: string, param: string): string | null {
  const byName: Record<string, string> = {
    organizationId: 'organizations',
    memberId: 'members',
    propertyId: 'properties',
    playerId: 'players',
    linkId: 'links',
    userId: 'users',
    entryId: 'entries',
    matchId: 'matches',
  };
  if (byName[param]) return byName[param];
  if (param !== 'id') return null;
  const parts = path.split('/');
  const before = parts[parts.indexOf('{id}') - 1] ?? '';
  const bySegment: Record<string, string> = {
    user: 'users',
    player: 'players',
    players: 'players',
    team: 'teams',
    entities: 'teams',
    venue: 'venues',
    season: 'seasons',
    invitation: 'invitations',
    application: 'applications',
    'user-requests': 'requests',
    tournament: 'tournaments',
    matches: 'matches',
    organizations: 'organizations',
    members: 'members',
    '{kind}': 'organizations',
  };
  return bySegment[before] ?? null;
}

/** The operation's path with real ids: of the given organization, where the object belongs to one. */
export function realPath(f: Fixture, op: Operation, organizationId: number): string {
  let url = op.path;
  for (const p of op.pathParams) {
    let value: string;
    if (p.name === 'kind') value = 'organization';
    else if (p.name === 'role') value = 'member';
    else {
      const kind = idKindOf(op.path, p.name);
      const rows: Row[] = kind ? (f.ids[kind] ?? []) : [];
      const row =
        (kind === 'organizations' ? rows.find((r) => r.id === organizationId) : undefined) ??
        rows.find((r) => r.organizationId === organizationId) ??
        rows[rows.length - 1];
      value = String(row?.id ?? 1);
    }
    url = url.replace(`{${p.name}}`, encodeURIComponent(value));
  }
  return url;
}
