/**
 * Importing players and a tournament's entries, in a real browser against the real server: the demo
 * organizer uploads a CSV file with a Bulgarian header (semicolons, BOM), sees the preview with one row in
 * error and one duplicate, leaves the bad row out, merges the duplicate and imports; the players are in
 * the list. Then rows pasted from a spreadsheet (tabs) sign three of them up to an open tournament with
 * two spots: two registered, one waiting. Screenshots: e2e/screenshots/imports-*-{phone,desktop}.png.
 */
import type { Organization, Player } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { DESKTOP, launch, openPage, snap, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
let org: Organization;
let tournamentId = 0;

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  org = await call<Organization>('POST', '/api/organization', {
    name: 'Import Tennis Club',
    privacy: 'public',
  });
  await call('POST', `/api/organization/${org.id}/players`, {
    firstName: 'Мария',
    lastName: 'Иванова',
    birthday: '2003-03-03',
  });
  tournamentId = (
    await call<{ id: number }>('POST', `/api/organization/${org.id}/tournaments`, {
      name: 'Spring Open',
      sport: 'tennis',
      status: 'open',
      spots: 2,
    })
  ).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

/** the preview at 375 px and on a laptop */
async function shotPreview(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await snap(page, `imports-${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await snap(page, `imports-${name}-desktop`);
}

const CSV = [
  'Име;Фамилия;Дата на раждане;Пол;№',
  'Мария;Иванова;03.03.2003;ж;11',
  'Георги;Петров;15.07.2001;м;7',
  'Иван;Грешков;31.02.2001;м;8',
  'Елена;Димова;01.01.1999;ж;3',
].join('\r\n');

describe('an organizer imports from a spreadsheet', () => {
  it('players: a CSV file with a Bulgarian header, one bad row left out, one duplicate merged', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${org.id}/players`);
    await page.getByTestId('players-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${CSV}`, 'utf8'),
    });
    await expect.poll(() => page.getByTestId('import-text').inputValue()).toContain('Георги');
    await page.getByTestId('import-preview').click();
    await page.getByTestId('import-counts').waitFor();
    await expect(page.getByTestId('import-counts').textContent()).resolves.toBe(
      '4 rows: 3 ready, 1 with errors, 1 duplicates',
    );
    await expect(page.getByTestId('import-row-error').first().textContent()).resolves.toBe(
      'Row 4, birth date: 31.02.2001 is not a date',
    );
    await expect(page.getByTestId('import-map-2').inputValue()).resolves.toBe('Birth date');
    await page.getByTestId('import-show').getByText('All').click();
    await shotPreview(page, 'players-preview');

    await page.getByTestId('import-drop-errors').click();
    await expect
      .poll(() => page.getByTestId('import-counts').textContent())
      .toBe('3 rows: 3 ready, 0 with errors, 1 duplicates');
    await page.locator('[data-testid="import-row"][data-row="2"]').getByText('Merge').click();
    await expect(page.getByTestId('import-plan').textContent()).resolves.toBe('2 new, 1 merged, 0 skipped');
    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-result').textContent()).resolves.toBe(
      'Imported: 2 new players, 1 merged, 0 skipped.',
    );
    await page.getByTestId('import-close').click();
    await page.locator('[data-testid="player-row"][data-name="Георги Петров"]').waitFor();
    await page.locator('[data-testid="player-row"][data-name="Елена Димова"]').waitFor();
    const players = await call<{ items: Player[] }>('GET', `/api/organization/${org.id}/players`);
    expect(players.items.map((p) => p.lastName).sort()).toEqual(['Димова', 'Иванова', 'Петров']);
    expect(players.items.find((p) => p.lastName === 'Иванова')!.playerNumber).toBe('11');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('entries: pasted rows sign up three players to two spots, one on the waiting list', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${org.id}/containers/${tournamentId}/signups`);
    await page.getByTestId('entries-import').click();
    await page
      .getByTestId('import-text')
      .fill(
        'First name\tLast name\tBirth date\nГеорги\tПетров\t15.07.2001\nЕлена\tДимова\t\nМария\tИванова\t',
      );
    await page.getByTestId('import-preview').click();
    await page.getByTestId('import-counts').waitFor();
    await expect(page.getByTestId('import-counts').textContent()).resolves.toBe(
      '3 rows: 3 ready, 0 with errors, 0 duplicates',
    );
    await expect(page.getByTestId('import-plan').textContent()).resolves.toBe('3 to sign up, 0 skipped');
    await shotPreview(page, 'entries-preview');
    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-result').textContent()).resolves.toBe(
      'Signed up: 2, on the waiting list: 1, new players: 0, skipped: 0.',
    );
    await page.getByTestId('import-close').click();
    await expect.poll(() => page.getByTestId('entries-registered').textContent()).toContain('Георги Петров');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
