import type { Page } from 'playwright-core';

/** The score console's sync badge reaches this state (and, when given, this many events waiting). */
export async function syncState(
  page: Page,
  state: 'synced' | 'offline',
  { pending, timeout = 30_000 }: { pending?: string; timeout?: number } = {},
) {
  await page.waitForFunction(
    ([s, p]) => {
      const el = document.querySelector('[data-testid="sync-state"]');
      return el?.getAttribute('data-state') === s && (p === null || el.getAttribute('data-pending') === p);
    },
    [state, pending ?? null] as const,
    { timeout },
  );
}

/** The console has sent everything it holds. */
export const waitSynced = (page: Page, timeout = 30_000) => syncState(page, 'synced', { timeout });
