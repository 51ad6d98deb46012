import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addRoles } from '@sportzone/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';
import { encoder, ffmpegFound, freePort, NO_FFMPEG, until } from './helpers/encoder';
import { organization, person } from './helpers/people';

/**
 * The embedded ingest with real video (decision 019): ffmpeg's test pattern over RTMP to a station's
 * camera, HLS served with its caching, a wrong key refused, a match on that court taking the stream,
 * the recording kept. Needs ffmpeg on PATH (Debian: apt-get install -y ffmpeg); without it this FAILS.
 */

type Headers = Record<string, string> | undefined;
let app: FastifyInstance;
let db: TestDatabase;
let dataDir: string;
let port: number;
let orgId: number;
const logs: string[] = [];
const as = {} as Record<'owner' | 'outsider', Headers>;
const publishers: ChildProcess[] = [];

const call = (method: InjectOptions['method'], url: string, headers: Headers, payload?: unknown) =>
  app.inject({
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

/** ffmpeg's test pattern and a tone, encoded like a camera would, published to `key`. */
const publish = (key: string, seconds: number) => encoder(port, key, seconds, publishers);

beforeAll(async () => {
  if (!ffmpegFound) return;
  port = await freePort();
  db = await createTestDatabase();
  dataDir = db.dataDir;
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'debug',
    DEMO_DATA: 'false',
    SIMULATOR: 'false',
    HOST: '127.0.0.1',
    RTMP_PORT: String(port),
  });
  app = await buildApp({
    config,
    database: db.database,
    logStream: { write: (line) => void logs.push(line) },
  });
  await app.ready();
  for (const who of ['owner', 'outsider'] as const) {
    const p = await person({ app, config, db, close: async () => {} }, `${who}@ingest.test`);
    as[who] = p.headers;
    if (who === 'owner') {
      await addRoles(app.database.db, p.user.id, ['Organizer']);
      orgId = (
        await organization({ app, config, db, close: async () => {} }, 'Ingest club', [
          { userId: p.user.id, role: 'owner' },
        ])
      ).id;
    }
  }
}, 60_000);

afterAll(async () => {
  for (const p of publishers) if (p.exitCode === null) p.kill('SIGKILL');
  await app?.close();
  await db?.drop();
});

describe(`live video ingest (${TEST_DB})`, () => {
  it('streams a camera to HLS, follows the match on its court, keeps the recording', async () => {
    expect(ffmpegFound, NO_FFMPEG).toBe(true);
    const config = await ok('GET', '/api/config', undefined);
    expect(config.liveVideo).toEqual({
      enabled: true,
      ingestUrl: `rtmp://localhost:${port}/live`,
      reason: null,
    });

    const venue = await ok('POST', `/api/organization/${orgId}/venues`, as.owner, {
      name: 'Arena',
      spaces: [{ sport: 'tennis', name: 'Court 1' }],
    });
    const station = await ok('PUT', '/api/station', as.owner, {
      venueId: venue.id,
      playingSpaceId: venue.spaces[0].id,
    });
    const channel = await ok('PUT', '/api/channel/', as.owner, {
      name: 'Court 1 camera',
      organizationId: orgId,
    });
    const key = channel.streamKey as string;
    expect(channel.streamingEndpoints[0].ingestUrl).toBe(`rtmp://localhost:${port}/live`);
    await ok('PUT', '/api/camera', as.owner, {
      station: { id: station.id },
      channelId: channel.id,
      name: 'Main',
    });

    // a wrong key: refused, the encoder gives up, nothing goes live
    const wrong = publish(`sz${channel.id}_${'0'.repeat(64)}`, 4);
    expect(await wrong.exited).not.toBe(0);
    const garbage = publish('not-a-key', 4);
    expect(await garbage.exited).not.toBe(0);
    expect((await ok('GET', '/api/user/livestream', as.owner)).items).toEqual([]);

    // the right key: a livestream of its own goes live at once
    const camera = publish(key, 120); // stopped by the test; long enough for a slow machine
    const live = await until('the livestream to go live', async () => {
      const items = (await ok('GET', '/api/user/livestream', as.owner)).items;
      return items.find((l: { status: string }) => l.status === 'live');
    });
    expect(live).toMatchObject({ channelId: channel.id, title: 'Court 1 camera', matchId: null });
    expect((await ok('GET', '/api/user/channel', as.owner)).items[0].publishing).toBe(true);
    // a second encoder on the same key is refused while the first publishes
    const twice = publish(key, 3);
    expect(await twice.exited).not.toBe(0);

    // a match starts on that court: the stream becomes the match's
    const match = await ok('POST', '/api/matches', as.owner, {
      sport: 'tennis',
      organizationId: orgId,
      venue: 'Arena',
      court: 'court 1',
      home: { name: 'Ann' },
      away: { name: 'Bea' },
    });
    await ok('POST', `/api/matches/${match.id}/events`, as.owner, {
      clientEventId: randomUUID(),
      seq: 0,
      event: { type: 'point', side: 'home' },
    });
    const linked = await ok('GET', `/api/livestream/${live.id}`, undefined);
    expect(linked).toMatchObject({ status: 'live', matchId: match.id, title: 'Ann \u2013 Bea' });

    // HLS: the playlist appears, segments are served with their caching
    const playlistUrl = `/api/livestream/${live.id}/hls/index.m3u8`;
    const playlist = await until('two HLS segments', async () => {
      const res = await call('GET', playlistUrl, undefined);
      return res.statusCode === 200 && (res.body.match(/\.ts$/gm) ?? []).length >= 2 ? res : null;
    });
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('no-cache');
    expect(playlist.body).toContain('#EXTM3U');
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    const segment = playlist.body.split('\n').find((l) => l.endsWith('.ts'))!;
    const seg = await call('GET', `/api/livestream/${live.id}/hls/${segment}`, undefined);
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/mp2t');
    expect(seg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(seg.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    expect(seg.rawPayload.length).toBeGreaterThan(10_000);
    expect((await call('GET', `/api/livestream/${live.id}/hls/seg_99999.ts`, undefined)).statusCode).toBe(
      404,
    );

    const watched = await ok('GET', `/api/livestream/${live.id}`, undefined);
    expect(watched.viewerCount).toBeGreaterThanOrEqual(1);
    // a signed address (decision 019): it plays without a sign-in
    expect(watched.playbackUrl).toMatch(new RegExp(`^${playlistUrl.replace(/\./g, '\\.')}\\?exp=\\d+&sig=`));
    expect(watched.health).toBeNull(); // the encoder's figures are for the channel's managers
    const panel = await ok('GET', `/api/livestream/${live.id}`, as.owner);
    expect(panel.health).toMatchObject({ width: 320, height: 240 });
    expect(panel.health.bitrateKbps).toBeGreaterThan(0);
    // ffmpeg sends every frame at 25 fps: frames arrive, next to none missing from its timeline
    expect(panel.health.frames).toBeGreaterThan(25);
    expect(panel.health.droppedFrames).toBeGreaterThanOrEqual(0);
    expect(panel.health.droppedFrames).toBeLessThanOrEqual(2);

    // the match ends: its livestream ends, the recording is attached and kept
    await ok('POST', `/api/matches/${match.id}/events`, as.owner, {
      clientEventId: randomUUID(),
      seq: 1,
      event: { type: 'retire', side: 'away' },
    });
    const ended = await ok('GET', `/api/livestream/${live.id}`, undefined);
    expect(ended).toMatchObject({
      status: 'ended',
      matchId: match.id,
      recording: true,
      playbackUrl: expect.stringMatching(/hls\/index\.m3u8\?exp=\d+&sig=/) as unknown as string,
    });
    const ofMatch = await ok('GET', `/api/livestream?matchId=${match.id}`, undefined);
    expect(ofMatch.items.map((l: { id: number }) => l.id)).toEqual([live.id]);
    const recording = await call('GET', playlistUrl, undefined);
    expect(recording.body).toContain('#EXT-X-ENDLIST');
    expect(recording.body).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
    expect((await call('GET', `/api/livestream/${live.id}/hls/${segment}`, undefined)).statusCode).toBe(200);

    // between matches the encoder stays connected with no livestream: the panel starts a planned one
    const planned = await ok('POST', '/api/livestream', as.owner, {
      channelId: channel.id,
      title: 'Interview',
    });
    expect((await call('POST', `/api/livestream/${planned.id}/start`, as.outsider)).statusCode).toBe(403);
    const started = await ok('POST', `/api/livestream/${planned.id}/start`, as.owner);
    expect(started).toMatchObject({ status: 'live', title: 'Interview' });
    expect((await call('POST', `/api/livestream/${planned.id}/start`, as.owner)).statusCode).toBe(409);
    await until('the interview’s playlist', async () => {
      const res = await call('GET', `/api/livestream/${planned.id}/hls/index.m3u8`, undefined);
      return res.statusCode === 200 && /\.ts$/m.test(res.body);
    });
    const interview = await ok('POST', `/api/livestream/${planned.id}/stop`, as.owner);
    expect(interview).toMatchObject({ status: 'ended', recording: true });

    // the camera keeps publishing: the next match on the court goes live by itself
    const next = await ok('POST', '/api/matches', as.owner, {
      sport: 'tennis',
      organizationId: orgId,
      venue: 'Arena',
      court: 'Court 1',
      home: { name: 'Cleo' },
      away: { name: 'Dora' },
    });
    await ok('POST', `/api/matches/${next.id}/events`, as.owner, {
      clientEventId: randomUUID(),
      seq: 0,
      event: { type: 'point', side: 'away' },
    });
    const second = (await ok('GET', `/api/livestream?matchId=${next.id}`, undefined)).items[0];
    expect(second).toMatchObject({ status: 'live', title: 'Cleo \u2013 Dora' });
    await until('the second stream’s playlist', async () => {
      const res = await call('GET', `/api/livestream/${second.id}/hls/index.m3u8`, undefined);
      return res.statusCode === 200 && /\.ts$/m.test(res.body);
    });

    // the encoder stops: the stream ends with its recording
    camera.child.kill('SIGINT');
    await camera.exited;
    const afterStop = await until('the second stream to end', async () => {
      const l = await ok('GET', `/api/livestream/${second.id}`, undefined);
      return l.status === 'ended' ? l : null;
    });
    expect(afterStop.recording).toBe(true);
    expect((await ok('GET', '/api/user/channel', as.owner)).items[0].publishing).toBe(false);
    const dir = resolve(dataDir, 'hls', String(second.id));
    expect(readFileSync(resolve(dir, 'index.m3u8'), 'utf8')).toContain('#EXT-X-ENDLIST');
    expect(existsSync(resolve(dataDir, 'hls', String(live.id), segment))).toBe(true);

    // the stream key was never written to the log
    const secret = key.split('_')[1]!;
    expect(logs.join('\n')).not.toContain(secret);
    expect(logs.join('\n')).toMatch(/publish refused/);
  }, 240_000);
});
