/**
 * The language a person picks and the names the system gives, in a real browser against the real server
 * (decision 051): a language picked in the header is kept under "Necessary only" and survives a reload;
 * "Accept all" in Cookie settings is kept at once and closes the dialog, "Save my choice" stays for the
 * switches; the settings list the picked language and the offline copy as necessary. A tournament whose
 * stages were saved in English ("Groups", "Knockout") reads in Bulgarian for a Bulgarian reader, and a
 * name the organizer typed stays as typed. Screenshots: e2e/screenshots/consent-language-*.
 */
import type {
  Organization,
  PagedResult,
  Player,
  Tournament,
  TournamentStages,
  Venue,
} from '@sportzone/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf, demoClub } from './helpers/api';
import { consentCookie, necessary, stored } from './helpers/consent';
import {
  PHONE,
  launch,
  openPage,
  shot,
  shotPhoneAndDesktop,
  unexpected,
  viewportShots,
} from './helpers/browser';
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

const localeCookie = async (context: Awaited<ReturnType<typeof openPage>>['context']) =>
  (await context.cookies()).find((c) => c.name === 'spz_locale')?.value ?? null;

describe('the language picked under "Necessary only", and Cookie settings', () => {
  it('keeps the picked language across reloads; "Accept all" in the settings is saved at once', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, { consent: false });
    await page.goto(`${server.url}/`);
    await page.getByTestId('consent-banner').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    // a language the browser suggests is not stored; one the person picks is, before any choice too
    expect(await localeCookie(context)).toBeNull();
    await page.getByTestId('language-switch').first().click();
    // the menu says a pick is kept
    await expect(page.getByTestId('language-remembered').textContent()).resolves.toBe(
      'Your pick is kept in a cookie for a year.',
    );
    await shot(page, 'consent-language-menu-phone');
    await page.getByTestId('language-option-bg').click();
    await page.getByText('Бисквитки в Sportzone').waitFor();
    await expect.poll(() => localeCookie(context)).toBe('bg');

    await page.getByTestId('consent-reject').click();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    expect(await consentCookie(context)).toMatchObject({ functional: false, statistic: false });
    expect(await localeCookie(context)).toBe('bg');
    // nothing optional, though: the picked language is necessary storage
    expect((await stored(page, context)).all.filter((n) => !necessary(n))).toEqual([]);

    // the next page load opens in Bulgarian, in a browser that says English
    await page.reload();
    await page.getByTestId('cookie-settings').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('bg');
    await expect(page.getByTestId('cookie-settings').textContent()).resolves.toBe('Настройки за бисквитки');

    // the settings list the picked language and the offline copy among the necessary things
    await page.getByTestId('cookie-settings').click();
    await page.getByTestId('consent-switch-functional').waitFor();
    const text = (await page.getByRole('dialog').textContent()) ?? '';
    expect(text).toContain('spz_locale');
    expect(text).toContain('офлайн копието на приложението');
    await viewportShots(page, 'consent-language-settings-bg');

    // "Accept all" there: saved and closed, no "Save my choice" needed
    await page.getByTestId('consent-settings-accept').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('toast-success').first().waitFor();
    expect(await consentCookie(context)).toMatchObject({
      functional: true,
      statistic: true,
      marketing: true,
      unclassified: true,
    });

    // "Save my choice" still takes the switches as set: functional off again, the language stays
    await page.getByTestId('cookie-settings').click();
    await page.getByTestId('consent-switch-functional').waitFor();
    expect(await page.locator('input#consent-functional').isChecked()).toBe(true);
    await page.locator('label[for="consent-functional"]').first().click();
    await page.getByTestId('consent-save').click();
    await expect.poll(async () => (await consentCookie(context))?.functional).toBe(false);
    expect((await consentCookie(context))?.statistic).toBe(true);
    expect(await localeCookie(context)).toBe('bg');

    // the privacy policy says the same
    await page.goto(`${server.url}/privacy-policy`);
    await page.getByText('Бисквитка spz_locale', { exact: false }).waitFor();
    await page.getByText('Офлайн копието на приложението', { exact: false }).waitFor();
    await shotPhoneAndDesktop(page, 'consent-language-privacy-bg');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('stage names the system gives, in the reader’s language', () => {
  it('shows "Groups" and "Knockout" saved in English as Bulgarian, a typed name as typed', async () => {
    const venues = await call<PagedResult<Venue>>('GET', `/api/organization/${club.id}/venues?pageSize=100`);
    const venue = venues.items.find((v) => v.spaces.some((s) => s.sport === 'tennis'))!;
    const players = (
      await call<PagedResult<Player>>('GET', `/api/organization/${club.id}/players?pageSize=100`)
    ).items;
    const extra = ['Petar Dimitrov', 'Elena Koleva', 'Georgi Hristov', 'Anna Marinova'];
    for (let i = 0; players.length < 4; i++) {
      const [firstName, lastName] = extra[i]!.split(' ');
      players.push(
        await call<Player>('POST', `/api/organization/${club.id}/players`, { firstName, lastName }),
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    const make = async (name: string, stages: unknown[]) => {
      const tour = await call<Tournament>('POST', `/api/organization/${club.id}/tournaments`, {
        name,
        sport: 'tennis',
        venueId: venue.id,
        startsOn: today,
        endsOn: today,
        durationInMinutes: 45,
        restInMinutes: 15,
        privacy: 'public',
      });
      for (const p of players.slice(0, 4))
        await call('POST', `/api/tournament/${tour.id}/entries`, { playerId: p.id });
      await call('PUT', `/api/tournament/${tour.id}/stages`, { stages });
      await call<TournamentStages>('POST', `/api/tournament/${tour.id}/draw`, {});
      return tour;
    };
    // as the structure page saves a preset for an organizer reading English
    const preset = await make('Vitosha Cup', [
      { name: 'Groups', type: 'round_robin', options: { groups: 2 } },
      { name: 'Knockout', type: 'single_elimination', qualifiersPerGroup: 1 },
    ]);
    const typed = await make('Lozenets Open', [
      { name: 'Qualifying pools', type: 'round_robin', options: { groups: 2 } },
      { name: 'Финална фаза', type: 'single_elimination', qualifiersPerGroup: 1 },
    ]);

    const { page, context, errors } = await openPage(browser, PHONE, { locale: 'bg-BG' });
    const names = async () => {
      await page.getByTestId('stage-name').nth(1).waitFor();
      return page.getByTestId('stage-name').allTextContents();
    };
    await page.goto(`${server.url}/container/${preset.id}/views`);
    expect(await names()).toEqual(['Групи', 'Елиминации']);
    await shotPhoneAndDesktop(page, 'consent-language-stages-bg');
    await page.goto(`${server.url}/container/${typed.id}/views`);
    expect(await names()).toEqual(['Qualifying pools', 'Финална фаза']);
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    // and back in English for an English reader
    const en = await openPage(browser, PHONE);
    await en.page.goto(`${server.url}/container/${preset.id}/views`);
    await en.page.getByTestId('stage-name').nth(1).waitFor();
    expect(await en.page.getByTestId('stage-name').allTextContents()).toEqual(['Groups', 'Knockout']);
    await en.context.close();
  });
});
