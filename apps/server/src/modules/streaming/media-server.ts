import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, type Server, type Socket } from 'node:net';
import { StreamClock } from './program-date-time';

/**
 * The embedded platform's ingest (decision 019): node-media-server 4's RTMP session on our own TCP
 * server (not its NodeMediaServer, which also starts an HTTP server, a JSON store and exits the process
 * when a port is taken); ./hls-writer.ts runs one ffmpeg per livestream that copies the FLV into HLS.
 *
 * node-media-server keeps its state in one module-wide context (broadcasts by stream path, one event
 * emitter); we use only the RTMP session and the broadcast it joins, and drive them from the session
 * itself, so several apps in one process (tests) do not see each other's publishers.
 */

const require = createRequire(import.meta.url);

/** The parts of node-media-server's BaseSession we read or provide. */
export interface NmsSession {
  id: string;
  ip: string;
  protocol: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  createTime: number;
  inBytes: number;
  videoWidth: number;
  videoHeight: number;
  videoFramerate: number;
  sendBuffer: (buffer: Buffer) => void;
  close: () => void;
}
export interface NmsBroadcast {
  publisher: NmsSession | null;
  /** the last onMetaData as an FLV tag (11 bytes of header, the AMF0 data, 4 bytes of size) */
  flvMetaData: Buffer | null;
  subscribers: Map<string, NmsSession>;
  postPlay(session: NmsSession): string | null;
  donePlay(session: NmsSession): void;
  /** node-media-server 4.4 keeps a gone publisher 30 s for the same address to resume (its timer) */
  _publishGraceTimer: ReturnType<typeof setTimeout> | null;
  _lastDts: Record<number, number>;
  _dtsOffset: Record<number, number>;
  _destroyIfEmpty(): void;
}
/** An audio/video packet as node-media-server parses it (codec_type 9: video; flags 3 key, 4 inter frame). */
interface NmsPacket {
  codec_type: number;
  flags: number;
  dts: number;
  size: number;
  data: Buffer;
}
interface NmsRtmpSession extends NmsSession {
  socket: Socket;
  broadcast: NmsBroadcast;
  rtmp: {
    onPushCallback: () => void;
    onPacketCallback: (packet: NmsPacket) => void;
    /** the encoder's deleteStream: it stops publishing on purpose */
    onDeleteStream: (message: unknown) => void;
  };
  run(): void;
  onPush(): void;
  isPublisher: boolean;
}
type RtmpSessionClass = new (socket: Socket) => NmsRtmpSession;
interface NmsLogger {
  level: string;
  log(message: string, level?: string): void;
}

const RtmpSession = require('node-media-server/src/session/rtmp_session.js') as RtmpSessionClass;
export const BaseSession = require('node-media-server/src/session/base_session.js') as new () => NmsSession;
const nmsLogger = require('node-media-server/src/core/logger.js') as NmsLogger;
const { decodeAmf0Data } = require('node-media-server/src/protocol/amf.js') as {
  decodeAmf0Data(data: Buffer): { cmd?: string; dataObj?: Record<string, unknown> | null };
};

/**
 * node-media-server reads the encoder's metadata (size, frame rate) into its publisher only when it
 * arrives after the publish was accepted; ours is accepted after a database read, so the metadata
 * usually came first: read it from the broadcast's cached copy.
 */
function readMetadata(session: NmsSession, broadcast: NmsBroadcast) {
  const tag = broadcast.flvMetaData;
  if (session.videoWidth || !tag || tag.length <= 15) return;
  try {
    const meta = decodeAmf0Data(tag.subarray(11, tag.length - 4)).dataObj;
    if (!meta) return;
    session.videoWidth = Number(meta.width) || 0;
    session.videoHeight = Number(meta.height) || 0;
    session.videoFramerate = Number(meta.framerate) || 0;
  } catch {
    // no figures then
  }
}

/**
 * The publisher's connection closed: the broadcast has no publisher from now on. node-media-server 4.4
 * keeps a gone publisher in place for 30 s so that a client from the same address may resume its
 * timeline; while it does, every new publisher of the path is refused, and the encoder that reconnects
 * (from a new address after a network change, or before our check) waits those 30 s. Our ingest keeps
 * the livestream across a reconnect itself (decision 048), so the slot is freed at once.
 */
export function releaseBroadcast(broadcast: NmsBroadcast, session: NmsSession) {
  if (broadcast.publisher !== session) return;
  if (broadcast._publishGraceTimer !== null) clearTimeout(broadcast._publishGraceTimer);
  broadcast._publishGraceTimer = null;
  broadcast.publisher = null;
  broadcast._lastDts = {};
  broadcast._dtsOffset = {};
  broadcast._destroyIfEmpty();
}

/**
 * What an encoder sends while its key is being checked: held back from the broadcast (where another
 * encoder may still be publishing), then given to it once the publish is accepted. The codec headers and
 * metadata (the latest of each) and the frames since the last key frame are kept; nothing older.
 */
export class EarlyPackets {
  private readonly headers = new Map<number, NmsPacket>();
  private frames: NmsPacket[] = [];

  add(packet: NmsPacket) {
    // the parser reuses its buffer: keep a copy
    const copy = { ...packet, data: Buffer.from(packet.data.subarray(0, packet.size)) };
    if (packet.flags === 0 || packet.flags === 2 || packet.flags === 5) this.headers.set(packet.flags, copy);
    else if (packet.flags === 3) this.frames = [copy];
    else if (this.frames.length > 0 && this.frames.length < 2_000) this.frames.push(copy);
  }

  /** metadata, audio and video headers, then the frames from the last key frame; emptied */
  take(): NmsPacket[] {
    const order = [5, 0, 2].map((f) => this.headers.get(f)).filter((p) => p !== undefined);
    const all = [...order, ...this.frames];
    this.headers.clear();
    this.frames = [];
    return all;
  }
}

/**
 * The video frames an encoder sent, against the ones its own timestamps say it should have: an encoder
 * that drops frames (too slow, too little upload bandwidth) leaves gaps in the timeline at its frame rate.
 */
export class FrameCounter {
  frames = 0;
  private firstDts: number | null = null;
  private lastDts = 0;

  count(packet: Pick<NmsPacket, 'codec_type' | 'flags' | 'dts'>) {
    if (packet.codec_type !== 9 || (packet.flags !== 3 && packet.flags !== 4)) return;
    this.frames += 1;
    this.firstDts ??= packet.dts;
    this.lastDts = packet.dts;
  }

  /** Frames missing at `framerate` since the first one (0 without a frame rate or a frame). */
  dropped(framerate: number): number {
    if (!(framerate > 0) || this.firstDts === null) return 0;
    const expected = Math.round(((this.lastDts - this.firstDts) * framerate) / 1000) + 1;
    return Math.max(0, expected - this.frames);
  }
}

/** Stream names are stream keys: never in a log line. */
export const redactKeys = (message: string) =>
  message
    .replace(/(rtmp:\/\/[^\s/]+\/[A-Za-z0-9_-]+\/)[^\s?,]+/g, '$1[key]')
    .replace(/(\/[A-Za-z0-9_-]+\/)[A-Za-z0-9_-]{8,}/g, '$1[key]')
    .replace(/name=[^,\s]*/g, 'name=[key]');

export type LogSink = (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
let sink: LogSink = () => {};
// node-media-server logs through one module-wide logger (console.log, stream paths included): its lines go
// to our logger, keys redacted
nmsLogger.log = (message: string, level = 'info') => {
  const l = level === 'trace' ? 'debug' : (level as 'debug' | 'info' | 'warn' | 'error');
  sink(l, redactKeys(String(message)));
};

/** Whether the ffmpeg program runs here (`-version`); its first line, or null. */
export function ffmpegVersion(ffmpegPath: string): string | null {
  try {
    const r = spawnSync(ffmpegPath, ['-hide_banner', '-version'], { encoding: 'utf8', timeout: 10_000 });
    if (r.status !== 0) return null;
    return r.stdout.split('\n')[0] ?? 'ffmpeg';
  } catch {
    return null;
  }
}

export interface Publisher {
  session: NmsRtmpSession;
  /** its video frames, counted */
  frames: FrameCounter;
  /** its timeline against the wall clock (the playlist's capture times) */
  clock: StreamClock;
  /** the stream key (the stream name); never logged */
  key: string;
  broadcast: NmsBroadcast;
  /** the encoder said it stops (RTMP deleteStream), rather than its connection dropping */
  unpublished: boolean;
  /** milliseconds since the encoder last sent anything */
  silentMs(): number;
  /** disconnect the encoder; resolves when its connection has closed (and the broadcast is free) */
  kick(): Promise<void>;
}

export interface IngestHandlers {
  /** a publish request: resolve true to accept, false to refuse (the connection is closed) */
  onPublish(publisher: Publisher): Promise<boolean>;
  /** an accepted publisher's connection closed */
  onDone(publisher: Publisher): void;
}

/** An encoder that sends nothing this long is gone (its network died without closing the connection). */
export const IDLE_TIMEOUT_MS = 5_000;

/** The RTMP server; `rtmp://host:port/live/<key>`. */
export class RtmpIngest {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly handlers: IngestHandlers,
    log: LogSink,
    private readonly idleMs = IDLE_TIMEOUT_MS,
  ) {
    sink = log;
  }

  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const server = createServer((socket) => this.accept(socket));
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        server.on('error', () => {});
        this.server = server;
        resolve();
      });
    });
  }

  get port(): number | null {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address.port : null;
  }

  private accept(socket: Socket) {
    this.sockets.add(socket);
    let lastData = Date.now();
    const closed = new Promise<void>((resolve) =>
      socket.on('close', () => {
        this.sockets.delete(socket);
        resolve();
      }),
    );
    socket.on('data', () => (lastData = Date.now()));
    socket.setNoDelay(true);
    // a connection gone half-open (no FIN: the encoder's network died) sends nothing: let it go
    socket.setTimeout(this.idleMs, () => socket.destroy());
    const session = new RtmpSession(socket);
    session.run();
    // until the publish is accepted the encoder's packets wait here, not in the broadcast (another encoder
    // may still publish there); then every video frame is counted on its way (the health's dropped frames)
    const frames = new FrameCounter();
    const clock = new StreamClock();
    const early = new EarlyPackets();
    let accepted = false;
    const forward = session.rtmp.onPacketCallback;
    session.rtmp.onPacketCallback = (packet) => {
      if (packet.codec_type === 9 && (packet.flags === 3 || packet.flags === 4))
        clock.frame(packet.dts, packet.flags === 3);
      if (!accepted) return early.add(packet);
      frames.count(packet);
      forward(packet);
    };
    // node-media-server answers "Publish.Start" and calls this at once; we check the key (a database
    // read) before the session becomes the broadcast's publisher
    session.rtmp.onPushCallback = () => {
      const publisher: Publisher = {
        session,
        frames,
        clock,
        key: session.streamName,
        broadcast: session.broadcast,
        unpublished: false,
        silentMs: () => Date.now() - lastData,
        kick: () => {
          socket.destroy();
          return closed;
        },
      };
      session.rtmp.onDeleteStream = () => (publisher.unpublished = true);
      void this.handlers
        .onPublish(publisher)
        .catch(() => false)
        .then((ok) => {
          if (!ok || socket.destroyed) {
            socket.destroy();
            // accepted but gone meanwhile: the channel is let go as after any disconnect
            if (ok) this.handlers.onDone(publisher);
            return;
          }
          session.onPush();
          if (!session.isPublisher) {
            // node-media-server refused it (the path already has a publisher)
            socket.destroy();
            this.handlers.onDone(publisher);
            return;
          }
          accepted = true;
          for (const packet of early.take()) session.rtmp.onPacketCallback(packet);
          readMetadata(session, session.broadcast);
          socket.once('close', () => {
            releaseBroadcast(session.broadcast, session);
            this.handlers.onDone(publisher);
          });
        });
    };
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
