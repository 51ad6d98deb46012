import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { seasons } from '../schema/seasons';
import { playingSpaces, venues } from '../schema/venues';
import { likePattern, offsetOf, type PageQuery, type PageRows } from './text';

export type VenueRow = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;
export type PlayingSpaceRow = typeof playingSpaces.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type NewSeason = typeof seasons.$inferInsert;

// ─── venues and playing spaces ────────────────────────────────────────────

export async function insertVenue(db: DbOrTx, input: NewVenue): Promise<VenueRow> {
  const [row] = await db.insert(venues).values(input).returning();
  return row!;
}

export async function findVenue(db: DbOrTx, id: number): Promise<VenueRow | null> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id));
  return row ?? null;
}

export async function updateVenue(
  db: DbOrTx,
  id: number,
  patch: Partial<NewVenue>,
): Promise<VenueRow | null> {
  const [row] = await db
    .update(venues)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(venues.id, id))
    .returning();
  return row ?? null;
}

export async function deleteVenue(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(venues).where(eq(venues.id, id)).returning({ id: venues.id });
  return rows.length > 0;
}

export interface VenueSearch extends PageQuery {
  searchTerm: string | null;
  city: string | null;
  country: string | null;
  sport: string | null;
}

export async function listVenues(
  db: DbOrTx,
  organizationId: number,
  q: VenueSearch,
): Promise<PageRows<VenueRow>> {
  const conditions: SQL[] = [eq(venues.organizationId, organizationId)];
  if (q.city)
    conditions.push(
      ilike(
        venues.city,
        q.city.replace(/[\\%_]/g, (c) => `\\${c}`),
      ),
    );
  if (q.country) conditions.push(eq(venues.country, q.country));
  if (q.sport) {
    conditions.push(
      inArray(
        venues.id,
        db.select({ id: playingSpaces.venueId }).from(playingSpaces).where(eq(playingSpaces.sport, q.sport)),
      ),
    );
  }
  if (q.searchTerm) {
    const like = likePattern(q.searchTerm);
    conditions.push(or(ilike(venues.name, like), ilike(venues.address, like), ilike(venues.city, like))!);
  }
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(venues).where(where);
  const rows = await db
    .select()
    .from(venues)
    .where(where)
    .orderBy(asc(sql`lower(${venues.name})`), asc(venues.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}

export async function spacesOfVenues(
  db: DbOrTx,
  venueIds: number[],
): Promise<Map<number, PlayingSpaceRow[]>> {
  const result = new Map<number, PlayingSpaceRow[]>(venueIds.map((id) => [id, []]));
  if (venueIds.length === 0) return result;
  const rows = await db
    .select()
    .from(playingSpaces)
    .where(inArray(playingSpaces.venueId, venueIds))
    .orderBy(asc(playingSpaces.position), asc(playingSpaces.id));
  for (const row of rows) result.get(row.venueId)?.push(row);
  return result;
}

/**
 * Makes the venue's spaces exactly `spaces`, in order: entries with an id of this venue are updated,
 * the others inserted; spaces not listed are deleted.
 */
export async function replaceSpaces(
  db: DbOrTx,
  venueId: number,
  spaces: { id?: number | undefined; sport: string; name: string }[],
): Promise<void> {
  const existing = await db
    .select({ id: playingSpaces.id })
    .from(playingSpaces)
    .where(eq(playingSpaces.venueId, venueId));
  const ours = new Set(existing.map((e) => e.id));
  const kept = spaces.filter((s) => s.id !== undefined && ours.has(s.id)).map((s) => s.id!);
  await db
    .delete(playingSpaces)
    .where(
      and(eq(playingSpaces.venueId, venueId), kept.length ? notInArray(playingSpaces.id, kept) : undefined),
    );
  for (const [position, space] of spaces.entries()) {
    if (space.id !== undefined && ours.has(space.id)) {
      await db
        .update(playingSpaces)
        .set({ sport: space.sport, name: space.name, position })
        .where(and(eq(playingSpaces.id, space.id), eq(playingSpaces.venueId, venueId)));
    } else {
      await db.insert(playingSpaces).values({ venueId, sport: space.sport, name: space.name, position });
    }
  }
}

// ─── seasons ──────────────────────────────────────────────────────────────

export async function insertSeason(db: DbOrTx, input: NewSeason): Promise<SeasonRow> {
  const [row] = await db.insert(seasons).values(input).returning();
  return row!;
}

export async function findSeason(db: DbOrTx, id: number): Promise<SeasonRow | null> {
  const [row] = await db.select().from(seasons).where(eq(seasons.id, id));
  return row ?? null;
}

export async function updateSeason(
  db: DbOrTx,
  id: number,
  patch: Partial<NewSeason>,
): Promise<SeasonRow | null> {
  const [row] = await db
    .update(seasons)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(seasons.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSeason(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(seasons).where(eq(seasons.id, id)).returning({ id: seasons.id });
  return rows.length > 0;
}

/** Seasons, the latest start first; `on` keeps those running on that day. */
export async function listSeasons(
  db: DbOrTx,
  organizationId: number,
  q: PageQuery & { searchTerm: string | null; on: string | null },
): Promise<PageRows<SeasonRow>> {
  const conditions: SQL[] = [eq(seasons.organizationId, organizationId)];
  if (q.searchTerm) conditions.push(ilike(seasons.name, likePattern(q.searchTerm)));
  if (q.on) conditions.push(sql`${seasons.startsOn} <= ${q.on}::date and ${seasons.endsOn} >= ${q.on}::date`);
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(seasons).where(where);
  const rows = await db
    .select()
    .from(seasons)
    .where(where)
    .orderBy(sql`${seasons.startsOn} desc`, asc(seasons.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}
