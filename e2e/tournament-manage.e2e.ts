/**
 * A tournament run by its organizer, in a real browser against the real server: on a phone the demo
 * organizer opens the Tournaments section of "Sofia Racquet Club", creates a badminton tournament in the
 * form (a missing name is said beside the field, no toast), opens sign-ups, signs up five players (four
 * spots: the fifth waits), is told badminton has no ranking to seed by, drags the seeds into order with the
 * keyboard, chooses "Groups then knockout", draws after a confirmation (the badge says "Draw made"), plans the schedule on
 * the venue's courts, enters a result by hand, sees a redraw refused with the server's reason, corrects the
 * result with a reason (the audit log shows it), edits the properties, and sets the ranking points.
 * Screenshots: e2e/screenshots/tournament-manage-*-{phone,desktop}.png.
 */
import type {
  EntryList,
  Organization,
  PagedResult,
  Player,
  Tournament,
  TournamentStages,
} from '@sportzone/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf, demoClub } from './helpers/api';
import { signIn } from './helpers/auth';
import { PHONE, launch, openPage, pick, shotsNamed, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let club: Organization;

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

const shotBoth = shotsNamed('tournament-manage');

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  club = await demoClub(server.url, organizerToken);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

const fullName = (p: Player) => [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');

describe('an organizer runs a badminton tournament from a phone', () => {
  it('creates it, signs players up, draws, schedules, enters and corrects a result, edits it, sets rankings', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');

    // the workspace has Tournaments and Rankings sections; the club has no tournament yet
    await page.goto(`${server.url}/organizer/organizations/${club.id}/menu`);
    await page.locator('[data-testid="section-tile"][data-section="tournaments"]').waitFor();
    await page
      .getByTestId('consent-reject')
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await shotBoth(page, 'workspace');
    await page.locator('[data-testid="workspace-tabs"] [data-section="containers"]').click();
    await page.waitForURL(/\/containers$/);
    await page.getByTestId('tournaments-empty').waitFor();
    await shotBoth(page, 'list-empty');

    // New tournament: a missing name is said beside the field, with no toast
    await page.getByTestId('tournament-new').click();
    await page.waitForURL(/\/containers\/manage$/);
    await page.getByTestId('tournament-form').waitFor();
    await page.getByTestId('tournament-save').click();
    await page.getByText('Fill this in').first().waitFor();
    expect(await page.locator('[data-testid="toast-error"]').count()).toBe(0);
    await page.getByTestId('tournament-name').fill('Sofia Badminton Open');
    await pick(page, 'tournament-venue', 'Borisova Gradina Tennis Centre');
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await page.getByTestId('tournament-starts').fill(day);
    await page.getByTestId('tournament-ends').fill(day);
    await page.getByTestId('tournament-spots').fill('4');
    await page.getByTestId('tournament-max').fill('6');
    await shotBoth(page, 'form');
    await page.getByTestId('tournament-save').click();
    await page.waitForURL(/\/containers\/\d+\/menu$/);
    const id = Number(/containers\/(\d+)\/menu/.exec(page.url())![1]);
    const created = await call<Tournament>(organizerToken, 'GET', `/api/tournament/${id}`);
    expect(created).toMatchObject({
      name: 'Sofia Badminton Open',
      sport: 'badminton',
      entryKind: 'player',
      spots: 4,
      maxRegistrations: 6,
      status: 'upcoming',
      organizationId: club.id,
    });

    // its menu: the checklist starts at sign-ups; open them
    await page
      .locator('[data-testid="tournament-step"][data-step="signups"][data-state="current"]')
      .waitFor();
    await page.getByTestId('tournament-set-open').click();
    await page.locator('[data-testid="tournament-status"][data-status="open"]').first().waitFor();
    await shotBoth(page, 'menu');

    // sign-ups: five of the club's players; four spots, so the fifth waits
    const players = await call<PagedResult<Player>>(
      organizerToken,
      'GET',
      `/api/organization/${club.id}/players?pageSize=100&status=active`,
    );
    const names = players.items.slice(0, 5).map(fullName);
    expect(names.length).toBe(5);
    await page.getByTestId('tournament-tab-signups').click();
    await page.waitForURL(/\/signups$/);
    for (const name of names) {
      await pick(page, 'entry-pick', name, name.split(' ')[0]);
      await page.getByTestId('entry-add').click();
      await page.locator(`[data-name="${name}"]`).first().waitFor();
    }
    await page.locator('[data-testid="entry-waiting"]').waitFor();
    expect(await page.locator('[data-testid="entry-registered"]').count()).toBe(4);
    // seeding by ranking: badminton has no ranking yet, so it says so and seeds nobody
    await page.getByTestId('seeds-ranking').click();
    await page.getByTestId('entries-refused').getByText('There is no ranking in this sport yet').waitFor();
    expect(await page.getByText('The seeds are saved').count()).toBe(0);
    const unseeded = await call<EntryList>(organizerToken, 'GET', `/api/tournament/${id}/entries`);
    expect(unseeded.registered.every((e) => e.seed === null)).toBe(true);
    // the seed order by keyboard: the fourth lifted with Space, moved to the top with the arrows, dropped
    const order = () =>
      page
        .locator('[data-testid="seed-list"] [data-testid="entry-registered"]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
    expect(await order()).toEqual(names.slice(0, 4));
    const handle = page
      .locator(`[data-testid="entry-registered"][data-name="${names[3]}"]`)
      .getByTestId('seed-handle');
    await handle.focus();
    await page.keyboard.press('Space');
    await page.getByTestId('seed-announcer').getByText(`${names[3]} lifted, seed 4 of 4`).waitFor();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await page.getByTestId('seed-announcer').getByText(`${names[3]} dropped at seed 1 of 4`).waitFor();
    expect(await order()).toEqual([names[3], names[0], names[1], names[2]]);
    // Escape puts a lifted entry back where it was
    await page
      .locator(`[data-testid="entry-registered"][data-name="${names[0]}"]`)
      .getByTestId('seed-handle')
      .focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await order()).toEqual([names[3], names[0], names[1], names[2]]);
    await shotBoth(page, 'seed-order');
    await page.getByTestId('seeds-hand').click();
    await page.getByText('The seeds are saved').waitFor();
    const seeded = await call<EntryList>(organizerToken, 'GET', `/api/tournament/${id}/entries`);
    expect(
      seeded.registered
        .filter((e) => e.seed !== null)
        .sort((a, b) => a.seed! - b.seed!)
        .map((e) => e.name),
    ).toEqual([names[3], names[0], names[1], names[2]]);
    // the organizer signed them up but plays in none: no "your entry"
    expect(seeded.mine).toEqual([]);
    expect(seeded.waiting.map((e) => [e.name, e.waitingPosition])).toEqual([[names[4], 1]]);
    // check-in on and off again (once anyone is checked in, only the checked-in are drawn)
    const first = page.locator(`[data-testid="entry-registered"][data-name="${names[0]}"]`);
    await first.locator('label', { hasText: 'Here' }).click();
    await expect
      .poll(async () =>
        (await call<EntryList>(organizerToken, 'GET', `/api/tournament/${id}/entries`)).registered.some(
          (e) => e.checkedIn,
        ),
      )
      .toBe(true);
    await first.locator('label', { hasText: 'Here' }).click();
    await expect
      .poll(async () =>
        (await call<EntryList>(organizerToken, 'GET', `/api/tournament/${id}/entries`)).registered.some(
          (e) => e.checkedIn,
        ),
      )
      .toBe(false);
    await shotBoth(page, 'signups');
    // the one waiting withdraws
    await page.locator('[data-testid="entry-waiting"]').getByTestId('entry-withdraw').click();
    await page.locator(`[data-testid="entry-withdrawn"][data-name="${names[4]}"]`).waitFor();

    // structure: groups then knockout, drawn
    await page.getByTestId('tournament-tab-structure').click();
    await page.waitForURL(/\/structure$/);
    await page.getByTestId('stages-panel').waitFor();
    await page.getByTestId('stages-save').click();
    await page.getByTestId('stages-current').waitFor();
    // the draw asks first, saying what happens: sign-ups close, four entries, their seeds, the format
    await page.locator('[data-testid="tournament-status"][data-status="open"]').first().waitFor();
    await page.getByTestId('draw').click();
    const dialog = page.getByTestId('draw-dialog');
    await dialog.waitFor();
    await dialog.getByText('Sign-ups close').waitFor();
    await dialog.getByText('4 entries are drawn.').waitFor();
    await dialog.getByText(`4 seeds: 1. ${names[3]}, 2. ${names[0]}`).waitFor();
    await dialog.getByTestId('draw-confirm-format').getByText('Format: 1. Groups').waitFor();
    await shotBoth(page, 'draw-confirm');
    // cancelled, nothing is drawn
    await page.getByTestId('draw-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="draw-match"]').count()).toBe(0);
    await page.getByTestId('draw').click();
    await page.getByTestId('draw-confirm').click();
    await page.locator('[data-testid="draw-match"]').first().waitFor();
    // the badge says so at once, before any result
    await page
      .locator('[data-testid="tournament-status"][data-status="drawn"]', { hasText: 'Draw made' })
      .waitFor();
    // the schedule on the venue's courts (tennis courts and tables; the club has no badminton court)
    await page.getByTestId('schedule-plan').click();
    await page.getByTestId('schedule-table').waitFor();
    await shotBoth(page, 'structure');

    // a result by hand for a ready match
    const ready = page.locator('[data-testid="draw-match"][data-status="ready"]').first();
    const matchId = Number(await ready.getAttribute('data-match-id'));
    await ready.getByTestId('match-enter-result').click();
    await page.getByTestId('result-dialog').waitFor();
    await page.getByTestId('result-game-home').first().fill('21');
    await page.getByTestId('result-game-away').first().fill('15');
    await page.getByTestId('result-add-game').click();
    await page.getByTestId('result-game-home').nth(1).fill('21');
    await page.getByTestId('result-game-away').nth(1).fill('18');
    await shotBoth(page, 'result');
    await page.getByTestId('result-save').click();
    await page.getByTestId('result-dialog').waitFor({ state: 'detached' });
    await page
      .locator(`[data-testid="draw-match"][data-match-id="${matchId}"][data-status="finished"]`)
      .waitFor();

    // the first result puts it in play
    await page.locator('[data-testid="tournament-status"][data-status="active"]').first().waitFor();

    // a redraw is refused now, with the reason
    await page.getByTestId('draw').click();
    await page.getByRole('dialog', { name: 'Redraw?' }).waitFor();
    await page.getByTestId('draw-confirm').click();
    await page.getByTestId('structure-error').getByText('The first match has started').waitFor();
    expect(await page.locator('[data-testid="toast-error"]').count()).toBe(0);

    // a correction: the preview, then the other side wins, with a reason
    await page
      .locator(`[data-testid="draw-match"][data-match-id="${matchId}"]`)
      .getByTestId('match-correct')
      .click();
    await page.getByTestId('correction-dialog').waitFor();
    await page
      .locator('[data-testid="correction-no-resets"], [data-testid="correction-resets"]')
      .first()
      .waitFor();
    await page.getByTestId('correction-reason').fill('The score was entered the wrong way round');
    await page.getByTestId('result-winner').locator('label').nth(1).click();
    await page.getByTestId('result-game-home').first().fill('15');
    await page.getByTestId('result-game-away').first().fill('21');
    await page.getByTestId('result-game-home').nth(1).fill('18');
    await page.getByTestId('result-game-away').nth(1).fill('21');
    await shotBoth(page, 'correction');
    await page.getByTestId('result-save').click();
    await page.getByTestId('correction-dialog').waitFor({ state: 'detached' });
    const stages = await call<TournamentStages>(organizerToken, 'GET', `/api/tournament/${id}/stages`);
    const corrected = stages.stages.flatMap((s) => s.matches).find((m) => m.matchId === matchId)!;
    expect(corrected.winner).toBe('away');

    // the audit log names the correction and its reason
    await page.getByTestId('structure-view').locator('label', { hasText: 'Changes' }).click();
    await page.getByTestId('audit-log').getByText('The score was entered the wrong way round').waitFor();
    await shotBoth(page, 'audit');

    // the menu's checklist moved on
    await page.getByTestId('tournament-tab-menu').click();
    await page.locator('[data-testid="tournament-step"][data-step="draw"][data-state="done"]').waitFor();
    await shotBoth(page, 'menu-drawn');

    // properties: a new name; delete asks for the name (cancelled here)
    await page.getByTestId('tournament-tab-properties').click();
    await page.waitForURL(/\/properties$/);
    await page.getByTestId('tournament-name').fill('Sofia Badminton Open 2026');
    await page.getByTestId('tournament-save').click();
    await page.locator('[data-testid="toast-success"]').last().waitFor();
    expect((await call<Tournament>(organizerToken, 'GET', `/api/tournament/${id}`)).name).toBe(
      'Sofia Badminton Open 2026',
    );
    await shotBoth(page, 'properties');
    await page.getByTestId('tournament-delete').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await page.getByTestId('confirm-button').isDisabled()).toBe(true);
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancel' }).click();

    // another tournament, deleted from its properties
    const spare = await call<Tournament>(organizerToken, 'POST', `/api/organization/${club.id}/tournaments`, {
      name: 'Spare Cup',
      sport: 'tennis',
    });
    await page.goto(`${server.url}/organizer/organizations/${club.id}/containers/${spare.id}/properties`);
    await page.getByTestId('tournament-delete').click();
    await page.getByTestId('confirm-type').fill('Spare Cup');
    await page.getByTestId('confirm-button').click();
    await page.waitForURL(/\/containers$/);

    // the list: the tournament, filtered by status
    await page.locator('[data-testid="tournament-row"][data-name="Sofia Badminton Open 2026"]').waitFor();
    expect(await page.locator('[data-testid="tournament-row"][data-name="Spare Cup"]').count()).toBe(0);
    await shotBoth(page, 'list');

    // rankings: the points per place, saved
    await page.goto(`${server.url}/organizer/organizations/${club.id}/tournaments`);
    await page.getByTestId('ranking-table').waitFor();
    await page.locator('[data-testid="ranking-points"]').first().waitFor();
    await page.locator('[data-testid="ranking-points"]').first().fill('120');
    await page.getByTestId('ranking-table-save').click();
    await page.locator('[data-testid="toast-success"]').last().waitFor();
    const table = await call<{ points: number[] }>(
      organizerToken,
      'GET',
      `/api/organization/${club.id}/ranking-table`,
    );
    expect(table.points[0]).toBe(120);
    await shotBoth(page, 'rankings');

    // the organizer's pages in Bulgarian
    await page.goto(`${server.url}/organizer/organizations/${club.id}/containers/${id}/structure`);
    await page.getByTestId('stages-panel').waitFor();
    await page.locator('[data-testid="language-switch"]:visible').click();
    await page.getByTestId('language-option-bg').click();
    await page.getByText('Формат и жребий').waitFor();
    await shotBoth(page, 'structure-bg');
    await page.getByTestId('tournament-tab-signups').click();
    await page.getByText('Чакащи').first().waitFor();
    await shotBoth(page, 'signups-bg');

    // refused on purpose: a redraw once play started, seeding by a ranking badminton does not have
    expect(
      unexpected(errors, [`409 POST /api/tournament/${id}/draw`, `409 PUT /api/tournament/${id}/seeds`]),
    ).toEqual([]);
  });
});
