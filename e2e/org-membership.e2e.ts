/**
 * Invitations, applications, reports and the admins' mail outbox, in a real browser against the real
 * server started WITHOUT SMTP_URL (so every email lands in the outbox). The organizer invites
 * user@sportzone.test by email through the UI; the admin finds the email in /admin/outbox; the user
 * follows its link and accepts on /user/organizations/invitations and is a member; the user applies to a
 * public organization and the organizer accepts on the applications page; the reports page shows the
 * counts and its CSV export downloads the report. A newcomer applies to play, the organizer accepts, the
 * newcomer reads the notification and signs up for the club's open tournament. Screenshots: e2e/screenshots/org-membership-*.png.
 */
import { readFile } from 'node:fs/promises';
import type { Application, Invitation, Organization, OrganizationReport } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { DESKTOP, PHONE, launch, openPage, shot, unexpected, shotPhoneAndDesktop } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let userToken: string;
let playerToken: string;
let club: Organization;
let open: Organization;
let inviteLink = '';

const USER_EMAIL = 'user@sportzone.test';
const MESSAGE = 'Join our Thursday doubles night at Harbour Tennis Club!';

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

beforeAll(async () => {
  const env: Record<string, string> = { SIMULATOR: 'false' };
  server = await startServer({ env });
  // the mail goes to the outbox only when no SMTP server is configured
  expect(process.env.SMTP_URL ?? '').toBe('');
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  userToken = await tokenOf(browser, server.url, USER_EMAIL);
  playerToken = await tokenOf(browser, server.url, 'player@sportzone.test');
  club = await call<Organization>(organizerToken, 'POST', '/api/organization', {
    name: 'Harbour Tennis Club',
    privacy: 'private',
  });
  open = await call<Organization>(organizerToken, 'POST', '/api/organization', {
    name: 'Valley Volleyball League',
    privacy: 'public',
  });
  await call(organizerToken, 'POST', `/api/organization/${club.id}/players`, {
    firstName: 'Ivan',
    lastName: 'Petrov, Jr.',
  });
  await call(organizerToken, 'POST', `/api/organization/${club.id}/players`, {
    firstName: 'Elena',
    lastName: 'Georgieva',
    status: 'inactive',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const orgPath = (org: Organization, page: string) =>
  `${server.url}/organizer/organizations/${org.id}/${page}`;

/** org-membership-{name}-phone.png and -desktop.png */
const shotBoth = (page: Page, name: string) => shotPhoneAndDesktop(page, `org-membership-${name}`);

const row = (page: Page, testId: string, name: string) =>
  page.locator(`[data-testid="${testId}"][data-name="${name}"]`);

describe('invitations, outbox, applications and reports', () => {
  it('the organizer invites user@sportzone.test by email; the email waits in the outbox', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(orgPath(club, 'invitations'));
    await page.getByTestId('invitations-empty').waitFor();
    await expect(page.getByTestId('invitations-empty').textContent()).resolves.toContain(
      'There are no invitations',
    );
    await shotBoth(page, 'invitations-empty');

    await page.getByTestId('invite-open').first().click();
    // an existing user is found by the exact address they sign in with; an unknown one is not
    await page.getByTestId('invite-target').getByText('Existing user').click();
    await page.getByTestId('invite-user-email').fill('nobody@example.org');
    await page.getByTestId('invite-find').click();
    await page.getByTestId('invite-not-found').waitFor();
    await page.getByTestId('invite-user-email').fill(USER_EMAIL);
    await page.getByTestId('invite-find').click();
    await expect(page.getByTestId('invite-found').textContent()).resolves.toContain(USER_EMAIL);
    await shotBoth(page, 'invite-form-user');

    // … but this time the address is invited, with the invitation sent as email
    await page.getByTestId('invite-target').getByText('Email address').click();
    await page.getByTestId('invite-email').fill('not-an-address');
    await page.getByTestId('invite-message').fill(MESSAGE);
    await page.getByTestId('invite-submit').click();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByTestId('invite-email').fill(USER_EMAIL);
    await expect(page.getByTestId('invite-send-email').isChecked()).resolves.toBe(true);
    await page.getByTestId('invite-submit').click();
    await page.getByTestId('invite-form').waitFor({ state: 'detached' });
    await page.getByText('The email waits in the outbox').waitFor();

    const invited = row(page, 'invitation-row', USER_EMAIL);
    await invited.waitFor();
    await expect(invited.getAttribute('data-status')).resolves.toBe('pending');
    await expect(invited.getByTestId('invitation-message').textContent()).resolves.toBe(MESSAGE);
    await expect(invited.getByTestId('invitation-email-status').getAttribute('data-status')).resolves.toBe(
      'stored',
    );
    await expect(invited.getByTestId('invitation-invited-on').textContent()).resolves.toMatch(/^Invited /);

    // the same address again: the server's answer shows beside the field
    await page.getByTestId('invite-open').first().click();
    await page.getByTestId('invite-email').fill(USER_EMAIL);
    await page.getByTestId('invite-submit').click();
    await page.getByText('There is a pending invitation for them already').waitFor();
    await page.locator('.mantine-Modal-close').click();

    // a second invitation, withdrawn again
    await page.getByTestId('invite-open').first().click();
    await page.getByTestId('invite-email').fill('coach@example.org');
    await page.getByTestId('invite-send-email').uncheck();
    await page.getByTestId('invite-submit').click();
    await page.getByTestId('invite-form').waitFor({ state: 'detached' });
    const coach = row(page, 'invitation-row', 'coach@example.org');
    await coach.waitFor();
    await expect(coach.getByTestId('invitation-email-status').count()).resolves.toBe(0);
    await shotBoth(page, 'invitations');
    await coach.locator('xpath=..').getByTestId('invitation-withdraw').click();
    await page.getByTestId('confirm-button').click();
    await coach.waitFor({ state: 'detached' });

    const stored = await call<{ items: Invitation[] }>(
      organizerToken,
      'GET',
      `/api/organization/${club.id}/invitations`,
    );
    expect(stored.items.map((i) => [i.email, i.status, i.sendAsEmail, i.emailStatus])).toEqual([
      [USER_EMAIL, 'pending', true, 'stored'],
    ]);

    // the status filter: nothing accepted yet
    await page.getByTestId('invitations-filter').getByText('Accepted').click();
    await page.getByTestId('invitations-empty').waitFor();
    await expect(page.getByTestId('invitations-empty').textContent()).resolves.toContain('Nothing matches');
    expect(
      unexpected(errors, [
        '404 GET /api/organization/' + club.id + '/user-lookup',
        '409 POST /api/organization/' + club.id + '/invitations',
      ]),
    ).toEqual([]);
    await context.close();
  });

  it('the admin reads the invitation email in the outbox, reached from the user menu', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'admin@sportzone.test');
    await page.goto(`${server.url}/`);
    await page.getByTestId('user-menu').first().click();
    await page.getByTestId('user-menu-outbox').click();
    await page.waitForURL(/\/admin\/outbox$/);
    const mail = page.locator(`[data-testid="outbox-row"][data-to="${USER_EMAIL}"]`);
    await mail.waitFor();
    await expect(mail.getAttribute('data-subject')).resolves.toBe('Invitation to join Harbour Tennis Club');
    await expect(mail.getByTestId('outbox-status').textContent()).resolves.toBe('Not sent');
    await mail.getByTestId('outbox-toggle').click();
    const body = (await mail.getByTestId('outbox-body').textContent()) ?? '';
    expect(body).toContain(MESSAGE);
    expect(body).toContain('invited you to join Harbour Tennis Club');
    const link = /(http\S+\/user\/organizations\/invitations\?\S+)/.exec(body)?.[1];
    expect(link).toBeTruthy();
    inviteLink = link!;
    await shotBoth(page, 'outbox');

    // search narrows the list; a search for something else empties it
    await page.getByTestId('outbox-search').fill('no such subject');
    await page.getByTestId('outbox-empty').waitFor();
    await page.getByTestId('outbox-search').fill('harbour');
    await mail.waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the user follows the emailed link, accepts, and is a member', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, USER_EMAIL);
    const url = new URL(inviteLink);
    await page.goto(`${server.url}${url.pathname}${url.search}`);
    const card = page.locator(`[data-testid="my-invitation"][data-organization="Harbour Tennis Club"]`);
    await card.waitFor();
    await expect(card.getAttribute('data-status')).resolves.toBe('pending');
    await expect(card.getByTestId('my-invitation-message').textContent()).resolves.toBe(MESSAGE);
    // shown once: as the linked invitation, not again in the list
    await expect(card.count()).resolves.toBe(1);
    await shotBoth(page, 'my-invitations-pending');

    await card.getByTestId('my-invitation-accept').click();
    await page.getByText('Welcome to Harbour Tennis Club!').waitFor();
    await expect(card.getAttribute('data-status')).resolves.toBe('accepted');
    const openLink = card.getByTestId('my-invitation-open');
    await expect(openLink.getAttribute('href')).resolves.toBe(`/user/organizations/${club.id}/public`);

    const seen = await call<Organization>(userToken, 'GET', `/api/organization/${club.id}`);
    expect(seen.myRoles).toEqual(['member']);
    const invitations = await call<{ items: Invitation[] }>(
      organizerToken,
      'GET',
      `/api/organization/${club.id}/invitations`,
    );
    expect(invitations.items[0]?.status).toBe('accepted');

    // a member sees the invitations page is not theirs
    await page.goto(orgPath(club, 'invitations'));
    await page.getByTestId('invitations-not-allowed').waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the organizer sees the invitation accepted', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(orgPath(club, 'invitations'));
    // accepted: the invitation now names the user who took it
    const me = await call<{ firstName: string; lastName: string }>(userToken, 'GET', '/api/user/current');
    const invited = page.locator('[data-testid="invitation-row"]', { hasText: USER_EMAIL });
    await invited.waitFor();
    await expect(invited.getAttribute('data-name')).resolves.toBe(`${me.firstName} ${me.lastName}`);
    await expect(invited.getAttribute('data-status')).resolves.toBe('accepted');
    await expect(invited.textContent()).resolves.toContain('Accepted');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('applications: the user applies to a public organization, the organizer accepts one and rejects another', async () => {
    await call<Application>(userToken, 'POST', '/api/application', {
      organizationId: open.id,
      message: 'I play libero and can help with scoring.',
    });
    await call<Application>(playerToken, 'POST', '/api/application', { organizationId: open.id });

    // the user sees the application waiting
    {
      const { page, context, errors } = await openPage(browser, DESKTOP);
      await signIn(page, server.url, USER_EMAIL);
      await page.goto(`${server.url}/user/organizations/invitations`);
      const mine = page.locator(`[data-testid="my-application"][data-organization="${open.name}"]`);
      await mine.waitFor();
      await expect(mine.getAttribute('data-status')).resolves.toBe('pending');
      await shotBoth(page, 'my-invitations');
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }

    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(orgPath(open, 'applications'));
    const rows = page.getByTestId('application-row');
    await rows.first().waitFor();
    await expect(rows.count()).resolves.toBe(2);
    const user = page.locator('[data-testid="application-row"]', { hasText: USER_EMAIL });
    await expect(user.getByTestId('application-message').textContent()).resolves.toBe(
      'I play libero and can help with scoring.',
    );
    await shotBoth(page, 'applications');

    await user.locator('xpath=..').getByTestId('application-accept').click();
    await page.getByTestId('decision-confirm').click();
    await page.getByTestId('decision-form').waitFor({ state: 'detached' });
    await expect(user.getAttribute('data-status')).resolves.toBe('accepted');

    const player = page.locator('[data-testid="application-row"]', { hasText: 'player@sportzone.test' });
    await player.locator('xpath=..').getByTestId('application-reject').click();
    await page.getByTestId('decision-reason').fill('The team is full this season.');
    await page.getByTestId('decision-confirm').click();
    await page.getByTestId('decision-form').waitFor({ state: 'detached' });
    await expect(player.getAttribute('data-status')).resolves.toBe('rejected');
    await expect(player.getByTestId('application-reason').textContent()).resolves.toBe(
      'Reason: The team is full this season.',
    );
    await shotBoth(page, 'applications-decided');

    const seen = await call<Organization>(userToken, 'GET', `/api/organization/${open.id}`);
    expect(seen.myRoles).toEqual(['member']);
    const theirs = await call<{ items: Application[] }>(playerToken, 'GET', '/api/application');
    expect(theirs.items.map((a) => [a.organization.name, a.status, a.reason])).toEqual([
      [open.name, 'rejected', 'The team is full this season.'],
    ]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // the rejected applicant reads the answer; nobody has invited them
    const other = await openPage(browser, PHONE);
    await signIn(other.page, server.url, 'player@sportzone.test');
    await other.page.goto(`${server.url}/user/organizations/invitations`);
    await other.page.getByTestId('my-invitations-empty').waitFor();
    await expect(other.page.getByTestId('my-invitations-empty').textContent()).resolves.toContain(
      'There are no invitations',
    );
    const rejected = other.page.locator(`[data-testid="my-application"][data-organization="${open.name}"]`);
    await expect(rejected.getAttribute('data-status')).resolves.toBe('rejected');
    await expect(rejected.getByTestId('my-application-reason').textContent()).resolves.toBe(
      'The team is full this season.',
    );
    await shotBoth(other.page, 'my-invitations-rejected');
    expect(unexpected(other.errors)).toEqual([]);
    await other.context.close();
  });

  it('a newcomer applies to play, is accepted, hears of it and signs up for the tournament', async () => {
    const riverside = await call<Organization>(organizerToken, 'POST', '/api/organization', {
      name: 'Riverside Badminton Club',
      privacy: 'public',
    });
    const cup = await call<{ id: number }>(
      organizerToken,
      'POST',
      `/api/organization/${riverside.id}/tournaments`,
      { name: 'Riverside Winter Cup', sport: 'badminton' },
    );
    await call(organizerToken, 'PATCH', `/api/tournament/${cup.id}`, { status: 'open' });

    // not a player yet: the tournament's page says how to become one, then the newcomer applies to play
    const newcomer = await openPage(browser, PHONE);
    await signIn(newcomer.page, server.url, 'player@sportzone.test');
    await newcomer.page.goto(`${server.url}/container/${cup.id}/views`);
    await expect(newcomer.page.getByTestId('signup-none').textContent()).resolves.toContain(
      'apply to join it as a player',
    );
    await newcomer.page.goto(`${server.url}/user/organizations/${riverside.id}/public`);
    await newcomer.page.getByTestId('apply-button').click();
    await expect(newcomer.page.getByTestId('apply-wants-to-play').isChecked()).resolves.toBe(true);
    await newcomer.page.getByTestId('apply-message').fill('I play doubles on Tuesdays.');
    await shotBoth(newcomer.page, 'apply-to-play');
    await newcomer.page.getByTestId('apply-submit').click();
    await newcomer.page.getByTestId('applied-badge').waitFor();

    // the organizer sees that they want to play, and accepts
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(orgPath(riverside, 'applications'));
    const row = page.locator('[data-testid="application-row"]', { hasText: 'player@sportzone.test' });
    await row.getByTestId('application-wants-to-play').waitFor();
    await shotBoth(page, 'applications-wants-to-play');
    await row.locator('xpath=..').getByTestId('application-accept').click();
    await page.getByTestId('decision-confirm').click();
    await page.getByTestId('decision-form').waitFor({ state: 'detached' });
    await expect(row.getAttribute('data-status')).resolves.toBe('accepted');
    // one step: the applicant is a player linked to their account
    const players = await call<{ items: { firstName: string; userId: number | null }[] }>(
      organizerToken,
      'GET',
      `/api/organization/${riverside.id}/players`,
    );
    expect(players.items).toHaveLength(1);
    expect(players.items[0]!.userId).not.toBeNull();
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // the newcomer is told, and signs up
    await newcomer.page.goto(`${server.url}/user/notifications`);
    const told = newcomer.page.getByTestId('notification-item').first();
    await expect(told.textContent()).resolves.toContain('Riverside Badminton Club accepted you as a player');
    await shotBoth(newcomer.page, 'application-accepted-notification');
    await newcomer.page.goto(`${server.url}/container/${cup.id}/views`);
    await newcomer.page.getByTestId('signup-self').click();
    await newcomer.page.locator('[data-testid="my-entry"][data-status="registered"]').waitFor();
    await shotBoth(newcomer.page, 'signed-up-after-accept');
    expect(unexpected(newcomer.errors)).toEqual([]);
    await newcomer.context.close();
  });

  it('reports: the counts, the results, and the CSV export', async () => {
    const report = await call<OrganizationReport>(
      organizerToken,
      'GET',
      `/api/organization/${club.id}/reports`,
    );
    // the organizer (owner) and the user who accepted
    expect(report.members).toEqual({ total: 2, active: 2, inactive: 0 });
    expect(report.players).toEqual({ total: 2, active: 1, inactive: 1 });

    const { page, context, errors } = await openPage(browser, DESKTOP, {});
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(orgPath(club, 'reports'));
    await page.getByTestId('report').waitFor();
    await expect(page.getByTestId('report-members-total').textContent()).resolves.toBe('2');
    await expect(page.getByTestId('report-members-active').getAttribute('data-value')).resolves.toBe('2');
    await expect(page.getByTestId('report-players-total').textContent()).resolves.toBe('2');
    await expect(page.getByTestId('report-players-inactive').getAttribute('data-value')).resolves.toBe('1');
    await expect(
      page
        .locator('[data-testid="report-player-results-row"]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name'))),
    ).resolves.toEqual(expect.arrayContaining(['Ivan Petrov, Jr.', 'Elena Georgieva']));
    await shotBoth(page, 'reports');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('report-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^organization-${club.id}-report-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe('section,id,name,status,count,played,won,lost,drawn');
    expect(lines).toContain('members,,,active,2,,,,');
    expect(lines).toContain('members,,,inactive,0,,,,');
    expect(lines).toContain('players,,,active,1,,,,');
    expect(lines).toContain('players,,,inactive,1,,,,');
    // a name with a comma is quoted
    expect(lines.some((l) => /^player,\d+,"Ivan Petrov, Jr\.",active,,0,0,0,0$/.test(l))).toBe(true);

    // an organization with nothing in it yet
    const empty = await call<Organization>(organizerToken, 'POST', '/api/organization', {
      name: 'Empty Courts',
      privacy: 'private',
    });
    const emptyReport = await call<OrganizationReport>(
      organizerToken,
      'GET',
      `/api/organization/${empty.id}/reports`,
    );
    await page.goto(orgPath(empty, 'reports'));
    await page.getByTestId('reports-empty').waitFor();
    await expect(page.getByTestId('reports-empty').textContent()).resolves.toContain('There are no reports');
    // the owner is its only member
    expect(emptyReport.members.total).toBe(1);
    await expect(page.getByTestId('report-members-total').textContent()).resolves.toBe('1');
    await shotBoth(page, 'reports-empty');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a member reads the reports; the applications page tells them it is for managers', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await signIn(page, server.url, USER_EMAIL);
    await page.goto(orgPath(club, 'reports'));
    await page.getByTestId('report').waitFor();
    await expect(page.getByTestId('report-members-total').textContent()).resolves.toBe('2');
    await expect(page.getByTestId('page-title').first().textContent()).resolves.toBe('Отчети');
    await shot(page, 'org-membership-reports-bg-phone');
    await page.goto(orgPath(club, 'applications'));
    await page.getByTestId('applications-not-allowed').waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
