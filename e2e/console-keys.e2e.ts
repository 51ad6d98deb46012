/**
 * The score console on a laptop takes the keyboard: ← / A and → / L give the point to the left and right
 * halves (as swapped), Z and Backspace undo; not while a drawer is open. A small hint lists the keys on a
 * laptop, none on a phone. Real server, Debian Chromium. Screenshots: e2e/screenshots/console-keys-*.png.
 */
import type { Match } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { DESKTOP, PHONE, launch, openPage, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { waitSynced } from './helpers/console';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const score = async (page: Page) => ({
  home: await page.getByTestId('points-home').textContent(),
  away: await page.getByTestId('points-away').textContent(),
});

describe('the score console’s keyboard', () => {
  it('scores and undoes from the keys on a laptop, shows them, and leaves an open drawer alone', async () => {
    const match = await apiCall<Match>(server.url, token, 'POST', '/api/matches', {
      sport: 'table-tennis',
      home: { name: 'Keys Home' },
      away: { name: 'Keys Away' },
    });
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/table-tennis/score/${match.id}`);
    await page.getByTestId('point-home').waitFor();
    const hint = page.getByTestId('console-keys-hint');
    expect(await hint.isVisible()).toBe(true);
    await expect(hint.textContent()).resolves.toContain('Keyboard shortcuts');

    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => score(page)).toEqual({ home: '1', away: '0' });
    await page.keyboard.press('l');
    await page.keyboard.press('a');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => score(page)).toEqual({ home: '2', away: '3' });
    await page.keyboard.press('z');
    await expect.poll(() => score(page)).toEqual({ home: '2', away: '2' });
    await page.keyboard.press('Backspace');
    await expect.poll(() => score(page)).toEqual({ home: '2', away: '1' });
    // Ctrl+Z is the browser's, not an undo here
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(300);
    expect(await score(page)).toEqual({ home: '2', away: '1' });

    // swapped halves: the left one is the away side now
    await page.getByTestId('console-swap').click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => score(page)).toEqual({ home: '2', away: '2' });
    await page.getByTestId('console-swap').click();

    // a drawer open: the keys are not the console's
    await page.getByTestId('console-more').click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('z');
    await page.waitForTimeout(300);
    expect(await score(page)).toEqual({ home: '2', away: '2' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await waitSynced(page);
    const saved = await apiCall<Match>(server.url, token, 'GET', `/api/matches/${match.id}`);
    const current = saved.summary?.current as { points?: { home: number; away: number } } | null;
    expect(current?.points).toEqual({ home: 2, away: 2 });
    await shotPhoneAndDesktop(page, 'console-keys');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a phone shows no keyboard hint', async () => {
    const match = await apiCall<Match>(server.url, token, 'POST', '/api/matches', {
      sport: 'badminton',
      home: { name: 'Phone Home' },
      away: { name: 'Phone Away' },
    });
    const { page, context } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/badminton/score/${match.id}`);
    await page.getByTestId('point-home').waitFor();
    expect(await page.getByTestId('console-keys-hint').isVisible()).toBe(false);
    await context.close();
  });
});
