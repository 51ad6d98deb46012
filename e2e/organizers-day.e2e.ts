/**
 * The organizer's day, as one story on phones: the demo organizer creates a tennis match between
 * two of the club's players on Court 1, hands a guest the QR link, the guest scores it to the end with
 * first-serve faults and a double fault, a signed-out viewer finds it from the header's Live in one tap and
 * watches it, and afterwards the match is on both players' profiles and the club's page with the result
 * written from the winner's side. Screenshots: e2e/screenshots/day-*.png.
 */
import type { Match, Organization, PagedResult } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { PHONE, launch, openPage, pick, shot, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;

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

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, organizerToken, method, path, body);

/** Every set of a result written from the winner's side: the first number is the larger. */
function fromWinnerSide(score: string) {
  const sets = score.split(' ').map((s) => /^(\d+)-(\d+)/.exec(s));
  expect(sets.length).toBeGreaterThan(0);
  for (const set of sets) expect(Number(set![1])).toBeGreaterThan(Number(set![2]));
}

async function scoreboardSeq(page: Page) {
  return Number(await page.getByTestId('scoreboard').getAttribute('data-seq'));
}

describe("the organizer's day", () => {
  it('creates a match on court 1, a guest scores it from a QR link, a viewer follows it, the result lands on the profiles', async () => {
    const mine = await call<PagedResult<Organization>>('GET', '/api/organization/mine');
    const club = mine.items.find((o) => o.name === 'Sofia Racquet Club')!;

    // 1. the organizer, on a phone, makes the match
    const organizer = await openPage(browser, PHONE);
    await signIn(organizer.page, server.url, 'organizer@sportzone.test');
    await organizer.page.goto(`${server.url}/organizer/organizations/${club.id}/matches`);
    await organizer.page.getByTestId('match-new').click();
    await organizer.page.getByTestId('match-form').waitFor();
    await pick(organizer.page, 'match-format', 'Fast4 (sets to 4, no-ad)');
    await pick(organizer.page, 'match-home-pick', 'James Whitfield #7', 'James');
    await pick(organizer.page, 'match-away-pick', 'Ivan Georgiev #11', 'Ivan');
    await pick(organizer.page, 'match-space', 'Court 1');
    await shot(organizer.page, 'day-new-match-phone');
    await organizer.page.getByTestId('match-save').click();
    await organizer.page.getByTestId('match-form').waitFor({ state: 'detached' });
    const list = await call<PagedResult<Match>>('GET', `/api/matches?organizationId=${club.id}&pageSize=100`);
    const match = list.items
      .filter((m) => m.home.name === 'James Whitfield' && m.status === 'upcoming' && m.court === 'Court 1')
      .sort((a, b) => b.id - a.id)[0]!;
    expect(match).toMatchObject({ sport: 'tennis', format: { fast4: true } });

    // 2. the guest link, as a QR code
    const row = organizer.page.locator(`[data-testid="match-row"][data-id="${match.id}"]`);
    await row.locator('xpath=..').getByTestId('match-actions').click();
    await organizer.page.getByTestId('match-guest').click();
    await organizer.page.getByTestId('guest-link-create').click();
    await organizer.page.getByTestId('guest-link-qr').waitFor();
    await shot(organizer.page, 'day-guest-qr-phone');
    const link = await organizer.page.getByTestId('guest-link-url').inputValue();

    // 3. the guest opens it and starts: James serves first; a fault, then the point; a fault, a double fault
    const guest = await openPage(browser, PHONE);
    await guest.page.goto(link);
    await guest.page.getByTestId('score-console').waitFor();
    await guest.page.getByTestId('toss-home').click();
    await guest.page.getByTestId('first-serve-fault').click();
    await guest.page.getByTestId('point-home').click();
    await guest.page.getByTestId('first-serve-fault').click();
    await guest.page.getByTestId('double-fault').click();
    await expect(guest.page.getByTestId('points-away').textContent()).resolves.toBe('15');

    // 4. a signed-out viewer finds it from the header's Live, one tap, and watches
    const viewer = await openPage(browser, PHONE);
    await viewer.page.goto(server.url);
    await viewer.page.getByTestId('phone-tab-live').click();
    const card = viewer.page.locator(`a[data-testid="match-card"][href="/tennis/live/${match.id}"]`);
    await card.waitFor();
    await shot(viewer.page, 'day-live-list-phone');
    await card.click();
    await viewer.page.waitForURL(new RegExp(`/tennis/live/${match.id}$`));
    await viewer.page.getByTestId('scoreboard').waitFor();

    // 5. the guest plays it out: James wins every other point; the last one asks once
    const confirm = guest.page.getByTestId('confirm-ok');
    for (let i = 0; i < 80; i++) {
      await guest.page.getByTestId('point-home').click();
      const asked = await confirm.waitFor({ state: 'visible', timeout: 150 }).then(
        () => true,
        () => false,
      );
      if (asked) {
        await confirm.click();
        break;
      }
    }
    await guest.page.getByTestId('console-finished').waitFor();
    await shot(guest.page, 'day-guest-finished-phone');
    const final = await call<Match & { summary: { stats: Record<string, Record<string, unknown>> } }>(
      'GET',
      `/api/matches/${match.id}`,
    );
    expect(final.status).toBe('finished');
    expect(final.summary.stats.home).toMatchObject({ firstServeFaults: 2 });
    expect((final.summary.stats.home!.counts as Record<string, number>)['double-fault']).toBe(1);

    // the viewer saw it to the end, live
    await expect.poll(() => scoreboardSeq(viewer.page), { timeout: 30_000 }).toBe(final.seq);
    await shot(viewer.page, 'day-viewer-final-phone');

    // 6. the result, from the winner's side, on both players' profiles and the club's page
    const resultRow = (page: Page) =>
      page.locator(`[data-testid="profile-match"][href="/tennis/live/${match.id}"]`).first();
    for (const playerId of [match.home.playerId, match.away.playerId]) {
      await viewer.page.goto(`${server.url}/public/players/${playerId}/profile`);
      const r = resultRow(viewer.page);
      await r.waitFor();
      await expect(r.textContent()).resolves.toContain('James Whitfield beat Ivan Georgiev');
      fromWinnerSide((await r.getByTestId('profile-match-score').textContent())!);
    }
    await shotPhoneAndDesktop(viewer.page, 'day-loser-profile');
    await organizer.page.goto(`${server.url}/user/organizations/${club.id}/public`);
    const onClub = resultRow(organizer.page);
    await onClub.waitFor();
    fromWinnerSide((await onClub.getByTestId('profile-match-score').textContent())!);
    await shotPhoneAndDesktop(organizer.page, 'day-club-page');

    expect(unexpected(guest.errors)).toEqual([]);
    expect(unexpected(viewer.errors)).toEqual([]);
    expect(unexpected(organizer.errors)).toEqual([]);
    for (const p of [guest, viewer, organizer]) await p.context.close();
  });
});
