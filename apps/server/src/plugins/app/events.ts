import {
  claimOutboxEvents,
  deleteOutboxEvents,
  insertOutboxEvents,
  nextOutboxEventAt,
  rescheduleOutboxEvent,
} from '@sportzone/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventBus, type EventBus } from '../../events';

declare module 'fastify' {
  interface FastifyInstance {
    /** the domain events (src/events.ts): `on`, `stage` in a transaction, `emit` after its commit */
    events: EventBus;
  }
}

export default fp(
  async function events(app: FastifyInstance) {
    const db = () => app.database.db;
    const bus = createEventBus({
      store: {
        insert: (tx, rows) => insertOutboxEvents(tx, rows),
        claim: (limit, leaseMs) => claimOutboxEvents(db(), limit, leaseMs),
        remove: (ids) => deleteOutboxEvents(db(), ids),
        reschedule: (id, at, error, attempts) => rescheduleOutboxEvent(db(), id, at, error, attempts),
        nextDueAt: () => nextOutboxEventAt(db()),
      },
      log: app.log,
    });
    // every handler has subscribed once the app is ready: only then may the worker retry for them
    app.addHook('onReady', async () => bus.start());
    app.addHook('preClose', () => bus.stop());
    app.decorate('events', bus);
  },
  { name: 'events', dependencies: ['db'] },
);
