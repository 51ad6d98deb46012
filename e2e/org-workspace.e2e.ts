/**
 * The organizer's workspace, in a real browser against the real server: the organizer lands on
 * /organizer/organizations after sign-in, creates an organization through the UI (the server's field
 * message shows beside its field), lands in its workspace, edits the details, uploads a logo, gives the
 * demo user a role, adds a member record, creates a sub-organization and sees it all on the dashboard;
 * a member sees the workspace read-only; a user without organizer rights is told how to get them; an
 * outsider gets "not found" for a private organization; an owner deletes an organization after typing
 * its name; in Users an organizer filters the accounts by nationality and name and creates one (the
 * fields say what is missing, the server's 409 shows beside the email). Screenshots: e2e/screenshots/org-workspace-*-{phone,desktop}.png.
 */
import type { Member, Organization, PagedResult, RoleAssignment, User } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import {
  DESKTOP,
  PHONE,
  launch,
  openPage,
  pick,
  unexpected,
  shotPhoneAndDesktop,
  snap,
  viewportShots,
} from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
/** the organization created through the UI */
let clubId = 0;
let childId = 0;
/** organizations the demo organizer held before this test */
let known = 0;

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const ws = (id: number, section: string) => `${server.url}/organizer/organizations/${id}/${section}`;

/** org-workspace-{name}-phone.png and -desktop.png */
const shotBoth = (page: Page, name: string) => shotPhoneAndDesktop(page, `org-workspace-${name}`);

/** Opens a section from the workspace's side menu (laptop). */
async function openSection(page: Page, section: string) {
  await page.getByTestId('workspace-menu').locator(`a[data-section="${section}"]`).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/${section}`));
}

describe('an organizer runs an organization', () => {
  it('lands on the organizations, creates one, edits it, gives roles, adds members and a sub-organization', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    // SPEC §2: organizers land on /organizer/organizations
    expect(new URL(page.url()).pathname).toBe('/organizer/organizations');
    await page.getByTestId('organizations-page').waitFor();
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Your organizations');
    // the demo organizations they own are listed
    await page.getByTestId('organization-row').first().waitFor();
    const before = await call<PagedResult<Organization>>(organizerToken, 'GET', '/api/organization/mine');
    known = before.totalCount;
    await expect.poll(() => page.getByTestId('organization-row').count()).toBe(known);
    await expect(page.getByTestId('nav-organizations').getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByTestId('need-organizer-rights').count()).resolves.toBe(0);

    // create: the server refuses a founding date in the future, beside the field
    await page.getByTestId('org-create').first().click();
    await page.getByTestId('org-name').fill('Riverside Racquet Club');
    await page.getByTestId('org-privacy-private').click();
    await page.getByTestId('org-email').fill('Info@Riverside.example');
    await page.getByTestId('org-website').fill('riverside.example');
    await page.getByTestId('org-phone').fill('+359 2 123 456');
    await page.getByTestId('org-established').fill('2999-01-01');
    await page.getByTestId('org-submit').click();
    await page.getByTestId('organization-form').getByText('Cannot be in the future').waitFor();
    await snap(page, 'org-workspace-create-error-desktop');
    await page.getByTestId('org-established').fill('1998-05-01');
    await page.getByTestId('org-submit').click();

    // the workspace of the new organization
    await page.waitForURL(/\/organizer\/organizations\/\d+\/menu$/);
    clubId = Number(/organizations\/(\d+)\/menu/.exec(page.url())![1]);
    await page.getByTestId('menu-page').waitFor();
    await expect(page.getByTestId('workspace-name').textContent()).resolves.toBe('Riverside Racquet Club');
    await expect(
      page.getByTestId('workspace-badges').getByTestId('privacy-badge').getAttribute('data-privacy'),
    ).resolves.toBe('private');
    await expect(
      page.getByTestId('workspace-badges').getByTestId('role-badge').first().textContent(),
    ).resolves.toBe('Owner');
    await expect(page.getByTestId('org-detail-website').textContent()).resolves.toContain(
      'riverside.example',
    );
    const stored = await call<Organization>(organizerToken, 'GET', `/api/organization/${clubId}`);
    expect(stored).toMatchObject({
      name: 'Riverside Racquet Club',
      privacy: 'private',
      email: 'info@riverside.example',
      website: 'https://riverside.example',
      phoneNumber: '+359 2 123 456',
      establishedOn: '1998-05-01',
      language: 'en',
      myRoles: ['owner'],
      canOwn: true,
    });

    // edit the details
    await page.getByTestId('org-edit').click();
    await page.getByTestId('org-description').fill('Tennis and badminton by the river since 1998.');
    await page.getByTestId('org-phone').fill('+359 2 765 432');
    await page.getByTestId('org-submit').click();
    await page.getByTestId('organization-form').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('org-detail-description').textContent())
      .toBe('Tennis and badminton by the river since 1998.');
    await expect(page.getByTestId('org-detail-phone').textContent()).resolves.toContain('+359 2 765 432');
    const edited = await call<Organization>(organizerToken, 'GET', `/api/organization/${clubId}`);
    expect(edited.phoneNumber).toBe('+359 2 765 432');
    expect(edited.description).toBe('Tennis and badminton by the river since 1998.');

    // the logo
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
      <rect width="400" height="400" rx="60" fill="#1d4ed8"/><circle cx="200" cy="200" r="120" fill="#facc15"/>
      <path d="M90 200 Q200 120 310 200" stroke="#1d4ed8" stroke-width="18" fill="none"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    await page
      .getByTestId('picture-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('picture-cropper').waitFor();
    const uploaded = page.waitForResponse(
      (r) => /\/api\/organization\/\d+\/logo$/.test(r.url()) && r.request().method() === 'POST',
    );
    await page.getByTestId('picture-save').click();
    expect((await uploaded).status()).toBe(200);
    await page.getByTestId('workspace-logo').locator('img').waitFor();
    await page.getByTestId('section-tile-count').first().waitFor();
    await shotBoth(page, 'menu');

    // roles: the demo user becomes a member, found by email
    await openSection(page, 'roles');
    await page.locator('[data-testid="role-row"][data-role="owner"]').waitFor();
    await page.getByTestId('role-add').first().click();
    await page.getByTestId('role-email').fill('nobody@sportzone.test');
    await page.getByTestId('role-find').click();
    await page.getByText('Nobody with this email address has a Sportzone account').waitFor();
    await page.getByTestId('role-email').fill('user@sportzone.test');
    await page.getByTestId('role-find').click();
    await page.getByTestId('role-person').waitFor();
    await snap(page, 'org-workspace-role-form-desktop');
    await page.getByTestId('role-choice-member').click();
    await page.getByTestId('role-submit').click();
    await page.getByTestId('role-form').waitFor({ state: 'detached' });
    const memberRow = page.locator('[data-testid="role-row"][data-role="member"]');
    await memberRow.waitFor();
    const memberName = (await memberRow.getAttribute('data-name'))!;
    const roles = await call<PagedResult<RoleAssignment>>(
      organizerToken,
      'GET',
      `/api/organization/${clubId}/roles`,
    );
    expect(roles.items.map((r) => [r.user.email, r.role])).toEqual([
      ['organizer@sportzone.test', 'owner'],
      ['user@sportzone.test', 'member'],
    ]);
    await shotBoth(page, 'roles');

    // members: the demo user's record is there; a member without an account is added, then edited
    await openSection(page, 'members');
    await page.locator(`[data-testid="member-row"][data-name="${memberName}"]`).waitFor();
    await page.getByTestId('member-add').first().click();
    await page.getByTestId('member-first-name').fill('Elena');
    await page.getByTestId('member-last-name').fill('Petrova');
    await page.getByTestId('member-email').fill('elena@riverside.example');
    await page.getByTestId('member-joined').fill('2024-03-01');
    await page.getByTestId('member-submit').click();
    const elena = page.locator('[data-testid="member-row"][data-name="Elena Petrova"]');
    await elena.waitFor();
    await expect(elena.textContent()).resolves.toContain('elena@riverside.example');
    await elena.locator('xpath=..').getByTestId('member-actions').click();
    await page.getByTestId('member-edit').click();
    await page.getByTestId('member-status').getByText('Inactive').click();
    await page.getByTestId('member-submit').click();
    await expect.poll(() => elena.textContent()).toContain('Inactive');
    const members = await call<PagedResult<Member>>(
      organizerToken,
      'GET',
      `/api/organization/${clubId}/members`,
    );
    expect(members.items.find((m) => m.lastName === 'Petrova')).toMatchObject({
      firstName: 'Elena',
      email: 'elena@riverside.example',
      status: 'inactive',
      joinedOn: '2024-03-01',
      userId: null,
    });
    expect(members.totalCount).toBe(3);
    // the search
    await page.getByTestId('members-search').fill('petro');
    await expect.poll(() => page.getByTestId('member-row').count()).toBe(1);
    await page.getByTestId('members-search').fill('');
    await expect.poll(() => page.getByTestId('member-row').count()).toBe(3);
    await shotBoth(page, 'members');

    // a sub-organization
    await openSection(page, 'organizations');
    await page.getByTestId('sub-orgs-empty').waitFor();
    await expect(page.getByTestId('sub-orgs-empty').textContent()).resolves.toContain(
      'There are no sub-organizations',
    );
    await page.getByTestId('sub-org-add').first().click();
    await page.getByTestId('org-name').fill('Riverside Juniors');
    await page.getByTestId('org-submit').click();
    const child = page.locator('[data-testid="sub-org-row"][data-name="Riverside Juniors"]');
    await child.waitFor();
    const children = await call<PagedResult<Organization>>(
      organizerToken,
      'GET',
      `/api/organization/${clubId}/organizations`,
    );
    expect(children.items).toHaveLength(1);
    childId = children.items[0]!.id;
    expect(children.items[0]).toMatchObject({
      name: 'Riverside Juniors',
      parentId: clubId,
      privacy: 'public',
    });
    await shotBoth(page, 'sub-organizations');
    await child.click();
    await page.waitForURL(`**/organizer/organizations/${childId}/menu`);
    await expect(page.getByTestId('workspace-parent').textContent()).resolves.toBe('Riverside Racquet Club');
    await expect(page.getByTestId('workspace-name').textContent()).resolves.toBe('Riverside Juniors');

    // the dashboard shows both, with their figures
    await page.goto(`${server.url}/organizer/dashboard`);
    await page.getByTestId('organizer-dashboard').waitFor();
    await expect
      .poll(() => page.getByTestId('stat-organizations-value').textContent())
      .toBe(String(known + 2));
    const card = page.locator('[data-testid="dashboard-org-card"][data-name="Riverside Racquet Club"]');
    await card.waitFor();
    await expect
      .poll(() => card.locator('[data-testid="card-figure"][data-label="Members"]').textContent())
      .toBe('3Members');
    await expect.poll(() => page.getByTestId('stat-applications-value').textContent()).toBe('0');
    await shotBoth(page, 'dashboard');

    // and the list
    await page.getByTestId('nav-organizations').click();
    await page.waitForURL('**/organizer/organizations');
    await expect.poll(() => page.getByTestId('organization-row').count()).toBe(known + 2);
    await page.locator('[data-testid="organization-row"][data-name="Riverside Juniors"]').waitFor();
    await shotBoth(page, 'organizations');

    expect(
      unexpected(errors, [
        // the founding date in the future, and the address nobody has
        '400 POST /api/organization',
        `404 GET /api/organization/${clubId}/user-lookup`,
      ]),
    ).toEqual([]);
    await context.close();
  });

  it('on a phone: the section tabs lead through the workspace', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(ws(clubId, 'menu'));
    await page.getByTestId('menu-page').waitFor();
    const tabs = page.getByTestId('workspace-tabs');
    await expect(tabs.isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('workspace-menu').isVisible()).resolves.toBe(false);
    await tabs.locator('a[data-section="members"]').click();
    await page.getByTestId('members-page').waitFor();
    await expect(tabs.locator('a[data-section="members"]').getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await tabs.locator('a[data-section="teams"]').click();
    await page.getByTestId('teams-page').waitFor();
    await snap(page, 'org-workspace-teams-in-workspace-phone');
    // the burger menu has the organizer's entry
    await page.getByTestId('nav-burger').click();
    await page.getByRole('link', { name: 'Organizations', exact: true }).waitFor();
    await page.getByRole('link', { name: 'My clubs', exact: true }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('lists the organization’s users by nationality and name, and creates an account for someone', async () => {
    // two accounts made for the club beforehand: one to find by nationality, both by name
    for (const [firstName, nationality] of [
      ['Ana', 'PT'],
      ['Ivo', 'HR'],
    ] as const) {
      await call<User>(organizerToken, 'POST', '/api/organizer/user', {
        organizationId: clubId,
        firstName,
        lastName: 'Sousa',
        email: `${firstName.toLowerCase()}.sousa@riverside.example`,
        nationality,
      });
    }
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(ws(clubId, 'menu'));
    await page.getByTestId('menu-page').waitFor();
    await openSection(page, 'users');
    await page.getByTestId('org-users-page').waitFor();
    const rows = page.getByTestId('org-user-row');
    const emails = () => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-email')).sort());
    // the owner, the demo user with the member role, and the two accounts
    await expect
      .poll(emails)
      .toEqual([
        'ana.sousa@riverside.example',
        'ivo.sousa@riverside.example',
        'organizer@sportzone.test',
        'user@sportzone.test',
      ]);
    // nationality, then name
    await pick(page, 'org-users-nationality', 'Portugal', 'Portu');
    await expect.poll(emails).toEqual(['ana.sousa@riverside.example']);
    await expect(rows.getByTestId('org-user-row-nationality').textContent()).resolves.toBe('Portugal');
    await pick(page, 'org-users-nationality', 'Any nationality', 'Any');
    await page.getByTestId('org-users-search').fill('sousa');
    await expect.poll(emails).toEqual(['ana.sousa@riverside.example', 'ivo.sousa@riverside.example']);
    await page.getByTestId('org-users-search').fill('nobody-by-this-name');
    await page.getByTestId('org-users-empty').waitFor();
    await page.getByTestId('org-users-search').fill('');
    await expect.poll(() => rows.count()).toBe(4);

    // create: an empty form says what is missing under each field, before anything is sent
    await page.getByTestId('org-user-add').first().click();
    const form = page.getByTestId('org-user-form');
    await page.getByTestId('org-user-next-step').waitFor();
    await page.getByTestId('org-user-submit').click();
    await expect.poll(() => form.getByText('Required', { exact: true }).count()).toBe(3);
    await page.getByTestId('org-user-first-name').fill('Mira');
    await page.getByTestId('org-user-last-name').fill('Dimitrova');
    await page.getByTestId('org-user-email').fill('mira@');
    await page.getByTestId('org-user-submit').click();
    await form.getByText('Enter a valid email address').waitFor();
    // an address another account has: the server's 409, beside the field
    await page.getByTestId('org-user-email').fill('user@sportzone.test');
    await page.getByTestId('org-user-submit').click();
    await form.getByText('Another account already uses this email address').waitFor();
    await snap(page, 'org-workspace-user-form-error-desktop');
    await page.getByTestId('org-user-email').fill('Mira.Dimitrova@Riverside.example');
    await pick(page, 'org-user-nationality', 'Bulgaria', 'Bulg');
    await page.getByTestId('org-user-submit').click();
    await form.waitFor({ state: 'detached' });
    // the toast says it is made and what the person does next (no mail; the embedded sign-in)
    const toast = page.getByTestId('toast-success');
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain('The account of Mira Dimitrova');
    await expect(toast.textContent()).resolves.toContain('merge this account into theirs');
    const mira = page.locator('[data-testid="org-user-row"][data-email="mira.dimitrova@riverside.example"]');
    await mira.waitFor();
    await expect(mira.getByTestId('org-user-row-nationality').textContent()).resolves.toBe('Bulgaria');
    await mira.getByTestId('org-user-never-signed-in').waitFor();
    await expect.poll(() => rows.count()).toBe(5);
    await snap(page, 'org-workspace-users-created-desktop', { keepToasts: true });
    const stored = await call<PagedResult<User>>(
      organizerToken,
      'GET',
      `/api/organization/${clubId}/users?searchTerm=mira.dimitrova`,
    );
    expect(stored.items.map((u) => [u.email, u.nationality, u.middleName])).toEqual([
      ['mira.dimitrova@riverside.example', 'BG', null],
    ]);
    const roles = await call<PagedResult<RoleAssignment>>(
      organizerToken,
      'GET',
      `/api/organization/${clubId}/roles?pageSize=100`,
    );
    expect(
      roles.items.filter((r) => r.user.email === 'mira.dimitrova@riverside.example').map((r) => r.role),
    ).toEqual(['member']);
    await shotBoth(page, 'users');
    // the empty dialog at phone and laptop width
    await page.getByTestId('org-user-add').first().click();
    await page.getByTestId('org-user-form').waitFor();
    await viewportShots(page, 'org-workspace-user-form');
    expect(unexpected(errors, ['409 POST /api/organizer/user'])).toEqual([]);
    await context.close();
  });

  it('an owner deletes an organization after typing its name', async () => {
    const doomed = await call<Organization>(organizerToken, 'POST', '/api/organization', {
      name: 'Old Tennis Society',
      privacy: 'public',
    });
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(ws(doomed.id, 'menu'));
    await page.getByTestId('org-delete').click();
    const confirm = page.getByTestId('confirm-button');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await page.getByTestId('confirm-type').fill('old tennis');
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await page.getByTestId('confirm-type').fill('Old Tennis Society');
    await confirm.click();
    await page.waitForURL('**/organizer/organizations');
    await expect(fetch(`${server.url}/api/organization/${doomed.id}`).then((r) => r.status)).resolves.toBe(
      404,
    );
    await expect.poll(() => page.getByTestId('organization-row').count()).toBe(known + 2);
    await expect(
      page.locator('[data-testid="organization-row"][data-name="Old Tennis Society"]').count(),
    ).resolves.toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('others in the workspace', () => {
  it('an administrator without organizations sees the empty state with its call to action', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'admin@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations`);
    const empty = page.getByTestId('organizations-empty');
    await empty.waitFor();
    await expect(empty.textContent()).resolves.toContain('You are not in any organization yet');
    await empty.getByTestId('org-create').waitFor();
    await shotBoth(page, 'organizations-empty');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a member sees the workspace read-only', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'user@sportzone.test');
    await page.goto(ws(clubId, 'menu'));
    await page.getByTestId('menu-page').waitFor();
    await expect(page.getByTestId('workspace-name').textContent()).resolves.toBe('Riverside Racquet Club');
    await expect(
      page.getByTestId('workspace-badges').getByTestId('role-badge').first().textContent(),
    ).resolves.toBe('Member');
    await expect(page.getByTestId('org-edit').count()).resolves.toBe(0);
    await expect(page.getByTestId('org-delete').count()).resolves.toBe(0);
    await page.getByTestId('read-only-note').waitFor();
    const sections = await page
      .getByTestId('workspace-menu')
      .locator('a[data-section]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('data-section')));
    expect(sections).toContain('roles');
    expect(sections).not.toContain('invitations');
    expect(sections).not.toContain('applications');
    expect(sections).not.toContain('users');
    await openSection(page, 'roles');
    await page.locator('[data-testid="role-row"][data-role="owner"]').waitFor();
    await expect(page.getByTestId('role-add').count()).resolves.toBe(0);
    await expect(page.getByTestId('role-actions').count()).resolves.toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a user without organizer rights is told how to get them; an outsider finds no private organization', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'player@sportzone.test');
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');
    await expect(page.getByTestId('nav-organizations').count()).resolves.toBe(0);
    await page.getByTestId('nav-my-clubs').waitFor();
    await page.goto(`${server.url}/organizer/organizations`);
    const rights = page.getByTestId('need-organizer-rights');
    await rights.waitFor();
    await expect(rights.textContent()).resolves.toContain('Creating organizations needs organizer rights');
    await expect(page.getByTestId('org-create').count()).resolves.toBe(0);
    // the demo organizations they are a member of are still listed
    await page.getByTestId('organization-row').first().waitFor();
    await shotBoth(page, 'organizations-no-rights');
    await page.getByTestId('apply-organizer-rights').click();
    await page.waitForURL('**/user/request');

    // the private club is "not found" for them
    await page.goto(ws(clubId, 'members'));
    await page.getByTestId('workspace-not-found').waitFor();
    await expect(page.getByTestId('workspace-not-found').textContent()).resolves.toContain(
      'Organization not found',
    );
    await expect(page.getByTestId('members-page').count()).resolves.toBe(0);
    await shotBoth(page, 'not-found');
    // everything below a private organization is as hidden as it is
    await page.goto(ws(childId, 'menu'));
    await page.getByTestId('workspace-not-found').waitFor();
    // a public organization opens for them, read-only, as a visitor
    const open = await call<Organization>(organizerToken, 'POST', '/api/organization', {
      name: 'Open Court League',
      privacy: 'public',
    });
    await page.goto(ws(open.id, 'menu'));
    await page.getByTestId('menu-page').waitFor();
    await expect(page.getByTestId('workspace-badges').getByTestId('role-badge').textContent()).resolves.toBe(
      'Visitor',
    );
    await page.getByTestId('read-only-note').waitFor();
    await expect(page.getByTestId('org-edit').count()).resolves.toBe(0);
    expect(
      unexpected(errors, [`404 GET /api/organization/${clubId}`, `404 GET /api/organization/${childId}`]),
    ).toEqual([]);
    await context.close();
  });
});
