/**
 * The way in for someone who only wants to watch ("the viewer"): a signed-out visitor on a
 * phone lands on the home page and sees real live matches in the first screen (the demo data keeps a
 * match live in every sport), reaches Live and Results in one tap from the header and from the phone
 * menu; the live list on a laptop is a grid of courts per venue with every score labelled (bowling's
 * games and series total too); nothing promises livestreams, video, tournaments or favourites; the 404
 * page says in plain words what happened and where to go; an organization's Teams section opens on
 * teams. Screenshots (390 and 1280 px) land in e2e/screenshots/way-in-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import {
  DESKTOP,
  PHONE,
  SCREENSHOTS,
  launch,
  openPage,
  shot,
  shotPhoneAndDesktop,
  unexpected,
} from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

/** Words for what does not exist yet (livestreams, video, tournaments, favourites), in en and bg. */
const PROMISES = /livestream|video|tournament|favourite|турнир|видео|любими.*мачове/i;

async function firstLiveCard(page: Page) {
  const card = page.locator('[data-testid="live-now-list"] [data-testid="match-card"]').first();
  await card.waitFor();
  return card;
}

describe('the way in for a viewer', () => {
  it('a signed-out phone visitor opens on live matches and reaches Live and Results in one tap', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(server.url);
    const card = await firstLiveCard(page);
    // the first live match is in the first screen, not below the fold
    const box = (await card.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    // the live section comes before the introduction, and the made-up "Example" scoreboard is gone
    const liveTop = (await page.getByTestId('live-now').boundingBox())!.y;
    const heroTop = (await page.locator('#hero-title').boundingBox())!.y;
    expect(liveTop).toBeLessThan(heroTop);
    const body = (await page.locator('body').textContent()) ?? '';
    expect(body).not.toContain('Example');
    expect(body).not.toMatch(PROMISES);
    // every live card labels its score
    await expect(card.getByTestId('card-total-label').textContent()).resolves.toMatch(/\w/);
    await shotPhoneAndDesktop(page, 'way-in-home');
    // in Bulgarian the home page promises nothing that does not exist either
    const bg = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await bg.page.goto(server.url);
    await firstLiveCard(bg.page);
    await bg.page.waitForFunction(() => document.documentElement.lang === 'bg');
    expect((await bg.page.locator('body').textContent()) ?? '').not.toMatch(PROMISES);
    await shot(bg.page, 'way-in-home-bg-phone');
    await bg.context.close();

    // Live: one tap on the header's row
    await page.getByTestId('phone-tab-live').click();
    await page.waitForURL(/\/live$/);
    await page.getByTestId('live-list').waitFor();
    await expect(page.getByTestId('phone-tab-live').getAttribute('aria-current')).resolves.toBe('page');
    // Results: one tap too
    await page.getByTestId('phone-tab-results').click();
    await page.waitForURL(/\/archive$/);
    await page.getByTestId('archive-list').waitFor();
    await shot(page, 'way-in-results-phone');

    // and both in the phone menu (the burger)
    await page.getByTestId('nav-burger').click();
    const menu = page.getByTestId('mobile-navigation');
    await menu.getByRole('link', { name: 'Live', exact: true }).waitFor();
    await page.waitForTimeout(400); // the menu slides in
    await page.screenshot({ path: `${SCREENSHOTS}/way-in-menu-phone.png` });
    await menu.getByRole('link', { name: 'Live', exact: true }).click();
    await page.waitForURL(/\/live$/);
    await page.getByTestId('nav-burger').click();
    await menu.getByRole('link', { name: 'Results', exact: true }).click();
    await page.waitForURL(/\/archive$/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the laptop header has Live and Results, signed out and signed in; the live page’s light header too', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(server.url);
    await firstLiveCard(page);
    await page.getByTestId('nav-live').click();
    await page.waitForURL(/\/live$/);
    await page.getByTestId('nav-results').click();
    await page.waitForURL(/\/archive$/);
    // a live match page (the light viewer build) has Results beside Live
    await page.goto(server.url);
    const href = await (await firstLiveCard(page)).getAttribute('href');
    await page.goto(`${server.url}${href}`);
    await page.locator('header a[href="/live"]').waitFor();
    await expect(page.locator('header a[href="/archive"]').textContent()).resolves.toBe('Results');
    await shot(page, 'way-in-viewer-header-desktop');
    await signIn(page, server.url, 'user@sportzone.test');
    await page.goto(server.url);
    await page.getByTestId('nav-live').waitFor();
    await page.getByTestId('nav-results').waitFor();
    // the organizer's header at the narrowest laptop width (62em): every link on one line, nothing spills over
    const organizer = await openPage(browser, { width: 992, height: 700 });
    await signIn(organizer.page, server.url, 'organizer@sportzone.test');
    await organizer.page.goto(server.url);
    await organizer.page.getByTestId('nav-organizations').waitFor();
    const spill = await organizer.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(spill).toBe(0);
    const tops = await organizer.page
      .locator('header nav a')
      .evaluateAll((els) =>
        els.filter((el) => el.getClientRects().length > 0).map((el) => el.getBoundingClientRect().top),
      );
    expect(tops).toHaveLength(6);
    expect(new Set(tops).size).toBe(1);
    await organizer.page.screenshot({ path: `${SCREENSHOTS}/way-in-header-organizer-992.png` });
    // in Bulgarian too, whose words are longer
    await organizer.page.getByTestId('language-switch').first().click();
    await organizer.page.getByTestId('language-option-bg').click();
    await organizer.page.waitForFunction(() => document.documentElement.lang === 'bg');
    await organizer.page.getByRole('link', { name: 'Резултати', exact: true }).first().waitFor();
    const topsBg = await organizer.page
      .locator('header nav a')
      .evaluateAll((els) =>
        els.filter((el) => el.getClientRects().length > 0).map((el) => el.getBoundingClientRect().top),
      );
    expect(new Set(topsBg).size).toBe(1);
    await expect(
      organizer.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).resolves.toBe(0);
    await organizer.page.screenshot({ path: `${SCREENSHOTS}/way-in-header-organizer-992-bg.png` });
    await organizer.context.close();
    expect(unexpected(errors, ['404 GET /api/user/current'])).toEqual([]);
    await context.close();
  });

  it('the live list on a laptop: venues with their courts side by side, every score labelled', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/live`);
    await page.getByTestId('live-list').waitFor();
    const venues = page.getByTestId('venue-group');
    expect(await venues.count()).toBeGreaterThan(1);
    // the venues share the width: at least two groups start on the same line
    const tops = await venues.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size).toBeLessThan(tops.length);
    // every live card names what its numbers are
    const cards = page.locator('[data-testid="live-list"] [data-testid="match-card"]');
    const count = await cards.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      await expect(cards.nth(i).getByTestId('card-total-label').textContent()).resolves.toMatch(/\w/);
    }
    // bowling: each game's pins under its number, the series total apart and named
    const bowling = page
      .locator('[data-testid="live-list"] [data-testid="match-card"][data-sport="bowling"]')
      .first();
    await bowling.waitFor();
    const heads = (await bowling.getByTestId('card-heads').textContent()) ?? '';
    expect(heads).toMatch(/Pins in each game|^Pins$/);
    await expect(bowling.getByTestId('card-total-label').textContent()).resolves.toMatch(/^(Total|Pins)$/);
    // tennis: games in each set, sets as the total
    const tennis = page
      .locator('[data-testid="live-list"] [data-testid="match-card"][data-sport="tennis"]')
      .first();
    await expect(tennis.getByTestId('card-total-label').textContent()).resolves.toBe('Sets');
    // a match of the demo club's running tournament names its competition and round, linking to it
    const competition = page.locator('[data-testid="live-list"] [data-testid="match-competition"]').first();
    await competition.waitFor({ timeout: 30_000 });
    await expect(competition.textContent()).resolves.toMatch(
      /Winter Open.*(Group [A-Z]|Final|Semi-final|Quarter-final|Round)/,
    );
    await expect(competition.locator('a').getAttribute('href')).resolves.toMatch(/^\/container\/\d+\/views$/);
    // the page title is not a second "Live" badge beside "Live now"
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Live now');
    await shotPhoneAndDesktop(page, 'way-in-live-list');
    // in Bulgarian the labels follow
    await page.goto(`${server.url}/live/bowling`);
    await page.getByTestId('language-switch').first().click();
    await page.getByTestId('language-option-bg').click();
    await page.waitForFunction(() => document.documentElement.lang === 'bg');
    await page.getByTestId('live-list').waitFor();
    await expect(
      page.locator('[data-sport="bowling"]').first().getByTestId('card-total-label').textContent(),
    ).resolves.toMatch(/^(Общо|Кегли)$/);
    await shotPhoneAndDesktop(page, 'way-in-live-list-bowling-bg');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('says in plain words that a page does not exist, and where to go', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/no/such/page`);
    await expect(page.getByTestId('not-found-message').textContent()).resolves.toMatch(
      /^The link may be old or mistyped/,
    );
    await expect(page.locator('h1').textContent()).resolves.toBe('There is no page at this address');
    await expect(page.getByTestId('not-found').textContent()).resolves.toContain(
      'The link may be old or mistyped',
    );
    await shotPhoneAndDesktop(page, 'way-in-not-found');
    await page.getByTestId('not-found-live').click();
    await page.waitForURL(/\/live$/);
    await page.goto(`${server.url}/no/such/page`);
    await page.getByTestId('not-found-results').click();
    await page.waitForURL(/\/archive$/);
    // and in Bulgarian
    await page.goto(`${server.url}/no/such/page`);
    await page.getByTestId('language-switch').first().click();
    await page.getByTestId('language-option-bg').click();
    await page.waitForFunction(() => document.documentElement.lang === 'bg');
    await expect(page.locator('h1').textContent()).resolves.toBe('На този адрес няма страница');
    await expect(page.getByTestId('not-found-live').textContent()).resolves.toBe('Мачове на живо');
    await shot(page, 'way-in-not-found-bg-phone');
    expect(unexpected(errors, ['404 GET /no/such/page'])).toEqual([]);
    await context.close();
  });

  it('an organization’s Teams section opens on its teams', async () => {
    const token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
    const mine = await apiCall<{ items: { id: number; name: string }[] }>(
      server.url,
      token,
      'GET',
      '/api/organization/mine',
    );
    const club = mine.items.find((o) => o.name === 'Sofia Racquet Club')!.id;
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${club}/teams`);
    await expect(page.getByTestId('tab-teams').getAttribute('aria-selected')).resolves.toBe('true');
    await page.locator('[data-testid="team-row"], [data-testid="teams-empty"]').first().waitFor();
    await shotPhoneAndDesktop(page, 'way-in-teams');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
