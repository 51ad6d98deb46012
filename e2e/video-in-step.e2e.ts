/**
 * The score in step with the picture (decision 049), read off the picture itself: the clock video
 * (helpers/clock-video.ts) shows in every frame the moment it was captured; a viewer in Chromium watches
 * the live match page while points are scored; at the moment each point appears on the scoreboard, the
 * frame on screen must show the moment the point was scored, within half a second. Without the score
 * held back by the measured delay it would show a moment seconds earlier. On a connection slower than
 * the stream, the low-latency player falls back to stable playback and says so; when the encoder stalls
 * instead, it does not. Needs ffmpeg.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, openPage, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { clockMatch, until, type ClockMatch } from './helpers/clock-match';
import { captureTimeReader, readCaptureTime } from './helpers/clock-video';
import { freePort, removeDir, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let match: ClockMatch | undefined;

beforeAll(async () => {
  const rtmpPort = await freePort();
  server = await startServer({ env: { SIMULATOR: 'false', RTMP_PORT: String(rtmpPort) } });
  browser = await launch();
  match = await clockMatch(server, browser, rtmpPort);
}, 120_000);

afterAll(async () => {
  await match?.encoder.stop();
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

interface ScoreChange {
  /** the capture time of the frame on screen as the scoreboard changed */
  capture: number | null;
  text: string;
}

describe('the score on a page with the live video', () => {
  it('changes when the point appears in the picture, within half a second', async () => {
    const viewer = await openPage(browser, DESKTOP);
    const { page } = viewer;
    await page.goto(`${server.url}/tennis/live/${match!.matchId}`);
    await page.getByTestId('score-in-step').waitFor({ timeout: 30_000 });
    await until('a clock frame on screen', async () => (await readCaptureTime(page))?.captureTime);

    // how far behind the court the picture is, read off it (the bench measures this properly)
    const lags: number[] = [];
    for (let i = 0; i < 10; i++) {
      const read = await readCaptureTime(page);
      if (read?.captureTime) lags.push(read.readAt - read.captureTime);
      await page.waitForTimeout(100);
    }
    lags.sort((a, b) => a - b);
    const lag = lags[Math.floor(lags.length / 2)]!;
    const measured = Number(await page.getByTestId('score-in-step').getAttribute('data-delay-ms'));
    console.log(`picture ${lag} ms behind the court; the page measured ${measured} ms`);
    expect(Math.abs(measured - lag)).toBeLessThan(500);

    // on every animation frame: when the scoreboard's text changes, note the moment the picture shows
    await page.evaluate(`(() => {
      const read = () => ${captureTimeReader};
      const board = () => document.querySelector('[data-testid="scoreboard"]')?.textContent ?? '';
      window.__changes = [];
      let last = board();
      const look = () => {
        const now = board();
        if (now !== last) {
          last = now;
          window.__changes.push({ capture: read()?.captureTime ?? null, text: now });
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })()`);

    const scored: number[] = [];
    for (const side of ['away', 'home', 'away'] as const) {
      await page.waitForTimeout(2_500);
      scored.push(await match!.point(side));
    }
    const changes = await until(
      'the three points on the scoreboard',
      async () => {
        const seen = (await page.evaluate('window.__changes')) as ScoreChange[];
        return seen.length >= scored.length ? seen : null;
      },
      20_000,
    );
    const gaps = scored.map((at, i) => (changes[i]!.capture ?? Number.NaN) - at);
    console.log(`score shown vs its moment in the picture (ms): ${gaps.join(', ')}`);
    expect(changes).toHaveLength(scored.length);
    for (const gap of gaps) expect(Math.abs(gap)).toBeLessThanOrEqual(500);

    await shotPhoneAndDesktop(page, 'video-in-step');
    expect(unexpected(viewer.errors)).toEqual([]);
    await viewer.context.close();
  });

  it('stays in low latency when the encoder stalls (the court’s network, not the viewer’s)', async () => {
    const viewer = await openPage(browser, DESKTOP);
    const { page } = viewer;
    await page.goto(`${server.url}/tennis/live/${match!.matchId}`);
    await page.getByTestId('score-in-step').waitFor({ timeout: 30_000 });
    await page.evaluate(`(() => {
      window.__stalls = 0;
      document.querySelector('video').addEventListener('waiting', () => window.__stalls++);
    })()`);
    // twice within a minute the encoder sends nothing for 3 s (its frames wait, then come in a burst)
    for (let i = 0; i < 2; i++) {
      match!.encoder.child.kill('SIGSTOP');
      await page.waitForTimeout(3_000);
      match!.encoder.child.kill('SIGCONT');
      await page.waitForTimeout(6_000);
    }
    expect(await page.evaluate('window.__stalls')).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('video-fell-back').count()).toBe(0);
    await expect(page.getByTestId('video-mode-low').getAttribute('aria-pressed')).resolves.toBe('true');
    await viewer.context.close();
  });

  it('falls back to stable playback when the picture keeps stopping on a slow connection', async () => {
    const viewer = await openPage(browser, DESKTOP);
    const { page } = viewer;
    await page.goto(`${server.url}/tennis/live/${match!.matchId}`);
    await page.getByTestId('score-in-step').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('video-mode-low').getAttribute('aria-pressed')).resolves.toBe('true');
    // a connection slower than the stream: the low-latency player runs dry again and again
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 200,
      downloadThroughput: (24 * 1024) / 8,
      uploadThroughput: -1,
    });
    await page.getByTestId('video-fell-back').waitFor({ timeout: 60_000 });
    await expect(page.getByTestId('video-mode-stable').getAttribute('aria-pressed')).resolves.toBe('true');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await shotPhoneAndDesktop(page, 'video-fell-back');
    await viewer.context.close();
  });
});
