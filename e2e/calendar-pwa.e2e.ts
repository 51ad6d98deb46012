/**
 * In a real browser against the real server (decision 020): the calendar page with a match,
 * its feed URL copied and parsed with a real iCal parser (ical.js); the installable app (manifest,
 * icons, /sw.js controlling the page after a reload, an offline start showing the app shell, a page never
 * opened saying it needs a connection and offering the saved ones, a second
 * build offering a reload that waits for the scorer's queue); cookie consent (before a choice only
 * necessary things are stored; "necessary only", the settings dialog and "accept all" are honoured).
 * The server serves a copy of the built app, so changing its build.json disturbs nobody else.
 * Screenshots: e2e/screenshots/{calendar,consent,pwa}-*-{phone,desktop}.png.
 */
import type { Match, Organization } from '@sportzone/contracts';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf, demoClub } from './helpers/api';
import { signIn } from './helpers/auth';
import { syncState, waitSynced } from './helpers/console';
import { consentCookie, necessary, stored } from './helpers/consent';
import { matchUid, parseFeed } from './helpers/ical';
import { DESKTOP, PHONE, launch, openPage, shotPhoneAndDesktop, viewportShots } from './helpers/browser';
import { removeDir, REPO_ROOT, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let dist: string;
let organizerToken: string;
let match: Match;
let club: Organization;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sz-dist-'));
  cpSync(join(REPO_ROOT, 'apps/web/dist'), dist, { recursive: true });
  server = await startServer({ env: { SIMULATOR: 'false', WEB_DIST: dist } });
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  club = await demoClub(server.url, organizerToken);
  const at = new Date(Date.now() + 24 * 3600 * 1000);
  at.setUTCHours(16, 30, 0, 0);
  match = await apiCall<Match>(server.url, organizerToken, 'POST', '/api/matches', {
    sport: 'tennis',
    organizationId: club.id,
    home: { name: 'Calendar Home' },
    away: { name: 'Calendar Away' },
    scheduledAt: at.toISOString(),
    venue: 'Borisova Gradina Tennis Centre', // the demo club's venue, in Europe/Sofia
    court: 'Court 3',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  if (dist) removeDir(dist);
});

describe('cookie consent (SPEC §1)', () => {
  it('stores only necessary things before a choice, and honours "necessary only", the settings and "accept all"', async () => {
    const { page, context } = await openPage(browser, PHONE, { consent: false });
    await page.goto(`${server.url}/`);
    await page.getByTestId('consent-banner').waitFor();
    // the language switched before any choice works, and is kept: the person asked for it (decision 051)
    await page.getByTestId('language-switch').first().click();
    await page.getByTestId('language-option-bg').click();
    await page.getByText('Бисквитки в Sportzone').waitFor();
    await page.waitForTimeout(1500); // the build poll, the session boot
    let now = await stored(page, context);
    expect(now.all.filter((n) => !necessary(n))).toEqual([]);
    expect(now.cookies).toContain('spz_locale');
    await viewportShots(page, 'consent-banner-bg');

    await page.getByTestId('consent-reject').click();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toMatchObject({
      v: 1,
      functional: false,
      statistic: false,
      marketing: false,
    });
    now = await stored(page, context);
    expect(now.all.filter((n) => !necessary(n))).toEqual([]);

    // later, from the footer: allow functional cookies; the language stays as it was
    await page.getByTestId('cookie-settings').click();
    await page.getByTestId('consent-switch-functional').waitFor();
    await viewportShots(page, 'consent-settings');
    await page.locator('label[for="consent-functional"]').first().click();
    await page.getByTestId('consent-save').click();
    await expect.poll(async () => (await consentCookie(context))?.functional).toBe(true);
    const locale = (await context.cookies()).find((c) => c.name === 'spz_locale');
    expect(locale?.value).toBe('bg');
    await context.close();

    const other = await openPage(browser, DESKTOP, { consent: false });
    await other.page.goto(`${server.url}/`);
    await other.page.getByTestId('consent-banner').waitFor();
    await viewportShots(other.page, 'consent-banner');
    await other.page.getByTestId('consent-accept').click();
    expect(await consentCookie(other.context)).toMatchObject({
      functional: true,
      statistic: true,
      marketing: true,
      unclassified: true,
    });
    await other.context.close();
  });
});

describe('the calendar page and its feed', () => {
  it('shows the match by month and as a list; the copied feed URL parses with ical.js', async () => {
    // a reader in London: the list adds the clock at the venue in Sofia
    const { page, context, errors } = await openPage(browser, DESKTOP, {
      consent: false,
      timezoneId: 'Europe/London',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/`);
    await page.getByTestId('consent-accept').click();
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-calendar').click();
    await page.waitForURL(/\/user\/calendar$/);
    await page.getByTestId('calendar-month').waitFor();
    // the match is on its day (it may be next month's first day)
    const day = new Date(match.scheduledAt!);
    const key = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    if ((await page.locator(`[data-day="${key}"]`).count()) === 0) await page.getByLabel('Next').click();
    // (a day shows its first three; the demo's matches, placed from the time now, may come before ours)
    await page.locator(`[data-day="${key}"]`).click();
    await page.getByTestId('calendar-list').getByText('Calendar Home vs Calendar Away').waitFor();
    await shotPhoneAndDesktop(page, 'calendar-month');

    await page.getByTestId('calendar-views').locator('label', { hasText: 'List' }).click();
    await page
      .getByTestId('calendar-list')
      .getByText('Borisova Gradina Tennis Centre · Court 3', { exact: false })
      .waitFor();
    const sofia = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Sofia',
    }).format(new Date(match.scheduledAt!));
    const ours = page
      .getByTestId('calendar-list')
      .getByTestId('calendar-item')
      .filter({ hasText: 'Calendar Home vs Calendar Away' });
    await expect(ours.getByTestId('calendar-venue-time').textContent()).resolves.toBe(
      `${sofia} at the venue (Europe/Sofia)`,
    );
    await shotPhoneAndDesktop(page, 'calendar-list');
    await page.getByTestId('calendar-views').locator('label', { hasText: 'Week' }).click();
    await page.getByTestId('calendar-week').getByText('Calendar Home vs Calendar Away').waitFor();
    await shotPhoneAndDesktop(page, 'calendar-week');

    // the feed: made, shown once, copied
    await page.getByTestId('calendar-feed-create').click();
    const input = page.getByTestId('calendar-feed-url');
    await input.waitFor();
    const url = await input.inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    await page.getByTestId('calendar-feed-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await page.getByTestId('calendar-feed-webcal').getAttribute('href')).toBe(
      url.replace('http:', 'webcal:'),
    );
    await page.getByTestId('calendar-feed').scrollIntoViewIfNeeded();
    await shotPhoneAndDesktop(page, 'calendar-feed', { keepToasts: true });

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const { calendar, events } = parseFeed(await res.text());
    const event = events.find((e) => e.uid === matchUid(server.url, match.id))!;
    expect(event.summary).toBe('Calendar Home vs Calendar Away');
    expect(event.location).toBe('Borisova Gradina Tennis Centre · Court 3');
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(match.scheduledAt!).toISOString());
    // times in UTC with the venue's time zone beside them
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Sofia');
    expect(event.description).toContain(`${sofia} (Europe/Sofia)`);

    // the organizations the organizer runs: the club's open calendar holds the match
    const open = await page
      .locator(`[data-testid="calendar-organization-feed"][data-target="${club.id}"]`)
      .getByTestId('calendar-feed-open')
      .inputValue();
    expect(open).toBe(`${server.url}/api/calendar/organization/${club.id}/feed.ics`);
    const clubFeed = parseFeed(await (await fetch(open)).text());
    expect(clubFeed.events.some((e) => e.uid === matchUid(server.url, match.id))).toBe(true);

    // a new link: the old one answers 404
    await page.getByTestId('calendar-feed-rotate').click();
    await expect.poll(async () => page.getByTestId('calendar-feed-url').inputValue()).not.toBe(url);
    expect((await fetch(url)).status).toBe(404);
    // the cookie choice can be changed from the preferences too
    await page.goto(`${server.url}/user/preferences`);
    await page.getByTestId('preferences-cookies').getByTestId('cookie-settings').click();
    await page.getByTestId('consent-switch-marketing').waitFor();
    expect(errors.filter((e) => !e.includes('/build.json'))).toEqual([]);
    await context.close();
  });
});

describe('the installable app', () => {
  it('has a manifest with icons, a service worker controlling the page, and starts offline', async () => {
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Sportzone',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b55dd',
    });
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose)!;
        const png = await fetch(`${server.url}${icon.src}`);
        expect(png.headers.get('content-type')).toBe('image/png');
      }
    }
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);

    const { page, context } = await openPage(browser, PHONE, { consent: false });
    await page.goto(`${server.url}/`);
    await page.getByTestId('consent-reject').click();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    await page.reload();
    await page.getByTestId('home-upcoming').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
      /\/sw\.js\?build=/,
    );
    // the build manifest's score console pages are cached, for a scorer starting offline
    const { offline } = JSON.parse(readFileSync(join(dist, 'build.json'), 'utf8')) as { offline: string[] };
    expect(offline.some((f) => /score-console/.test(f))).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(offline.filter((f) => !cached.includes(f))).toEqual([]);
    expect(cached.filter((f) => /tournament-views|public-member-profile/.test(f))).toEqual([]);

    // a page opened online is saved for offline: its code came through the worker
    await page.goto(`${server.url}/privacy-policy`);
    await page.getByTestId('privacy-policy').waitFor();
    await page.waitForTimeout(1500);
    await page.goto(`${server.url}/`);
    await page.getByTestId('home-upcoming').first().waitFor();

    // offline: the app shell still starts (the header, the page frame), from the worker's cache
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('user-menu').or(page.getByTestId('sign-in-button')).first().waitFor();
    await page.locator('footer').waitFor();
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // what the page would load from the server cannot come: the page says why
    await page.getByTestId('offline-banner').waitFor();
    await shotPhoneAndDesktop(page, 'pwa-offline');

    // pages never opened here say they need a connection (not "500") and offer the saved ones; not
    // /live or /archive: the home page links them, so their code was fetched ahead (decision 058), nor
    // the score console's pages, which the worker caches when it installs
    for (const path of ['/container/1/views', '/public/members/1/profile']) {
      await page.goto(`${server.url}${path}`);
      await page.getByTestId('offline-page').waitFor();
      expect(await page.getByTestId('server-error').count()).toBe(0);
      await page.getByTestId('offline-page').getByText('You are offline').waitFor();
      const saved = await page
        .getByTestId('offline-saved-link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(saved).toContain('/privacy-policy');
      expect(saved).toContain('/');
      expect(saved).not.toContain(path);
      expect(await page.getByTestId('offline-banner').isVisible()).toBe(false);
    }
    await shotPhoneAndDesktop(page, 'pwa-offline-unopened');
    // a saved page followed offline opens, and says why its results are not there
    await page.getByTestId('offline-saved-link').and(page.locator('[href="/"]')).click();
    await page.getByTestId('offline-banner').waitFor();
    await page.locator('footer').waitFor();
    await shotPhoneAndDesktop(page, 'pwa-offline-saved-page');
    await context.setOffline(false);
    await context.close();
  });

  it('a scorer reopens the console with no network and keeps scoring; the points are sent once back', async () => {
    const played = await apiCall<Match>(server.url, organizerToken, 'POST', '/api/matches', {
      sport: 'table-tennis',
      organizationId: club.id,
      home: { name: 'Offline Home' },
      away: { name: 'Offline Away' },
    });
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    const consoleUrl = `${server.url}/table-tennis/score/${played.id}`;
    await page.goto(consoleUrl);
    await page.getByTestId('point-home').click();
    await waitSynced(page);
    // the worker controls the page from its next load on
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await page.getByTestId('point-home').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // the hall's network is gone: the console page loads from the worker's cache, with the score kept on this device
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('point-home').waitFor();
    await expect(page.getByTestId('points-home').textContent()).resolves.toBe('1');
    await page.getByTestId('point-away').click();
    await page.getByTestId('point-home').click();
    await syncState(page, 'offline', { pending: '2' });
    await expect(page.getByTestId('points-home').textContent()).resolves.toBe('2');
    await shotPhoneAndDesktop(page, 'pwa-console-offline');

    await context.setOffline(false);
    await waitSynced(page);
    const after = await apiCall<Match>(server.url, organizerToken, 'GET', `/api/matches/${played.id}`);
    expect(after.summary?.text).toBe('2-1');
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|build\.json/.test(e))).toEqual(
      [],
    );
    await context.close();
  });

  it('a second build offers a reload, which waits for the scorer’s queued events', async () => {
    const { page, context } = await openPage(browser, DESKTOP, { consent: false });
    await page.goto(`${server.url}/`);
    await page.getByTestId('consent-reject').click();
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const current = JSON.parse(readFileSync(join(dist, 'build.json'), 'utf8')) as { id: string };
    // nothing new yet: no prompt after the first look
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('app-update').count()).toBe(0);

    // "deploy" another build: the descriptor the page polls changes; the tab is shown again
    writeFileSync(
      join(dist, 'build.json'),
      JSON.stringify({ id: `${current.id}-next`, builtAt: new Date().toISOString() }),
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.getByTestId('app-update').waitFor();
    await viewportShots(page, 'pwa-update');

    // a console's queue is not empty: the reload waits
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      localStorage.setItem(
        'spz.console.v1.999999',
        JSON.stringify({ v: 1, matchId: 999999, queue: [{ clientEventId: 'x' }] }),
      );
    });
    await page.getByTestId('app-update-reload').click();
    await page.waitForTimeout(2500);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // the queue is sent: the page reloads (the new worker takes over)
    await Promise.all([
      page.waitForEvent('load', { timeout: 20_000 }),
      page.evaluate(() => localStorage.removeItem('spz.console.v1.999999')),
    ]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await context.close();
  });
});
