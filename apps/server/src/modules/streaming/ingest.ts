import type { LiveVideoConfig } from '@sportzone/contracts';
import { activeCamerasOfChannel, endLivestreamsLeftLive, findChannel, type ChannelRow } from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';
import type { Log, StreamingConfig } from './deps';
import type { GoingLive } from './going-live';
import { channelOfKey, keyMatches } from './keys';
import { ffmpegVersion, RtmpIngest, type IngestHandlers, type LogSink, type Publisher } from './media-server';
import type { Publication, StreamingRuntime } from './publications';
import { SILENT_TAKEOVER_MS, type Held } from './reconnects';

/** The RTMP server and ffmpeg, as the ingest starts them (node-media-server's by default). */
export interface MediaServer {
  /** the ffmpeg program's first line of `-version`, or null when it does not run */
  ffmpegVersion(ffmpegPath: string): string | null;
  rtmpServer(
    handlers: IngestHandlers,
    log: LogSink,
  ): {
    listen(port: number, host: string): Promise<void>;
    readonly port: number | null;
    close(): Promise<void>;
  };
}

export const nodeMediaServer: MediaServer = {
  ffmpegVersion,
  rtmpServer: (handlers, log) => new RtmpIngest(handlers, log),
};

/** What the ingest reads and writes. */
export interface IngestStore {
  channel(id: number): Promise<ChannelRow | null>;
  /** the first active camera pointing at the channel, and its station */
  firstActiveCamera(channelId: number): Promise<{ cameraId: number; stationId: number } | null>;
  /** livestreams still "live" from an earlier run end; how many */
  endLivestreamsLeftLive(): Promise<number>;
}

export const ingestStoreIn = (database: AppDatabase): IngestStore => ({
  channel: async (id) => (await findChannel(database.db, id)) ?? null,
  async firstActiveCamera(channelId) {
    const [cam] = await activeCamerasOfChannel(database.db, channelId);
    return cam ? { cameraId: cam.camera.id, stationId: cam.station.id } : null;
  },
  endLivestreamsLeftLive: () => endLivestreamsLeftLive(database.db, null),
});

export interface IngestDeps {
  config: Pick<StreamingConfig, 'rtmpPort' | 'host' | 'publicUrl' | 'ffmpegPath' | 'databaseUrl'>;
  log: Log;
  /** node-media-server's and ffmpeg's lines (stream keys redacted) */
  mediaLog: LogSink;
  runtime: Pick<StreamingRuntime, 'publications' | 'serialized' | 'reconnects'>;
  goingLive: Pick<GoingLive, 'goLiveOnPublish' | 'endCurrent' | 'pauseCurrent' | 'resume' | 'endHeld'>;
  store: IngestStore;
  media?: MediaServer;
}

/**
 * The channel an encoder publishes to with this key, or why it may not: the key must be one of ours,
 * for an embedded channel, and match the channel's stored hash.
 */
export async function checkStreamKey(
  key: string,
  streamApp: string,
  channelOf: (id: number) => Promise<ChannelRow | null>,
): Promise<{ refused: string } | { channel: ChannelRow }> {
  const parsed = channelOfKey(key);
  if (!parsed || streamApp !== 'live') return { refused: 'not a stream key' };
  const channel = await channelOf(parsed.channelId);
  if (!channel || !keyMatches(parsed.secret, channel))
    return { refused: `wrong stream key for channel ${parsed.channelId}` };
  if (channel.streamingPlatform !== 'embedded')
    return { refused: `channel ${channel.id} streams to ${channel.streamingPlatform}` };
  return { channel };
}

export type Ingest = ReturnType<typeof createIngest>;

/** Starting the ingest (live video on or off, and why), and the encoders that publish to it. */
export function createIngest(deps: IngestDeps) {
  const { config, log, mediaLog, runtime, goingLive, store } = deps;
  const media = deps.media ?? nodeMediaServer;
  const { publications, serialized, reconnects } = runtime;
  const host = new URL(config.publicUrl).hostname;
  let live: LiveVideoConfig = { enabled: false, ingestUrl: null, reason: null };
  let server: ReturnType<MediaServer['rtmpServer']> | null = null;

  const off = (reason: string) => {
    live = { enabled: false, ingestUrl: null, reason };
  };

  /** nobody came back in time for what a dropped encoder left: its livestream ends */
  const expire = (held: Held) =>
    void serialized(held.channelId, async () => {
      await goingLive.endHeld(held);
      mediaLog('info', `channel ${held.channelId}: its encoder did not come back; its livestream ended`);
    }).catch((err: unknown) => log.error({ err }, 'ending a livestream failed'));

  /** the encoder dropped (or was cut): its livestream waits for the next encoder with the key */
  const hold = async (pub: Publication) => {
    reconnects.hold(await goingLive.pauseCurrent(pub), expire);
  };

  /** Room for a new encoder: a channel's encoder is cut only with takeover on, or when it went silent. */
  const makeRoom = async (channel: ChannelRow, publisher: Publisher): Promise<boolean> => {
    const existing = publications.get(channel.id);
    if (!existing) return !publisher.broadcast.publisher;
    const silent = existing.publisher.silentMs() >= SILENT_TAKEOVER_MS;
    if (!channel.takeover && !silent) return false;
    publications.delete(channel.id);
    await existing.publisher.kick();
    await hold(existing);
    mediaLog('info', `channel ${channel.id}: a new encoder takes over${silent ? ' from a silent one' : ''}`);
    return true;
  };

  const onPublish = async (publisher: Publisher): Promise<boolean> => {
    const checked = await checkStreamKey(publisher.key, publisher.session.streamApp, store.channel);
    if ('refused' in checked) {
      mediaLog('warn', `publish refused: ${checked.refused}`);
      return false;
    }
    const { channel } = checked;
    return serialized(channel.id, async () => {
      if (!(await makeRoom(channel, publisher))) {
        mediaLog('warn', `publish refused: channel ${channel.id} already has an encoder`);
        return false;
      }
      const held = reconnects.take(channel.id);
      const cam = held ? null : await store.firstActiveCamera(channel.id);
      const pub: Publication = {
        channelId: channel.id,
        publisher,
        cameraId: held ? held.cameraId : (cam?.cameraId ?? null),
        stationId: held ? held.stationId : (cam?.stationId ?? null),
        current: null,
      };
      publications.set(channel.id, pub);
      try {
        // an encoder back within the grace continues the livestream it left
        if (!held || !(await goingLive.resume(pub, held))) await goingLive.goLiveOnPublish(channel, pub);
      } catch (err) {
        // the connection is closed by the ingest; the channel must not stay "publishing"
        publications.delete(channel.id);
        await pub.current?.writer.stop().catch(() => {});
        pub.current = null;
        if (held) reconnects.hold(held, expire);
        log.error({ err, channelId: channel.id }, 'going live failed');
        return false;
      }
      mediaLog('info', `channel ${channel.id} publishing${held ? ' again' : ''}`);
      return true;
    });
  };

  /** An encoder's connection closed: it said it stops (the livestream ends), or it dropped (it waits). */
  const onDone = (publisher: Publisher) => {
    for (const pub of publications.values()) {
      if (pub.publisher !== publisher) continue;
      void serialized(pub.channelId, async () => {
        if (publications.get(pub.channelId) !== pub) return;
        publications.delete(pub.channelId);
        if (publisher.unpublished) {
          await goingLive.endCurrent(pub);
          mediaLog('info', `channel ${pub.channelId} stopped publishing`);
        } else {
          await hold(pub);
          mediaLog('info', `channel ${pub.channelId} lost its encoder; its livestream waits for it`);
        }
      }).catch((err: unknown) => log.error({ err }, 'ending a livestream failed'));
    }
  };

  return {
    liveVideo: (): LiveVideoConfig => live,
    /** the RTMP port in use (null when the ingest is off) */
    rtmpPort: () => server?.port ?? null,
    onPublish,
    onDone,

    /** the app is ready: the RTMP server listens, unless switched off or ffmpeg is missing */
    async start() {
      if (config.rtmpPort === null) return off('the RTMP ingest is switched off (RTMP_PORT=off)');
      if (!config.databaseUrl) {
        // one process owns the embedded database: a livestream still "live" was cut by a stop
        const n = await store.endLivestreamsLeftLive();
        if (n > 0) log.warn({ livestreams: n }, 'livestreams cut by the last stop marked ended');
      }
      const version = media.ffmpegVersion(config.ffmpegPath);
      if (!version) {
        off(
          `ffmpeg was not found (${config.ffmpegPath}); install it (Debian: apt-get install -y ffmpeg) and restart`,
        );
        return log.warn(`live video is off: ${live.reason}`);
      }
      const rtmp = media.rtmpServer({ onPublish, onDone }, mediaLog);
      try {
        await rtmp.listen(config.rtmpPort, config.host);
      } catch (err) {
        off(`the RTMP port ${config.rtmpPort} could not be opened (${(err as Error).message})`);
        return log.warn(`live video is off: ${live.reason}`);
      }
      server = rtmp;
      live = { enabled: true, ingestUrl: `rtmp://${host}:${rtmp.port}/live`, reason: null };
      log.info({ rtmpPort: rtmp.port, ffmpeg: version }, 'live video ingest listening');
    },

    /** the app closes: encoders are disconnected, their livestreams end (the recordings are kept) */
    async close() {
      const closing = server;
      server = null;
      const pubs = [...publications.values()];
      publications.clear();
      await closing?.close();
      const failed = (err: unknown) => log.error({ err }, 'ending a livestream at shutdown failed');
      await Promise.all([
        ...pubs.map((pub) => serialized(pub.channelId, () => goingLive.endCurrent(pub)).catch(failed)),
        ...reconnects
          .drain()
          .map((held) => serialized(held.channelId, () => goingLive.endHeld(held)).catch(failed)),
      ]);
    },
  };
}
