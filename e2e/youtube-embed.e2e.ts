/**
 * A match streamed on YouTube (decision 019): its live page plays YouTube's player beside the score.
 * The server talks to a local fake of Google's OAuth and the YouTube Live API
 * (apps/server/test/helpers/fake-youtube.ts): the demo organizer's club connects a YouTube channel,
 * plans the match's livestream and takes it live. The browser's requests to youtube-nocookie.com (the
 * third party, offline here) are answered by a stand-in page. With marketing cookies allowed the player
 * loads by itself; with "necessary only" the visitor starts it by hand (SPEC §1: nothing of YouTube
 * before a choice). Screenshots: e2e/screenshots/youtube-*.
 */
import type { Livestream, Match } from '@sportzone/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYouTube, type FakeYouTube } from '../apps/server/test/helpers/fake-youtube';
import { apiCall, demoClub, tokenOf } from './helpers/api';
import { DESKTOP, PHONE, launch, openPage, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let yt: FakeYouTube;
let match: Match;
let broadcastId: string;
const embeds: string[] = [];

/** YouTube's player, as far as this test needs it: a page in the frame, its address recorded. */
async function standInPlayer(context: BrowserContext) {
  await context.route('https://www.youtube-nocookie.com/**', (route) => {
    embeds.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><body style="margin:0;background:#111;color:#eee;font:16px sans-serif;display:grid;place-items:center;height:100vh">YouTube player</body>',
    });
  });
}

beforeAll(async () => {
  yt = await startFakeYouTube();
  server = await startServer({
    env: { SIMULATOR: 'false', ...yt.env },
  });
  browser = await launch();
  const token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  const call = <T>(method: string, path: string, body?: unknown) =>
    apiCall<T>(server.url, token, method, path, body);
  const club = await demoClub(server.url, token);

  // the club's YouTube channel, connected through Google's consent page (its redirect back carries no token)
  const channel = await call<{ id: number }>('PUT', '/api/channel/', {
    name: 'Centre Court on YouTube',
    organizationId: club.id,
    streamingPlatform: 'youtube',
  });
  const { url } = await call<{ url: string }>('GET', `/api/channel/${channel.id}/youtube/authorize`);
  const state = new URL(url).searchParams.get('state')!;
  const back = await fetch(
    `${server.url}/api/channel/youtube/callback?code=${encodeURIComponent(yt.issueCode())}&state=${encodeURIComponent(state)}`,
    { redirect: 'manual' },
  );
  expect(back.headers.get('location')).toContain('youtube=connected');

  match = await call<Match>('POST', '/api/matches', {
    sport: 'tennis',
    organizationId: club.id,
    home: { name: 'Tube Home' },
    away: { name: 'Tube Away' },
    venue: 'Borisova Gradina Tennis Centre',
    court: 'Centre Court',
  });
  const planned = await call<Livestream>('POST', '/api/livestream', {
    channelId: channel.id,
    title: 'Tube Home vs Tube Away',
    matchId: match.id,
  });
  // the encoder sends to the channel's YouTube stream; then the broadcast can go live
  yt.receiveVideo([...yt.streams.values()].at(-1)!.id);
  const live = await call<Livestream>('POST', `/api/livestream/${planned.id}/start`);
  expect(live.status).toBe('live');
  broadcastId = new URL(live.watchUrl!).searchParams.get('v')!;
  expect(broadcastId).toBeTruthy();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await yt?.close();
});

describe('a match streamed on YouTube', () => {
  it('plays YouTube’s player beside the score when marketing cookies are allowed', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP); // "accept all" chosen before
    await standInPlayer(context);
    await page.goto(`${server.url}/tennis/live/${match.id}`);
    const player = page.getByTestId('match-youtube-player');
    await player.waitFor();
    const src = new URL((await player.getAttribute('src'))!);
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe(`/embed/${broadcastId}`);
    expect(src.searchParams.get('mute')).toBe('1');
    await expect.poll(() => embeds.some((u) => u.includes(`/embed/${broadcastId}`))).toBe(true);
    await expect(page.getByTestId('match-youtube-link').getAttribute('href')).resolves.toBe(
      `https://www.youtube.com/watch?v=${broadcastId}`,
    );
    // the score delay of a live video is there too
    await page.getByTestId('score-delay').waitFor();
    await expect(page.getByTestId('scoreboard-home-name').textContent()).resolves.toBe('Tube Home');
    await shotPhoneAndDesktop(page, 'youtube-live-match');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('asks first, and loads nothing of YouTube, before marketing cookies are allowed', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, { consent: false });
    await standInPlayer(context);
    const before = embeds.length;
    await page.goto(`${server.url}/tennis/live/${match.id}`);
    const gate = page.getByTestId('match-youtube-gate');
    await gate.waitFor();
    await expect(gate.textContent()).resolves.toContain('Playing it here lets YouTube store cookies');
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('match-youtube-player').count()).toBe(0);
    expect(embeds.length).toBe(before);
    await shotPhoneAndDesktop(page, 'youtube-gate');
    // the visitor's own click plays this video (nothing is remembered)
    await page.getByTestId('match-youtube-play').click();
    await page.getByTestId('match-youtube-player').waitFor();
    await expect.poll(() => embeds.length).toBeGreaterThan(before);
    // a click on this video is no choice for the site: still none is stored
    expect((await context.cookies()).find((c) => c.name === 'spz_consent')).toBeUndefined();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
