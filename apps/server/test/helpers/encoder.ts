import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A real encoder for the live video tests: Debian's ffmpeg publishing its test pattern over RTMP. */

export const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
export const ffmpegFound = (() => {
  try {
    return spawnSync(FFMPEG, ['-hide_banner', '-version'], { timeout: 10_000 }).status === 0;
  } catch {
    return false;
  }
})();
export const NO_FFMPEG = `ffmpeg was not found (${FFMPEG}): the live video test needs it. Install it: apt-get install -y ffmpeg`;

/** A TCP port nobody listens on (for RTMP_PORT). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => done(p));
    });
  });
}

export interface Encoder {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * ffmpeg's test pattern and a tone (or no sound, as some cameras send), encoded like a camera would,
 * published to `rtmp://…:port/live/key`.
 */
export function encoder(
  port: number,
  key: string,
  seconds: number,
  started: ChildProcess[],
  { sound = true } = {},
): Encoder {
  const child = spawn(
    FFMPEG,
    [
      ['-hide_banner', '-loglevel', 'error', '-re'],
      ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'],
      sound ? ['-f', 'lavfi', '-i', 'sine'] : [],
      ['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
      ['-g', '25', ...(sound ? ['-c:a', 'aac'] : []), '-f', 'flv', `rtmp://127.0.0.1:${port}/live/${key}`],
    ].flat(),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  started.push(child);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited };
}

/** Polls `fn` every 100 ms until it gives something (or throws after `ms`). */
export async function until<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false>,
  ms = 45_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
