import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { organizations } from './organizations';
import { users } from './users';
import { playingSpaces, venues } from './venues';

export const STREAMING_PLATFORMS = ['embedded', 'youtube'] as const;
export type StreamingPlatform = (typeof STREAMING_PLATFORMS)[number];

export const LIVESTREAM_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type LivestreamStatus = (typeof LIVESTREAM_STATUSES)[number];

/**
 * SPEC §3 Channel: where a camera's (or an encoder's) video goes, on one streaming platform. Of a user,
 * optionally of an organization (then its organizers manage it too, and it is as hidden as the
 * organization). The stream key is a secret: only a salted SHA-256 of it is stored (decision 019).
 */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    streamingPlatform: text('streaming_platform').$type<StreamingPlatform>().notNull().default('embedded'),
    /** the site origin the channel was saved from (SPEC §3 channel save payload) */
    referrer: text('referrer'),
    /** the platform's authorization code (YouTube); a secret, never returned */
    accessCode: text('access_code'),
    /** per-key random salt (hex) and sha256(salt ‖ secret) (hex) of the stream key's secret part */
    keySalt: text('key_salt').notNull(),
    keyHash: text('key_hash').notNull(),
    /** the key's last four characters, to tell keys apart in the UI */
    keyHint: text('key_hint').notNull(),
    keyRotatedAt: timestamp('key_rotated_at', { withTimezone: true }).notNull().defaultNow(),
    /** a new encoder with the key takes the channel from the one publishing (decision 048) */
    takeover: boolean('takeover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channels_owner_idx').on(t.ownerId), index('channels_organization_idx').on(t.organizationId)],
);

/** SPEC §3 Station: the recording point of one playing space (court, table, lane …) of a venue. */
export const stations = pgTable(
  'stations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    playingSpaceId: integer('playing_space_id')
      .notNull()
      .references(() => playingSpaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stations_playing_space_unique').on(t.playingSpaceId),
    index('stations_organization_idx').on(t.organizationId),
  ],
);

/** SPEC §3 Camera: one camera of a station, pointing at a channel; the active one goes live with matches. */
export const cameras = pgTable(
  'cameras',
  {
    id: serial('id').primaryKey(),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cameras_station_idx').on(t.stationId), index('cameras_channel_idx').on(t.channelId)],
);

/** SPEC §3 Livestream: one broadcast of a channel, optionally of a match; its recording stays when it ends. */
export const livestreams = pgTable(
  'livestreams',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    cameraId: integer('camera_id').references(() => cameras.id, { onDelete: 'set null' }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').$type<LivestreamStatus>().notNull().default('scheduled'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** the HLS folder, relative to the data folder (embedded platform); the recording once ended */
    recordingPath: text('recording_path'),
    /** the platform's own broadcast (a YouTube livestream's broadcast id); null for our own video */
    broadcastId: text('broadcast_id'),
    /** the most viewers seen at once */
    viewerCount: integer('viewer_count').notNull().default(0),
    showOverlay: boolean('show_overlay').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('livestreams_channel_idx').on(t.channelId, t.status),
    index('livestreams_match_idx').on(t.matchId),
    index('livestreams_start_idx').on(t.startTime),
  ],
);

/** SPEC §3 Favourite item: a user's favourite livestreams. */
export const livestreamFavourites = pgTable(
  'livestream_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    livestreamId: integer('livestream_id')
      .notNull()
      .references(() => livestreams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.livestreamId] }),
    index('livestream_favourites_livestream_idx').on(t.livestreamId),
  ],
);
