import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeFiles } from './files';

export interface RouteModule {
  /** relative to routes/, e.g. `api/matches/events.ts` */
  file: string;
  load: () => Promise<{ default?: unknown }>;
}

/**
 * The route files, found by listing this folder — when the sources run (tsx, vitest). The server build
 * replaces this module with the same list as static imports (scripts/build-server.mjs), since a bundle
 * has no folder to list.
 */
export const routeModules: RouteModule[] = routeFiles(dirname(fileURLToPath(import.meta.url))).map(
  (file) => ({ file, load: () => import(/* @vite-ignore */ `./${file}`) }),
);
