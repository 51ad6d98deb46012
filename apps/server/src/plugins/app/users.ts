import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createUsersService, type UsersService } from '../../modules/users/users';

// The tournament service still imports it from here; modules take it from lib/search.ts.

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersService;
  }
}

/** User profiles, sign-ins and roles (modules/users/users.ts). */
export default fp(
  async function users(app: FastifyInstance) {
    app.decorate('users', createUsersService({ database: app.database }));
  },
  { name: 'users', dependencies: ['db'] },
);
