import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGalleryService, type GalleryService } from '../../modules/gallery/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** photo galleries of matches, tournaments and organizations (modules/gallery, decision 067) */
    gallery: GalleryService;
  }
}

/** Galleries: built over the access checks of the organizations, the matches and the tournaments. */
export default fp(
  async function galleryPlugin(app: FastifyInstance) {
    app.decorate(
      'gallery',
      createGalleryService({ database: app.database, access: app.access, matches: app.matches }),
    );
  },
  { name: 'gallery', dependencies: ['db', 'access', 'matches'] },
);
