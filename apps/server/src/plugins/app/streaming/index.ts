import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  pageOf,
  type Camera,
  type CameraSave,
  type Channel,
  type ChannelSave,
  type FavouriteItem,
  type Livestream,
  type LivestreamCreate,
  type LivestreamListQuery,
  type LivestreamUpdate,
  type LiveVideoConfig,
  type PagedResult,
  type Station,
  type StationSave,
  type YouTubeAuthorize,
} from '@sportzone/contracts';
import {
  activeCamerasOfChannel,
  activeMatchAtCourt,
  addFavouriteLivestream,
  camerasAtCourt,
  camerasOfStations,
  channelsOfUser,
  deleteCamera,
  deleteChannel,
  deleteStation,
  endLivestreamsLeftLive,
  favouriteLivestreams,
  findCamera,
  findChannel,
  getOrInitSetting,
  findLivestream,
  findStation,
  findStationOfSpace,
  findVenue,
  insertCamera,
  insertChannel,
  insertLivestream,
  insertStation,
  listedLivestreams,
  livestreamsOfChannel,
  livestreamsOfUser,
  liveLivestreamsOfMatch,
  managedOrganizationIds,
  organizationAncestry,
  removeFavouriteLivestream,
  spacesOfVenues,
  stationPlace,
  stationsOfOrganizations,
  updateCamera,
  updateChannel,
  updateLivestream,
  updateStation,
  type CameraRow,
  type ChannelRow,
  type LivestreamRow,
  type MatchStatus,
  type StationRow,
  type UserWithRelations,
} from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../lib/http-errors';
import { ffmpegVersion, HlsWriter, RtmpIngest, type LogSink, type Publisher } from './ingest';
import { channelOfKey, issueKey, keyMatches, NO_KEY } from './keys';
import { playbackSigner, signatureQuery, signPlaylist, type PlaybackSignature } from './playback';
import { broadcastOf, youTubeChannels, youtubeWatchUrl, type YouTubeChannels } from './youtube-channels';

/** Channels, stations and cameras, livestreams and favourites; the embedded ingest (decision 019). */
export interface StreamingService {
  liveVideo(): LiveVideoConfig;
  myChannels(request: FastifyRequest): Promise<{ items: Channel[] }>;
  saveChannel(request: FastifyRequest, input: ChannelSave): Promise<Channel>;
  removeChannel(request: FastifyRequest, id: number): Promise<void>;
  myStations(request: FastifyRequest): Promise<{ items: Station[] }>;
  saveStation(request: FastifyRequest, input: StationSave): Promise<Station>;
  removeStation(request: FastifyRequest, id: number): Promise<void>;
  saveCamera(request: FastifyRequest, input: CameraSave): Promise<Camera>;
  removeCamera(request: FastifyRequest, id: number): Promise<void>;
  list(request: FastifyRequest, query: LivestreamListQuery): Promise<PagedResult<Livestream>>;
  mine(request: FastifyRequest, query: LivestreamListQuery): Promise<PagedResult<Livestream>>;
  get(request: FastifyRequest, id: number): Promise<Livestream>;
  create(request: FastifyRequest, input: LivestreamCreate): Promise<Livestream>;
  update(request: FastifyRequest, id: number, input: LivestreamUpdate): Promise<Livestream>;
  start(request: FastifyRequest, id: number): Promise<Livestream>;
  stop(request: FastifyRequest, id: number): Promise<Livestream>;
  favourites(request: FastifyRequest): Promise<{ items: FavouriteItem[] }>;
  addFavourite(request: FastifyRequest, livestreamId: number): Promise<void>;
  removeFavourite(request: FastifyRequest, livestreamId: number): Promise<void>;
  /**
   * an HLS file of a livestream the caller may watch (or with a valid playback signature): its path, how
   * long it may be cached, and the signature to put on a playlist's segments
   */
  hlsFile(
    request: FastifyRequest,
    id: number,
    file: string,
    signature?: Partial<PlaybackSignature>,
  ): Promise<{ path: string; playlist: boolean; shared: boolean; body: string | null }>;
  /** tests and the panel: the RTMP port in use (null when the ingest is off) */
  rtmpPort(): number | null;
  /** YouTube channels: the connect flow and the platform's broadcasts (youtube-channels.ts) */
  youtube: YouTubeChannels;
  /** GET /api/channel/{id}/youtube/authorize: Google's consent page for a channel the caller manages */
  youtubeAuthorize(request: FastifyRequest, channelId: number): Promise<YouTubeAuthorize>;
}

declare module 'fastify' {
  interface FastifyInstance {
    streaming: StreamingService;
  }
}

/** An encoder connected to a channel, and the livestream its video goes to now (if any). */
interface Publication {
  channelId: number;
  publisher: Publisher;
  cameraId: number | null;
  stationId: number | null;
  current: { livestreamId: number; matchId: number | null; writer: HlsWriter } | null;
}

const VIEWER_WINDOW_MS = 30_000;
/** how long "anybody may watch this livestream" is trusted for its HLS requests */
const OPEN_CACHE_MS = 5_000;

export default fp(
  async function streaming(app: FastifyInstance) {
    const db = () => app.database.db;
    const dataDir = app.config.dataDir;
    const hlsDir = (livestreamId: number) => resolve(dataDir, 'hls', String(livestreamId));
    // one key for every instance: an address signed by one plays from another
    const playback = playbackSigner(
      await getOrInitSetting(db(), 'streaming.playbackKey', () => randomBytes(32).toString('base64url')),
    );

    // ─── live video on or off ───────────────────────────────────────────────
    let live: LiveVideoConfig = { enabled: false, ingestUrl: null, reason: null };
    const publications = new Map<number, Publication>();
    /** per live livestream: viewer → last playlist request; and the most seen at once */
    const viewers = new Map<number, { seen: Map<string, number>; peak: number }>();
    const openToAll = new Map<
      number,
      { row: LivestreamRow; channel: ChannelRow; shared: boolean; until: number }
    >();
    /** serializes what happens to one channel's publication (publish, match start/end, start/stop) */
    const queues = new Map<number, Promise<unknown>>();
    const serialized = <T>(channelId: number, fn: () => Promise<T>): Promise<T> => {
      const before = queues.get(channelId) ?? Promise.resolve();
      const run = before.catch(() => {}).then(fn);
      const tail = run.catch(() => {});
      queues.set(channelId, tail);
      void tail.then(() => {
        if (queues.get(channelId) === tail) queues.delete(channelId);
      });
      return run;
    };

    const log: LogSink = (level, message) => app.log[level]({ component: 'ingest' }, message);
    const yt = youTubeChannels(app);
    let ingest: RtmpIngest | null = null;
    const host = new URL(app.config.publicUrl).hostname;

    // ─── DTOs ───────────────────────────────────────────────────────────────
    const viewersNow = (livestreamId: number) => {
      const v = viewers.get(livestreamId);
      if (!v) return 0;
      const since = Date.now() - VIEWER_WINDOW_MS;
      let n = 0;
      for (const at of v.seen.values()) if (at >= since) n++;
      return n;
    };

    const healthOf = (channelId: number) => {
      const publisher = publications.get(channelId)?.publisher;
      if (!publisher) return null;
      const s = publisher.session;
      const seconds = Math.max(1, (Date.now() - s.createTime) / 1000);
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
    };

    const livestreamDto = (row: LivestreamRow, channel: ChannelRow, canManage = false): Livestream => {
      const embedded = channel.streamingPlatform === 'embedded';
      const hasVideo =
        embedded &&
        row.recordingPath !== null &&
        row.status !== 'scheduled' &&
        existsSync(resolve(dataDir, row.recordingPath, 'index.m3u8'));
      const isCurrent = publications.get(channel.id)?.current?.livestreamId === row.id;
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
        viewerCount: row.status === 'live' ? viewersNow(row.id) : row.viewerCount,
        playbackUrl: hasVideo
          ? `/api/livestream/${row.id}/hls/index.m3u8?${signatureQuery(playback.sign(row.id))}`
          : null,
        recording: row.status === 'ended' && hasVideo,
        health: canManage && isCurrent ? healthOf(channel.id) : null,
        watchUrl: channel.streamingPlatform === 'youtube' ? youtubeWatchUrl(row) : null,
      };
    };

    const ingestUrl = () => (live.enabled ? live.ingestUrl : null);

    const channelDto = async (row: ChannelRow, streamKey?: string): Promise<Channel> => {
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
        streamingEndpoints: [
          {
            platform: row.streamingPlatform,
            ingestUrl: row.streamingPlatform === 'embedded' ? ingestUrl() : yt.ingestUrl(row),
            livestreams: [...liveRows, ...scheduled].map((l) => livestreamDto(l, row, true)),
          },
        ],
        ...(streamKey ? { streamKey } : {}),
      };
    };

    const cameraDto = (row: CameraRow): Camera => ({
      id: row.id,
      station: { id: row.stationId },
      channelId: row.channelId,
      name: row.name,
      active: row.active,
      publishing: row.channelId !== null && publications.has(row.channelId),
    });

    const stationDtos = async (rows: StationRow[]): Promise<Station[]> => {
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
          cameras: cams.filter((c) => c.stationId === r.id).map(cameraDto),
        };
      });
    };

    // ─── who may do what ────────────────────────────────────────────────────
    /** hides a private organization's thing as "<what> not found" */
    const as404 = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
      try {
        return await fn();
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) throw notFound(`${what} not found.`);
        throw err;
      }
    };

    /** 401/403/404 unless the caller may manage the channel: its owner, its organization's organizers, admins */
    const manageChannel = async (
      request: FastifyRequest,
      channel: ChannelRow,
    ): Promise<UserWithRelations> => {
      const user = await app.access.me(request);
      if (channel.ownerId === user.id || user.roles.includes('Admin')) return user;
      if (channel.organizationId === null) throw forbidden('Only the channel\u2019s owner can do this.');
      await as404('Channel', () => app.access.manageOrganization(request, channel.organizationId!));
      return user;
    };

    const channelOrNotFound = async (id: number) => {
      const row = await findChannel(db(), id);
      if (!row) throw notFound('Channel not found.');
      return row;
    };

    /** Whether the caller may watch: the channel's organization and the match decide (decision 012). */
    const readLivestream = async (
      request: FastifyRequest,
      row: LivestreamRow,
    ): Promise<{ channel: ChannelRow; canManage: boolean }> => {
      const channel = await channelOrNotFound(row.channelId);
      const user = await app.access.meOrNull(request);
      let canManage = !!user && (user.roles.includes('Admin') || channel.ownerId === user.id);
      if (channel.organizationId !== null) {
        const acc = await as404('Livestream', () =>
          app.access.organization(request, channel.organizationId!),
        );
        canManage ||= acc.canManage;
      }
      if (row.matchId !== null && !canManage) {
        const snap = await app.matches.snapshot(row.matchId);
        if (snap?.restricted) await as404('Livestream', () => app.matches.access(request, row.matchId!));
      }
      return { channel, canManage };
    };

    const livestreamOrNotFound = async (id: number) => {
      const row = await findLivestream(db(), id);
      if (!row) throw notFound('Livestream not found.');
      return row;
    };

    /** read, then 401/403 unless the caller manages the livestream's channel */
    const manageLivestream = async (request: FastifyRequest, id: number) => {
      const row = await livestreamOrNotFound(id);
      const { channel } = await readLivestream(request, row);
      await manageChannel(request, channel);
      return { row, channel };
    };

    /** A match a livestream of this channel may show: of the channel's organization, managed by the caller. */
    const linkableMatch = async (request: FastifyRequest, channel: ChannelRow, matchId: number) => {
      const { row } = await as404('Match', () => app.matches.requireManage(request, matchId));
      if (row.organizationId !== channel.organizationId)
        throw badRequest(
          'A livestream shows a match of its channel\u2019s organization.',
          { matchId: 'is not a match of the channel\u2019s organization' },
          'wrong_organization',
        );
      return row;
    };

    const linkableCamera = async (channel: ChannelRow, cameraId: number) => {
      const camera = await findCamera(db(), cameraId);
      if (!camera || camera.channelId !== channel.id)
        throw badRequest(
          'Switch to a camera that points at this channel.',
          { cameraId: 'is not a camera of this channel' },
          'wrong_camera',
        );
      return camera;
    };

    // ─── going live and ending ──────────────────────────────────────────────
    const matchTitle = (m: { homeName: string; awayName: string }) => `${m.homeName} \u2013 ${m.awayName}`;
    const matchDescription = (m: { sport: string; venue: string | null; court: string | null }) =>
      [m.sport, [m.venue, m.court].filter(Boolean).join(', ')].filter(Boolean).join(' \u00b7 ');

    /** The livestream's video starts now: an ffmpeg writes its HLS folder from the publication. */
    const goLive = async (pub: Publication, row: LivestreamRow): Promise<LivestreamRow> => {
      const dir = hlsDir(row.id);
      const writer = new HlsWriter(app.config.ffmpegPath, dir, pub.publisher.broadcast, log);
      pub.current = { livestreamId: row.id, matchId: row.matchId, writer };
      viewers.set(row.id, { seen: new Map(), peak: 0 });
      const updated = await updateLivestream(db(), row.id, {
        status: 'live',
        startTime: new Date(),
        endTime: null,
        cameraId: row.cameraId ?? pub.cameraId,
        recordingPath: `hls/${row.id}`,
      });
      app.log.info({ livestreamId: row.id, channelId: pub.channelId }, 'livestream live');
      return updated!;
    };

    /** The current livestream ends: ffmpeg closes the playlist (the recording), the row says ended. */
    const endCurrent = async (pub: Publication) => {
      const current = pub.current;
      if (!current) return;
      pub.current = null;
      await current.writer.stop();
      const v = viewers.get(current.livestreamId);
      viewers.delete(current.livestreamId);
      const row = await findLivestream(db(), current.livestreamId);
      if (row && row.status === 'live')
        await updateLivestream(db(), row.id, {
          status: 'ended',
          endTime: new Date(),
          viewerCount: Math.max(row.viewerCount, v?.peak ?? 0),
        });
      app.log.info({ livestreamId: current.livestreamId }, 'livestream ended');
    };

    /** A match in progress at the court of this station, if any (the newest started). */
    const activeMatchAt = async (stationId: number | null) => {
      if (stationId === null) return null;
      const station = await findStation(db(), stationId);
      if (!station) return null;
      const place = (await stationPlace(db(), [station.id])).get(station.id);
      if (!place) return null;
      return activeMatchAtCourt(db(), station.organizationId, place.venueName, place.spaceName);
    };

    const onPublish = async (publisher: Publisher): Promise<boolean> => {
      const parsed = channelOfKey(publisher.key);
      if (!parsed || publisher.session.streamApp !== 'live') {
        log('warn', 'publish refused: not a stream key');
        return false;
      }
      const channel = await findChannel(db(), parsed.channelId);
      if (!channel || !keyMatches(parsed.secret, channel)) {
        log('warn', `publish refused: wrong stream key for channel ${parsed.channelId}`);
        return false;
      }
      if (channel.streamingPlatform !== 'embedded') {
        log('warn', `publish refused: channel ${channel.id} streams to ${channel.streamingPlatform}`);
        return false;
      }
      return serialized(channel.id, async () => {
        if (publications.has(channel.id) || publisher.broadcast.publisher) {
          log('warn', `publish refused: channel ${channel.id} already has an encoder`);
          return false;
        }
        const [cam] = await activeCamerasOfChannel(db(), channel.id);
        const pub: Publication = {
          channelId: channel.id,
          publisher,
          cameraId: cam?.camera.id ?? null,
          stationId: cam?.station.id ?? null,
          current: null,
        };
        publications.set(channel.id, pub);
        try {
          await goLiveOnPublish(channel, pub);
        } catch (err) {
          // the connection is closed by the ingest; the channel must not stay "publishing"
          publications.delete(channel.id);
          await pub.current?.writer.stop().catch(() => {});
          app.log.error({ err, channelId: channel.id }, 'going live failed');
          return false;
        }
        log('info', `channel ${channel.id} publishing`);
        return true;
      });
    };

    /** an encoder connected: its channel's livestream goes live */
    const goLiveOnPublish = async (channel: ChannelRow, pub: Publication) => {
      // what goes live: a planned livestream of the channel, else one of its own (of the match in
      // progress at the camera's court, if there is one)
      const [planned] = await livestreamsOfChannel(db(), channel.id, 'scheduled');
      const match = await activeMatchAt(pub.stationId);
      let row: LivestreamRow;
      if (planned) {
        row =
          planned.matchId === null && match
            ? (await updateLivestream(db(), planned.id, {
                matchId: match.id,
                title: matchTitle(match),
                description: matchDescription(match),
              }))!
            : planned;
      } else {
        row = await insertLivestream(db(), {
          channelId: channel.id,
          cameraId: pub.cameraId,
          matchId: match?.id ?? null,
          title: match ? matchTitle(match) : channel.name,
          description: match ? matchDescription(match) : null,
          status: 'scheduled',
        });
      }
      await goLive(pub, row);
    };

    const onDone = (publisher: Publisher) => {
      for (const pub of publications.values()) {
        if (pub.publisher !== publisher) continue;
        void serialized(pub.channelId, async () => {
          publications.delete(pub.channelId);
          await endCurrent(pub);
          log('info', `channel ${pub.channelId} stopped publishing`);
        }).catch((err: unknown) => app.log.error({ err }, 'ending a livestream failed'));
      }
    };

    /** A YouTube livestream ends with its match: its broadcast completes (a YouTube failure is logged). */
    const endYouTube = async (row: LivestreamRow) => {
      const channel = await findChannel(db(), row.channelId);
      try {
        if (channel) await yt.complete(channel, row);
      } catch (err) {
        app.log.warn(
          { livestreamId: row.id, code: err instanceof HttpError ? err.code : undefined },
          'completing the youtube broadcast failed; the livestream ends here',
        );
      }
      await updateLivestream(db(), row.id, { status: 'ended', endTime: new Date() });
    };

    /**
     * A match started at a court whose camera points at a connected YouTube channel: the channel's
     * broadcast becomes the match's (a broadcast without a match is linked; another match's completes and a
     * new one goes live). YouTube refusing (no video yet, quota) leaves the match's livestream planned,
     * for the panel's start. Whether the channel was a YouTube one.
     */
    const youTubeMatchStarted = async (
      channelId: number,
      cameraId: number,
      match: {
        id: number;
        homeName: string;
        awayName: string;
        sport: string;
        venue: string | null;
        court: string | null;
      },
    ) => {
      const channel = await findChannel(db(), channelId);
      if (!channel || channel.streamingPlatform !== 'youtube' || !channel.accessCode || !yt.configured)
        return false;
      await serialized(channel.id, async () => {
        const liveRows = await livestreamsOfChannel(db(), channel.id, 'live');
        if (liveRows.some((l) => l.matchId === match.id)) return;
        const free = liveRows.find((l) => l.matchId === null);
        if (free) {
          const linked = await updateLivestream(db(), free.id, {
            matchId: match.id,
            title: matchTitle(match),
            description: matchDescription(match),
            cameraId,
          });
          await retitleYouTube(channel, linked!);
          return;
        }
        for (const other of liveRows) await endYouTube(other);
        const row = await insertLivestream(db(), {
          channelId: channel.id,
          cameraId,
          matchId: match.id,
          title: matchTitle(match),
          description: matchDescription(match),
          status: 'scheduled',
        });
        try {
          await yt.goLive(channel, row, (await visibleToAll(row, channel)) ? 'public' : 'unlisted');
        } catch (err) {
          app.log.warn(
            { livestreamId: row.id, code: err instanceof HttpError ? err.code : undefined },
            'the match’s youtube broadcast did not go live',
          );
        }
      });
      return true;
    };

    /**
     * A YouTube broadcast takes its livestream's new title: what is saved here stays saved when YouTube
     * refuses (it is logged; the next change tries again).
     */
    const retitleYouTube = async (channel: ChannelRow, row: LivestreamRow) => {
      await yt
        .retitle(channel, row)
        .catch((err: unknown) =>
          app.log.warn(
            { livestreamId: row.id, code: err instanceof HttpError ? err.code : undefined },
            'the youtube broadcast kept its old title',
          ),
        );
    };

    /** A match started (or was reopened) or finished: the livestreams of its court follow it. */
    const matchStatusChanged = async (matchId: number, status: MatchStatus) => {
      if (status === 'finished') {
        for (const row of await liveLivestreamsOfMatch(db(), matchId)) {
          const pub = publications.get(row.channelId);
          await serialized(row.channelId, async () => {
            if (pub && pub.current?.livestreamId === row.id) await endCurrent(pub);
            else if (broadcastOf(row)) await endYouTube(row);
            else await updateLivestream(db(), row.id, { status: 'ended', endTime: new Date() });
          });
        }
        return;
      }
      if (status !== 'active') return;
      const match = await app.matches.row(matchId);
      if (!match || match.organizationId === null || !match.venue || !match.court) return;
      const cams = await camerasAtCourt(db(), match.organizationId, match.venue, match.court);
      const stationsDone = new Set<number>();
      for (const { camera, station } of cams) {
        if (camera.channelId !== null && !publications.has(camera.channelId) && !stationsDone.has(station.id))
          if (await youTubeMatchStarted(camera.channelId, camera.id, match)) stationsDone.add(station.id);
        const pub = camera.channelId === null ? undefined : publications.get(camera.channelId);
        if (!pub || stationsDone.has(station.id)) continue;
        stationsDone.add(station.id);
        await serialized(pub.channelId, async () => {
          if (!publications.has(pub.channelId)) return;
          const current = pub.current;
          if (current?.matchId === matchId) return;
          const title = matchTitle(match);
          const description = matchDescription(match);
          if (current && current.matchId === null) {
            // the stream of the court becomes the match's stream
            await updateLivestream(db(), current.livestreamId, {
              matchId,
              title,
              description,
              cameraId: camera.id,
            });
            current.matchId = matchId;
            return;
          }
          if (current) await endCurrent(pub);
          const row = await insertLivestream(db(), {
            channelId: pub.channelId,
            cameraId: camera.id,
            matchId,
            title,
            description,
            status: 'scheduled',
          });
          await goLive(pub, row);
        });
      }
    };

    // ─── the service ────────────────────────────────────────────────────────
    const paging = (q: LivestreamListQuery) => ({ page: q.page ?? 1, pageSize: q.pageSize ?? 20 });

    const service: StreamingService = {
      liveVideo: () => live,
      rtmpPort: () => ingest?.port ?? null,
      youtube: yt,

      async youtubeAuthorize(request, channelId) {
        const channel = await channelOrNotFound(channelId);
        const user = await manageChannel(request, channel);
        return yt.authorize(channel, user.id);
      },

      async myChannels(request) {
        const user = await app.access.me(request);
        const rows = await channelsOfUser(db(), user.id, await managedOrganizationIds(db(), user.id));
        return { items: await Promise.all(rows.map((r) => channelDto(r))) };
      },

      async saveChannel(request, input) {
        if (input.id === undefined || input.id === null) {
          const user = await app.access.me(request);
          const organizationId = input.organizationId ?? null;
          if (organizationId !== null) await app.access.manageOrganization(request, organizationId);
          const name = input.name?.trim();
          if (!name) throw badRequest('A channel needs a name.', { name: 'is required' });
          const created = await app.database.transaction(async (tx) => {
            const row = await insertChannel(tx, {
              ownerId: user.id,
              organizationId,
              name,
              streamingPlatform: input.streamingPlatform ?? 'embedded',
              referrer: input.referrer?.trim() || null,
              accessCode: input.accessCode || null,
              keySalt: NO_KEY.salt,
              keyHash: NO_KEY.hash,
              keyHint: NO_KEY.hint,
            });
            const key = issueKey(row.id);
            const keyed = await updateChannel(tx, row.id, {
              keySalt: key.salt,
              keyHash: key.hash,
              keyHint: key.hint,
            });
            return { row: keyed!, key: key.key };
          });
          return channelDto(created.row, created.key);
        }
        const channel = await channelOrNotFound(input.id);
        await manageChannel(request, channel);
        if (input.organizationId !== undefined && input.organizationId !== channel.organizationId)
          throw badRequest(
            'A channel stays with its organization; make a new channel for another one.',
            { organizationId: 'cannot change' },
            'wrong_organization',
          );
        const platform = input.streamingPlatform ?? channel.streamingPlatform;
        // a connected YouTube channel's key is YouTube's: rotating makes a new YouTube stream
        const ytStream =
          input.rotateKey && platform === 'youtube' && yt.configured && channel.accessCode
            ? await yt.newStream(channel)
            : null;
        const key = input.rotateKey && !ytStream ? issueKey(channel.id) : null;
        const row = await updateChannel(db(), channel.id, {
          ...(input.name !== undefined ? { name: input.name.trim() } : {}),
          ...(input.streamingPlatform !== undefined ? { streamingPlatform: input.streamingPlatform } : {}),
          ...(input.referrer !== undefined ? { referrer: input.referrer?.trim() || null } : {}),
          ...(input.accessCode !== undefined ? { accessCode: input.accessCode || null } : {}),
          ...(key
            ? { keySalt: key.salt, keyHash: key.hash, keyHint: key.hint, keyRotatedAt: new Date() }
            : {}),
        });
        // the old key stops working now: an encoder connected with it is disconnected
        if (key || (input.streamingPlatform && input.streamingPlatform !== 'embedded'))
          publications.get(channel.id)?.publisher.kick();
        return channelDto((await findChannel(db(), channel.id)) ?? row!, key?.key ?? ytStream?.streamKey);
      },

      async removeChannel(request, id) {
        const channel = await channelOrNotFound(id);
        await manageChannel(request, channel);
        const pub = publications.get(id);
        if (pub) {
          publications.delete(id);
          pub.publisher.kick();
          await serialized(id, () => endCurrent(pub));
        }
        const liveRows = await livestreamsOfChannel(db(), id, 'live');
        // a YouTube broadcast still live completes on YouTube too (a failure there does not keep the channel)
        for (const l of liveRows)
          if (broadcastOf(l))
            await serialized(id, () => yt.complete(channel, l)).catch((err: unknown) =>
              app.log.warn(
                { livestreamId: l.id, code: err instanceof HttpError ? err.code : undefined },
                'completing the youtube broadcast of a deleted channel failed',
              ),
            );
        const ids = [...(await livestreamsOfChannel(db(), id, 'ended')), ...liveRows].map((l) => l.id);
        await deleteChannel(db(), id);
        for (const lid of ids) rmSync(hlsDir(lid), { recursive: true, force: true });
      },

      async myStations(request) {
        const user = await app.access.me(request);
        const rows = await stationsOfOrganizations(db(), await managedOrganizationIds(db(), user.id));
        return { items: await stationDtos(rows) };
      },

      async saveStation(request, input) {
        const existing = input.id ? await findStation(db(), input.id) : null;
        if (input.id && !existing) throw notFound('Station not found.');
        if (existing)
          await as404('Station', () => app.access.manageOrganization(request, existing.organizationId));
        const venueId = input.venueId ?? existing?.venueId;
        const spaceId = input.playingSpaceId ?? existing?.playingSpaceId;
        if (venueId === undefined || spaceId === undefined)
          throw badRequest('A station stands at a playing space of a venue.', {
            ...(venueId === undefined ? { venueId: 'is required' } : {}),
            ...(spaceId === undefined ? { playingSpaceId: 'is required' } : {}),
          });
        const venue = await findVenue(db(), venueId);
        if (!venue) throw notFound('Venue not found.');
        await as404('Venue', () => app.access.manageOrganization(request, venue.organizationId));
        if (existing && venue.organizationId !== existing.organizationId)
          throw badRequest(
            'A station stays with its organization.',
            { venueId: 'is a venue of another organization' },
            'wrong_organization',
          );
        const space = ((await spacesOfVenues(db(), [venue.id])).get(venue.id) ?? []).find(
          (s) => s.id === spaceId,
        );
        if (!space)
          throw badRequest(
            'Choose a playing space of this venue.',
            { playingSpaceId: 'is not a playing space of the venue' },
            'wrong_venue',
          );
        const taken = await findStationOfSpace(db(), space.id);
        if (taken && taken.id !== existing?.id)
          throw conflict('This playing space has a station already.', 'station_exists', {
            playingSpaceId: 'has a station',
          });
        const name = input.name?.trim() || existing?.name || `${venue.name} \u00b7 ${space.name}`;
        const row = existing
          ? await updateStation(db(), existing.id, { venueId: venue.id, playingSpaceId: space.id, name })
          : await insertStation(db(), {
              organizationId: venue.organizationId,
              venueId: venue.id,
              playingSpaceId: space.id,
              name,
            });
        return (await stationDtos([row!]))[0]!;
      },

      async removeStation(request, id) {
        const station = await findStation(db(), id);
        if (!station) throw notFound('Station not found.');
        await as404('Station', () => app.access.manageOrganization(request, station.organizationId));
        await deleteStation(db(), id);
      },

      async saveCamera(request, input) {
        const existing = input.id ? await findCamera(db(), input.id) : null;
        if (input.id && !existing) throw notFound('Camera not found.');
        const stationId = input.station?.id ?? existing?.stationId;
        if (stationId === undefined)
          throw badRequest('A camera belongs to a station.', { 'station.id': 'is required' });
        if (existing && stationId !== existing.stationId)
          throw badRequest('A camera stays at its station.', { 'station.id': 'cannot change' });
        const station = await findStation(db(), stationId);
        if (!station) throw notFound('Station not found.');
        const acc = await as404('Station', () =>
          app.access.manageOrganization(request, station.organizationId),
        );
        const user = await app.access.me(request);
        if (input.channelId !== undefined && input.channelId !== null) {
          const channel = await findChannel(db(), input.channelId);
          const fits =
            channel &&
            (channel.organizationId === station.organizationId ||
              (channel.organizationId === null && (channel.ownerId === user.id || acc.isAdmin)));
          if (!fits)
            throw badRequest(
              'A camera points at a channel of the station\u2019s organization, or at your own channel.',
              { channelId: 'is not a channel of this organization' },
              'wrong_organization',
            );
        }
        const name = input.name?.trim();
        if (!existing && !name) throw badRequest('A camera needs a name.', { name: 'is required' });
        const row = existing
          ? await updateCamera(db(), existing.id, {
              ...(name ? { name } : {}),
              ...(input.channelId !== undefined ? { channelId: input.channelId } : {}),
              ...(input.active !== undefined ? { active: input.active } : {}),
            })
          : await insertCamera(db(), {
              stationId: station.id,
              channelId: input.channelId ?? null,
              name: name!,
              active: input.active ?? true,
            });
        return cameraDto(row!);
      },

      async removeCamera(request, id) {
        const camera = await findCamera(db(), id);
        if (!camera) throw notFound('Camera not found.');
        const station = await findStation(db(), camera.stationId);
        if (!station) throw notFound('Camera not found.');
        await as404('Camera', () => app.access.manageOrganization(request, station.organizationId));
        await deleteCamera(db(), id);
      },

      async list(request, query) {
        const { page, pageSize } = paging(query);
        // a match's page asks for its streams: one who may see a private match (a member) sees them too
        let visibleMatchId: number | undefined;
        if (query.matchId !== undefined) {
          const snap = await app.matches.snapshot(query.matchId);
          if (snap?.restricted) {
            const seen = await app.matches.access(request, query.matchId).then(
              () => true,
              () => false,
            );
            if (seen) visibleMatchId = query.matchId;
          }
        }
        const { rows, total } = await listedLivestreams(
          db(),
          { page, pageSize, status: query.status, matchId: query.matchId },
          visibleMatchId,
        );
        const channels = new Map<number, ChannelRow>();
        for (const id of new Set(rows.map((r) => r.channelId))) {
          const c = await findChannel(db(), id);
          if (c) channels.set(id, c);
        }
        // each one still as readable as on its own (its channel's organization too)
        const readable = new Set<number>();
        for (const r of rows) {
          if (!channels.has(r.channelId)) continue;
          if (visibleMatchId === undefined) readable.add(r.id);
          else if (
            await readLivestream(request, r).then(
              () => true,
              () => false,
            )
          )
            readable.add(r.id);
        }
        return pageOf(
          rows.filter((r) => readable.has(r.id)).map((r) => livestreamDto(r, channels.get(r.channelId)!)),
          page,
          pageSize,
          total,
        );
      },

      async mine(request, query) {
        const user = await app.access.me(request);
        const { page, pageSize } = paging(query);
        const { rows, total } = await livestreamsOfUser(
          db(),
          user.id,
          await managedOrganizationIds(db(), user.id),
          { page, pageSize, status: query.status },
        );
        const channels = new Map<number, ChannelRow>();
        for (const id of new Set(rows.map((r) => r.channelId))) {
          const c = await findChannel(db(), id);
          if (c) channels.set(id, c);
        }
        return pageOf(
          rows
            .filter((r) => channels.has(r.channelId))
            .map((r) => livestreamDto(r, channels.get(r.channelId)!, true)),
          page,
          pageSize,
          total,
        );
      },

      async get(request, id) {
        const row = await livestreamOrNotFound(id);
        const { channel, canManage } = await readLivestream(request, row);
        return livestreamDto(row, channel, canManage);
      },

      async create(request, input) {
        const channel = await as404('Channel', () => channelOrNotFound(input.channelId));
        await manageChannel(request, channel);
        if (input.matchId) await linkableMatch(request, channel, input.matchId);
        if (input.cameraId) await linkableCamera(channel, input.cameraId);
        const row = await insertLivestream(db(), {
          channelId: channel.id,
          cameraId: input.cameraId ?? null,
          matchId: input.matchId ?? null,
          title: input.title.trim(),
          description: input.description?.trim() || null,
          startTime: input.startTime ? new Date(input.startTime) : null,
          status: 'scheduled',
        });
        return livestreamDto(row, channel, true);
      },

      async update(request, id, input) {
        const { row, channel } = await manageLivestream(request, id);
        if (input.matchId) await linkableMatch(request, channel, input.matchId);
        if (input.cameraId) await linkableCamera(channel, input.cameraId);
        if (input.startTime !== undefined && row.status !== 'scheduled')
          throw conflict('A livestream that went live keeps its start time.', 'already_started', {
            startTime: 'cannot change',
          });
        const updated = await updateLivestream(db(), id, {
          ...(input.title !== undefined ? { title: input.title.trim() } : {}),
          ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
          ...(input.startTime !== undefined
            ? { startTime: input.startTime ? new Date(input.startTime) : null }
            : {}),
          ...(input.matchId !== undefined ? { matchId: input.matchId } : {}),
          ...(input.cameraId !== undefined ? { cameraId: input.cameraId } : {}),
          ...(input.showOverlay !== undefined ? { showOverlay: input.showOverlay } : {}),
        });
        const current = publications.get(channel.id)?.current;
        if (current?.livestreamId === id && input.matchId !== undefined) current.matchId = input.matchId;
        if (
          channel.streamingPlatform === 'youtube' &&
          (updated!.title !== row.title || updated!.description !== row.description)
        )
          await retitleYouTube(channel, updated!);
        return livestreamDto(updated!, channel, true);
      },

      async start(request, id) {
        const { row, channel } = await manageLivestream(request, id);
        if (row.status === 'live') throw conflict('This livestream is live already.', 'already_live');
        if (row.status === 'ended')
          throw conflict('An ended livestream does not start again; plan a new one.', 'ended');
        if (channel.streamingPlatform === 'youtube') {
          const started = await serialized(channel.id, async () => {
            const fresh = await findLivestream(db(), id);
            if (!fresh || fresh.status !== 'scheduled')
              throw conflict('This livestream is not waiting to start.', 'not_scheduled');
            // one broadcast of the channel is live at a time
            for (const other of await livestreamsOfChannel(db(), channel.id, 'live'))
              await yt.complete(channel, other);
            return yt.goLive(channel, fresh, (await visibleToAll(fresh, channel)) ? 'public' : 'unlisted');
          });
          return livestreamDto(started, channel, true);
        }
        if (!live.enabled)
          throw conflict(`Live video is off on this server: ${live.reason ?? 'no ingest'}`, 'live_video_off');
        const started = await serialized(channel.id, async () => {
          const pub = publications.get(channel.id);
          if (!pub)
            throw conflict(
              `The channel\u2019s encoder is not connected: stream to ${live.ingestUrl}/<stream key> first.`,
              'not_publishing',
            );
          const fresh = await findLivestream(db(), id);
          if (!fresh || fresh.status !== 'scheduled')
            throw conflict('This livestream is not waiting to start.', 'not_scheduled');
          await endCurrent(pub);
          return goLive(pub, fresh);
        });
        return livestreamDto(started, channel, true);
      },

      async stop(request, id) {
        const { row, channel } = await manageLivestream(request, id);
        if (row.status === 'ended') throw conflict('This livestream has ended already.', 'ended');
        await serialized(channel.id, async () => {
          const pub = publications.get(channel.id);
          const fresh = await findLivestream(db(), id);
          if (channel.streamingPlatform === 'youtube' && fresh) await yt.complete(channel, fresh);
          else if (pub?.current?.livestreamId === id) await endCurrent(pub);
          else await updateLivestream(db(), id, { status: 'ended', endTime: new Date() });
        });
        return livestreamDto((await findLivestream(db(), id))!, channel, true);
      },

      async favourites(request) {
        const user = await app.access.me(request);
        const items: FavouriteItem[] = [];
        for (const row of await favouriteLivestreams(db(), user.id)) {
          // a favourite that became hidden (its organization went private) is left out
          const seen = await readLivestream(request, row).catch(() => null);
          if (seen)
            items.push({
              userId: user.id,
              livestreamId: row.id,
              livestream: livestreamDto(row, seen.channel, seen.canManage),
            });
        }
        return { items };
      },

      async addFavourite(request, livestreamId) {
        const user = await app.access.me(request);
        await readLivestream(request, await livestreamOrNotFound(livestreamId));
        await addFavouriteLivestream(db(), user.id, livestreamId);
      },

      async removeFavourite(request, livestreamId) {
        const user = await app.access.me(request);
        await readLivestream(request, await livestreamOrNotFound(livestreamId));
        await removeFavouriteLivestream(db(), user.id, livestreamId);
      },

      async hlsFile(request, id, file, signature) {
        // segments come every two seconds from every viewer: a signed address is checked by its signature
        // alone, and a livestream open to everybody once in a few seconds, not per request
        const signed = signature?.sig !== undefined && playback.valid(id, signature);
        let seen = openToAll.get(id);
        // a remembered livestream serves a signed request, and an unsigned one only when it is for everybody
        if (!seen || seen.until < Date.now() || (!seen.shared && !signed)) {
          const row = await livestreamOrNotFound(id);
          const channel = signed ? await findChannel(db(), row.channelId) : null;
          seen = {
            row,
            channel: channel ?? (await readLivestream(request, row)).channel,
            shared: false,
            until: 0,
          };
          if (row.recordingPath !== null) {
            const shared = await visibleToAll(row, seen.channel);
            if (shared || signed) {
              seen = { ...seen, shared, until: Date.now() + OPEN_CACHE_MS };
              openToAll.set(id, seen);
              if (openToAll.size > 10_000) openToAll.clear();
            }
          }
        }
        const { row } = seen;
        if (row.recordingPath === null || row.status === 'scheduled') throw notFound('No video yet.');
        const path = resolve(dataDir, row.recordingPath, file);
        if (!path.startsWith(resolve(dataDir, 'hls') + '/') || !existsSync(path))
          throw notFound('No such part of the video.');
        const playlist = file.endsWith('.m3u8');
        if (playlist && row.status === 'live') {
          const v = viewers.get(id);
          if (v) {
            v.seen.set(`${request.ip}|${request.headers['user-agent'] ?? ''}`, Date.now());
            const since = Date.now() - VIEWER_WINDOW_MS;
            for (const [k, at] of v.seen) if (at < since) v.seen.delete(k);
            v.peak = Math.max(v.peak, v.seen.size);
          }
        }
        // a shared cache (CDN) may keep the video only when it is for everybody
        // under a signature, the playlist's segments carry it too (a player without headers follows them)
        const body =
          signed && playlist
            ? signPlaylist(await readFile(path, 'utf8'), { exp: signature.exp!, sig: signature.sig! })
            : null;
        return { path, playlist, shared: seen.shared, body };
      },
    };

    /** anybody may watch it: its organization is not private (nor under a private one), its match not restricted */
    const visibleToAll = async (row: LivestreamRow, channel: ChannelRow) => {
      if (channel.organizationId !== null) {
        const chain = await organizationAncestry(db(), channel.organizationId);
        if (chain.length === 0 || chain.some((o) => o.privacy === 'private')) return false;
      }
      if (row.matchId !== null) {
        const snap = await app.matches.snapshot(row.matchId);
        if (!snap || snap.restricted) return false;
      }
      return true;
    };

    app.decorate('streaming', service);
    app.matches.onStatusChange(matchStatusChanged);

    // ─── start the ingest ───────────────────────────────────────────────────
    app.addHook('onReady', async () => {
      if (app.config.rtmpPort === null) {
        live = { enabled: false, ingestUrl: null, reason: 'the RTMP ingest is switched off (RTMP_PORT=off)' };
        return;
      }
      if (!app.config.databaseUrl) {
        // one process owns the embedded database: a livestream still "live" was cut by a stop
        const n = await endLivestreamsLeftLive(db(), null);
        if (n > 0) app.log.warn({ livestreams: n }, 'livestreams cut by the last stop marked ended');
      }
      const version = ffmpegVersion(app.config.ffmpegPath);
      if (!version) {
        live = {
          enabled: false,
          ingestUrl: null,
          reason: `ffmpeg was not found (${app.config.ffmpegPath}); install it (Debian: apt-get install -y ffmpeg) and restart`,
        };
        app.log.warn(`live video is off: ${live.reason}`);
        return;
      }
      const server = new RtmpIngest({ onPublish, onDone }, log);
      try {
        await server.listen(app.config.rtmpPort, app.config.host);
      } catch (err) {
        live = {
          enabled: false,
          ingestUrl: null,
          reason: `the RTMP port ${app.config.rtmpPort} could not be opened (${(err as Error).message})`,
        };
        app.log.warn(`live video is off: ${live.reason}`);
        return;
      }
      ingest = server;
      live = { enabled: true, ingestUrl: `rtmp://${host}:${server.port}/live`, reason: null };
      app.log.info({ rtmpPort: server.port, ffmpeg: version }, 'live video ingest listening');
    });

    app.addHook('onClose', async () => {
      const server = ingest;
      ingest = null;
      const pubs = [...publications.values()];
      publications.clear();
      await server?.close();
      await Promise.all(
        pubs.map((pub) =>
          serialized(pub.channelId, () => endCurrent(pub)).catch((err: unknown) =>
            app.log.error({ err }, 'ending a livestream at shutdown failed'),
          ),
        ),
      );
    });
  },
  { name: 'streaming', dependencies: ['db', 'access', 'matches'] },
);
