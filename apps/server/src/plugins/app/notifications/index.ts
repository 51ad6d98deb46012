import { getOrInitSetting } from '@sportzone/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import { createNotificationListeners } from '../../../modules/notifications/listeners';
import { createNotifier } from '../../../modules/notifications/make';
import { createNotificationQueue } from '../../../modules/notifications/queue';
import {
  createNotificationsService,
  type NotificationsService,
} from '../../../modules/notifications/service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

/** Notifications (modules/notifications): made on what matches and tournaments tell, sent by a durable queue. */
export default fp(
  async function notifications(app: FastifyInstance) {
    const { database, access } = app;
    const { publicUrl } = app.config;
    const vapid = await getOrInitSetting(database.db, 'push.vapid', () => webpush.generateVAPIDKeys());
    const hostname = new URL(publicUrl).hostname;
    const vapidDetails = {
      subject: `mailto:notifications@${hostname.includes('.') ? hostname : 'sportzone.invalid'}`,
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
    };
    const queue = createNotificationQueue({ database, live: app.live, vapidDetails, log: app.log });
    const notify = createNotifier({ database, wake: queue.wake });
    const { processQueue } = queue;
    app.decorate(
      'notifications',
      createNotificationsService({
        database,
        access,
        publicUrl,
        publicKey: vapid.publicKey,
        notify,
        processQueue,
      }),
    );

    const listeners = createNotificationListeners({ database, notify });
    app.matches.onStatusChange(listeners.matchStatusChanged);
    app.tournaments.onChange(listeners.tournamentChanged);
    app.matches.onReschedule(listeners.matchRescheduled);

    app.addHook('onReady', async () => queue.start());
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'notifications', dependencies: ['config', 'db', 'access', 'live-hub', 'matches', 'tournaments'] },
);
