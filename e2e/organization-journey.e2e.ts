/**
 * The organization journey, as one story in a real browser against the real server, with REAL email:
 * the server is started with SMTP_URL pointing at an in-process SMTP server. The organizer creates an
 * organization, a venue with three courts, two players and a team, and invites user@sportzone.test by
 * email, all through the organizer's pages; the email arrives over SMTP with its link; the user opens
 * THAT link signed out, signs in, lands back on /user/organizations/invitations and accepts; the API
 * and the organizer's invitations page show them a member; a signed-out visitor opens the player's
 * public profile. Screenshots: e2e/screenshots/journey-*-{phone,desktop}.png.
 */
import type { Invitation, Organization, PagedResult, RoleAssignment } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText, startSmtp } from '../apps/server/test/helpers/smtp';
import { apiCall } from './helpers/api';
import { signIn, storedToken, submitProviderSignIn } from './helpers/auth';
import {
  DESKTOP,
  PHONE,
  launch,
  openPage,
  shot,
  unexpected,
  shotPhoneAndDesktop,
  pick,
} from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

const ORGANIZER_EMAIL = 'organizer@sportzone.test';
const USER_EMAIL = 'user@sportzone.test';
const CLUB = 'Lakeside Tennis Club';
const VENUE = 'Lakeside Arena';
const TEAM = 'Lakeside A';
const MESSAGE = 'Come and play on our new courts — Tuesdays and Thursdays!';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let userToken: string;
let orgId = 0;
let mariaId = 0;
let inviteLink = '';

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    env: {
      SIMULATOR: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?from=${encodeURIComponent('Sportzone Clubs <clubs@sportzone.test>')}`,
    },
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await smtp?.close();
});

/** journey-{name}-phone.png and -desktop.png */
const shotBoth = (page: Page, name: string) => shotPhoneAndDesktop(page, `journey-${name}`);

/** Opens a section from the workspace's side menu (laptop). */
async function openSection(page: Page, section: string) {
  await page.getByTestId('workspace-menu').locator(`a[data-section="${section}"]`).click();
  await page.waitForURL((url) => url.pathname === `/organizer/organizations/${orgId}/${section}`);
}

const row = (page: Page, testId: string, name: string) =>
  page.locator(`[data-testid="${testId}"][data-name="${name}"]`);

describe('an organization, from its founding to a public player profile', () => {
  it('the organizer creates the organization, a venue with three courts, two players, a team, and invites a user by email', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, ORGANIZER_EMAIL);
    expect(new URL(page.url()).pathname).toBe('/organizer/organizations');
    // the organizer's own access token, for the API checks along the way
    organizerToken = (await storedToken(page))!;
    expect(organizerToken).toBeTruthy();
    await page.getByTestId('organizations-page').waitFor();

    // the organization: public, so its players have public profiles
    await page.getByTestId('org-create').first().click();
    await page.getByTestId('org-name').fill(CLUB);
    await page.getByTestId('org-privacy-public').click();
    await page.getByTestId('org-submit').click();
    await page.waitForURL(/\/organizer\/organizations\/\d+\/menu$/);
    orgId = Number(/organizations\/(\d+)\/menu/.exec(page.url())![1]);
    await page.getByTestId('menu-page').waitFor();
    await expect(page.getByTestId('workspace-name').textContent()).resolves.toBe(CLUB);
    await expect(
      page.getByTestId('workspace-badges').getByTestId('privacy-badge').getAttribute('data-privacy'),
    ).resolves.toBe('public');
    const created = await call<Organization>(organizerToken, 'GET', `/api/organization/${orgId}`);
    expect(created).toMatchObject({ name: CLUB, privacy: 'public', myRoles: ['owner'] });

    // a venue with three tennis courts
    await openSection(page, 'venues');
    await page.getByTestId('venues-empty').waitFor();
    await page.getByTestId('venue-add').first().click();
    await page.getByTestId('venue-name').fill(VENUE);
    await page.getByTestId('venue-address').fill('1 Lake Road');
    await page.getByTestId('venue-city').fill('Varna');
    await pick(page, 'venue-country', 'Bulgaria', 'Bulg');
    await page.getByTestId('spaces-count').fill('3');
    await expect(page.getByTestId('spaces-add').textContent()).resolves.toBe('Add 3 courts');
    await page.getByTestId('spaces-add').click();
    await expect(page.getByTestId('space-name').count()).resolves.toBe(3);
    await page.getByTestId('venue-submit').click();
    await page.getByTestId('venue-form').waitFor({ state: 'detached' });
    const venue = row(page, 'venue-row', VENUE);
    await venue.waitFor();
    await expect(venue.getByTestId('venue-space-count').allTextContents()).resolves.toEqual([
      'Tennis · 3 courts',
    ]);
    await expect(venue.getByTestId('venue-space-names').textContent()).resolves.toBe(
      'Court 1 · Court 2 · Court 3',
    );
    const venues = await call<{ items: { name: string; spaces: { name: string; kind: string }[] }[] }>(
      organizerToken,
      'GET',
      `/api/organization/${orgId}/venues`,
    );
    expect(venues.items.map((v) => [v.name, v.spaces.map((s) => `${s.kind} ${s.name}`)])).toEqual([
      [VENUE, ['court Court 1', 'court Court 2', 'court Court 3']],
    ]);
    await shotBoth(page, 'venue');

    // two players, on the players page
    await openSection(page, 'players');
    await page.getByTestId('players-empty').waitFor();
    for (const [first, last, number] of [
      ['Maria', 'Ivanova', '7'],
      ['Elena', 'Petrova', '11'],
    ] as const) {
      await page.getByTestId('player-add').first().click();
      await page.getByTestId('player-first-name').fill(first);
      await page.getByTestId('player-last-name').fill(last);
      await page.getByTestId('player-sex').getByText('Female').click();
      await pick(page, 'player-nationality', 'Bulgaria', 'Bulg');
      await page.getByTestId('player-number').fill(number);
      await page.getByTestId('player-submit').click();
      await page.getByTestId('player-created-note').waitFor();
      await page.locator('.mantine-Modal-close').click();
      await page.getByTestId('player-form').waitFor({ state: 'detached' });
      const player = row(page, 'player-row', `${first} ${last}`);
      await player.waitFor();
      await expect(player.textContent()).resolves.toContain(`#${number}`);
    }
    await expect(page.getByTestId('players-count').textContent()).resolves.toBe('Showing 2 of 2');
    const players = await call<PagedResult<{ id: number; firstName: string; lastName: string }>>(
      organizerToken,
      'GET',
      `/api/organization/${orgId}/players`,
    );
    expect(players.items.map((p) => `${p.firstName} ${p.lastName}`).sort()).toEqual([
      'Elena Petrova',
      'Maria Ivanova',
    ]);
    mariaId = players.items.find((p) => p.firstName === 'Maria')!.id;

    // a team with both
    await openSection(page, 'teams');
    await page.getByTestId('tab-teams').click();
    await page.getByTestId('teams-empty').waitFor();
    await page.getByTestId('team-add').first().click();
    await page.getByTestId('team-name').fill(TEAM);
    await pick(page, 'team-add-player', 'Maria Ivanova #7');
    await pick(page, 'team-add-player', 'Elena Petrova #11');
    await page.getByTestId('team-submit').click();
    const team = row(page, 'team-row', TEAM);
    await team.waitFor();
    await expect
      .poll(() => team.getByTestId('team-row-players').textContent())
      .toBe('1. Maria Ivanova · 2. Elena Petrova');
    await shotBoth(page, 'team');

    // the invitation, emailed through the real SMTP server
    await openSection(page, 'invitations');
    await page.getByTestId('invitations-empty').waitFor();
    await page.getByTestId('invite-open').first().click();
    await page.getByTestId('invite-target').getByText('Email address').click();
    await page.getByTestId('invite-email').fill(USER_EMAIL);
    await page.getByTestId('invite-message').fill(MESSAGE);
    await expect(page.getByTestId('invite-send-email').isChecked()).resolves.toBe(true);
    await page.getByTestId('invite-submit').click();
    await page.getByTestId('invite-form').waitFor({ state: 'detached' });
    await page.getByText(`Invitation for ${USER_EMAIL} is sent and emailed.`).waitFor();
    const invited = row(page, 'invitation-row', USER_EMAIL);
    await invited.waitFor();
    await expect(invited.getAttribute('data-status')).resolves.toBe('pending');
    await expect(invited.getByTestId('invitation-message').textContent()).resolves.toBe(MESSAGE);
    const emailBadge = invited.getByTestId('invitation-email-status');
    await expect(emailBadge.getAttribute('data-status')).resolves.toBe('sent');
    await expect(emailBadge.textContent()).resolves.toBe('Emailed');
    await shotBoth(page, 'invitations');

    const stored = await call<PagedResult<Invitation>>(
      organizerToken,
      'GET',
      `/api/organization/${orgId}/invitations`,
    );
    expect(stored.items.map((i) => [i.email, i.status, i.sendAsEmail, i.emailStatus])).toEqual([
      [USER_EMAIL, 'pending', true, 'sent'],
    ]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the invitation arrives over SMTP with its link', async () => {
    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('clubs@sportzone.test');
    expect(mail.to).toEqual([USER_EMAIL]);
    expect(mail.raw).toMatch(new RegExp(`^Subject: Invitation to join ${CLUB}$`, 'm'));
    expect(mail.raw).toMatch(new RegExp(`^To: ${USER_EMAIL.replace(/\./g, '\\.')}$`, 'm'));
    const text = mailText(mail.raw);
    expect(text).toContain(`invited you to join ${CLUB} on Sportzone.`);
    expect(text).toContain(MESSAGE);
    const base = server.url.replace(/[.:/]/g, (c) => `\\${c}`);
    const link = new RegExp(
      `${base}/user/organizations/invitations\\?invitation=(\\d+)&token=([A-Za-z0-9_-]+)`,
    ).exec(text);
    expect(link).not.toBeNull();
    const stored = await call<PagedResult<Invitation>>(
      organizerToken,
      'GET',
      `/api/organization/${orgId}/invitations`,
    );
    expect(Number(link![1])).toBe(stored.items[0]!.id);
    inviteLink = link![0];
  });

  it('the user opens the emailed link, signs in, lands back on it and accepts', async () => {
    expect(inviteLink).not.toBe('');
    const { page, context, errors } = await openPage(browser, PHONE);
    // signed out, the link asks for sign-in first and remembers where to return
    await page.goto(inviteLink);
    await page.waitForURL(/\/login\?returnTo=/);
    await page.getByTestId('login-panel').getByTestId('sign-in-button').click();
    await submitProviderSignIn(page, USER_EMAIL);
    await page.waitForURL(
      (url) =>
        url.pathname === '/user/organizations/invitations' && url.search === new URL(inviteLink).search,
    );
    userToken = (await storedToken(page))!;
    expect(userToken).toBeTruthy();

    const card = page.locator(`[data-testid="my-invitation"][data-organization="${CLUB}"]`);
    await card.waitFor();
    await expect(card.count()).resolves.toBe(1);
    await expect(card.getAttribute('data-status')).resolves.toBe('pending');
    await expect(card.getByTestId('my-invitation-message').textContent()).resolves.toBe(MESSAGE);
    await shotBoth(page, 'my-invitations');

    await card.getByTestId('my-invitation-accept').click();
    await page.getByText(`Welcome to ${CLUB}!`).waitFor();
    await expect.poll(() => card.getAttribute('data-status')).toBe('accepted');
    await expect(card.getByTestId('my-invitation-open').getAttribute('href')).resolves.toBe(
      `/user/organizations/${orgId}/public`,
    );
    await shotBoth(page, 'my-invitations-accepted');
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // the user is a member now
    const seen = await call<Organization>(userToken, 'GET', `/api/organization/${orgId}`);
    expect(seen.myRoles).toEqual(['member']);
    const roles = await call<PagedResult<RoleAssignment>>(
      organizerToken,
      'GET',
      `/api/organization/${orgId}/roles`,
    );
    expect(roles.items.map((r) => [r.user.email, r.role])).toEqual([
      [ORGANIZER_EMAIL, 'owner'],
      [USER_EMAIL, 'member'],
    ]);
    const invitations = await call<PagedResult<Invitation>>(
      organizerToken,
      'GET',
      `/api/organization/${orgId}/invitations`,
    );
    expect(invitations.items.map((i) => i.status)).toEqual(['accepted']);
  });

  it('the organizer sees the invitation accepted', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, ORGANIZER_EMAIL);
    await page.goto(`${server.url}/organizer/organizations/${orgId}/invitations`);
    const me = await call<{ firstName: string; lastName: string }>(userToken, 'GET', '/api/user/current');
    // accepted: the invitation now names the user who took it
    const invited = page.locator('[data-testid="invitation-row"]', { hasText: USER_EMAIL });
    await invited.waitFor();
    await expect(invited.getAttribute('data-name')).resolves.toBe(`${me.firstName} ${me.lastName}`);
    await expect(invited.getAttribute('data-status')).resolves.toBe('accepted');
    await expect(invited.textContent()).resolves.toContain('Accepted');
    await page.getByTestId('invitations-filter').getByText('Accepted').click();
    await expect.poll(() => page.getByTestId('invitation-row').count()).toBe(1);
    await shotBoth(page, 'invitations-accepted');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the player’s public profile shows without sign-in', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/public/players/${mariaId}/profile`);
    await page.getByTestId('player-profile').waitFor();
    await expect(storedToken(page)).resolves.toBeNull();
    await expect(page.getByTestId('player-profile').getAttribute('data-player-id')).resolves.toBe(
      String(mariaId),
    );
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('Maria Ivanova');
    await expect(page.title()).resolves.toBe('Maria Ivanova - Sportzone');
    await expect(page.getByTestId('profile-organization').textContent()).resolves.toBe(CLUB);
    await expect(page.getByTestId('player-number').textContent()).resolves.toContain('7');
    await expect(page.getByTestId('nationality').getAttribute('data-code')).resolves.toBe('BG');
    await expect(page.getByTestId('player-team-link').allTextContents()).resolves.toEqual([TEAM]);
    await expect(page.getByTestId('follow-button').count()).resolves.toBe(0);
    await shot(page, 'journey-public-player-phone');
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // and on a laptop, another signed-out visitor
    const wide = await openPage(browser, DESKTOP);
    await wide.page.goto(`${server.url}/public/players/${mariaId}/profile`);
    await wide.page.getByTestId('player-profile').waitFor();
    await expect(wide.page.getByTestId('profile-name').textContent()).resolves.toBe('Maria Ivanova');
    await wide.page.getByTestId('player-team-link').waitFor();
    await shot(wide.page, 'journey-public-player-desktop');
    expect(unexpected(wide.errors)).toEqual([]);
    await wide.context.close();
  });
});
