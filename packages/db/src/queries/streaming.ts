import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { matches } from '../schema/matches';
import {
  cameras,
  channels,
  livestreamFavourites,
  livestreams,
  stations,
  type LivestreamStatus,
} from '../schema/streaming';
import { playingSpaces, venues } from '../schema/venues';
import { effectivelyAtMost } from './organizations';
import { offsetOf, type PageRows } from './text';

export type ChannelRow = typeof channels.$inferSelect;
export type NewChannel = typeof channels.$inferInsert;
export type StationRow = typeof stations.$inferSelect;
export type NewStation = typeof stations.$inferInsert;
export type CameraRow = typeof cameras.$inferSelect;
export type NewCamera = typeof cameras.$inferInsert;
export type LivestreamRow = typeof livestreams.$inferSelect;
export type NewLivestream = typeof livestreams.$inferInsert;

// ─── channels ─────────────────────────────────────────────────────────────

export async function insertChannel(db: DbOrTx, input: NewChannel): Promise<ChannelRow> {
  const [row] = await db.insert(channels).values(input).returning();
  return row!;
}

export async function findChannel(db: DbOrTx, id: number): Promise<ChannelRow | null> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id));
  return row ?? null;
}

export async function updateChannel(
  db: DbOrTx,
  id: number,
  patch: Partial<NewChannel>,
): Promise<ChannelRow | null> {
  const [row] = await db
    .update(channels)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(channels.id, id))
    .returning();
  return row ?? null;
}

export async function deleteChannel(db: DbOrTx, id: number): Promise<void> {
  await db.delete(channels).where(eq(channels.id, id));
}

/** Channels the user owns, and those of the organizations given (the ones they manage), by name. */
export async function channelsOfUser(
  db: DbOrTx,
  userId: number,
  organizationIds: number[],
): Promise<ChannelRow[]> {
  return db
    .select()
    .from(channels)
    .where(
      or(
        eq(channels.ownerId, userId),
        organizationIds.length ? inArray(channels.organizationId, organizationIds) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${channels.name})`), asc(channels.id))
    .limit(500);
}

// ─── stations and cameras ─────────────────────────────────────────────────

export async function insertStation(db: DbOrTx, input: NewStation): Promise<StationRow> {
  const [row] = await db.insert(stations).values(input).returning();
  return row!;
}

export async function findStation(db: DbOrTx, id: number): Promise<StationRow | null> {
  const [row] = await db.select().from(stations).where(eq(stations.id, id));
  return row ?? null;
}

export async function findStationOfSpace(db: DbOrTx, playingSpaceId: number): Promise<StationRow | null> {
  const [row] = await db.select().from(stations).where(eq(stations.playingSpaceId, playingSpaceId));
  return row ?? null;
}

export async function updateStation(
  db: DbOrTx,
  id: number,
  patch: Partial<NewStation>,
): Promise<StationRow | null> {
  const [row] = await db
    .update(stations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(stations.id, id))
    .returning();
  return row ?? null;
}

export async function deleteStation(db: DbOrTx, id: number): Promise<void> {
  await db.delete(stations).where(eq(stations.id, id));
}

export async function stationsOfOrganizations(db: DbOrTx, organizationIds: number[]): Promise<StationRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select()
    .from(stations)
    .where(inArray(stations.organizationId, organizationIds))
    .orderBy(asc(stations.organizationId), asc(sql`lower(${stations.name})`), asc(stations.id))
    .limit(1000);
}

export async function camerasOfStations(db: DbOrTx, stationIds: number[]): Promise<CameraRow[]> {
  if (stationIds.length === 0) return [];
  return db
    .select()
    .from(cameras)
    .where(inArray(cameras.stationId, stationIds))
    .orderBy(asc(cameras.stationId), asc(cameras.id));
}

export async function insertCamera(db: DbOrTx, input: NewCamera): Promise<CameraRow> {
  const [row] = await db.insert(cameras).values(input).returning();
  return row!;
}

export async function findCamera(db: DbOrTx, id: number): Promise<CameraRow | null> {
  const [row] = await db.select().from(cameras).where(eq(cameras.id, id));
  return row ?? null;
}

export async function updateCamera(
  db: DbOrTx,
  id: number,
  patch: Partial<NewCamera>,
): Promise<CameraRow | null> {
  const [row] = await db.update(cameras).set(patch).where(eq(cameras.id, id)).returning();
  return row ?? null;
}

export async function deleteCamera(db: DbOrTx, id: number): Promise<void> {
  await db.delete(cameras).where(eq(cameras.id, id));
}

/** The active cameras pointing at a channel, with their station (first the longest-standing). */
export async function activeCamerasOfChannel(
  db: DbOrTx,
  channelId: number,
): Promise<{ camera: CameraRow; station: StationRow }[]> {
  return db
    .select({ camera: cameras, station: stations })
    .from(cameras)
    .innerJoin(stations, eq(stations.id, cameras.stationId))
    .where(and(eq(cameras.channelId, channelId), eq(cameras.active, true)))
    .orderBy(asc(cameras.id));
}

/**
 * The active cameras (with a channel) of the stations at a playing space named `court` of a venue named
 * `venue` of the organization: where a match of that organization is played (matches name their venue
 * and court as text). Names compare without case and surrounding spaces.
 */
export async function camerasAtCourt(
  db: DbOrTx,
  organizationId: number,
  venue: string,
  court: string,
): Promise<{ camera: CameraRow; station: StationRow }[]> {
  return db
    .select({ camera: cameras, station: stations })
    .from(cameras)
    .innerJoin(stations, eq(stations.id, cameras.stationId))
    .innerJoin(venues, eq(venues.id, stations.venueId))
    .innerJoin(playingSpaces, eq(playingSpaces.id, stations.playingSpaceId))
    .where(
      and(
        eq(stations.organizationId, organizationId),
        eq(cameras.active, true),
        sql`${cameras.channelId} is not null`,
        sql`lower(trim(${venues.name})) = lower(trim(${venue}))`,
        sql`lower(trim(${playingSpaces.name})) = lower(trim(${court}))`,
      ),
    )
    .orderBy(asc(cameras.id));
}

/** The venue and playing space of a station, by name (for the match look-up and the DTO). */
export async function stationPlace(
  db: DbOrTx,
  stationIds: number[],
): Promise<Map<number, { venueName: string; spaceName: string; sport: string }>> {
  if (stationIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: stations.id,
      venueName: venues.name,
      spaceName: playingSpaces.name,
      sport: playingSpaces.sport,
    })
    .from(stations)
    .innerJoin(venues, eq(venues.id, stations.venueId))
    .innerJoin(playingSpaces, eq(playingSpaces.id, stations.playingSpaceId))
    .where(inArray(stations.id, stationIds));
  return new Map(rows.map((r) => [r.id, r]));
}

// ─── livestreams ──────────────────────────────────────────────────────────

export async function insertLivestream(db: DbOrTx, input: NewLivestream): Promise<LivestreamRow> {
  const [row] = await db.insert(livestreams).values(input).returning();
  return row!;
}

export async function findLivestream(db: DbOrTx, id: number): Promise<LivestreamRow | null> {
  const [row] = await db.select().from(livestreams).where(eq(livestreams.id, id));
  return row ?? null;
}

export async function updateLivestream(
  db: DbOrTx,
  id: number,
  patch: Partial<NewLivestream>,
): Promise<LivestreamRow | null> {
  const [row] = await db
    .update(livestreams)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(livestreams.id, id))
    .returning();
  return row ?? null;
}

/** A channel's livestreams in a status, oldest planned start first. */
export async function livestreamsOfChannel(
  db: DbOrTx,
  channelId: number,
  status: LivestreamStatus,
): Promise<LivestreamRow[]> {
  return db
    .select()
    .from(livestreams)
    .where(and(eq(livestreams.channelId, channelId), eq(livestreams.status, status)))
    .orderBy(asc(sql`coalesce(${livestreams.startTime}, ${livestreams.createdAt})`), asc(livestreams.id));
}

export async function liveLivestreamsOfMatch(db: DbOrTx, matchId: number): Promise<LivestreamRow[]> {
  return db
    .select()
    .from(livestreams)
    .where(and(eq(livestreams.matchId, matchId), eq(livestreams.status, 'live')));
}

/** Livestreams left `live` by a process that stopped (ingest is per process): they end at start-up. */
export async function endLivestreamsLeftLive(db: DbOrTx, ids: number[] | null): Promise<number> {
  const rows = await db
    .update(livestreams)
    .set({ status: 'ended', endTime: new Date(), updatedAt: new Date() })
    .where(and(eq(livestreams.status, 'live'), ids && ids.length ? inArray(livestreams.id, ids) : undefined))
    .returning({ id: livestreams.id });
  return rows.length;
}

/** Newest first by start time (scheduled ones without a start at the end), then by id. */
const newestFirst = [sql`${livestreams.startTime} desc nulls last`, desc(livestreams.id)] as const;

export interface LivestreamListQuery {
  page: number;
  pageSize: number;
  status?: LivestreamStatus | undefined;
  matchId?: number | undefined;
}

/**
 * Livestreams anyone may find: of a channel with no organization or of one public all the way up, and
 * of no match or of a match that is listed itself (public, of a public organization) (decision 012).
 */
export async function listedLivestreams(
  db: DbOrTx,
  q: LivestreamListQuery,
  /** the caller may see this match (its organization's members): its livestreams, listed or not */
  visibleMatchId?: number,
): Promise<PageRows<LivestreamRow>> {
  const conditions: SQL[] =
    visibleMatchId !== undefined
      ? [eq(livestreams.matchId, visibleMatchId)]
      : [
          or(isNull(channels.organizationId), sql`${channels.organizationId} in ${effectivelyAtMost(0)}`)!,
          or(
            isNull(livestreams.matchId),
            and(
              eq(matches.privacy, 'public'),
              or(isNull(matches.organizationId), sql`${matches.organizationId} in ${effectivelyAtMost(0)}`),
            ),
          )!,
        ];
  if (q.status) conditions.push(eq(livestreams.status, q.status));
  if (q.matchId !== undefined) conditions.push(eq(livestreams.matchId, q.matchId));
  const where = and(...conditions);
  const [c] = await db
    .select({ n: count() })
    .from(livestreams)
    .innerJoin(channels, eq(channels.id, livestreams.channelId))
    .leftJoin(matches, eq(matches.id, livestreams.matchId))
    .where(where);
  const rows = await db
    .select({ l: livestreams })
    .from(livestreams)
    .innerJoin(channels, eq(channels.id, livestreams.channelId))
    .leftJoin(matches, eq(matches.id, livestreams.matchId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows: rows.map((r) => r.l), total: Number(c?.n ?? 0) };
}

/** Livestreams of the user's channels and of the channels of the organizations given, newest first. */
export async function livestreamsOfUser(
  db: DbOrTx,
  userId: number,
  organizationIds: number[],
  q: LivestreamListQuery,
): Promise<PageRows<LivestreamRow>> {
  const conditions: SQL[] = [
    or(
      eq(channels.ownerId, userId),
      organizationIds.length ? inArray(channels.organizationId, organizationIds) : undefined,
    )!,
  ];
  if (q.status) conditions.push(eq(livestreams.status, q.status));
  const where = and(...conditions);
  const [c] = await db
    .select({ n: count() })
    .from(livestreams)
    .innerJoin(channels, eq(channels.id, livestreams.channelId))
    .where(where);
  const rows = await db
    .select({ l: livestreams })
    .from(livestreams)
    .innerJoin(channels, eq(channels.id, livestreams.channelId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows: rows.map((r) => r.l), total: Number(c?.n ?? 0) };
}

// ─── favourites ───────────────────────────────────────────────────────────

export async function addFavouriteLivestream(
  db: DbOrTx,
  userId: number,
  livestreamId: number,
): Promise<void> {
  await db.insert(livestreamFavourites).values({ userId, livestreamId }).onConflictDoNothing();
}

export async function removeFavouriteLivestream(
  db: DbOrTx,
  userId: number,
  livestreamId: number,
): Promise<void> {
  await db
    .delete(livestreamFavourites)
    .where(and(eq(livestreamFavourites.userId, userId), eq(livestreamFavourites.livestreamId, livestreamId)));
}

/** The user's favourite livestreams, newest first by start time. */
export async function favouriteLivestreams(db: DbOrTx, userId: number): Promise<LivestreamRow[]> {
  const rows = await db
    .select({ l: livestreams })
    .from(livestreamFavourites)
    .innerJoin(livestreams, eq(livestreams.id, livestreamFavourites.livestreamId))
    .where(eq(livestreamFavourites.userId, userId))
    .orderBy(...newestFirst)
    .limit(500);
  return rows.map((r) => r.l);
}

/** The match in progress at a court (by venue and court name) of an organization, the latest started. */
export async function activeMatchAtCourt(
  db: DbOrTx,
  organizationId: number,
  venue: string,
  court: string,
): Promise<{
  id: number;
  homeName: string;
  awayName: string;
  sport: string;
  venue: string | null;
  court: string | null;
} | null> {
  const [row] = await db
    .select({
      id: matches.id,
      homeName: matches.homeName,
      awayName: matches.awayName,
      sport: matches.sport,
      venue: matches.venue,
      court: matches.court,
    })
    .from(matches)
    .where(
      and(
        eq(matches.organizationId, organizationId),
        eq(matches.status, 'active'),
        sql`lower(trim(${matches.venue})) = lower(trim(${venue}))`,
        sql`lower(trim(${matches.court})) = lower(trim(${court}))`,
      ),
    )
    .orderBy(sql`${matches.startedAt} desc nulls last`, desc(matches.id))
    .limit(1);
  return row ?? null;
}
