import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import {
  BaseSession,
  redactKeys,
  type LogSink,
  type NmsBroadcast,
  type NmsSession,
  type Publisher,
} from './media-server';
import { writeRunStart, type StreamClock } from './program-date-time';

/**
 * A segment's length (seconds): a viewer's picture is at least this far behind the court, since a
 * segment is listed once it is complete. Segments are cut at key frames, so an encoder's keyframe
 * interval longer than this makes them longer (decision 049).
 */
export const SEGMENT_SECONDS = 1;

/**
 * One HLS output: a subscriber of the broadcast (as node-media-server's own FLV recorder is) that pipes
 * the FLV into `ffmpeg -c copy -f hls`. The playlist is an EVENT playlist that keeps every segment; it
 * stays open when the input ends (an encoder that reconnects continues it: `append` adds its segments
 * after an #EXT-X-DISCONTINUITY, numbered on), and `endPlaylist` closes it with #EXT-X-ENDLIST when the
 * livestream ends, so it is the recording (VOD).
 */
export class HlsWriter {
  private readonly session: NmsSession;
  private readonly child: ChildProcessByStdio<Writable, null, Readable>;
  private readonly exited: Promise<number | null>;
  private stderr = '';
  private stopped = false;

  private readonly broadcast: NmsBroadcast;
  private clockTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    ffmpegPath: string,
    readonly dir: string,
    publisher: Pick<Publisher, 'broadcast' | 'clock'>,
    private readonly log: LogSink,
    /** continue the playlist already in `dir` (the encoder reconnected) */
    append = false,
  ) {
    this.broadcast = publisher.broadcast;
    mkdirSync(dir, { recursive: true });
    const flags = ['independent_segments', 'temp_file', 'omit_endlist'];
    const continues = append && existsSync(`${dir}/index.m3u8`);
    if (continues) flags.push('append_list');
    this.recordCaptureTimes(publisher.clock, continues);
    this.child = spawn(
      ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        // node-media-server's FLV header always announces sound: an encoder that sends none would keep
        // ffmpeg probing until 5 MB had come (minutes); a second of stream finds the codecs there are
        '-analyzeduration',
        '1000000',
        '-f',
        'flv',
        '-i',
        'pipe:0',
        '-c',
        'copy',
        '-f',
        'hls',
        '-hls_time',
        String(SEGMENT_SECONDS),
        '-hls_list_size',
        '0',
        '-hls_playlist_type',
        'event',
        '-hls_flags',
        flags.join('+'),
        '-hls_segment_filename',
        `${dir}/seg_%05d.ts`,
        `${dir}/index.m3u8`,
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-2000);
    });
    this.child.stdin.on('error', () => {}); // ffmpeg gone: its exit says why
    this.exited = new Promise((resolve) => {
      this.child.on('error', (err) => {
        this.log('error', `ffmpeg could not start: ${err.message}`);
        resolve(null);
      });
      this.child.on('exit', (code) => {
        if (code !== 0 && !this.stopped)
          this.log('error', `ffmpeg (HLS) stopped with ${code}: ${redactKeys(this.stderr.trim())}`);
        resolve(code);
      });
    });
    const session = new BaseSession();
    session.protocol = 'flv';
    // an empty ip marks an internal subscriber: no play events, not counted as a viewer
    session.ip = '';
    session.sendBuffer = (buffer: Buffer) => {
      if (this.stopped) return;
      // -c copy keeps up easily; a stuck ffmpeg must not hold the whole stream in memory
      if (this.child.stdin.writableLength > 64 * 1024 * 1024) {
        this.log('error', 'ffmpeg (HLS) fell behind; stopping it');
        void this.stop();
        return;
      }
      this.child.stdin.write(buffer);
    };
    session.close = () => void this.stop();
    this.session = session;
    // the FLV header, metadata, codec headers and the current GOP come first
    this.broadcast.postPlay(session);
  }

  /**
   * The capture time of this run's first frame (the keyframe the broadcast's cached picture starts
   * with), beside the playlist; the estimate sharpens as frames arrive, so it is written again when it
   * moves.
   */
  private recordCaptureTimes(clock: StreamClock, continues: boolean) {
    let first = clock.keyframeDts;
    let written = first === null ? null : clock.wallClock(first);
    writeRunStart(this.dir, written, continues ? 'append' : 'new');
    const sharpen = () => {
      const at = first === null ? null : clock.wallClock(first);
      if (this.stopped || at === null || (written !== null && Math.abs(at - written) < 20)) return;
      written = at;
      writeRunStart(this.dir, at, 'replace');
    };
    // nothing cached yet (the encoder has just connected): the run starts with its first key frame
    if (first === null)
      void clock.nextKeyframe().then((dts) => {
        first = dts;
        sharpen();
      });
    this.clockTimer = setInterval(sharpen, 2_000);
    this.clockTimer.unref();
  }

  /** Ends the input; ffmpeg writes the last segment. Resolves when it has exited. */
  async stop(timeoutMs = 15_000): Promise<void> {
    if (!this.stopped) {
      this.stopped = true;
      if (this.clockTimer) clearInterval(this.clockTimer);
      this.broadcast.donePlay(this.session);
      this.child.stdin.end();
    }
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/** The livestream ended: its playlist says so (#EXT-X-ENDLIST), and players treat it as a recording. */
export function endPlaylist(dir: string) {
  const path = `${dir}/index.m3u8`;
  if (!existsSync(path)) return;
  const text = readFileSync(path, 'utf8');
  if (!text.includes('#EXT-X-ENDLIST'))
    appendFileSync(path, `${text.endsWith('\n') ? '' : '\n'}#EXT-X-ENDLIST\n`);
}
