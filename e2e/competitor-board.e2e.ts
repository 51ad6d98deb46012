/**
 * The competitor's board (/user/board, decision 070), in a real browser against the real server with its
 * demo data and simulator: the demo player (James Whitfield of the Sofia Racquet Club) signs in, finds
 * "My player board" on the dashboard and opens it: the next match (planned here at the club's venue, on
 * the venue's clock as well as the reader's), results from his side, the demo's finished Autumn Cup with
 * his place, his place in the club's tennis ranking and the months chart; in Bulgarian too. A user who
 * plays nowhere learns how to become a player. Both pages meet WCAG 2.1 AA (axe).
 * Screenshots: e2e/screenshots/competitor-board-*-{phone,desktop}.png.
 */
import type { Match, Organization, PagedResult, Player, UserBoard } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoClub, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { accessibilityFindings, describeFindings } from './helpers/axe';
import { DESKTOP, PHONE, launch, openPage, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let playerToken: string;
let club: Organization;
let planned: Match;

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

async function expectNoFindings(page: Page, where: string) {
  const findings = await accessibilityFindings(page);
  expect.soft(findings, `${where}:\n${describeFindings(findings)}`).toEqual([]);
}

beforeAll(async () => {
  // the simulator on: the demo's tournaments exist (a finished Autumn Cup, a running Winter Open)
  server = await startServer({});
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  playerToken = await tokenOf(browser, server.url, 'player@sportzone.test');
  club = await demoClub(server.url, organizerToken);
  const players = await call<PagedResult<Player>>(
    organizerToken,
    'GET',
    `/api/organization/${club.id}/players?pageSize=50`,
  );
  const james = players.items.find((p) => p.lastName === 'Whitfield')!;
  const ivan = players.items.find((p) => p.lastName === 'Georgiev')!;
  // a league match tomorrow at 18:30 UTC at the club's venue (Europe/Sofia), on Court 1
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(18, 30, 0, 0);
  planned = await call<Match>(organizerToken, 'POST', '/api/matches', {
    sport: 'tennis',
    organizationId: club.id,
    home: { name: 'James Whitfield', playerId: james.id },
    away: { name: 'Ivan Georgiev', playerId: ivan.id },
    scheduledAt: tomorrow.toISOString(),
    venue: 'Borisova Gradina Tennis Centre',
    court: 'Court 1',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

describe('the competitor’s board', () => {
  it('the demo player opens it from the dashboard: next match, results, tournament, ranking, chart', async () => {
    // the API says what the page must show
    const board = await call<UserBoard>(playerToken, 'GET', '/api/user/board?timeZone=Europe/London');
    expect(board.players.map((p) => p.lastName)).toEqual(['Whitfield']);
    const cup = board.tournaments.find((x) => x.name === 'Autumn Cup')!;
    expect(cup.place).not.toBeNull();
    expect(board.rankings[0]).toMatchObject({ organizationName: club.name, sport: 'tennis', kind: 'player' });

    // a reader in London: the venue's clock (Sofia) is said beside theirs
    const { page, context, errors } = await openPage(browser, DESKTOP, { timezoneId: 'Europe/London' });
    await signIn(page, server.url, 'player@sportzone.test');
    await page.waitForURL(/\/user\/dashboard$/);
    const card = page.getByTestId('board-card');
    await expect.poll(() => card.isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('board-card-facts').textContent()).toMatch(/#\d+ in Tennis/);
    await card.getByTestId('board-card-open').click();
    await page.waitForURL(/\/user\/board$/);
    await page.getByTestId('board').waitFor();
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('My player board');

    // the next match: against Ivan, at 18:30 in London and 20:30 at the venue, on Court 1
    const next = page.locator(`[data-testid="board-next-match"][data-match-id="${planned.id}"]`);
    await next.waitFor();
    expect(await next.textContent()).toContain('vs Ivan Georgiev');
    expect(await next.textContent()).toContain('Court: Court 1');
    expect(await next.getByTestId('board-venue-time').textContent()).toBe(
      '20:30 at the venue (Europe/Sofia)',
    );
    // results from his side, each won or lost
    const results = page.getByTestId('board-result');
    expect(await results.count()).toBeGreaterThan(0);
    const outcomes = await results.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-outcome')));
    expect(outcomes.every((o) => o === 'won' || o === 'lost')).toBe(true);
    // the finished Autumn Cup, with his place; the ranking; the chart with this month's matches
    const autumn = page.getByTestId('board-tournament').filter({ hasText: 'Autumn Cup' });
    expect(await autumn.getByTestId('board-tournament-place').textContent()).toContain(
      `Final place: ${cup.place!.position}`,
    );
    expect(await page.getByTestId('board-ranking-position').first().textContent()).toBe(
      `#${board.rankings[0]!.position} of ${board.rankings[0]!.of}`,
    );
    await page.getByTestId('board-month-chart').waitFor();
    const played = await page
      .getByTestId('board-month')
      .evaluateAll((bars) => bars.reduce((n, b) => n + Number(b.getAttribute('data-played')), 0));
    expect(played).toBeGreaterThan(0);
    expect(await page.getByTestId('board-tile-played').textContent()).toContain(
      String(board.stats.record.played),
    );

    await shotPhoneAndDesktop(page, 'competitor-board');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoFindings(page, `board at ${viewport.width} px`);
    }
    // the dashboard with its card, on a phone
    await page.goto(`${server.url}/user/dashboard`);
    await page.getByTestId('board-card').waitFor();
    await shotPhoneAndDesktop(page, 'competitor-board-dashboard-card');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('reads in Bulgarian on a phone', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await signIn(page, server.url, 'player@sportzone.test');
    await page.goto(`${server.url}/user/board`);
    await page.getByTestId('board').waitFor();
    await page.getByTestId('board-month-chart').waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe('Моето табло като играч');
    expect(await page.getByTestId('board-next').textContent()).toContain('Следващи мачове');
    await shotPhoneAndDesktop(page, 'competitor-board-bg');
    await expectNoFindings(page, 'board in Bulgarian');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('tells someone who plays nowhere how to become a player', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'user@sportzone.test');
    await page.waitForURL(/\/user\/dashboard$/);
    await page.getByTestId('user-summary').waitFor();
    expect(await page.getByTestId('board-card').count()).toBe(0);
    await page.goto(`${server.url}/user/board`);
    await page.getByTestId('board-not-player').waitFor();
    expect(await page.getByTestId('board-find-organization').getAttribute('href')).toBe(
      '/user/organizations/search',
    );
    await shotPhoneAndDesktop(page, 'competitor-board-not-player');
    await expectNoFindings(page, 'not a player');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
