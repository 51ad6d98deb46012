import { randomUUID } from 'node:crypto';
import type { ApiKey, ApiKeyCreated } from '@sportzone/contracts';
import { addRoles } from '@sportzone/db';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { organization, person } from './helpers/people';

/**
 * An organization's API keys: made by its owners and organizers, shown once, stored as a hash; a key
 * acts inside its organization (and those below it) within its scopes, never on account or admin calls,
 * and stops at once when revoked or expired.
 */
type Headers = Record<string, string>;
const CALLS_PER_MINUTE = 40;

let t: TestApp;
let owner: Headers;
let member: Headers;
let ownerId = 0;
let club = 0;
let section = 0;
let rival = 0;
let rivalMatch = 0;

const call = (method: InjectOptions['method'], url: string, headers: Headers = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function makeKey(scopes: string[], extra: Record<string, unknown> = {}, organizationId = club) {
  const res = await call('POST', `/api/organization/${organizationId}/api-keys`, owner, {
    name: `Website ${scopes.join(' ')}`,
    scopes,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json() as ApiKeyCreated;
  return { ...made, headers: { authorization: `Bearer ${made.secret}` } };
}

async function createMatch(organizationId: number) {
  const res = await call('POST', '/api/matches', owner, {
    sport: 'rally',
    organizationId,
    home: { name: 'Ana Home' },
    away: { name: 'Bo Away' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const point = (matchId: number, seq: number, headers: Headers) =>
  call('POST', `/api/matches/${matchId}/events`, headers, {
    clientEventId: randomUUID(),
    seq,
    event: { type: 'point', side: 'home' },
  });

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false', API_KEY_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE) });
  const o = await person(t, 'owner@keys.test', { firstName: 'Olga', lastName: 'Owner' });
  const m = await person(t, 'member@keys.test');
  await addRoles(t.app.database.db, o.user.id, ['Organizer']);
  owner = o.headers;
  ownerId = o.user.id;
  member = m.headers;
  club = (
    await organization(
      t,
      'Keys Club',
      [
        { userId: o.user.id, role: 'owner' },
        { userId: m.user.id, role: 'member' },
      ],
      'private',
    )
  ).id;
  section = (await organization(t, 'Keys Club Juniors', [], 'private', club)).id;
  rival = (await organization(t, 'Rival Club', [{ userId: o.user.id, role: 'owner' }], 'private')).id;
  rivalMatch = await createMatch(rival);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe(`API keys (${TEST_DB})`, () => {
  it('are made by owners and organizers, with the secret shown once and only its hash kept', async () => {
    const made = await makeKey(['results:read']);
    expect(made.secret).toMatch(/^szk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made.key).toMatchObject({
      organizationId: club,
      scopes: ['results:read'],
      status: 'active',
      lastUsedAt: null,
      expiresAt: null,
      createdBy: { id: ownerId, name: 'Olga Owner' },
    });
    expect(made.secret.startsWith(made.key.hint.replace('…', ''))).toBe(true);

    const list = await call('GET', `/api/organization/${club}/api-keys`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.secret.slice(17));
    const stored = await t.app.database.db.execute(
      `select secret_hash from api_keys where id = ${made.key.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(made.secret.slice(17));

    // a member, an outsider and an anonymous caller may not see or make keys
    for (const who of [member])
      for (const [method, payload] of [
        ['GET', undefined],
        ['POST', { name: 'Mine', scopes: ['results:read'] }],
      ] as const)
        expect((await call(method, `/api/organization/${club}/api-keys`, who, payload)).statusCode).toBe(403);
    expect((await call('GET', `/api/organization/${club}/api-keys`)).statusCode).toBe(401);
  });

  it('refuse bad input with a message the UI can show', async () => {
    const cases: [unknown, number][] = [
      [{ name: 'No scopes', scopes: [] }, 400],
      [{ name: 'Unknown', scopes: ['everything'] }, 400],
      [{ name: '', scopes: ['results:read'] }, 400],
      [{ name: 'Past', scopes: ['results:read'], expiresAt: '2020-01-01T00:00:00Z' }, 400],
      [{ name: 'Not a date', scopes: ['results:read'], expiresAt: 'soon' }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await call('POST', `/api/organization/${club}/api-keys`, owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect((res.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
  });

  it('read inside their organization and below it, private parts included, and nowhere else', async () => {
    const { headers, key } = await makeKey(['results:read']);
    expect((await call('GET', `/api/organization/${club}/tournaments`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/organization/${club}/reports`, headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/organization/${section}/players`, headers)).statusCode).toBe(200);
    // another private organization does not exist for the key
    expect((await call('GET', `/api/organization/${rival}/tournaments`, headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/matches/${rivalMatch}`, headers)).statusCode).toBe(404);
    // its use is recorded
    const listed = (await call('GET', `/api/organization/${club}/api-keys`, owner)).json() as ApiKey[];
    expect(listed.find((k) => k.id === key.id)!.lastUsedAt).not.toBeNull();
  });

  it('are refused on account, admin and key calls, and outside their scopes', async () => {
    const { headers } = await makeKey(['results:read']);
    const refused: [InjectOptions['method'], string, unknown?][] = [
      ['GET', '/api/user/current'],
      ['GET', '/api/admin/user-requests'],
      ['GET', '/api/notifications'],
      ['GET', `/api/organization/${club}/api-keys`],
      ['POST', `/api/organization/${club}/api-keys`, { name: 'Again', scopes: ['results:read'] }],
      ['POST', `/api/organization/${club}/roles`, { userId: ownerId, role: 'organizer' }],
      ['POST', `/api/organization/${club}/players`, { firstName: 'No', lastName: 'Scope' }],
      ['POST', `/api/organization/${club}/tournaments`, { name: 'No scope', sport: 'tennis' }],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call(method, url, headers, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect((res.json() as { message: string }).message).toMatch(/API key/);
    }
  });

  it('enter scores in the organization’s matches with scores:write, in the name of their maker', async () => {
    const { headers } = await makeKey(['scores:write']);
    const matchId = await createMatch(section);
    expect((await call('GET', `/api/matches/${matchId}`, headers)).statusCode).toBe(200);
    const first = await point(matchId, 0, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { seq: number }).seq).toBe(1);
    const timeline = await call('GET', `/api/matches/${matchId}/events`, headers);
    expect((timeline.json() as { items: { userId: number | null }[] }).items[0]!.userId).toBe(ownerId);
    // not in another organization's match, and not without the scope
    expect((await point(rivalMatch, 0, headers)).statusCode).toBe(404);
    const reader = await makeKey(['results:read']);
    expect((await point(matchId, 1, reader.headers)).statusCode).toBe(403);
  });

  it('manage tournaments and people of their organization with those scopes only', async () => {
    const tournaments = await makeKey(['tournaments:manage']);
    const cup = await call('POST', `/api/organization/${club}/tournaments`, tournaments.headers, {
      name: 'Key Cup',
      sport: 'tennis',
    });
    expect(cup.statusCode, cup.body).toBe(201);
    const cupId = (cup.json() as { id: number }).id;
    const renamed = await call('PATCH', `/api/tournament/${cupId}`, tournaments.headers, {
      name: 'Key Cup 2',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const elsewhere = await call('POST', `/api/organization/${rival}/tournaments`, tournaments.headers, {
      name: 'Not ours',
      sport: 'tennis',
    });
    expect(elsewhere.statusCode).toBe(404);

    const people = await makeKey(['people:manage']);
    const player = await call('POST', `/api/organization/${section}/players`, people.headers, {
      firstName: 'Kira',
      lastName: 'Keyed',
    });
    expect(player.statusCode, player.body).toBe(201);
    expect(
      (await call('PATCH', `/api/tournament/${cupId}`, people.headers, { name: 'Nope' })).statusCode,
    ).toBe(403);
  });

  it('stop working at once when revoked or expired, and a wrong secret is refused', async () => {
    const { headers, key, secret } = await makeKey(['results:read']);
    const read = () =>
      call('GET', `/api/organization/${club}/tournaments`, headers).then((r) => r.statusCode);
    expect(await read()).toBe(200);
    expect((await call('DELETE', `/api/organization/${club}/api-keys/${key.id}`, owner)).statusCode).toBe(
      204,
    );
    const refused = await call('GET', `/api/organization/${club}/tournaments`, headers);
    expect(refused.statusCode).toBe(401);
    expect((refused.json() as { message: string }).message).toMatch(/revoked or expired/);
    const listed = (await call('GET', `/api/organization/${club}/api-keys`, owner)).json() as ApiKey[];
    expect(listed.find((k) => k.id === key.id)!.status).toBe('revoked');
    // another organization's owner path: not found
    expect((await call('DELETE', `/api/organization/${rival}/api-keys/${key.id}`, owner)).statusCode).toBe(
      404,
    );

    const soon = await makeKey(['results:read'], { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await call('GET', `/api/organization/${club}/tournaments`, soon.headers)).statusCode).toBe(200);
    await t.app.database.db.execute(
      `update api_keys set expires_at = now() - interval '1 second' where id = ${soon.key.id}`,
    );
    expect((await call('GET', `/api/organization/${club}/tournaments`, soon.headers)).statusCode).toBe(401);

    const wrong = `${secret.slice(0, -4)}AAAA`;
    for (const token of [wrong, 'szk_short', 'szk_000000000000_' + 'x'.repeat(43)])
      expect(
        (await call('GET', `/api/organization/${club}/tournaments`, { authorization: `Bearer ${token}` }))
          .statusCode,
      ).toBe(401);
  });

  it('have a rate limit of their own', async () => {
    const { headers } = await makeKey(['results:read']);
    const other = await makeKey(['results:read']);
    const statuses: number[] = [];
    for (let i = 0; i < CALLS_PER_MINUTE + 3; i++)
      statuses.push((await call('GET', '/api/health', headers)).statusCode);
    expect(statuses.slice(0, CALLS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(CALLS_PER_MINUTE)).toEqual([429, 429, 429]);
    // another key, and a person, are not held back by it
    expect((await call('GET', '/api/health', other.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/organization/${club}/tournaments`, owner)).statusCode).toBe(200);
  });
});

describe('the OpenAPI description', () => {
  it('names the API key scheme on the operations a key may call, with their scopes, and only there', () => {
    const spec = t.app.swagger() as {
      components: { securitySchemes: Record<string, { bearerFormat?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, unknown>[]; description?: string }>>;
    };
    expect(spec.components.securitySchemes.apiKey?.bearerFormat).toBe('szk_…');
    const score = spec.paths['/api/matches/{id}/events']!.post!;
    expect(score.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(score.description).toContain('scores:write');
    const players = spec.paths['/api/organization/{organizationId}/players']!;
    expect(players.get!.security).toEqual([{}, { apiKey: [] }]);
    expect(players.post!.description).toContain('people:manage');
    for (const refused of [
      spec.paths['/api/user/current']!.get!,
      spec.paths['/api/admin/user-requests']!.get!,
    ])
      expect(JSON.stringify(refused.security ?? [])).not.toContain('apiKey');
  });
});
