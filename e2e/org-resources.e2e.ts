/**
 * An organization's players, teams, formations, venues, seasons and properties, in a real browser against
 * the real server. The organization is made through the API; everything in it through the organizer's
 * pages: a venue with three courts, two players (one with a picture), a team, a doubles formation, a
 * season and a property, edited and deleted; the server's field messages show beside the fields; a
 * member sees the same lists read-only. Screenshots: e2e/screenshots/org-resources-*-{phone,desktop}.png.
 */
import type { Organization } from '@sportzone/contracts';
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
  unexpected,
  shotPhoneAndDesktop,
  pick,
  snap,
} from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let memberToken: string;
let org: Organization;

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  memberToken = await tokenOf(browser, server.url, 'user@sportzone.test');
  org = await call<Organization>(organizerToken, 'POST', '/api/organization', {
    name: 'Riverside Racquet Club',
    privacy: 'private',
  });
  const member = await call<{ id: number }>(memberToken, 'GET', '/api/user/current');
  await call(organizerToken, 'POST', `/api/organization/${org.id}/roles`, {
    userId: member.id,
    role: 'member',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const path = (page: string) => `${server.url}/organizer/organizations/${org.id}/${page}`;

/** org-resources-{name}-phone.png and -desktop.png */
const shotBoth = (page: Page, name: string) => shotPhoneAndDesktop(page, `org-resources-${name}`);

async function openActions(
  page: Page,
  row: string,
  testId: string,
  action: string,
  rowTestId = `${testId}-row`,
) {
  await page
    .locator(`[data-testid="${rowTestId}"][data-name="${row}"]`)
    .locator('xpath=..')
    .getByTestId(`${testId}-actions`)
    .click();
  await page.getByTestId(`${testId}-${action}`).click();
}

const closeModal = (page: Page) => page.locator('.mantine-Modal-close').click();

describe('an organizer fills the organization', () => {
  it('venues: three courts in one go, renamed, edited and a venue deleted', async () => {
    // the organizer's browser is in London: a new venue starts in that zone, until its country says otherwise
    const { page, context, errors } = await openPage(browser, DESKTOP, { timezoneId: 'Europe/London' });
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(path('venues'));
    await page.getByTestId('venues-empty').waitFor();
    await expect(page.getByTestId('venues-empty').textContent()).resolves.toContain('There are no venues');
    await shotBoth(page, 'venues-empty');

    await page.getByTestId('venue-add').first().click();
    await page.getByTestId('venue-name').fill('City Sports Hall');
    await page.getByTestId('venue-address').fill('12 River Street');
    await page.getByTestId('venue-city').fill('Plovdiv');
    await expect(page.getByTestId('venue-time-zone').inputValue()).resolves.toMatch(
      /^London · GMT(\+0|\+1)?$/,
    );
    await pick(page, 'venue-country', 'Bulgaria', 'Bulg');
    // Bulgaria has one time zone: the venue's
    await expect(page.getByTestId('venue-time-zone').inputValue()).resolves.toMatch(/^Sofia · GMT\+[23]$/);
    // tennis is the first sport: three courts
    await page.getByTestId('spaces-count').fill('3');
    await expect(page.getByTestId('spaces-add').textContent()).resolves.toBe('Add 3 courts');
    await page.getByTestId('spaces-add').click();
    const names = page.getByTestId('space-name');
    await expect(names.count()).resolves.toBe(3);
    await expect(names.nth(2).inputValue()).resolves.toBe('Court 3');
    await names.first().fill('Centre Court');
    // two tables for table tennis too, then one taken away again
    await pick(page, 'spaces-sport', 'Table tennis');
    await page.getByTestId('spaces-count').fill('2');
    await page.getByTestId('spaces-add').click();
    await expect(names.nth(4).inputValue()).resolves.toBe('Table 2');
    await page.getByTestId('space-remove').nth(4).click();
    // a repeated name is refused before sending
    await names.nth(1).fill('Centre court');
    await page.getByTestId('venue-submit').click();
    await page.getByText('This name is used twice for one sport').waitFor();
    await shotBoth(page, 'venue-form');
    await names.nth(1).fill('Court 2');
    await page.getByTestId('venue-submit').click();
    await page.getByTestId('venue-form').waitFor({ state: 'detached' });

    const row = page.locator('[data-testid="venue-row"][data-name="City Sports Hall"]');
    await row.waitFor();
    await expect(row.getByTestId('venue-space-count').allTextContents()).resolves.toEqual([
      'Tennis · 3 courts',
      'Table tennis · 1 table',
    ]);
    await expect(row.getByTestId('venue-space-names').textContent()).resolves.toBe(
      'Centre Court · Court 2 · Court 3 · Table 1',
    );
    const stored = await call<{ items: { spaces: { kind: string }[]; timeZone: string | null }[] }>(
      organizerToken,
      'GET',
      `/api/organization/${org.id}/venues`,
    );
    expect(stored.items[0]!.spaces.map((s) => s.kind)).toEqual(['court', 'court', 'court', 'table']);
    expect(stored.items[0]!.timeZone).toBe('Europe/Sofia');
    await expect(row.getByTestId('venue-time-zone-shown').textContent()).resolves.toMatch(
      /^Europe\/Sofia · GMT\+[23]$/,
    );

    // edit: the table goes, and the hall is in fact abroad (the zone list is searchable)
    await openActions(page, 'City Sports Hall', 'venue', 'edit');
    await page.getByTestId('space-remove').nth(3).click();
    await page.getByTestId('venue-time-zone').fill('Lisb');
    await page.getByRole('option', { name: /^Lisbon · GMT/ }).click();
    await page.getByTestId('venue-submit').click();
    await expect
      .poll(() => row.getByTestId('venue-space-count').allTextContents())
      .toEqual(['Tennis · 3 courts']);
    await expect(row.getByTestId('venue-time-zone-shown').textContent()).resolves.toMatch(
      /^Europe\/Lisbon · GMT/,
    );

    // a second venue, deleted
    await page.getByTestId('venue-add').first().click();
    await page.getByTestId('venue-name').fill('Old Bowling Alley');
    await pick(page, 'spaces-sport', 'Bowling');
    await page.getByTestId('spaces-count').fill('4');
    await page.getByTestId('spaces-add').click();
    await page.getByTestId('venue-submit').click();
    const bowling = page.locator('[data-testid="venue-row"][data-name="Old Bowling Alley"]');
    await expect.poll(() => bowling.getByTestId('venue-space-count').textContent()).toBe('Bowling · 4 lanes');
    await shotBoth(page, 'venues');
    await openActions(page, 'Old Bowling Alley', 'venue', 'delete');
    await page.getByTestId('confirm-button').click();
    await bowling.waitFor({ state: 'detached' });
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('seasons: an end before the start is refused beside the field, before anything is sent', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(path('seasons'));
    await page.getByTestId('seasons-empty').waitFor();
    await shotBoth(page, 'seasons-empty');
    await page.getByTestId('season-add').first().click();
    await page.getByTestId('season-name').fill('2026/27');
    await page.getByTestId('season-starts').fill('2026-09-01');
    await page.getByTestId('season-ends').fill('2026-06-30');
    await page.getByTestId('season-submit').click();
    await page.getByText('The end must not be before the start').waitFor();
    await snap(page, 'org-resources-season-form-error-phone');
    await page.getByTestId('season-ends').fill('2027-06-30');
    await page.getByTestId('season-submit').click();
    await page.locator('[data-testid="season-row"][data-name="2026/27"]').waitFor();

    // another one, renamed, then deleted
    await page.getByTestId('season-add').first().click();
    await page.getByTestId('season-name').fill('Summer cup');
    await page.getByTestId('season-starts').fill('2025-06-01');
    await page.getByTestId('season-ends').fill('2025-08-31');
    await page.getByTestId('season-submit').click();
    await page.locator('[data-testid="season-row"][data-name="Summer cup"]').waitFor();
    await openActions(page, 'Summer cup', 'season', 'edit');
    await page.getByTestId('season-name').fill('Summer cup 2025');
    await page.getByTestId('season-submit').click();
    const renamed = page.locator('[data-testid="season-row"][data-name="Summer cup 2025"]');
    await renamed.waitFor();
    await expect(renamed.textContent()).resolves.toContain('Finished');
    await shotBoth(page, 'seasons');
    await openActions(page, 'Summer cup 2025', 'season', 'delete');
    await page.getByTestId('confirm-button').click();
    await renamed.waitFor({ state: 'detached' });
    expect(unexpected(errors, ['400 POST /api/organization/' + org.id + '/seasons'])).toEqual([]);
    await context.close();
  });

  it('properties: a choice for players, relabelled; another deleted', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(path('properties'));
    await page.getByTestId('properties-empty').waitFor();
    await shotBoth(page, 'properties-empty');
    await page.getByTestId('property-add').first().click();
    await page.getByTestId('property-label').fill('Shirt size');
    await expect(page.getByTestId('property-key').inputValue()).resolves.toBe('shirt_size');
    await pick(page, 'property-type', 'Choice');
    // a choice without options is refused
    await page.getByTestId('property-submit').click();
    await page.getByText('Add at least one option').waitFor();
    const options = page.getByTestId('property-options');
    for (const o of ['S', 'M', 'L']) {
      await options.fill(o);
      await options.press('Enter');
    }
    await shotBoth(page, 'property-form');
    await page.getByTestId('property-submit').click();
    const row = page.locator('[data-testid="property-row"][data-key="shirt_size"]');
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('S · M · L');

    await row.locator('xpath=..').getByTestId('property-actions').click();
    await page.getByTestId('property-edit').click();
    await expect(page.getByTestId('property-key').isDisabled()).resolves.toBe(true);
    await page.getByTestId('property-label').fill('Shirt size (EU)');
    await page.getByTestId('property-submit').click();
    await expect.poll(() => row.textContent()).toContain('Shirt size (EU)');

    // a second one with a key already used: the server's message beside the key
    await page.getByTestId('property-add').first().click();
    await page.getByTestId('property-label').fill('Licence date');
    await page.getByTestId('property-key').fill('shirt_size');
    await pick(page, 'property-type', 'Date');
    await page.getByTestId('property-submit').click();
    await page.getByTestId('property-form').getByText('This key is already used').waitFor();
    await page.getByTestId('property-key').fill('licence_date');
    await page.getByTestId('property-submit').click();
    const licence = page.locator('[data-testid="property-row"][data-key="licence_date"]');
    await licence.waitFor();
    await shotBoth(page, 'properties');
    await licence.locator('xpath=..').getByTestId('property-actions').click();
    await page.getByTestId('property-delete').click();
    await page.getByTestId('confirm-button').click();
    await licence.waitFor({ state: 'detached' });
    expect(
      unexpected(errors, [
        `400 POST /api/organization/${org.id}/properties`,
        `409 POST /api/organization/${org.id}/properties`,
      ]),
    ).toEqual([]);
    await context.close();
  });

  it('players (one with a picture), a team and a doubles formation', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${path('teams')}?tab=players`);
    await page.getByTestId('players-empty').waitFor();
    await expect(page.getByTestId('players-empty').textContent()).resolves.toContain('There are no players');
    await shotBoth(page, 'players-empty');

    // the first player, with every field
    await page.getByTestId('player-add').first().click();
    await page.getByTestId('player-first-name').fill('Maria');
    await page.getByTestId('player-last-name').fill('Ivanova');
    await page.getByTestId('player-sex').getByText('Female').click();
    await page.getByTestId('player-birthday').fill('2001-04-12');
    await page.getByTestId('player-height').fill('500');
    await page.getByTestId('player-weight').fill('61.5');
    await pick(page, 'player-nationality', 'Bulgaria', 'Bulg');
    await page.getByTestId('player-number').fill('7');
    await page.getByTestId('player-member-id').fill('RRC-001');
    await pick(page, 'player-property-shirt_size', 'M');
    await page.getByTestId('player-submit').click();
    // a height of 500 cm is refused in the browser, as the server would: beside the field, with the
    // unit, and no "something went wrong" toast
    await page.getByTestId('player-form').getByText('From 30 to 280 cm').waitFor();
    expect(await page.locator('[data-testid="toast-error"]').count()).toBe(0);
    await shotBoth(page, 'player-form-error');
    await page.getByTestId('player-height').fill('172');
    await page.getByTestId('player-submit').click();
    await page.getByTestId('player-created-note').waitFor();

    // the picture, right away
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
      <rect width="600" height="600" fill="#0f766e"/><circle cx="300" cy="240" r="120" fill="#fde68a"/>
      <rect x="150" y="380" width="300" height="220" rx="100" fill="#fde68a"/></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    await page
      .getByTestId('picture-input')
      .setInputFiles({ name: 'maria.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('picture-cropper').waitFor();
    const uploaded = page.waitForResponse(
      (r) => /\/api\/player\/\d+\/picture$/.test(r.url()) && r.request().method() === 'POST',
    );
    await page.getByTestId('picture-save').click();
    expect((await uploaded).status()).toBe(200);
    await page.getByTestId('player-picture-avatar').locator('img').waitFor();
    await shotBoth(page, 'player-form');
    await closeModal(page);

    const maria = page.locator('[data-testid="player-row"][data-name="Maria Ivanova"]');
    await maria.waitFor();
    await maria.locator('img').waitFor();
    await expect(maria.textContent()).resolves.toContain('#7');

    // the second player: names only, then edited
    await page.getByTestId('player-add').first().click();
    await page.getByTestId('player-first-name').fill('Elena');
    await page.getByTestId('player-last-name').fill('Petrova');
    await page.getByTestId('player-submit').click();
    await page.getByTestId('player-created-note').waitFor();
    await closeModal(page);
    await openActions(page, 'Elena Petrova', 'player', 'edit');
    await page.getByTestId('player-number').fill('11');
    // linked to the member's account (the organization's users are searched)
    await page.getByTestId('player-account').click();
    await page.getByTestId('player-account').fill('user@');
    await page.getByRole('option', { name: /user@sportzone\.test/ }).click();
    await page.getByTestId('player-sex').getByText('Female').click();
    await page.getByTestId('player-submit').click();
    const elena = page.locator('[data-testid="player-row"][data-name="Elena Petrova"]');
    await expect.poll(() => elena.textContent()).toContain('#11');
    await expect(page.getByTestId('players-count').textContent()).resolves.toBe('Showing 2 of 2');
    const players = await call<{ items: { firstName: string; userId: number | null; properties: object }[] }>(
      organizerToken,
      'GET',
      `/api/organization/${org.id}/players`,
    );
    expect(players.items.find((p) => p.firstName === 'Elena')!.userId).toBeGreaterThan(0);
    expect(players.items.find((p) => p.firstName === 'Maria')!.properties).toEqual({ shirt_size: 'M' });
    await shotBoth(page, 'players');

    // a team with both, Elena first
    await page.getByTestId('tab-teams').click();
    await page.getByTestId('teams-empty').waitFor();
    await page.getByTestId('team-add').first().click();
    await page.getByTestId('team-name').fill('Riverside A');
    await pick(page, 'team-add-player', 'Maria Ivanova #7');
    await pick(page, 'team-add-player', 'Elena Petrova #11');
    await page.getByRole('button', { name: 'Move Elena Petrova up' }).click();
    await shotBoth(page, 'team-form');
    await page.getByTestId('team-submit').click();
    const team = page.locator('[data-testid="team-row"][data-name="Riverside A"]');
    await expect
      .poll(() => team.getByTestId('team-row-players').textContent())
      .toBe('1. Elena Petrova · 2. Maria Ivanova');
    await shotBoth(page, 'teams');

    // a doubles formation
    await page.getByTestId('tab-formations').click();
    await page.getByTestId('formations-empty').waitFor();
    await expect(page.getByTestId('formations-empty').textContent()).resolves.toContain(
      'There are no formations',
    );
    await shotBoth(page, 'formations-empty');
    await page.getByTestId('formation-add').first().click();
    await page.getByTestId('team-name').fill('Ivanova / Petrova');
    await pick(page, 'team-sport', 'Tennis');
    await pick(page, 'team-add-player', 'Maria Ivanova #7');
    await pick(page, 'team-add-player', 'Elena Petrova #11');
    await expect(page.getByTestId('team-add-player').isDisabled()).resolves.toBe(true);
    await page.getByTestId('team-submit').click();
    const pair = page.locator('[data-testid="team-row"][data-name="Ivanova / Petrova"]');
    await pair.waitFor();
    await expect(pair.textContent()).resolves.toContain('Double');

    // made a solo with two players: the server's size rule beside the players
    await openActions(page, 'Ivanova / Petrova', 'formation', 'edit', 'team-row');
    await page.getByTestId('team-competitor-type').getByText('Solo').click();
    await page.getByTestId('team-submit').click();
    await expect(page.getByTestId('team-players-error').textContent()).resolves.toBe('At most 1 player');
    await shotBoth(page, 'formation-form-error');
    await closeModal(page);
    await shotBoth(page, 'formations');

    // Elena is deactivated; the team is deleted
    await page.getByTestId('tab-players').click();
    await openActions(page, 'Elena Petrova', 'player', 'deactivate');
    await elena.getByTestId('player-inactive').waitFor();
    await page.getByTestId('tab-teams').click();
    await openActions(page, 'Riverside A', 'team', 'delete', 'team-row');
    await page.getByTestId('confirm-button').click();
    await page.getByTestId('teams-empty').waitFor();

    // the players page shows the players alone
    await page.goto(path('players'));
    await page.locator('[data-testid="player-row"][data-name="Maria Ivanova"]').waitFor();
    await shotBoth(page, 'players-page');
    expect(
      unexpected(errors, [
        `400 POST /api/organization/${org.id}/players`,
        '400 PATCH /api/team/' + (await teamId('Ivanova / Petrova')),
      ]),
    ).toEqual([]);
    await context.close();
  });
});

async function teamId(name: string): Promise<number> {
  const teams = await call<{ items: { id: number; name: string }[] }>(
    organizerToken,
    'GET',
    `/api/organization/${org.id}/teams?pageSize=100`,
  );
  return teams.items.find((t) => t.name === name)!.id;
}

describe('a member of the organization', () => {
  it('sees every list read-only', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'user@sportzone.test');
    for (const [name, row] of [
      ['players', 'player-row'],
      ['venues', 'venue-row'],
      ['seasons', 'season-row'],
      ['properties', 'property-row'],
    ] as const) {
      await page.goto(path(name));
      await page.getByTestId(row).first().waitFor();
      await page.getByTestId('read-only-note').waitFor();
      await expect(page.locator('[data-testid$="-actions"]').count()).resolves.toBe(0);
      await expect(page.locator('[data-testid$="-add"]').count()).resolves.toBe(0);
      await shotBoth(page, `member-${name}`);
    }
    await page.goto(`${path('teams')}?tab=formations`);
    await page.getByTestId('team-row').first().waitFor();
    await expect(page.locator('[data-testid$="-actions"]').count()).resolves.toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('reads the lists in Bulgarian: courts, tables and players counted in Bulgarian', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await signIn(page, server.url, 'user@sportzone.test');
    await page.goto(path('venues'));
    const hall = page.locator('[data-testid="venue-row"][data-name="City Sports Hall"]');
    await expect.poll(() => hall.getByTestId('venue-space-count').textContent()).toBe('Тенис · 3 корта');
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Зали и бази');
    await shotBoth(page, 'member-venues-bg');
    await page.goto(`${path('teams')}?tab=formations`);
    await page.getByTestId('team-row').first().waitFor();
    await expect(page.getByTestId('team-row').first().textContent()).resolves.toContain('Двойка');
    await shotBoth(page, 'member-formations-bg');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('outsiders of a private organization are told it cannot be found', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'player@sportzone.test');
    await page.goto(path('venues'));
    await page.getByTestId('workspace-not-found').waitFor();
    expect(await page.getByTestId('venue-row').count()).toBe(0);
    await shotBoth(page, 'outsider');
    expect(unexpected(errors, [`404 GET /api/organization/${org.id}`])).toEqual([]);
    await context.close();
  });
});
