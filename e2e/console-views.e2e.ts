/**
 * What scorers and viewers read around a match: a guest's console says it is a guest session, for which
 * match and until when, and the cookie banner is a strip beside its buttons, not over them; the end of a
 * match is told from the winner's side; the live page has a way to Live and Results on a phone; an archive
 * card names its tournament and round; the court display heads its columns; the snooker overlay's bar
 * shows the break in progress; the 404 page speaks plainly. Real server, Debian Chromium.
 * Screenshots: e2e/screenshots/console-views-*.png.
 */
import type { Match, PagedResult } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { DESKTOP, PHONE, launch, openPage, shot, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { waitSynced } from './helpers/console';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  // the simulator's demo brings the demo club's tournaments, one of them played a month ago
  server = await startServer({ env: { SIMULATOR: 'true' } });
  browser = await launch();
  token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const api = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

async function createMatch(sport: string, home: string, away: string, extra: Record<string, unknown> = {}) {
  return api<Match>('POST', '/api/matches', {
    sport,
    home: { name: home },
    away: { name: away },
    venue: 'E2E Arena',
    court: 'Court 3',
    ...extra,
  });
}

async function postEvents(id: number, events: unknown[]) {
  let { seq } = await api<Match>('GET', `/api/matches/${id}`);
  for (const event of events) {
    ({ seq } = await api<{ seq: number }>('POST', `/api/matches/${id}/events`, {
      clientEventId: crypto.randomUUID(),
      seq,
      event,
    }));
  }
}

const points = (side: 'home' | 'away', n: number) =>
  Array.from({ length: n }, () => ({ type: 'point', side }));

async function box(page: Page, testId: string) {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} has no box`);
  return b;
}

describe('the console and the viewer pages around it', () => {
  it('a guest console names the session and its expiry, keeps its buttons clear of the cookie strip, and ends from the winner’s side', async () => {
    const match = await createMatch('table-tennis', 'Maya Petrova', 'Lina Ivanova', {
      format: { bestOf: 1 },
    });
    // the home player leads early, the away player comes back to game point
    await postEvents(match.id, [...points('home', 5), ...points('away', 10)]);
    const link = await api<{ url: string; expiresAt: string }>(
      'POST',
      `/api/matches/${match.id}/guest-links`,
      {
        expiresInMinutes: 120,
      },
    );

    // a first visit: no cookie choice yet
    const { page, context, errors } = await openPage(browser, PHONE, { consent: false });
    await page.goto(link.url);
    await page.getByTestId('point-away').waitFor();
    const guest = page.getByTestId('console-guest');
    await expect(guest.textContent()).resolves.toMatch(
      /^Guest scoring: Maya Petrova vs Lina Ivanova · link valid until .*\d{2}:\d{2}/,
    );
    const until = await page.evaluate(
      (at) => new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }).format(new Date(at)),
      link.expiresAt,
    );
    await expect(guest.textContent()).resolves.toContain(until);

    // the banner is a strip at the bottom; no scoring button is under it
    const banner = page.getByTestId('consent-banner');
    await expect(banner.getAttribute('data-compact')).resolves.not.toBeNull();
    const strip = await box(page, 'consent-banner');
    expect(strip.height).toBeLessThan(130);
    for (const id of ['point-away', 'point-home', 'console-undo', 'console-more']) {
      const b = await box(page, id);
      expect(b.y + b.height, id).toBeLessThanOrEqual(strip.y + 1);
    }
    await shot(page, 'console-views-guest-banner-phone');
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(300);
    const wide = await box(page, 'consent-banner');
    for (const id of ['point-away', 'console-undo']) {
      const b = await box(page, id);
      expect(b.y + b.height, id).toBeLessThanOrEqual(wide.y + 1);
    }
    await shot(page, 'console-views-guest-banner-desktop');
    await page.setViewportSize(PHONE);

    // the choice made, the strip goes and the console takes the whole screen again
    await page.getByTestId('consent-reject').click();
    await banner.waitFor({ state: 'detached' });
    await page.waitForTimeout(200);
    const more = await box(page, 'console-more');
    expect(more.y + more.height).toBeGreaterThan(PHONE.height - 80);

    // the point that ends the match asks first, from the winner's side
    await page.getByTestId('point-away').click();
    await expect(page.getByTestId('confirm-end').textContent()).resolves.toContain(
      'This entry ends the match: Lina Ivanova wins 11-5.',
    );
    await shot(page, 'console-views-confirm-end-phone');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('console-finished').waitFor();
    await expect(page.getByTestId('console-final-score').textContent()).resolves.toBe('11-5');
    await expect(page.getByTestId('console-finished').textContent()).resolves.toContain('Lina Ivanova');
    await waitSynced(page);
    await shot(page, 'console-views-finished-phone');
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(300);
    await shot(page, 'console-views-finished-desktop');
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    const done = await api<Match>('GET', `/api/matches/${match.id}`);
    expect(done.summary.winner).toBe('away');
    // a signed-in reader is told of no guest link
    expect(done).not.toHaveProperty('guestLink');
  });

  it('the live page on a phone leads to Live and Results; on a laptop the header does', async () => {
    // the away player serves: the timeline calls the points server first
    const match = await createMatch('tennis', 'Grigor Dimov', 'Casper Rund', { firstServer: 'away' });
    await postEvents(match.id, [...points('home', 1), ...points('away', 2)]);
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/tennis/live/${match.id}`);
    await page.getByTestId('live-title').waitFor();
    const nav = page.getByTestId('viewer-phone-nav');
    await expect(nav.isVisible()).resolves.toBe(true);
    await expect(nav.textContent()).resolves.toBe('LiveResults');
    const latest = page.getByTestId('timeline-item').first();
    await expect(latest.textContent()).resolves.toContain('0-0 · 30-15');
    await shotPhoneAndDesktop(page, 'console-views-live-page');
    await page.setViewportSize(DESKTOP);
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.setViewportSize(PHONE);
    await page.getByTestId('viewer-nav-results').click();
    await page.waitForURL(/\/archive$/);
    await page.goBack();
    await page.getByTestId('viewer-nav-live').click();
    await page.waitForURL(/\/live$/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('an archive card of a tournament’s match names the tournament and the round', async () => {
    // the demo's finished tournament was played a month ago, before the demo's other results
    const before = new Date(Date.now() - 20 * 24 * 3600_000).toISOString();
    const finished = await api<PagedResult<Match>>(
      'GET',
      `/api/matches?status=finished&pageSize=100&to=${encodeURIComponent(before)}`,
    );
    const played = finished.items.find((m) => m.competition?.name === 'Autumn Cup');
    expect(played, 'a finished match of the demo tournament').toBeDefined();
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/archive?q=${encodeURIComponent(played!.home.name)}`);
    await page.getByTestId('archive-list').waitFor();
    const line = page.getByTestId('archive-list').getByTestId('match-competition').first();
    await expect(line.textContent()).resolves.toMatch(
      /^Autumn Cup · (Final|Semi-final|Quarter-final|Third place|Round of \d+)/,
    );
    await shotPhoneAndDesktop(page, 'console-views-archive');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the court display heads its columns; the snooker overlay’s bar shows the break in progress', async () => {
    const tennis = await createMatch('tennis', 'Iga Novak', 'Coco Field');
    await postEvents(tennis.id, [...points('home', 4), ...points('away', 2)]);
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/display/match/${tennis.id}`);
    const heads = page.getByTestId('display-heads');
    await heads.waitFor();
    await expect(heads.textContent()).resolves.toBe('SetsSet 1Points');
    await shot(page, 'console-views-court-display-desktop');
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    await shot(page, 'console-views-court-display-phone');

    const snooker = await createMatch('snooker', 'Ronan Kelly', 'Ding Wei');
    await postEvents(snooker.id, [
      { type: 'pot', ball: 'red' },
      { type: 'pot', ball: 'black' },
      { type: 'pot', ball: 'red' },
    ]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${server.url}/overlay/match/${snooker.id}?layout=bar`);
    await page.getByTestId('overlay-break').waitFor();
    await expect(page.getByTestId('overlay-break').textContent()).resolves.toBe('Break 9 (Ronan Kelly)');
    await page.screenshot({ path: 'e2e/screenshots/console-views-overlay-bar.png' });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the 404 pages say in plain words there is nothing here, with ways back', async () => {
    const { page, context } = await openPage(browser, PHONE);
    for (const path of ['/no/such/page', '/tennis/live/not-a-number']) {
      await page.goto(`${server.url}${path}`);
      await page.getByTestId('not-found').waitFor();
      const text = (await page.getByTestId('not-found').textContent()) ?? '';
      expect(text).toContain('The link may be old or mistyped');
      expect(text).not.toContain('Page Not Found');
      expect(text).not.toContain(path);
    }
    await expect(page.getByTestId('not-found').getByRole('link').allTextContents()).resolves.toEqual([
      'Go to the home page',
      'Live matches',
      'Find a result',
    ]);
    await shotPhoneAndDesktop(page, 'console-views-not-found-viewer');
    await context.close();
  });
});
