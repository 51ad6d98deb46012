/**
 * SPEC §4/§9 page-reload guard: after a deploy, an old page asks for code chunks that no longer exist.
 * Reload once to get the new build, but at most once per path within 10 s, so a real outage does not
 * loop; then the route's error page shows instead.
 */
export const RELOAD_GUARD_KEY = 'spz_chunk_reload';
export const RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

let navigationTarget: string | null = null;

/**
 * The router tells where a navigation is going: a page's code is loaded before the address changes,
 * so a failure while navigating must reload the target page, not the one still shown.
 */
export function setNavigationTarget(href: string | null): void {
  navigationTarget = href;
}

/** Reloads the page unless this path was already reloaded within the guard window; true when reloading. */
export function reloadOnce(now = Date.now()): boolean {
  // offline a reload brings nothing new: the route's error page says the page needs a connection
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const target =
    navigationTarget ?? `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const path = new URL(target, window.location.origin).pathname;
  try {
    const previous = JSON.parse(window.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 'null') as {
      path?: string;
      at?: number;
    } | null;
    if (previous?.path === path && typeof previous.at === 'number' && now - previous.at < RELOAD_GUARD_MS) {
      return false;
    }
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
  } catch {
    return false;
  }
  if (path === window.location.pathname) window.location.reload();
  else window.location.assign(target);
  return true;
}

/** Wraps a lazy import: a chunk that fails to load reloads the page once, otherwise the error is thrown. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnce()) {
        // the page is going away; never settle so nothing renders an error meanwhile
        return new Promise<T>(() => {});
      }
      throw error;
    });
}

/** Vite reports failed preloads of a chunk's dependencies as `vite:preloadError`. */
export function installChunkReloadListener(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
