/**
 * An organization's API keys, in a real browser against the real server: the demo organizer opens the
 * demo club's workspace, finds "API keys" in its menu, sees the empty state, creates a key that may
 * read results and enter scores, is shown its secret once (copied from the page), and a program
 * calling the API with it gets in; revoked in the page, the same call is refused. A member of the club
 * is told the page is not theirs; the screen reads in Bulgarian. Screenshots:
 * e2e/screenshots/api-keys-*-{phone,desktop}.png.
 */
import type { ApiKey, Organization } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoClub, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import {
  DESKTOP,
  PHONE,
  launch,
  openPage,
  shotPhoneAndDesktop,
  snap,
  unexpected,
  viewportShots,
} from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let club: Organization;

const KEY_NAME = 'Club website';

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

const keysPath = () => `${server.url}/organizer/organizations/${club.id}/api-keys`;

/** What a program holding `secret` is told when it asks for the club's tournaments. */
const callWith = (secret: string) =>
  fetch(`${server.url}/api/organization/${club.id}/tournaments`, {
    headers: { authorization: `Bearer ${secret}` },
  });

const keyRow = (page: Page) => page.locator(`[data-testid="api-key-row"][data-name="${KEY_NAME}"]`);

/** The key's row, as the organizer's own call lists it. */
async function storedKey(): Promise<ApiKey | undefined> {
  const keys = await apiCall<ApiKey[]>(
    server.url,
    organizerToken,
    'GET',
    `/api/organization/${club.id}/api-keys`,
  );
  return keys.find((k) => k.name === KEY_NAME);
}

describe('an organizer gives a program access with an API key', () => {
  it('creates a key, sees its secret once, the API takes it; revoked, the API refuses it', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signIn(page, server.url, 'organizer@sportzone.test');

    // the workspace's menu leads there
    await page.goto(`${server.url}/organizer/organizations/${club.id}/menu`);
    await page.getByTestId('menu-page').waitFor();
    await page.getByTestId('workspace-menu').locator('a[data-section="api-keys"]').click();
    await page.waitForURL((url) => url.pathname.endsWith('/api-keys'));
    await page.getByTestId('api-keys-page').waitFor();
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('API keys');

    // none yet: what keys are for, and the way to make one
    const empty = page.getByTestId('api-keys-empty');
    await empty.waitFor();
    const emptyText = await empty.textContent();
    expect(emptyText).toContain('No API keys yet');
    expect(emptyText).toMatch(/club website.*membership system.*scoreboard/);
    await shotPhoneAndDesktop(page, 'api-keys-empty');

    // the form: a name and at least one scope
    await empty.getByTestId('api-key-create').click();
    const form = page.getByTestId('api-key-form');
    await form.waitFor();
    await page.getByTestId('api-key-name').fill(KEY_NAME);
    await page.getByTestId('api-key-submit').click();
    await form.getByText('Choose at least one').waitFor();
    await page.getByTestId('api-key-scope-results-read').check();
    await page.getByTestId('api-key-scope-scores-write').check();
    await expect(
      form.getByText('Points and corrections in the organization’s matches.').count(),
    ).resolves.toBe(1);
    await snap(page, 'api-keys-form-desktop');
    const created = page.waitForResponse(
      (r) => r.url().endsWith(`/api/organization/${club.id}/api-keys`) && r.request().method() === 'POST',
    );
    await page.getByTestId('api-key-submit').click();
    expect((await created).status()).toBe(201);
    await form.waitFor({ state: 'detached' });

    // the secret, this once: read from the page, copied with the button
    const modal = page.getByTestId('api-key-secret-modal');
    await modal.waitFor();
    await expect(page.getByTestId('api-key-secret-warning').textContent()).resolves.toContain(
      'This is the only time it is shown',
    );
    const secret = await page.getByTestId('api-key-secret').inputValue();
    expect(secret).toMatch(/^szk_\S{16,}$/);
    await page.getByTestId('api-key-secret-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expect(page.getByTestId('api-key-curl').textContent()).resolves.toBe(
      `curl -H "Authorization: Bearer ${secret}" ${server.url}/api/organization/${club.id}/tournaments`,
    );
    await viewportShots(page, 'api-keys-secret');
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('api-key-secret-done').click();
    await modal.waitFor({ state: 'detached' });
    // gone from the page for good
    expect(await page.content()).not.toContain(secret);

    // the list: what the key may do in words, its hint, never used yet
    const row = keyRow(page);
    await row.waitFor();
    await expect(row.getAttribute('data-status')).resolves.toBe('active');
    await expect(row.getByTestId('api-key-status').textContent()).resolves.toBe('Active');
    await expect(row.getByTestId('api-key-scope').allTextContents()).resolves.toEqual([
      'Read results',
      'Enter scores',
    ]);
    const hint = (await row.getByTestId('api-key-hint').textContent()) ?? '';
    expect(hint).toMatch(/^szk_.+…$/);
    expect(secret.startsWith(hint.slice(0, -1))).toBe(true);
    await expect(row.getByTestId('api-key-created').textContent()).resolves.toContain('Elena');
    await expect(row.getByTestId('api-key-expires').textContent()).resolves.toBe('Never');
    await expect(row.getByTestId('api-key-last-used').textContent()).resolves.toBe('Never');

    // a program holding the key gets in
    expect((await callWith(secret)).status).toBe(200);
    await expect
      .poll(async () => (await storedKey())?.lastUsedAt ?? null, { timeout: 10_000 })
      .not.toBeNull();
    await page.reload();
    await keyRow(page).waitFor();
    await expect(keyRow(page).getByTestId('api-key-last-used').textContent()).resolves.not.toBe('Never');
    await shotPhoneAndDesktop(page, 'api-keys-list');

    // revoked, after a confirmation: the row stays and says so, and the key no longer opens anything
    await keyRow(page).getByTestId('api-key-revoke').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('stop working at once');
    await page.getByTestId('confirm-button').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => keyRow(page).getAttribute('data-status')).toBe('revoked');
    await expect(keyRow(page).getByTestId('api-key-status').textContent()).resolves.toBe('Revoked');
    await expect(keyRow(page).getByTestId('api-key-revoke').count()).resolves.toBe(0);
    await keyRow(page).getByTestId('api-key-revoked-at').waitFor();
    expect((await storedKey())?.status).toBe('revoked');
    expect((await callWith(secret)).status).toBe(401);
    await shotPhoneAndDesktop(page, 'api-keys-revoked');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('who else sees it', () => {
  it('a member of the club has no API keys in the menu and is told the page is not theirs', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'player@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${club.id}/menu`);
    await page.getByTestId('menu-page').waitFor();
    await expect(page.locator('[data-section="api-keys"]').count()).resolves.toBe(0);
    await page.goto(keysPath());
    await page.getByTestId('api-keys-not-allowed').waitFor();
    await expect(page.getByTestId('api-key-create').count()).resolves.toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('reads in Bulgarian', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(keysPath());
    await page.getByTestId('api-keys-page').waitFor();
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('API ключове');
    await expect(
      page.getByTestId('workspace-tabs').locator('a[data-section="api-keys"]').textContent(),
    ).resolves.toBe('API ключове');
    const row = keyRow(page);
    await row.waitFor();
    await expect(row.getByTestId('api-key-status').textContent()).resolves.toBe('Отменен');
    await expect(row.getByTestId('api-key-scope').allTextContents()).resolves.toEqual([
      'Четене на резултати',
      'Отчитане на точки',
    ]);
    await snap(page, 'api-keys-list-bg-phone');
    await page.getByTestId('api-key-create').first().click();
    await page.getByTestId('api-key-form').waitFor();
    await page.getByText('Какво може ключът').waitFor();
    await snap(page, 'api-keys-form-bg-phone');
    expect(await page.content()).not.toMatch(/apiKeys\.|organizer\.sections/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
