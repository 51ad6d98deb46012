/**
 * Pages' code fetched before it is needed (SPEC §9: route preload concurrency about 4), so a click shows
 * the page at once instead of a placeholder while its chunk downloads and compiles:
 * - the page a link leads to, the moment a pointer rests on it, a finger touches it or it takes focus;
 * - when the browser is idle after a navigation, the pages the current page links to, in document order.
 * A page's chunk is fetched once, whatever number of links lead to it. A preload that fails is forgotten
 * silently (the click still loads the page, with the reload-once guard of lib/chunk-reload.ts); nothing is
 * fetched ahead when the person asked the browser to save data.
 */
import { matchRoutes, type RouteObject } from 'react-router';

export const PRELOAD_CONCURRENCY = 4;
/** How many of a page's links are looked at for idle preloading: the first screens' worth. */
export const IDLE_LINKS_LIMIT = 40;

/** What `page()` in app/router.tsx keeps on a route: the page's own import, without the reload guard. */
export interface PreloadHandle {
  preload: () => Promise<unknown>;
}

const preloadOf = (route: RouteObject) => (route.handle as Partial<PreloadHandle> | undefined)?.preload;

export interface RoutePreloader {
  /** Queues the code of the page at `pathname`; `urgent` (a hover, a touch) jumps the queue. */
  preload(pathname: string, urgent?: boolean): void;
  /** How many chunks are fetching now (tests). */
  readonly running: number;
}

export function createRoutePreloader(
  routes: RouteObject[],
  concurrency = PRELOAD_CONCURRENCY,
): RoutePreloader {
  const requested = new WeakSet<RouteObject>();
  const queue: (() => Promise<unknown>)[] = [];
  let running = 0;

  const pump = () => {
    while (running < concurrency && queue.length > 0) {
      const load = queue.shift()!;
      running++;
      load()
        .catch(() => undefined)
        .finally(() => {
          running--;
          pump();
        });
    }
  };

  return {
    preload(pathname, urgent = false) {
      for (const { route } of matchRoutes(routes, pathname) ?? []) {
        const load = preloadOf(route);
        if (!load || requested.has(route)) continue;
        requested.add(route);
        if (urgent) queue.unshift(load);
        else queue.push(load);
      }
      pump();
    },
    get running() {
      return running;
    },
  };
}

/** The same-origin page a link leads to, or null (another site, a download, a new tab). */
export function linkPathname(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || link.target === '_blank')
    return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Wires a preloader to the document: hover, touch and focus on links, and idle preloading of the current
 * page's links after each navigation (`onNavigated` is called by the router when a page has rendered).
 */
export function preloadLinkedPages(preloader: RoutePreloader): { onNavigated(): void } {
  const onIntent = (event: Event) => {
    const pathname = linkPathname(event.target);
    if (pathname) preloader.preload(pathname, true);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 1000);

  return {
    onNavigated() {
      if (savesData()) return;
      whenIdle(() => {
        const links = Array.from(document.querySelectorAll('a[href]')).slice(0, IDLE_LINKS_LIMIT);
        for (const link of links) {
          const pathname = linkPathname(link);
          if (pathname) preloader.preload(pathname);
        }
      });
    },
  };
}
