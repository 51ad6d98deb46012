import { organizationManagerIds } from '@sportzone/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createWebhookDispatcher } from '../../modules/webhooks/dispatcher';
import { createWebhookQueue } from '../../modules/webhooks/queue';
import { createSender } from '../../modules/webhooks/sender';
import { createWebhooksService, type WebhooksService } from '../../modules/webhooks/service';

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhooksService;
  }
}

/** Score changes of one match reach an endpoint at most this often, the latest state each time. */
export const SCORE_PACE_MS = 3_000;

/**
 * An organization's webhooks (modules/webhooks): the service for its organizers, the queue fed by the
 * domain events after their commit, and the dispatcher that delivers it on every instance.
 */
export default fp(
  async function webhooks(app: FastifyInstance) {
    const policy = { allowPrivate: app.config.webhookAllowPrivate };
    const db = () => app.database.db;
    const dispatcher = createWebhookDispatcher({
      db,
      send: createSender(policy),
      log: app.log,
      retryBaseMs: app.config.webhookRetryBaseMs,
      async switchedOff(endpoint) {
        await app.notifications.notify(await organizationManagerIds(db(), endpoint.organizationId), {
          kind: 'webhook_disabled',
          params: { url: endpoint.url },
          link: `/organizer/organizations/${endpoint.organizationId}/webhooks`,
          dedupeKey: `webhook_disabled:${endpoint.id}:${Date.now()}`,
        });
      },
    });
    const queue = createWebhookQueue({ db, wake: dispatcher.wake, scorePaceMs: SCORE_PACE_MS });
    app.decorate(
      'webhooks',
      createWebhooksService({
        database: app.database,
        access: app.access,
        policy,
        wake: dispatcher.wake,
        endpointsChanged: queue.forget,
      }),
    );

    const quietly = (what: string) => (err: unknown) =>
      app.log.error({ err }, `webhooks: ${what} not queued`);
    app.events.on('match.recorded', (event) => queue.matchRecorded(event).catch(quietly('a match event')));
    app.tournaments.onFact((fact) => queue.tournamentFact(fact).catch(quietly('a tournament fact')));

    app.addHook('onReady', async () => dispatcher.start());
    app.addHook('onClose', async () => dispatcher.stop());
  },
  { name: 'webhooks', dependencies: ['db', 'access', 'events', 'tournaments', 'notifications'] },
);
