/**
 * A mistyped group result corrected after the knockout was drawn, in a real browser against the real server
 * (decision 056): the organizer opens the correction of a group match, flips its winner, and the preview
 * shows the knockout place that changes (old → new player) and the knockout match it resets; saved, the
 * knockout has the new qualifier and the change log names the match. Once that knockout match is played,
 * flipping the group result back is refused, naming it. A new score with the same winner: "No later match
 * changes". Screenshots: e2e/screenshots/tournament-correction-*-{phone,desktop}.png.
 */
import type { Organization, TournamentStages } from '@sportzone/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_NAMES, apiCall, demoClub, groupsThenKnockout, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { PHONE, launch, openPage, shotsNamed, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
let club: Organization;

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);
type DrawMatch = TournamentStages['stages'][number]['matches'][number];
const has = (m: DrawMatch, entryId: number) => m.home.entryId === entryId || m.away.entryId === entryId;
const other = (w: string | null) => (w === 'home' ? 'away' : 'home');

const shotBoth = shotsNamed('tournament-correction');

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

describe('an organizer corrects a group result after the knockout was drawn', () => {
  it('sees the knockout place that changes, saves it, and is refused once that match is played', async () => {
    // groups of four then a knockout of the top two, played by hand: the lower entry id wins
    const tour = await groupsThenKnockout(server.url, token, club, 'Correction Cup', PLAYER_NAMES);
    let draw = await call<TournamentStages>('POST', `/api/tournament/${tour.id}/draw`, {});
    for (const m of draw.stages[0]!.matches)
      await call('POST', `/api/tournament/${tour.id}/matches/${m.matchId}/result`, {
        winner: m.home.entryId! < m.away.entryId! ? 'home' : 'away',
      });
    draw = await call<TournamentStages>('GET', `/api/tournament/${tour.id}/stages`);
    expect(draw.stages[1]!.drawn).toBe(true);
    const groupA = draw.stages[0]!.matches.filter((m) => m.group === 1);
    const ranked = [...new Set(groupA.flatMap((m) => [m.home.entryId!, m.away.entryId!]))].sort(
      (a, b) => a - b,
    );
    const [first, second, third, fourth] = ranked as [number, number, number, number];
    const m = groupA.find((x) => has(x, second) && has(x, third))!;
    const fed = draw.stages[1]!.matches.find((x) => has(x, second))!;
    const nameOf = (id: number) => (m.home.entryId === id ? m.home.name : m.away.name)!;

    const { page, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${club.id}/containers/${tour.id}/structure`);
    const open = async (matchId: number) => {
      await page
        .locator(`[data-testid="draw-match"][data-match-id="${matchId}"]`)
        .getByTestId('match-correct')
        .click();
      await page.getByTestId('correction-dialog').waitFor();
    };
    const settled = () => page.locator('[data-testid="correction-dialog"][data-settled="yes"]').waitFor();

    // a new score with the same winner moves nobody: nothing later changes
    const same = groupA.find((x) => has(x, first) && has(x, fourth))!;
    await open(same.matchId!);
    await page.getByTestId('correction-no-resets').waitFor();
    expect(await page.getByTestId('correction-no-resets').textContent()).toBe('No later match changes.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('correction-dialog').waitFor({ state: 'detached' });

    // the winner flipped: the second place of group A changes hands, and its knockout match is reset
    await open(m.matchId!);
    await page.getByTestId('correction-reason').fill('The score sheet was read the wrong way round');
    await page
      .getByTestId('result-winner')
      .locator('label')
      .nth(m.winner === 'home' ? 1 : 0)
      .click();
    await page.getByTestId('correction-places').waitFor();
    await settled();
    expect(await page.getByTestId('correction-place').textContent()).toBe(
      `Group A, place 2: ${nameOf(second)} → ${nameOf(third)}`,
    );
    expect(await page.getByTestId('correction-next-resets').textContent()).toContain(
      'This resets 1 match of the next stage',
    );
    expect(await page.getByTestId('correction-next-reset-list').textContent()).toContain(nameOf(second));
    await shotBoth(page, 'preview');
    await page.getByTestId('result-save').click();
    await page.getByTestId('correction-dialog').waitFor({ state: 'detached' });
    const after = await call<TournamentStages>('GET', `/api/tournament/${tour.id}/stages`);
    const refilled = after.stages[1]!.matches.find((x) => x.key === fed.key)!;
    expect(has(refilled, third)).toBe(true);
    expect(has(refilled, second)).toBe(false);
    await page
      .locator(`[data-testid="draw-match"][data-match-id="${fed.matchId}"]`)
      .getByText(nameOf(third))
      .waitFor();

    // the change log names the match
    await page.getByTestId('structure-view').locator('label', { hasText: 'Changes' }).click();
    const entry = page.getByTestId('audit-entry').first();
    await entry.getByText('The score sheet was read the wrong way round').waitFor();
    expect(await entry.textContent()).toMatch(
      new RegExp(
        `^Result corrected: (${nameOf(second)} – ${nameOf(third)}|${nameOf(third)} – ${nameOf(second)}), Group A`,
      ),
    );
    await shotBoth(page, 'log');

    // the knockout match played: flipping the group result back is refused, naming it
    await call('POST', `/api/tournament/${tour.id}/matches/${fed.matchId}/result`, { winner: 'home' });
    await page.reload();
    await page
      .locator(`[data-testid="draw-match"][data-match-id="${fed.matchId}"][data-status="finished"]`)
      .waitFor();
    await open(m.matchId!);
    await settled();
    const back = other(after.stages[0]!.matches.find((x) => x.key === m.key)!.winner);
    await page
      .getByTestId('result-winner')
      .locator('label')
      .nth(back === 'home' ? 0 : 1)
      .click();
    await page.getByTestId('correction-blocked').waitFor();
    await settled();
    expect(await page.getByTestId('correction-refused').textContent()).toContain('has been played');
    expect(await page.getByTestId('correction-blocked').textContent()).toContain('Semi-final');
    expect(await page.getByTestId('result-save').isDisabled()).toBe(true);
    await shotBoth(page, 'refused');

    // the same in Bulgarian
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('[data-testid="language-switch"]:visible').click();
    await page.getByTestId('language-option-bg').click();
    await open(m.matchId!);
    await page
      .getByTestId('result-winner')
      .locator('label')
      .nth(back === 'home' ? 0 : 1)
      .click();
    await page.getByTestId('correction-blocked').waitFor();
    await settled();
    expect(await page.getByTestId('correction-refused').textContent()).toContain('вече е изигран');
    await shotBoth(page, 'refused-bg');

    expect(unexpected(errors)).toEqual([]);
  });
});
