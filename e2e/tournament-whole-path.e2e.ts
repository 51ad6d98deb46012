/**
 * The tournament path as people walk it, end to end, in a real browser against the real server: a
 * newcomer who is not yet a player of the club applies to play, the organizer accepts (the newcomer becomes
 * a player linked to their account and is told), the newcomer signs up; the organizer drags the newcomer to
 * seed 1 with the mouse and makes the draw after its confirmation; a mistyped group result is corrected
 * after the knockout was drawn, the preview naming the knockout place that changes; the organizer enters
 * the final by hand and the public results page names the champion. The other entries and results come
 * through the API, the steps a person takes through the pages.
 * Screenshots: e2e/screenshots/whole-path-*-{phone,desktop}.png.
 */
import type { EntryList, Organization, TournamentStages } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_NAMES, apiCall, groupsThenKnockout, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { DESKTOP, PHONE, launch, openPage, shotsNamed, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);
type DrawMatch = TournamentStages['stages'][number]['matches'][number];
const has = (m: DrawMatch, entryId: number) => m.home.entryId === entryId || m.away.entryId === entryId;
const shotBoth = shotsNamed('whole-path');

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

/** Drags the seed handle of `name` with the mouse until it is above the row now first. */
async function dragToTop(page: Page, name: string) {
  const handle = page
    .locator(`[data-testid="entry-registered"][data-name="${name}"]`)
    .getByTestId('seed-handle');
  // the whole list on screen: the mouse moves in the viewport
  await page.getByTestId('seed-list').evaluate((list) => list.scrollIntoView({ block: 'center' }));
  const from = (await handle.boundingBox())!;
  const top = (await page
    .locator('[data-testid="seed-list"] [data-testid="entry-registered"]')
    .first()
    .boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, top.y + 2, { steps: 12 });
  await page.mouse.up();
}

describe('the whole tournament path', () => {
  it('a newcomer applies, plays as seed 1 after a drag, a group result is corrected, and wins the final', async () => {
    // the club, seven players entered by the organizer, an open tournament of two groups and a knockout
    const club = await call<Organization>('POST', '/api/organization', {
      name: 'Lakeside Badminton Club',
      privacy: 'public',
    });
    const names = PLAYER_NAMES.slice(0, 7);
    const cup = await groupsThenKnockout(server.url, token, club, 'Lakeside Spring Cup', names);
    await call('PATCH', `/api/tournament/${cup.id}`, { status: 'open' });

    // 1. the newcomer is not a player of the club: the tournament says how to become one; they apply to play
    const newcomer = await openPage(browser, PHONE);
    await signIn(newcomer.page, server.url, 'player@sportzone.test');
    await newcomer.page.goto(`${server.url}/container/${cup.id}/views`);
    await expect(newcomer.page.getByTestId('signup-none').textContent()).resolves.toContain(
      'apply to join it as a player',
    );
    await newcomer.page.goto(`${server.url}/user/organizations/${club.id}/public`);
    await newcomer.page.getByTestId('apply-button').click();
    await expect(newcomer.page.getByTestId('apply-wants-to-play').isChecked()).resolves.toBe(true);
    await newcomer.page.getByTestId('apply-submit').click();
    await newcomer.page.getByTestId('applied-badge').waitFor();
    await shotBoth(newcomer.page, 'applied');

    // 2. the organizer accepts on a laptop: one step makes them a player linked to their account
    const organizer = await openPage(browser, DESKTOP);
    const page = organizer.page;
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${club.id}/applications`);
    const application = page.locator('[data-testid="application-row"]', { hasText: 'player@sportzone.test' });
    await application.getByTestId('application-wants-to-play').waitFor();
    await application.locator('xpath=..').getByTestId('application-accept').click();
    await page.getByTestId('decision-confirm').click();
    await page.getByTestId('decision-form').waitFor({ state: 'detached' });
    const players = await call<{ items: { firstName: string; lastName: string; userId: number | null }[] }>(
      'GET',
      `/api/organization/${club.id}/players?limit=50`,
    );
    const linked = players.items.filter((p) => p.userId !== null);
    expect(linked).toHaveLength(1);
    const newcomerName = `${linked[0]!.firstName} ${linked[0]!.lastName}`;

    // 3. the newcomer is told, and signs up as the eighth entry
    await newcomer.page.goto(`${server.url}/user/notifications`);
    await expect(newcomer.page.getByTestId('notification-item').first().textContent()).resolves.toContain(
      'Lakeside Badminton Club accepted you as a player',
    );
    await newcomer.page.goto(`${server.url}/container/${cup.id}/views`);
    await newcomer.page.getByTestId('signup-self').click();
    await newcomer.page.locator('[data-testid="my-entry"][data-status="registered"]').waitFor();
    await shotBoth(newcomer.page, 'signed-up');

    // 4. the organizer drags the newcomer to seed 1 with the mouse, and saves the order
    const base = `${server.url}/organizer/organizations/${club.id}/containers/${cup.id}`;
    await page.goto(`${base}/signups`);
    const order = () =>
      page
        .locator('[data-testid="seed-list"] [data-testid="entry-registered"]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
    await page.locator('[data-testid="seed-list"] [data-testid="entry-registered"]').nth(7).waitFor();
    expect((await order())[7]).toBe(newcomerName);
    await dragToTop(page, newcomerName);
    await expect.poll(async () => (await order())[0], { timeout: 10_000 }).toBe(newcomerName);
    await shotBoth(page, 'seed-dragged');
    await page.getByTestId('seeds-hand').click();
    await page.getByText('The seeds are saved').waitFor();
    const entries = await call<EntryList>('GET', `/api/tournament/${cup.id}/entries`);
    const mine = entries.registered.find((e) => e.name === newcomerName)!;
    expect(mine.seed).toBe(1);

    // 5. the draw, after its confirmation
    await page.goto(`${base}/structure`);
    await page.getByTestId('draw').click();
    await page.getByTestId('draw-dialog').getByText('8 entries are drawn.').waitFor();
    await page.getByTestId('draw-confirm').click();
    await page.locator('[data-testid="draw-match"]').first().waitFor();
    await page.locator('[data-testid="tournament-status"][data-status="drawn"]').first().waitFor();

    // 6. the group results come in (the newcomer wins theirs, otherwise the lower entry id), the knockout is drawn
    const winnerOf = (m: DrawMatch) =>
      m.home.entryId === mine.id
        ? 'home'
        : m.away.entryId === mine.id
          ? 'away'
          : m.home.entryId! < m.away.entryId!
            ? 'home'
            : 'away';
    let stages = await call<TournamentStages>('GET', `/api/tournament/${cup.id}/stages`);
    for (const m of stages.stages[0]!.matches)
      await call('POST', `/api/tournament/${cup.id}/matches/${m.matchId}/result`, { winner: winnerOf(m) });
    stages = await call<TournamentStages>('GET', `/api/tournament/${cup.id}/stages`);
    expect(stages.stages[1]!.drawn).toBe(true);

    // 7. one result in the newcomer's group was mistyped: corrected after the knockout draw, with its impact
    const group = stages.stages[0]!.matches.filter(
      (m) => m.group === stages.stages[0]!.matches.find((x) => has(x, mine.id))!.group,
    );
    const others = [...new Set(group.flatMap((m) => [m.home.entryId!, m.away.entryId!]))]
      .filter((id) => id !== mine.id)
      .sort((a, b) => a - b);
    const [second, third] = others as [number, number];
    const mistyped = group.find((x) => has(x, second) && has(x, third))!;
    const nameOf = (id: number) => entries.registered.find((e) => e.id === id)!.name;
    await page.reload();
    await page
      .locator(`[data-testid="draw-match"][data-match-id="${mistyped.matchId}"]`)
      .getByTestId('match-correct')
      .click();
    await page.getByTestId('correction-dialog').waitFor();
    await page.getByTestId('correction-reason').fill('Scores were entered under the wrong names');
    await page
      .getByTestId('result-winner')
      .locator('label')
      .nth(mistyped.winner === 'home' ? 1 : 0)
      .click();
    await page.locator('[data-testid="correction-dialog"][data-settled="yes"]').waitFor();
    await expect(page.getByTestId('correction-place').textContent()).resolves.toContain(
      `${nameOf(second)} → ${nameOf(third)}`,
    );
    await shotBoth(page, 'correction');
    await page.getByTestId('result-save').click();
    await page.getByTestId('correction-dialog').waitFor({ state: 'detached' });
    stages = await call<TournamentStages>('GET', `/api/tournament/${cup.id}/stages`);
    const knockout = stages.stages[1]!.matches;
    expect(knockout.some((m) => has(m, third))).toBe(true);
    expect(knockout.some((m) => has(m, second))).toBe(false);

    // 8. the semi-finals are played; the organizer enters the final by hand
    for (const m of knockout.filter((x) => x.status === 'ready'))
      await call('POST', `/api/tournament/${cup.id}/matches/${m.matchId}/result`, { winner: winnerOf(m) });
    stages = await call<TournamentStages>('GET', `/api/tournament/${cup.id}/stages`);
    const final = stages.stages[1]!.matches.find((m) => m.status === 'ready')!;
    expect(has(final, mine.id)).toBe(true);
    const newcomerHome = final.home.entryId === mine.id;
    await page.reload();
    await page
      .locator(`[data-testid="draw-match"][data-match-id="${final.matchId}"]`)
      .getByTestId('match-enter-result')
      .click();
    await page.getByTestId('result-dialog').waitFor();
    for (const [i, [a, b]] of [
      [21, 17],
      [21, 19],
    ].entries()) {
      if (i > 0) await page.getByTestId('result-add-game').click();
      await page
        .getByTestId('result-game-home')
        .nth(i)
        .fill(String(newcomerHome ? a : b));
      await page
        .getByTestId('result-game-away')
        .nth(i)
        .fill(String(newcomerHome ? b : a));
    }
    await page.getByTestId('result-save').click();
    await page.getByTestId('result-dialog').waitFor({ state: 'detached' });
    await page.locator('[data-testid="tournament-status"][data-status="finished"]').first().waitFor();

    // 9. the champion, on the public results page the newcomer opens
    await newcomer.page.goto(`${server.url}/container/result/${cup.id}`);
    await newcomer.page.getByTestId('results-page').waitFor();
    await expect(
      newcomer.page.locator('[data-testid="placing"][data-position="1"]').first().textContent(),
    ).resolves.toContain(newcomerName);
    // results entered as a winner only: the games column says so with a dash, not 0–0
    await expect(
      newcomer.page.locator('[data-testid="standings-row"]').first().locator('td').nth(5).textContent(),
    ).resolves.toBe('–');
    await shotBoth(newcomer.page, 'champion');

    expect(unexpected(organizer.errors)).toEqual([]);
    expect(unexpected(newcomer.errors)).toEqual([]);
    await organizer.context.close();
    await newcomer.context.close();
  });
});
