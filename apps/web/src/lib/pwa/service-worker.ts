import { BUILD_ID } from './build';

/** Registers /sw.js (scope /) for this build; production builds only. */
export async function registerServiceWorker(build = BUILD_ID): Promise<ServiceWorkerRegistration | null> {
  if (build === 'dev' || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register(`/sw.js?build=${encodeURIComponent(build)}`, {
      scope: '/',
    });
  } catch {
    return null;
  }
}

/**
 * Lets the new build's worker take over (it waits until told), then reloads once it controls the page
 * (SPEC §9: the service worker reloads the page on update). Without a waiting worker: a plain reload.
 */
export async function activateAndReload(latest: string): Promise<void> {
  const reload = () => window.location.reload();
  if (!('serviceWorker' in navigator)) return reload();
  const registration =
    (await registerServiceWorker(latest)) ?? (await navigator.serviceWorker.getRegistration());
  const waiting = registration?.waiting ?? (await installed(registration));
  if (!waiting) return reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  // if the worker never takes over, reload anyway: the network has the new build
  setTimeout(reload, 3000);
}

/** the registration's worker once it has installed (or null after 10 s) */
function installed(
  registration: ServiceWorkerRegistration | null | undefined,
): Promise<ServiceWorker | null> {
  const worker = registration?.installing;
  if (!worker) return Promise.resolve(registration?.waiting ?? null);
  return new Promise((resolve) => {
    const done = () => resolve(worker.state === 'installed' ? worker : (registration?.waiting ?? null));
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installing') done();
    });
    setTimeout(done, 10_000);
  });
}
