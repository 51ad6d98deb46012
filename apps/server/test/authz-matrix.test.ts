import {
  addOrganizationRole,
  addRoles,
  insertApplication,
  insertMember,
  insertOrganization,
  insertPlayer,
  insertProperty,
  insertRequest,
  insertSeason,
  insertTeam,
  insertUser,
  insertVenue,
  setTeamPlayers,
} from '@sportzone/db';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTORS,
  insider,
  OWN,
  PRIVACIES,
  QUIET,
  SECRET,
  STATUS_OF,
  TABLE,
  type Actor,
  type Ctx,
  type Expect,
  type Fixture,
  type Fresh,
  type OrgFixture,
  type Privacy,
  type Row,
} from './authz/table';
import { API_KEY_SCOPES } from '@sportzone/contracts';
import { scopeFor } from '../src/modules/api-keys/route-scopes';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { person } from './helpers/people';

/**
 * Authorization as one matrix. Every operation of the OpenAPI description is
 * called as every actor against the objects of a public, an unlisted and a private organization, and
 * the answer is checked against the table in ./authz/table.ts (the specification: decision 012). An
 * operation without a row fails. Ids of one organization's objects mixed into another's paths and
 * bodies must never be answered 2xx; nothing may answer 5xx; and no 2xx answer to somebody outside the
 * private organization may carry anything of it (its objects' names carry a marker).
 */
type Headers = Record<string, string>;

/** marks members' private fields (email, member number): only the organization's own people see them */
const PRIVATE_FIELD = 'zq7field';

let t: TestApp;
let fx: Fixture;
const headersOf = {} as Record<Actor, Headers>;
let operations: string[] = [];
let fresh: Fresh;
/** each organization's API key with every scope, by the organization's privacy */
const keyHeaders: Partial<Record<Privacy | 'other', Headers>> = {};

/**
 * What an API key with every scope gets: 403 for every call not open to keys (route-scopes.ts), and
 * within them what an organizer gets, of the organization called (keyInside) or of another (keyOutside).
 */
function expectedOf(method: string, path: string, row: Row, actor: Actor, privacy: Privacy | null): Expect {
  if (actor !== 'keyInside' && actor !== 'keyOutside') return row.rule(actor, privacy);
  if (path.startsWith('/api/') && scopeFor(method, path.replace(/\{(\w+)\}/g, ':$1')) === undefined)
    return 'deny';
  return row.rule(actor === 'keyInside' ? 'organizer' : 'otherOrganizer', privacy);
}

/** The key of the organization called (the one under the private organization: the private one's). */
function headersFor(actor: Actor, privacy: Privacy | null): Headers {
  if (actor !== 'keyInside') return headersOf[actor];
  return keyHeaders[privacy === 'underPrivate' ? 'private' : (privacy ?? 'public')]!;
}

let sequence = 0;
const unique = () => String(++sequence);
/** every call from its own address: the per-address rate limits are not what is tested here */
const address = () => `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;

function request(
  method: string,
  url: string,
  headers: Headers,
  body?: unknown,
  contentType?: string,
): Promise<LightMyRequestResponse> {
  const opts: InjectOptions = {
    method: method as InjectOptions['method'],
    url,
    headers: { ...headers },
    remoteAddress: address(),
  };
  if (Buffer.isBuffer(body)) {
    opts.payload = body;
    (opts.headers as Headers)['content-type'] = contentType ?? 'application/octet-stream';
  } else if (body !== undefined) {
    opts.payload = body as InjectOptions['payload'];
  }
  sequence++;
  return t.app.inject(opts);
}

async function ok<T = { id: number }>(
  method: string,
  url: string,
  headers: Headers,
  body?: unknown,
  type?: string,
) {
  const res = await request(method, url, headers, body, type);
  if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

beforeAll(async () => {
  // METRICS_TOKEN: /metrics is served, to its scraper only (no actor here holds the token)
  // the keys' own rate limit is not what is tested here
  t = await createTestApp({
    SIMULATOR: 'false',
    METRICS_TOKEN: 'authz-matrix-metrics-token',
    API_KEY_CALLS_PER_MINUTE: '1000000',
  });
  const db = t.app.database.db;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();

  const people = {} as Record<
    Exclude<Actor, 'anonymous' | 'guest'> | 'target',
    Awaited<ReturnType<typeof person>>
  >;
  for (const who of [
    'owner',
    'organizer',
    'member',
    'outsider',
    'otherOrganizer',
    'admin',
    'target',
  ] as const)
    people[who] = await person(t, `${who.toLowerCase()}@matrix.test`, { firstName: who, lastName: 'Matrix' });
  await addRoles(db, people.owner.user.id, ['Organizer']);
  await addRoles(db, people.otherOrganizer.user.id, ['Organizer']);
  await addRoles(db, people.admin.user.id, ['Admin']);
  const admin = people.admin.headers;

  const mark = (privacy: Privacy | 'other') =>
    privacy === 'private' || privacy === 'underPrivate'
      ? `${SECRET} `
      : privacy === 'unlisted'
        ? `${QUIET} `
        : '';
  let privateParent = 0;
  /** `inherited`: the owner's and member's roles are on the parent only (under the private organization) */
  async function organization(privacy: Privacy | 'other', label: string, inherited = false) {
    const under = privacy === 'underPrivate';
    const org = await insertOrganization(db, {
      name: `${mark(privacy)}${label}`,
      privacy: privacy === 'other' || under ? 'public' : privacy,
      parentId: under ? privateParent : null,
    });
    if (privacy === 'other') {
      await addOrganizationRole(db, org.id, people.otherOrganizer.user.id, 'owner');
    } else if (!inherited) {
      await addOrganizationRole(db, org.id, people.owner.user.id, 'owner');
      await addOrganizationRole(db, org.id, people.organizer.user.id, 'organizer');
      await addOrganizationRole(db, org.id, people.member.user.id, 'member');
    }
    return org.id;
  }

  async function populate(privacy: Privacy | 'other', id: number, as: Headers): Promise<OrgFixture> {
    const m = mark(privacy);
    const path = `/api/organization/${id}`;
    // the members' private fields carry a marker too: never in an answer to somebody outside
    const hide = privacy === 'other' ? 'no' : PRIVATE_FIELD;
    const memberId = (
      await ok('POST', `${path}/members`, as, {
        firstName: `${m}Mem`,
        lastName: 'Ber',
        email: `${hide}.${id}@matrix.test`,
      })
    ).id;
    const playerId = (
      await ok('POST', `${path}/players`, as, {
        firstName: `${m}Play`,
        lastName: 'Er',
        memberId: hide,
        birthday: '2001-02-03',
      })
    ).id;
    const teamId = (await ok('POST', `${path}/teams`, as, { name: `${m}Team`, playerIds: [playerId] })).id;
    const venueId = (await ok('POST', `${path}/venues`, as, { name: `${m}Venue` })).id;
    const seasonId = (
      await ok('POST', `${path}/seasons`, as, {
        name: `${m}Season`,
        startsOn: '2026-01-01',
        endsOn: '2026-12-31',
      })
    ).id;
    const propertyId = (
      await ok('POST', `${path}/properties`, as, {
        key: 'shirt',
        label: `${m}Shirt`,
        type: 'text',
        appliesTo: 'players',
      })
    ).id;
    const matchId = (
      await ok('POST', '/api/matches', as, {
        sport: 'tennis',
        organizationId: id,
        home: { name: `${m}Home`, playerId },
        away: { name: `${m}Away` },
      })
    ).id;
    const privateMatchId = (
      await ok('POST', '/api/matches', as, {
        sport: 'tennis',
        organizationId: id,
        privacy: 'private',
        home: { name: `${m}${OWN} Home`, playerId },
        away: { name: `${m}Away` },
      })
    ).id;
    const link = await ok<{ id: number; token: string }>(
      'POST',
      `/api/matches/${matchId}/guest-links`,
      as,
      {},
    );
    // tournaments: an open one with the player signed up, and a drawn one whose match has a result
    const tournamentId = (
      await ok('POST', `${path}/tournaments`, as, { name: `${m}Cup`, sport: 'tennis', status: 'open' })
    ).id;
    const entryId = (await ok('POST', `/api/tournament/${tournamentId}/entries`, as, { playerId })).id;
    const drawn = await drawnTournament(id, as, m, true);
    const streaming = await streamingObjects(id, as, m);
    await ok('POST', `${path}/logo`, as, png, 'image/png');
    await ok('POST', `/api/player/${playerId}/picture`, as, png, 'image/png');
    // gallery photos, their captions marked like the names (never in an outsider's answer)
    const photoOf = async (kind: string, ownerId: number, caption: string) =>
      (
        await ok(
          'POST',
          `/api/gallery/${kind}/${ownerId}?caption=${encodeURIComponent(caption)}`,
          as,
          png,
          'image/png',
        )
      ).id;
    const photos = {
      photoId: await photoOf('organization', id, `${m}Photo`),
      tournamentPhotoId: await photoOf('tournament', tournamentId, `${m}Cup photo`),
      matchPhotoId: await photoOf('match', matchId, `${m}Match photo`),
      privateMatchPhotoId: await photoOf('match', privateMatchId, `${m}${OWN} photo`),
    };
    if (privacy === 'other') headersOf.guest = { 'x-score-token': link.token };
    const key = await ok<{ key: { id: number }; secret: string }>('POST', `${path}/api-keys`, as, {
      name: `${m}Key`,
      scopes: [...API_KEY_SCOPES],
    });
    keyHeaders[privacy] = { authorization: `Bearer ${key.secret}` };
    const hook = await webhookOf(id, as);
    return {
      privacy,
      id,
      memberId,
      playerId,
      teamId,
      venueId,
      seasonId,
      propertyId,
      matchId,
      privateMatchId,
      linkId: link.id,
      apiKeyId: key.key.id,
      webhookId: hook.webhook,
      webhookDeliveryId: hook.delivery,
      tournamentId,
      entryId,
      drawnTournamentId: drawn.tournament,
      drawnMatchId: drawn.match,
      channelId: streaming.channel,
      stationId: streaming.station,
      cameraId: streaming.camera,
      livestreamId: streaming.livestream,
      ...photos,
    };
  }

  /** a webhook switched off (the matrix sends nothing anywhere) with one queued test message */
  async function webhookOf(orgId: number, as: Headers) {
    const path = `/api/organization/${orgId}/webhooks`;
    const made = await ok<{ endpoint: { id: number } }>('POST', path, as, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['match.finished'],
    });
    const webhook = made.endpoint.id;
    await ok('PATCH', `${path}/${webhook}`, as, { enabled: false });
    const delivery = (await ok('POST', `${path}/${webhook}/test`, as)).id;
    return { webhook, delivery };
  }

  /** livestreaming (decision 019): a channel, a venue with two courts, a station with a camera, a planned livestream */
  async function streamingObjects(orgId: number, as: Headers, mark = '') {
    const channel = (await ok('PUT', '/api/channel/', as, { name: `${mark}Channel`, organizationId: orgId }))
      .id;
    const venue = await ok<{ id: number; spaces: { id: number }[] }>(
      'POST',
      `/api/organization/${orgId}/venues`,
      as,
      {
        name: `${mark}Studio`,
        spaces: [
          { sport: 'tennis', name: 'Court A' },
          { sport: 'tennis', name: 'Court B' },
        ],
      },
    );
    const station = (
      await ok('PUT', '/api/station', as, { venueId: venue.id, playingSpaceId: venue.spaces[0]!.id })
    ).id;
    const camera = (
      await ok('PUT', '/api/camera', as, {
        station: { id: station },
        channelId: channel,
        name: `${mark}Camera`,
      })
    ).id;
    const livestream = (
      await ok('POST', '/api/livestream', as, {
        channelId: channel,
        title: `${mark}Stream`,
        startTime: '2026-06-01T10:00:00Z',
      })
    ).id;
    return { channel, venue: venue.id, freeSpace: venue.spaces[1]!.id, station, camera, livestream };
  }

  /** a tournament of two fresh players, drawn; `finished`: its one match has a result */
  async function drawnTournament(orgId: number, as: Headers, mark = '', finished = false) {
    const venueId = (
      await ok('POST', `/api/organization/${orgId}/venues`, as, {
        name: `${mark}Hall`,
        spaces: [{ sport: 'tennis', name: 'Court 1' }],
      })
    ).id;
    const tournament = (
      await ok('POST', `/api/organization/${orgId}/tournaments`, as, {
        name: `${mark}Drawn cup`,
        sport: 'tennis',
        venueId,
      })
    ).id;
    for (const n of [1, 2]) {
      const player = (
        await ok('POST', `/api/organization/${orgId}/players`, as, {
          firstName: `${mark}Seed`,
          lastName: `N${n}`,
        })
      ).id;
      await ok('POST', `/api/tournament/${tournament}/entries`, as, { playerId: player });
    }
    const stages = await ok<{ stages: { matches: { matchId: number | null }[] }[] }>(
      'POST',
      `/api/tournament/${tournament}/draw`,
      as,
      {},
    );
    const match = stages.stages[0]!.matches.find((x) => x.matchId !== null)!.matchId!;
    if (finished)
      await ok('POST', `/api/tournament/${tournament}/matches/${match}/result`, as, { winner: 'home' });
    return { tournament, match };
  }

  const orgs = {} as Record<Privacy, OrgFixture>;
  for (const privacy of PRIVACIES) {
    const id = await organization(privacy, `${privacy} club`, privacy === 'underPrivate');
    if (privacy === 'private') privateParent = id;
    orgs[privacy] = await populate(privacy, id, people.owner.headers);
  }
  const otherId = await organization('other', 'Other club');
  const other = await populate('other', otherId, people.otherOrganizer.headers);
  // a private sub-organization of the public one: never in its public lists
  await insertOrganization(db, { name: `${SECRET} juniors`, privacy: 'private', parentId: orgs.public.id });
  // the target user: a picture, and a role in the private organization (for the mixed-up role paths)
  await ok('POST', `/api/user/${people.target.user.id}/picture`, people.target.headers, png, 'image/png');
  await addOrganizationRole(db, orgs.private.id, people.target.user.id, 'member');

  for (const who of ['owner', 'organizer', 'member', 'outsider', 'otherOrganizer', 'admin'] as const)
    headersOf[who] = people[who].headers;
  headersOf.anonymous = {};
  headersOf.keyInside = keyHeaders.public!;
  headersOf.keyOutside = keyHeaders.other!;
  fx = {
    orgs,
    other,
    target: {
      id: people.target.user.id,
      email: people.target.user.email,
      firstName: 'target',
      lastName: 'Matrix',
    },
    png,
  };

  const plainUser = async () =>
    (
      await insertUser(db, {
        firstName: 'Plain',
        lastName: `User${unique()}`,
        middleName: null,
        email: `plain${unique()}@matrix.test`,
        nationality: null,
      })
    ).id;
  let persons = 0;
  fresh = {
    org: (privacy) => organization(privacy, `fresh ${unique()}`),
    // straight into the database: quicker than the API, and nothing here is under test
    player: async (organizationId) =>
      (await insertPlayer(db, { organizationId, firstName: 'Fresh', lastName: `P${unique()}` })).id,
    team: async (organizationId, playerIds = []) => {
      const team = await insertTeam(db, { organizationId, name: `Fresh ${unique()}` });
      await setTeamPlayers(db, team.id, playerIds);
      return team.id;
    },
    venue: async (organizationId) => (await insertVenue(db, { organizationId, name: 'Fresh' })).id,
    season: async (organizationId) =>
      (
        await insertSeason(db, {
          organizationId,
          name: 'Fresh',
          startsOn: '2026-01-01',
          endsOn: '2026-02-01',
        })
      ).id,
    member: async (organizationId, role) => {
      const userId = role ? await plainUser() : null;
      if (userId && role) await addOrganizationRole(db, organizationId, userId, role);
      return (
        await insertMember(db, { organizationId, userId, firstName: 'Fresh', lastName: `M${unique()}` })
      ).id;
    },
    property: async (organizationId) =>
      (await insertProperty(db, {
        organizationId,
        key: `f${unique()}`,
        label: 'Fresh',
        type: 'text',
        appliesTo: 'players',
      }))!.id,
    match: async (orgId) =>
      (
        await ok('POST', '/api/matches', admin, {
          sport: 'tennis',
          organizationId: orgId,
          home: { name: 'Fresh' },
          away: { name: 'Match' },
        })
      ).id,
    guestLink: async (matchId) => (await ok('POST', `/api/matches/${matchId}/guest-links`, admin, {})).id,
    invitation: async (orgId) =>
      (
        await ok('POST', `/api/organization/${orgId}/invitations`, admin, {
          email: `fresh${unique()}@matrix.test`,
          message: 'Join',
        })
      ).id,
    application: async (orgId) =>
      (await insertApplication(db, { organizationId: orgId, userId: await plainUser(), message: null })).id,
    userRequest: async () =>
      (await insertRequest(db, { userId: await plainUser(), kind: 'organizer', message: 'please' })).id,
    user: plainUser,
    roleHolder: async (orgId, role) => {
      const id = await plainUser();
      await addOrganizationRole(db, orgId, id, role);
      return id;
    },
    person: async () => (await person(t, `own${++persons}@matrix.test`)).headers,
    webhook: (orgId) => webhookOf(orgId, admin),
    apiKey: async (orgId) =>
      (
        await ok<{ key: { id: number } }>('POST', `/api/organization/${orgId}/api-keys`, admin, {
          name: `Fresh key ${unique()}`,
          scopes: ['results:read'],
        })
      ).key.id,
    tournament: async (orgId, entries = 0) => {
      const id = (
        await ok('POST', `/api/organization/${orgId}/tournaments`, admin, {
          name: `Fresh cup ${unique()}`,
          sport: 'tennis',
          status: 'open',
        })
      ).id;
      for (let i = 0; i < entries; i++) await fresh.entry(id, orgId);
      return id;
    },
    entry: async (tournamentId, orgId) =>
      (
        await ok('POST', `/api/tournament/${tournamentId}/entries`, admin, {
          playerId: await fresh.player(orgId),
        })
      ).id,
    drawn: (orgId, finished = false) => drawnTournament(orgId, admin, '', finished),
    streaming: (orgId) => streamingObjects(orgId, admin),
    photo: async (kind, ownerId) =>
      (await ok('POST', `/api/gallery/${kind}/${ownerId}`, admin, png, 'image/png')).id,
  };

  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface Mismatch {
  actor: Actor;
  privacy: string;
  expected: Expect | 'not 2xx';
  status: number;
  body: string;
}

async function check(op: string): Promise<Mismatch[]> {
  const main = TABLE[op]!;
  const method = op.slice(0, op.indexOf(' '));
  const problems: Mismatch[] = [];
  for (const [variant, row] of [main, ...(main.variants ?? []).map((v) => ({ ...main, ...v }))].entries())
    problems.push(...(await checkCalls(method, op.slice(op.indexOf(' ') + 1), row, variant)));
  // one organization's ids in another's path or body: as the owner (of both) and the other organizer
  for (const mix of main.mixes ?? []) {
    const { url, body, actors = ['owner', 'otherOrganizer'] } = mix(fx);
    for (const actor of actors) {
      const res = await request(method, url, headersOf[actor], body);
      if (res.statusCode < 300 || res.statusCode >= 500)
        problems.push({
          actor,
          privacy: `mix ${url}`,
          expected: 'not 2xx',
          status: res.statusCode,
          body: res.body.slice(0, 160),
        });
    }
  }
  return problems;
}

async function checkCalls(method: string, path: string, row: Row, variant: number): Promise<Mismatch[]> {
  const calls: (() => Promise<Mismatch | null>)[] = [];
  const privacies = row.scope === 'org' ? PRIVACIES : ([null] as const);
  for (const privacy of privacies) {
    for (const actor of ACTORS) {
      // a guest link is nothing but an anonymous caller outside the match routes
      if (actor === 'guest' && !path.startsWith('/api/matches')) continue;
      calls.push(async () => {
        const org = privacy ? fx.orgs[privacy] : fx.orgs.public;
        const base = { fx, org, unique: unique() };
        const made = row.prepare ? await row.prepare(fresh, base) : {};
        const c: Ctx = { ...base, made };
        let headers = headersFor(actor, privacy);
        if (row.ownAccount && actor !== 'anonymous' && actor !== 'guest' && !actor.startsWith('key'))
          headers = await fresh.person();
        const res = await request(method, row.url(c), headers, row.body?.(c), row.contentType);
        const expected = expectedOf(method, path, row, actor, privacy);
        const leaks =
          res.statusCode < 300 &&
          ((!insider(actor) &&
            (res.body.includes(SECRET) ||
              res.body.includes(PRIVATE_FIELD) ||
              res.body.includes('2001-02-03') ||
              (row.listing === true && res.body.includes(QUIET)))) ||
            // a match private by its own setting: not even for the organization's plain members
            ((actor === 'member' || !insider(actor)) && res.body.includes(OWN)));
        if (STATUS_OF[expected](res.statusCode) && res.statusCode < 500 && !leaks) return null;
        return {
          actor,
          privacy: `${privacy ?? '-'}${variant ? ` (variant ${variant})` : ''}`,
          expected: leaks ? 'not 2xx' : expected,
          status: res.statusCode,
          body: res.body.slice(0, 160),
        };
      });
    }
  }
  // reads side by side (they change nothing); writes one after the other
  const results =
    method === 'GET'
      ? await Promise.all(calls.map((call) => call()))
      : await calls.reduce<Promise<(Mismatch | null)[]>>(
          async (done, call) => [...(await done), await call()],
          Promise.resolve([]),
        );
  return results.filter((r): r is Mismatch => r !== null);
}

/** Reads first, then writes: a write never changes what a later read is checked against. */
const ordered = Object.keys(TABLE).sort(
  (a, b) => Number(!a.startsWith('GET ')) - Number(!b.startsWith('GET ')),
);

describe(`the authorization matrix (${TEST_DB})`, () => {
  it('has a row for every operation of the OpenAPI description', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(
      operations.filter((op) => !(op in TABLE)),
      'operations without a row in authz/table.ts',
    ).toEqual([]);
  });

  // a row whose operation is gone (or not there yet) is skipped; a row is a few dozen requests, each
  // from a fresh fixture, so on a busy machine it is given longer than the default
  it.for(ordered)('%s', { timeout: 90_000 }, async (op, { skip }) => {
    if (!operations.includes(op)) skip();
    expect(await check(op)).toEqual([]);
  });
});
