/**
 * The pages this device can show without a connection: the ones opened while online under this build
 * (their code is then in the service worker's cache, `public/sw.js`). Kept in that same cache, so they
 * go with the build and count as the app's own files, not as a preference (no consent needed). The
 * offline page (`app/routes/offline.tsx`) offers them; nothing here may throw.
 */
import { BUILD_ID } from './build';

export interface OfflinePage {
  path: string;
  title: string;
}

const KEY = '/offline-pages.json';
/** the most recent ones; an offline visitor scans a short list */
export const MAX_OFFLINE_PAGES = 8;
/** pages that are steps of a flow, not places to go back to */
const NOT_A_PLACE = /^\/(?:login|authorization-response|unavailable)(?:\/|$)/;

const cacheName = (build: string) => `spz-shell-${build}`;
const usable = (build: string) => build !== 'dev' && typeof caches !== 'undefined';

/** the newest first, without duplicates of a path, at most MAX_OFFLINE_PAGES */
export function withPage(pages: readonly OfflinePage[], page: OfflinePage): OfflinePage[] {
  if (NOT_A_PLACE.test(page.path)) return [...pages];
  return [page, ...pages.filter((p) => p.path !== page.path)].slice(0, MAX_OFFLINE_PAGES);
}

export async function offlinePages(build = BUILD_ID): Promise<OfflinePage[]> {
  if (!usable(build)) return [];
  try {
    const hit = await (await caches.open(cacheName(build))).match(KEY);
    const list = hit ? ((await hit.json()) as unknown) : [];
    return Array.isArray(list)
      ? list.filter(
          (p): p is OfflinePage =>
            typeof p === 'object' && p !== null && typeof (p as OfflinePage).path === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Notes a page shown while online (its code came through the worker, which cached it). */
export async function rememberOfflinePage(page: OfflinePage, build = BUILD_ID): Promise<void> {
  if (!usable(build) || !navigator.onLine) return;
  try {
    const next = withPage(await offlinePages(build), page);
    const cache = await caches.open(cacheName(build));
    await cache.put(
      KEY,
      new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }),
    );
  } catch {
    // storage full or refused: the offline page then offers the home page alone
  }
}
