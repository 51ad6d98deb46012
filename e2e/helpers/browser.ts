import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REPO_ROOT } from './server';

export const SCREENSHOTS = join(REPO_ROOT, 'e2e', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Under `scripts/e2e-at.mjs` (libfaketime shifts this process's and the servers' clocks) Chromium runs
 * on the real clock, as it does not start with libfaketime loaded: each page's `Date` is shifted by the
 * same amount instead (not Playwright's clock, which also fakes timers and `performance`).
 */
const SHIFTED = !!process.env.FAKETIME;
const BROWSER_ENV = SHIFTED ? { ...process.env, LD_PRELOAD: '' } : undefined;

async function shiftClock(context: BrowserContext) {
  if (!SHIFTED) return;
  const realNow = Number(execFileSync('date', ['+%s%3N'], { env: BROWSER_ENV }).toString());
  await context.addInitScript((offset: number) => {
    const Real = Date;
    class Shifted extends Real {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(Real.now() + offset);
        else super(...(args as [string]));
      }
      static override now() {
        return Real.now() + offset;
      }
    }
    globalThis.Date = Shifted as DateConstructor;
  }, Date.now() - realNow);
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    ...(BROWSER_ENV ? { env: BROWSER_ENV } : {}),
  });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /**
   * Console errors and uncaught page errors seen so far (a test fails on unexpected ones). Failed
   * responses are listed as "STATUS METHOD /path" instead of Chromium's anonymous
   * "Failed to load resource" line, so a test can allow the ones the product expects (a 404 from
   * /api/user/current means "no profile yet").
   */
  errors: string[];
}

/** Drops the failures a test expects, e.g. `unexpected(errors, ['404 GET /api/user/current'])`. */
export function unexpected(errors: string[], allowed: string[] = []): string[] {
  return errors.filter((e) => !allowed.includes(e));
}

/** A cookie choice already made ("accept all"), as a returning visitor has: the consent banner stays away. */
export const ACCEPTED_CONSENT = {
  name: 'spz_consent',
  value: encodeURIComponent(
    JSON.stringify({ v: 1, functional: true, statistic: true, marketing: true, unclassified: true, at: 0 }),
  ),
  domain: 'localhost',
  path: '/',
};

/**
 * A fresh context (own storage) at phone or desktop size, recording console errors. Its visitor has
 * accepted cookies already (decision 020), unless `consent: false` (a first visit: the banner shows).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: { locale?: string; consent?: boolean; timezoneId?: string } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    ...contextOptions(viewport, options.locale),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  await shiftClock(context);
  if (options.consent !== false) await context.addCookies([ACCEPTED_CONSENT]);
  return tracked(context, await context.newPage());
}

/**
 * A browser with a profile on disk (one context, as a person's own Chromium): what Web Push needs, as
 * Chromium refuses push in the off-the-record contexts `openPage` makes. `args` add to the usual ones.
 */
export async function openProfile(
  profileDir: string,
  args: string[],
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TrackedPage> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...args],
    ...contextOptions(viewport),
    ...(BROWSER_ENV ? { env: BROWSER_ENV } : {}),
  });
  await shiftClock(context);
  await context.addCookies([ACCEPTED_CONSENT]);
  return tracked(context, context.pages()[0] ?? (await context.newPage()));
}

function contextOptions(viewport: { width: number; height: number }, locale = 'en-US') {
  return {
    viewport,
    deviceScaleFactor: 1,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    locale,
  };
}

function tracked(context: BrowserContext, page: Page): TrackedPage {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400)
      errors.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { context, page, errors };
}

export async function shot(page: Page, name: string) {
  // transitions run to their end first: a dialog caught while fading in looks see-through
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** A full-page screenshot from the top (fixed header in place), toasts closed unless they are the point. */
export async function snap(page: Page, name: string, { keepToasts = false } = {}) {
  if (!keepToasts) {
    // a toast may close by itself (3 s) while another is clicked: close what is still open, briefly each
    const closers = page.locator('[data-testid^="toast-"] button');
    for (let tries = 0; tries < 10 && (await closers.count()) > 0; tries++)
      await closers
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    await closers.first().waitFor({ state: 'detached' });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** The cookie banner (when the build has one) answered "necessary only", so it covers no button or screenshot. */
export async function dismissConsent(page: Page) {
  const reject = page.getByTestId('consent-reject');
  if (await reject.isVisible().catch(() => false)) await reject.click();
}

/** shotPhoneAndDesktop for one test file: its names start with `prefix`, the cookie banner answered first. */
export function shotsNamed(prefix: string) {
  return async (page: Page, name: string) => {
    await dismissConsent(page);
    await shotPhoneAndDesktop(page, `${prefix}-${name}`);
  };
}

/** `${name}-phone.png` and `${name}-desktop.png` (the layout changes at 48em / 62em), then back to the page's own size. */
export async function shotPhoneAndDesktop(page: Page, name: string, options: { keepToasts?: boolean } = {}) {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(250);
  await snap(page, `${name}-phone`, options);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(250);
  await snap(page, `${name}-desktop`, options);
  if (before) await page.setViewportSize(before);
}

/** Picks `option` in a Mantine Select (searchable or not), typing `type` first when given. */
export async function pick(page: Page, testId: string, option: string, type?: string) {
  const input = page.getByTestId(testId);
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** What is fixed on screen (a banner, a dialog, a notification) at phone and desktop size: the viewport, not the full page. */
export async function viewportShots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${size}.png`) });
  }
}
