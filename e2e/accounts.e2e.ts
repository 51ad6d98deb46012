/**
 * User accounts and administration, in a real browser against the real server: applying for organizer
 * rights and an admin deciding, user management with search, nationality filter and paging over 45
 * users, admin-only pages, sport preferences, the profile picture, and deleting your own account.
 * Screenshots (phone 390×844 and desktop 1280×800) land in e2e/screenshots/accounts-*.png.
 */
import { addRoles, insertUser, openDatabase } from '@sportzone/db';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn, signUp, storedToken, submitProviderSignIn } from './helpers/auth';
import {
  DESKTOP,
  PHONE,
  launch,
  openPage,
  shot,
  unexpected,
  shotPhoneAndDesktop,
  snap,
} from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;

const BULK = 45;
/** every third bulk user is German, the others British */
const bulkNationality = (i: number) => (i % 3 === 0 ? 'DE' : 'GB');
const pad = (i: number) => String(i).padStart(2, '0');

/**
 * 45 users straight into the database. The server owns its PGlite folder while it runs, so it is
 * started once (migrations and demo accounts), stopped, filled here, and started again.
 */
async function seedBulkUsers(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    for (let i = 1; i <= BULK; i++) {
      const user = await insertUser(database.db, {
        firstName: `Bulk${pad(i)}`,
        middleName: null,
        lastName: 'Tester',
        email: `bulk${pad(i)}@example.com`,
        nationality: bulkNationality(i),
      });
      await addRoles(database.db, user.id, ['User']);
    }
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const first = await startServer({ env: { SIMULATOR: 'false' } });
  await first.stop();
  await seedBulkUsers(first.dataDir);
  server = await startServer({ dataDir: first.dataDir, env: { SIMULATOR: 'false' } });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const shotBoth = shotPhoneAndDesktop;

/** The real sign-in flow; when it does not finish, the page it stopped on is kept and described. */
async function signInAs(page: Page, email: string, password?: string) {
  try {
    await signIn(page, server.url, email, password);
  } catch (error) {
    await shot(page, `accounts-sign-in-failed-${email.split('@')[0]}`);
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    throw new Error(`sign-in of ${email} stopped at ${page.url()}: ${text.slice(0, 500)}\n${String(error)}`);
  }
}

async function openUserMenuItem(page: Page, testId: string) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(testId).click();
}

describe('a forgotten password', () => {
  it('is reset from the sign-in page by an emailed link, in the app\'s look, with "show password" and a way back', async () => {
    const email = 'forgetful@sportzone.test';
    const first = await openPage(browser, PHONE);
    await signUp(first.page, server.url, email, 'first password 1');
    await first.context.close();

    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-panel').getByTestId('sign-in-button').click();
    await page.waitForURL(/\/oidc\/interaction\//);
    // "Show password" appears (the page script runs under the CSP) and reveals what was typed
    await page.fill('#password', 'typed secret');
    await page.getByText('Show password').click();
    await expect(page.locator('#password').getAttribute('type')).resolves.toBe('text');
    await page.getByText('Show password').click();
    await expect(page.locator('#password').getAttribute('type')).resolves.toBe('password');
    await expect(page.getByRole('link', { name: '← Back to Sportzone' }).getAttribute('href')).resolves.toBe(
      `${server.url}/`,
    );
    await shotBoth(page, 'accounts-provider-sign-in');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/oidc\/password\/forgot/);
    await page.fill('#email', email);
    await shotBoth(page, 'accounts-provider-forgot');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await shotBoth(page, 'accounts-provider-forgot-sent');

    // The admin reads the mail in the outbox (no SMTP here) and the person opens its link.
    const admin = await openPage(browser, DESKTOP);
    await signInAs(admin.page, 'admin@sportzone.test');
    const token = await storedToken(admin.page);
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      const res = await fetch(`${server.url}/api/admin/outbox?searchTerm=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as { items: { kind: string; text: string }[] };
      link = /https?:\/\/\S+\/oidc\/password\/reset\?\S+/.exec(
        body.items.find((m) => m.kind === 'password-reset')?.text ?? '',
      )?.[0];
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    await admin.context.close();
    expect(link).toBeDefined();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.fill('#password', 'second password 2');
    await page.fill('#password2', 'second password 2');
    await shotBoth(page, 'accounts-provider-reset');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();
    await shotBoth(page, 'accounts-provider-reset-done');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login/);
    await page.getByTestId('login-panel').getByTestId('sign-in-button').click();
    await submitProviderSignIn(page, email, 'second password 2');
    await page.waitForURL((url) => url.pathname !== '/authorization-response');
    expect(await storedToken(page)).toBeTruthy();
    // an account without a profile yet: the app asks for one (404 from /api/user/login is that signal)
    expect(unexpected(errors, ['404 GET /api/user/current', '404 POST /api/user/login'])).toEqual([]);
    await context.close();
  });
});

describe('requests to the admins', () => {
  it('a user applies for organizer rights and asks for a merge; an admin accepts and rejects; the user lands as an organizer', async () => {
    const user = await openPage(browser, PHONE);
    await signInAs(user.page, 'user@sportzone.test');
    expect(new URL(user.page.url()).pathname).toBe('/user/dashboard');
    // the dashboard's next step leads to the application
    await user.page.getByTestId('next-step-organizer').getByRole('link').click();
    await user.page.waitForURL(/\/user\/request$/);
    await user.page.getByTestId('my-requests-empty').waitFor();
    await expect(
      user.page.getByRole('heading', { name: 'Application for organizer rights' }).count(),
    ).resolves.toBe(1);
    await shotBoth(user.page, 'accounts-requests-empty');

    // SPEC §5: an empty message is refused with "Please provide message"
    await user.page.getByTestId('organizer-submit').click();
    await user.page.getByText('Please provide message').waitFor();
    await snap(user.page, 'accounts-requests-validation-phone');

    await user.page
      .getByTestId('organizer-message')
      .fill('I run the Plovdiv table tennis club and want to hold our league here.');
    await user.page.getByTestId('organizer-submit').click();
    await user.page.getByTestId('organizer-application-closed').waitFor();
    await user.page
      .locator('[data-testid="my-request"][data-kind="organizer"][data-status="pending"]')
      .waitFor();

    await user.page.getByTestId('merge-other-email').fill('user@sportzone.test');
    await user.page.getByTestId('merge-message').fill('x');
    await user.page.getByTestId('merge-submit').click();
    await user.page.getByText('This is the email address of this account').waitFor();
    await user.page.getByTestId('merge-other-email').fill('player@sportzone.test');
    await user.page.getByTestId('merge-message').fill('My old account from the club.');
    await user.page.getByTestId('merge-submit').click();
    await user.page.locator('[data-testid="my-request"][data-kind="merge"][data-status="pending"]').waitFor();
    await shotBoth(user.page, 'accounts-requests-pending');
    expect(unexpected(user.errors)).toEqual([]);

    // the admin decides
    const admin = await openPage(browser, DESKTOP);
    await signInAs(admin.page, 'admin@sportzone.test');
    await openUserMenuItem(admin.page, 'user-menu-user-requests');
    await admin.page.waitForURL(/\/admin\/user-requests$/);
    const organizerRequest = admin.page.locator(
      '[data-testid="admin-request"][data-kind="organizer"][data-email="user@sportzone.test"]',
    );
    await organizerRequest.waitFor();
    await expect(admin.page.getByTestId('requests-count').textContent()).resolves.toBe(
      'Waiting for a decision: 2',
    );
    await shotBoth(admin.page, 'accounts-admin-requests-pending');

    await organizerRequest.getByTestId('request-accept').click();
    await admin.page.getByTestId('decision-reason').fill('Welcome aboard.');
    await snap(admin.page, 'accounts-admin-requests-accept-dialog-desktop');
    await admin.page.getByTestId('decision-confirm').click();
    await organizerRequest.waitFor({ state: 'detached' });

    const mergeRequest = admin.page.locator('[data-testid="admin-request"][data-kind="merge"]');
    await mergeRequest.getByTestId('request-reject').click();
    await admin.page.getByTestId('decision-reason').fill('Please send this from the other account as well.');
    await admin.page.getByTestId('decision-confirm').click();
    await admin.page.getByTestId('requests-empty').waitFor();
    await shotBoth(admin.page, 'accounts-admin-requests-empty');

    await admin.page.getByTestId('requests-tab-accepted').click();
    await admin.page.locator('[data-testid="admin-request"][data-kind="organizer"]').waitFor();
    await admin.page.getByTestId('requests-tab-rejected').click();
    await admin.page.getByText('Please send this from the other account as well.').waitFor();
    await shotBoth(admin.page, 'accounts-admin-requests-rejected');
    expect(unexpected(admin.errors)).toEqual([]);
    await admin.context.close();

    // the answer is on the user's page …
    await user.page.reload();
    await user.page
      .locator('[data-testid="my-request"][data-kind="organizer"][data-status="accepted"]')
      .waitFor();
    await user.page
      .locator('[data-testid="my-request"][data-kind="merge"][data-status="rejected"]')
      .waitFor();
    await expect(user.page.getByTestId('my-request-reason').allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('Please send this from the other account as well.')]),
    );
    await expect(user.page.getByTestId('organizer-application-closed').textContent()).resolves.toContain(
      'You already have organizer rights.',
    );
    await shotBoth(user.page, 'accounts-requests-decided');
    await user.context.close();

    // … and the next sign-in carries the Organizer role: organizers land on their organizations (SPEC §2)
    const again = await openPage(browser, PHONE);
    await signInAs(again.page, 'user@sportzone.test');
    expect(new URL(again.page.url()).pathname).toBe('/organizer/organizations');
    await again.context.close();
  });
});

describe('user management', () => {
  it('searches, filters by nationality and pages through 45 users; edits roles and deletes a user', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signInAs(page, 'admin@sportzone.test');
    await page.getByTestId('next-step-user-management').getByRole('link').click();
    await page.waitForURL(/\/admin\/user-management$/);
    await page.getByTestId('user-count').waitFor();
    // the 45 bulk users, the demo accounts and whoever else the demo data holds
    await expect(page.getByTestId('user-count').textContent()).resolves.toMatch(
      /^Showing 20 of (4[89]|[5-9]\d|\d{3,})$/,
    );
    await shotBoth(page, 'accounts-admin-users');

    const rows = page.getByTestId('user-row');
    const count = page.getByTestId('user-count');
    await page.getByTestId('user-search').fill('  BULK ');
    await expect.poll(() => count.textContent()).toBe('Showing 20 of 45');
    await expect(rows.count()).resolves.toBe(20);
    const names = await page.getByTestId('user-row-name').allTextContents();
    expect(names[0]).toBe('Bulk01 Tester');
    expect(names).toEqual([...names].sort());

    await page.getByTestId('users-load-more').click();
    await expect.poll(() => count.textContent()).toBe('Showing 40 of 45');
    await page.getByTestId('users-load-more').click();
    await expect.poll(() => count.textContent()).toBe('Showing 45 of 45');
    await page.getByTestId('users-all-loaded').waitFor();
    await expect(page.getByTestId('users-load-more').count()).resolves.toBe(0);
    const all = await page.getByTestId('user-row-name').allTextContents();
    expect(new Set(all).size).toBe(45);
    expect(all[44]).toBe('Bulk45 Tester');
    await snap(page, 'accounts-admin-users-all-desktop');

    // a nationality restarts paging from page 1
    await page.getByTestId('user-nationality-filter').click();
    await page.getByTestId('user-nationality-filter').fill('Germany');
    await page.getByRole('option', { name: 'Germany' }).click();
    await expect.poll(() => count.textContent()).toBe('Showing 15 of 15');
    await expect(page.getByTestId('user-row-nationality').allTextContents()).resolves.toEqual(
      Array(15).fill('Germany'),
    );
    await expect(page.getByTestId('users-load-more').count()).resolves.toBe(0);
    await shotBoth(page, 'accounts-admin-users-filtered');

    // clearing it starts over too
    // Mantine's clear button is hidden from the accessibility tree (clearing the text does the same)
    await page.locator('button[aria-label="Any nationality"]').click();
    await expect.poll(() => count.textContent()).toBe('Showing 20 of 45');

    // roles: Bulk01 becomes a player
    const bulk01 = page.locator('[data-testid="user-row"][data-email="bulk01@example.com"]');
    await bulk01.getByTestId('user-row-actions').click();
    await page.getByTestId('user-edit-roles').click();
    await page.getByTestId('edit-roles-modal').getByText('Player', { exact: true }).click();
    await snap(page, 'accounts-admin-users-roles-desktop');
    await page.getByTestId('roles-save').click();
    await bulk01.locator('[data-role="Player"]').waitFor();

    // delete Bulk02, after confirming
    const bulk02 = page.locator('[data-testid="user-row"][data-email="bulk02@example.com"]');
    await bulk02.getByTestId('user-row-actions').click();
    await page.getByTestId('user-delete').click();
    await page.getByRole('dialog').getByTestId('delete-user-confirm').waitFor();
    await snap(page, 'accounts-admin-users-delete-desktop');
    await page.getByTestId('delete-user-confirm').click();
    await bulk02.waitFor({ state: 'detached' });
    await expect.poll(() => count.textContent()).toBe('Showing 19 of 44');

    // a forced refresh asks for page 1 again and the deleted user stays gone
    await page.getByTestId('user-refresh').click();
    await expect.poll(() => count.textContent()).toBe('Showing 20 of 44');
    await expect(bulk02.count()).resolves.toBe(0);

    // nothing found
    await page.getByTestId('user-search').fill('no such person');
    await page.getByTestId('users-empty').waitFor();
    await shotBoth(page, 'accounts-admin-users-empty');

    const api = await page.evaluate(async () => {
      const res = await fetch('/api/user?searchTerm=bulk02', {
        headers: { authorization: `Bearer ${localStorage.getItem('SPZ_TOKEN')}` },
      });
      return (await res.json()).totalCount as number;
    });
    expect(api).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('sends everyone but admins home with the 403 text, and shows admin links to admins only', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInAs(page, 'player@sportzone.test');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-preferences').waitFor();
    await expect(page.getByTestId('user-menu-user-management').count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('next-step-user-management').count()).resolves.toBe(0);

    for (const path of ['/admin/user-management', '/admin/user-requests']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/');
      const toast = page.getByTestId('toast-error').first();
      await toast.waitFor();
      await expect(toast.textContent()).resolves.toContain("You don't have required premissions.");
    }
    await snap(page, 'accounts-admin-forbidden-phone', { keepToasts: true });
    await expect(page.getByTestId('toast-error').count()).resolves.toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('sport preferences', () => {
  it('saves followed sports and the default sport, which the header starts with until a sport is picked here', async () => {
    const first = await openPage(browser, DESKTOP);
    await signInAs(first.page, 'player@sportzone.test');
    await openUserMenuItem(first.page, 'user-menu-preferences');
    await first.page.waitForURL(/\/user\/preferences$/);
    await first.page.getByTestId('sport-preferences-form').waitFor();
    const headerSport = (p: Page) =>
      p.getByRole('banner').getByTestId('sport-switch').getAttribute('data-sport');
    await expect(headerSport(first.page)).resolves.toBe('tennis');
    await first.page.getByTestId('follow-badminton').click();
    await first.page.getByTestId('default-sport').click();
    await first.page.getByRole('option', { name: 'Volleyball' }).click();
    await shotBoth(first.page, 'accounts-preferences');
    await first.page.getByTestId('preferences-submit').click();
    await first.page.getByText('Your sport preferences are saved.').waitFor();
    await expect.poll(() => headerSport(first.page)).toBe('volleyball');
    // the default sport is followed too
    await expect(
      first.page.getByTestId('follow-volleyball').getAttribute('data-checked'),
    ).resolves.not.toBeNull();
    expect(unexpected(first.errors)).toEqual([]);
    await first.context.close();

    // another browser: nothing picked there, so the account's default sport comes first
    const second = await openPage(browser, DESKTOP);
    await signInAs(second.page, 'player@sportzone.test');
    await second.page.goto(server.url);
    await expect.poll(() => headerSport(second.page)).toBe('volleyball');
    await snap(second.page, 'accounts-preferences-home-default-sport-desktop');
    // a sport picked in the header wins from then on
    await second.page.getByRole('banner').getByTestId('sport-switch').click();
    await second.page.getByRole('menuitem', { name: 'Snooker' }).click();
    await second.page.reload();
    await expect.poll(() => headerSport(second.page)).toBe('snooker');
    expect(unexpected(second.errors)).toEqual([]);
    await second.context.close();
  });
});

describe('the profile', () => {
  it('refuses non-images and big files, crops and uploads a picture that then shows in the header and on the profile', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signInAs(page, 'player@sportzone.test');
    await page.goto(`${server.url}/profile`);
    await page.getByTestId('profile-picture').waitFor();
    await expect(page.getByTestId('linked-identity').count()).resolves.toBe(1);
    await expect(page.getByTestId('linked-identity').textContent()).resolves.toContain(
      'player@sportzone.test',
    );
    await shotBoth(page, 'accounts-profile');

    const input = page.getByTestId('picture-input');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByTestId('picture-error').textContent()).resolves.toContain(
      'This file is not an image.',
    );
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(8 * 1024 * 1024 + 1, 1),
    });
    await expect(page.getByTestId('picture-error').textContent()).resolves.toContain('larger than 8 MB');

    // a 900×600 picture: the left half red, the right half blue, a yellow disc in the middle
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
      <rect width="450" height="600" fill="#d62828"/><rect x="450" width="450" height="600" fill="#1d4ed8"/>
      <circle cx="450" cy="300" r="150" fill="#fcbf49"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('picture-cropper').waitFor();
    await expect(page.getByTestId('picture-error').count()).resolves.toBe(0);
    // drag the picture to the right: the crop moves towards the red half
    const frame = page.getByTestId('picture-crop-frame');
    const box = (await frame.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await frame.focus();
    await page.keyboard.press('+');
    await shotBoth(page, 'accounts-profile-picture-crop');

    const uploaded = page.waitForResponse(
      (r) => /\/api\/user\/\d+\/picture$/.test(r.url()) && r.request().method() === 'POST',
    );
    await page.getByTestId('picture-save').click();
    const response = await uploaded;
    expect(response.status()).toBe(200);
    expect(response.request().headers()['content-type']).toBe('image/png');
    await page.getByTestId('picture-cropper').waitFor({ state: 'detached' });

    const headerPicture = page.getByTestId('user-menu-avatar').locator('img');
    await headerPicture.waitFor();
    const src = await headerPicture.getAttribute('src');
    expect(src).toMatch(/\/api\/user\/\d+\/picture\?v=1$/);
    await page.getByTestId('profile-picture-avatar').locator('img').waitFor();
    await expect
      .poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(512);
    // the server keeps a 512 px square; the crop was more red than blue
    const stored = await sharp(Buffer.from(await (await fetch(`${server.url}${src}`)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([stored.info.width, stored.info.height]).toEqual([512, 512]);
    const px = (x: number, y: number) => [
      ...stored.data.subarray((y * 512 + x) * stored.info.channels, (y * 512 + x) * stored.info.channels + 3),
    ];
    expect(px(4, 256)[0]).toBeGreaterThan(180); // left edge red
    await shotBoth(page, 'accounts-profile-picture-saved');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('deleting your account', () => {
  it('explains what is deleted, asks for a typed confirmation, deletes, signs out, and the sign-in no longer works', async () => {
    const signedOut = await openPage(browser, PHONE);
    await signedOut.page.goto(`${server.url}/user/delete`);
    await signedOut.page.getByTestId('delete-sign-in').waitFor();
    await shotBoth(signedOut.page, 'accounts-delete-signed-out');
    await signedOut.context.close();

    const { page, context, errors } = await openPage(browser, PHONE);
    const email = 'leaving@example.com';
    await signUp(page, server.url, email, DEMO_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.getByTestId('profile-first-name').fill('Lena');
    await page.getByTestId('profile-last-name').fill('Leaving');
    await page.getByTestId('profile-submit').click();
    await page.waitForURL(/\/user\/dashboard$/);

    await page.goto(`${server.url}/profile`);
    await page.getByTestId('delete-account-link').getByRole('link').click();
    await page.waitForURL(/\/user\/delete$/);
    await page.getByTestId('deletion-list').waitFor();
    await shotBoth(page, 'accounts-delete');

    await page.getByTestId('delete-confirm-input').fill('delete');
    await page.getByTestId('delete-account-submit').click();
    await page.getByText('Type your email address or DELETE exactly as shown').waitFor();
    await snap(page, 'accounts-delete-mismatch-phone');

    await page.getByTestId('delete-confirm-input').fill(email.toUpperCase());
    await page.getByTestId('delete-account-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account and all your data are deleted.').waitFor();
    expect(await storedToken(page)).toBeNull();
    const oidcUsers = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:')),
    );
    expect(oidcUsers).toEqual([]);
    await expect(page.getByTestId('user-menu').count()).resolves.toBe(0);
    await snap(page, 'accounts-delete-done-phone', { keepToasts: true });

    // the provider no longer knows the account
    await page.goto(`${server.url}/login`);
    await page.getByTestId('login-panel').getByTestId('sign-in-button').click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.fill('#email', email);
    await page.fill('#password', DEMO_PASSWORD);
    await page.press('#password', 'Enter');
    await page.waitForLoadState();
    expect(page.url()).toMatch(/\/oidc\/interaction\//);
    await expect(page.locator('[role="alert"]').textContent()).resolves.toContain(
      'The email or password is not correct.',
    );
    await snap(page, 'accounts-delete-sign-in-refused-phone');
    // Expected answers: a new account has no profile yet (404 on /api/user/current and /api/user/login),
    // and the provider answers the refused sign-in with its form again (400).
    const refused = /^400 POST \/oidc\/interaction\/[^/]+\/login$/;
    expect(
      unexpected(errors, ['404 GET /api/user/current', '404 POST /api/user/login']).filter(
        (e) => !refused.test(e),
      ),
    ).toEqual([]);
    await context.close();
  });
});
