import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPicturesService, type PicturesService } from '../../modules/users/pictures';

declare module 'fastify' {
  interface FastifyInstance {
    pictures: PicturesService;
  }
}

/** User pictures, decoded and resized on the way in (modules/users/pictures.ts). */
export default fp(
  async function pictures(app: FastifyInstance) {
    app.decorate('pictures', createPicturesService({ database: app.database }));
  },
  { name: 'pictures', dependencies: ['db'] },
);
