/**
 * The stream overlay's builder on the live match page, in a real browser against the real server: the
 * organizer opens it under a badminton match, picks a layout, a corner, a size, the distance from the
 * edges, colours (a bad hex refused with a message), a logo (plain http refused, a path of the site taken)
 * and a delay; the address follows every change, the preview's frame shows the overlay with exactly those
 * options, Copy puts the address on the clipboard, the options are still there after a reload, Reset goes
 * back to the defaults. Nothing for axe to find; in Bulgarian too. Screenshots:
 * e2e/screenshots/overlay-builder-*-{phone,desktop}.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { accessibilityFindings, describeFindings } from './helpers/axe';
import { DESKTOP, PHONE, launch, openPage, shotsNamed, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;

const shotBoth = shotsNamed('overlay-builder');

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

/** A badminton match a few points in. */
async function matchInPlay(): Promise<number> {
  const match = await apiCall<{ id: number; seq: number }>(server.url, token, 'POST', '/api/matches', {
    sport: 'badminton',
    home: { name: 'Emma Lund' },
    away: { name: 'Priya Nair' },
    venue: 'E2E Arena',
    court: 'Court 3',
  });
  let seq = match.seq;
  for (const side of ['home', 'home', 'away', 'home', 'away', 'home', 'home']) {
    const r = await apiCall<{ seq: number }>(server.url, token, 'POST', `/api/matches/${match.id}/events`, {
      clientEventId: crypto.randomUUID(),
      seq,
      event: { type: 'point', side },
    });
    seq = r.seq;
  }
  return match.id;
}

/** Sets a range slider as a drag would (an input event). */
async function slide(page: Page, testId: string, value: number) {
  await page.getByTestId(testId).evaluate((el, v) => {
    const input = el as HTMLInputElement;
    input.value = String(v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

describe('the overlay builder', () => {
  it('builds the overlay’s address from a form, previews it live, copies it, remembers and resets it', async () => {
    const id = await matchInPlay();
    const base = `${server.url}/overlay/match/${id}`;
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/badminton/live/${id}`);
    await page.getByTestId('overlay-builder-toggle').click();
    const url = page.getByTestId('overlay-builder-url');
    await expect(url.inputValue()).resolves.toBe(base);
    const frame = page.frameLocator('[data-testid="overlay-builder-frame"]');
    await frame.locator('[data-testid="overlay-bug"]').waitFor();

    // every option from its control
    await page.getByTestId('overlay-builder-layout-full').click();
    await page.getByTestId('overlay-builder-position-bottom-right').click();
    await slide(page, 'overlay-builder-scale', 1.5);
    await slide(page, 'overlay-builder-pad', 24);
    await page.getByTestId('overlay-builder-bg').fill('#101820');
    await page.getByTestId('overlay-builder-accent').fill('FF6600');
    // a colour the overlay cannot take: said so, and left out of the address
    await page.getByTestId('overlay-builder-fg').fill('white');
    await expect(page.getByTestId('overlay-builder-fg-error').textContent()).resolves.toContain('hex colour');
    await page.getByTestId('overlay-builder-logo').fill('http://example.com/logo.png');
    await expect(page.getByTestId('overlay-builder-logo-error').textContent()).resolves.toContain('https');
    await page.getByTestId('overlay-builder-logo').fill('/favicon.svg');
    expect(await page.getByTestId('overlay-builder-logo-error').count()).toBe(0);
    await page.getByTestId('overlay-builder-delay').fill('1.5');
    const built = `${base}?layout=full&delay=1500&position=bottom-right&scale=1.5&pad=24&bg=%23101820&accent=%23ff6600&logo=%2Ffavicon.svg`;
    await expect(url.inputValue()).resolves.toBe(built);
    await expect(page.getByTestId('overlay-builder-position').textContent()).resolves.toContain(
      'Bottom right',
    );

    // the preview loads that address once it settles, and the overlay in it does what it says
    await page.locator(`[data-testid="overlay-builder-preview"][data-src="${built}"]`).waitFor();
    const bug = frame.locator(
      '[data-testid="overlay-bug"][data-layout="full"][data-position="bottom-right"]',
    );
    await bug.waitFor({ timeout: 15_000 });
    await frame.getByTestId('overlay-logo').waitFor();
    const look = await bug.evaluate((el) => ({
      transform: getComputedStyle(el).transform,
      bg: getComputedStyle(el.firstElementChild!).backgroundColor,
    }));
    expect(look).toEqual({ transform: 'matrix(1.5, 0, 0, 1.5, 0, 0)', bg: 'rgb(16, 24, 32)' });
    // the preview keeps the picture's 16:9
    const preview = (await page.getByTestId('overlay-builder-preview').boundingBox())!;
    expect(Math.abs(preview.width / preview.height - 16 / 9)).toBeLessThan(0.02);

    const findings = await accessibilityFindings(page, '[data-testid="overlay-builder"]');
    expect(findings, describeFindings(findings)).toEqual([]);
    await page.getByTestId('overlay-builder-fg').fill('');
    await page.getByTestId('overlay-builder').scrollIntoViewIfNeeded();
    await shotBoth(page, 'built');

    // Copy: the address on the clipboard
    await page.getByTestId('overlay-builder-copy').click();
    await expect(page.getByTestId('overlay-builder-copy').textContent()).resolves.toBe('Copied');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(built);

    // the next visit starts from these options
    await page.reload();
    await page.getByTestId('overlay-builder-toggle').click();
    await expect(url.inputValue()).resolves.toBe(built);
    await expect(page.getByTestId('overlay-builder-bg').inputValue()).resolves.toBe('#101820');
    await expect(page.getByTestId('overlay-builder-delay').inputValue()).resolves.toBe('1.5');

    // Reset: the defaults, the fields emptied
    await page.getByTestId('overlay-builder-reset').click();
    await expect(url.inputValue()).resolves.toBe(base);
    await expect(page.getByTestId('overlay-builder-bg').inputValue()).resolves.toBe('');
    await expect(page.getByTestId('overlay-builder-logo').inputValue()).resolves.toBe('');
    await expect(
      page.getByTestId('overlay-builder-layout-compact').getAttribute('data-checked'),
    ).resolves.toBe('true');
    // the bar sits centred at the top by itself
    await page.getByTestId('overlay-builder-layout-bar').click();
    await expect(url.inputValue()).resolves.toBe(`${base}?layout=bar`);
    await expect(
      page.getByTestId('overlay-builder-position-top-center').getAttribute('data-checked'),
    ).resolves.toBe('true');
    await page.getByTestId('overlay-builder-backdrop-checker').click();
    await page.locator(`[data-testid="overlay-builder-preview"][data-src="${base}?layout=bar"]`).waitFor();
    await frame.locator('[data-testid="overlay-bug"][data-layout="bar"]').waitFor();
    await page.getByTestId('overlay-builder').scrollIntoViewIfNeeded();
    await shotBoth(page, 'bar-transparent');
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // in Bulgarian, on a phone: the preview above the form
    const bg = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await signIn(bg.page, server.url, 'organizer@sportzone.test');
    await bg.page.goto(`${server.url}/badminton/live/${id}`);
    await bg.page.getByTestId('overlay-builder-toggle').click();
    await expect(bg.page.getByTestId('overlay-builder-toggle').textContent()).resolves.toContain(
      'Надпис с резултата за OBS',
    );
    const top = async (testId: string) => (await bg.page.getByTestId(testId).boundingBox())!.y;
    expect(await top('overlay-builder-preview')).toBeLessThan(await top('overlay-builder-form'));
    const findingsBg = await accessibilityFindings(bg.page, '[data-testid="overlay-builder"]');
    expect(findingsBg, describeFindings(findingsBg)).toEqual([]);
    expect(await bg.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await bg.context.close();
  }, 240_000);
});
