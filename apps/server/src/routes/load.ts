import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { urlOf } from './files';
import { routeModules } from './route-modules';

/** Registers every route file at its folder's URL (routes/files.ts says which and where). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const { file, load } of routeModules) {
    const routes = (await load()).default;
    if (typeof routes !== 'function')
      throw new Error(`routes/${file} has no default export: a route file exports its Fastify plugin`);
    await app.register(routes as FastifyPluginAsync, { prefix: urlOf(file) });
  }
}
