import { Type, type Static } from 'typebox';
import { Id as IdSchema } from './common';
import { LitUnion, Nullable, Text, Timestamp } from './schema';

/**
 * An organization's webhooks: a URL it owns is called with a signed message (the Standard Webhooks
 * convention: `webhook-id`, `webhook-timestamp`, `webhook-signature`) when something happens to its
 * matches and tournaments. The signing secret is shown once, when the endpoint is made.
 */

const Id = IdSchema();

export const WEBHOOK_EVENTS = [
  /** a match's first point */
  'match.started',
  /** a match finished, with its final summary */
  'match.finished',
  /** the score changed: at most one call per match every few seconds, with the latest state */
  'match.score_changed',
  /** a tournament's draw was made (or made again) */
  'tournament.draw_published',
  /** a result of a tournament's match was entered by hand or corrected */
  'tournament.result_entered',
  /** an entry signed up for a tournament, or withdrew */
  'tournament.entry_changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WebhookEvent = LitUnion(WEBHOOK_EVENTS);
/** what a "send a test" call sends, to see the receiver verify a signature */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WebhookEndpointInput = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    description: Type.Optional(Text(200)),
    events: Type.Array(WebhookEvent, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type WebhookEndpointInput = Static<typeof WebhookEndpointInput>;

export const WebhookEndpointUpdate = Type.Object(
  {
    url: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    description: Type.Optional(Text(200)),
    events: Type.Optional(
      Type.Array(WebhookEvent, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true }),
    ),
    /** switching it back on clears the server's reason and the failure streak */
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WebhookEndpointUpdate = Static<typeof WebhookEndpointUpdate>;

export const WebhookEndpoint = Type.Object(
  {
    id: Id,
    organizationId: Id,
    url: Type.String(),
    description: Type.String(),
    events: Type.Array(WebhookEvent),
    enabled: Type.Boolean(),
    /** set when the server switched it off after sustained failure */
    disabledReason: Nullable(Type.String()),
    /** since when every delivery has failed; null when the last one succeeded */
    failingSince: Nullable(Timestamp),
    createdAt: Timestamp,
  },
  { $id: 'WebhookEndpoint' },
);
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const WebhookEndpointCreated = Type.Object({
  endpoint: WebhookEndpoint,
  secret: Type.String({
    description: 'whsec_…: verify each call with a Standard Webhooks library; shown only this once',
  }),
});
export type WebhookEndpointCreated = Static<typeof WebhookEndpointCreated>;

export const WebhookDelivery = Type.Object({
  id: Id,
  /** the `webhook-id` header: the same on every attempt and on a resend */
  messageId: Type.String(),
  eventType: Type.String(),
  status: LitUnion(['pending', 'delivered', 'failed'] as const),
  attempts: Type.Integer(),
  createdAt: Timestamp,
  lastAttemptAt: Nullable(Timestamp),
  /** when the next attempt is due (pending only) */
  nextAttemptAt: Nullable(Timestamp),
  deliveredAt: Nullable(Timestamp),
  /** the receiver's HTTP status of the last attempt; null when it could not be reached */
  responseStatus: Nullable(Type.Integer()),
  responseMs: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  /** the message's body as sent */
  payload: Type.Unknown(),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

/** The body of every call: Standard Webhooks' recommended shape. */
export const WebhookMessage = Type.Object(
  {
    type: Type.String({ description: 'one of the events, or webhook.test' }),
    timestamp: Timestamp,
    data: Type.Record(Type.String(), Type.Unknown()),
  },
  { $id: 'WebhookMessage' },
);
export type WebhookMessage = Static<typeof WebhookMessage>;

export const WebhookParams = Type.Object({ organizationId: Id, webhookId: Id });
export type WebhookParams = Static<typeof WebhookParams>;
export const WebhookDeliveryParams = Type.Object({ organizationId: Id, webhookId: Id, deliveryId: Id });
export type WebhookDeliveryParams = Static<typeof WebhookDeliveryParams>;
