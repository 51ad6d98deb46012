/**
 * Live scoring in the browser: a scorer on a phone enters a whole match while another browser watches it
 * live; the console keeps scoring offline and syncs; two scorers stay consistent; guests score with a
 * link; the archive, the live lists, the overlay and the court display. Real server, real sign-in, the
 * one WebSocket. Screenshots (phone and desktop) land in e2e/screenshots/live-*.png; the measured
 * JavaScript size and time to first score are printed (docs/performance.md).
 */
import type { Browser, Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, storedToken } from './helpers/auth';
import { syncState, waitSynced } from './helpers/console';
import { DESKTOP, PHONE, launch, openPage, shot, shotPhoneAndDesktop } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

const LANDSCAPE = { width: 844, height: 390 };

let server: RunningServer;
let browser: Browser;
/** the organizer's access token (creates matches, posts set-up events) */
let organizerToken: string;

interface MatchDto {
  id: number;
  sport: string;
  seq: number;
  status: string;
  summary: {
    text: string;
    status: string;
    winner: string | null;
    score: { home: number; away: number };
    eventCount: number;
  };
}

async function call<T>(
  path: string,
  options: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

async function createMatch(
  sport: string,
  home: string,
  away: string,
  format?: Record<string, unknown>,
): Promise<MatchDto> {
  return call<MatchDto>('/api/matches', {
    method: 'POST',
    token: organizerToken,
    body: {
      sport,
      home: { name: home },
      away: { name: away },
      venue: 'E2E Arena',
      court: `Court ${Math.floor(Math.random() * 90) + 10}`,
      ...(format ? { format } : {}),
    },
  });
}

async function postEvents(id: number, events: unknown[]): Promise<void> {
  let { seq } = await call<MatchDto>(`/api/matches/${id}`);
  for (const event of events) {
    const result = await call<{ seq: number }>(`/api/matches/${id}/events`, {
      method: 'POST',
      token: organizerToken,
      body: { clientEventId: crypto.randomUUID(), seq, event },
    });
    seq = result.seq;
  }
}

const getMatch = (id: number) => call<MatchDto>(`/api/matches/${id}`);

/** Console errors that are the test's own doing (offline requests, refused loads it provoked), plus the answers it expects. */
function unexpected(errors: string[], allowed: RegExp[] = []): string[] {
  return errors.filter(
    (e) =>
      !/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to load resource|WebSocket connection/.test(e) &&
      !allowed.some((a) => a.test(e)),
  );
}

/** a stale seq (another scorer was first) is an expected answer of the events endpoint */
const STALE = /^409 POST \/api\/matches\/\d+\/events$/;

/** Taps a side's half; the last point of a match asks for confirmation first. */
async function tap(page: Page, side: 'home' | 'away', times = 1) {
  for (let i = 0; i < times; i++) await page.getByTestId(`point-${side}`).click();
}

async function confirmEnd(page: Page) {
  await page.getByTestId('confirm-ok').click();
}

/** The watcher's scoreboard reaches this text (the scoreboard's row and status say it). */
async function waitForSeq(page: Page, seq: number, timeout = 30_000) {
  await page.waitForFunction(
    (s) => Number(document.querySelector('[data-testid="scoreboard"]')?.getAttribute('data-seq')) >= s,
    seq,
    { timeout },
  );
}

/**
 * Every live socket of the page goes through here: `drop()` closes the open ones and refuses new ones
 * (a connection lost), `restore()` lets them through again; `open()` counts the ones that got through.
 */
async function droppableLiveSocket(page: Page) {
  let dropped = false;
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/api\/live/, (ws) => {
    if (dropped) {
      void ws.close();
      return;
    }
    ws.connectToServer();
    sockets.push(ws);
  });
  return {
    open: () => sockets.length,
    drop: async () => {
      dropped = true;
      for (const ws of sockets.splice(0)) await ws.close();
    },
    restore: () => {
      dropped = false;
    },
  };
}

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  const { page, context } = await openPage(browser, DESKTOP);
  await signIn(page, server.url, 'organizer@sportzone.test');
  organizerToken = (await storedToken(page))!;
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

describe('watching while a scorer enters the points on a phone', () => {
  let badmintonId = 0;

  it('a whole badminton match: the watcher sees every point and the final score without reloading', async () => {
    const match = await createMatch('badminton', 'Nadia Petrova', 'Kirsten Holm');
    badmintonId = match.id;

    // the watcher opens the live page first, from a cold cache: what it loads and when the first score shows
    const watcher = await openPage(browser, DESKTOP);
    const scripts = new Set<string>();
    watcher.page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(r.url());
    });
    await watcher.page.goto(`${server.url}/badminton/live/${match.id}`);
    await watcher.page.getByTestId('scoreboard').waitFor();
    const firstScore = await watcher.page.evaluate(() => {
      const mark = performance.getEntriesByName('spz:first-score')[0];
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        firstScoreMs: mark?.startTime ?? null,
        domContentLoadedMs: nav?.domContentLoadedEventEnd ?? null,
      };
    });
    await watcher.page.waitForLoadState('networkidle');
    const sizes: { chunk: string; raw: number; gzip: number }[] = [];
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      sizes.push({
        chunk: new URL(url).pathname.replace('/assets/', ''),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    }
    sizes.sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((n, s) => n + s.gzip, 0);
    console.log('PERF live page first score (ms):', JSON.stringify(firstScore));
    console.log('PERF live page JS chunks (gzip bytes):', JSON.stringify(sizes), 'total', total);
    expect(firstScore.firstScoreMs).not.toBeNull();

    // the scorer, on a phone
    const scorer = await openPage(browser, PHONE);
    await signIn(scorer.page, server.url, 'organizer@sportzone.test');
    await scorer.page.goto(`${server.url}/badminton/score/${match.id}`);
    await scorer.page.getByTestId('point-home').waitFor();
    await shot(scorer.page, 'live-console-badminton-start-phone');

    // game 1: 21-15
    for (let i = 0; i < 15; i++) {
      await tap(scorer.page, 'home');
      await tap(scorer.page, 'away');
    }
    await tap(scorer.page, 'home', 6);
    await expect(scorer.page.getByTestId('console-text').textContent()).resolves.toContain('21-15');
    await shot(scorer.page, 'live-console-badminton-phone');
    // game 2: 21-18, with an undo on the way
    for (let i = 0; i < 18; i++) {
      await tap(scorer.page, 'away');
      await tap(scorer.page, 'home');
    }
    await tap(scorer.page, 'away');
    // once the server has the point, undo becomes an undo event the watcher sees
    await waitSynced(scorer.page);
    await scorer.page.getByTestId('console-undo').click();
    await tap(scorer.page, 'home', 2);
    await scorer.page.setViewportSize(LANDSCAPE);
    await shot(scorer.page, 'live-console-badminton-landscape-phone');
    await scorer.page.setViewportSize(PHONE);
    await tap(scorer.page, 'home');
    // the match point asks once
    await scorer.page.getByTestId('confirm-ok').waitFor();
    await scorer.page.waitForTimeout(400);
    await shot(scorer.page, 'live-console-confirm-end-phone');
    await confirmEnd(scorer.page);
    await scorer.page.getByTestId('console-finished').waitFor();
    await waitSynced(scorer.page);
    await expect(scorer.page.getByTestId('console-final-score').textContent()).resolves.toBe('21-15 21-18');
    await shot(scorer.page, 'live-console-finished-phone');

    const final = await getMatch(match.id);
    expect(final.status).toBe('finished');
    expect(final.summary.text).toBe('21-15 21-18');
    expect(final.summary.winner).toBe('home');

    // the watcher got there by push
    await waitForSeq(watcher.page, final.seq);
    await expect(watcher.page.getByTestId('scoreboard-status').textContent()).resolves.toContain(
      'Nadia Petrova won',
    );
    await expect(watcher.page.getByTestId('scoreboard-home-p2').textContent()).resolves.toBe('21');
    await expect(watcher.page.getByTestId('scoreboard-away-p2').textContent()).resolves.toBe('18');
    await expect(watcher.page.getByTestId('timeline-final').count()).resolves.toBe(1);
    // the undone point is struck through in the timeline
    await expect(
      watcher.page.locator('[data-testid="timeline-item"][data-undone]').count(),
    ).resolves.toBeGreaterThan(0);
    await shot(watcher.page, 'live-watch-badminton-final-desktop');
    await watcher.page.getByTestId('tab-stats').click();
    await watcher.page.getByTestId('stats-panel').waitFor();
    await shot(watcher.page, 'live-watch-badminton-stats-desktop');

    expect(unexpected(watcher.errors)).toEqual([]);
    expect(unexpected(scorer.errors)).toEqual([]);
    await watcher.context.close();
    await scorer.context.close();
  });

  it('a tennis tiebreak: the phone scorer plays it out and the watcher (on a phone) sees 7-6', async () => {
    const match = await createMatch('tennis', 'Rafael Ortega', 'Jonas Berg');
    // set-up through the API: six games each, server holds (4 points per game)
    const setup: unknown[] = [];
    for (let g = 0; g < 12; g++)
      for (let p = 0; p < 4; p++) setup.push({ type: 'point', side: g % 2 === 0 ? 'home' : 'away' });
    await postEvents(match.id, setup);

    const watcher = await openPage(browser, PHONE);
    await watcher.page.goto(`${server.url}/tennis/live/${match.id}`);
    await watcher.page.getByTestId('scoreboard').waitFor();
    await expect(watcher.page.getByTestId('scoreboard-status').textContent()).resolves.toContain('Tiebreak');

    const scorer = await openPage(browser, PHONE);
    await signIn(scorer.page, server.url, 'organizer@sportzone.test');
    await scorer.page.goto(`${server.url}/tennis/score/${match.id}`);
    await scorer.page.getByTestId('point-home').waitFor();
    await expect(scorer.page.getByTestId('console-strip').textContent()).resolves.toContain('Tiebreak');
    // 7-5 in the tiebreak, with an ace and an unforced error from the stat drawer (tennis's own words)
    for (const side of ['home', 'away', 'home', 'away', 'home', 'away', 'home', 'away'] as const)
      await tap(scorer.page, side);
    await scorer.page.getByTestId('console-stats').click();
    await scorer.page.getByTestId('stat-home-ace').click();
    await scorer.page.getByTestId('console-stats').click();
    await scorer.page.getByTestId('stat-home-unforced-error').waitFor();
    await scorer.page.waitForTimeout(400);
    await shot(scorer.page, 'live-console-stats-drawer-phone');
    await scorer.page.getByTestId('stat-home-unforced-error').click();
    await expect(scorer.page.getByTestId('points-home').textContent()).resolves.toBe('5');
    await expect(scorer.page.getByTestId('points-away').textContent()).resolves.toBe('5');
    await shot(scorer.page, 'live-console-tennis-tiebreak-phone');
    await tap(scorer.page, 'home', 2);
    await waitSynced(scorer.page);
    const after = await getMatch(match.id);
    expect(after.summary.text).toBe('7-6(5)');
    expect(after.summary.score).toEqual({ home: 1, away: 0 });

    await waitForSeq(watcher.page, after.seq);
    await expect(watcher.page.getByTestId('scoreboard-home-p1').textContent()).resolves.toBe('7');
    await expect(watcher.page.getByTestId('scoreboard-away-p1').textContent()).resolves.toBe('65');
    await expect(watcher.page.getByTestId('scoreboard-home-score').textContent()).resolves.toBe('1');
    await shot(watcher.page, 'live-watch-tennis-phone');
    await watcher.page.getByTestId('tab-stats').click();
    await expect(watcher.page.getByTestId('stat-ace').textContent()).resolves.toContain('1');
    await shot(watcher.page, 'live-watch-tennis-stats-phone');
    expect(unexpected(watcher.errors)).toEqual([]);
    expect(unexpected(scorer.errors)).toEqual([]);
    await watcher.context.close();
    await scorer.context.close();
  });

  it('time to first score on a phone: cold and warm, without and with a slow network and CPU', async () => {
    expect(badmintonId).toBeGreaterThan(0);
    const results: Record<string, unknown>[] = [];
    const conditions = [
      { name: 'phone, 4x CPU', cpu: 4, network: null },
      // Lighthouse "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up
      {
        name: 'phone, 4x CPU, slow 4G',
        cpu: 4,
        network: {
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        },
      },
    ];
    for (const c of conditions) {
      const { page, context } = await openPage(browser, PHONE);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: c.cpu });
      if (c.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...c.network });
      let transferred = 0;
      page.on('response', async (r) => {
        if (r.request().resourceType() === 'script')
          transferred += Number((await r.headerValue('content-length')) ?? 0);
      });
      for (const visit of ['cold', 'warm'] as const) {
        await page.goto(`${server.url}/badminton/live/${badmintonId}`);
        await page.getByTestId('scoreboard').waitFor({ timeout: 60_000 });
        const timing = await page.evaluate(() => {
          const mark = performance.getEntriesByName('spz:first-score')[0];
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const end = (test: RegExp) =>
            Math.round(resources.find((r) => test.test(r.name))?.responseEnd ?? -1);
          return {
            firstScoreMs: Math.round(mark?.startTime ?? -1),
            configMs: end(/\/api\/config/),
            routeChunkMs: end(/assets\/viewer-[^/]*\.js/),
            matchMs: end(/\/api\/matches\/\d+$/),
          };
        });
        results.push({
          condition: c.name,
          visit,
          ...timing,
          ...(visit === 'cold' ? { scriptBytesOnTheWire: transferred } : {}),
        });
      }
      await context.close();
    }
    console.log('PERF time to first score:', JSON.stringify(results));
    for (const r of results) expect(r.firstScoreMs as number).toBeGreaterThan(0);
  });

  it('the archive shows the finished match: search, sport, a date range picked backwards, paging', async () => {
    expect(badmintonId).toBeGreaterThan(0);
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${server.url}/archive/badminton`);
      await page.getByTestId('archive-list').waitFor();
      await page.getByTestId('archive-search').fill('Nadia');
      await page.waitForURL(/q=Nadia/);
      const card = page.locator(`[data-testid="match-card"][data-match-id="${badmintonId}"]`);
      await card.waitFor();
      await expect(card.textContent()).resolves.toContain('Kirsten Holm');
      if (name === 'desktop') {
        // first click starts the range, the second ends it; picked backwards (today, then the 1st) it is swapped
        await page.getByTestId('archive-dates').click();
        const today = new Date();
        // the calendar's day buttons are labelled "22 November 2026"
        const day = (d: Date) =>
          `${d.getDate()} ${d.toLocaleDateString('en-US', { month: 'long' })} ${d.getFullYear()}`;
        await page.getByRole('button', { name: day(today), exact: true }).click();
        const first = new Date(today.getFullYear(), today.getMonth(), 1);
        if (first.getDate() !== today.getDate())
          await page.getByRole('button', { name: day(first), exact: true }).click();
        else await page.getByRole('button', { name: day(today), exact: true }).click();
        await page.waitForURL(/from=.*to=/);
        const url = new URL(page.url());
        expect(url.searchParams.get('from')! <= url.searchParams.get('to')!).toBe(true);
        await card.waitFor();
        await page.keyboard.press('Escape');
      }
      await shot(page, `live-archive-${name}`);
      await page.getByTestId('archive-search').fill('nobody-plays-here');
      await page.getByTestId('archive-empty').waitFor();
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
  });
});

describe('the console without the network, and with two scorers', () => {
  it('keeps scoring offline, shows what is pending, keeps it over a closed tab and sends it once back', async () => {
    const match = await createMatch('table-tennis', 'Mila Stoeva', 'Ewa Nowak');
    const scorer = await openPage(browser, PHONE);
    await signIn(scorer.page, server.url, 'organizer@sportzone.test');
    const consoleUrl = `${server.url}/table-tennis/score/${match.id}`;
    await scorer.page.goto(consoleUrl);
    await tap(scorer.page, 'home');
    await waitSynced(scorer.page);

    await scorer.context.setOffline(true);
    await tap(scorer.page, 'home');
    await tap(scorer.page, 'away');
    await tap(scorer.page, 'home');
    await syncState(scorer.page, 'offline', { pending: '3' });
    // the local engine keeps the score (and the serve) going
    await expect(scorer.page.getByTestId('points-home').textContent()).resolves.toBe('3');
    await expect(scorer.page.getByTestId('points-away').textContent()).resolves.toBe('1');
    await expect(scorer.page.getByTestId('sync-state').textContent()).resolves.toContain('pending 3');
    await shot(scorer.page, 'live-console-offline-phone');
    const stored = await scorer.page.evaluate(
      (id) => JSON.parse(localStorage.getItem(`spz.console.v1.${id}`) ?? 'null'),
      match.id,
    );
    expect(stored.queue).toHaveLength(3);
    expect((await getMatch(match.id)).summary.eventCount).toBe(1);

    await scorer.context.setOffline(false);
    await waitSynced(scorer.page);
    let server1 = await getMatch(match.id);
    expect(server1.summary.eventCount).toBe(4);
    expect(server1.summary.text).toBe('3-1');

    // entries made offline survive the tab being closed: the next visit sends them
    await scorer.context.setOffline(true);
    await tap(scorer.page, 'away', 2);
    await scorer.page.waitForFunction(
      () => document.querySelector('[data-testid="sync-state"]')?.getAttribute('data-pending') === '2',
    );
    await scorer.page.close();
    await scorer.context.setOffline(false);
    const again = await scorer.context.newPage();
    await again.goto(consoleUrl);
    await waitSynced(again);
    server1 = await getMatch(match.id);
    expect(server1.summary.eventCount).toBe(6);
    expect(server1.summary.text).toBe('3-3');
    await expect(again.getByTestId('points-away').textContent()).resolves.toBe('3');

    // a point whose answer is lost on the way back is sent again with the same id: no duplicate
    let dropped = 0;
    await again.route('**/api/matches/*/events', async (route) => {
      if (route.request().method() === 'POST' && dropped === 0) {
        dropped++;
        await route.fetch(); // the server gets it …
        await route.abort('connectionreset'); // … the console never hears back
        return;
      }
      await route.continue();
    });
    await tap(again, 'home');
    await waitSynced(again);
    expect(dropped).toBe(1);
    server1 = await getMatch(match.id);
    expect(server1.summary.eventCount).toBe(7);
    expect(server1.summary.text).toBe('4-3');
    expect(unexpected(scorer.errors)).toEqual([]);
    await scorer.context.close();
  });

  it('two scorers on one match: points arrive on the other console, an offline backlog is added after the other scorer’s points', async () => {
    const match = await createMatch('badminton', 'Lea Dimitrova', 'Sara Koch');
    const a = await openPage(browser, PHONE);
    const b = await openPage(browser, PHONE);
    await signIn(a.page, server.url, 'organizer@sportzone.test');
    await signIn(b.page, server.url, 'organizer@sportzone.test');
    await a.page.goto(`${server.url}/badminton/score/${match.id}`);
    await b.page.goto(`${server.url}/badminton/score/${match.id}`);
    await a.page.getByTestId('point-home').waitFor();
    await b.page.getByTestId('point-home').waitFor();

    await tap(a.page, 'home');
    await b.page.waitForFunction(
      () => document.querySelector('[data-testid="points-home"]')?.textContent === '1',
    );

    await b.context.setOffline(true);
    await tap(b.page, 'away', 2);
    await tap(a.page, 'home');
    await waitSynced(a.page);
    await b.context.setOffline(false);
    await waitSynced(b.page);
    await b.page.getByText('Another scorer entered points meanwhile').first().waitFor();
    await shot(b.page, 'live-console-rebased-phone');

    const final = await getMatch(match.id);
    expect(final.summary.eventCount).toBe(4);
    expect(final.summary.text).toBe('2-2');
    await a.page.waitForFunction(
      () => document.querySelector('[data-testid="points-away"]')?.textContent === '2',
    );
    await expect(b.page.getByTestId('points-home').textContent()).resolves.toBe('2');
    await expect(b.page.getByTestId('points-away').textContent()).resolves.toBe('2');
    expect(unexpected(a.errors, [STALE])).toEqual([]);
    expect(unexpected(b.errors, [STALE])).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});

describe('who may score', () => {
  it('a guest link scores without sign-in; a bad link, a non-scorer and a signed-out visitor are told clearly', async () => {
    const match = await createMatch('volleyball', 'Varna Dolphins', 'Sofia Lions');
    // the organizer makes the link on the live page
    const organizer = await openPage(browser, DESKTOP);
    await signIn(organizer.page, server.url, 'organizer@sportzone.test');
    await organizer.page.goto(`${server.url}/volleyball/live/${match.id}`);
    await organizer.page.getByTestId('guest-link-open').click();
    await organizer.page.getByTestId('guest-link-create').click();
    const url = await organizer.page.getByTestId('guest-link-url').inputValue();
    expect(url).toMatch(new RegExp(`/volleyball/guest-score/${match.id}\\?token=`));
    await organizer.page.waitForTimeout(300);
    await shot(organizer.page, 'live-guest-link-desktop');
    await organizer.context.close();

    const guest = await openPage(browser, PHONE);
    await guest.page.goto(url);
    await tap(guest.page, 'home', 2);
    await waitSynced(guest.page);
    expect((await getMatch(match.id)).summary.text).toBe('2-0');
    await guest.page.getByTestId('console-more').click();
    await guest.page.getByTestId('timeout-away').waitFor();
    await guest.page.waitForTimeout(400);
    await shot(guest.page, 'live-console-more-drawer-phone');
    await guest.page.getByTestId('timeout-away').click();
    await waitSynced(guest.page);
    await shot(guest.page, 'live-console-volleyball-guest-phone');
    await guest.context.close();

    const bad = await openPage(browser, PHONE);
    await bad.page.goto(`${server.url}/volleyball/guest-score/${match.id}?token=not-a-real-token`);
    await bad.page.getByTestId('console-denied').waitFor();
    await expect(bad.page.getByTestId('console-denied').textContent()).resolves.toContain(
      'This scoring link does not work',
    );
    await shot(bad.page, 'live-console-guest-denied-phone');
    await bad.context.close();

    const user = await openPage(browser, PHONE);
    await signIn(user.page, server.url, 'user@sportzone.test');
    await user.page.goto(`${server.url}/volleyball/score/${match.id}`);
    await user.page.getByTestId('console-denied').waitFor();
    await expect(user.page.getByTestId('console-denied').textContent()).resolves.toContain(
      'You are not a scorer of this match',
    );
    await shot(user.page, 'live-console-forbidden-phone');
    await user.context.close();

    const anonymous = await openPage(browser, PHONE);
    await anonymous.page.goto(`${server.url}/volleyball/score/${match.id}`);
    await anonymous.page.waitForURL(/\/login\?returnTo=/);
    await anonymous.context.close();
  });
});

describe('snooker, bowling and the rally scoreboard', () => {
  it('snooker: ball buttons by the ball on, fouls, free ball, points remaining, a conceded frame ends the match', async () => {
    const match = await createMatch('snooker', 'Judd Carter', 'Ding Wu', { bestOf: 1 });
    const scorer = await openPage(browser, PHONE);
    await signIn(scorer.page, server.url, 'organizer@sportzone.test');
    await scorer.page.goto(`${server.url}/snooker/score/${match.id}`);
    await scorer.page.getByTestId('ball-red').waitFor();
    await expect(scorer.page.getByTestId('ball-black').isDisabled()).resolves.toBe(true);
    await scorer.page.getByTestId('ball-red').click();
    await expect(scorer.page.getByTestId('ball-red').isDisabled()).resolves.toBe(true);
    await scorer.page.getByTestId('ball-black').click();
    await scorer.page.getByTestId('ball-red').click();
    await scorer.page.getByTestId('ball-pink').click();
    await expect(scorer.page.getByTestId('points-home').textContent()).resolves.toBe('15');
    await expect(scorer.page.getByTestId('points-remaining').textContent()).resolves.toContain('131');
    await shot(scorer.page, 'live-console-snooker-phone');
    // a foul worth 4 by the striker: 4 to the opponent, who may take a free ball
    await expect(scorer.page.getByTestId('foul-4').isDisabled()).resolves.toBe(false);
    await scorer.page.getByTestId('foul-4').click();
    await expect(scorer.page.getByTestId('points-away').textContent()).resolves.toBe('4');
    await scorer.page.getByTestId('free-ball').click();
    await scorer.page.getByTestId('ball-green').click();
    await expect(scorer.page.getByTestId('points-away').textContent()).resolves.toBe('5');
    await scorer.page.getByTestId('end-visit').click();
    await scorer.page.setViewportSize(LANDSCAPE);
    await shot(scorer.page, 'live-console-snooker-landscape-phone');
    await scorer.page.setViewportSize(PHONE);
    await scorer.page.getByTestId('concede').click();
    await scorer.page.getByTestId('confirm-ok').click();
    await scorer.page.getByTestId('console-finished').waitFor();
    await waitSynced(scorer.page);
    const final = await getMatch(match.id);
    expect(final.status).toBe('finished');
    expect(final.summary.winner).toBe('away');

    const watcher = await openPage(browser, DESKTOP);
    await watcher.page.goto(`${server.url}/snooker/live/${match.id}`);
    await watcher.page.getByTestId('scoreboard').waitFor();
    await watcher.page.getByTestId('tab-stats').click();
    await watcher.page.getByTestId('snooker-frames').waitFor();
    await shot(watcher.page, 'live-watch-snooker-stats-desktop');
    expect(unexpected(scorer.errors)).toEqual([]);
    await scorer.context.close();
    await watcher.context.close();
  });

  it('bowling: a keypad limited to the pins standing, strike and spare marks on the frame sheet', async () => {
    const match = await createMatch('bowling', 'Pia Larsen', 'Omar Haddad', { games: 1 });
    const scorer = await openPage(browser, PHONE);
    await signIn(scorer.page, server.url, 'organizer@sportzone.test');
    await scorer.page.goto(`${server.url}/bowling/score/${match.id}`);
    await scorer.page.getByTestId('pins-strike').click(); // home: X
    await scorer.page.getByTestId('pins-7').click(); // away: 7 …
    await expect(scorer.page.getByTestId('pins-8').isDisabled()).resolves.toBe(true); // only 3 standing
    await expect(scorer.page.getByTestId('pins-strike').isDisabled()).resolves.toBe(true);
    await scorer.page.getByTestId('pins-spare').click(); // … spare
    await scorer.page.getByTestId('pins-9').click(); // home: 9
    await scorer.page.getByTestId('pins-0').click(); // home: -
    await waitSynced(scorer.page);
    const sheet = scorer.page.getByTestId('bowling-sheet');
    await expect(sheet.getByTestId('bowling-row-home').textContent()).resolves.toContain('X');
    await expect(sheet.getByTestId('bowling-row-away').textContent()).resolves.toContain('/');
    await expect(scorer.page.getByTestId('series-home').textContent()).resolves.toBe('28');
    await shot(scorer.page, 'live-console-bowling-phone');
    await scorer.page.setViewportSize(LANDSCAPE);
    await shot(scorer.page, 'live-console-bowling-landscape-phone');
    await scorer.page.setViewportSize(PHONE);
    const watcher = await openPage(browser, PHONE);
    await watcher.page.goto(`${server.url}/bowling/live/${match.id}`);
    await watcher.page.getByTestId('bowling-sheet').waitFor();
    await shot(watcher.page, 'live-watch-bowling-phone');
    expect(unexpected(scorer.errors)).toEqual([]);
    await scorer.context.close();
    await watcher.context.close();
  });

  it('/rally/score runs in the browser, survives a reload, and a signed-in user saves it as a match', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/rally/score`);
    await page.getByTestId('rally-home').fill('Team Sun');
    await page.getByTestId('rally-away').fill('Team Moon');
    await page.getByTestId('rally-target').fill('11');
    await shot(page, 'live-rally-setup-phone');
    await page.getByTestId('rally-start').click();
    await tap(page, 'home', 3);
    await tap(page, 'away');
    await page.reload();
    await expect(page.getByTestId('points-home').textContent()).resolves.toBe('3');
    await expect(page.getByTestId('points-away').textContent()).resolves.toBe('1');
    await shot(page, 'live-rally-local-phone');
    await page.getByTestId('rally-save').click();
    await page.waitForURL(/\/rally\/score\/\d+$/);
    await waitSynced(page);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await getMatch(id);
    expect(saved.sport).toBe('rally');
    expect(saved.summary.eventCount).toBe(4);
    expect(saved.summary.text).toBe('3-1');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('lists, overlay and court display', () => {
  it('/live groups what is in progress and updates it; home shows it; a missing match says so', async () => {
    const match = await createMatch('badminton', 'Iva Marinova', 'Hana Sato');
    await postEvents(match.id, [{ type: 'point', side: 'home' }]);
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${server.url}/live/badminton`);
      const card = page.locator(`[data-testid="match-card"][data-match-id="${match.id}"]`);
      await card.waitFor();
      await expect(card.getByTestId('card-home').textContent()).resolves.toContain('1');
      await postEvents(match.id, [
        { type: 'point', side: 'away' },
        { type: 'point', side: 'away' },
      ]);
      await page.waitForFunction((id) => {
        const c = document.querySelector(
          `[data-testid="match-card"][data-match-id="${id}"] [data-testid="card-away"]`,
        );
        return c?.textContent?.includes('2') ?? false;
      }, match.id);
      await shot(page, `live-list-${name}`);
      // home (through the app's own link): live now and what comes next
      await page.goto(`${server.url}/live`);
      await page.getByTestId('live-list').waitFor();
      await shot(page, `live-list-all-${name}`);
      await page.goto(`${server.url}/privacy-policy`);
      await page.locator('header a[href="/"]').first().click();
      await page.getByTestId('live-now-list').waitFor();
      await expect(
        page.locator('[data-testid="live-now-list"] [data-testid="match-card"]').count(),
      ).resolves.toBeGreaterThan(0);
      await shot(page, `live-home-${name}`);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(`${server.url}/tennis/live/999999`);
    await page.getByTestId('match-not-found').waitFor();
    await shot(page, 'live-not-found-phone');
    await page.goto(`${server.url}/live/curling`);
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });

  it('the overlay is a transparent score bug that follows the match and recovers after a network error; the court display', async () => {
    const match = await createMatch('tennis', 'Elena Ivanova', 'Marta Kos');
    await postEvents(match.id, [
      { type: 'point', side: 'home' },
      { type: 'point', side: 'home' },
    ]);
    const { page, context, errors } = await openPage(browser, { width: 1920, height: 1080 });
    await page.goto(`${server.url}/overlay/match/${match.id}?layout=full`);
    await page.getByTestId('overlay-bug').waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.body).backgroundColor)).resolves.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await expect(page.locator('header').count()).resolves.toBe(0);
    await expect(page.getByTestId('overlay-home-points').textContent()).resolves.toBe('30');
    await page.screenshot({ path: 'e2e/screenshots/live-overlay-full-desktop.png', omitBackground: true });

    await context.setOffline(true);
    await postEvents(match.id, [{ type: 'point', side: 'away' }]);
    await page.waitForTimeout(1500);
    await context.setOffline(false);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="overlay-away-points"]')?.textContent === '15',
      undefined,
      { timeout: 30_000 },
    );

    await page.goto(`${server.url}/overlay/match/${match.id}?layout=bar&delay=1000`);
    await page.getByTestId('overlay-bug').waitFor();
    await postEvents(match.id, [{ type: 'point', side: 'home' }]);
    await page.waitForTimeout(300);
    // still the old score: changes show a second later
    await expect(page.getByTestId('overlay-bug').textContent()).resolves.toContain('30-15');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="overlay-bug"]')?.textContent?.includes('40-15'),
    );
    await page.screenshot({ path: 'e2e/screenshots/live-overlay-bar-desktop.png', omitBackground: true });
    await page.goto(`${server.url}/overlay/match/${match.id}`);
    await page.getByTestId('overlay-bug').waitFor();
    await page.screenshot({ path: 'e2e/screenshots/live-overlay-compact-desktop.png', omitBackground: true });

    await page.goto(`${server.url}/display/match/${match.id}`);
    await page.getByTestId('display-home').waitFor();
    await shot(page, 'live-court-display-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'live-court-display-phone');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the viewer pages (live page, overlay, court display) load light, at 390 and 1280 px, signed out and in', async () => {
    const match = await createMatch('badminton', 'Akane Yamada', 'Carolina Ruiz');
    const points: unknown[] = [];
    for (let i = 0; i < 9; i++) points.push({ type: 'point', side: i % 3 === 2 ? 'away' : 'home' });
    await postEvents(match.id, points);
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context, errors } = await openPage(browser, viewport);
      const scripts: string[] = [];
      let matchFetches = 0;
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
        if (new URL(r.url()).pathname === `/api/matches/${match.id}`) matchFetches++;
      });
      await page.goto(`${server.url}/badminton/live/${match.id}`);
      await page.getByTestId('scoreboard').waitFor();
      await expect(page.getByTestId('scoreboard-home-score').textContent()).resolves.toBe('0');
      await expect(page.getByTestId('scoreboard-home-p1').textContent()).resolves.toBe('6');
      await page.getByTestId('timeline-item').first().waitFor();
      // the viewer entry: none of the app's router, Mantine, data cache or sign-in code
      expect(scripts.filter((s) => /mantine|router|vendor|session|index-/.test(s))).toEqual([]);
      expect(scripts.some((s) => /\/assets\/viewer-/.test(s))).toBe(true);
      // the match came once: the preload the server sent with the HTML, taken by the page's own fetch
      expect(matchFetches).toBe(1);
      await expect(page.getByTestId('viewer-sign-in').getAttribute('href')).resolves.toBe(
        `/login?returnTo=${encodeURIComponent(`/badminton/live/${match.id}`)}`,
      );
      await shot(page, `live-viewer-${name}`);
      await page.getByTestId('tab-stats').click();
      await page.getByTestId('stats-panel').waitFor();
      await shot(page, `live-viewer-stats-${name}`);
      // the language, as the app keeps it (the spz_locale cookie)
      await page.getByTestId('language-bg').click();
      await expect(page.getByTestId('tab-timeline').textContent()).resolves.toContain('Точка по точка');
      await shot(page, `live-viewer-bg-${name}`);
      await page.getByTestId('language-en').click();

      await page.goto(`${server.url}/overlay/match/${match.id}?layout=full`);
      await page.getByTestId('overlay-bug').waitFor();
      await page.screenshot({
        path: `e2e/screenshots/live-viewer-overlay-${name}.png`,
        omitBackground: true,
      });
      await page.goto(`${server.url}/display/match/${match.id}`);
      await page.getByTestId('display-home').waitFor();
      await shot(page, `live-viewer-display-${name}`);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
    // signed in as the organizer: the manager's links and the guest link, inside the app (a link from a list)
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/live/badminton`);
    await page.locator(`[data-testid="match-card"][data-match-id="${match.id}"]`).click();
    await page.waitForURL(new RegExp(`/badminton/live/${match.id}$`));
    await page.getByTestId('open-console').waitFor();
    await expect(page.getByTestId('viewer-account').count()).resolves.toBe(1);
    await shot(page, 'live-viewer-organizer-desktop');
    await page.getByTestId('guest-link-open').click();
    await page.getByTestId('guest-link-create').waitFor();
    await shot(page, 'live-viewer-guest-link-desktop');
    await page.keyboard.press('Escape');
    await page.getByTestId('open-console').click();
    await page.getByTestId('point-home').waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('reads in Bulgarian', async () => {
    const match = await createMatch('volleyball', 'Левски', 'ЦСКА');
    await postEvents(match.id, [
      { type: 'point', side: 'home' },
      { type: 'timeout', side: 'away' },
    ]);
    const { page, context } = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await page.goto(`${server.url}/volleyball/live/${match.id}`);
    await page.getByTestId('scoreboard').waitFor();
    await expect(page.getByTestId('tab-timeline').textContent()).resolves.toContain('Точка по точка');
    await shot(page, 'live-watch-volleyball-bg-phone');
    await page.goto(`${server.url}/archive`);
    await page.getByTestId('archive-list').waitFor();
    await shot(page, 'live-archive-bg-phone');
    await context.close();
  });
});

describe('scores told right, the story of a match, overlays, the connection', () => {
  /** `name` of each of two players of the demo club (their ids link the sides to their profiles) */
  async function clubPlayers(): Promise<{ orgId: number; players: { id: number; name: string }[] }> {
    const mine = await call<{ items: { id: number; name: string }[] }>(
      '/api/organization/mine?pageSize=100',
      {
        token: organizerToken,
      },
    );
    const club = mine.items.find((o) => o.name === 'Sofia Racquet Club') ?? mine.items[0]!;
    const list = await call<{ items: { id: number; firstName: string; lastName: string }[] }>(
      `/api/organization/${club.id}/players?pageSize=10`,
      { token: organizerToken },
    );
    return {
      orgId: club.id,
      players: list.items.slice(0, 2).map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}` })),
    };
  }

  const points = (spec: [side: 'home' | 'away', count: number][]) =>
    spec.flatMap(([side, n]) => Array.from({ length: n }, () => ({ type: 'point', side })));

  it('a finished match says Final, its duration and the score from the winner’s side; no Live in its title; names link to profiles', async () => {
    const { orgId, players } = await clubPlayers();
    expect(players).toHaveLength(2);
    const match = await call<MatchDto & { home: { playerId: number | null } }>('/api/matches', {
      method: 'POST',
      token: organizerToken,
      body: {
        sport: 'table-tennis',
        organizationId: orgId,
        privacy: 'public',
        home: { name: players[0]!.name, playerId: players[0]!.id },
        away: { name: players[1]!.name, playerId: players[1]!.id },
        venue: 'E2E Arena',
        court: 'Table 3',
      },
    });
    // away wins 11-7 11-13 12-10 11-5 (home first: 7-11 13-11 10-12 5-11)
    await postEvents(
      match.id,
      points([
        ['home', 7],
        ['away', 11],
        ['home', 10],
        ['away', 11],
        ['home', 3],
        ['home', 10],
        ['away', 12],
        ['home', 5],
        ['away', 11],
      ]),
    );
    const final = await getMatch(match.id);
    expect(final.status).toBe('finished');
    expect(final.summary.text).toBe('7-11 13-11 10-12 5-11');

    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${server.url}/table-tennis/live/${match.id}`);
      await page.getByTestId('scoreboard').waitFor();
      await expect(page.getByTestId('scoreboard-final').textContent()).resolves.toBe('Final');
      await expect(page.getByTestId('scoreboard-result').textContent()).resolves.toBe(
        '11-7 11-13 12-10 11-5',
      );
      await expect(page.getByTestId('scoreboard-duration').textContent()).resolves.toMatch(/\d+ min$/);
      await expect(page.getByTestId('scoreboard-status').textContent()).resolves.toContain(
        `${players[1]!.name} won`,
      );
      // the address's title: Final, not live
      const title = await page.title();
      expect(title).toContain('Final');
      expect(title).not.toMatch(/live/i);
      await expect(page.getByTestId('live-badge').count()).resolves.toBe(0);
      await expect(page.getByTestId('server-dot').count()).resolves.toBe(0);
      // the names link to the players' public profiles
      await expect(page.getByTestId('scoreboard-home-name').getAttribute('href')).resolves.toBe(
        `/public/players/${players[0]!.id}/profile`,
      );
      await expect(page.getByTestId('scoreboard-away-name').getAttribute('href')).resolves.toBe(
        `/public/players/${players[1]!.id}/profile`,
      );
      await expect(page.getByTestId('timeline-final').textContent()).resolves.toContain(
        '11-7 11-13 12-10 11-5',
      );
      await shot(page, `live-issue12-final-${name}`);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
    // the overlay and the court display stay unlinked
    const { page, context } = await openPage(browser, { width: 1920, height: 1080 });
    await page.goto(`${server.url}/overlay/match/${match.id}`);
    await page.getByTestId('overlay-final').waitFor();
    await expect(page.locator('[data-testid="overlay"] a').count()).resolves.toBe(0);
    await page.screenshot({ path: 'e2e/screenshots/live-issue12-overlay-final.png', omitBackground: true });
    await page.goto(`${server.url}/display/match/${match.id}`);
    await page.getByTestId('display-home').waitFor();
    await expect(page.locator('a').count()).resolves.toBe(0);

    // an upcoming match shows no serve marker, on the live page nor the overlay
    const upcoming = await createMatch('tennis', 'Mila Dragneva', 'Sara Lind');
    await page.goto(`${server.url}/overlay/match/${upcoming.id}?layout=full`);
    await page.getByTestId('overlay-bug').waitFor();
    await expect(page.locator('[data-testid="overlay-bug"] [data-on]').count()).resolves.toBe(0);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/tennis/live/${upcoming.id}`);
    await page.getByTestId('scoreboard').waitFor();
    await expect(page.getByTestId('server-dot').count()).resolves.toBe(0);
    expect(await page.title()).not.toMatch(/live/i);
    await context.close();
  });

  it('the story of a tennis match: grouped by set and game, a break point saved and one converted, a phone summary with every point a tap away', async () => {
    const match = await createMatch('tennis', 'Viktor Hale', 'Luka Moreau');
    // game 1, home serving: 0-15 0-30 15-30 15-40 (break point, saved) 30-40 (break point, converted);
    // game 2: away holds to love; game 3: home leads 40-15
    const events = [
      ...points([
        ['away', 2],
        ['home', 1],
        ['away', 1],
        ['home', 1],
        ['away', 1],
      ]),
      ...points([['away', 4]]),
      ...points([
        ['home', 3],
        ['away', 1],
      ]),
    ];
    await postEvents(match.id, events);
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${server.url}/tennis/live/${match.id}`);
      await page.getByTestId('story').waitFor();
      const game1 = page.locator('[data-testid="story-game"][data-n="1"]');
      await expect(game1.getAttribute('data-broken')).resolves.toBe('true');
      await expect(game1.textContent()).resolves.toContain('Luka Moreau broke');
      await expect(game1.textContent()).resolves.toContain('2 break points');
      await expect(page.locator('[data-testid="story-game"][data-n="2"]').textContent()).resolves.toContain(
        'Luka Moreau held',
      );
      // the break points, in the summary too: one saved, one converted
      const bp = page.locator('[data-testid="story-marker"][data-kind="break"]');
      await expect(bp.count()).resolves.toBe(2);
      await expect(bp.filter({ hasText: 'saved' }).count()).resolves.toBe(1);
      await expect(page.locator('[data-testid="story-period"]').count()).resolves.toBe(1);
      if (name === 'phone') {
        await expect(page.getByTestId('story').getAttribute('data-view')).resolves.toBe('summary');
        expect(await page.getByTestId('timeline-item').count()).toBeLessThan(events.length);
        await shotPhoneAndDesktop(page, 'live-issue12-story-summary');
        // in Bulgarian
        await page.getByTestId('language-bg').click();
        await expect(page.getByTestId('story-toggle').textContent()).resolves.toBe('Всички точки');
        await expect(game1.textContent()).resolves.toContain('Luka Moreau проби');
        await shot(page, 'live-issue12-story-bg-phone');
        await page.getByTestId('language-en').click();
        await page.getByTestId('story-toggle').click();
      }
      await expect(page.getByTestId('story').getAttribute('data-view')).resolves.toBe('full');
      await expect(page.getByTestId('timeline-item').count()).resolves.toBe(events.length);
      if (name === 'desktop') await shotPhoneAndDesktop(page, 'live-issue12-story-full');
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
  });

  it('the story of snooker and bowling (breaks totalled, strikes and spares named); a match tiebreak reads [10-4] from the winner’s side', async () => {
    const snooker = await createMatch('snooker', 'Neil Robson', 'Jimmy Tan');
    await postEvents(snooker.id, [
      { type: 'pot', ball: 'red' },
      { type: 'pot', ball: 'black' },
      { type: 'pot', ball: 'red' },
      { type: 'pot', ball: 'pink' },
      { type: 'end-visit' },
      { type: 'pot', ball: 'red' },
      { type: 'pot', ball: 'blue' },
      { type: 'foul', points: 4 },
    ]);
    const bowling = await createMatch('bowling', 'Lane Kings', 'Pin Pals');
    await postEvents(bowling.id, [
      { type: 'roll', side: 'home', pins: 10 },
      { type: 'roll', side: 'away', pins: 7 },
      { type: 'roll', side: 'away', pins: 3 },
      { type: 'roll', side: 'home', pins: 4 },
      { type: 'roll', side: 'home', pins: 5 },
    ]);
    // tennis with a match tiebreak: home first 6-4 3-6 [4-10]
    const tennis = await createMatch('tennis', 'Ana Petrova', 'Ines Duarte', { finalSet: 'mtb10' });
    // each game won to love by the side of its letter
    const games = (winners: string) =>
      [...winners].flatMap((w) => points([[w === 'h' ? 'home' : 'away', 4]]));
    await postEvents(tennis.id, [
      ...games('hahahahahh'),
      ...games('ahahahaaa'),
      ...points([
        ['home', 4],
        ['away', 10],
      ]),
    ]);
    expect((await getMatch(tennis.id)).summary.text).toBe('6-4 3-6 [4-10]');
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${server.url}/snooker/live/${snooker.id}`);
      await page.getByTestId('story').waitFor();
      const visits = page.getByTestId('story-visit');
      await expect(visits.allTextContents()).resolves.toEqual([
        'Break 6 · Jimmy Tan',
        'Break 15 · Neil Robson',
      ]);
      await shot(page, `live-issue12-story-snooker-${name}`);

      await page.goto(`${server.url}/bowling/live/${bowling.id}`);
      await page.getByTestId('story').waitFor();
      await expect(page.getByTestId('story-roll').allTextContents()).resolves.toEqual(['Spare', 'Strike']);
      await shot(page, `live-issue12-story-bowling-${name}`);

      await page.goto(`${server.url}/tennis/live/${tennis.id}`);
      await page.getByTestId('scoreboard').waitFor();
      await expect(page.getByTestId('scoreboard-result').textContent()).resolves.toBe('4-6 6-3 [10-4]');
      await expect(
        page.locator('[data-testid="story-period"][data-n="3"]').locator('div').first().textContent(),
      ).resolves.toContain('[10-4] · Ines Duarte');
      await shot(page, `live-issue12-final-mtb-${name}`);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
  });

  it('the overlay takes its options from the address (position, size, colours, logo, padding), ignores bad ones, and shows what each sport needs', async () => {
    const snooker = await createMatch('snooker', 'Ronan Kelly', 'Ding Wei');
    await postEvents(snooker.id, [
      { type: 'pot', ball: 'red' },
      { type: 'pot', ball: 'black' },
      { type: 'pot', ball: 'red' },
    ]);
    const { page, context, errors } = await openPage(browser, { width: 1920, height: 1080 });
    await page.goto(
      `${server.url}/overlay/match/${snooker.id}?layout=full&position=bottom-right&scale=1.5&bg=%23101820&fg=%23ffffff&accent=%23ff6600&logo=/favicon.svg&pad=24&bogus=1`,
    );
    await page.getByTestId('overlay-logo').waitFor();
    const box = (await page.getByTestId('overlay-bug').boundingBox())!;
    expect(Math.abs(box.x + box.width - (1920 - 24))).toBeLessThan(2);
    expect(Math.abs(box.y + box.height - (1080 - 24))).toBeLessThan(2);
    const look = await page.evaluate(() => {
      const bug = document.querySelector('[data-testid="overlay-bug"]') as HTMLElement;
      const inner = bug.firstElementChild as HTMLElement;
      const points = document.querySelector('[data-testid="overlay-home-points"]') as HTMLElement;
      const logo = document.querySelector('[data-testid="overlay-logo"]') as HTMLImageElement;
      return {
        transform: getComputedStyle(bug).transform,
        bg: getComputedStyle(inner).backgroundColor,
        fg: getComputedStyle(inner).color,
        accent: getComputedStyle(points).backgroundColor,
        logo: logo.complete && logo.naturalWidth > 0,
      };
    });
    expect(look).toEqual({
      transform: 'matrix(1.5, 0, 0, 1.5, 0, 0)',
      bg: 'rgb(16, 24, 32)',
      fg: 'rgb(255, 255, 255)',
      accent: 'rgb(255, 102, 0)',
      logo: true,
    });
    // snooker: frame points, frames won, the current break and the best-of
    await expect(page.getByTestId('overlay-home-points').textContent()).resolves.toBe('9');
    await expect(page.getByTestId('overlay-home-won').textContent()).resolves.toBe('0');
    await expect(page.getByTestId('overlay-strap').textContent()).resolves.toContain('Break 9');
    await expect(page.getByTestId('overlay-strap').textContent()).resolves.toContain('Best of 7');
    await page.screenshot({ path: 'e2e/screenshots/live-issue12-overlay-options.png', omitBackground: true });
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: `e2e/screenshots/live-issue12-overlay-options-${name}.png`,
        omitBackground: true,
      });
    }
    await page.setViewportSize({ width: 1920, height: 1080 });

    // bad values are ignored: the defaults stay (top left, 48 px in, its own colours, no logo)
    await page.goto(
      `${server.url}/overlay/match/${snooker.id}?position=middle&scale=99&bg=red&accent=url(x)&pad=-4&logo=http://example.com/x.png`,
    );
    await page.getByTestId('overlay-bug').waitFor();
    const plain = (await page.getByTestId('overlay-bug').boundingBox())!;
    expect([Math.round(plain.x), Math.round(plain.y)]).toEqual([48, 48]);
    await expect(page.getByTestId('overlay-logo').count()).resolves.toBe(0);
    await expect(
      page.evaluate(
        () =>
          getComputedStyle(document.querySelector('[data-testid="overlay-bug"]')!.firstElementChild!)
            .backgroundColor,
      ),
    ).resolves.toBe('rgba(8, 18, 38, 0.92)');

    // volleyball: sets won and the set point
    const volley = await createMatch('volleyball', 'Levski Sofia', 'CSKA Sofia');
    await postEvents(volley.id, points([['home', 24]]));
    await page.goto(`${server.url}/overlay/match/${volley.id}?position=bottom-center&pad=32`);
    await page.getByTestId('overlay-strap').waitFor();
    await expect(page.getByTestId('overlay-strap').textContent()).resolves.toContain(
      'Set point Levski Sofia',
    );
    await expect(page.getByTestId('overlay-home-won').textContent()).resolves.toBe('0');
    await expect(page.getByTestId('overlay-home-points').textContent()).resolves.toBe('24');
    await page.screenshot({
      path: 'e2e/screenshots/live-issue12-overlay-volleyball.png',
      omitBackground: true,
    });

    // the live page has the overlay builder for the organizer (e2e/overlay-builder.e2e.ts tries it out)
    const organizer = await openPage(browser, DESKTOP);
    await signIn(organizer.page, server.url, 'organizer@sportzone.test');
    await organizer.page.goto(`${server.url}/snooker/live/${snooker.id}`);
    await organizer.page.getByTestId('overlay-builder-toggle').click();
    await organizer.page.getByTestId('overlay-builder-layout-full').click();
    await expect(organizer.page.getByTestId('overlay-builder-url').inputValue()).resolves.toBe(
      `${server.url}/overlay/match/${snooker.id}?layout=full`,
    );
    expect(unexpected(organizer.errors)).toEqual([]);
    await organizer.context.close();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('a dropped connection: "Reconnecting…" over a greyed score, the Live badge stops pulsing until the score is exact again', async () => {
    const match = await createMatch('badminton', 'Emma Lund', 'Priya Nair');
    await postEvents(match.id, points([['home', 3]]));
    const { page, context, errors } = await openPage(browser, PHONE);
    const line = await droppableLiveSocket(page);
    await page.goto(`${server.url}/badminton/live/${match.id}`);
    await page.getByTestId('live-badge').waitFor();
    await expect.poll(line.open, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(page.getByTestId('scoreboard').getAttribute('data-stale')).resolves.toBeNull();
    const pulse = () =>
      page.evaluate(
        () =>
          getComputedStyle(document.querySelector('[data-testid="live-badge"]')!, '::before').animationName,
      );
    await expect(pulse()).resolves.toMatch(/pulse/);

    await line.drop();
    await page.getByTestId('live-reconnecting').waitFor();
    await expect(page.getByTestId('live-reconnecting').textContent()).resolves.toContain('Reconnecting…');
    await expect(page.getByTestId('scoreboard').getAttribute('data-stale')).resolves.toBe('true');
    await expect(page.getByTestId('live-badge').getAttribute('data-paused')).resolves.toBe('true');
    await expect(pulse()).resolves.toBe('none');
    await expect(
      page.evaluate(
        () => getComputedStyle(document.querySelector('[data-testid="scoreboard"] table')!).filter,
      ),
    ).resolves.toBe('grayscale(1)');
    // the score moves on meanwhile
    await postEvents(match.id, points([['away', 2]]));
    await shotPhoneAndDesktop(page, 'live-issue12-reconnecting');

    line.restore();
    await page.getByTestId('live-reconnecting').waitFor({ state: 'detached', timeout: 45_000 });
    const now = await getMatch(match.id);
    await waitForSeq(page, now.seq);
    await expect(page.getByTestId('scoreboard-away-p1').textContent()).resolves.toBe('2');
    await expect(page.getByTestId('scoreboard').getAttribute('data-stale')).resolves.toBeNull();
    await expect(pulse()).resolves.toMatch(/pulse/);
    await shot(page, 'live-issue12-reconnected-phone');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the overlay and the court display also say "Reconnecting…" over a greyed score, and recover by themselves', async () => {
    const match = await createMatch('badminton', 'Emma Lund', 'Priya Nair');
    await postEvents(match.id, points([['home', 4]]));
    for (const [path, testId, notice] of [
      [`/overlay/match/${match.id}?layout=full`, 'overlay-bug', 'overlay-reconnecting'],
      [`/display/match/${match.id}`, 'court-display', 'display-reconnecting'],
    ] as const) {
      const { page, context, errors } = await openPage(browser, DESKTOP);
      const line = await droppableLiveSocket(page);
      await page.goto(`${server.url}${path}`);
      await page.getByTestId(testId).waitFor();
      await expect.poll(line.open, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect(page.getByTestId(testId).getAttribute('data-stale')).resolves.toBeNull();

      await line.drop();
      await page.getByTestId(notice).waitFor();
      await expect(page.getByTestId(notice).textContent()).resolves.toBe('Reconnecting…');
      await expect(page.getByTestId(testId).getAttribute('data-stale')).resolves.toBe('true');
      await postEvents(match.id, points([['away', 1]]));
      await shot(page, `live-issue12-reconnecting-${testId}`);

      line.restore();
      await page.getByTestId(notice).waitFor({ state: 'detached', timeout: 45_000 });
      await expect.poll(() => page.getByTestId(testId).getAttribute('data-stale')).toBeNull();
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
  });
});
