import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createGuestLinksService, type GuestLinksService } from '../../modules/matches/guest-links';
import { guestTokenOf } from './access';

export { guestLinkRefused, hashGuestToken } from '../../modules/matches/guest-links';

declare module 'fastify' {
  interface FastifyInstance {
    guestLinks: GuestLinksService & {
      /** The token a request presents (prefer `request.actor.guestToken`). */
      tokenOf(request: FastifyRequest): string | null;
    };
  }
}

export default fp(
  async function guestLinks(app: FastifyInstance) {
    const service = createGuestLinksService({ database: app.database, publicUrl: app.config.publicUrl });
    app.decorate('guestLinks', { ...service, tokenOf: guestTokenOf });
  },
  { name: 'guest-links', dependencies: ['db', 'config'] },
);
