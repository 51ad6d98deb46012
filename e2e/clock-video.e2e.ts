/**
 * The clock video (helpers/clock-video.ts) reads back what it painted: straight from the frame, through
 * the page reader's own code (a stand-in canvas), and through x264 at a low quality and another size, as
 * the livestream's viewers get it. Needs ffmpeg; no server, no browser.
 */
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLOCK_LAYOUT,
  captureTimeReader,
  clockCells,
  decodeClockCells,
  paintClockFrame,
  sampleClockCells,
  type CaptureRead,
} from './helpers/clock-video';

const W = 320;
const H = 240;
const NOW = Date.now();
const read = (gray: Buffer, width = W, height = H) =>
  decodeClockCells(sampleClockCells(gray, width, height, 1, CLOCK_LAYOUT), CLOCK_LAYOUT);

describe('the clock video', () => {
  it('reads back every time it paints', () => {
    for (const t of [0, 1, 2 ** 43, 2 ** 44 - 1, NOW, NOW + 40, 1_234_567_890_123])
      expect(read(paintClockFrame(t, W, H))).toBe(t);
    // 44 bits and four markers fill the 8 × 6 grid
    expect(clockCells(NOW)).toHaveLength(48);
  });

  it('reads null from what is not a clean clock frame', () => {
    expect(read(Buffer.alloc(W * H, 16))).toBeNull(); // black: the white marker is missing
    expect(read(Buffer.alloc(W * H, 235))).toBeNull();
    const lumas = sampleClockCells(paintClockFrame(NOW, W, H), W, H, 1, CLOCK_LAYOUT);
    expect(decodeClockCells(lumas, CLOCK_LAYOUT)).toBe(NOW);
    // a marker of the wrong colour
    expect(decodeClockCells(lumas.with(7, 235), CLOCK_LAYOUT)).toBeNull();
    // a cell half way between: two pictures blended
    expect(decodeClockCells(lumas.with(20, 128), CLOCK_LAYOUT)).toBeNull();
    expect(decodeClockCells(lumas.slice(1), CLOCK_LAYOUT)).toBeNull();
  });

  describe('the page reader', () => {
    const realDocument = globalThis.document;
    afterEach(() => {
      globalThis.document = realDocument;
    });

    /** The reader's script against a stand-in document whose video shows `gray` (null: no video yet). */
    function runReader(gray: Buffer | null, readyState = 4): CaptureRead | null {
      const rgba = new Uint8ClampedArray(W * H * 4);
      if (gray) for (let i = 0; i < W * H; i++) rgba.fill(gray[i]!, i * 4, i * 4 + 3);
      const video = { readyState, videoWidth: W, videoHeight: H, currentTime: 12.5, paused: false };
      const canvas = {
        getContext: () => ({ drawImage: () => {}, getImageData: () => ({ data: rgba }) }),
      };
      globalThis.document = {
        querySelector: (selector: string) =>
          gray && selector === 'video[data-testid="livestream-video"]' ? video : null,
        createElement: () => canvas,
      } as unknown as Document;
      return new Function(`return ${captureTimeReader}`)() as CaptureRead | null;
    }

    it('decodes the frame the video shows, with the time of the read', () => {
      const before = Date.now();
      const r = runReader(paintClockFrame(NOW - 5000, W, H));
      expect(r).toMatchObject({ captureTime: NOW - 5000, currentTime: 12.5, paused: false });
      expect(r!.readAt).toBeGreaterThanOrEqual(before);
    });

    it('says when there is no frame or no video', () => {
      expect(runReader(paintClockFrame(NOW, W, H), 1)?.captureTime).toBeNull();
      expect(runReader(null)).toBeNull();
    });
  });

  it('reads back through x264 at a low quality, scaled as a player may show it', () => {
    const times = Array.from({ length: 50 }, (_, k) => NOW + k * 40 + (k % 7));
    const raw = Buffer.concat(times.map((t) => paintClockFrame(t, W, H)));
    // prettier-ignore
    const encoded = spawnSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
      '-hide_banner', '-loglevel', 'error',
      '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${W}x${H}`, '-r', '25', '-i', 'pipe:0',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-crf', '40', '-g', '25',
      '-pix_fmt', 'yuv420p', '-f', 'h264', 'pipe:1',
    ], { input: raw, maxBuffer: 64 << 20 });
    expect(encoded.status, String(encoded.stderr)).toBe(0);
    for (const [width, height] of [
      [W, H],
      [640, 480],
      [200, 150],
    ] as const) {
      // prettier-ignore
      const decoded = spawnSync(process.env.FFMPEG_PATH ?? 'ffmpeg', [
        '-hide_banner', '-loglevel', 'error', '-f', 'h264', '-i', 'pipe:0',
        '-vf', `scale=${width}:${height}`, '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1',
      ], { input: encoded.stdout, maxBuffer: 64 << 20 });
      expect(decoded.status, String(decoded.stderr)).toBe(0);
      const size = width * height;
      const frames = Array.from({ length: decoded.stdout.length / size }, (_, k) =>
        read(decoded.stdout.subarray(k * size, (k + 1) * size), width, height),
      );
      expect(frames).toEqual(times);
    }
  });
});
