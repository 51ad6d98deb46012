/**
 * SPEC §1's third-party consent service, keyed by a configured site id (decision 020): with
 * CONSENT_SITE_ID set the app loads the service's script (Cookiebot's uc.js) under the CSP and shows no
 * banner of its own; until the person answers the service, only necessary things are stored; the
 * service's answer becomes the app's own choice (cookie spz_consent), so functional storage follows
 * it (a language the person picks is kept under any answer, decision 051); "Cookie settings" opens the service's dialog. The service itself is outside
 * (and offline here): Chromium's requests for its script are answered by a stand-in that behaves as its
 * documented API does (window.Cookiebot with consent, hasResponse and renew(); the window events
 * CookiebotOnAccept and CookiebotOnDecline). Screenshots: e2e/screenshots/consent-service-*.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentCookie, necessary, stored } from './helpers/consent';
import { DESKTOP, PHONE, launch, openPage, unexpected, viewportShots } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

const SITE_ID = '0b1e2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

let server: RunningServer;
let browser: Browser;

/**
 * The consent service as far as the app uses it: its script reads its own data attributes, shows its
 * banner, and on a button sets window.Cookiebot's consent and fires its window event.
 */
const STAND_IN = `(() => {
  const me = document.currentScript;
  window.__consentService = { cbid: me.dataset.cbid, culture: me.dataset.culture, renewed: 0 };
  const banner = document.createElement('div');
  banner.id = 'service-banner';
  banner.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:10000;padding:16px;background:#222;color:#fff;font:15px sans-serif';
  banner.innerHTML = '<p style="margin:0 0 8px">Consent service stand-in (' + me.dataset.culture + ')</p>' +
    '<button id="service-allow-preferences">Allow preferences and statistics</button> ' +
    '<button id="service-decline">Necessary only</button>';
  const answer = (consent, event) => {
    window.Cookiebot.consent = Object.assign({ necessary: true }, consent);
    window.Cookiebot.hasResponse = true;
    banner.remove();
    window.dispatchEvent(new Event(event));
  };
  window.Cookiebot = {
    consent: { necessary: true, preferences: false, statistics: false, marketing: false },
    hasResponse: false,
    renew() { window.__consentService.renewed += 1; document.body.appendChild(banner); },
  };
  const show = () => {
    document.body.appendChild(banner);
    banner.querySelector('#service-allow-preferences').onclick = () =>
      answer({ preferences: true, statistics: true, marketing: false }, 'CookiebotOnAccept');
    banner.querySelector('#service-decline').onclick = () =>
      answer({ preferences: false, statistics: false, marketing: false }, 'CookiebotOnDecline');
  };
  if (document.body) show(); else addEventListener('DOMContentLoaded', show);
})();`;

async function standInService(context: BrowserContext) {
  const requested: string[] = [];
  await context.route('https://consent.cookiebot.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
  });
  return requested;
}

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false', CONSENT_SITE_ID: SITE_ID } });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

describe('a consent service by site id (SPEC §1)', () => {
  it('loads the service instead of the embedded banner, stores nothing optional before its answer, and follows it', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, { consent: false });
    const requested = await standInService(context);
    await page.goto(`${server.url}/`);

    // the service's script, with the site id and the page's language; our own banner stays away
    await page.locator('#service-banner').waitFor();
    expect(requested).toEqual(['https://consent.cookiebot.com/uc.js']);
    expect(
      await page.evaluate(() => (window as unknown as { __consentService: object }).__consentService),
    ).toEqual({ cbid: SITE_ID, culture: 'en', renewed: 0 });
    expect(await page.getByTestId('consent-banner').count()).toBe(0);

    // before an answer: a language picked applies to the page, and is kept (necessary: they asked for it)
    await page.getByTestId('language-switch').first().click();
    await page.getByTestId('language-option-bg').click();
    await page.waitForFunction(() => document.documentElement.lang === 'bg');
    await page.waitForTimeout(1500); // the build poll, the session boot
    let now = await stored(page, context);
    expect(now.all.filter((n) => !necessary(n))).toEqual([]);
    expect(await consentCookie(context)).toBeNull();
    expect(now.cookies).toContain('spz_locale');
    await viewportShots(page, 'consent-service-banner');

    // the service's answer becomes the app's choice
    await page.locator('#service-allow-preferences').click();
    await expect
      .poll(() => consentCookie(context))
      .toMatchObject({
        functional: true,
        statistic: true,
        marketing: false,
      });
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'spz_locale')?.value)
      .toBe('bg');

    // "Cookie settings" in the footer opens the service's dialog, not ours
    await page.getByTestId('cookie-settings').click();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __consentService: { renewed: number } }).__consentService.renewed,
        ),
      )
      .toBe(1);
    expect(await page.getByTestId('consent-switch-functional').count()).toBe(0);

    // a change of mind there: necessary only; the picked language stays
    await page.locator('#service-decline').click();
    await expect.poll(async () => (await consentCookie(context))?.functional).toBe(false);
    now = await stored(page, context);
    expect(now.all.filter((n) => !necessary(n))).toEqual([]);
    expect(now.cookies).toContain('spz_locale');

    // the CSP lets the service's script in: nothing was refused
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('opens the service in Bulgarian for a browser that speaks it', async () => {
    const { page, context } = await openPage(browser, DESKTOP, { consent: false, locale: 'bg-BG' });
    await standInService(context);
    await page.goto(`${server.url}/`);
    await page.locator('#service-banner').waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { __consentService: { culture: string } }).__consentService.culture,
      ),
    ).toBe('bg');
    await context.close();
  });
});
