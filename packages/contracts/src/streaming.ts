import { Type, type Static, type TLiteral, type TSchema } from 'typebox';
import { Id as IdSchema, MAX_PAGE, OptionalId } from './common';

/**
 * Livestreaming (SPEC §3 Channel, Streaming endpoint, Livestream, Station, Camera, Favourite item; §7
 * channel, station, camera, livestream and favourite calls; decision 019).
 */

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
const Lit = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v)) as unknown as [...Literals<T>]);
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Name = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });
const Id = IdSchema();
const Timestamp = Type.String({ description: 'ISO 8601 date and time' });
const DateTime = Type.String({ format: 'date-time' });

export const STREAMING_PLATFORMS = ['embedded', 'youtube'] as const;
export type StreamingPlatform = (typeof STREAMING_PLATFORMS)[number];
export const StreamingPlatform = Lit(STREAMING_PLATFORMS);

export const LIVESTREAM_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type LivestreamStatus = (typeof LIVESTREAM_STATUSES)[number];
export const LivestreamStatus = Lit(LIVESTREAM_STATUSES);

/** What the encoder sends, read from the ingest (embedded platform, while publishing). */
export const StreamHealth = Type.Object({
  bitrateKbps: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  framerate: Type.Number(),
  /** seconds since the encoder connected */
  uptimeSeconds: Type.Integer(),
  /** video frames received */
  frames: Type.Integer(),
  /** frames missing from the encoder's timeline at its frame rate (it dropped them: too slow, too little upload) */
  droppedFrames: Type.Integer(),
});
export type StreamHealth = Static<typeof StreamHealth>;

export const Livestream = Type.Object({
  id: Id,
  channelId: Id,
  channelName: Type.String(),
  organizationId: Nullable(Id),
  platform: StreamingPlatform,
  cameraId: Nullable(Id),
  matchId: Nullable(Id),
  title: Type.String(),
  description: Nullable(Type.String()),
  status: LivestreamStatus,
  startTime: Nullable(Timestamp),
  endTime: Nullable(Timestamp),
  showOverlay: Type.Boolean(),
  /** viewers now while live; the most seen at once after it ended */
  viewerCount: Type.Integer(),
  /** the HLS playlist (live, or the recording once ended); null when there is no video (yet) */
  playbackUrl: Nullable(Type.String()),
  /** ended with its video kept */
  recording: Type.Boolean(),
  /** the encoder's figures while publishing, for the channel's managers; null otherwise */
  health: Nullable(StreamHealth),
  /** YouTube channel: where people watch (https://www.youtube.com/watch?v=…); absent or null otherwise */
  watchUrl: Type.Optional(Nullable(Type.String())),
});
export type Livestream = Static<typeof Livestream>;

export const LivestreamPage = Type.Object({
  items: Type.Array(Livestream),
  currentPage: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
  nextPage: Type.Optional(Type.Integer()),
  previousPage: Type.Optional(Type.Integer()),
});

export const LivestreamListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  status: Type.Optional(LivestreamStatus),
  matchId: Type.Optional(IdSchema({ description: 'only the livestreams of this match' })),
});
export type LivestreamListQuery = Static<typeof LivestreamListQuery>;

/** POST /api/livestream: a livestream planned on a channel (it goes live when the encoder publishes). */
export const LivestreamCreate = Type.Object({
  channelId: Id,
  title: Name(200),
  description: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  startTime: Type.Optional(Nullable(DateTime)),
  matchId: OptionalId({ description: 'a match of the channel’s organization' }),
  cameraId: OptionalId(),
});
export type LivestreamCreate = Static<typeof LivestreamCreate>;

/** PUT /api/livestream/{id}: link to a match (null unlinks), show or hide the score overlay, retitle. */
export const LivestreamUpdate = Type.Object({
  title: Type.Optional(Name(200)),
  description: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
  startTime: Type.Optional(Nullable(DateTime)),
  matchId: OptionalId({ description: 'a match of the channel’s organization; null unlinks' }),
  cameraId: OptionalId({ description: 'switch camera: an active camera pointing at the same channel' }),
  showOverlay: Type.Optional(Type.Boolean()),
});
export type LivestreamUpdate = Static<typeof LivestreamUpdate>;

export const HlsParams = Type.Object({
  id: Id,
  file: Type.String({
    pattern: '^[A-Za-z0-9_-]{1,64}\\.(m3u8|ts|m4s|mp4)$',
    description: 'index.m3u8 or a segment',
  }),
});
export type HlsParams = Static<typeof HlsParams>;
/** a signed playback address (the livestream's playbackUrl carries them): no sign-in needed until exp */
export const HlsQuery = Type.Object({
  // digits, not an integer: a time in ms is beyond the int4 every integer of the API keeps to
  exp: Type.Optional(Type.String({ pattern: '^[0-9]{1,16}$', description: 'expiry (ms since 1970)' })),
  sig: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' })),
});
export type HlsQuery = Static<typeof HlsQuery>;

/** SPEC §3 Streaming endpoint: where a channel's video goes, with its livestreams live or planned. */
export const StreamingEndpoint = Type.Object({
  platform: StreamingPlatform,
  /**
   * RTMP address for the encoder (the stream key goes after it): ours (embedded platform, while live video
   * is on), or YouTube's for a connected YouTube channel; null otherwise
   */
  ingestUrl: Nullable(Type.String()),
  livestreams: Type.Array(Livestream),
});

export const Channel = Type.Object({
  id: Id,
  name: Type.String(),
  ownerId: Id,
  organizationId: Nullable(Id),
  streamingPlatform: StreamingPlatform,
  referrer: Nullable(Type.String()),
  /** an authorization is stored (never returned): for a YouTube channel, its YouTube account is connected */
  hasAccessCode: Type.Boolean(),
  /** the stream key's last four characters */
  keyHint: Type.String(),
  keyRotatedAt: Timestamp,
  /** the encoder is connected now (embedded platform) */
  publishing: Type.Boolean(),
  /**
   * a new encoder with the key takes over from the one publishing (it is cut); off: the second encoder
   * is refused while the first publishes (an encoder that dropped gets its channel back either way)
   */
  takeover: Type.Boolean(),
  streamingEndpoints: Type.Array(StreamingEndpoint),
  /**
   * the stream key: only in the answer that created or rotated it, never again (a YouTube channel's is
   * YouTube's, of the channel's reusable YouTube stream)
   */
  streamKey: Type.Optional(Type.String()),
});
export type Channel = Static<typeof Channel>;

/** PUT /api/channel/: without id creates (SPEC §3 channel save payload), with id updates. */
export const ChannelSave = Type.Object({
  id: OptionalId({ description: 'absent: create' }),
  name: Type.Optional(Name(120)),
  organizationId: OptionalId({ description: 'on create: a channel of this organization (its organizers)' }),
  streamingPlatform: Type.Optional(StreamingPlatform),
  referrer: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  accessCode: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  rotateKey: Type.Optional(
    Type.Boolean({ description: 'issue a new stream key (the old one stops working)' }),
  ),
  takeover: Type.Optional(
    Type.Boolean({ description: 'a new encoder with the key takes over from the one publishing' }),
  ),
});
export type ChannelSave = Static<typeof ChannelSave>;

export const Camera = Type.Object({
  id: Id,
  station: Type.Object({ id: Id }),
  channelId: Nullable(Id),
  name: Type.String(),
  active: Type.Boolean(),
  /** its channel's encoder is connected now */
  publishing: Type.Boolean(),
});
export type Camera = Static<typeof Camera>;

export const CameraSave = Type.Object({
  id: OptionalId({ description: 'absent: create' }),
  station: Type.Optional(Type.Object({ id: Id })),
  channelId: OptionalId({ description: 'a channel of the station’s organization, or your own' }),
  name: Type.Optional(Name(120)),
  active: Type.Optional(Type.Boolean()),
});
export type CameraSave = Static<typeof CameraSave>;

export const Station = Type.Object({
  id: Id,
  organizationId: Id,
  venueId: Id,
  playingSpaceId: Id,
  name: Type.String(),
  venueName: Type.String(),
  playingSpaceName: Type.String(),
  sport: Type.String(),
  cameras: Type.Array(Camera),
});
export type Station = Static<typeof Station>;

/** PUT /api/station: without id creates a station at a playing space of one of the organization's venues. */
export const StationSave = Type.Object({
  id: OptionalId({ description: 'absent: create' }),
  venueId: Type.Optional(Id),
  playingSpaceId: Type.Optional(Id),
  name: Type.Optional(Name(120)),
});
export type StationSave = Static<typeof StationSave>;

export const ChannelList = Type.Object({ items: Type.Array(Channel) });
export const StationList = Type.Object({ items: Type.Array(Station) });

export const LivestreamIdParams = Type.Object({ livestreamId: Id });
export type LivestreamIdParams = Static<typeof LivestreamIdParams>;

/** SPEC §3 Favourite item. */
export const FavouriteItem = Type.Object({ userId: Id, livestreamId: Id, livestream: Livestream });
export type FavouriteItem = Static<typeof FavouriteItem>;
export const FavouriteList = Type.Object({ items: Type.Array(FavouriteItem) });

/** GET /api/config: whether this server takes live video (ffmpeg found, ingest on). */
export const LiveVideoConfig = Type.Object({
  enabled: Type.Boolean(),
  /** RTMP address for encoders, without the key */
  ingestUrl: Nullable(Type.String()),
  /** why live video is off, for people */
  reason: Nullable(Type.String()),
});
export type LiveVideoConfig = Static<typeof LiveVideoConfig>;

/** GET /api/channel/{id}/youtube/authorize: Google's consent page for this channel (state signed, 15 min). */
export const YouTubeAuthorize = Type.Object({
  url: Type.String(),
  /** where Google sends the manager back (register it with the OAuth client) */
  redirectUri: Type.String(),
});
export type YouTubeAuthorize = Static<typeof YouTubeAuthorize>;

/** GET /api/channel/youtube/callback: what Google's consent page sends back. */
export const YouTubeCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  state: Type.String({ minLength: 1, maxLength: 200 }),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  scope: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type YouTubeCallbackQuery = Static<typeof YouTubeCallbackQuery>;
