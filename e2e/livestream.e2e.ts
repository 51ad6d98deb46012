/**
 * Livestreaming end to end, in a browser: a channel made on /channels (its stream key shown once), a
 * station at Court 1 of the demo club's venue with a camera on that channel, real ffmpeg streaming a test
 * pattern over RTMP; a match starts on that court and its stream goes live on the match; Chromium plays it
 * on the live match page (currentTime advances, a frame is not black), the score delay holds a point
 * back; the panel shows the encoder's health; the match ends and the recording is in /user/archive and
 * plays, and on the match page a point of the story seeks the recording. Screenshots (390 and 1280 px)
 * of every new page land in e2e/screenshots/livestream-*.png. Needs ffmpeg (apt-get install -y ffmpeg).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Channel,
  Livestream,
  Match,
  Organization,
  PagedResult,
  Station,
  Venue,
} from '@sportzone/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf, demoClub } from './helpers/api';
import { signIn } from './helpers/auth';
import {
  DESKTOP,
  PHONE,
  SCREENSHOTS,
  launch,
  openPage,
  pick,
  shotPhoneAndDesktop,
  unexpected,
} from './helpers/browser';
import { REPO_ROOT, freePort, removeDir, startServer, type RunningServer } from './helpers/server';

const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const VENUE = 'Borisova Gradina Tennis Centre';
const COURT = 'Court 1';

let server: RunningServer;
let browser: Browser;
let dist: string;
let rtmpPort: number;
let token: string;
let club: Organization;
const encoders: ChildProcess[] = [];

const call = <T>(method: string, path: string, body?: unknown) =>
  apiCall<T>(server.url, token, method, path, body);

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 400));
  }
}

/** ffmpeg's test pattern and a tone, as a camera's encoder sends them, to `key`. */
function publish(key: string): ChildProcess {
  // prettier-ignore
  const args = [
    '-hide_banner', '-loglevel', 'error', '-re',
    '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25',
    '-f', 'lavfi', '-i', 'sine',
    '-t', '300',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25',
    '-c:a', 'aac',
    '-f', 'flv', `rtmp://127.0.0.1:${rtmpPort}/live/${key}`,
  ];
  const child = spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  encoders.push(child);
  return child;
}

/** The video's time now, and whether a frame drawn onto a canvas has colour (not black). */
async function videoProbe(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="livestream-video"]');
    if (!video || video.readyState < 2 || video.videoWidth === 0)
      return { time: video?.currentTime ?? 0, bright: 0, width: 0 };
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(video, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let sum = 0;
    let lit = 0;
    for (let i = 0; i < data.length; i += 4) {
      const v = (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
      sum += v;
      if (v > 40) lit++;
    }
    return {
      time: video.currentTime,
      bright: sum / (data.length / 4),
      lit: lit / (data.length / 4),
      width: video.videoWidth,
    };
  });
}

/** The video plays: its time advances by more than a second and a frame is not black. */
async function expectPlaying(page: Page) {
  const first = await until('the video to show a frame', async () => {
    const p = await videoProbe(page);
    return p.width > 0 && p.time > 0 ? p : null;
  });
  const later = await until('the video time to advance', async () => {
    const p = await videoProbe(page);
    return p.time > first.time + 1 ? p : null;
  });
  expect(later.width).toBe(320);
  // testsrc is colour bars and a moving gradient: far from black
  expect(later.bright).toBeGreaterThan(40);
  expect(later.lit).toBeGreaterThan(0.3);
}

beforeAll(async () => {
  // a copy of the build: another engineer rebuilding dist does not pull pages from under the test
  dist = mkdtempSync(join(tmpdir(), 'sz-dist-'));
  cpSync(join(REPO_ROOT, 'apps/web/dist'), dist, { recursive: true });
  rtmpPort = await freePort();
  server = await startServer({
    env: { SIMULATOR: 'false', WEB_DIST: dist, RTMP_PORT: String(rtmpPort), FFMPEG_PATH: FFMPEG },
  });
  browser = await launch();
  token = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  club = await demoClub(server.url, token);
});

afterAll(async () => {
  for (const e of encoders) if (e.exitCode === null) e.kill('SIGKILL');
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  if (dist) removeDir(dist);
});

describe('livestreaming', () => {
  it('a court’s camera goes live on its match, plays beside the score, and its recording plays from the archive', async () => {
    const config = await call<{ liveVideo?: { enabled: boolean; ingestUrl: string | null } }>(
      'GET',
      '/api/config',
    );
    expect(config.liveVideo, 'live video needs ffmpeg: apt-get install -y ffmpeg').toMatchObject({
      enabled: true,
      ingestUrl: `rtmp://localhost:${rtmpPort}/live`,
    });

    // --- the organizer makes the channel on /channels: the key is shown once, with the RTMP address
    const org = await openPage(browser, DESKTOP);
    await signIn(org.page, server.url, 'organizer@sportzone.test');
    await org.page.goto(`${server.url}/channels`);
    await org.page.getByTestId('channels-empty').waitFor();
    await shotPhoneAndDesktop(org.page, 'livestream-channels-empty');
    await org.page.getByTestId('channel-create').click();
    await org.page.getByTestId('channel-name').fill('Court 1 camera');
    await pick(org.page, 'channel-organization', club.name);
    await org.page.getByTestId('channel-save').click();
    const once = org.page.getByTestId('stream-key-once');
    await once.waitFor();
    const key = await org.page.getByTestId('stream-key').inputValue();
    expect(key).toMatch(/^sz\d+_[0-9a-f]{64}$/);
    await expect(org.page.getByTestId('ingest-url').inputValue()).resolves.toBe(
      `rtmp://localhost:${rtmpPort}/live`,
    );
    await expect(org.page.getByTestId('stream-full-url').inputValue()).resolves.toBe(
      `rtmp://localhost:${rtmpPort}/live/${key}`,
    );
    await shotPhoneAndDesktop(org.page, 'livestream-channels-key');
    await org.page.getByTestId('stream-key-done').click();
    await once.waitFor({ state: 'detached' });
    // never again: the list shows only its last four characters
    const card = org.page.getByTestId('channel-card');
    await expect(card.textContent()).resolves.toContain(key.slice(-4));
    expect(await org.page.locator('body').textContent()).not.toContain(key);
    const channel = (await call<{ items: Channel[] }>('GET', '/api/user/channel')).items[0]!;

    // --- a station at Court 1 of the demo club's venue, a camera on that channel (API)
    const venues = await call<PagedResult<Venue>>(
      'GET',
      `/api/organization/${club.id}/venues?page=1&pageSize=100`,
    );
    const venue = venues.items.find((v) => v.name === VENUE)!;
    const court = venue.spaces.find((s) => s.name === COURT)!;
    const station = await call<Station>('PUT', '/api/station', {
      venueId: venue.id,
      playingSpaceId: court.id,
      name: 'Court 1 station',
    });
    await call('PUT', '/api/camera', { station: { id: station.id }, channelId: channel.id, name: 'Main' });
    // the organization's workspace leads to its stations
    await org.page.goto(`${server.url}/organizer/organizations/${club.id}/menu`);
    await org.page.getByTestId('org-livestreaming').getByRole('link', { name: 'Stations' }).click();
    await org.page.waitForURL(/\/stations$/);
    await org.page.getByTestId('station-card').waitFor();
    await expect(org.page.getByTestId('camera-row').textContent()).resolves.toContain('Main');
    await shotPhoneAndDesktop(org.page, 'livestream-stations');

    // --- the camera streams: a livestream of its own goes live
    publish(key);
    const own = await until('the channel’s livestream to go live', async () => {
      const mine = await call<PagedResult<Livestream>>('GET', '/api/user/livestream');
      return mine.items.find((l) => l.status === 'live');
    });
    expect(own.matchId).toBeNull();

    // --- a match starts on that court: the stream goes live on the match
    const match = await call<Match>('POST', '/api/matches', {
      sport: 'tennis',
      organizationId: club.id,
      venue: VENUE,
      court: COURT,
      home: { name: 'Stream Home' },
      away: { name: 'Stream Away' },
    });
    let seq = 0;
    const point = async (side: 'home' | 'away') => {
      await call('POST', `/api/matches/${match.id}/events`, {
        clientEventId: randomUUID(),
        seq: seq++,
        event: { type: 'point', side },
      });
    };
    await point('home');
    const live = await until('the match’s livestream', async () => {
      const list = await call<PagedResult<Livestream>>(
        'GET',
        `/api/livestream?matchId=${match.id}&status=live`,
      );
      return list.items[0]?.playbackUrl ? list.items[0] : null;
    });
    expect(live.title).toBe('Stream Home \u2013 Stream Away');
    await until('two HLS segments', async () => {
      const res = await fetch(`${server.url}${live.playbackUrl}`);
      return res.ok && ((await res.text()).match(/\.ts(\?|$)/gm) ?? []).length >= 2;
    });

    // --- a signed-out viewer on a phone: the video plays above the score
    const viewer = await openPage(browser, PHONE);
    await viewer.page.goto(`${server.url}/tennis/live/${match.id}`);
    await viewer.page.getByTestId('match-video').waitFor({ timeout: 30_000 });
    await expect(viewer.page.getByTestId('match-video').getAttribute('data-status')).resolves.toBe('live');
    await expectPlaying(viewer.page);
    // hls.js came only now, on demand (never with the viewer page's first scripts)
    const scripts = await viewer.page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => r.name),
    );
    expect(scripts.some((s) => /\/assets\/hls[^/]*\.js$/.test(s))).toBe(true);
    await shotPhoneAndDesktop(viewer.page, 'livestream-match-live');

    // the score follows the picture by the picture's measured delay (the playlist's capture times)
    const inStep = viewer.page.getByTestId('score-in-step');
    await inStep.waitFor({ timeout: 15_000 });
    const measured = Number(await inStep.getAttribute('data-delay-ms'));
    expect(measured).toBeGreaterThan(300);
    expect(measured).toBeLessThan(8_000);
    await expect(viewer.page.getByTestId('video-mode-low').getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );

    // or by a delay set by hand: a point shows only that many seconds later
    await viewer.page.getByTestId('score-set-by-hand').click();
    const games = () => viewer.page.getByTestId('scoreboard').textContent();
    const delay = viewer.page.getByTestId('score-delay');
    await delay.evaluate((el: HTMLInputElement) => {
      el.value = '6';
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(viewer.page.getByTestId('score-delay-value').textContent()).resolves.toBe('6 s');
    const before = await games();
    await point('home');
    await viewer.page.waitForTimeout(2500);
    expect(await games()).toBe(before);
    await until('the held-back point', async () => (await games()) !== before, 15_000);
    // remembered for the next visit (functional cookies are allowed in this context)
    await expect(viewer.page.evaluate(() => localStorage.getItem('spz_video_delay'))).resolves.toBe('6');
    // back in step with the picture; stable playback chosen, and remembered
    await viewer.page.getByTestId('score-match-video').click();
    await inStep.waitFor();
    await viewer.page.getByTestId('video-mode-stable').click();
    await expect(viewer.page.getByTestId('video-mode-stable').getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await expect(viewer.page.evaluate(() => localStorage.getItem('spz_video_mode'))).resolves.toBe('stable');
    await expectPlaying(viewer.page);
    await shotPhoneAndDesktop(viewer.page, 'livestream-match-stable');

    // --- the panel: health from the encoder, the match linked, a preview
    await org.page.goto(`${server.url}/livestream/${live.id}/panel`);
    await expect(org.page.getByTestId('health-resolution').textContent()).resolves.toBe('320×240');
    await until('a bitrate', async () => {
      const text = (await org.page.getByTestId('health-bitrate').textContent()) ?? '';
      return /^[1-9]\d* kbit\/s$/.test(text);
    });
    await until('the linked match in the panel', async () =>
      (await org.page.getByTestId('panel-match').inputValue()).includes('Stream Home'),
    );
    await expectPlaying(org.page);
    await shotPhoneAndDesktop(org.page, 'livestream-panel');

    // --- the lists
    await org.page.goto(`${server.url}/livestream`);
    const listed = org.page.locator(`[data-testid="livestream-card"][data-livestream-id="${live.id}"]`);
    await listed.waitFor();
    await listed.getByTestId('livestream-favourite').click();
    await until(
      'the favourite',
      async () => (await listed.getByTestId('livestream-favourite').getAttribute('aria-pressed')) === 'true',
    );
    await shotPhoneAndDesktop(org.page, 'livestream-list');
    await org.page.getByTestId('livestream-tabs').getByText('Favourites').click();
    await org.page.locator(`[data-testid="livestream-list"] [data-livestream-id="${live.id}"]`).waitFor();
    await org.page.goto(`${server.url}/user/stream`);
    await org.page.getByTestId('user-stream-channel').waitFor();
    await expect(org.page.getByTestId('user-stream-channel').textContent()).resolves.toContain('Stream Home');
    await shotPhoneAndDesktop(org.page, 'livestream-user-stream');
    await org.page.goto(`${server.url}/user/livestream`);
    await org.page.getByTestId('mine-list').waitFor();
    await shotPhoneAndDesktop(org.page, 'livestream-user-livestream');

    // --- the match ends: the stream ends, the recording is kept and in the archive
    await call('POST', `/api/matches/${match.id}/events`, {
      clientEventId: randomUUID(),
      seq: seq++,
      event: { type: 'retire', side: 'away' },
    });
    const ended = await until('the recording', async () => {
      const l = await call<Livestream>('GET', `/api/livestream/${live.id}`);
      return l.status === 'ended' && l.recording ? l : null;
    });
    // the same video (its address is signed afresh in each six-hour window)
    expect(ended.playbackUrl!.split('?')[0]).toBe(live.playbackUrl!.split('?')[0]);
    await org.page.goto(`${server.url}/user/archive`);
    const recorded = org.page.locator(`[data-testid="livestream-card"][data-livestream-id="${live.id}"]`);
    await recorded.waitFor();
    await shotPhoneAndDesktop(org.page, 'livestream-archive');
    await recorded.getByTestId('livestream-watch').click();
    await expectPlaying(org.page);
    await org.page.keyboard.press('Escape');

    // the match page plays the recording beside the story; a point's time seeks the video there
    await viewer.page.goto(`${server.url}/tennis/live/${match.id}`);
    await viewer.page.getByTestId('match-video').waitFor();
    await expect(viewer.page.getByTestId('match-video').getAttribute('data-status')).resolves.toBe('ended');
    await expectPlaying(viewer.page);
    // a phone opens the story as a summary: every point is one tap away
    if ((await viewer.page.getByTestId('story').getAttribute('data-view')) === 'summary')
      await viewer.page.getByTestId('story-toggle').click();
    const seek = viewer.page.getByTestId('timeline-seek').last();
    await seek.waitFor();
    await seek.click();
    const label = ((await seek.textContent()) ?? '').replace(/[^\d:]/g, '');
    const [m, s] = label.split(':').map(Number);
    const target = m! * 60 + s!;
    await until('the seek', async () => {
      const p = await videoProbe(viewer.page);
      return Math.abs(p.time - target) < 3;
    });
    await shotPhoneAndDesktop(viewer.page, 'livestream-match-recording');

    // between matches the encoder stays connected: a livestream planned on /user/stream goes live from
    // its panel and stops there, keeping its recording
    await org.page.goto(`${server.url}/user/stream`);
    await org.page.getByTestId('plan-livestream').click();
    await org.page.getByTestId('plan-title').fill('Warm-up interview');
    await org.page.getByTestId('plan-title').press('Enter');
    await org.page.waitForURL(/\/livestream\/\d+\/panel$/);
    await expect(org.page.getByTestId('livestream-status').textContent()).resolves.toBe('Planned');
    await org.page.getByTestId('panel-go-live').click();
    await until(
      'the planned livestream live',
      async () => (await org.page.getByTestId('livestream-status').textContent()) === 'Live',
    );
    await expectPlaying(org.page);
    await org.page.getByTestId('panel-stop').click();
    await org.page.getByTestId('confirm-button').click();
    await until(
      'the livestream ended',
      async () => (await org.page.getByTestId('livestream-status').textContent()) === 'Ended',
    );
    // a YouTube channel: connected through Google's consent page (its button), the return says how it went
    await call('PUT', '/api/channel/', { name: 'Club on YouTube', streamingPlatform: 'youtube' });
    await org.page.goto(`${server.url}/channels?youtube=denied`);
    const denied = org.page.getByTestId('toast-warning').filter({ hasText: 'YouTube' });
    await denied.first().waitFor();
    expect(await denied.count()).toBe(1);
    await org.page.waitForURL((url) => url.search === '');
    await org.page.getByTestId('channel-youtube-connect').waitFor();
    await expect(org.page.getByTestId('channel-youtube-status').textContent()).resolves.toBe('Not connected');
    await shotPhoneAndDesktop(org.page, 'livestream-channels');
    // the panel in Bulgarian, on a phone
    const bg = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await signIn(bg.page, server.url, 'organizer@sportzone.test');
    await bg.page.goto(`${server.url}/livestream/${live.id}/panel`);
    await bg.page.getByTestId('panel-health').waitFor();
    await bg.page.waitForFunction(() => document.documentElement.lang === 'bg');
    await expect(bg.page.getByTestId('livestream-status').textContent()).resolves.toBe('Приключило');
    await bg.page.screenshot({ path: join(SCREENSHOTS, 'livestream-panel-bg-phone.png'), fullPage: true });
    await bg.context.close();

    expect(unexpected(viewer.errors)).toEqual([]);
    expect(unexpected(org.errors)).toEqual([]);
    await viewer.context.close();
    await org.context.close();
  });
});
