/**
 * A phone that has no signal when its access token is due for renewal (decision 025): the embedded
 * provider gives 30-second tokens here (OIDC_ACCESS_TOKEN_TTL), the renewal falls due while Chromium is
 * offline, the token runs out, and once the phone is back the app renews before anything else, so the
 * person stays signed in and the next page's requests are answered, not ended by a 401.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, storedToken, tokenClaims } from './helpers/auth';
import { PHONE, launch, openPage, shot } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false', OIDC_ACCESS_TOKEN_TTL: '30' } });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

describe('a token renewal missed for want of the network', () => {
  it('is made once the phone is back online; the person stays signed in', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'user@sportzone.test');
    await page.getByTestId('dashboard-greeting').waitFor();
    const first = (await storedToken(page))!;
    const { iat, exp } = tokenClaims(first);
    expect(exp - iat).toBe(30);

    // no signal from before the renewal falls due (a quarter of the life before the end) until it has run out
    await context.setOffline(true);
    await page.waitForFunction((end) => Date.now() / 1000 > end + 1, exp, { timeout: 60_000, polling: 500 });
    expect(await storedToken(page)).toBe(first);

    // back online: a new token without any request of ours, then a page whose calls need it
    const answers: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && r.request().headers().authorization)
        answers.push(r.status());
    });
    await context.setOffline(false);
    await expect.poll(() => storedToken(page), { timeout: 15_000 }).not.toBe(first);
    const renewed = tokenClaims((await storedToken(page))!);
    expect(renewed.exp * 1000).toBeGreaterThan(Date.now());
    expect(renewed.sub).toBe(tokenClaims(first).sub);

    await page.getByTestId('notification-bell').click();
    await page.waitForURL(/\/user\/notifications$/);
    await page.getByTestId('notifications-page').waitFor();
    // the list has come (its empty state or its rows), not a sign-in prompt
    await page
      .locator('[data-testid="notifications-empty"], [data-testid="notifications-list"] a')
      .first()
      .waitFor();
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers.filter((s) => s === 401)).toEqual([]);
    expect(await page.getByTestId('toast-error').count()).toBe(0);
    await page.getByTestId('user-menu').waitFor();
    await shot(page, 'session-renewed-phone');
    // what Chromium itself logs for the requests and the live socket it refused while offline
    expect(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  });
});
