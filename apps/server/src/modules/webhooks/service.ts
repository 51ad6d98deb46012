import {
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
  type WebhookEvent,
} from '@sportzone/contracts';
import {
  deleteWebhookEndpoint,
  findWebhookDelivery,
  findWebhookEndpoint,
  insertWebhookDeliveries,
  insertWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  requeueWebhookDelivery,
  updateWebhookEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '@sportzone/db';
import { conflict, notFound } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { checkDestination, type DestinationPolicy } from './destination';
import { messageOf } from './queue';
import { makeMessageId, makeSecret } from './signing';

/** An organization's webhook endpoints and their delivery log, for its owners and organizers. */
export interface WebhooksService {
  list(actor: Actor, organizationId: number): Promise<WebhookEndpoint[]>;
  create(actor: Actor, organizationId: number, input: WebhookEndpointInput): Promise<WebhookEndpointCreated>;
  update(
    actor: Actor,
    organizationId: number,
    id: number,
    input: WebhookEndpointUpdate,
  ): Promise<WebhookEndpoint>;
  remove(actor: Actor, organizationId: number, id: number): Promise<void>;
  deliveries(actor: Actor, organizationId: number, id: number): Promise<WebhookDelivery[]>;
  resend(actor: Actor, organizationId: number, id: number, deliveryId: number): Promise<void>;
  /** queues a `webhook.test` message, to see the receiver verify a signature */
  test(actor: Actor, organizationId: number, id: number): Promise<WebhookDelivery>;
}

export interface WebhooksDeps {
  database: Pick<AppDatabase, 'db'>;
  access: Pick<AccessService, 'manageOrganization' | 'me'>;
  policy: DestinationPolicy;
  /** something was queued */
  wake(): void;
  /** an endpoint was made or changed: the queue asks again whether anybody listens */
  endpointsChanged(): void;
}

/** Endpoints an organization may hold: one per system it feeds, with room to spare. */
export const MAX_ENDPOINTS = 20;
/** The delivery log shows this many of the latest. */
const LOG_LENGTH = 100;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const endpointDto = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  organizationId: row.organizationId,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  failingSince: iso(row.failingSince),
  createdAt: row.createdAt.toISOString(),
});

export const deliveryDto = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  deliveredAt: iso(row.deliveredAt),
  responseStatus: row.responseStatus,
  responseMs: row.responseMs,
  lastError: row.lastError,
  payload: row.payload,
});

export function createWebhooksService(deps: WebhooksDeps): WebhooksService {
  const db = () => deps.database.db;

  async function endpointOf(actor: Actor, organizationId: number, id: number) {
    await deps.access.manageOrganization(actor, organizationId);
    const row = await findWebhookEndpoint(db(), id);
    if (!row || row.organizationId !== organizationId) throw notFound('Webhook not found.');
    return row;
  }

  return {
    async list(actor, organizationId) {
      await deps.access.manageOrganization(actor, organizationId);
      return (await listWebhookEndpoints(db(), organizationId)).map(endpointDto);
    },

    async create(actor, organizationId, input) {
      const me = await deps.access.me(actor);
      await deps.access.manageOrganization(actor, organizationId);
      const url = checkDestination(input.url, deps.policy);
      if ((await listWebhookEndpoints(db(), organizationId)).length >= MAX_ENDPOINTS)
        throw conflict(
          `An organization can have ${MAX_ENDPOINTS} webhooks: delete one first.`,
          'too_many_webhooks',
        );
      const secret = makeSecret();
      const row = await insertWebhookEndpoint(db(), {
        organizationId,
        url: url.toString(),
        description: input.description?.trim() ?? '',
        events: [...new Set(input.events)],
        secret,
        createdBy: me.id,
      });
      deps.endpointsChanged();
      return { endpoint: endpointDto(row), secret };
    },

    async update(actor, organizationId, id, input) {
      await endpointOf(actor, organizationId, id);
      const switchedOn = input.enabled === true;
      const row = await updateWebhookEndpoint(db(), id, {
        ...(input.url !== undefined ? { url: checkDestination(input.url, deps.policy).toString() } : {}),
        ...(input.description !== undefined ? { description: input.description.trim() } : {}),
        ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        ...(switchedOn ? { disabledReason: null, failingSince: null } : {}),
      });
      deps.endpointsChanged();
      if (switchedOn) deps.wake();
      return endpointDto(row!);
    },

    async remove(actor, organizationId, id) {
      await endpointOf(actor, organizationId, id);
      await deleteWebhookEndpoint(db(), id);
    },

    async deliveries(actor, organizationId, id) {
      await endpointOf(actor, organizationId, id);
      return (await listWebhookDeliveries(db(), id, LOG_LENGTH)).map(deliveryDto);
    },

    async resend(actor, organizationId, id, deliveryId) {
      await endpointOf(actor, organizationId, id);
      const delivery = await findWebhookDelivery(db(), deliveryId);
      if (!delivery || delivery.endpointId !== id) throw notFound('Delivery not found.');
      await requeueWebhookDelivery(db(), deliveryId);
      deps.wake();
    },

    async test(actor, organizationId, id) {
      const endpoint = await endpointOf(actor, organizationId, id);
      const messageId = makeMessageId();
      const payload = messageOf(WEBHOOK_TEST_EVENT, { organizationId, webhookId: endpoint.id }, new Date());
      await insertWebhookDeliveries(db(), [
        {
          messageId,
          endpointId: id,
          eventType: WEBHOOK_TEST_EVENT,
          payload,
          coalesceKey: null,
          nextAttemptAt: new Date(),
        },
      ]);
      deps.wake();
      const [row] = (await listWebhookDeliveries(db(), id, 5)).filter((d) => d.messageId === messageId);
      return deliveryDto(row!);
    },
  };
}
