/*
 * Sportzone's service worker (SPEC §9: /sw.js, scope /; decision 020). Registered by the app as
 * /sw.js?build=<id>: a new build registers a new script, which installs beside the old one and takes
 * over when the page says so (the reload prompt waits for the scorer's queue).
 *
 * - navigations: network first; offline, the cached app shell (or the viewer shell for the live,
 *   overlay and court display pages);
 * - /assets/* (hashed, immutable): cache first;
 * - /api/config (the deployment's settings the app boots with): network first, offline the last one
 *   seen, so a scorer whose phone reloads the console with no network still gets the console;
 * - the rest of /api/, /oidc/ and everything else: never cached (the network as usual).
 */
const BUILD = new URL(self.location.href).searchParams.get('build') || 'dev';
const CACHE = `spz-shell-${BUILD}`;
const VIEWER_PAGE = /^\/(?:[a-z-]+\/live|overlay\/match|display\/match)\/\d+\/?$/;
const SHELLS = ['/', '/viewer.html'];
const STATIC = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
const CONFIG = '/api/config';

/** the hashed files an HTML page loads (scripts, modulepreloads, styles) */
function assetsOf(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) found.add(match[1]);
  return [...found];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const path of SHELLS) {
        try {
          const response = await fetch(path === '/' ? '/index.html' : path, { cache: 'no-cache' });
          if (!response.ok) continue;
          const html = await response.clone().text();
          await cache.put(path, response);
          await cache.addAll(assetsOf(html));
        } catch {
          // offline while installing: the next start tries again
        }
      }
      await cache.addAll(STATIC).catch(() => {});
      await cache.add(CONFIG).catch(() => {});
      // the build manifest: the score console's pages, so a scorer can start them offline
      try {
        const build = await (await fetch('/build.json', { cache: 'no-store' })).json();
        if (build && build.id === BUILD && Array.isArray(build.offline)) await cache.addAll(build.offline);
      } catch {
        // they are cached when first opened instead
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('spz-shell-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === CONFIG) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        try {
          const response = await fetch(request);
          if (response.ok) await cache.put(CONFIG, response.clone()).catch(() => {});
          return response;
        } catch (error) {
          const kept = await cache.match(CONFIG);
          if (kept) return kept;
          throw error;
        }
      })(),
    );
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/oidc/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          return await fetch(request);
        } catch (error) {
          const cache = await caches.open(CACHE);
          const shell = await cache.match(VIEWER_PAGE.test(url.pathname) ? '/viewer.html' : '/');
          if (shell) return shell;
          throw error;
        }
      })(),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        const hit = await cache.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) cache.put(request, response.clone()).catch(() => {});
        return response;
      })(),
    );
  }
});

// ─── Web Push (decision 021) ───────────────────────────────────────────────
// The server sends {id, kind, link, title: {en, bg}, body: {en, bg}} encrypted for this browser; the
// worker has no i18n, so it picks the browser's language.
self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (!data) return;
  const lang = (self.navigator.language || 'en').toLowerCase().startsWith('bg') ? 'bg' : 'en';
  const pick = (texts) => (texts && (texts[lang] || texts.en)) || '';
  event.waitUntil(
    self.registration.showNotification(pick(data.title) || 'Sportzone', {
      body: pick(data.body),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.kind && data.link ? `${data.kind}:${data.link}` : undefined,
      data: { link: data.link || '/user/notifications', id: data.id },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(
    (event.notification.data && event.notification.data.link) || '/',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== link.origin) continue;
        await client.focus();
        if ('navigate' in client) await client.navigate(link.href).catch(() => {});
        return;
      }
      await self.clients.openWindow(link.href);
    })(),
  );
});
