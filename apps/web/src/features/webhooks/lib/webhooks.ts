import {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointUpdate,
  type WebhookEvent,
} from '@sportzone/contracts';
import { placeFieldErrors } from '@/lib/api/api-error';

/**
 * The pure part of the webhooks screen: how an endpoint's state, events and deliveries read, what an
 * edit sends, and how often the delivery log asks again. The server decides what is sent and when;
 * this only shows it.
 */

/** The texts' key of each event (i18next reads a '.' as a key separator, so not the event itself). */
export const EVENT_TEXT = {
  'match.started': 'matchStarted',
  'match.finished': 'matchFinished',
  'match.score_changed': 'matchScoreChanged',
  'tournament.draw_published': 'tournamentDrawPublished',
  'tournament.result_entered': 'tournamentResultEntered',
  'tournament.entry_changed': 'tournamentEntryChanged',
} as const satisfies Record<WebhookEvent, string>;

export function eventLabelKey(event: WebhookEvent) {
  return `webhooks.events.${EVENT_TEXT[event]}.label` as const;
}
export function eventHintKey(event: WebhookEvent) {
  return `webhooks.events.${EVENT_TEXT[event]}.hint` as const;
}

export function isWebhookEvent(type: string): type is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(type);
}

/** An endpoint's events in the form's order (the server may keep them as they were sent). */
export function orderedEvents(events: readonly string[]): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((e) => events.includes(e));
}

/** The form's "all events" box: a value of the checkbox group beside the events themselves. */
export const ALL_EVENTS = 'all';

/** The group's ticked values: the events, and "all" when every one is. */
export function groupValue(events: readonly WebhookEvent[]): string[] {
  return events.length === WEBHOOK_EVENTS.length ? [...events, ALL_EVENTS] : [...events];
}

/**
 * The events after a tick in the group: ticking "all" takes every event, unticking it none; ticking
 * an event takes just that change (and "all" follows from the result).
 */
export function eventsFromGroup(previous: readonly WebhookEvent[], next: readonly string[]): WebhookEvent[] {
  const hadAll = previous.length === WEBHOOK_EVENTS.length;
  const hasAll = next.includes(ALL_EVENTS);
  if (hasAll && !hadAll) return [...WEBHOOK_EVENTS];
  if (!hasAll && hadAll && orderedEvents(next).length === WEBHOOK_EVENTS.length) return [];
  return orderedEvents(next);
}

/** The test id of an event's checkbox: webhook-event-match-score-changed. */
export const eventTestId = (event: WebhookEvent) => `webhook-event-${event.replace(/[._]/g, '-')}`;

/**
 * on: called as things happen; failing: still on, but every call since `failingSince` failed;
 * off: switched off by the organization; suspended: switched off by the server after sustained failure.
 */
export type EndpointState = 'on' | 'failing' | 'off' | 'suspended';

export function endpointState(
  endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason' | 'failingSince'>,
): EndpointState {
  if (!endpoint.enabled) return endpoint.disabledReason ? 'suspended' : 'off';
  return endpoint.failingSince ? 'failing' : 'on';
}

export const STATE_COLOR: Record<EndpointState, string> = {
  on: 'teal',
  failing: 'orange',
  off: 'gray',
  suspended: 'red',
};

export type DeliveryStatus = WebhookDelivery['status'];

export const DELIVERY_COLOR: Record<DeliveryStatus, string> = {
  pending: 'blue',
  delivered: 'teal',
  failed: 'red',
};

/** The colour of the receiver's answer: 2xx green, anything else (or no answer) red. */
export function responseColor(status: number | null): string {
  if (status === null) return 'gray';
  return status >= 200 && status < 300 ? 'teal' : 'red';
}

/** How a delivery's event reads: the event's label key, the test message's, or null (show the raw type). */
export function deliveryLabelKey(eventType: string) {
  if (eventType === WEBHOOK_TEST_EVENT) return 'webhooks.events.test' as const;
  return isWebhookEvent(eventType) ? eventLabelKey(eventType) : null;
}

/** A message's body as sent, indented for reading; a body that is already text stays as it is. */
export function prettyPayload(payload: unknown): string {
  if (typeof payload === 'string') {
    try {
      return JSON.stringify(JSON.parse(payload), null, 2);
    } catch {
      return payload;
    }
  }
  if (payload === undefined) return '';
  return JSON.stringify(payload, null, 2);
}

/** How often an open log asks again: quickly while something is on its way, calmly otherwise. */
export const LOG_REFRESH_BUSY_MS = 2_000;
export const LOG_REFRESH_IDLE_MS = 5_000;

export function logRefreshMs(deliveries: readonly Pick<WebhookDelivery, 'status'>[] | undefined): number {
  return deliveries?.some((d) => d.status === 'pending') ? LOG_REFRESH_BUSY_MS : LOG_REFRESH_IDLE_MS;
}

/** An address the server could call: http or https, with a host. Anything else is refused here already. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export interface EndpointFormValues {
  url: string;
  description: string;
  events: WebhookEvent[];
}

/** What the form starts with: empty for a new endpoint, the endpoint's own values to edit it. */
export function formValuesOf(endpoint: WebhookEndpoint | null): EndpointFormValues {
  return endpoint
    ? { url: endpoint.url, description: endpoint.description, events: orderedEvents(endpoint.events) }
    : { url: '', description: '', events: [] };
}

/** The values as the server takes them: trimmed, events in the form's order. */
export function endpointInput(values: EndpointFormValues) {
  return {
    url: values.url.trim(),
    description: values.description.trim(),
    events: orderedEvents(values.events),
  };
}

/** An edit: only what changed (nothing at all when nothing did). */
export function endpointUpdate(endpoint: WebhookEndpoint, values: EndpointFormValues): WebhookEndpointUpdate {
  const next = endpointInput(values);
  const update: WebhookEndpointUpdate = {};
  if (next.url !== endpoint.url) update.url = next.url;
  if (next.description !== endpoint.description) update.description = next.description;
  const before = orderedEvents(endpoint.events);
  if (before.length !== next.events.length || before.some((e, i) => e !== next.events[i]))
    update.events = next.events;
  return update;
}

export type EndpointFormErrors = Partial<Record<keyof EndpointFormValues, string>>;

/** The server's 400 field messages placed on the form's fields (`events.1` → events). */
export function formErrors(fields: Record<string, string>): EndpointFormErrors {
  return placeFieldErrors(fields, { url: 'url', description: 'description', events: 'events' }, ['events']);
}

/** The list after an endpoint was made: the new one first (the server lists newest first). */
export function withCreated(
  endpoints: readonly WebhookEndpoint[] | undefined,
  created: WebhookEndpoint,
): WebhookEndpoint[] {
  return [created, ...(endpoints ?? []).filter((e) => e.id !== created.id)];
}

/** The list after an endpoint changed: that one replaced in place. */
export function withUpdated(
  endpoints: readonly WebhookEndpoint[] | undefined,
  updated: WebhookEndpoint,
): WebhookEndpoint[] | undefined {
  return endpoints?.map((e) => (e.id === updated.id ? updated : e));
}

/** The log after a test was queued: the new delivery first (the server lists newest first). */
export function withDelivery(
  deliveries: readonly WebhookDelivery[] | undefined,
  delivery: WebhookDelivery,
): WebhookDelivery[] {
  return [delivery, ...(deliveries ?? []).filter((d) => d.id !== delivery.id)];
}

/** The code a receiver verifies each call with (Standard Webhooks' own library, here for Node). */
export function verifyExample(secret: string): string {
  return [
    "import { Webhook } from 'standardwebhooks';",
    '',
    `const wh = new Webhook('${secret}');`,
    '// the raw body as received, and the webhook-id, webhook-timestamp and webhook-signature headers',
    'const message = wh.verify(body, headers); // throws when the signature is wrong',
  ].join('\n');
}
