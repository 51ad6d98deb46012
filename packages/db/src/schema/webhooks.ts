import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An organization's webhook endpoints: a URL called with signed messages (Standard Webhooks) when
 * something it subscribed to happens. The signing secret is kept as it is: the server needs it to sign.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    /** `whsec_<base64>`, as Standard Webhooks libraries take it */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** why it was switched off by the server (sustained failure); null when by a person or on */
    disabledReason: text('disabled_reason'),
    /** since when every delivery failed (null: the last one succeeded) */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_organization_idx').on(t.organizationId)],
);

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The durable queue and the log of deliveries: one row per message, retried until delivered or given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    /** the stable `webhook-id` (`msg_…`): the same on every attempt and on a resend */
    messageId: text('message_id').notNull().unique(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    /** score changes of one match fold into the one not sent yet (`match.score:<id>`) */
    coalesceKey: text('coalesce_key'),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** when it is due; a claimed one is pushed past its lease, so other instances leave it alone */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_coalesce_idx')
      .on(t.endpointId, t.coalesceKey)
      .where(sql`${t.status} = 'pending' and ${t.attempts} = 0`),
  ],
);
