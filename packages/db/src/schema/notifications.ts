import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const NOTIFICATION_KINDS = [
  'match_started',
  'match_finished',
  'draw_published',
  'match_called',
  'invitation',
  'application_accepted',
  'request_answered',
  'webhook_disabled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification says, as data: the web writes it in the reader's language (decision 021). */
export type NotificationParams = Record<string, string | number | boolean | null>;

/**
 * One thing a person is told (decision 021). `params` hold names and numbers, never sentences.
 * `visibleAt`: when it may be shown (later than `createdAt` for a result held back by the person's
 * video delay, the spoiler guard). `dedupeKey` keeps one notification per person and occasion.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    visibleAt: timestamp('visible_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.visibleAt),
    uniqueIndex('notifications_dedupe_unique')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** A browser that allowed Web Push (the PushSubscription's endpoint and keys). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

export const NOTIFICATION_CHANNELS = ['live', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The durable sending queue: one row per notification and channel (`live`: the in-app message over the
 * person's live connections; `push`: one Web Push to one subscription). A worker claims due rows
 * (`for update skip locked`, moving `next_attempt_at` a lease ahead), sends outside any transaction,
 * then deletes the row or reschedules it with exponential backoff. Rows survive restarts.
 */
export const notificationQueue = pgTable(
  'notification_queue',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_queue_due_idx').on(t.nextAttemptAt)],
);

/** Per person: which kinds they want in the app and as push, and their video delay (the spoiler guard). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** kind → { app, push }; a kind not named is on for both */
  kinds: jsonb('kinds')
    .$type<Partial<Record<NotificationKind, { app: boolean; push: boolean }>>>()
    .notNull()
    .default({}),
  /** results (match_finished) reach this person this many seconds late */
  delaySeconds: integer('delay_seconds').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
