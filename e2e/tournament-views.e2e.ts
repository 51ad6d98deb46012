/**
 * A tournament's public pages (decision 022), in a real browser against the real server: the demo organizer
 * sets up through the API a tennis tournament of "Sofia Racquet Club" at its venue, groups then a
 * knockout of the top two of each group, draws it, plans the schedule and enters results by hand; a
 * signed-out viewer follows it: the draw not made yet, then the group tables with the tiebreak legend,
 * the knockout bracket, the schedule by time and by court, the entries, a followed player highlighted,
 * the embeddable draw with no chrome, and the final results. Screenshots:
 * e2e/screenshots/tournament-views-*-{phone,desktop}.png.
 */
import type {
  Organization,
  PagedResult,
  Player,
  Schedule,
  Tournament,
  TournamentStages,
  Venue,
} from '@sportzone/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf, demoClub } from './helpers/api';
import { signIn } from './helpers/auth';
import { DESKTOP, PHONE, launch, openPage, shotsNamed, snap, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
let club: Organization;

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);
const shotBoth = shotsNamed('tournament-views');

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

/** A straight-sets result for the home or away side. */
const win = (winner: 'home' | 'away', games = [6, 3, 6, 4]) => ({
  winner,
  games: [
    { home: winner === 'home' ? games[0]! : games[1]!, away: winner === 'home' ? games[1]! : games[0]! },
    { home: winner === 'home' ? games[2]! : games[3]!, away: winner === 'home' ? games[3]! : games[2]! },
  ],
});

describe('a signed-out viewer follows a tournament from the draw to the results', () => {
  it('shows the empty draw, groups with tiebreaks, the bracket, schedule, entries, embed and results', async () => {
    // the club's venue (tennis courts) and eight of its players (more made when it has fewer)
    const venues = await call<PagedResult<Venue>>('GET', `/api/organization/${club.id}/venues?pageSize=100`);
    const venue = venues.items.find((v) => v.spaces.some((s) => s.sport === 'tennis'))!;
    expect(venue).toBeTruthy();
    const players = (
      await call<PagedResult<Player>>('GET', `/api/organization/${club.id}/players?pageSize=100`)
    ).items;
    const extra = ['Petar Dimitrov', 'Elena Koleva', 'Georgi Hristov', 'Anna Marinova', 'Boris Tanev'];
    for (let i = 0; players.length < 8; i++) {
      const [firstName, lastName] = extra[i]!.split(' ');
      players.push(
        await call<Player>('POST', `/api/organization/${club.id}/players`, { firstName, lastName }),
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    const tour = await call<Tournament>('POST', `/api/organization/${club.id}/tournaments`, {
      name: 'Sofia Spring Open',
      sport: 'tennis',
      venueId: venue.id,
      startsOn: today,
      endsOn: today,
      durationInMinutes: 45,
      restInMinutes: 15,
      privacy: 'public',
    });
    for (const p of players.slice(0, 8))
      await call('POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
    await call('PUT', `/api/tournament/${tour.id}/stages`, {
      stages: [
        { name: 'Group stage', type: 'round_robin', options: { groups: 2 } },
        {
          name: 'Knockout',
          type: 'single_elimination',
          qualifiersPerGroup: 2,
          options: { thirdPlace: true },
        },
      ],
    });

    const viewer = await openPage(browser, DESKTOP);
    const { page } = viewer;
    const views = `${server.url}/container/${tour.id}/views`;

    // before the draw: "The draw is not made yet" and the entries
    await page.goto(views);
    await page.getByTestId('draw-empty').waitFor();
    await expect(page.getByTestId('tournament-name').textContent()).resolves.toBe('Sofia Spring Open');
    // the entries load after the draw's note: wait for the eighth before counting
    await page.getByTestId('draw-empty').getByTestId('entry').nth(7).waitFor();
    expect(await page.getByTestId('draw-empty').getByTestId('entry').count()).toBe(8);
    await shotBoth(page, 'before-draw');

    // the draw, the schedule on the venue's courts, the group matches played
    let stages = await call<TournamentStages>('POST', `/api/tournament/${tour.id}/draw`, {});
    await call('POST', `/api/tournament/${tour.id}/schedule`, {
      startAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    const groupMatches = stages.stages[0]!.matches;
    expect(groupMatches).toHaveLength(12);
    for (const [i, m] of groupMatches.entries())
      stages = await call<TournamentStages>(
        'POST',
        `/api/tournament/${tour.id}/matches/${m.matchId}/result`,
        {
          ...win(i % 3 === 2 ? 'away' : 'home', i % 2 ? [6, 4, 7, 5] : [6, 2, 6, 3]),
        },
      );
    expect(stages.stages[0]!.complete).toBe(true);
    const knockout = stages.stages[1]!;
    expect(knockout.drawn).toBe(true);
    // one semi-final played: the final waits for the other
    const semis = knockout.matches.filter((m) => m.phase === 'winners' && m.round === 1);
    expect(semis).toHaveLength(2);
    stages = await call<TournamentStages>(
      'POST',
      `/api/tournament/${tour.id}/matches/${semis[0]!.matchId}/result`,
      {
        winner: 'home',
        games: [
          { home: 6, away: 4 },
          { home: 3, away: 6 },
          { home: 7, away: 5 },
        ],
      },
    );

    // the draw: two groups with their tables (P W D L, games, points, the tiebreak legend), the bracket
    await page.reload();
    await page.getByTestId('draw').waitFor();
    expect(await page.getByTestId('group').count()).toBe(2);
    expect(await page.getByTestId('group').first().getByTestId('standings-row').count()).toBe(4);
    await expect(page.getByTestId('standings-legend').first().textContent()).resolves.toContain('Order:');
    const bracket = page.locator('[data-testid="stage"][data-type="single_elimination"]');
    await bracket.getByTestId('bracket-match').first().waitFor();
    // semi-finals, the final (a connector to each) and the third-place match
    expect(await bracket.getByTestId('phase-winners').getByTestId('bracket-round').count()).toBe(2);
    expect(
      await bracket.locator('[data-testid="phase-third_place"] [data-testid="bracket-match"]').count(),
    ).toBe(1);
    const played = bracket.locator(`[data-testid="bracket-match"][data-key="${semis[0]!.key}"]`);
    await expect(played.getAttribute('data-status')).resolves.toBe('finished');
    await expect(played.locator('[data-winner]').count()).resolves.toBe(1);
    await expect(played.getAttribute('href')).resolves.toBe(`/tennis/live/${semis[0]!.matchId}`);
    const final = bracket.locator('[data-testid="bracket-match"][data-key="W2-1"]');
    await expect(final.locator('[data-testid="bracket-home"]').textContent()).resolves.not.toBe('');
    // the final's live page in Bulgarian names the side not known yet in Bulgarian, as the bracket does
    const finalDraw = stages.stages[1]!.matches.find((m) => m.key === 'W2-1')!;
    const waiting = finalDraw.home.name === null ? 'home' : 'away';
    const bgFinal = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await bgFinal.page.goto(`${server.url}/tennis/live/${finalDraw.matchId}`);
    await expect(bgFinal.page.getByTestId(`scoreboard-${waiting}-name`).textContent()).resolves.toBe(
      'Победителят от Полуфинал 2',
    );
    await expect(bgFinal.page.title()).resolves.toContain('Победителят от Полуфинал 2');
    await bgFinal.context.close();
    // the connectors into the final, then one each into the Champion and Third place boxes, still empty
    expect(await bracket.locator('[data-testid="bracket-connectors"] path:not([data-finale])').count()).toBe(
      2,
    );
    expect(
      await bracket.locator('[data-testid="bracket-connectors"] path[data-finale="pending"]').count(),
    ).toBe(2);
    await expect(bracket.getByTestId('bracket-champion').textContent()).resolves.toBe(
      'ChampionWinner of the final',
    );
    await bracket.scrollIntoViewIfNeeded();
    await shotBoth(page, 'draw');
    // printed: the draw alone, no site header, tabs or buttons
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('tournament-print').isVisible()).resolves.toBe(false);
    await snap(page, 'tournament-views-print-desktop');
    await page.emulateMedia({ media: 'screen' });

    // follow a player: their rows and matches highlighted
    const followed = stages.stages[0]!.standings[0]!;
    await page.goto(`${views}?player=${followed.entryId}`);
    await page.getByTestId('draw').waitFor();
    await page
      .locator(`[data-testid="standings-row"][data-entry="${followed.entryId}"][data-highlight]`)
      .waitFor();
    expect(await page.locator('[data-testid="bracket-match"][data-highlight]').count()).toBeGreaterThan(0);
    await shotBoth(page, 'follow');

    // the schedule: by time, then by court
    await page.getByTestId('tab-schedule').click();
    await page.getByTestId('schedule').waitFor();
    expect(await page.getByTestId('schedule-item').count()).toBeGreaterThanOrEqual(12);
    // the followed player's matches highlighted here too (three in the group, the semi-final)
    expect(
      await page.locator('[data-testid="schedule-item"][data-highlight]').count(),
    ).toBeGreaterThanOrEqual(3);
    await shotBoth(page, 'schedule-time');
    await page.getByTestId('schedule-view').locator('label', { hasText: 'By court' }).click();
    await page.getByTestId('schedule-court').first().waitFor();
    expect(await page.getByTestId('schedule-court').count()).toBeGreaterThanOrEqual(2);
    await shotBoth(page, 'schedule-court');

    // a reader in London sees the club's clock (its venue is in Sofia), and is told so
    const london = await openPage(browser, PHONE, { timezoneId: 'Europe/London' });
    await london.page.goto(`${server.url}/container/${tour.id}/views?tab=schedule`);
    await expect(london.page.getByTestId('schedule-time-zone').textContent()).resolves.toMatch(
      /^Times are local at the venue: Europe\/Sofia \(GMT\+[23]\)\.$/,
    );
    const planned = await call<Schedule>('GET', `/api/tournament/${tour.id}/schedule`);
    const first = planned.items
      .filter((i) => i.scheduledAt)
      .sort((a, b) => a.scheduledAt!.localeCompare(b.scheduledAt!) || a.matchId - b.matchId)[0]!;
    const sofia = new Intl.DateTimeFormat('en-US', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Sofia',
    }).format(new Date(first.scheduledAt!));
    await expect(london.page.getByTestId('schedule-item').first().textContent()).resolves.toContain(sofia);
    await shotBoth(london.page, 'schedule-venue-time');
    await london.context.close();

    // the entries
    await page.getByTestId('tab-entries').click();
    await page.getByTestId('entries').getByTestId('entry').nth(7).waitFor();
    expect(await page.getByTestId('entries').getByTestId('entry').count()).toBe(8);

    // the embed snippet, and the embedded draw: no site header or footer, a small Sportzone link
    await page.getByTestId('tab-draw').click();
    await page.getByTestId('tournament-embed').click();
    const snippet = await page.getByTestId('embed-snippet').inputValue();
    expect(snippet).toContain(`/container/${tour.id}/views/public`);
    expect(snippet).toMatch(/^<iframe /);
    const embed = await openPage(browser, PHONE);
    await embed.page.goto(`${views}/public`);
    await embed.page.getByTestId('tournament-embed-frame').getByTestId('draw').waitFor();
    expect(await embed.page.locator('header').count()).toBe(0);
    expect(await embed.page.locator('footer').count()).toBe(0);
    await expect(embed.page.getByTestId('embed-brand').textContent()).resolves.toBe('Sportzone');
    await shotBoth(embed.page, 'embed');
    // inside an iframe of another page
    await embed.page.setContent(`<h1>Club news</h1>${snippet}`);
    const frame = embed.page.frameLocator('iframe');
    await frame.getByTestId('bracket-match').first().waitFor();
    expect(unexpected(embed.errors)).toEqual([]);
    await embed.context.close();

    // the rest played: the other semi, the final, the third place
    stages = await call<TournamentStages>(
      'POST',
      `/api/tournament/${tour.id}/matches/${semis[1]!.matchId}/result`,
      win('away'),
    );
    const ko = stages.stages[1]!;
    for (const m of ko.matches.filter((x) => x.status !== 'finished' && x.matchId !== null))
      stages = await call<TournamentStages>(
        'POST',
        `/api/tournament/${tour.id}/matches/${m.matchId}/result`,
        win('home'),
      );
    expect((await call<Tournament>('GET', `/api/tournament/${tour.id}`)).status).toBe('finished');

    // results: winner, runner-up, third, fourth, then the group stage; stage standings; matches from the winner's side
    await page.getByTestId('tournament-results-link').click();
    await page.waitForURL(/\/container\/result\//);
    await page.getByTestId('placings').waitFor();
    const places = await page
      .getByTestId('placings')
      .getByTestId('placing')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-position'))));
    expect(places).toEqual([1, 2, 3, 4, 5, 5, 7, 7]);
    const finalMatch = stages.stages[1]!.matches.find((m) => m.key === 'W2-1')!;
    const champion = finalMatch.home.name!;
    await expect(page.getByTestId('placing').first().textContent()).resolves.toContain(champion);
    expect(await page.getByTestId('stage-standings').count()).toBe(2);
    expect(await page.getByTestId('results-matches').getByTestId('match-line').count()).toBe(16);
    await shotBoth(page, 'results');

    // the embeddable results
    const embedResults = await openPage(browser, PHONE);
    await embedResults.page.goto(`${server.url}/container/result/${tour.id}/public`);
    await embedResults.page.getByTestId('placings').waitFor();
    expect(await embedResults.page.locator('header').count()).toBe(0);
    await shotBoth(embedResults.page, 'results-embed');
    await embedResults.context.close();

    // no such tournament: "Tournament not found"
    await page.goto(`${server.url}/container/999999/views`);
    await page.getByTestId('tournament-not-found').waitFor();
    await shotBoth(page, 'not-found');
    expect(unexpected(viewer.errors, ['404 GET /api/tournament/999999'])).toEqual([]);
    await viewer.context.close();

    // the club's page lists its tournaments, each linking to its public page
    const member = await openPage(browser, PHONE);
    await signIn(member.page, server.url, 'organizer@sportzone.test');
    await member.page.goto(`${server.url}/user/organizations/${club.id}/public`);
    // by its address: a retried attempt leaves a second tournament of the same name
    const link = member.page.locator(
      `[data-testid="organization-tournament-link"][href$="/container/${tour.id}/views"]`,
    );
    await link.waitFor();
    await shotBoth(member.page, 'organization-page');
    await link.click();
    await member.page.waitForURL(new RegExp(`/container/${tour.id}/views$`));
    await member.page.getByTestId('draw').waitFor();
    await member.context.close();
    // a long walk (some fifteen pages at two widths): 2 minutes were not enough on a busy machine
  }, 300_000);

  it('draws a double elimination with winners, losers and grand final, marks a live match and moves on live', async () => {
    const players = (
      await call<PagedResult<Player>>('GET', `/api/organization/${club.id}/players?pageSize=100`)
    ).items;
    const tour = await call<Tournament>('POST', `/api/organization/${club.id}/tournaments`, {
      name: 'Sofia Double Trouble',
      sport: 'tennis',
      privacy: 'public',
    });
    for (const p of players.slice(0, 6))
      await call('POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
    await call('PUT', `/api/tournament/${tour.id}/stages`, {
      stages: [{ name: 'Main draw', type: 'double_elimination', options: { grandFinal: 'reset' } }],
    });
    let stages = await call<TournamentStages>('POST', `/api/tournament/${tour.id}/draw`, {});
    const ready = () => stages.stages[0]!.matches.filter((m) => m.status === 'ready' && m.matchId !== null);
    // winners round 1 played (byes go through by themselves)
    for (const m of ready().filter((x) => x.phase === 'winners' && x.round === 1))
      stages = await call<TournamentStages>(
        'POST',
        `/api/tournament/${tour.id}/matches/${m.matchId}/result`,
        win('home'),
      );
    // a match in play: its first point scored on the live match
    const live = ready().find((m) => m.phase === 'winners')!;
    const { seq } = await call<{ seq: number }>('GET', `/api/matches/${live.matchId}`);
    await call('POST', `/api/matches/${live.matchId}/events`, {
      clientEventId: crypto.randomUUID(),
      seq,
      event: { type: 'point', side: 'home' },
    });

    const viewer = await openPage(browser, DESKTOP);
    const { page } = viewer;
    await page.goto(`${server.url}/container/${tour.id}/views`);
    await page.getByTestId('phase-winners').getByTestId('bracket-match').first().waitFor();
    await page.getByTestId('phase-losers').getByTestId('bracket-match').first().waitFor();
    expect(await page.getByTestId('phase-grand_final').getByTestId('bracket-match').count()).toBe(2);
    const liveBox = page.locator(`[data-testid="bracket-match"][data-key="${live.key}"]`);
    await liveBox.getByTestId('live-badge').waitFor();
    await expect(liveBox.getAttribute('data-live')).resolves.not.toBeNull();
    await shotBoth(page, 'double');

    // a result entered elsewhere reaches the open page without a reload
    const other = ready().find((m) => m.key !== live.key)!;
    await call('POST', `/api/tournament/${tour.id}/matches/${other.matchId}/result`, win('away'));
    await page
      .locator(`[data-testid="bracket-match"][data-key="${other.key}"][data-status="finished"]`)
      // the tournament's live topic, not the 10 s fallback read
      .waitFor({ timeout: 8_000 });
    expect(unexpected(viewer.errors)).toEqual([]);
    await viewer.context.close();

    // in Bulgarian
    const bg = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await bg.page.goto(`${server.url}/container/${tour.id}/views`);
    await bg.page.getByTestId('phase-losers').waitFor();
    await expect(bg.page.getByTestId('tab-draw').textContent()).resolves.toBe('Схема');
    await shotBoth(bg.page, 'double-bg');
    await bg.context.close();
  });
});
