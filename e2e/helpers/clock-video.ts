/**
 * A clock as a video, to measure how old the picture a viewer sees is. `clockEncoder` publishes frames,
 * each showing the moment it was made (`Date.now()`) as a barcode; `readCaptureTime` gets that moment back
 * from the page's `<video>`. The time of the read minus the time shown is the picture's latency from
 * "camera" to screen (Node and Chromium read the same system clock).
 *
 * The barcode is a grid of large black or white cells, so H.264 at any bitrate keeps it: four marker
 * cells of fixed colour (a black frame, a half-drawn one or another video then reads as null), the other
 * cells the millisecond timestamp, least significant bit first, row by row.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { Page } from 'playwright-core';

/** Where the bits and the markers are; passed to the page with the reader. */
export interface ClockLayout {
  cols: number;
  rows: number;
  /** bits of the timestamp: 2^44 ms is the year 2527 */
  bits: number;
  /** cell index → white (1) or black (0) */
  markers: [number, 0 | 1][];
}

export const CLOCK_LAYOUT: ClockLayout = {
  cols: 8,
  rows: 6,
  bits: 44,
  markers: [
    [0, 1],
    [7, 0],
    [40, 0],
    [47, 1],
  ],
};

// video levels (BT.601 limited range): what a camera's black and white are, nothing for x264 to clip
const BLACK = 16;
const WHITE = 235;

/** The colour of each cell (1 white) for `time`: markers in place, the bits in the other cells in order. */
export function clockCells(time: number, layout: ClockLayout = CLOCK_LAYOUT): (0 | 1)[] {
  const markers = new Map(layout.markers);
  const cells: (0 | 1)[] = [];
  let bit = 0;
  for (let i = 0; i < layout.cols * layout.rows; i++) {
    const marker = markers.get(i);
    if (marker !== undefined) cells.push(marker);
    else cells.push(bit < layout.bits && Math.floor(time / 2 ** bit++) % 2 === 1 ? 1 : 0);
  }
  return cells;
}

/** One gray (1 byte a pixel) frame showing `time`, written into `into` when given. */
export function paintClockFrame(
  time: number,
  width: number,
  height: number,
  layout: ClockLayout = CLOCK_LAYOUT,
  into: Buffer = Buffer.alloc(width * height),
): Buffer {
  const cells = clockCells(time, layout);
  for (let y = 0; y < height; y++) {
    const row = Math.floor((y * layout.rows) / height) * layout.cols;
    for (let x = 0; x < width; x++)
      into[y * width + x] = cells[row + Math.floor((x * layout.cols) / width)] ? WHITE : BLACK;
  }
  return into;
}

/**
 * The mean brightness (0–255) of the middle of each cell of a picture with `channels` bytes a pixel (1:
 * gray, 4: a canvas's RGBA, whose first channel is used). Only the middle third of a cell is read: its
 * edges blur under compression and scaling.
 *
 * This function and `decodeClockCells` also run in the page, as their source text: nothing in them may
 * refer to anything outside them, nor define a named inner function (tsx wraps those in a `__name` helper
 * the page does not have).
 */
export function sampleClockCells(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: number,
  layout: ClockLayout,
): number[] {
  const lumas: number[] = [];
  const cellW = width / layout.cols;
  const cellH = height / layout.rows;
  for (let r = 0; r < layout.rows; r++) {
    for (let c = 0; c < layout.cols; c++) {
      const x0 = Math.round((c + 1 / 3) * cellW);
      const x1 = Math.max(x0 + 1, Math.round((c + 2 / 3) * cellW));
      const y0 = Math.round((r + 1 / 3) * cellH);
      const y1 = Math.max(y0 + 1, Math.round((r + 2 / 3) * cellH));
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += pixels[(y * width + x) * channels]!;
      lumas.push(sum / ((x1 - x0) * (y1 - y0)));
    }
  }
  return lumas;
}

/**
 * The time a grid of cell brightnesses shows, or null when it is not a clean clock frame: a marker of the
 * wrong colour, or a cell neither clearly dark nor clearly light (a frame between two pictures).
 */
export function decodeClockCells(lumas: ArrayLike<number>, layout: ClockLayout): number | null {
  const cells = layout.cols * layout.rows;
  if (lumas.length !== cells) return null;
  const marker: (0 | 1 | undefined)[] = [];
  for (const [cell, colour] of layout.markers) marker[cell] = colour;
  let time = 0;
  let bit = 0;
  for (let i = 0; i < cells; i++) {
    const luma = lumas[i]!;
    if (luma > 80 && luma < 175) return null;
    const white = luma >= 175 ? 1 : 0;
    if (marker[i] !== undefined) {
      if (marker[i] !== white) return null;
    } else if (bit < layout.bits) time += white * 2 ** bit++;
  }
  return time;
}

/** What `captureTimeReader` returns from the page. */
export interface CaptureRead {
  /** the moment the frame on screen was made (ms), or null: no frame yet, or not a clock frame */
  captureTime: number | null;
  /** `Date.now()` in the page as the frame was drawn */
  readAt: number;
  /** the video's time (s) */
  currentTime: number;
  paused: boolean;
}

/**
 * For `page.evaluate`: draws the page's `video[data-testid="livestream-video"]` at its own size onto a
 * canvas, samples each cell and decodes the time (a `CaptureRead`, or null without a video element). A
 * string, not a function: the code that runs in the page is exactly the two functions above.
 */
export const captureTimeReader = `(() => {
  const sample = ${sampleClockCells.toString()};
  const decode = ${decodeClockCells.toString()};
  const layout = ${JSON.stringify(CLOCK_LAYOUT)};
  const video = document.querySelector('video[data-testid="livestream-video"]');
  if (!video) return null;
  const base = { captureTime: null, readAt: Date.now(), currentTime: video.currentTime, paused: video.paused };
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (video.readyState < 2 || !width || !height) return base;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(video, 0, 0);
  const readAt = Date.now();
  const { data } = context.getImageData(0, 0, width, height);
  return { ...base, readAt, captureTime: decode(sample(data, width, height, 4, layout), layout) };
})()`;

/** The capture time of the frame the page's livestream video shows now (see `captureTimeReader`). */
export async function readCaptureTime(page: Page): Promise<CaptureRead | null> {
  return (await page.evaluate(captureTimeReader)) as CaptureRead | null;
}

export interface ClockEncoderOptions {
  /** stop by itself after this long (default: when `stop()` is called) */
  seconds?: number;
  fps?: number;
  /** a key frame every this many seconds (cameras send 1–2 s; a segment can only start at one) */
  gopSeconds?: number;
  width?: number;
  height?: number;
  /**
   * a silent AAC track beside the picture (default: on). Our ingest's HLS writer makes no playlist of a
   * stream without sound: node-media-server's FLV header always announces audio, and ffmpeg waits for it
   * (none after 40 s at this bitrate)
   */
  audio?: boolean;
  ffmpegPath?: string;
}

export interface ClockEncoder {
  child: ChildProcessByStdio<Writable, null, Readable>;
  /** stops the frames, lets ffmpeg finish and close the stream (killed after 5 s) */
  stop(): Promise<void>;
  /** ffmpeg's exit code */
  exited: Promise<number | null>;
  /** frames written so far */
  frames(): number;
  /** ffmpeg's last error output */
  stderr(): string;
}

/**
 * Debian's ffmpeg publishing the clock to `rtmpUrl` as a camera would: H.264 (x264 ultrafast,
 * zerolatency: no frame is held back in the encoder) and silent AAC in FLV, default 320×240 at 25 fps
 * with a key frame every second. Node makes the frames: one every 1000/fps ms on the wall clock (a late one is sent at
 * once and the next ones keep the original schedule, so the rate does not drift), each showing
 * `Date.now()` as it is written.
 */
export function clockEncoder(rtmpUrl: string, opts: ClockEncoderOptions = {}): ClockEncoder {
  const { fps = 25, gopSeconds = 1, width = 320, height = 240, audio = true } = opts;
  const gop = String(Math.max(1, Math.round(fps * gopSeconds)));
  // prettier-ignore
  const args = [
    '-hide_banner', '-loglevel', 'error',
    '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${width}x${height}`, '-r', String(fps), '-i', 'pipe:0',
    ...(audio ? ['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono', '-shortest'] : []),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency',
    '-g', gop, '-keyint_min', gop, '-pix_fmt', 'yuv420p',
    ...(audio ? ['-c:a', 'aac', '-b:a', '64k'] : []),
    '-f', 'flv', rtmpUrl,
  ];
  const child = spawn(opts.ffmpegPath ?? process.env.FFMPEG_PATH ?? 'ffmpeg', args, {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  child.stdin.on('error', () => {}); // ffmpeg gone: its exit code says why
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code));
  });

  const interval = 1000 / fps;
  const start = Date.now();
  const end = opts.seconds !== undefined ? start + opts.seconds * 1000 : Infinity;
  let written = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const finish = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    child.stdin.end();
  };
  const tick = () => {
    if (stopped) return;
    // every frame due by now, each stamped as it goes out (a fresh buffer: the pipe may still hold the last)
    while (start + written * interval <= Date.now()) {
      if (Date.now() >= end) return finish();
      child.stdin.write(paintClockFrame(Date.now(), width, height));
      written++;
    }
    timer = setTimeout(tick, start + written * interval - Date.now());
  };
  tick();
  void exited.then(finish);

  return {
    child,
    exited,
    frames: () => written,
    stderr: () => stderr,
    async stop() {
      finish();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(kill);
    },
  };
}
