import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { organizationRoles } from '../schema/organizations';
import { webhookDeliveries, webhookEndpoints } from '../schema/webhooks';
import { rowsOf } from './organizations';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDelivery = Pick<
  typeof webhookDeliveries.$inferInsert,
  'messageId' | 'endpointId' | 'eventType' | 'payload' | 'coalesceKey' | 'nextAttemptAt'
>;

export async function insertWebhookEndpoint(
  db: DbOrTx,
  input: Pick<
    typeof webhookEndpoints.$inferInsert,
    'organizationId' | 'url' | 'description' | 'events' | 'secret' | 'createdBy'
  >,
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(input).returning();
  return row!;
}

export async function listWebhookEndpoints(
  db: DbOrTx,
  organizationId: number,
): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function findWebhookEndpoint(db: DbOrTx, id: number): Promise<WebhookEndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export async function updateWebhookEndpoint(
  db: DbOrTx,
  id: number,
  patch: Partial<
    Pick<WebhookEndpointRow, 'url' | 'description' | 'events' | 'enabled' | 'disabledReason' | 'failingSince'>
  >,
): Promise<WebhookEndpointRow | null> {
  const [row] = await db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, id)).returning();
  return row ?? null;
}

export async function deleteWebhookEndpoint(db: DbOrTx, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** The enabled endpoints of these organizations that subscribed to the event. */
export async function subscribedEndpoints(
  db: DbOrTx,
  organizationIds: number[],
  eventType: string,
): Promise<WebhookEndpointRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.organizationId, organizationIds),
        eq(webhookEndpoints.enabled, true),
        sql`${eventType} = any(${webhookEndpoints.events})`,
      ),
    );
}

export async function insertWebhookDeliveries(db: DbOrTx, rows: NewWebhookDelivery[]): Promise<void> {
  if (rows.length > 0) await db.insert(webhookDeliveries).values(rows);
}

/**
 * Folds a newer state into the delivery of the same key not tried yet (the latest score of a match);
 * true when there was one.
 */
export async function foldIntoPending(
  db: DbOrTx,
  endpointId: number,
  coalesceKey: string,
  payload: unknown,
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ payload })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.coalesceKey, coalesceKey),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, 0),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** When the last delivery of this key to this endpoint was tried (the score's pace). */
export async function lastTriedAt(db: DbOrTx, endpointId: number, coalesceKey: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${webhookDeliveries.lastAttemptAt})` })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.coalesceKey, coalesceKey),
        isNotNull(webhookDeliveries.lastAttemptAt),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

/** Due deliveries of enabled endpoints, leased for `leaseMs` (pushed past it) so no other instance takes them. */
export async function claimWebhookDeliveries(
  db: DbOrTx,
  limit: number,
  leaseMs: number,
): Promise<WebhookDeliveryRow[]> {
  const result = await db.execute(sql`
    update ${webhookDeliveries} d
       set next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
     where d.id in (
       select x.id from ${webhookDeliveries} x
         join ${webhookEndpoints} e on e.id = x.endpoint_id and e.enabled
        where x.status = 'pending' and x.next_attempt_at <= now()
        order by x.next_attempt_at, x.id
        limit ${limit}
        for update of x skip locked)
    returning d.id`);
  const ids = rowsOf<{ id: number }>(result).map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
}

export async function recordDeliveryAttempt(
  db: DbOrTx,
  id: number,
  outcome: Pick<
    WebhookDeliveryRow,
    'status' | 'attempts' | 'nextAttemptAt' | 'lastAttemptAt' | 'responseStatus' | 'responseMs' | 'lastError'
  > & { deliveredAt: Date | null },
): Promise<void> {
  await db.update(webhookDeliveries).set(outcome).where(eq(webhookDeliveries.id, id));
}

export async function listWebhookDeliveries(
  db: DbOrTx,
  endpointId: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findWebhookDelivery(db: DbOrTx, id: number): Promise<WebhookDeliveryRow | null> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** Sends a delivery again, now, with its id: a receiver that kept it sees the same `webhook-id`. */
export async function requeueWebhookDelivery(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: new Date(), deliveredAt: null })
    .where(eq(webhookDeliveries.id, id));
}

/** When any delivery to the endpoint is due next (the dispatcher's sleep). */
export async function nextWebhookDueAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${webhookDeliveries.nextAttemptAt})` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  return row?.at ? new Date(row.at) : null;
}

/** The users who run the organization (owners and organizers): they hear when its webhook is switched off. */
export async function organizationManagerIds(db: DbOrTx, organizationId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: organizationRoles.userId })
    .from(organizationRoles)
    .where(
      and(
        eq(organizationRoles.organizationId, organizationId),
        inArray(organizationRoles.role, ['owner', 'organizer']),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Whether any organization has a webhook switched on (the score's hot path asks before anything else). */
export async function anyEnabledWebhook(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.enabled, true))
    .limit(1);
  return rows.length > 0;
}
