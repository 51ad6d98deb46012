import type { ChannelRow } from '@sportzone/db';
import { describe, expect, it } from 'vitest';
import type { Log } from './deps';
import { checkStreamKey, createIngest, type IngestDeps, type MediaServer } from './ingest';
import { issueKey } from './keys';
import type { HlsWriter } from './hls-writer';
import type { Publisher } from './media-server';
import { createSerializer, type Publication } from './publications';
import { createReconnects } from './reconnects';

const keyed = (id: number, streamingPlatform: ChannelRow['streamingPlatform'] = 'embedded') => {
  const key = issueKey(id);
  const channel = { id, streamingPlatform, keySalt: key.salt, keyHash: key.hash } as ChannelRow;
  return { key: key.key, channel };
};

const quiet: Log = { debug() {}, info() {}, warn() {}, error() {} };

describe('a stream key', () => {
  const embedded = keyed(4);
  const youtube = keyed(5, 'youtube');
  const channelOf = async (id: number) =>
    [embedded.channel, youtube.channel].find((c) => c.id === id) ?? null;

  it('lets the encoder publish to its embedded channel', async () => {
    expect(await checkStreamKey(embedded.key, 'live', channelOf)).toEqual({ channel: embedded.channel });
  });

  it('is refused when it is not one of ours, not for /live, wrong, or for another platform', async () => {
    const refused = async (key: string, app = 'live') => {
      const checked = await checkStreamKey(key, app, channelOf);
      return 'refused' in checked ? checked.refused : 'accepted';
    };
    expect(await refused('hello')).toBe('not a stream key');
    expect(await refused(embedded.key, 'other')).toBe('not a stream key');
    // the last character changed (to one it is not: a random key may end in either)
    const other = embedded.key.endsWith('0') ? '1' : '0';
    expect(await refused(`${embedded.key.slice(0, -1)}${other}`)).toBe('wrong stream key for channel 4');
    expect(await refused(keyed(6).key)).toBe('wrong stream key for channel 6');
    expect(await refused(youtube.key)).toBe('channel 5 streams to youtube');
  });
});

/** A fake RTMP server and ffmpeg, and a going-live that records what it was asked. */
function fixture(
  over: { rtmpPort?: number | null; ffmpeg?: boolean; listenFails?: boolean; takeover?: boolean } = {},
) {
  const { key, channel } = keyed(4);
  channel.takeover = over.takeover ?? false;
  const calls: string[] = [];
  const publications = new Map<number, Publication>();
  const timers: (() => void)[] = [];
  const reconnects = createReconnects(60_000, {
    set: (fn) => timers.push(fn),
    clear: (i) => (timers[(i as number) - 1] = () => {}),
  });
  const media: MediaServer = {
    ffmpegVersion: () => (over.ffmpeg === false ? null : 'ffmpeg version 5.1'),
    rtmpServer: () => ({
      port: 19350,
      listen: async () => {
        if (over.listenFails) throw new Error('EADDRINUSE');
      },
      close: async () => void calls.push('closed'),
    }),
  };
  let failGoingLive = false;
  let nextLivestream = 7;
  const writer = { stop: async () => {} } as HlsWriter;
  const deps: IngestDeps = {
    config: {
      rtmpPort: over.rtmpPort === undefined ? 1935 : over.rtmpPort,
      host: '127.0.0.1',
      publicUrl: 'https://sport.example',
      ffmpegPath: '/usr/bin/ffmpeg',
      databaseUrl: 'postgres://db',
    },
    log: quiet,
    mediaLog: (level, message) => calls.push(`${level}: ${message}`),
    runtime: { publications, serialized: createSerializer(), reconnects },
    goingLive: {
      async goLiveOnPublish(c, pub) {
        if (failGoingLive) throw new Error('no disk');
        pub.current = { livestreamId: nextLivestream++, matchId: null, writer };
        calls.push(`live ${c.id}: ${pub.current.livestreamId}`);
      },
      async endCurrent(pub) {
        calls.push(`ended ${pub.channelId}: ${pub.current?.livestreamId}`);
        pub.current = null;
      },
      async pauseCurrent(pub) {
        calls.push(`paused ${pub.channelId}: ${pub.current?.livestreamId}`);
        const held = { ...pub, livestreamId: pub.current?.livestreamId ?? null, matchId: null, since: 0 };
        pub.current = null;
        return held;
      },
      async resume(pub, held) {
        if (held.livestreamId === 0) return false; // ended meanwhile
        pub.current = { livestreamId: held.livestreamId!, matchId: null, writer };
        calls.push(`resumed ${pub.channelId}: ${held.livestreamId}`);
        return true;
      },
      async endHeld(held) {
        calls.push(`ended held ${held.channelId}: ${held.livestreamId}`);
      },
    },
    store: {
      channel: async (id) => (id === channel.id ? channel : null),
      firstActiveCamera: async () => ({ cameraId: 2, stationId: 3 }),
      endLivestreamsLeftLive: async () => 0,
    },
    media,
  };
  const publisher = (k = key) => {
    const p = {
      key: k,
      session: { streamApp: 'live' },
      broadcast: { publisher: null },
      unpublished: false,
      silent: 0,
      silentMs: () => p.silent,
      kicked: false,
      async kick() {
        p.kicked = true;
        ingest.onDone(p as unknown as Publisher);
      },
    };
    return p as typeof p & Publisher;
  };
  const ingest = createIngest(deps);
  return {
    ingest,
    calls,
    publications,
    publisher,
    reconnects,
    /** the grace timers run out */
    expire: () => timers.splice(0).forEach((fn) => fn()),
    failGoingLive: () => (failGoingLive = true),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('starting the ingest', () => {
  it('listens, and gives the address with the public host', async () => {
    const { ingest } = fixture();
    await ingest.start();
    expect(ingest.liveVideo()).toEqual({
      enabled: true,
      ingestUrl: 'rtmp://sport.example:19350/live',
      reason: null,
    });
    expect(ingest.rtmpPort()).toBe(19350);
  });

  it('stays off, saying why: switched off, no ffmpeg, the port taken', async () => {
    const reasons = [];
    for (const over of [{ rtmpPort: null }, { ffmpeg: false }, { listenFails: true }]) {
      const { ingest } = fixture(over);
      await ingest.start();
      expect(ingest.liveVideo().enabled).toBe(false);
      expect(ingest.rtmpPort()).toBeNull();
      reasons.push(ingest.liveVideo().reason);
    }
    expect(reasons).toEqual([
      'the RTMP ingest is switched off (RTMP_PORT=off)',
      'ffmpeg was not found (/usr/bin/ffmpeg); install it (Debian: apt-get install -y ffmpeg) and restart',
      'the RTMP port 1935 could not be opened (EADDRINUSE)',
    ]);
  });
});

describe('an encoder publishing', () => {
  it("goes live on its channel with the channel's first active camera; one encoder per channel", async () => {
    const { ingest, calls, publications, publisher } = fixture();
    expect(await ingest.onPublish(publisher())).toBe(true);
    expect(publications.get(4)).toMatchObject({ channelId: 4, cameraId: 2, stationId: 3 });
    expect(await ingest.onPublish(publisher())).toBe(false);
    expect(calls).toEqual([
      'live 4: 7',
      'info: channel 4 publishing',
      'warn: publish refused: channel 4 already has an encoder',
    ]);
  });

  it('is refused with a wrong key, and leaves no publication when going live fails', async () => {
    const { ingest, publications, publisher, failGoingLive } = fixture();
    expect(await ingest.onPublish(publisher('sz4_nope'))).toBe(false);
    failGoingLive();
    expect(await ingest.onPublish(publisher())).toBe(false);
    expect(publications.size).toBe(0);
  });

  it('ends its livestream at once when it says it stops, and at shutdown', async () => {
    const { ingest, calls, publications, publisher, reconnects } = fixture();
    await ingest.start();
    const first = publisher();
    await ingest.onPublish(first);
    first.unpublished = true;
    ingest.onDone(first);
    await settle();
    expect(publications.size).toBe(0);
    expect(reconnects.get(4)).toBeNull();
    expect(calls).toContain('ended 4: 7');
    calls.length = 0;
    await ingest.onPublish(publisher());
    await ingest.close();
    expect(calls).toEqual(['live 4: 8', 'info: channel 4 publishing', 'closed', 'ended 4: 8']);
    expect(ingest.rtmpPort()).toBeNull();
  });
});

describe('an encoder that drops (decision 048)', () => {
  it('frees its channel at once; back with the key, it continues the same livestream', async () => {
    const { ingest, calls, publications, publisher, reconnects } = fixture();
    const first = publisher();
    await ingest.onPublish(first);
    ingest.onDone(first);
    await settle();
    expect(publications.size).toBe(0);
    expect(reconnects.get(4)).toMatchObject({ livestreamId: 7, cameraId: 2, stationId: 3 });
    expect(await ingest.onPublish(publisher())).toBe(true);
    expect(reconnects.get(4)).toBeNull();
    expect(publications.get(4)?.current?.livestreamId).toBe(7);
    expect(calls).toEqual([
      'live 4: 7',
      'info: channel 4 publishing',
      'paused 4: 7',
      'info: channel 4 lost its encoder; its livestream waits for it',
      'resumed 4: 7',
      'info: channel 4 publishing again',
    ]);
  });

  it('ends its livestream when nobody comes back within the grace, and at shutdown', async () => {
    const { ingest, calls, publisher, reconnects, expire } = fixture();
    const first = publisher();
    await ingest.onPublish(first);
    ingest.onDone(first);
    await settle();
    expire();
    await settle();
    expect(calls.slice(-2)).toEqual([
      'ended held 4: 7',
      'info: channel 4: its encoder did not come back; its livestream ended',
    ]);
    expect(reconnects.get(4)).toBeNull();
    // the next encoder starts a livestream of its own
    const second = publisher();
    await ingest.onPublish(second);
    expect(calls.at(-2)).toBe('live 4: 8');
    ingest.onDone(second);
    await settle();
    calls.length = 0;
    await ingest.close();
    expect(calls).toEqual(['ended held 4: 8']);
  });

  it('goes live anew when the livestream it left ended meanwhile', async () => {
    const { ingest, calls, publisher, reconnects } = fixture();
    reconnects.hold(
      { channelId: 4, livestreamId: 0, matchId: null, cameraId: 2, stationId: 3, since: 0 },
      () => {},
    );
    expect(await ingest.onPublish(publisher())).toBe(true);
    expect(calls).toEqual(['live 4: 7', 'info: channel 4 publishing again']);
  });

  it('gets the channel from a silent encoder (a half-open connection), not from one that publishes', async () => {
    const { ingest, calls, publications, publisher } = fixture();
    const first = publisher();
    await ingest.onPublish(first);
    first.silent = 500;
    expect(await ingest.onPublish(publisher())).toBe(false);
    first.silent = 2_500;
    const second = publisher();
    expect(await ingest.onPublish(second)).toBe(true);
    expect(first.kicked).toBe(true);
    expect(publications.get(4)?.publisher).toBe(second);
    expect(calls.slice(-4)).toEqual([
      'paused 4: 7',
      'info: channel 4: a new encoder takes over from a silent one',
      'resumed 4: 7',
      'info: channel 4 publishing again',
    ]);
  });

  it('with takeover on, a second encoder cuts the first and continues its livestream', async () => {
    const { ingest, calls, publications, publisher } = fixture({ takeover: true });
    const first = publisher();
    await ingest.onPublish(first);
    const second = publisher();
    expect(await ingest.onPublish(second)).toBe(true);
    await settle();
    expect(first.kicked).toBe(true);
    expect(publications.get(4)?.publisher).toBe(second);
    expect(publications.get(4)?.current?.livestreamId).toBe(7);
    expect(calls.slice(2)).toEqual([
      'paused 4: 7',
      'info: channel 4: a new encoder takes over',
      'resumed 4: 7',
      'info: channel 4 publishing again',
    ]);
  });
});
