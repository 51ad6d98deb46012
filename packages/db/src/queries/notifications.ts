import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { follows } from '../schema/follows';
import {
  notificationQueue,
  notifications,
  notificationSettings,
  pushSubscriptions,
  type NotificationChannel,
} from '../schema/notifications';
import { players, teamPlayers } from '../schema/people';
import { tournamentEntries } from '../schema/tournaments';
import { rowsOf } from './organizations';
import { offsetOf, type PageQuery, type PageRows } from './text';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
export type NotificationJobRow = typeof notificationQueue.$inferSelect;

/** Inserts what is new (one per person and dedupe key) and returns the rows actually inserted. */
export async function insertNotifications(
  db: DbOrTx,
  rows: NewNotificationRow[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).onConflictDoNothing().returning();
}

export async function enqueueNotificationJobs(
  db: DbOrTx,
  jobs: {
    notificationId: number;
    channel: NotificationChannel;
    subscriptionId?: number | null;
    nextAttemptAt: Date;
  }[],
): Promise<void> {
  if (jobs.length === 0) return;
  await db.insert(notificationQueue).values(jobs);
}

/** A person's notifications that may be shown now, newest first. */
export async function pageNotifications(
  db: DbOrTx,
  userId: number,
  q: PageQuery & { unreadOnly?: boolean },
): Promise<PageRows<NotificationRow>> {
  const where = and(
    eq(notifications.userId, userId),
    lte(notifications.visibleAt, sql`now()`),
    q.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const [c] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.visibleAt), desc(notifications.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
  return { rows, total: Number(c?.n ?? 0) };
}

export async function unreadNotificationCount(db: DbOrTx, userId: number): Promise<number> {
  const [c] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        lte(notifications.visibleAt, sql`now()`),
      ),
    );
  return Number(c?.n ?? 0);
}

export async function findNotification(db: DbOrTx, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** Marks one (ids) or all visible notifications of the person read; returns how many changed. */
export async function markNotificationsRead(
  db: DbOrTx,
  userId: number,
  ids: number[] | 'all',
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        lte(notifications.visibleAt, sql`now()`),
        ids === 'all' ? undefined : inArray(notifications.id, ids.length ? ids : [0]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

// ---- the queue

/**
 * Claims up to `limit` due jobs: locked with `for update skip locked` (another instance takes other
 * rows), their next attempt moved `leaseMs` ahead and their attempts counted, in one statement. The
 * sender then works outside any transaction and deletes or reschedules each job; a crash leaves the
 * row to be retried once the lease ends.
 */
export async function claimNotificationJobs(
  db: DbOrTx,
  limit: number,
  leaseMs: number,
): Promise<NotificationJobRow[]> {
  const result = await db.execute(sql`
    update ${notificationQueue} q
       set next_attempt_at = now() + (${leaseMs} * interval '1 millisecond'), attempts = q.attempts + 1
     where q.id in (
       select id from ${notificationQueue}
        where next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
    returning q.id, q.notification_id as "notificationId", q.channel, q.subscription_id as "subscriptionId",
              q.attempts, q.next_attempt_at as "nextAttemptAt", q.last_error as "lastError", q.created_at as "createdAt"`);
  return rowsOf<NotificationJobRow>(result).map((r) => ({
    ...r,
    nextAttemptAt: new Date(r.nextAttemptAt),
    createdAt: new Date(r.createdAt),
  }));
}

export async function deleteNotificationJob(db: DbOrTx, id: number): Promise<void> {
  await db.delete(notificationQueue).where(eq(notificationQueue.id, id));
}

export async function rescheduleNotificationJob(
  db: DbOrTx,
  id: number,
  at: Date,
  error: string,
): Promise<void> {
  await db
    .update(notificationQueue)
    .set({ nextAttemptAt: at, lastError: error.slice(0, 500) })
    .where(eq(notificationQueue.id, id));
}

export async function pendingNotificationJobs(db: DbOrTx): Promise<NotificationJobRow[]> {
  return db.select().from(notificationQueue).orderBy(notificationQueue.id);
}

/** When the next job is due (the worker sleeps until then, at most its poll interval). */
export async function nextNotificationJobAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string>`min(${notificationQueue.nextAttemptAt})` })
    .from(notificationQueue);
  return row?.at ? new Date(row.at) : null;
}

// ---- push subscriptions

/** Saves a browser's subscription for the person (an endpoint moves to whoever subscribed it last). */
export async function upsertPushSubscription(
  db: DbOrTx,
  input: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(input)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: input.userId, p256dh: input.p256dh, auth: input.auth, userAgent: input.userAgent },
    })
    .returning();
  return row!;
}

export async function pushSubscriptionsOf(db: DbOrTx, userIds: number[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

export async function findPushSubscription(db: DbOrTx, id: number): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

export async function deletePushSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** The person's own subscription with this endpoint; false when there is none. */
export async function deleteOwnPushSubscription(
  db: DbOrTx,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function touchPushSubscription(db: DbOrTx, id: number): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: new Date() }).where(eq(pushSubscriptions.id, id));
}

// ---- settings

export async function notificationSettingsOf(
  db: DbOrTx,
  userIds: number[],
): Promise<Map<number, NotificationSettingsRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(notificationSettings)
    .where(inArray(notificationSettings.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r]));
}

export async function saveNotificationSettings(
  db: DbOrTx,
  userId: number,
  values: Pick<NotificationSettingsRow, 'kinds' | 'delaySeconds'>,
): Promise<NotificationSettingsRow> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

// ---- who is told

/** Users following any of these players, teams (formations are teams) or organizations. */
export async function followerIds(
  db: DbOrTx,
  targets: { playerIds: number[]; teamIds: number[]; organizationIds: number[] },
): Promise<number[]> {
  const conditions = [
    targets.playerIds.length ? inArray(follows.playerId, targets.playerIds) : undefined,
    targets.teamIds.length ? inArray(follows.teamId, targets.teamIds) : undefined,
    targets.organizationIds.length ? inArray(follows.organizationId, targets.organizationIds) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: follows.userId })
    .from(follows)
    .where(sql.join(conditions, sql` or `));
  return rows.map((r) => r.userId);
}

/** Users playing in these registered entries (a player's own user, or the users of a team's players). */
export async function entryUserIds(db: DbOrTx, tournamentId: number, entryIds?: number[]): Promise<number[]> {
  const entryFilter =
    entryIds === undefined
      ? sql`true`
      : entryIds.length
        ? sql`e.id in (${sql.join(
            entryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
  const result = await db.execute(sql`
    select distinct u.user_id as "userId" from (
      select p.user_id, e.id from ${tournamentEntries} e join ${players} p on p.id = e.player_id
       where e.tournament_id = ${tournamentId} and e.status = 'registered'
      union all
      select p.user_id, e.id from ${tournamentEntries} e
        join ${teamPlayers} tp on tp.team_id = e.team_id join ${players} p on p.id = tp.player_id
       where e.tournament_id = ${tournamentId} and e.status = 'registered'
    ) u join ${tournamentEntries} e on e.id = u.id
     where u.user_id is not null and ${entryFilter}`);
  return rowsOf<{ userId: number }>(result).map((r) => Number(r.userId));
}
