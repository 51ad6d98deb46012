import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Camera, Channel, Livestream, Station, StreamHealth } from '@sportzone/contracts';
import {
  camerasOfStations,
  livestreamsOfChannel,
  stationPlace,
  type CameraRow,
  type ChannelRow,
  type LivestreamRow,
  type StationRow,
} from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';
import type { Publisher } from './media-server';
import { signatureQuery, type PlaybackSigner } from './playback';
import type { StreamingRuntime } from './publications';
import { youtubeWatchUrl, type YouTubeChannels } from './youtube/channels';

/** How an encoder's stream is doing: its bitrate and picture, and the frames it dropped. */
export function healthOf(publisher: Publisher, now = Date.now()): StreamHealth {
  const s = publisher.session;
  const seconds = Math.max(1, (now - s.createTime) / 1000);
  const framerate = Number(s.videoFramerate) || 0;
  return {
    bitrateKbps: Math.round((s.inBytes * 8) / 1000 / seconds),
    width: s.videoWidth || 0,
    height: s.videoHeight || 0,
    framerate,
    uptimeSeconds: Math.round(seconds),
    frames: publisher.frames.frames,
    droppedFrames: publisher.frames.dropped(framerate),
  };
}

export interface StreamingDtoDeps {
  database: AppDatabase;
  dataDir: string;
  runtime: Pick<StreamingRuntime, 'publications' | 'viewers'>;
  playback: PlaybackSigner;
  youtube: Pick<YouTubeChannels, 'ingestUrl'>;
  /** our RTMP ingest's address while live video is on */
  ingestUrl(): string | null;
}

export type StreamingDtos = ReturnType<typeof createStreamingDtos>;

/** The API's shapes of channels, stations, cameras and livestreams. */
export function createStreamingDtos(deps: StreamingDtoDeps) {
  const { database, dataDir, runtime, playback, youtube } = deps;
  const db = () => database.db;
  const { publications, viewers } = runtime;

  const livestream = (row: LivestreamRow, channel: ChannelRow, canManage = false): Livestream => {
    const embedded = channel.streamingPlatform === 'embedded';
    const hasVideo =
      embedded &&
      row.recordingPath !== null &&
      row.status !== 'scheduled' &&
      existsSync(resolve(dataDir, row.recordingPath, 'index.m3u8'));
    const publication = publications.get(channel.id);
    const isCurrent = publication?.current?.livestreamId === row.id;
    return {
      id: row.id,
      channelId: channel.id,
      channelName: channel.name,
      organizationId: channel.organizationId,
      platform: channel.streamingPlatform,
      cameraId: row.cameraId,
      matchId: row.matchId,
      title: row.title,
      description: row.description,
      status: row.status,
      startTime: row.startTime?.toISOString() ?? null,
      endTime: row.endTime?.toISOString() ?? null,
      showOverlay: row.showOverlay,
      viewerCount: row.status === 'live' ? viewers.now(row.id) : row.viewerCount,
      playbackUrl: hasVideo
        ? `/api/livestream/${row.id}/hls/index.m3u8?${signatureQuery(playback.sign(row.id))}`
        : null,
      recording: row.status === 'ended' && hasVideo,
      health: canManage && isCurrent && publication ? healthOf(publication.publisher) : null,
      watchUrl: channel.streamingPlatform === 'youtube' ? youtubeWatchUrl(row) : null,
    };
  };

  const camera = (row: CameraRow): Camera => ({
    id: row.id,
    station: { id: row.stationId },
    channelId: row.channelId,
    name: row.name,
    active: row.active,
    publishing: row.channelId !== null && publications.has(row.channelId),
  });

  return {
    livestream,
    camera,

    async channel(row: ChannelRow, streamKey?: string): Promise<Channel> {
      const [liveRows, scheduled] = await Promise.all([
        livestreamsOfChannel(db(), row.id, 'live'),
        livestreamsOfChannel(db(), row.id, 'scheduled'),
      ]);
      return {
        id: row.id,
        name: row.name,
        ownerId: row.ownerId,
        organizationId: row.organizationId,
        streamingPlatform: row.streamingPlatform,
        referrer: row.referrer,
        hasAccessCode: row.accessCode !== null && row.accessCode !== '',
        keyHint: row.keyHint,
        keyRotatedAt: row.keyRotatedAt.toISOString(),
        publishing: publications.has(row.id),
        takeover: row.takeover,
        streamingEndpoints: [
          {
            platform: row.streamingPlatform,
            ingestUrl: row.streamingPlatform === 'embedded' ? deps.ingestUrl() : youtube.ingestUrl(row),
            livestreams: [...liveRows, ...scheduled].map((l) => livestream(l, row, true)),
          },
        ],
        ...(streamKey ? { streamKey } : {}),
      };
    },

    async stations(rows: StationRow[]): Promise<Station[]> {
      const ids = rows.map((r) => r.id);
      const [places, cams] = await Promise.all([stationPlace(db(), ids), camerasOfStations(db(), ids)]);
      return rows.map((r) => {
        const place = places.get(r.id);
        return {
          id: r.id,
          organizationId: r.organizationId,
          venueId: r.venueId,
          playingSpaceId: r.playingSpaceId,
          name: r.name,
          venueName: place?.venueName ?? '',
          playingSpaceName: place?.spaceName ?? '',
          sport: place?.sport ?? '',
          cameras: cams.filter((c) => c.stationId === r.id).map(camera),
        };
      });
    },
  };
}
