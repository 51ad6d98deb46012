import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { endPlaylist } from './hls-writer';
import { EarlyPackets, releaseBroadcast, type NmsSession } from './media-server';

const require = createRequire(import.meta.url);
type Broadcast = Parameters<typeof releaseBroadcast>[0] & {
  postPublish(session: NmsSession): string | null;
  donePublish(session: NmsSession): void;
};
const BroadcastServer = require('node-media-server/src/server/broadcast_server.js') as new (
  path: string,
) => Broadcast;
const BaseSession = require('node-media-server/src/session/base_session.js') as new () => NmsSession;

const session = (ip: string) => Object.assign(new BaseSession(), { ip });

describe("a publisher's broadcast", () => {
  it('is free for the next encoder as soon as the publisher has gone (not 30 s later)', () => {
    const broadcast = new BroadcastServer('/live/test-release');
    const first = session('10.0.0.1:5000');
    expect(broadcast.postPublish(first)).toBeNull();
    broadcast.donePublish(first); // node-media-server's own close: it keeps the publisher 30 s
    const other = session('10.0.0.2:6000');
    expect(broadcast.publisher).toBe(first);
    releaseBroadcast(broadcast, first);
    expect(broadcast.publisher).toBeNull();
    expect(broadcast._publishGraceTimer).toBeNull();
    expect(broadcast.postPublish(other)).toBeNull();
    // another session's close leaves the publisher alone
    releaseBroadcast(broadcast, first);
    expect(broadcast.publisher).toBe(other);
  });
});

describe('what an encoder sends before its key is accepted', () => {
  const packet = (flags: number, dts: number) => ({
    codec_type: flags === 0 || flags === 1 ? 8 : flags === 5 ? 18 : 9,
    flags,
    dts,
    size: 2,
    data: Buffer.from([flags, dts, 99]),
  });

  it('is the newest headers and metadata, then the frames since the last key frame, copied', () => {
    const early = new EarlyPackets();
    const meta = packet(5, 0);
    for (const p of [meta, packet(2, 0), packet(0, 0), packet(3, 0), packet(4, 1), packet(2, 9)])
      early.add(p);
    early.add(packet(3, 40));
    early.add(packet(1, 41));
    meta.data[0] = 7; // the parser reuses its buffer
    const taken = early.take();
    expect(taken.map((p) => [p.flags, p.dts])).toEqual([
      [5, 0],
      [0, 0],
      [2, 9],
      [3, 40],
      [1, 41],
    ]);
    expect(taken[0]!.data).toEqual(Buffer.from([5, 0]));
    expect(early.take()).toEqual([]);
  });

  it('drops frames that come before any key frame', () => {
    const early = new EarlyPackets();
    early.add(packet(4, 1));
    early.add(packet(1, 2));
    expect(early.take()).toEqual([]);
  });
});

describe("a livestream's playlist", () => {
  it('is closed once when the livestream ends', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sz-hls-'));
    writeFileSync(join(dir, 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nseg_00000.ts');
    endPlaylist(dir);
    endPlaylist(dir);
    expect(readFileSync(join(dir, 'index.m3u8'), 'utf8')).toBe(
      '#EXTM3U\n#EXTINF:2.0,\nseg_00000.ts\n#EXT-X-ENDLIST\n',
    );
    endPlaylist(join(dir, 'none')); // no video yet: nothing to close
  });
});
