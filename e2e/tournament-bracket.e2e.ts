/**
 * The knockout bracket ends in the champion's box, on the public draw and on the organizer's Draw &
 * schedule page, in a real browser against the real server: groups then a knockout with a third-place
 * match, made through the API. The organizer sees the knockout as a bracket above its list, with an empty
 * "Champion" slot and a "Third place" one; a click on a semi-final's box opens its menu (Score, Result),
 * the result entered there moves the bracket on; a played match's box offers the correction. Once the final
 * and the third-place match are played, both boxes name their winners, here and on the public page (in
 * Bulgarian too). axe finds nothing to fix in the bracket. Screenshots:
 * e2e/screenshots/tournament-bracket-*-{phone,desktop}.png.
 */
import { join } from 'node:path';
import type { Organization, TournamentStages } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_NAMES, apiCall, demoClub, groupsThenKnockout, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { accessibilityFindings, describeFindings } from './helpers/axe';
import { DESKTOP, PHONE, SCREENSHOTS, launch, openPage, shotsNamed, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
let club: Organization;

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);
const shotBoth = shotsNamed('tournament-bracket');

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  club = await demoClub(server.url, token);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

async function expectAccessible(page: Page, selector: string) {
  const findings = await accessibilityFindings(page, selector);
  expect(findings, describeFindings(findings)).toEqual([]);
}

describe('the bracket’s champion box, for the organizer and the public', () => {
  it('shows an empty Champion slot, opens a match’s actions from its box, then names the champion', async () => {
    const tour = await groupsThenKnockout(server.url, token, club, 'Bracket Cup', PLAYER_NAMES);
    await call('PUT', `/api/tournament/${tour.id}/stages`, {
      stages: [
        { name: 'Groups', type: 'round_robin', options: { groups: 2 } },
        {
          name: 'Knockout',
          type: 'single_elimination',
          qualifiersPerGroup: 2,
          options: { thirdPlace: true },
        },
      ],
    });
    let stages = await call<TournamentStages>('POST', `/api/tournament/${tour.id}/draw`, {});
    // the groups played by hand: the lower entry id wins
    for (const m of stages.stages[0]!.matches)
      await call('POST', `/api/tournament/${tour.id}/matches/${m.matchId}/result`, {
        winner: m.home.entryId! < m.away.entryId! ? 'home' : 'away',
      });
    stages = await call<TournamentStages>('GET', `/api/tournament/${tour.id}/stages`);
    expect(stages.stages[1]!.drawn).toBe(true);

    const { page, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${club.id}/containers/${tour.id}/structure`);
    const bracket = page.getByTestId('draw-bracket');
    await bracket.getByTestId('bracket-match').first().waitFor();
    // the groups have no bracket: one, for the knockout, above its list of matches
    expect(await bracket.count()).toBe(1);
    expect(await bracket.getByTestId('bracket-match').count()).toBe(4);
    const champion = bracket.getByTestId('bracket-champion');
    await expect(champion.getAttribute('data-decided')).resolves.toBeNull();
    await expect(champion.textContent()).resolves.toBe('ChampionWinner of the final');
    await expect(bracket.getByTestId('bracket-third').textContent()).resolves.toBe(
      'Third placeNot decided yet',
    );
    await expect(
      page.getByTestId('draw-matches').locator('[data-testid="draw-match"]').count(),
    ).resolves.toBe(12 + 4);

    // a semi-final's box: its menu has what its row has, Score and Result; the result entered there
    const semi = bracket.locator('[data-testid="bracket-match"][data-key="W1-1"]');
    await expect(semi.getAttribute('data-status')).resolves.toBe('ready');
    await semi.click();
    await page.getByTestId('bracket-match-menu').waitFor();
    await page.getByTestId('bracket-action-score').waitFor();
    await expect(
      page.getByTestId('bracket-match-menu').getByRole('menuitem').allTextContents(),
    ).resolves.toEqual(['Score', 'Result']);
    // the menu as it opens, at the phone's width too (a resize closes it: open it again)
    for (const [size, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.keyboard.press('Escape');
      await page.getByTestId('bracket-match-menu').waitFor({ state: 'detached' });
      await page.setViewportSize(viewport);
      await semi.scrollIntoViewIfNeeded();
      await semi.click();
      await page.getByTestId('bracket-match-menu').waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `tournament-bracket-organizer-menu-${size}.png`) });
    }
    await page.getByTestId('bracket-action-result').click();
    await page.getByTestId('result-dialog').waitFor();
    await page.getByTestId('result-game-home').first().fill('21');
    await page.getByTestId('result-game-away').first().fill('15');
    await page.getByTestId('result-add-game').click();
    await page.getByTestId('result-game-home').nth(1).fill('21');
    await page.getByTestId('result-game-away').nth(1).fill('18');
    await page.getByTestId('result-save').click();
    await page.getByTestId('result-dialog').waitFor({ state: 'detached' });
    await bracket.locator('[data-testid="bracket-match"][data-key="W1-1"][data-status="finished"]').waitFor();
    // the winner (home, 21–15 21–18) went on into the final
    await expect(semi.locator('[data-winner]').getAttribute('data-testid')).resolves.toBe('bracket-home');
    await expect(
      bracket
        .locator('[data-testid="bracket-match"][data-key="W2-1"] [data-testid="bracket-home"] [title]')
        .textContent(),
    ).resolves.toBe(await semi.locator('[data-winner] [title]').textContent());

    // a played match's box offers the correction (and no result to enter)
    await semi.click();
    await page.getByTestId('bracket-action-correct').click();
    await page.getByTestId('correction-dialog').waitFor();
    expect(await page.getByTestId('bracket-action-result').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('correction-dialog').waitFor({ state: 'detached' });
    await expectAccessible(page, '[data-testid="draw-matches"]');
    await shotBoth(page, 'organizer-pending');

    // on a phone the bracket scrolls sideways inside its box; the page does not
    await page.setViewportSize(PHONE);
    const widths = await bracket
      .locator('[data-testid="bracket"]')
      .first()
      .evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        page: document.documentElement.scrollWidth,
      }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);

    // the rest played: the other semi-final, the final, the third-place match
    for (let i = 0; i < 3; i++) {
      const ko = (await call<TournamentStages>('GET', `/api/tournament/${tour.id}/stages`)).stages[1]!;
      for (const m of ko.matches.filter((x) => x.status === 'ready' && x.matchId !== null))
        await call('POST', `/api/tournament/${tour.id}/matches/${m.matchId}/result`, { winner: 'away' });
    }
    stages = await call<TournamentStages>('GET', `/api/tournament/${tour.id}/stages`);
    const final = stages.stages[1]!.matches.find((m) => m.phase === 'winners' && m.round === 2)!;
    const third = stages.stages[1]!.matches.find((m) => m.phase === 'third_place')!;
    expect([final.status, third.status]).toEqual(['finished', 'finished']);
    await page.reload();
    await bracket.locator('[data-testid="bracket-champion"][data-decided]').waitFor();
    await expect(champion.getByTestId('finale-name').textContent()).resolves.toBe(final.away.name);
    await expect(bracket.getByTestId('bracket-third').getByTestId('finale-name').textContent()).resolves.toBe(
      third.away.name,
    );
    await expectAccessible(page, '[data-testid="draw-matches"]');
    await shotBoth(page, 'organizer-champion');
    expect(unexpected(errors)).toEqual([]);

    // the public draw ends in the same box, in Bulgarian too
    await page.goto(`${server.url}/container/${tour.id}/views`);
    const publicChampion = page.locator(
      '[data-testid="stage"] [data-testid="bracket-champion"][data-decided]',
    );
    await publicChampion.waitFor();
    await expect(publicChampion.getByTestId('finale-name').textContent()).resolves.toBe(final.away.name);
    await expectAccessible(page, '[data-testid="stage"][data-type="single_elimination"]');
    await page.locator('[data-testid="stage"][data-type="single_elimination"]').scrollIntoViewIfNeeded();
    await shotBoth(page, 'public-champion');
    const bg = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await signIn(bg.page, server.url, 'organizer@sportzone.test');
    await bg.page.goto(`${server.url}/container/${tour.id}/views`);
    const bgChampion = bg.page.locator('[data-testid="bracket-champion"][data-decided]');
    await bgChampion.waitFor();
    await expect(bgChampion.textContent()).resolves.toBe(`Шампион${final.away.name}`);
    // opened on a phone once decided, the bracket starts at its end: the final and the champion in view
    await expect
      .poll(() =>
        bg.page
          .getByTestId('phase-winners')
          .getByTestId('bracket')
          .evaluate((el) => el.scrollLeft),
      )
      .toBeGreaterThan(0);
    await bgChampion.scrollIntoViewIfNeeded();
    await bg.page.screenshot({ path: join(SCREENSHOTS, 'tournament-bracket-public-champion-bg-phone.png') });
    await bg.context.close();
  }, 240_000);
});
