/**
 * A tournament's scoring format (decision 062), in a real browser against the real server: the organizer
 * sets "One game to 15" on a badminton tournament's properties, the overview and the public page say it,
 * the structure page offers each stage "as the tournament" or its own, and after the draw the scorer's
 * console ends the match at 15-0 (the sport's standard would play on to 21 and a second game).
 * Screenshots: e2e/screenshots/tournament-format-*-{phone,desktop}.png.
 */
import type { Organization, Player, Tournament, TournamentStages } from '@sportzone/contracts';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoClub, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { DESKTOP, launch, openPage, pick, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
let club: Organization;

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

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

describe('a badminton tournament played as one game to 15', () => {
  it('is set in the form, said in words, and the console ends the game at 15', async () => {
    const tour = await call<Tournament>('POST', `/api/organization/${club.id}/tournaments`, {
      name: 'Short Saturday',
      sport: 'badminton',
    });
    const base = `${server.url}/organizer/organizations/${club.id}/containers/${tour.id}`;
    const { page, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');

    // the properties: the Scoring section has the sport's formats
    await page.goto(`${base}/properties`);
    await page.getByTestId('tournament-format').waitFor();
    await expect(page.getByTestId('tournament-format').inputValue()).resolves.toBe('3 games to 21');
    await pick(page, 'tournament-format', 'One game to 15');
    await page.getByTestId('tournament-save').click();
    await expect
      .poll(async () => (await call<Tournament>('GET', `/api/tournament/${tour.id}`)).format)
      .toMatchObject({ bestOf: 1, target: 15 });
    await shotPhoneAndDesktop(page, 'tournament-format-properties');

    // the overview and the public page say it in words
    await page.goto(`${base}/menu`);
    await expect(page.getByTestId('tournament-format').first().textContent()).resolves.toBe('One game to 15');
    await shotPhoneAndDesktop(page, 'tournament-format-overview');
    await page.goto(`${server.url}/container/${tour.id}/views`);
    await expect(page.getByTestId('tournament-format').first().textContent()).resolves.toBe('One game to 15');

    // two players, the draw
    for (const lastName of ['Shortova', 'Bystrova']) {
      const p = await call<Player>('POST', `/api/organization/${club.id}/players`, {
        firstName: 'Ana',
        lastName,
      });
      await call('POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
    }
    await page.goto(`${base}/structure`);
    await expect(page.getByTestId('stage-1-format').inputValue()).resolves.toBe(
      'As the tournament (One game to 15)',
    );
    const drawn = await call<TournamentStages>('POST', `/api/tournament/${tour.id}/draw`, {});
    const matchId = drawn.stages[0]!.matches.find((m) => m.matchId)!.matchId!;
    await page.reload();
    await page.getByTestId('stage-1-format').waitFor();
    await shotPhoneAndDesktop(page, 'tournament-format-structure');

    // 14-0, then the console: the next point ends the match (the standard would be 15-0 in a game to 21)
    for (let seq = 0; seq < 14; seq++)
      await call('POST', `/api/matches/${matchId}/events`, {
        clientEventId: randomUUID(),
        seq,
        event: { type: 'point', side: 'home' },
      });
    await page.goto(`${server.url}/badminton/score/${matchId}`);
    await page.getByTestId('point-home').click();
    await expect(page.getByTestId('confirm-end').textContent()).resolves.toMatch(
      /ends the match: .* wins 15-0\./,
    );
    await shotPhoneAndDesktop(page, 'tournament-format-console-end');
    await page.getByTestId('confirm-ok').click();

    // the live page: finished, one game 15-0
    await page.goto(`${server.url}/badminton/live/${matchId}`);
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain('15');
    await expect
      .poll(
        async () =>
          (await call<{ summary: { status: string; text: string } }>('GET', `/api/matches/${matchId}`))
            .summary,
      )
      .toMatchObject({ status: 'finished', text: '15-0' });
    await shotPhoneAndDesktop(page, 'tournament-format-live');
    expect(unexpected(errors)).toEqual([]);
  }, 240_000);
});
