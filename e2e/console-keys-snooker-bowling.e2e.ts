/**
 * The snooker and bowling consoles on a laptop, played with the keyboard alone: ball values 1–7, F then
 * (M) 4–7 for a foul, B free ball, 0 miss / safety; bowling's 0–9, X, /, - and ← →; Z undoes. A key
 * whose button could not be pressed does nothing. Real server, Debian Chromium.
 * Screenshots: e2e/screenshots/console-keys-{snooker,bowling}-*.png.
 */
import type { Match } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { accessibilityFindings, describeFindings } from './helpers/axe';
import { DESKTOP, launch, openPage, shot, unexpected } from './helpers/browser';
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

const points = async (page: Page) => ({
  home: await page.getByTestId('points-home').textContent(),
  away: await page.getByTestId('points-away').textContent(),
});

/** A key that should do nothing: give the console time to (wrongly) act, then compare. */
async function refused(page: Page, key: string, read: () => Promise<unknown>) {
  const before = await read();
  await page.keyboard.press(key);
  await page.waitForTimeout(250);
  expect(await read(), `${key} should do nothing`).toEqual(before);
}

async function noFindings(page: Page) {
  const findings = await accessibilityFindings(page);
  expect(findings, describeFindings(findings)).toEqual([]);
}

describe('the snooker and bowling consoles’ keyboard', () => {
  it('snooker: pots, a foul with its value, a free ball, a miss and undo from the keys', async () => {
    const match = await apiCall<Match>(server.url, token, 'POST', '/api/matches', {
      sport: 'snooker',
      home: { name: 'Keys Kelly' },
      away: { name: 'Keys Ding' },
      format: { bestOf: 3 },
    });
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/snooker/score/${match.id}`);
    await page.getByTestId('ball-red').waitFor();
    const hint = page.getByTestId('console-keys-hint');
    expect(await hint.isVisible()).toBe(true);
    await expect(hint.textContent()).resolves.toContain('pot the ball of that value');
    await expect(page.getByTestId('ball-black').getAttribute('aria-keyshortcuts')).resolves.toBe('7');
    await expect(page.getByTestId('end-visit').getAttribute('aria-keyshortcuts')).resolves.toBe('0 M');

    // the black is not on before a red: its key does nothing
    await refused(page, '7', () => points(page));
    await page.keyboard.press('1');
    await expect.poll(() => points(page)).toEqual({ home: '1', away: '0' });
    await refused(page, '1', () => points(page)); // a colour is on now
    await page.keyboard.press('7');
    await page.keyboard.press('1');
    await page.keyboard.press('6');
    await expect.poll(() => points(page)).toEqual({ home: '15', away: '0' });

    // F arms the foul buttons; 3 is no foul value; 4 is
    await page.keyboard.press('f');
    await expect(page.getByTestId('foul-4').getAttribute('data-armed')).resolves.not.toBeNull();
    await expect(page.getByTestId('foul-5').getAttribute('aria-keyshortcuts')).resolves.toBe('5');
    await shot(page, 'console-keys-snooker-foul-armed-laptop');
    await refused(page, '3', () => points(page));
    await page.keyboard.press('4');
    await expect.poll(() => points(page)).toEqual({ home: '15', away: '4' });
    await expect(page.getByTestId('foul-4').getAttribute('data-armed')).resolves.toBeNull();

    // the incoming player takes a free ball: B, then the green (3) counts as a red
    await page.keyboard.press('b');
    await expect(page.getByTestId('free-ball').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('3');
    await expect.poll(() => points(page)).toEqual({ home: '15', away: '5' });
    // 0 is the miss / safety: the other player comes to the table; Z takes it back
    await page.keyboard.press('0');
    await expect.poll(() => page.getByTestId('player-home').getAttribute('data-striker')).toBe('true');
    await page.keyboard.press('z');
    await expect.poll(() => page.getByTestId('player-away').getAttribute('data-striker')).toBe('true');
    // a colour is on after the free ball; M then the foul of 5 as a miss
    await page.keyboard.press('f');
    await page.keyboard.press('m');
    await expect(page.getByTestId('foul-miss').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('5');
    await expect.poll(() => points(page)).toEqual({ home: '20', away: '5' });
    await expect(page.getByTestId('foul-miss').getAttribute('aria-pressed')).resolves.toBe('false');

    // the drawer open: the keys are not the console's
    await page.getByTestId('console-more').click();
    await page.getByRole('dialog').waitFor();
    await refused(page, '1', () => points(page));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await waitSynced(page);
    const saved = await apiCall<Match>(server.url, token, 'GET', `/api/matches/${match.id}`);
    const current = saved.summary?.current as { points?: { home: number; away: number } } | null;
    expect(current?.points).toEqual({ home: 20, away: 5 });
    await shot(page, 'console-keys-snooker-laptop');
    await noFindings(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('bowling: a frame each from the keys, never more pins than are standing', async () => {
    const match = await apiCall<Match>(server.url, token, 'POST', '/api/matches', {
      sport: 'bowling',
      home: { name: 'Keys Larsen' },
      away: { name: 'Keys Haddad' },
      format: { games: 1 },
    });
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/bowling/score/${match.id}`);
    await page.getByTestId('pins-strike').waitFor();
    await expect(page.getByTestId('console-keys-hint').textContent()).resolves.toContain('strike');
    await expect(page.getByTestId('pins-strike').getAttribute('aria-keyshortcuts')).resolves.toBe('X *');
    const entering = () => page.getByTestId('entering-for').textContent();

    await refused(page, '/', entering); // no spare on a full rack
    await page.keyboard.press('x'); // home: X
    await expect.poll(entering).toContain('Keys Haddad');
    await page.keyboard.press('7'); // away: 7 …
    await expect.poll(entering).toContain('3 standing');
    await refused(page, '8', entering);
    await refused(page, 'x', entering);
    await page.keyboard.press('/'); // … spare
    await expect.poll(entering).toContain('Keys Larsen');
    await page.keyboard.press('9'); // home: 9 …
    await expect.poll(entering).toContain('1 standing');
    await page.keyboard.press('-'); // … and a miss
    await expect.poll(() => page.getByTestId('series-home').textContent()).toBe('28');
    await page.keyboard.press('z');
    await expect.poll(entering).toContain('1 standing');
    await page.keyboard.press('0');
    await expect.poll(() => page.getByTestId('series-home').textContent()).toBe('28');

    // F marks the next ball a foul, F again unmarks; → chooses the bowler on the right card
    await page.keyboard.press('f');
    await expect(page.getByTestId('roll-foul').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('f');
    await expect(page.getByTestId('roll-foul').getAttribute('aria-pressed')).resolves.toBe('false');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('bowler-home').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('bowler-away').getAttribute('aria-pressed')).resolves.toBe('true');

    await waitSynced(page);
    const sheet = page.getByTestId('bowling-sheet');
    await expect(sheet.getByTestId('bowling-row-home').textContent()).resolves.toContain('X');
    await expect(sheet.getByTestId('bowling-row-away').textContent()).resolves.toContain('/');
    await shot(page, 'console-keys-bowling-laptop');
    await noFindings(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
