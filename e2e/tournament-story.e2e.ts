/**
 * A tournament's whole story, in a real browser against the real server. The demo organizer, on a phone,
 * creates a 6-player badminton tournament at a hall with two courts; five players are signed up by the
 * organizer and one signs up on the tournament's page by themself; a seventh goes on the waiting list and
 * moves up when another withdraws. "Groups then knockout" (two groups of three, the top two go on) is drawn
 * and scheduled on the two courts. A group match is scored point by point on the phone console, the others
 * by a second scorer; when the last one ends the knockout fills itself, and a signed-out viewer who had the
 * page open sees the bracket change without reloading. The knockout is played, and the final result and
 * standings are on the public pages. Screenshots: e2e/screenshots/tournament-story-*-{phone,desktop}.png.
 */
import type {
  EntryList,
  Organization,
  PagedResult,
  Player,
  Tournament,
  TournamentStages,
  Venue,
} from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf, demoClub } from './helpers/api';
import { signIn } from './helpers/auth';
import { DESKTOP, PHONE, launch, openPage, pick, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let playerToken: string;
let club: Organization;
let hall: Venue;

const call = <T>(token: string, method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);
const shotBoth = (page: Page, name: string) => shotPhoneAndDesktop(page, `tournament-story-${name}`);
const fullName = (p: Player) => [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');

/** A second scorer: `n` points for `side`, one event at a time, as a console sends them. */
async function scorePoints(matchId: number, side: 'home' | 'away', n: number) {
  let { seq } = await call<{ seq: number }>(organizerToken, 'GET', `/api/matches/${matchId}`);
  for (let i = 0; i < n; i++) {
    const res = await call<{ seq: number }>(organizerToken, 'POST', `/api/matches/${matchId}/events`, {
      clientEventId: crypto.randomUUID(),
      seq,
      event: { type: 'point', side },
    });
    seq = res.seq;
  }
}

const stagesOf = (id: number) =>
  call<TournamentStages>(organizerToken, 'GET', `/api/tournament/${id}/stages`);

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  playerToken = await tokenOf(browser, server.url, 'player@sportzone.test');
  club = await demoClub(server.url, organizerToken);
  // the club's hall with two badminton courts (the demo venue has tennis courts and tables)
  hall = await call<Venue>(organizerToken, 'POST', `/api/organization/${club.id}/venues`, {
    name: 'Sofia Sports Hall',
    city: 'Sofia',
    spaces: [
      { sport: 'badminton', name: 'Court A' },
      { sport: 'badminton', name: 'Court B' },
    ],
  });
  // the demo club has six players; a seventh joins it for the waiting list
  await call(organizerToken, 'POST', `/api/organization/${club.id}/players`, {
    firstName: 'Nadia',
    lastName: 'Ilieva',
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

describe('a club runs a badminton tournament from sign-ups to the final, watched live', () => {
  it('creates, signs up (waiting list included), draws, schedules, scores on the phone, fills the knockout live, and publishes the result', async () => {
    const organizer = await openPage(browser, PHONE);
    const { page } = organizer;
    await signIn(page, server.url, 'organizer@sportzone.test');

    // 1. the tournament, made in the form on a phone
    await page.goto(`${server.url}/organizer/organizations/${club.id}/containers`);
    await page.getByTestId('tournament-new').click();
    await page.getByTestId('tournament-form').waitFor();
    await page.getByTestId('tournament-name').fill('Club Badminton Cup');
    await pick(page, 'tournament-sport', 'Badminton');
    await pick(page, 'tournament-venue', 'Sofia Sports Hall');
    const today = new Date().toISOString().slice(0, 10);
    await page.getByTestId('tournament-starts').fill(today);
    await page.getByTestId('tournament-ends').fill(today);
    await page.getByTestId('tournament-spots').fill('6');
    await page.getByTestId('tournament-max').fill('8');
    await page.getByTestId('tournament-save').click();
    await page.waitForURL(/\/containers\/\d+\/menu$/);
    const id = Number(/containers\/(\d+)\/menu/.exec(page.url())![1]);
    expect(await call<Tournament>(organizerToken, 'GET', `/api/tournament/${id}`)).toMatchObject({
      sport: 'badminton',
      venueId: hall.id,
      spots: 6,
      maxRegistrations: 8,
      selfSignup: true,
    });
    await page.getByTestId('tournament-set-open').click();
    await page.locator('[data-testid="tournament-status"][data-status="open"]').first().waitFor();

    // 2. sign-ups: the player who is a user signs up by themself; the organizer adds five others
    const own = await call<EntryList>(playerToken, 'GET', `/api/tournament/${id}/entries`);
    expect(own.signUpOptions).toHaveLength(1);
    const playerName = own.signUpOptions[0]!.name;
    const players = await call<PagedResult<Player>>(
      organizerToken,
      'GET',
      `/api/organization/${club.id}/players?pageSize=100&status=active`,
    );
    const others = players.items.map(fullName).filter((n) => n !== playerName);
    expect(others.length).toBeGreaterThanOrEqual(6);
    await page.getByTestId('tournament-tab-signups').click();
    await page.waitForURL(/\/signups$/);
    const add = async (name: string) => {
      await pick(page, 'entry-pick', name, name.split(' ')[0]);
      await page.getByTestId('entry-add').click();
      await page.locator(`[data-name="${name}"]`).first().waitFor();
    };
    for (const name of others.slice(0, 5)) await add(name);

    const player = await openPage(browser, PHONE);
    await signIn(player.page, server.url, 'player@sportzone.test');
    await player.page.goto(`${server.url}/container/${id}/views`);
    await player.page.getByTestId('signup-panel').waitFor();
    await shotPhoneAndDesktop(player.page, 'tournament-story-signup-open');
    await player.page.getByTestId('signup-self').click();
    await player.page.locator('[data-testid="my-entry"][data-status="registered"]').waitFor();
    await shotPhoneAndDesktop(player.page, 'tournament-story-signed-up');

    // the seventh waits; when one of the six withdraws, the first waiting moves up
    await page.reload();
    await page.locator(`[data-testid="entry-registered"][data-name="${playerName}"]`).waitFor();
    await add(others[5]!);
    await page.locator(`[data-testid="entry-waiting"][data-name="${others[5]}"]`).waitFor();
    await shotBoth(page, 'waiting-list');
    await page
      .locator(`[data-testid="entry-registered"][data-name="${others[1]}"]`)
      .getByTestId('entry-withdraw')
      .click();
    await page.locator(`[data-testid="entry-withdrawn"][data-name="${others[1]}"]`).waitFor();
    await page.locator(`[data-testid="entry-registered"][data-name="${others[5]}"]`).waitFor();
    const entries = await call<EntryList>(organizerToken, 'GET', `/api/tournament/${id}/entries`);
    expect(entries.registered.map((e) => e.name).sort()).toEqual(
      [playerName, others[0], others[2], others[3], others[4], others[5]].sort(),
    );
    expect(entries.waiting).toEqual([]);

    // 3. groups of three, then a knockout of the top two of each; drawn and scheduled on the two courts
    await page.getByTestId('tournament-tab-structure').click();
    await page.waitForURL(/\/structure$/);
    await page.getByTestId('stages-panel').waitFor();
    await page.getByTestId('stages-save').click();
    await page.getByTestId('stages-current').waitFor();
    await page.getByTestId('draw').click();
    await page.getByTestId('draw-confirm').click();
    await page.locator('[data-testid="draw-match"]').first().waitFor();
    await page.getByTestId('schedule-plan').click();
    await page.getByTestId('schedule-table').waitFor();
    const schedule = await call<{ items: { court: string | null }[]; conflicts: unknown[] }>(
      organizerToken,
      'GET',
      `/api/tournament/${id}/schedule`,
    );
    expect(new Set(schedule.items.map((i) => i.court))).toEqual(new Set(['Court A', 'Court B']));
    expect(schedule.conflicts).toEqual([]);
    await shotBoth(page, 'scheduled');

    let stages = await stagesOf(id);
    const [groupStage, knockoutStage] = stages.stages;
    expect(groupStage!.matches.filter((m) => m.status !== 'bye')).toHaveLength(6);
    expect(knockoutStage!.drawn).toBe(false);
    // who wins: the one who signed up first (a strict order, so no group ends in a tie)
    const order = new Map(entries.registered.map((e) => [e.id, Date.parse(e.signedUpAt)]));
    const winnerOf = (m: { home: { entryId: number | null }; away: { entryId: number | null } }) =>
      order.get(m.home.entryId!)! <= order.get(m.away.entryId!)! ? 'home' : 'away';

    // 4. a signed-out viewer opens the tournament's page and keeps it open
    const viewer = await openPage(browser, DESKTOP);
    await viewer.page.goto(`${server.url}/container/${id}/views`);
    await viewer.page.locator('[data-testid="standings"]').first().waitFor();
    await viewer.page.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });
    await shotBoth(viewer.page, 'viewer-groups');

    // 5. the first group match, scored point by point on the organizer's phone console
    const first = groupStage!.matches.find((m) => m.status === 'ready')!;
    const side = winnerOf(first);
    await page
      .locator(`[data-testid="draw-match"][data-match-id="${first.matchId}"]`)
      .getByTestId('match-score')
      .click();
    await page.waitForURL(new RegExp(`/badminton/score/${first.matchId}$`));
    await page.getByTestId(`point-${side}`).waitFor();
    for (let i = 0; i < 21; i++) await page.getByTestId(`point-${side}`).click();
    for (let i = 0; i < 20; i++) await page.getByTestId(`point-${side}`).click();
    await shotBoth(page, 'console');
    await page.getByTestId(`point-${side}`).click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('console-finished').waitFor();
    await expect
      .poll(async () => (await stagesOf(id)).stages[0]!.matches.find((m) => m.key === first.key)!.status, {
        timeout: 15_000,
      })
      .toBe('finished');

    // 6. the other group matches, by a second scorer; the last one fills the knockout
    for (const m of groupStage!.matches.filter((x) => x.status === 'ready' && x.key !== first.key)) {
      await scorePoints(m.matchId!, winnerOf(m), 42);
    }
    await expect.poll(async () => (await stagesOf(id)).stages[1]!.drawn, { timeout: 15_000 }).toBe(true);
    stages = await stagesOf(id);
    const semis = stages.stages[1]!.matches.filter((m) => m.status === 'ready');
    expect(semis).toHaveLength(2);
    // the viewer's page shows the knockout with its four players, without a reload
    const bracketNames = async () =>
      viewer.page
        .locator('[data-testid="bracket-match"] [data-testid^="bracket-"]:not([data-pending])')
        .count();
    await expect.poll(bracketNames, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    await expect(
      viewer.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
    ).resolves.toBe(true);
    await shotBoth(viewer.page, 'viewer-knockout');

    // 7. the semi-finals and the final; the viewer sees the final's winner
    for (const m of semis) await scorePoints(m.matchId!, winnerOf(m), 42);
    await expect
      .poll(async () => (await stagesOf(id)).stages[1]!.matches.filter((m) => m.status === 'ready').length, {
        timeout: 15_000,
      })
      .toBe(1);
    stages = await stagesOf(id);
    const final = stages.stages[1]!.matches.find((m) => m.status === 'ready')!;
    await scorePoints(final.matchId!, winnerOf(final), 42);
    await expect
      .poll(async () => (await call<Tournament>(organizerToken, 'GET', `/api/tournament/${id}`)).status, {
        timeout: 15_000,
      })
      .toBe('finished');
    stages = await stagesOf(id);
    const played = stages.stages[1]!.matches.find((m) => m.key === final.key)!;
    const champion = played[played.winner as 'home' | 'away'].name!;
    expect(champion).toBe(
      entries.registered.reduce((a, b) => (order.get(a.id)! <= order.get(b.id)! ? a : b)).name,
    );
    await viewer.page
      .locator(`[data-testid="bracket-match"][data-key="${final.key}"][data-status="finished"]`)
      .waitFor({ timeout: 15_000 });
    await expect(
      viewer.page
        .locator(`[data-testid="bracket-match"][data-key="${final.key}"] [data-winner]`)
        .textContent(),
    ).resolves.toContain(champion);
    await shotBoth(viewer.page, 'viewer-final');

    // 8. the results page: the champion first, the standings of both stages
    await viewer.page.goto(`${server.url}/container/result/${id}`);
    await viewer.page.getByTestId('results-page').waitFor();
    await expect(
      viewer.page.locator('[data-testid="placing"][data-position="1"]').first().textContent(),
    ).resolves.toContain(champion);
    expect(await viewer.page.locator('[data-testid="stage-standings"]').count()).toBeGreaterThanOrEqual(1);
    await shotBoth(viewer.page, 'results');

    // the player's own entry is highlighted on their page
    await player.page.reload();
    await player.page.locator('[data-highlight]').first().waitFor();

    expect(unexpected(organizer.errors)).toEqual([]);
    expect(unexpected(player.errors)).toEqual([]);
    expect(unexpected(viewer.errors)).toEqual([]);
    for (const p of [organizer, player, viewer]) await p.context.close();
  });
});
