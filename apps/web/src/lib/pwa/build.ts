/** SPEC §9 build-update poll: every hour, the first look about 1 s after the page starts. */
export const BUILD_POLL_MS = 60 * 60 * 1000;
export const FIRST_CHECK_DELAY_MS = 1000;
/** SPEC §9 reload guard lifetime: a reload for the same build is not offered again within 10 s */
export const UPDATE_RELOAD_GUARD_MS = 10_000;
export const UPDATE_GUARD_KEY = 'spz_update_reload';

declare const __SPZ_BUILD__: string | undefined;

/** This page's build (vite build defines it; `dev` in development and tests). */
export const BUILD_ID: string = typeof __SPZ_BUILD__ === 'string' ? __SPZ_BUILD__ : 'dev';

/** The latest build the server has (the descriptor `/build.json` the build writes), or null when unknown. */
export async function fetchLatestBuild(): Promise<string | null> {
  try {
    const response = await fetch('/build.json', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

/** Whether a newer build is out: a known latest id that is not ours (development never asks). */
export function isNewBuild(current: string, latest: string | null): boolean {
  return current !== 'dev' && latest !== null && latest !== current;
}
