/**
 * The organizer's schedule in a real browser against the real server: the demo organizer plans a
 * tennis league on two of a venue's three courts; after a reload the same courts and start are chosen
 * (the server remembered them) and the page says later matches go there by themselves. A match moved
 * by hand puts Ivan Ivanov on two courts at once: the conflict names him, the time and both matches with
 * their courts, in English and in Bulgarian.
 * Screenshots: e2e/screenshots/tournament-schedule-*-{phone,desktop}.png.
 */
import type { Player, Schedule, Tournament, Venue } from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoClub, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import { DESKTOP, PHONE, launch, openPage, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let token: string;
let structureUrl = '';
let tournamentId = 0;

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

const pad = (n: number) => String(n).padStart(2, '0');
const tomorrow = new Date(Date.now() + 86_400_000);
const startLocal = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:00`;

const courtPick = (page: Page, court: string) =>
  page.locator(`[data-testid="schedule-court-pick"][data-court="${court}"]`);

beforeAll(async () => {
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  const club = await demoClub(server.url, token);
  const venue = await call<Venue>('POST', `/api/organization/${club.id}/venues`, {
    name: 'Planning Hall',
    spaces: ['Court 1', 'Court 2', 'Court 3'].map((name) => ({ sport: 'tennis', name })),
  });
  const tour = await call<Tournament>('POST', `/api/organization/${club.id}/tournaments`, {
    name: 'Schedule Cup',
    sport: 'tennis',
    venueId: venue.id,
    durationInMinutes: 60,
  });
  tournamentId = tour.id;
  for (const [firstName, lastName] of [
    ['Ivan', 'Ivanov'],
    ['Vasil', 'Vasilev'],
    ['Petar', 'Petrov'],
  ]) {
    const player = await call<Player>('POST', `/api/organization/${club.id}/players`, {
      firstName,
      lastName,
    });
    await call('POST', `/api/tournament/${tour.id}/entries`, { playerId: player.id });
  }
  await call('PUT', `/api/tournament/${tour.id}/stages`, {
    stages: [{ name: 'League', type: 'round_robin' }],
  });
  await call('POST', `/api/tournament/${tour.id}/draw`, {});
  structureUrl = `${server.url}/organizer/organizations/${club.id}/containers/${tour.id}/structure`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

describe('the schedule of a tournament', () => {
  it('remembers the courts chosen, and names the player and matches of a conflict', async () => {
    const { page, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(structureUrl);
    await courtPick(page, 'Court 3').waitFor();
    // all three courts to begin with; Court 3 left out
    expect(await courtPick(page, 'Court 3').isChecked()).toBe(true);
    await courtPick(page, 'Court 3').click();
    await page.getByTestId('schedule-start').fill(startLocal);
    await page.getByTestId('schedule-plan').click();
    await page.getByTestId('schedule-table').waitFor();
    await page.getByTestId('schedule-remembered').waitFor();

    // a reload (or another organizer) finds the same choice
    await page.reload();
    await page.getByTestId('schedule-remembered').waitFor();
    await page.getByTestId('schedule-table').waitFor();
    expect(await courtPick(page, 'Court 1').isChecked()).toBe(true);
    expect(await courtPick(page, 'Court 2').isChecked()).toBe(true);
    expect(await courtPick(page, 'Court 3').isChecked()).toBe(false);
    expect(await page.getByTestId('schedule-start').inputValue()).toBe(startLocal);
    expect(await page.getByTestId('next-free-court').textContent()).not.toContain('Court 3');
    await page.getByTestId('schedule-panel').scrollIntoViewIfNeeded();
    await shotPhoneAndDesktop(page, 'tournament-schedule-remembered');

    // Ivan's second match moved by hand to the time of his first, on the other court
    const schedule = await call<Schedule>('GET', `/api/tournament/${tournamentId}/schedule`);
    const ivan = schedule.items.filter((i) => [i.home, i.away].includes('Ivan Ivanov'));
    expect(ivan).toHaveLength(2);
    await call('PATCH', `/api/matches/${ivan[1]!.matchId}`, {
      scheduledAt: ivan[0]!.scheduledAt,
      court: ivan[0]!.court === 'Court 1' ? 'Court 2' : 'Court 1',
    });
    await page.reload();
    const conflict = page.getByTestId('schedule-conflict').first();
    await conflict.waitFor();
    const text = (await conflict.textContent()) ?? '';
    expect(text).toMatch(
      /^Ivan Ivanov is in two matches at .+: .*Ivan Ivanov.* \(Court \d\) and .*Ivan Ivanov.* \(Court \d\)$/,
    );
    expect(text).toContain('(Court 1)');
    expect(text).toContain('(Court 2)');
    await shotPhoneAndDesktop(page, 'tournament-schedule-conflict');
    expect(unexpected(errors)).toEqual([]);

    // in Bulgarian too
    const bg = await openPage(browser, DESKTOP, { locale: 'bg-BG' });
    await signIn(bg.page, server.url, 'organizer@sportzone.test');
    await bg.page.goto(structureUrl);
    const inBg = bg.page.getByTestId('schedule-conflict').first();
    await inBg.waitFor();
    expect(await inBg.textContent()).toMatch(
      /^Ivan Ivanov е в два мача едновременно \(.+\): .+ срещу .+ \(Court \d\) и .+ срещу .+ \(Court \d\)$/,
    );
    await shotPhoneAndDesktop(bg.page, 'tournament-schedule-conflict-bg');
    expect(unexpected(bg.errors)).toEqual([]);
  });
});
