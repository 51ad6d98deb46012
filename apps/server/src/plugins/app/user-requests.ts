import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUserRequestsService, type UserRequestsService } from '../../modules/users/user-requests';

declare module 'fastify' {
  interface FastifyInstance {
    userRequests: UserRequestsService;
  }
}

/** Requests for organizer rights and account merges, decided by admins (modules/users/user-requests.ts). */
export default fp(
  async function userRequests(app: FastifyInstance) {
    // notifications are registered later: reached when a decision is told, not now
    const notifications = {
      notify: (...args: Parameters<typeof app.notifications.notify>) => app.notifications.notify(...args),
    };
    app.decorate(
      'userRequests',
      createUserRequestsService({ database: app.database, notifications, log: app.log }),
    );
  },
  { name: 'user-requests', dependencies: ['db'] },
);
