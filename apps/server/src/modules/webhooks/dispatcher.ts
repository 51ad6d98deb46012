import {
  claimWebhookDeliveries,
  findWebhookEndpoint,
  nextWebhookDueAt,
  recordDeliveryAttempt,
  updateWebhookEndpoint,
  type Db,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '@sportzone/db';
import type { Send } from './sender';
import { signedHeaders } from './signing';

/**
 * Delivers the queue: due deliveries are claimed (leased, so several instances share the work and
 * none sends one twice at once), signed and sent; a failure is tried again with exponential back-off
 * for about a day, and an endpoint that has failed all that time is switched off and its organizers told.
 * The queue is in the database: a restart goes on where it stopped, and a delivery is sent at least once.
 */
export interface WebhookDispatcher {
  /** sends what is due now; how many were tried (the loop; tests) */
  deliverDue(): Promise<number>;
  /** look now (something was queued) */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/** Waits between attempts, in units of `retryBaseMs` (5 s: 5 s, 30 s, 2 min, 10 min … 8 h; ~24 h in all). */
export const RETRY_STEPS = [1, 6, 24, 120, 360, 720, 1440, 2880, 5760, 5760] as const;
/** a whole schedule of failures, in units of `retryBaseMs`: ~24 h at 5 s */
const GIVE_UP_STEPS = RETRY_STEPS.reduce((sum, step) => sum + step, 0);

export interface WebhookDispatcherDeps {
  db(): Db;
  send: Send;
  /** the endpoint was switched off after failing for about a day: tell its organizers */
  switchedOff(endpoint: WebhookEndpointRow): Promise<void>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  retryBaseMs: number;
  pollMs?: number;
  now?: () => Date;
}

const BATCH = 20;
const LEASE_MS = 60_000;

export function createWebhookDispatcher(deps: WebhookDispatcherDeps): WebhookDispatcher {
  const now = deps.now ?? (() => new Date());
  const pollMs = deps.pollMs ?? 1_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  let again = false;

  async function attempt(delivery: WebhookDeliveryRow) {
    const endpoint = await findWebhookEndpoint(deps.db(), delivery.endpointId);
    if (!endpoint) return;
    const body = JSON.stringify(delivery.payload);
    const at = now();
    const result = await deps.send(
      endpoint.url,
      signedHeaders(endpoint.secret, delivery.messageId, at, body),
      body,
    );
    const ok = result.status !== null && result.status >= 200 && result.status < 300;
    const attempts = delivery.attempts + 1;
    const exhausted = !ok && attempts > RETRY_STEPS.length;
    const wait = RETRY_STEPS[Math.min(attempts, RETRY_STEPS.length) - 1]! * deps.retryBaseMs;
    await recordDeliveryAttempt(deps.db(), delivery.id, {
      status: ok ? 'delivered' : exhausted ? 'failed' : 'pending',
      attempts,
      nextAttemptAt: ok || exhausted ? at : new Date(at.getTime() + wait),
      lastAttemptAt: at,
      responseStatus: result.status,
      responseMs: result.ms,
      lastError: result.error,
      deliveredAt: ok ? at : null,
    });
    if (ok) {
      if (endpoint.failingSince) await updateWebhookEndpoint(deps.db(), endpoint.id, { failingSince: null });
      return;
    }
    const since = endpoint.failingSince ?? at;
    if (!endpoint.failingSince) await updateWebhookEndpoint(deps.db(), endpoint.id, { failingSince: at });
    if (at.getTime() - since.getTime() >= GIVE_UP_STEPS * deps.retryBaseMs || exhausted) {
      const off = await updateWebhookEndpoint(deps.db(), endpoint.id, {
        enabled: false,
        disabledReason: `Every delivery failed since ${since.toISOString()} (last: ${result.error ?? result.status}).`,
      });
      if (off && endpoint.enabled)
        await deps
          .switchedOff(off)
          .catch((err: unknown) => deps.log.error({ err }, 'webhook switch-off notice failed'));
    }
  }

  const dispatcher: WebhookDispatcher = {
    async deliverDue() {
      const due = await claimWebhookDeliveries(deps.db(), BATCH, LEASE_MS);
      // one endpoint's slow receiver does not hold the others back; its own deliveries go in order
      const byEndpoint = new Map<number, WebhookDeliveryRow[]>();
      for (const d of due) byEndpoint.set(d.endpointId, [...(byEndpoint.get(d.endpointId) ?? []), d]);
      await Promise.all(
        [...byEndpoint.values()].map(async (list) => {
          for (const delivery of list)
            await attempt(delivery).catch((err: unknown) =>
              deps.log.error({ err, deliveryId: delivery.id }, 'webhook delivery failed to run'),
            );
        }),
      );
      return due.length;
    },

    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      timer = null;
      running = loop();
    },

    start() {
      stopped = false;
      dispatcher.wake();
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };

  async function loop() {
    let wait = pollMs;
    try {
      do {
        again = false;
        while (!stopped && (await dispatcher.deliverDue()) === BATCH);
      } while (again && !stopped);
      const next = await nextWebhookDueAt(deps.db());
      if (next) wait = Math.min(pollMs, Math.max(10, next.getTime() - now().getTime()));
    } catch (err) {
      deps.log.warn({ err }, 'webhook queue could not be read');
    } finally {
      running = null;
    }
    if (stopped || again) return again && !stopped ? dispatcher.wake() : undefined;
    timer = setTimeout(() => dispatcher.wake(), wait);
    timer.unref();
  }

  return dispatcher;
}
