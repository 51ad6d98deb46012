import type { InjectOptions } from 'fastify';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addRoles,
  findChannel,
  getOrInitSetting,
  removeOrganizationRole,
  updateLivestream,
} from '@sportzone/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYBACK_WINDOW_MS, playbackSigner, signatureQuery } from '../src/modules/streaming/playback';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';
import { organization, person } from './helpers/people';

/** Channels, stations, cameras, livestreams and favourites through the API (decision 019), without video. */

type Headers = Record<string, string> | undefined;
let t: TestApp;
const as = {} as Record<'owner' | 'organizer' | 'member' | 'outsider' | 'admin', Headers>;
const ids = {} as Record<keyof typeof as, number>;
const orgs = {} as Record<'public' | 'private' | 'unlisted', number>;

const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const ok = async (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) => {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
};

async function venue(orgId: number, name: string) {
  return ok('POST', `/api/organization/${orgId}/venues`, as.owner, {
    name,
    spaces: [
      { sport: 'tennis', name: 'Court 1' },
      { sport: 'tennis', name: 'Court 2' },
    ],
  }) as Promise<{ id: number; spaces: { id: number; name: string }[] }>;
}

beforeAll(async () => {
  t = await createTestApp({ SIMULATOR: 'false' });
  for (const who of ['owner', 'organizer', 'member', 'outsider', 'admin'] as const) {
    const p = await person(t, `${who}@streaming.test`, { firstName: who });
    as[who] = p.headers;
    ids[who] = p.user.id;
  }
  await addRoles(t.app.database.db, ids.owner, ['Organizer']);
  await addRoles(t.app.database.db, ids.admin, ['Admin']);
  for (const privacy of ['public', 'private', 'unlisted'] as const) {
    const org = await organization(
      t,
      `${privacy} club`,
      [
        { userId: ids.owner, role: 'owner' },
        { userId: ids.organizer, role: 'organizer' },
        { userId: ids.member, role: 'member' },
      ],
      privacy,
    );
    orgs[privacy] = org.id;
  }
});
afterAll(async () => {
  await t.close();
});

describe(`channels (${TEST_DB})`, () => {
  it('creates a channel with a stream key shown once, stored hashed, rotatable', async () => {
    const created = await ok('PUT', '/api/channel/', as.organizer, {
      name: 'Centre court',
      organizationId: orgs.public,
      streamingPlatform: 'embedded',
      referrer: 'http://localhost:3000',
      accessCode: 'secret-code',
    });
    expect(created.streamKey).toMatch(new RegExp(`^sz${created.id}_[0-9a-f]{64}$`));
    expect(created.keyHint).toBe(created.streamKey.slice(-4));
    expect(created.hasAccessCode).toBe(true);
    expect(created).not.toHaveProperty('accessCode');
    expect(created.streamingEndpoints[0].platform).toBe('embedded');
    // live video is off in this test app (RTMP_PORT=off): no ingest address
    expect(created.streamingEndpoints[0].ingestUrl).toBeNull();

    // at rest only a salted hash
    const row = (await findChannel(t.app.database.db, created.id))!;
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.keySalt).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain(created.streamKey.split('_')[1]);

    // never again in a read
    const mine = await ok('GET', '/api/user/channel', as.organizer);
    const listed = mine.items.find((c: { id: number }) => c.id === created.id);
    expect(listed).toBeTruthy();
    expect(JSON.stringify(mine)).not.toContain(created.streamKey);
    // the organization's owner sees it too (organizers manage the organization's channels)
    expect((await ok('GET', '/api/user/channel', as.owner)).items.map((c: { id: number }) => c.id)).toContain(
      created.id,
    );
    // not a plain member, nor an outsider
    expect((await ok('GET', '/api/user/channel', as.member)).items).toEqual([]);

    const renamed = await ok('PUT', '/api/channel/', as.owner, { id: created.id, name: 'Court A' });
    expect(renamed.name).toBe('Court A');
    expect(renamed).not.toHaveProperty('streamKey');

    const rotated = await ok('PUT', '/api/channel/', as.organizer, { id: created.id, rotateKey: true });
    expect(rotated.streamKey).toMatch(/^sz\d+_[0-9a-f]{64}$/);
    expect(rotated.streamKey).not.toBe(created.streamKey);
  });

  it('refuses strangers, moving a channel to another organization, and bad input', async () => {
    const ch = await ok('PUT', '/api/channel/', as.organizer, { name: 'Mine', organizationId: orgs.public });
    expect((await call('PUT', '/api/channel/', undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/channel/', as.member, { id: ch.id, name: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/channel/', as.outsider, { id: ch.id, name: 'x' })).statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/channel/', as.member, { name: 'x', organizationId: orgs.public })).statusCode,
    ).toBe(403);
    // a private organization does not exist for outsiders
    expect(
      (await call('PUT', '/api/channel/', as.outsider, { name: 'x', organizationId: orgs.private }))
        .statusCode,
    ).toBe(404);
    const moved = await call('PUT', '/api/channel/', as.owner, { id: ch.id, organizationId: orgs.private });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().code).toBe('wrong_organization');
    expect((await call('PUT', '/api/channel/', as.owner, {})).statusCode).toBe(400);
    expect((await call('PUT', '/api/channel/', as.owner, { id: 0, name: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/channel/', as.owner, { id: 2 ** 31, name: 'x' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/channel/${ch.id}`, as.member)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/channel/${ch.id}`, as.organizer)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/channel/${ch.id}`, as.organizer)).statusCode).toBe(404);
  });

  it('lets anyone signed in keep a channel of their own', async () => {
    const own = await ok('PUT', '/api/channel/', as.outsider, { name: 'My phone' });
    expect(own.organizationId).toBeNull();
    expect(own.ownerId).toBe(ids.outsider);
    expect((await call('PUT', '/api/channel/', as.owner, { id: own.id, name: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/channel/', as.admin, { id: own.id, name: 'by admin' })).statusCode).toBe(
      200,
    );
  });
});

describe(`stations and cameras (${TEST_DB})`, () => {
  it('puts a station at a playing space, cameras on it, for organizers only', async () => {
    const v = await venue(orgs.public, 'Arena');
    const space = v.spaces[0]!;
    expect(
      (await call('PUT', '/api/station', as.member, { venueId: v.id, playingSpaceId: space.id })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/station', undefined, { venueId: v.id, playingSpaceId: space.id })).statusCode,
    ).toBe(401);
    const station = await ok('PUT', '/api/station', as.organizer, {
      venueId: v.id,
      playingSpaceId: space.id,
    });
    expect(station).toMatchObject({
      organizationId: orgs.public,
      venueId: v.id,
      playingSpaceId: space.id,
      name: 'Arena · Court 1',
      venueName: 'Arena',
      playingSpaceName: 'Court 1',
      sport: 'tennis',
      cameras: [],
    });
    // one station per playing space
    const again = await call('PUT', '/api/station', as.organizer, {
      venueId: v.id,
      playingSpaceId: space.id,
    });
    expect(again.statusCode).toBe(409);
    // a space of another venue
    const other = await venue(orgs.public, 'Other hall');
    const wrong = await call('PUT', '/api/station', as.organizer, {
      venueId: v.id,
      playingSpaceId: other.spaces[0]!.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await call('PUT', '/api/station', as.organizer, { venueId: v.id })).statusCode).toBe(400);
    // renamed
    expect((await ok('PUT', '/api/station', as.owner, { id: station.id, name: 'Centre' })).name).toBe(
      'Centre',
    );

    const channel = await ok('PUT', '/api/channel/', as.organizer, {
      name: 'Cam 1',
      organizationId: orgs.public,
    });
    const camera = await ok('PUT', '/api/camera', as.organizer, {
      station: { id: station.id },
      channelId: channel.id,
      name: 'Baseline',
    });
    expect(camera).toMatchObject({
      station: { id: station.id },
      channelId: channel.id,
      active: true,
      publishing: false,
    });
    expect(
      (await call('PUT', '/api/camera', as.member, { station: { id: station.id }, name: 'x' })).statusCode,
    ).toBe(403);
    // a channel of another organization (even one the caller manages), or somebody else's own channel
    const privateChannel = await ok('PUT', '/api/channel/', as.owner, {
      name: 'P',
      organizationId: orgs.private,
    });
    const mixed = await call('PUT', '/api/camera', as.owner, { id: camera.id, channelId: privateChannel.id });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().code).toBe('wrong_organization');
    const foreign = await ok('PUT', '/api/channel/', as.outsider, { name: 'foreign' });
    expect(
      (await call('PUT', '/api/camera', as.owner, { id: camera.id, channelId: foreign.id })).statusCode,
    ).toBe(400);
    // the owner's own channel fits
    const personal = await ok('PUT', '/api/channel/', as.owner, { name: 'personal' });
    expect(
      (await ok('PUT', '/api/camera', as.owner, { id: camera.id, channelId: personal.id })).channelId,
    ).toBe(personal.id);
    const off = await ok('PUT', '/api/camera', as.organizer, {
      id: camera.id,
      active: false,
      channelId: null,
    });
    expect(off).toMatchObject({ active: false, channelId: null });

    const list = await ok('GET', '/api/user/station', as.organizer);
    const mine = list.items.find((s: { id: number }) => s.id === station.id);
    expect(mine.cameras.map((c: { id: number }) => c.id)).toEqual([camera.id]);
    expect((await ok('GET', '/api/user/station', as.member)).items).toEqual([]);

    expect((await call('DELETE', `/api/camera/${camera.id}`, as.member)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/camera/${camera.id}`, as.organizer)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/station/${station.id}`, as.outsider)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/station/${station.id}`, as.organizer)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/station/${station.id}`, as.organizer)).statusCode).toBe(404);
  });

  it('hides a private organization’s stations from outsiders (404)', async () => {
    const v = await venue(orgs.private, 'Secret hall');
    const station = await ok('PUT', '/api/station', as.owner, {
      venueId: v.id,
      playingSpaceId: v.spaces[0]!.id,
    });
    expect((await call('PUT', '/api/station', as.outsider, { id: station.id, name: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', '/api/camera', as.outsider, { station: { id: station.id }, name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/station/${station.id}`, as.outsider)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/station/${station.id}`, as.member)).statusCode).toBe(403);
  });
});

describe(`livestreams (${TEST_DB})`, () => {
  const plan = async (
    orgId: number,
    title: string,
    startTime: string,
    extra: Record<string, unknown> = {},
  ) => {
    const channel = await ok('PUT', '/api/channel/', as.owner, {
      name: `${title} channel`,
      organizationId: orgId,
    });
    return ok('POST', '/api/livestream', as.owner, { channelId: channel.id, title, startTime, ...extra });
  };

  it('lists what anyone may find, newest first; a private organization’s streams are invisible', async () => {
    const older = await plan(orgs.public, 'Older final', '2026-05-01T10:00:00Z');
    const newer = await plan(orgs.public, 'Newer final', '2026-05-02T10:00:00Z');
    const hidden = await plan(orgs.private, 'Secret final', '2026-05-03T10:00:00Z');
    const quiet = await plan(orgs.unlisted, 'Quiet final', '2026-05-04T10:00:00Z');
    expect(newer).toMatchObject({ status: 'scheduled', playbackUrl: null, recording: false, viewerCount: 0 });

    const list = await ok('GET', '/api/livestream?pageSize=100', undefined);
    const titles = list.items.map((l: { title: string }) => l.title);
    expect(titles.indexOf('Newer final')).toBeLessThan(titles.indexOf('Older final'));
    expect(titles).not.toContain('Secret final');
    expect(titles).not.toContain('Quiet final');
    // members of the private organization do not find it in the public list either, but open it by id
    expect(JSON.stringify(await ok('GET', '/api/livestream?pageSize=100', as.member))).not.toContain(
      'Secret',
    );

    for (const who of [undefined, as.outsider])
      expect((await call('GET', `/api/livestream/${hidden.id}`, who)).statusCode).toBe(404);
    for (const who of [as.member, as.organizer, as.admin])
      expect((await call('GET', `/api/livestream/${hidden.id}`, who)).statusCode).toBe(200);
    // unlisted: by link
    expect((await call('GET', `/api/livestream/${quiet.id}`, undefined)).statusCode).toBe(200);
    expect((await call('GET', `/api/livestream/${older.id}`, undefined)).statusCode).toBe(200);
    // HLS of a stream that has not started: nothing
    expect((await call('GET', `/api/livestream/${older.id}/hls/index.m3u8`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/livestream/${hidden.id}/hls/index.m3u8`, undefined)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/livestream/${older.id}/hls/..%2Fx.m3u8`, undefined)).statusCode).toBe(
      400,
    );

    // mine: the channels I own or organize
    const mine = await ok('GET', '/api/user/livestream?pageSize=100', as.organizer);
    const myTitles = mine.items.map((l: { title: string }) => l.title);
    expect(myTitles).toEqual(expect.arrayContaining(['Secret final', 'Quiet final', 'Newer final']));
    expect((await ok('GET', '/api/user/livestream', as.outsider)).items).toEqual([]);
    expect((await call('GET', '/api/user/livestream', undefined)).statusCode).toBe(401);
  });

  it('links a match of the channel’s organization, shows or hides the overlay, for managers only', async () => {
    const stream = await plan(orgs.public, 'Linking', '2026-06-01T10:00:00Z');
    const match = await ok('POST', '/api/matches', as.owner, {
      sport: 'tennis',
      organizationId: orgs.public,
      home: { name: 'Ann' },
      away: { name: 'Bea' },
    });
    const foreignMatch = await ok('POST', '/api/matches', as.owner, {
      sport: 'tennis',
      organizationId: orgs.private,
      home: { name: 'X' },
      away: { name: 'Y' },
    });
    const linked = await ok('PUT', `/api/livestream/${stream.id}`, as.organizer, {
      matchId: match.id,
      showOverlay: false,
    });
    expect(linked).toMatchObject({ matchId: match.id, showOverlay: false });
    const wrong = await call('PUT', `/api/livestream/${stream.id}`, as.owner, { matchId: foreignMatch.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_organization');
    expect(
      (await call('PUT', `/api/livestream/${stream.id}`, as.member, { showOverlay: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/livestream/${stream.id}`, undefined, { showOverlay: true })).statusCode,
    ).toBe(401);
    expect((await call('PUT', `/api/livestream/${stream.id}`, as.owner, { matchId: 0 })).statusCode).toBe(
      400,
    );
    const unlinked = await ok('PUT', `/api/livestream/${stream.id}`, as.owner, { matchId: null });
    expect(unlinked.matchId).toBeNull();
    // the public list by match
    await ok('PUT', `/api/livestream/${stream.id}`, as.owner, { matchId: match.id });
    const ofMatch = await ok('GET', `/api/livestream?matchId=${match.id}`, undefined);
    expect(ofMatch.items.map((l: { id: number }) => l.id)).toEqual([stream.id]);
  });

  it('a stream of a match private by its own setting is for the people involved only', async () => {
    const stream = await plan(orgs.public, 'Own private', '2026-06-02T10:00:00Z');
    const match = await ok('POST', '/api/matches', as.owner, {
      sport: 'tennis',
      organizationId: orgs.public,
      privacy: 'private',
      home: { name: 'P1' },
      away: { name: 'P2' },
    });
    await ok('PUT', `/api/livestream/${stream.id}`, as.owner, { matchId: match.id });
    expect((await call('GET', `/api/livestream/${stream.id}`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/livestream/${stream.id}`, as.outsider)).statusCode).toBe(404);
    expect((await call('GET', `/api/livestream/${stream.id}`, as.organizer)).statusCode).toBe(200);
    const list = await ok('GET', '/api/livestream?pageSize=100', undefined);
    expect(list.items.map((l: { id: number }) => l.id)).not.toContain(stream.id);
    // the match's page asks for its streams: those who may see the match find it, nobody else
    const ofMatch = (headers: Record<string, string> | undefined) =>
      ok('GET', `/api/livestream?matchId=${match.id}`, headers).then((r) =>
        r.items.map((l: { id: number }) => l.id),
      );
    await expect(ofMatch(undefined)).resolves.toEqual([]);
    await expect(ofMatch(as.outsider)).resolves.toEqual([]);
    await expect(ofMatch(as.organizer)).resolves.toEqual([stream.id]);
  });

  it('a private organization’s match shows its stream on its page to members only', async () => {
    const stream = await plan(orgs.private, 'Members only', '2026-06-03T10:00:00Z');
    const match = await ok('POST', '/api/matches', as.owner, {
      sport: 'tennis',
      organizationId: orgs.private,
      home: { name: 'M1' },
      away: { name: 'M2' },
    });
    await ok('PUT', `/api/livestream/${stream.id}`, as.owner, { matchId: match.id });
    const ofMatch = (headers: Record<string, string> | undefined) =>
      ok('GET', `/api/livestream?matchId=${match.id}`, headers).then((r) =>
        r.items.map((l: { id: number }) => l.id),
      );
    await expect(ofMatch(as.member)).resolves.toEqual([stream.id]);
    await expect(ofMatch(as.outsider)).resolves.toEqual([]);
    await expect(ofMatch(undefined)).resolves.toEqual([]);
  });

  it('start needs a connected encoder; stop cancels a planned stream', async () => {
    const stream = await plan(orgs.public, 'Start me', '2026-06-03T10:00:00Z');
    const start = await call('POST', `/api/livestream/${stream.id}/start`, as.owner);
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toMatch(/Live video is off/);
    expect((await call('POST', `/api/livestream/${stream.id}/start`, as.member)).statusCode).toBe(403);
    expect((await call('POST', `/api/livestream/${stream.id}/stop`, as.outsider)).statusCode).toBe(403);
    const stopped = await ok('POST', `/api/livestream/${stream.id}/stop`, as.organizer);
    expect(stopped).toMatchObject({ status: 'ended', recording: false, playbackUrl: null });
    expect((await call('POST', `/api/livestream/${stream.id}/stop`, as.organizer)).statusCode).toBe(409);
    expect((await call('POST', `/api/livestream/${stream.id}/start`, as.organizer)).statusCode).toBe(409);
  });

  it('serves a recording’s playlist and segments with their caching; a private one only to insiders', async () => {
    const recorded = async (orgId: number, title: string) => {
      const l = await plan(orgId, title, '2026-06-04T10:00:00Z');
      // a recording as the ingest leaves it (streaming-ingest.test.ts makes real ones)
      const dir = join(t.config.dataDir, 'hls', String(l.id));
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, 'index.m3u8'),
        '#EXTM3U\n#EXT-X-PLAYLIST-TYPE:EVENT\n#EXTINF:2.0,\nseg_00000.ts\n#EXT-X-ENDLIST\n',
      );
      writeFileSync(join(dir, 'seg_00000.ts'), Buffer.alloc(188, 0x47));
      await updateLivestream(t.app.database.db, l.id, {
        status: 'ended',
        startTime: new Date('2026-06-04T10:00:00Z'),
        endTime: new Date('2026-06-04T11:00:00Z'),
        recordingPath: `hls/${l.id}`,
      });
      return l.id as number;
    };
    const open = await recorded(orgs.public, 'Open recording');
    const hidden = await recorded(orgs.private, 'Hidden recording');

    const l = await ok('GET', `/api/livestream/${open}`, undefined);
    expect(l).toMatchObject({ status: 'ended', recording: true });
    expect(l.playbackUrl).toMatch(
      new RegExp(`^/api/livestream/${open}/hls/index\\.m3u8\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`),
    );
    const playlist = await call('GET', `/api/livestream/${open}/hls/index.m3u8`, undefined);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['cache-control']).toBe('no-cache');
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segment = await call('GET', `/api/livestream/${open}/hls/seg_00000.ts`, undefined);
    expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.rawPayload.length).toBe(188);
    expect((await call('GET', `/api/livestream/${open}/hls/seg_00001.ts`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/livestream/${open}/hls/index.html`, undefined)).statusCode).toBe(400);

    for (const who of [undefined, as.outsider])
      expect((await call('GET', `/api/livestream/${hidden}/hls/index.m3u8`, who)).statusCode).toBe(404);
    const inside = await call('GET', `/api/livestream/${hidden}/hls/seg_00000.ts`, as.member);
    expect(inside.statusCode).toBe(200);
    // never in a shared cache
    expect(inside.headers['cache-control']).toBe('private, max-age=31536000, immutable');

    // the address a member is given is signed: it plays without a sign-in (Safari's own player sends no
    // header), and the playlist passes the signature on to its segments
    const signedUrl = (await ok('GET', `/api/livestream/${hidden}`, as.member)).playbackUrl as string;
    const signedList = await call('GET', signedUrl, undefined);
    expect(signedList.statusCode).toBe(200);
    const query = signedUrl.split('?')[1]!;
    expect(signedList.body).toContain(`seg_00000.ts?${query}`);
    expect(signedList.body).toContain('#EXT-X-ENDLIST\n');
    const signedSegment = await call('GET', `/api/livestream/${hidden}/hls/seg_00000.ts?${query}`, undefined);
    expect(signedSegment.statusCode).toBe(200);
    expect(signedSegment.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    // what the signed requests left remembered opens nothing to an unsigned one
    expect((await call('GET', `/api/livestream/${hidden}/hls/seg_00000.ts`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `/api/livestream/${hidden}/hls/index.m3u8`, as.outsider)).statusCode).toBe(404);
    // a signature is for its livestream, its expiry and our key only
    const { exp, sig } = Object.fromEntries(new URLSearchParams(query)) as { exp: string; sig: string };
    const tampered = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const q of [`exp=${exp}&sig=${tampered}`, `exp=${Number(exp) + 1}&sig=${sig}`, `exp=${exp}`])
      expect(
        (await call('GET', `/api/livestream/${hidden}/hls/index.m3u8?${q}`, undefined)).statusCode,
        q,
      ).toBe(404);
    expect(
      (await call('GET', `/api/livestream/${open}/hls/index.m3u8?${query}`, undefined)).body,
    ).not.toContain(query);
    const key = await getOrInitSetting(t.app.database.db, 'streaming.playbackKey', () => 'unused');
    const old = playbackSigner(key).sign(hidden, Date.now() - 3 * PLAYBACK_WINDOW_MS);
    expect(
      (await call('GET', `/api/livestream/${hidden}/hls/index.m3u8?${signatureQuery(old)}`, undefined))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/livestream/${hidden}/hls/index.m3u8?exp=1&sig=${'A'.repeat(43)}`, undefined))
        .statusCode,
    ).toBe(404);
  });

  it('keeps favourites, newest first, without what the user may no longer see', async () => {
    const a = await plan(orgs.public, 'Fav A', '2026-07-01T10:00:00Z');
    const b = await plan(orgs.public, 'Fav B', '2026-07-02T10:00:00Z');
    const hidden = await plan(orgs.private, 'Fav hidden', '2026-07-03T10:00:00Z');
    expect((await call('PUT', `/api/user/livestream/favourite/${a.id}`, undefined)).statusCode).toBe(401);
    expect((await call('PUT', `/api/user/livestream/favourite/${a.id}`, as.outsider)).statusCode).toBe(204);
    expect((await call('PUT', `/api/user/livestream/favourite/${a.id}`, as.outsider)).statusCode).toBe(204);
    expect((await call('PUT', `/api/user/livestream/favourite/${b.id}`, as.outsider)).statusCode).toBe(204);
    expect((await call('PUT', `/api/user/livestream/favourite/${hidden.id}`, as.outsider)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/user/livestream/favourite/${2 ** 31}`, as.outsider)).statusCode).toBe(
      400,
    );
    const favs = await ok('GET', '/api/user/livestream/favourite', as.outsider);
    expect(favs.items.map((f: { livestreamId: number }) => f.livestreamId)).toEqual([b.id, a.id]);
    expect(favs.items[0]).toMatchObject({ userId: ids.outsider, livestream: { id: b.id, title: 'Fav B' } });
    expect((await call('DELETE', `/api/user/livestream/favourite/${b.id}`, as.outsider)).statusCode).toBe(
      204,
    );
    expect(
      (await ok('GET', '/api/user/livestream/favourite', as.outsider)).items.map(
        (f: { livestreamId: number }) => f.livestreamId,
      ),
    ).toEqual([a.id]);
    // a member's favourite of the private organization's stream vanishes when the member leaves
    expect((await call('PUT', `/api/user/livestream/favourite/${hidden.id}`, as.member)).statusCode).toBe(
      204,
    );
    expect((await ok('GET', '/api/user/livestream/favourite', as.member)).items).toHaveLength(1);
    await removeOrganizationRole(t.app.database.db, orgs.private, ids.member, 'member');
    expect((await ok('GET', '/api/user/livestream/favourite', as.member)).items).toEqual([]);
  });

  it('fills GET /api/user/current with the user’s channels, stations and favourite livestreams', async () => {
    const v = await venue(orgs.unlisted, 'Profile hall');
    const station = await ok('PUT', '/api/station', as.organizer, {
      venueId: v.id,
      playingSpaceId: v.spaces[0]!.id,
    });
    const own = await ok('PUT', '/api/channel/', as.organizer, {
      name: 'Profile cam',
      organizationId: orgs.unlisted,
    });
    const fav = await plan(orgs.public, 'Profile fav', '2026-08-01T10:00:00Z');
    await ok('PUT', `/api/user/livestream/favourite/${fav.id}`, as.organizer);

    const res = await call('GET', '/api/user/current', as.organizer);
    expect(res.statusCode).toBe(200);
    const me = res.json();
    const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);
    // the same as the lists of their own calls, and the new ones among them
    const channels = await ok('GET', '/api/user/channel', as.organizer);
    const stations = await ok('GET', '/api/user/station', as.organizer);
    expect(ids(me.userChannels)).toEqual(ids(channels.items));
    expect(ids(me.userChannels)).toContain(own.id);
    expect(ids(me.stations)).toEqual(ids(stations.items));
    expect(me.stations.find((s: { id: number }) => s.id === station.id)).toMatchObject({
      venueName: 'Profile hall',
      cameras: [],
    });
    expect(Object.keys(me.favouriteLivestreams)).toEqual([String(fav.id)]);
    expect(me.favouriteLivestreams[String(fav.id)]).toMatchObject({ id: fav.id, title: 'Profile fav' });
    expect(res.body).not.toContain(own.streamKey);

    // someone with none of those gets empty lists, not the organizer's
    const outsider = (await ok('GET', '/api/user/current', as.admin)) as Record<string, unknown>;
    expect(outsider).toMatchObject({ userChannels: [], stations: [], favouriteLivestreams: {} });
  });

  it('says in /api/config that live video is off, and why', async () => {
    const config = await ok('GET', '/api/config', undefined);
    expect(config.liveVideo).toMatchObject({ enabled: false, ingestUrl: null });
    expect(config.liveVideo.reason).toMatch(/RTMP/);
  });
});

describe(`live video off (${TEST_DB})`, () => {
  it('starts without ffmpeg and says so in /api/config', async () => {
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((done) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => done(p));
      });
    });
    const other = await createTestApp(
      { SIMULATOR: 'false', RTMP_PORT: String(port), HOST: '127.0.0.1', FFMPEG_PATH: '/nonexistent/ffmpeg' },
      t.db,
    );
    try {
      const config = (await other.app.inject({ method: 'GET', url: '/api/config' })).json();
      expect(config.liveVideo).toMatchObject({ enabled: false, ingestUrl: null });
      expect(config.liveVideo.reason).toMatch(/ffmpeg was not found.*apt-get install -y ffmpeg/);
      expect(other.app.streaming.rtmpPort()).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('keeps stream keys out of log lines', async () => {
    const { redactKeys } = await import('../src/modules/streaming/media-server');
    const key = `sz12_${'ab'.repeat(32)}`;
    for (const line of [
      `RTMP session x 1.2.3.4:5 start push /live/${key}`,
      `invalid stream path characters: app=live, name=${key}`,
      `rtmp://127.0.0.1:1935/live/${key}: Broken pipe`,
    ])
      expect(redactKeys(line)).not.toContain('abab');
  });
});
