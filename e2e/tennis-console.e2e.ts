/**
 * The tennis console speaks tennis: the toss (who serves first) before the first point, the first serve's
 * fault and the double fault one tap away, aces and double faults only for the side serving, winners and
 * errors that say whose they were; the live page's statistics show the first-serve percentage. Real
 * server, real sign-in, Debian Chromium. Screenshots: e2e/screenshots/tennis-console-*.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { waitSynced } from './helpers/console';
import { PHONE, launch, openPage, shot, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;

interface MatchDto {
  id: number;
  seq: number;
  summary: {
    server: string | null;
    stats: Record<
      'home' | 'away',
      {
        servePointsPlayed: number;
        firstServeFaults: number;
        pointsWon: number;
        counts: Record<string, number>;
      }
    >;
  };
}

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

const match = (id: number) => apiCall<MatchDto>(server.url, token, 'GET', `/api/matches/${id}`);

describe('the tennis console', () => {
  it('takes the toss, first-serve faults and double faults, and tennis stats that name whose error it was', async () => {
    const created = await apiCall<MatchDto>(server.url, token, 'POST', '/api/matches', {
      sport: 'tennis',
      home: { name: 'Grigor Dimov' },
      away: { name: 'Casper Rund' },
      venue: 'E2E Arena',
      court: 'Court 1',
    });
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/tennis/score/${created.id}`);
    // before the first point: who serves first
    await page.getByTestId('toss').waitFor();
    await expect(page.getByTestId('serving-home').isVisible()).resolves.toBe(true);
    await shot(page, 'tennis-console-toss-phone');
    await page.getByTestId('toss-away').click();
    await page.getByTestId('serving-away').waitFor();
    await expect(page.getByTestId('serve-bar').textContent()).resolves.toContain('1st serve · Casper Rund');

    // fault, then the second serve's double fault: the point goes to the receiver
    await page.getByTestId('first-serve-fault').click();
    await expect(page.getByTestId('serve-bar').textContent()).resolves.toContain('2nd serve · Casper Rund');
    await shot(page, 'tennis-console-second-serve-phone');
    await page.getByTestId('double-fault').click();
    await expect(page.getByTestId('points-home').textContent()).resolves.toBe('15');
    await expect(page.getByTestId('toss').count()).resolves.toBe(0);
    // fault, then the second serve in and the point won by the server
    await page.getByTestId('first-serve-fault').click();
    await page.getByTestId('point-away').click();
    // first serve in: an ace from the drawer; the receiver cannot serve an ace
    await page.getByTestId('console-stats').click();
    await page.getByTestId('stat-away-ace').waitFor();
    await expect(page.getByTestId('stat-home-ace').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('stat-home-double-fault').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('stat-home-winner').isDisabled()).resolves.toBe(false);
    await expect(page.getByTestId('stat-away-timeout').count()).resolves.toBe(0);
    await page.waitForTimeout(400);
    await shot(page, 'tennis-console-stats-phone');
    await page.getByTestId('stat-away-ace').click();
    // an unforced error by the server: the receiver's point
    await page.getByTestId('console-stats').click();
    await page.getByTestId('stat-away-unforced-error').click();
    await waitSynced(page);
    await expect(page.getByTestId('points-home').textContent()).resolves.toBe('30');
    await expect(page.getByTestId('points-away').textContent()).resolves.toBe('30');

    const after = await match(created.id);
    const away = after.summary.stats.away;
    expect(away.servePointsPlayed).toBe(4);
    expect(away.firstServeFaults).toBe(2);
    expect(away.counts).toMatchObject({
      'double-fault': 1,
      'first-serve-fault': 2,
      ace: 1,
      'unforced-error': 1,
    });

    // the live page: 1st serve in 2/4 (50%), and the timeline says whose error it was
    const viewer = await openPage(browser, PHONE);
    await viewer.page.goto(`${server.url}/tennis/live/${created.id}`);
    await viewer.page.getByTestId('tab-stats').click();
    await expect(viewer.page.getByTestId('stat-first-serve').textContent()).resolves.toContain('2/4 (50%)');
    await expect(viewer.page.getByTestId('stat-double-fault').textContent()).resolves.toContain('1');
    await shot(viewer.page, 'tennis-console-live-stats-phone');
    await viewer.page.getByTestId('tab-timeline').click();
    // a phone opens on the story's summary: every point is one tap away
    await viewer.page.locator('[data-testid="story"][data-view="summary"]').waitFor();
    await viewer.page.getByTestId('story-toggle').click();
    await viewer.page.locator('[data-testid="story"][data-view="full"]').waitFor();
    await viewer.page.getByText('Point Grigor Dimov · Unforced error by Casper Rund').first().waitFor();
    await viewer.page.getByText('Point Grigor Dimov · Double fault by Casper Rund').first().waitFor();
    expect(unexpected(viewer.errors)).toEqual([]);
    await viewer.context.close();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
