/**
 * An organization's Matches section, in a real browser against the real server: the demo organizer, on a
 * phone, makes a tennis match between two players of "Sofia Racquet Club" on Court 1, sees it in the day
 * by court, makes a guest scoring link shown as a QR code (and the link opens the console in a fresh
 * browser), edits and reschedules it, deletes another match and starts scoring with "Score now". A plain
 * user makes a casual match of their own from the dashboard. Screenshots:
 * e2e/screenshots/org-matches-*-{phone,desktop}.png.
 */
import type { Match, Organization, PagedResult, Venue } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf, demoClub } from './helpers/api';
import { signIn } from './helpers/auth';
import { waitSynced } from './helpers/console';
import { PHONE, launch, openPage, pick, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let club: Organization;

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

const shotBoth = (page: Page, name: string) => shotPhoneAndDesktop(page, `org-matches-${name}`);

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  club = await demoClub(server.url, organizerToken);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

/** Clicks the option `text` of a SegmentedControl. */
const segment = (page: Page, testId: string, text: string) =>
  page.getByTestId(testId).locator('label', { hasText: text }).click();

/** The ⋯ menu of the row of match `id`, then one of its items. */
async function rowAction(page: Page, id: number, action: string) {
  await page
    .locator(`[data-testid="match-row"][data-id="${id}"]`)
    .locator('xpath=..')
    .getByTestId('match-actions')
    .click();
  await page.getByTestId(`match-${action}`).click();
}

/** The value of the list's open tab. */
const openTab = (page: Page) => page.getByTestId('matches-tabs').locator('input:checked').inputValue();

describe('an organizer runs the club’s matches from a phone', () => {
  it('creates, lists by court, shares a guest QR link, edits, reschedules, deletes and scores', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');

    // a new organization's Matches section: the empty state says what to do first
    const fresh = await call<Organization>(organizerToken, 'POST', '/api/organization', {
      name: 'Lozenets Padel Friends',
      privacy: 'public',
    });
    await page.goto(`${server.url}/organizer/organizations/${fresh.id}/matches`);
    await page.getByTestId('matches-empty').getByTestId('match-new-empty').waitFor();
    await shotBoth(page, 'empty');

    // the club's workspace has a Matches section (a tab on the phone), with a count on the overview
    await page.goto(`${server.url}/organizer/organizations/${club.id}/menu`);
    await page
      .locator('[data-testid="section-tile"][data-section="matches"] [data-testid="section-tile-count"]')
      .waitFor();
    await page.locator('[data-testid="workspace-tabs"] [data-section="matches"]').click();
    await page.waitForURL(/\/matches$/);
    await page.getByTestId('matches-page').waitFor();

    // New match: tennis, two club players, Court 1 of the club's venue, today
    await page.getByTestId('match-new').click();
    await page.getByTestId('match-form').waitFor();
    // a side cannot be left out: the form says so beside the field, with no toast
    await page.getByTestId('match-save').click();
    await page.getByText('Choose one, or type a name instead').first().waitFor();
    expect(await page.locator('[data-testid="toast-error"]').count()).toBe(0);
    await pick(page, 'match-home-pick', 'James Whitfield #7', 'James');
    await pick(page, 'match-away-pick', 'Ivan Georgiev #11', 'Ivan');
    await pick(page, 'match-space', 'Court 1');
    await shotBoth(page, 'form');
    await page.getByTestId('match-save').click();
    await page.getByTestId('match-form').waitFor({ state: 'detached' });

    const list = await call<PagedResult<Match>>(
      organizerToken,
      'GET',
      `/api/matches?organizationId=${club.id}&pageSize=100`,
    );
    const created = list.items
      .filter((m) => m.home.name === 'James Whitfield' && m.status === 'upcoming')
      .sort((a, b) => b.id - a.id)[0]!;
    expect(created).toMatchObject({
      sport: 'tennis',
      court: 'Court 1',
      venue: 'Borisova Gradina Tennis Centre',
      organizationId: club.id,
      away: { name: 'Ivan Georgiev' },
    });
    expect(created.home.playerId).toBeGreaterThan(0);

    // the day by court: Court 1 holds the match
    await segment(page, 'matches-view', 'By court');
    const court1 = page.locator('[data-testid="court-group"][data-court="Court 1"]');
    await court1.locator(`[data-testid="court-match"][data-id="${created.id}"]`).waitFor();
    await shotBoth(page, 'by-court');
    await segment(page, 'matches-view', 'List');
    // the list shows it where it is: under Today, or under Upcoming when the next quarter hour is tomorrow's
    const todays = new Date(created.scheduledAt!).toDateString() === new Date().toDateString();
    await expect(openTab(page)).resolves.toBe(todays ? 'today' : 'upcoming');
    await page.locator(`[data-testid="match-row"][data-id="${created.id}"]`).waitFor();
    await shotBoth(page, 'list');

    // a guest scoring link as a QR code with its expiry; it opens the console in a fresh browser
    await rowAction(page, created.id, 'guest');
    await page.getByTestId('guest-link-dialog').waitFor();
    await page.getByTestId('guest-link-create').click();
    await page.getByTestId('guest-link-qr').waitFor();
    await expect(page.getByTestId('guest-link-expiry').textContent()).resolves.toContain('Valid until');
    const url = await page.getByTestId('guest-link-url').inputValue();
    expect(url).toContain(`/tennis/guest-score/${created.id}?token=`);
    await shotBoth(page, 'guest-qr');
    const guest = await openPage(browser, PHONE);
    await guest.page.goto(url);
    await guest.page.getByTestId('score-console').waitFor();
    expect(unexpected(guest.errors)).toEqual([]);
    await guest.context.close();
    await page.locator('.mantine-Modal-close').click();

    // edit: the away side becomes Mila Petkova
    await rowAction(page, created.id, 'edit');
    await page.getByTestId('match-form').waitFor();
    await pick(page, 'match-away-pick', 'Mila Petkova #4', 'Mila');
    await shotBoth(page, 'edit');
    await page.getByTestId('match-save').click();
    await page.getByTestId('match-form').waitFor({ state: 'detached' });
    await page
      .locator(`[data-testid="match-row"][data-id="${created.id}"]`)
      .getByText('Mila Petkova')
      .waitFor();

    // reschedule: tomorrow at 10:00 on Court 2
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await rowAction(page, created.id, 'reschedule');
    await page.locator('[data-testid="match-form"][data-mode="reschedule"]').waitFor();
    // a year out of range is caught in the browser, beside the field
    await page.getByTestId('match-when').fill('1999-05-01T10:00');
    await page.getByTestId('match-save').click();
    await page.getByText('Between the years 2000 and 2100').waitFor();
    await page.getByTestId('match-when').fill(`${day}T10:00`);
    await pick(page, 'match-space', 'Court 2');
    await shotBoth(page, 'reschedule');
    await page.getByTestId('match-save').click();
    await page.getByTestId('match-form').waitFor({ state: 'detached' });
    const moved = await call<Match>(organizerToken, 'GET', `/api/matches/${created.id}`);
    expect(moved.court).toBe('Court 2');
    expect(new Date(moved.scheduledAt!).getHours()).toBe(10);
    expect(moved.away.name).toBe('Mila Petkova');
    // no longer today: the list follows it to Upcoming
    await expect(openTab(page)).resolves.toBe('upcoming');
    await page.locator(`[data-testid="match-row"][data-id="${created.id}"]`).waitFor();

    // another match: a club player against a visitor whose name is typed; then deleted with confirmation
    await page.getByTestId('match-new').click();
    await page.getByTestId('match-form').waitFor();
    await pick(page, 'match-home-pick', 'Ivan Georgiev #11', 'Ivan');
    await page.getByTestId('match-away-source').click();
    await page.getByTestId('match-away-name').fill('Friendly Visitor');
    await page.getByTestId('match-when').fill(`${day}T18:00`);
    await page.getByTestId('match-save').click();
    await page.getByTestId('match-form').waitFor({ state: 'detached' });
    const mixed = await call<PagedResult<Match>>(
      organizerToken,
      'GET',
      `/api/matches?organizationId=${club.id}&search=Friendly%20Visitor`,
    );
    const other = mixed.items[0]!;
    expect(other.home).toMatchObject({ name: 'Ivan Georgiev' });
    expect(other.home.playerId).toBeGreaterThan(0);
    expect(other.away).toMatchObject({ name: 'Friendly Visitor', playerId: null });
    await page.locator(`[data-testid="match-row"][data-id="${other.id}"]`).waitFor();
    await rowAction(page, other.id, 'delete');
    await page.getByTestId('confirm-dialog').waitFor();
    await shotBoth(page, 'delete');
    await page.getByTestId('confirm-button').click();
    await page.locator(`[data-testid="match-row"][data-id="${other.id}"]`).waitFor({ state: 'detached' });
    await expect(call(organizerToken, 'GET', `/api/matches/${other.id}`)).rejects.toThrow(/404/);

    // score now: the console of the match
    await page
      .locator(`[data-testid="match-row"][data-id="${created.id}"]`)
      .locator('xpath=..')
      .getByTestId('match-score-now')
      .click();
    await page.waitForURL(new RegExp(`/tennis/score/${created.id}$`));
    await page.getByTestId('score-console').waitFor();

    expect(unexpected(errors, ['404 GET /api/matches/' + other.id])).toEqual([]);
    await context.close();
  });

  it('a match made at ten to midnight starts tomorrow and is shown under Upcoming, not lost from Today', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    // the browser's clock at the 23:50 nearest to now (the session's tokens stay valid either side)
    const evening = new Date();
    if (evening.getHours() < 12) evening.setDate(evening.getDate() - 1);
    evening.setHours(23, 50, 0, 0);
    await context.clock.setFixedTime(evening);
    await page.goto(`${server.url}/organizer/organizations/${club.id}/matches`);
    await expect(openTab(page)).resolves.toBe('today');
    await page.getByTestId('match-new').click();
    await page.getByTestId('match-form').waitFor();
    const next = new Date(evening.getTime() + 25 * 60_000);
    const local = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}T00:15`;
    await expect(page.getByTestId('match-when').inputValue()).resolves.toBe(local);
    await page.getByTestId('match-home-source').click();
    await page.getByTestId('match-home-name').fill('Late Starter');
    await page.getByTestId('match-away-source').click();
    await page.getByTestId('match-away-name').fill('Night Owl');
    await page.getByTestId('match-save').click();
    await page.getByTestId('match-form').waitFor({ state: 'detached' });
    await expect(openTab(page)).resolves.toBe('upcoming');
    await page.locator('[data-testid="match-row"][data-home="Late Starter"]').waitFor();
    await shotBoth(page, 'late-upcoming');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the preselected venue stays when tapped again, and a court with a live match is named', async () => {
    const venues = await call<PagedResult<Venue>>(
      organizerToken,
      'GET',
      `/api/organization/${club.id}/venues?pageSize=100`,
    );
    const venue = venues.items[0]!;
    // a tennis court (the form's sport) where nothing else is live yet
    const live = await call<PagedResult<Match>>(
      organizerToken,
      'GET',
      `/api/matches?organizationId=${club.id}&status=active&pageSize=100`,
    );
    const court = venue.spaces.find(
      (s) => s.sport === 'tennis' && !live.items.some((m) => m.court === s.name),
    )!;
    const playing = await call<Match>(organizerToken, 'POST', '/api/matches', {
      sport: 'tennis',
      organizationId: club.id,
      home: { name: 'Court Holder' },
      away: { name: 'Court Guest' },
      venue: venue.name,
      court: court.name,
    });
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    // a point scored: the match is live on that court
    await page.goto(`${server.url}/tennis/score/${playing.id}`);
    await page.getByTestId('point-home').click();
    await waitSynced(page);

    await page.goto(`${server.url}/organizer/organizations/${club.id}/matches?new=1`);
    await page.getByTestId('match-form').waitFor();
    const venueInput = page.getByTestId('match-venue');
    await expect.poll(() => venueInput.inputValue()).toBe(venue.name);
    // tapping the chosen venue keeps it chosen
    await pick(page, 'match-venue', venue.name);
    expect(await venueInput.inputValue()).toBe(venue.name);
    expect(await page.getByTestId('match-space').isDisabled()).toBe(false);

    await pick(page, 'match-space', court.name);
    const notice = page.getByTestId('match-court-live');
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('Court Holder vs Court Guest');
    await expect(notice.getAttribute('data-match-id')).resolves.toBe(String(playing.id));
    await notice.scrollIntoViewIfNeeded();
    await shotBoth(page, 'court-live');
    // a notice, not a refusal: the match is made there all the same
    await pick(page, 'match-home-pick', 'James Whitfield #7', 'James');
    await pick(page, 'match-away-pick', 'Ivan Georgiev #11', 'Ivan');
    await page.getByTestId('match-save').click();
    await page.getByTestId('match-form').waitFor({ state: 'detached' });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the organizer dashboard offers "New match" for the club', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/dashboard`);
    await page.getByTestId('dashboard-new-match').click();
    await page.locator('[data-testid="dashboard-new-match-org"][data-name="Sofia Racquet Club"]').waitFor();
    await shotBoth(page, 'dashboard-menu');
    await page.locator('[data-testid="dashboard-new-match-org"][data-name="Sofia Racquet Club"]').click();
    await page.waitForURL(/\/matches\?new=1$/);
    await page.getByTestId('match-form').waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('in Bulgarian', () => {
  it('the Matches section, the day by court and the form read in Bulgarian', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${club.id}/matches`);
    await page.getByTestId('matches-page').waitFor();
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Мачове');
    await segment(page, 'matches-view', 'По кортове');
    await page.getByTestId('by-court').waitFor();
    await shotBoth(page, 'by-court-bg');
    await page.getByTestId('match-new').click();
    await page.getByTestId('match-form').waitFor();
    await page.getByText('Спорт и формат').waitFor();
    await shotBoth(page, 'form-bg');
    expect(await page.content()).not.toMatch(/orgMatches\.|organizer\.sections/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('a plain user makes a casual match of their own', () => {
  it('from the dashboard, with typed names, and scores it', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'user@sportzone.test');
    await page.goto(`${server.url}/user/dashboard`);
    await page.getByTestId('next-step-match').getByRole('link').click();
    await page.waitForURL(/\/user\/matches\?new=1$/);
    await page.getByTestId('match-form').waitFor();
    await pick(page, 'match-sport', 'Badminton');
    await page.getByTestId('match-home-name').fill('Ana');
    await page.getByTestId('match-away-name').fill('ana');
    await page.getByTestId('match-save').click();
    await page.getByText('A side cannot play itself').waitFor();
    await page.getByTestId('match-away-name').fill('Eva');
    await page.getByTestId('match-court-name').fill('Court 3');
    await shotBoth(page, 'casual-form');
    await page.getByTestId('match-save').click();
    await page.getByTestId('match-form').waitFor({ state: 'detached' });
    await page.locator('[data-testid="match-row"][data-home="Ana"]').waitFor();
    // the rally scoreboard that saves nothing is one tap away
    await expect(page.getByTestId('quick-scoreboard').getAttribute('href')).resolves.toBe('/rally/score');
    await shotBoth(page, 'mine');
    await page
      .locator('[data-testid="match-row"][data-home="Ana"]')
      .locator('xpath=..')
      .getByTestId('match-score-now')
      .click();
    await page.waitForURL(/\/badminton\/score\/\d+$/);
    await page.getByTestId('score-console').waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
