/**
 * Exports (decision 045), in a real browser against the real server: the demo organizer downloads the
 * club's players as CSV from the players list, and a finished round robin's standings (CSV) and full
 * results (JSON) from the tournament's page; the files are read back. Screenshots of where the export
 * menus are: e2e/screenshots/exports-{players,tournament}-{phone,desktop}.png.
 */
import { readFileSync } from 'node:fs';
import type { Organization, Player, TournamentResults, TournamentStages } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoClub, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { DESKTOP, PHONE, dismissConsent, launch, openPage, shot, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
let club: Organization;

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

/** Screenshots on a phone and a desktop with the export menu open (where its files are). */
async function shotMenu(page: Page, menu: string, item: string, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(250);
    // the "downloaded" toasts closed first: a click to close them would close the menu
    const closers = page.locator('[data-testid^="toast-"] button');
    const open = await closers.count();
    for (let n = open; n > 0; n--) await closers.first().click();
    if (open > 0) await closers.first().waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId(menu).click();
    await page.getByTestId(item).waitFor();
    await page.waitForTimeout(400); // the menu's fade-in
    await shot(page, `${name}-${size}`);
    await page.keyboard.press('Escape');
    await page.getByTestId(item).waitFor({ state: 'hidden' });
  }
}

/** Clicks an export's menu item and reads the file the browser saves. */
async function download(page: Page, menu: string, item: string): Promise<{ name: string; text: string }> {
  await page.getByTestId(menu).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(item).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

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

describe('an organizer exports the club’s players and a tournament’s results', () => {
  it('downloads the players CSV, the standings CSV and the results JSON', async () => {
    const mila = await call<Player>('POST', `/api/organization/${club.id}/players`, {
      firstName: 'Мила',
      lastName: 'Стоянова, ст.',
      birthday: '1999-12-31',
      nationality: 'BG',
    });
    const { page, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${club.id}/players`);
    await dismissConsent(page);
    await page.getByTestId('players-export').waitFor();
    const players = await download(page, 'players-export', 'export-players');
    expect(players.name).toBe(`organization-${club.id}-players.csv`);
    expect(players.text.startsWith('\uFEFFFirst name,Middle name,Last name,Birth date')).toBe(true);
    expect(players.text).toContain(`Мила,,"Стоянова, ст.",1999-12-31,,BG,,,active,,,${mila.id}`);
    await shotMenu(page, 'players-export', 'export-players', 'exports-players');

    // a round robin of three of the club's players, played to the end through the API
    const tour = await call<{ id: number }>('POST', `/api/organization/${club.id}/tournaments`, {
      name: 'Купа за износ',
      sport: 'tennis',
    });
    const people = ['Ана Петрова', 'Борис Колев', 'Вера Тодорова'];
    for (const name of people) {
      const [firstName, lastName] = name.split(' ');
      const p = await call<Player>('POST', `/api/organization/${club.id}/players`, { firstName, lastName });
      await call('POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
    }
    await call('PUT', `/api/tournament/${tour.id}/stages`, {
      stages: [{ name: 'Група', type: 'round_robin' }],
    });
    const draw = await call<TournamentStages>('POST', `/api/tournament/${tour.id}/draw`, {});
    for (const m of draw.stages[0]!.matches.filter((x) => x.matchId !== null))
      await call('POST', `/api/tournament/${tour.id}/matches/${m.matchId}/result`, {
        winner: 'away',
        games: [
          { home: 3, away: 6 },
          { home: 4, away: 6 },
        ],
      });

    await page.goto(`${server.url}/container/${tour.id}/views`);
    await page.getByTestId('tournament-export').waitFor();
    const standings = await download(page, 'tournament-export', 'export-standings');
    expect(standings.name).toBe(`tournament-${tour.id}-standings.csv`);
    const lines = standings.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Stage,Group,Rank,Entry,Played,Won,Drawn,Lost,Points,Games won,Games lost,Score for,Score against,Tiebreak',
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.startsWith('Група,A,'))).toBe(true);
    for (const name of people) expect(standings.text).toContain(name);

    const results = await download(page, 'tournament-export', 'export-results');
    expect(results.name).toBe(`tournament-${tour.id}-results.json`);
    const json = JSON.parse(results.text) as TournamentResults;
    expect(json.tournament).toMatchObject({ id: tour.id, name: 'Купа за износ', status: 'finished' });
    // each won once, as the away side, by the same score: a three-way tie, all first
    expect(json.placings.map((p) => p.position)).toEqual([1, 1, 1]);
    expect(json.stages[0]!.matches.map((m) => m.result)).toEqual(['6-3 6-4', '6-3 6-4', '6-3 6-4']);

    await shotMenu(page, 'tournament-export', 'export-results', 'exports-tournament');
    expect(unexpected(errors)).toEqual([]);
  });
});
