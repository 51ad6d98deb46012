/**
 * WCAG 2.1 AA as axe-core checks it, in Chromium against the real server with its demo data: the pages a
 * viewer opens signed out (home, live, results, a live match) and an organizer's
 * workspace with a dialog open; then what axe cannot see: the skip link lands past the workspace's
 * section menu, focus shows as a ring of at least 2 px, and a dialog's first focused control has a name.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClub } from './helpers/api';
import { signIn, storedToken } from './helpers/auth';
import { accessibilityFindings, describeFindings } from './helpers/axe';
import { DESKTOP, PHONE, launch, openPage } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({});
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

/** Opens `path` and waits until its content (not a loader) is there. */
async function visit(page: Page, path: string, ready: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
}

async function expectNoFindings(page: Page, where: string) {
  const findings = await accessibilityFindings(page);
  expect.soft(findings, `${where}:\n${describeFindings(findings)}`).toEqual([]);
}

describe('what a viewer opens signed out meets WCAG 2.1 AA', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['laptop', DESKTOP],
  ] as const) {
    it(`home, live, results and a live match on a ${name}`, async () => {
      const { page, context } = await openPage(browser, viewport);
      await visit(page, '/', 'main h1, #main-content h1');
      await expectNoFindings(page, 'home');
      await visit(page, '/live', '[data-testid="live-badge"]');
      await expectNoFindings(page, 'live');
      const match = await page.locator('a[href*="/live/"]').first().getAttribute('href');
      await visit(page, '/archive', '[data-testid="match-card"], a[href*="/live/"]');
      await expectNoFindings(page, 'archive');
      await visit(page, match!, '[data-testid="live-badge"]');
      await expectNoFindings(page, 'live match');
      await context.close();
    });
  }
});

describe("an organizer's workspace", () => {
  it('has no findings, and the skip link, the focus ring and dialogs work by keyboard', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    // no opening animations: axe reads colours as they end, not half faded in
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, server.url, 'organizer@sportzone.test');
    const club = await demoClub(server.url, (await storedToken(page))!);
    await visit(page, `/organizer/organizations/${club.id}/players`, '[data-testid="player-add"]');
    await expectNoFindings(page, 'workspace players');

    // the skip link is the first stop and lands on the section's page, past its menu
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('href')))
      .toBe('#main-content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-skip-target'))).toBe(true);

    // the next control shows a ring of 2 px or more
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);

    // a dialog: its first focused control says what it is
    await page.getByTestId('player-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? el?.textContent ?? '';
    });
    expect(focused.trim()).not.toBe('');
    await expectNoFindings(page, 'a dialog');
    await context.close();
  });
});
