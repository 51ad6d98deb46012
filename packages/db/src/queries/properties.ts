import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  organizationProperties,
  playerPropertyValues,
  type PropertyTarget,
  type PropertyValue,
} from '../schema/properties';
import { likePattern, offsetOf, type PageQuery, type PageRows } from './text';

export type PropertyRow = typeof organizationProperties.$inferSelect;
export type NewProperty = typeof organizationProperties.$inferInsert;

export async function insertProperty(db: DbOrTx, input: NewProperty): Promise<PropertyRow | null> {
  const [row] = await db.insert(organizationProperties).values(input).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findProperty(db: DbOrTx, id: number): Promise<PropertyRow | null> {
  const [row] = await db.select().from(organizationProperties).where(eq(organizationProperties.id, id));
  return row ?? null;
}

export async function updateProperty(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<NewProperty, 'label' | 'options'>>,
): Promise<PropertyRow | null> {
  const [row] = await db
    .update(organizationProperties)
    .set(patch)
    .where(eq(organizationProperties.id, id))
    .returning();
  return row ?? null;
}

export async function deleteProperty(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(organizationProperties)
    .where(eq(organizationProperties.id, id))
    .returning({ id: organizationProperties.id });
  return rows.length > 0;
}

export async function listProperties(
  db: DbOrTx,
  organizationId: number,
  q: PageQuery & { searchTerm: string | null; appliesTo: PropertyTarget | null },
): Promise<PageRows<PropertyRow>> {
  const conditions: SQL[] = [eq(organizationProperties.organizationId, organizationId)];
  if (q.appliesTo) conditions.push(eq(organizationProperties.appliesTo, q.appliesTo));
  if (q.searchTerm) {
    const like = likePattern(q.searchTerm);
    conditions.push(or(ilike(organizationProperties.key, like), ilike(organizationProperties.label, like))!);
  }
  const where = and(...conditions);
  const [c] = await db.select({ n: count() }).from(organizationProperties).where(where);
  const rows = await db
    .select()
    .from(organizationProperties)
    .where(where)
    .orderBy(
      asc(organizationProperties.appliesTo),
      asc(organizationProperties.label),
      asc(organizationProperties.id),
    )
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}

/** All properties of an organization for one target (validation of values). */
export async function propertiesFor(
  db: DbOrTx,
  organizationId: number,
  appliesTo: PropertyTarget,
): Promise<PropertyRow[]> {
  return db
    .select()
    .from(organizationProperties)
    .where(
      and(
        eq(organizationProperties.organizationId, organizationId),
        eq(organizationProperties.appliesTo, appliesTo),
      ),
    )
    .orderBy(asc(organizationProperties.id));
}

/** Property values of players by property key. */
export async function propertyValuesOfPlayers(
  db: DbOrTx,
  playerIds: number[],
): Promise<Map<number, Record<string, PropertyValue>>> {
  const result = new Map<number, Record<string, PropertyValue>>(playerIds.map((id) => [id, {}]));
  if (playerIds.length === 0) return result;
  const rows = await db
    .select({
      playerId: playerPropertyValues.playerId,
      key: organizationProperties.key,
      value: playerPropertyValues.value,
    })
    .from(playerPropertyValues)
    .innerJoin(organizationProperties, eq(organizationProperties.id, playerPropertyValues.propertyId))
    .where(inArray(playerPropertyValues.playerId, playerIds));
  for (const row of rows) {
    const values = result.get(row.playerId);
    if (values) values[row.key] = row.value;
  }
  return result;
}

/** Sets (value) or clears (null) a player's values. */
export async function setPlayerPropertyValues(
  db: DbOrTx,
  playerId: number,
  values: { propertyId: number; value: PropertyValue | null }[],
): Promise<void> {
  for (const { propertyId, value } of values) {
    if (value === null) {
      await db
        .delete(playerPropertyValues)
        .where(
          and(eq(playerPropertyValues.playerId, playerId), eq(playerPropertyValues.propertyId, propertyId)),
        );
    } else {
      await db
        .insert(playerPropertyValues)
        .values({ playerId, propertyId, value })
        .onConflictDoUpdate({
          target: [playerPropertyValues.playerId, playerPropertyValues.propertyId],
          set: { value, updatedAt: new Date() },
        });
    }
  }
}
