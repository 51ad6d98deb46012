import { resolve } from 'node:path';
import type { LiveVideoConfig, User } from '@sportzone/contracts';
import type { Actor } from '../actor';
import type { MatchStatus } from '@sportzone/db';
import { createStreamingAccess, lookupIn } from './access';
import { createChannelsService, type ChannelsService } from './channels';
import type { StreamingDeps } from './deps';
import { createStreamingDtos } from './dto';
import { createFollowingMatches } from './following-matches';
import { createGoingLive } from './going-live';
import { createHlsFiles } from './hls-files';
import { createIngest, ingestStoreIn, type MediaServer } from './ingest';
import { createLivestreamsService, type LivestreamsService } from './livestreams';
import type { LogSink } from './media-server';
import { playbackSigner } from './playback';
import { createSerializer, ViewerCounts, type StreamingRuntime } from './publications';
import { createReconnects } from './reconnects';
import { createStationsService, type StationsService } from './stations';
import { createYouTubeChannels, type YouTubeChannels } from './youtube/channels';

export type { StreamingDeps, StreamingMatches, StreamedMatch } from './deps';

/** Channels, stations and cameras, livestreams and favourites; the embedded ingest (decision 019). */
export interface StreamingService extends ChannelsService, StationsService, LivestreamsService {
  liveVideo(): LiveVideoConfig;
  /** an HLS file of a livestream (hls-files.ts) */
  hlsFile: ReturnType<typeof createHlsFiles>['hlsFile'];
  /** tests and the panel: the RTMP port in use (null when the ingest is off) */
  rtmpPort(): number | null;
  /** the ingest now, for /metrics */
  ingestStats(): IngestStats;
  /** YouTube channels: the connect flow and the platform's broadcasts (youtube/channels.ts) */
  youtube: YouTubeChannels;
  /** the actor's channels, stations and favourite livestreams, for their profile (SPEC §3 User) */
  ofUser(actor: Actor): Promise<UserStreaming>;
}

export type UserStreaming = Pick<User, 'userChannels' | 'stations' | 'favouriteLivestreams'>;

export interface IngestStats {
  /** the RTMP server listens */
  enabled: boolean;
  /** encoders connected whose video goes to a livestream now */
  live: number;
  /** encoders connected with no livestream to feed (before their court's next match) */
  waiting: number;
  /** people watching those livestreams (players that asked for the playlist lately) */
  viewers: number;
}

/** The service, and what its host calls: the match service's status changes, and the app's start and stop. */
export interface Streaming {
  service: StreamingService;
  /** a match started (or was reopened) or finished: the livestreams of its court follow it */
  matchStatusChanged(matchId: number, status: MatchStatus): Promise<void>;
  ingest: { start(): Promise<void>; close(): Promise<void> };
}

export function createStreaming(deps: StreamingDeps & { media?: MediaServer }): Streaming {
  const { database, access, matches, config, log } = deps;
  const mediaLog: LogSink = (level, message) => log[level]({ component: 'ingest' }, message);
  const runtime: StreamingRuntime = {
    publications: new Map(),
    viewers: new ViewerCounts(),
    serialized: createSerializer(),
    reconnects: createReconnects(),
    hlsDir: (livestreamId) => resolve(config.dataDir, 'hls', String(livestreamId)),
  };
  const playback = playbackSigner(deps.playbackKey);
  const lookup = lookupIn(database);
  const youtube = createYouTubeChannels({ database, config, log });
  const rights = createStreamingAccess({ access, matches, lookup });
  const goingLive = createGoingLive({
    database,
    ffmpegPath: config.ffmpegPath,
    log,
    mediaLog,
    runtime,
    youtube,
  });
  const ingest = createIngest({
    config,
    log,
    mediaLog,
    runtime,
    goingLive,
    store: ingestStoreIn(database),
    ...(deps.media ? { media: deps.media } : {}),
  });
  const liveVideo = ingest.liveVideo;
  const dto = createStreamingDtos({
    database,
    dataDir: config.dataDir,
    runtime,
    playback,
    youtube,
    ingestUrl: () => (liveVideo().enabled ? liveVideo().ingestUrl : null),
  });
  const following = createFollowingMatches({
    database,
    log,
    matches,
    runtime,
    goingLive,
    youtube,
    access: rights,
  });
  const hls = createHlsFiles({ dataDir: config.dataDir, playback, rights, lookup, viewers: runtime.viewers });

  const ingestStats = (): IngestStats => {
    const stats = { enabled: liveVideo().enabled, live: 0, waiting: 0, viewers: 0 };
    for (const pub of runtime.publications.values()) {
      if (!pub.current) stats.waiting++;
      else {
        stats.live++;
        stats.viewers += runtime.viewers.now(pub.current.livestreamId);
      }
    }
    return stats;
  };

  const channels = createChannelsService({ database, access, log, rights, dto, runtime, goingLive, youtube });
  const stations = createStationsService({ database, access, dto });
  const livestreams = createLivestreamsService({
    database,
    access,
    matches,
    rights,
    dto,
    runtime,
    goingLive,
    youtube,
    liveVideo,
  });

  const ofUser = async (actor: Actor): Promise<UserStreaming> => {
    const [mine, places, favourites] = await Promise.all([
      channels.myChannels(actor),
      stations.myStations(actor),
      livestreams.favourites(actor),
    ]);
    return {
      userChannels: mine.items,
      stations: places.items,
      favouriteLivestreams: Object.fromEntries(
        favourites.items.map((f) => [String(f.livestreamId), f.livestream]),
      ),
    };
  };

  const service: StreamingService = {
    liveVideo,
    rtmpPort: ingest.rtmpPort,
    ingestStats,
    youtube,
    hlsFile: hls.hlsFile,
    ofUser,
    ...channels,
    ...stations,
    ...livestreams,
  };
  return {
    service,
    matchStatusChanged: following.matchStatusChanged,
    ingest: { start: ingest.start, close: ingest.close },
  };
}
