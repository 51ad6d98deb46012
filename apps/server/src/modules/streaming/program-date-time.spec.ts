import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createPlaylistReader,
  readRunStarts,
  StreamClock,
  withProgramDateTime,
  writeRunStart,
} from './program-date-time';

const T0 = Date.parse('2026-11-28T09:00:00.000Z');

describe("an encoder's clock", () => {
  it('tells who waits for it of the next key frame', async () => {
    const clock = new StreamClock();
    const next = clock.nextKeyframe();
    clock.frame(40, false, T0);
    clock.frame(80, true, T0 + 40);
    await expect(next).resolves.toBe(80);
  });

  it('takes the smallest arrival gap as the capture offset (late frames do not move it)', () => {
    const clock = new StreamClock();
    expect(clock.wallClock(0)).toBeNull();
    clock.frame(1000, true, T0 + 250); // a keyframe that took long to arrive
    clock.frame(1040, false, T0 + 80);
    clock.frame(1080, false, T0 + 300); // held up in the network
    expect(clock.wallClock(1000)).toBe(T0 + 40);
    expect(clock.keyframeDts).toBe(1000);
    clock.frame(2000, true, T0 + 1000); // sooner than any before: the estimate sharpens
    expect(clock.keyframeDts).toBe(2000);
    expect(clock.wallClock(1000)).toBe(T0);
  });
});

const playlist = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-TARGETDURATION:1',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:EVENT',
  '#EXTINF:1.000000,',
  'seg_00000.ts',
  '#EXTINF:0.960000,',
  'seg_00001.ts',
  '#EXT-X-DISCONTINUITY',
  '#EXTINF:1.040000,',
  '#EXT-X-PROGRAM-DATE-TIME:2001-01-01T00:00:00.000+0000',
  'seg_00002.ts',
  '#EXTINF:1.000000,',
  'seg_00003.ts',
  '',
].join('\n');

const timesOf = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))
    .map((l) => Date.parse(l.slice('#EXT-X-PROGRAM-DATE-TIME:'.length)));

describe('a playlist with its capture times', () => {
  it("gives each segment its run's start plus the durations before it, a new run after a discontinuity", () => {
    const out = withProgramDateTime(playlist, [T0, T0 + 60_000]);
    expect(timesOf(out)).toEqual([T0, T0 + 1000, T0 + 60_000, T0 + 61_040]);
    // each time right before its segment, ffmpeg's own time dropped, everything else kept
    const lines = out.split('\n');
    expect(lines[lines.indexOf('seg_00002.ts') - 1]).toBe(
      '#EXT-X-PROGRAM-DATE-TIME:2026-11-28T09:01:00.000Z',
    );
    expect(out).not.toContain('2001-01-01');
    expect(out.replace(/#EXT-X-PROGRAM-DATE-TIME:.*\n/g, '')).toBe(
      playlist.replace(/#EXT-X-PROGRAM-DATE-TIME:.*\n/g, ''),
    );
  });

  it('leaves a run whose start is unknown without times', () => {
    expect(timesOf(withProgramDateTime(playlist, [null, T0]))).toEqual([T0, T0 + 1040]);
    expect(timesOf(withProgramDateTime(playlist, []))).toEqual([]);
  });
});

describe('the clock file and the playlist reader', () => {
  it('keeps one start per run, appends after a reconnect, and sharpens the last one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spz-pdt-'));
    expect(readRunStarts(dir)).toEqual([]);
    writeRunStart(dir, T0, 'new');
    writeRunStart(dir, null, 'append');
    writeRunStart(dir, T0 + 5000, 'replace');
    expect(readRunStarts(dir)).toEqual([T0, T0 + 5000]);
    writeRunStart(dir, T0 + 9000, 'new');
    expect(readRunStarts(dir)).toEqual([T0 + 9000]);
  });

  it('serves the playlist with its times, made again when the playlist or the clock file changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spz-pdt-'));
    const path = join(dir, 'index.m3u8');
    const read = createPlaylistReader();
    writeFileSync(path, playlist.split('#EXT-X-DISCONTINUITY')[0]!);
    expect(timesOf(await read(path))).toEqual([]);
    writeRunStart(dir, T0, 'new');
    expect(timesOf(await read(path))).toEqual([T0, T0 + 1000]);
    expect(await read(path)).toBe(await read(path));
    writeFileSync(path, playlist);
    writeRunStart(dir, T0 + 30_000, 'append');
    expect(timesOf(await read(path))).toEqual([T0, T0 + 1000, T0 + 30_000, T0 + 31_040]);
  });
});
