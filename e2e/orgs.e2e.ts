/**
 * Organizations and people for users, in a real browser against the real server with its demo
 * organizations (seeded on first start): a user finds the public club (not the unlisted or private
 * ones), follows it and applies to join; opens its page, a player and a doubles formation; the demo
 * player sees their own player record; a signed-out visitor opens the public player, entity and member
 * profiles, and a private organization's player is not found; the signed-in users' pages of the club
 * and its people open signed out too, and "Sign in to follow" on a player's page and on a match page
 * goes through sign-in, back to the page, where Follow moves the follower count at once.
 * Screenshots: e2e/screenshots/orgs-*-{phone,desktop}.png.
 */
import type {
  Application,
  Follow,
  Member,
  Organization,
  PagedResult,
  Player,
  PublicOrganization,
  Team,
} from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn, submitProviderSignIn } from './helpers/auth';
import { DESKTOP, PHONE, launch, openPage, shot, unexpected, shotPhoneAndDesktop } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let userToken: string;
const ids = {
  match: 0,
  club: 0,
  juniors: 0,
  unlisted: 0,
  private: 0,
  james: 0,
  jamesMember: 0,
  doubles: 0,
  hidden: 0,
};

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  userToken = await tokenOf(browser, server.url, 'user@sportzone.test');
  const mine = await call<PagedResult<Organization>>(organizerToken, 'GET', '/api/organization/mine');
  const byName = (name: string) => mine.items.find((o) => o.name === name)!.id;
  ids.club = byName('Sofia Racquet Club');
  ids.juniors = byName('Sofia Racquet Club Juniors');
  ids.unlisted = byName('Varna Beach Volleyball Friends');
  ids.private = byName('Plovdiv Table Tennis Circle');
  const players = await call<PagedResult<Player>>(
    organizerToken,
    'GET',
    `/api/organization/${ids.club}/players`,
  );
  const james = players.items.find((p) => p.lastName === 'Whitfield')!;
  ids.james = james.id;
  const members = await call<PagedResult<Member>>(
    organizerToken,
    'GET',
    `/api/organization/${ids.club}/members`,
  );
  ids.jamesMember = members.items.find((m) => m.userId === james.userId)!.id;
  const teams = await call<PagedResult<Team>>(organizerToken, 'GET', `/api/organization/${ids.club}/teams`);
  ids.doubles = teams.items.find((t) => t.name === 'Whitfield / Georgiev')!.id;
  const hidden = await call<PagedResult<Player>>(
    organizerToken,
    'GET',
    `/api/organization/${ids.private}/players`,
  );
  ids.hidden = hidden.items[0]!.id;
  // the demo's live doubles match of the club's two formations: on the club's and the formations' pages
  const page = await call<PublicOrganization>(organizerToken, 'GET', `/api/public/organizations/${ids.club}`);
  ids.match = page.matches.live.find((m) => m.homeName === 'Whitfield / Georgiev')!.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

/** The row of the demo's live doubles match in a profile's matches. */
const liveRow = (page: Page) =>
  page.locator(`[data-testid="profile-match"][href="/tennis/live/${ids.match}"]`).first();

/** orgs-{name}-phone.png and -desktop.png */
const shotBoth = (page: Page, name: string) => shotPhoneAndDesktop(page, `orgs-${name}`);

const facts = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('[data-fact]')
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [el.getAttribute('data-fact'), el.querySelector('dd')?.textContent?.trim() ?? '']),
      ),
    );

describe('a user finds, follows and joins organizations', () => {
  it('searches the public organizations, follows the club, applies, and opens its people', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'user@sportzone.test');

    // nothing yet: the empty state points at the search
    await page.goto(`${server.url}/user/organizations`);
    await page.getByTestId('my-organizations-none').waitFor();
    await page.getByTestId('my-follows-empty').waitFor();
    await expect(page.title()).resolves.toBe('My organizations - Sportzone');
    await shotBoth(page, 'mine-empty');
    await page.getByTestId('find-organizations').click();
    await page.waitForURL(/\/user\/organizations\/search$/);

    // all public organizations: the club and its juniors, never the unlisted or private ones
    const results = page.getByTestId('organization-result');
    await expect
      .poll(() => results.evaluateAll((els) => els.map((e) => e.getAttribute('data-name'))))
      .toEqual(['Sofia Racquet Club', 'Sofia Racquet Club Juniors']);
    await page.getByTestId('organization-search').fill('Plovdiv');
    await page.getByTestId('organization-search-empty').waitFor();
    await expect(page.getByTestId('organization-search-empty').textContent()).resolves.toContain(
      'No organization matches “Plovdiv”',
    );
    await page.getByTestId('organization-search').fill('varna');
    await page.getByTestId('organization-search-empty').waitFor();
    await page.getByTestId('organization-search').fill('racquet club');
    await expect.poll(() => results.count()).toBe(2);
    await shotBoth(page, 'search');

    // follow the club
    const club = page.locator('[data-testid="organization-result"][data-name="Sofia Racquet Club"]');
    await club.getByTestId('follow-button').click();
    await club.locator('[data-testid="follow-button"][data-following="true"]').waitFor();
    const follows = await call<PagedResult<Follow>>(userToken, 'GET', '/api/follow');
    expect(follows.items.map((f) => [f.kind, f.id])).toEqual([['organization', ids.club]]);

    // apply with a message
    await club.getByTestId('apply-button').click();
    await page
      .getByTestId('apply-message')
      .fill('I play tennis twice a week and would love to join the league.');
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    await shot(page, 'orgs-apply-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('apply-submit').click();
    await club.getByTestId('applied-badge').waitFor();
    const applications = await call<PagedResult<Application>>(userToken, 'GET', '/api/application');
    expect(applications.items.map((a) => [a.organization.id, a.status, a.message])).toEqual([
      [ids.club, 'pending', 'I play tennis twice a week and would love to join the league.'],
    ]);
    await shotBoth(page, 'search-applied');

    // the club's page: details, sub-organization, players and teams
    await club.getByRole('link', { name: 'Sofia Racquet Club' }).click();
    await page.waitForURL(new RegExp(`/user/organizations/${ids.club}/public$`));
    await page.getByTestId('organization-page').waitFor();
    await expect(page.getByTestId('organization-name').textContent()).resolves.toBe('Sofia Racquet Club');
    await expect(page.title()).resolves.toBe('Sofia Racquet Club - Sportzone');
    await page.getByTestId('applied-badge').waitFor();
    await page.locator('[data-testid="follow-button"][data-following="true"]').waitFor();
    await expect(page.getByTestId('organization-followers').textContent()).resolves.toBe('1 follower');
    await expect(page.locator('[data-count="players"]').textContent()).resolves.toBe('6Players');
    await expect
      .poll(() => page.getByTestId('organization-sub-link').allTextContents())
      .toEqual(['Sofia Racquet Club Juniors']);
    await expect.poll(() => page.getByTestId('organization-player-link').count()).toBe(6);
    await expect
      .poll(() => page.getByTestId('organization-team-link').allTextContents())
      .toContain('Whitfield / Georgiev');
    await expect(facts(page, 'organization-details')).resolves.toMatchObject({
      website: 'sofia-racquet.example',
      established: 'March 15, 2011',
    });
    await liveRow(page).waitFor();
    // searching the club's players
    await page.getByTestId('organization-players-search').fill('petk');
    await expect
      .poll(() => page.getByTestId('organization-player-link').allTextContents())
      .toEqual(['Mila Petkova']);
    await page.getByTestId('organization-players-search').fill('');
    await expect.poll(() => page.getByTestId('organization-player-link').count()).toBe(6);
    await shotBoth(page, 'organization');

    // a player's page, followed
    await page.getByRole('link', { name: 'James Whitfield', exact: true }).click();
    await page.waitForURL(new RegExp(`/user/players/${ids.james}/public$`));
    await page.getByTestId('player-profile').waitFor();
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('James Whitfield');
    await expect(facts(page, 'player-facts')).resolves.toMatchObject({
      nationality: expect.stringContaining('United Kingdom'),
      sex: 'Male',
      height: '186 cm',
      weight: '79 kg',
      number: '7',
    });
    await page.getByTestId('follow-button').click();
    await page.locator('[data-testid="follow-button"][data-following="true"]').waitFor();
    await shotBoth(page, 'player-signed-in');

    // its doubles formation
    await page.getByRole('link', { name: 'Whitfield / Georgiev', exact: true }).click();
    await page.waitForURL(new RegExp(`/user/entities/${ids.doubles}/public$`));
    await expect
      .poll(() => page.getByTestId('entity-player-link').allTextContents())
      .toEqual(['James Whitfield', 'Ivan Georgiev']);
    await expect(page.getByTestId('entity-kind').textContent()).resolves.toBe('Formation');
    await expect(liveRow(page).textContent()).resolves.toContain(
      'Whitfield / Georgiev vs Petkova / Lindqvist',
    );
    await shotBoth(page, 'entity-signed-in');

    // what the user follows now
    await page.goto(`${server.url}/user/organizations`);
    await page.getByTestId('my-organizations-none').waitFor();
    await expect
      .poll(() => page.getByTestId('my-follow-link').allTextContents())
      .toEqual(['James Whitfield', 'Sofia Racquet Club']);
    await shotBoth(page, 'mine-following');

    // the unlisted organization by its link; the private one is not found
    await page.goto(`${server.url}/user/organizations/${ids.unlisted}/public`);
    await page.getByTestId('organization-page').waitFor();
    await page.locator('[data-privacy="unlisted"]').first().waitFor();
    await page.goto(`${server.url}/user/organizations/${ids.private}/public`);
    await page.getByTestId('profile-not-found').waitFor();
    await expect(page.title()).resolves.toBe('Not found - Sportzone');
    await shotBoth(page, 'organization-not-found');

    expect(unexpected(errors, [`404 GET /api/organization/${ids.private}`])).toEqual([]);
    await context.close();
  });

  it('the demo player sees their own player record and their club', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'player@sportzone.test');
    await page.goto(`${server.url}/user/organizations`);
    await expect
      .poll(() => page.getByTestId('my-organization-link').allTextContents())
      .toEqual(['Sofia Racquet Club']);
    await page.locator('[data-testid="my-organizations-section"] [data-role="member"]').waitFor();
    await shotBoth(page, 'mine');

    // the club's page says "Member" once: the role badge, not a second badge where "Apply" would be
    await page.goto(`${server.url}/user/organizations/${ids.club}/public`);
    const hero = page.getByTestId('organization-name').locator('xpath=../..');
    await hero.locator('[data-role="member"]').waitFor();
    await expect(hero.getByText('Member', { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByTestId('member-badge').count()).resolves.toBe(0);
    await shotBoth(page, 'organization-member');

    await page.goto(`${server.url}/user/player/${ids.james}`);
    await page.getByTestId('player-is-you').waitFor();
    await expect(facts(page, 'player-facts')).resolves.toMatchObject({
      birthday: 'April 18, 1996',
      nationality: expect.stringContaining('United Kingdom'),
    });
    await expect(page.getByTestId('player-you-hint').textContent()).resolves.toContain('Sofia Racquet Club');
    await expect(page.getByTestId('player-manage').count()).resolves.toBe(0);
    await shotBoth(page, 'player-record');

    await page.goto(`${server.url}/user/members/${ids.jamesMember}`);
    await page.getByTestId('member-profile').waitFor();
    await expect(page.getByTestId('member-player-link').allTextContents()).resolves.toEqual([
      'James Whitfield',
    ]);
    await shotBoth(page, 'member-signed-in');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('public profiles, signed out', () => {
  it('shows the player, the formation and the member; a private organization’s player is not found', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/public/players/${ids.james}/profile`);
    await page.getByTestId('player-profile').waitFor();
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('James Whitfield');
    await expect(page.title()).resolves.toBe('James Whitfield - Sportzone');
    await expect(page.getByTestId('profile-organization').textContent()).resolves.toBe('Sofia Racquet Club');
    await expect(facts(page, 'player-facts')).resolves.toEqual({
      nationality: expect.stringContaining('United Kingdom'),
      sex: 'Male',
      height: '186 cm',
      weight: '79 kg',
      number: '7',
    });
    await expect(page.getByTestId('follow-button').count()).resolves.toBe(0);
    await expect(page.getByTestId('player-team-link').allTextContents()).resolves.toEqual([
      'Sofia Racquet Club A',
      'Whitfield / Georgiev',
    ]);
    // the formation's live match is his too
    await expect(liveRow(page).textContent()).resolves.toContain(
      'Whitfield / Georgiev vs Petkova / Lindqvist',
    );
    // his record, his rivals and every result, each written from the winner's side
    await expect(page.getByTestId('profile-record').textContent()).resolves.toMatch(/^\d–\d/);
    const rivals = page.getByTestId('head-to-head-row');
    await expect(rivals.first().textContent()).resolves.toContain('Ivan Georgiev');
    await expect(rivals.first().textContent()).resolves.toContain('2 meetings');
    await page.getByTestId('profile-all-results').click();
    await page.getByTestId('profile-results-history').getByTestId('profile-match').first().waitFor();
    await expect(
      page.getByTestId('profile-results-history').getByTestId('profile-match').count(),
    ).resolves.toBe(3);
    const result = await page
      .getByTestId('profile-results-history')
      .getByTestId('profile-match-score')
      .first()
      .textContent();
    // written from the winner's side: the first number of two of the sets is the larger
    const setsWon = result!
      .split(' ')
      .map((set) => /^(\d+)-(\d+)/.exec(set))
      .filter((m) => m !== null && Number(m[1]) > Number(m[2]));
    expect(setsWon).toHaveLength(2);
    await shotBoth(page, 'public-player');

    await page.getByRole('link', { name: 'Whitfield / Georgiev', exact: true }).click();
    await page.waitForURL(new RegExp(`/public/entities/${ids.doubles}/profile$`));
    await expect
      .poll(() => page.getByTestId('entity-player-link').allTextContents())
      .toEqual(['James Whitfield', 'Ivan Georgiev']);
    await expect(page.getByTestId('entity-sport').textContent()).resolves.toBe('Tennis');
    // the formation's live match, opening its live page
    const live = liveRow(page);
    await expect(live.textContent()).resolves.toContain('Live');
    await expect(live.textContent()).resolves.toContain('Whitfield / Georgiev vs Petkova / Lindqvist');
    await shotBoth(page, 'public-entity');

    await page.goto(`${server.url}/public/members/${ids.jamesMember}/profile`);
    await page.getByTestId('member-profile').waitFor();
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('James Whitfield');
    await expect(facts(page, 'member-facts')).resolves.toMatchObject({ organization: 'Sofia Racquet Club' });
    await page.locator('[data-testid="member-profile-header"] [data-role="member"]').waitFor();
    await shotBoth(page, 'public-member');

    await page.goto(`${server.url}/public/players/${ids.hidden}/profile`);
    await page.getByTestId('profile-not-found').waitFor();
    await expect(page.title()).resolves.toBe('Not found - Sportzone');
    await shotBoth(page, 'public-not-found');
    expect(unexpected(errors, [`404 GET /api/public/players/${ids.hidden}`])).toEqual([]);
    await context.close();
  });
});

describe('shared links, signed out, and signing in to follow', () => {
  it('opens the club and its people, and Sign in to follow comes back to follow', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    // the signed-in users' pages open for a visitor: no detour to sign-in
    await page.goto(`${server.url}/user/organizations/${ids.club}/public`);
    await page.getByTestId('organization-page').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/user/organizations/${ids.club}/public`);
    await page.getByTestId('sign-in-to-follow').waitFor();
    await expect
      .poll(() => page.getByTestId('organization-player-link').allTextContents())
      .toContain('James Whitfield');
    await expect(page.getByTestId('member-badge').count()).resolves.toBe(0);
    await shotBoth(page, 'signed-out-organization');

    await page.goto(`${server.url}/user/player/${ids.james}`);
    await page.getByTestId('player-profile').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/user/player/${ids.james}`);
    // what only members see stays out
    await expect(facts(page, 'player-facts')).resolves.not.toHaveProperty('birthday');

    await page.goto(`${server.url}/user/members/${ids.jamesMember}`);
    await page.getByTestId('member-profile').waitFor();
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('James Whitfield');
    await shotBoth(page, 'signed-out-member');

    await page.goto(`${server.url}/user/players/${ids.james}/public`);
    await page.getByTestId('player-profile').waitFor();
    await page.getByTestId('sign-in-to-follow').waitFor();
    await shotBoth(page, 'signed-out-player');

    // a private organization stays hidden; its member may sign in to see it
    await page.goto(`${server.url}/user/organizations/${ids.private}/public`);
    await page.getByTestId('profile-not-found').waitFor();
    await page.getByTestId('not-found-sign-in').waitFor();
    await shotBoth(page, 'signed-out-private');

    // the match page: Sign in to follow its formations
    await page.goto(`${server.url}/tennis/live/${ids.match}`);
    await page.getByTestId('match-sign-in-to-follow').waitFor();
    await shotBoth(page, 'signed-out-match');

    // the public player page a match links to: Sign in to follow, and back here
    const profile = `/public/players/${ids.james}/profile`;
    await page.goto(`${server.url}${profile}`);
    await page.getByTestId('sign-in-to-follow').click();
    await submitProviderSignIn(page, 'player@sportzone.test');
    await page.waitForURL((url) => url.pathname === profile);
    const button = page.getByTestId('follow-button');
    await button.waitFor();
    await expect(button.getAttribute('data-following')).resolves.toBe('false');
    const followers = page.getByTestId('profile-followers');
    const count = async () => Number(/\d+/.exec((await followers.textContent()) ?? '')![0]);
    const before = await count();
    await button.click();
    await page.locator('[data-testid="follow-button"][data-following="true"]').waitFor();
    // at once, without a reload
    await expect.poll(count, { timeout: 2000 }).toBe(before + 1);
    await shotBoth(page, 'followed-from-public-player');
    await button.click();
    await page.locator('[data-testid="follow-button"][data-following="false"]').waitFor();
    await expect.poll(count, { timeout: 2000 }).toBe(before);

    // signed in, the match page follows a side
    await page.goto(`${server.url}/tennis/live/${ids.match}`);
    const home = page.getByTestId('match-follow-home');
    await home.waitFor();
    await expect(home.textContent()).resolves.toBe('Follow Whitfield / Georgiev');
    await home.click();
    await page.locator('[data-testid="match-follow-home"][data-following="true"]').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('SPZ_TOKEN'));
    const follows = await call<PagedResult<Follow>>(token!, 'GET', '/api/follow?kind=team');
    expect(follows.items.map((f) => f.id)).toContain(ids.doubles);
    await shotBoth(page, 'followed-from-match');
    await home.click();
    await page.locator('[data-testid="match-follow-home"][data-following="false"]').waitFor();
    expect(unexpected(errors, [`404 GET /api/organization/${ids.private}`])).toEqual([]);
    await context.close();
  });
});
