import type { ChildProcess } from 'node:child_process';
import { addRoles } from '@sportzone/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';
import { encoder, ffmpegFound, freePort, NO_FFMPEG, until, type Encoder } from './helpers/encoder';
import { organization, person } from './helpers/people';

/**
 * An encoder that drops and comes back (decision 048), with real video: ffmpeg's test pattern over
 * RTMP, killed like a network drop (SIGKILL), frozen like a connection gone half-open (SIGSTOP), and a
 * second encoder on the same key. Needs ffmpeg on PATH (Debian: apt-get install -y ffmpeg).
 */

type Headers = Record<string, string> | undefined;
let app: FastifyInstance;
let db: TestDatabase;
let port: number;
let orgId: number;
let owner: Headers;
const logs: string[] = [];
const started: ChildProcess[] = [];

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

const publishing = async (channelId: number): Promise<boolean> =>
  (await ok('GET', '/api/user/channel', owner)).items.find((c: { id: number }) => c.id === channelId)
    .publishing;

const livestreams = async (): Promise<{ id: number; status: string; channelId: number }[]> =>
  (await ok('GET', '/api/user/livestream', owner)).items;

/**
 * An encoder that reconnects by itself, as OBS and phone apps do: refused, it tries again a quarter
 * of a second later. The encoder that got in, and the milliseconds from `since` until the channel
 * said it publishes.
 */
async function reconnect(
  key: string,
  channelId: number,
  since: number,
): Promise<{ enc: Encoder; ms: number }> {
  let enc = encoder(port, key, 120, started);
  let gone = false;
  void enc.exited.then(() => (gone = true));
  for (;;) {
    if (await publishing(channelId)) return { enc, ms: Date.now() - since };
    if (Date.now() - since > 60_000) throw new Error('the encoder was not let back in within a minute');
    if (gone) {
      await new Promise((r) => setTimeout(r, 250));
      enc = encoder(port, key, 120, started);
      gone = false;
      void enc.exited.then(() => (gone = true));
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const playlistOf = async (id: number) => {
  const res = await call('GET', `/api/livestream/${id}/hls/index.m3u8`, undefined);
  return res.statusCode === 200 ? res.body : '';
};
const segmentsIn = (playlist: string) => playlist.split('\n').filter((l) => l.endsWith('.ts'));

beforeAll(async () => {
  if (!ffmpegFound) return;
  port = await freePort();
  db = await createTestDatabase();
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'debug',
    DEMO_DATA: 'false',
    SIMULATOR: 'false',
    HOST: '127.0.0.1',
    RTMP_PORT: String(port),
  });
  app = await buildApp({ config, database: db.database, logStream: { write: (l) => void logs.push(l) } });
  await app.ready();
  const t = { app, config, db, close: async () => {} };
  const p = await person(t, 'owner@reconnect.test');
  owner = p.headers;
  await addRoles(app.database.db, p.user.id, ['Organizer']);
  orgId = (await organization(t, 'Reconnect club', [{ userId: p.user.id, role: 'owner' }])).id;
}, 60_000);

afterAll(async () => {
  for (const p of started) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  await app?.close();
  await db?.drop();
});

describe(`an encoder reconnecting (${TEST_DB})`, () => {
  it('gets its channel back at once and continues the same livestream and playlist', async () => {
    expect(ffmpegFound, NO_FFMPEG).toBe(true);
    const channel = await ok('PUT', '/api/channel/', owner, { name: 'Centre court', organizationId: orgId });
    expect(channel.takeover).toBe(false);
    const key = channel.streamKey as string;

    const first = encoder(port, key, 120, started);
    const live = await until('the livestream to go live', async () =>
      (await livestreams()).find((l) => l.status === 'live'),
    );
    const before = await until('three HLS segments', async () => {
      const p = await playlistOf(live.id);
      return segmentsIn(p).length >= 3 ? p : null;
    });

    // the network drops: the encoder is gone without a word, and comes straight back with the same key
    first.child.kill('SIGKILL');
    await first.exited;
    const back = await reconnect(key, channel.id, Date.now());
    console.log(`reconnect accepted after ${back.ms} ms`);
    expect(back.ms).toBeLessThan(2_000);

    // one livestream: the same one continues, its playlist keeps its segments and marks the join
    expect((await livestreams()).map((l) => [l.id, l.status])).toEqual([[live.id, 'live']]);
    const after = await until('a segment after the reconnect', async () => {
      const p = await playlistOf(live.id);
      const tail = p.split('#EXT-X-DISCONTINUITY')[1];
      return tail && segmentsIn(tail).length >= 1 ? p : null;
    });
    const kept = segmentsIn(before);
    expect(segmentsIn(after).slice(0, kept.length)).toEqual(kept);
    expect(after.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(1);
    expect(after).not.toContain('#EXT-X-ENDLIST');
    const numbers = segmentsIn(after).map((s) => Number(/(\d+)\.ts$/.exec(s)![1]));
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i)); // the count goes on
    const join = segmentsIn(after.split('#EXT-X-DISCONTINUITY')[1]!)[0]!;
    expect((await call('GET', `/api/livestream/${live.id}/hls/${join}`, undefined)).statusCode).toBe(200);
    // every segment carries its capture time, on after the join, the newest captured moments ago
    const times = after
      .split('\n')
      .filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))
      .map((l) => Date.parse(l.slice('#EXT-X-PROGRAM-DATE-TIME:'.length)));
    expect(times).toHaveLength(segmentsIn(after).length);
    times.slice(1).forEach((t, i) => expect(t).toBeGreaterThan(times[i]!));
    const age = Date.now() - times.at(-1)!;
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(5_000);

    // a second encoder while the first really publishes: refused, the first keeps the channel
    const second = encoder(port, key, 5, started);
    expect(await second.exited).not.toBe(0);
    expect(await publishing(channel.id)).toBe(true);

    // the connection goes half-open (the encoder's network died, no FIN): noticed within seconds
    back.enc.child.kill('SIGSTOP');
    const frozenAt = Date.now();
    await until('the frozen encoder to be let go', async () => !(await publishing(channel.id)), 15_000);
    const noticedMs = Date.now() - frozenAt;
    console.log(`half-open connection let go after ${noticedMs} ms`);
    expect(noticedMs).toBeLessThan(8_000);
    const third = await reconnect(key, channel.id, Date.now());
    back.enc.child.kill('SIGKILL');
    expect(third.ms).toBeLessThan(2_000);
    expect((await livestreams()).map((l) => l.id)).toEqual([live.id]);

    // with takeover on, a new encoder takes the channel and the first is cut
    const changed = await ok('PUT', '/api/channel/', owner, { id: channel.id, takeover: true });
    expect(changed.takeover).toBe(true);
    const taking = encoder(port, key, 120, started);
    expect(await third.enc.exited).not.toBe(0);
    expect(taking.child.exitCode).toBeNull();
    await until('the new encoder to publish', () => publishing(channel.id));
    expect((await livestreams()).map((l) => [l.id, l.status])).toEqual([[live.id, 'live']]);
    await until('a segment after the takeover', async () => {
      const tail = (await playlistOf(live.id)).split('#EXT-X-DISCONTINUITY')[3];
      return tail && segmentsIn(tail).length >= 1;
    });

    // the encoder stops on purpose: the livestream ends at once, its recording whole
    taking.child.kill('SIGINT');
    await taking.exited;
    const ended = await until(
      'the livestream to end',
      async () => {
        const l = await ok('GET', `/api/livestream/${live.id}`, owner);
        return l.status === 'ended' ? l : null;
      },
      10_000,
    );
    expect(ended.recording).toBe(true);
    const recording = await playlistOf(live.id);
    expect(recording).toMatch(/#EXT-X-ENDLIST\n?$/);
    expect(segmentsIn(recording).slice(0, kept.length)).toEqual(kept);
    expect(logs.join('\n')).not.toContain(key.split('_')[1]!);
  }, 180_000);

  it('plays a camera that sends no sound, its first segment listed within seconds', async () => {
    expect(ffmpegFound, NO_FFMPEG).toBe(true);
    const channel = await ok('PUT', '/api/channel/', owner, { name: 'Silent court', organizationId: orgId });
    const since = Date.now();
    const silent = encoder(port, channel.streamKey as string, 60, started, { sound: false });
    const live = await until('the silent livestream to go live', async () =>
      (await livestreams()).find((l) => l.status === 'live' && l.channelId === channel.id),
    );
    await until('its first segment', async () => segmentsIn(await playlistOf(live.id)).length >= 1, 15_000);
    const listedMs = Date.now() - since;
    console.log(`a stream without sound: first segment listed ${listedMs} ms after the encoder started`);
    expect(listedMs).toBeLessThan(10_000);
    silent.child.kill('SIGINT');
    await silent.exited;
  }, 60_000);
});
