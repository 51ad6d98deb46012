import { readdirSync } from 'node:fs';
import { posix, sep } from 'node:path';

/**
 * Which files are routes and at which URL: every `.ts` file in a folder under `routes/` (specs aside)
 * is a route plugin, registered with its folder as the prefix — `routes/api/organization/members.ts`
 * serves under `/api/organization`, `routes/metrics/index.ts` at `/metrics`. The files directly in
 * `routes/` are this loader and what route files share. Adding a folder or a file adds its routes;
 * there is no list to edit (decision 038).
 *
 * Only `node:` imports here: the server build runs this file as it is, to write the list into the bundle.
 */
export function routeFiles(routesDir: string): string[] {
  return readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split(sep).join('/'))
    .filter((file) => file.includes('/') && file.endsWith('.ts') && !/\.(spec|test|d)\.ts$/.test(file))
    .sort((a, b) => (orderOf(a) < orderOf(b) ? -1 : 1));
}

/** The URL a route file serves under: its folder below `routes/` (`api/user/picture.ts` → `/api/user`). */
export const urlOf = (file: string) => `/${posix.dirname(file)}`;

/** In URL order, a folder's index.ts before its other files, so the OpenAPI paths read top-down. */
function orderOf(file: string): string {
  const name = posix.basename(file);
  return `${urlOf(file)}\u0000${name === 'index.ts' ? '' : name}`;
}
