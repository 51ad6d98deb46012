/**
 * Notifications in a real browser against the real server (decision 021): a person follows a
 * player on the player's page and allows notifications on /user/preferences — Chromium, with the
 * permission granted, subscribes with its own push machinery to a local push service double
 * (helpers/push-service.ts: Chromium's GCM checkin, registration and MCS connection, offline) — the
 * player's match starts and ends on the organizer's score console, and the person sees
 * both notifications arrive live over the page's one socket (the bell's count, the list) and as push
 * messages: our server sends them (RFC 8291 aes128gcm, VAPID-signed) through its HTTPS proxy to the
 * double, which records them and hands them to Chromium, which decrypts them with the subscription's
 * own keys; the service worker shows them. The person's own iCal feed holds the match (ical.js).
 * Screenshots: e2e/screenshots/notifications-*, dashboard-*, preferences-notifications-*.
 */
import type { Match, Organization } from '@sportzone/contracts';
import { createPublicKey, verify } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf, demoClub } from './helpers/api';
import { signIn } from './helpers/auth';
import { matchUid, parseFeed } from './helpers/ical';
import {
  DESKTOP,
  PHONE,
  SCREENSHOTS,
  launch,
  openPage,
  openProfile,
  shotPhoneAndDesktop,
  unexpected,
} from './helpers/browser';
import { startPushService, type PushServiceDouble } from './helpers/push-service';
import { removeDir, REPO_ROOT, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let dist: string;
let organizerToken: string;
let club: Organization;
let playerId: number;
let push: PushServiceDouble;
/** the server's VAPID public key (base64url), from /api/config */
let publicKey: string;
const profiles: string[] = [];

/** RFC 8292: the VAPID JWT (ES256) names the push service's origin and is signed with our public key. */
function checkVapid(authorization: string, publicKey: string, audience: string) {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  expect(m, authorization).not.toBeNull();
  const [jwt, key] = [m![1]!, m![2]!];
  expect(key).toBe(publicKey);
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number };
  expect(claims.aud).toBe(audience);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(ok).toBe(true);
}

const badge = (page: Page) => page.getByTestId('notification-badge').first();

beforeAll(async () => {
  push = await startPushService();

  // a copy of the built app: another engineer's rebuild does not pull it away mid-test
  dist = mkdtempSync(join(tmpdir(), 'sz-dist-'));
  cpSync(join(REPO_ROOT, 'apps/web/dist'), dist, { recursive: true });
  server = await startServer({ env: { SIMULATOR: 'false', WEB_DIST: dist, ...push.serverEnv } });
  browser = await launch();
  publicKey = ((await (await fetch(`${server.url}/api/config`)).json()) as { push: { publicKey: string } })
    .push.publicKey;
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  club = await demoClub(server.url, organizerToken);
  playerId = (
    await apiCall<{ id: number }>(
      server.url,
      organizerToken,
      'POST',
      `/api/organization/${club.id}/players`,
      {
        firstName: 'Nora',
        lastName: 'Notify',
      },
    )
  ).id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await push?.close();
  if (dist) removeDir(dist);
  for (const dir of profiles) removeDir(dir);
});

describe('notifications in the browser', () => {
  it('a follower hears a match start and end in the app, live, and as two pushes on the device', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'sz-profile-'));
    profiles.push(profile);
    const { page, context, errors } = await openProfile(profile, push.chromiumArgs, DESKTOP);
    await context.grantPermissions(['notifications'], { origin: server.url });
    await signIn(page, server.url, 'user@sportzone.test');

    // follows the player on the player's page
    await page.goto(`${server.url}/user/players/${playerId}/public`);
    const follow = page.getByTestId('follow-button').first();
    await follow.click();
    await expect.poll(() => follow.getAttribute('data-following')).toBe('true');

    // allows notifications on this device: Chromium subscribes at the push service, our server keeps it
    await page.goto(`${server.url}/user/preferences`);
    const device = page.getByTestId('push-device');
    await expect.poll(() => device.getAttribute('data-state')).toBe('off');
    await page.getByTestId('push-enable').click();
    await expect.poll(() => device.getAttribute('data-state'), { timeout: 20_000 }).toBe('on');
    const endpoint = await page.evaluate(
      async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())!.endpoint,
    );
    expect(endpoint).toMatch(/^https:\/\/jmt17\.google\.com\/fcm\/send\/double\d+_/);
    const token = endpoint.split('/').pop()!;
    expect(push.registrations.get(token)?.sender).toBe(publicKey);
    await shotPhoneAndDesktop(page, 'preferences-push-on');

    // the notifications page is open; what arrives comes over the page's one live socket
    const frames: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
    await page.goto(`${server.url}/user/notifications`);
    await page.getByTestId('notifications-empty').waitFor();
    await expect.poll(() => frames.some((f) => f.includes('"topic":"user"'))).toBe(true);
    expect(await badge(page).getAttribute('data-count')).toBe('0');

    const match = await apiCall<Match>(server.url, organizerToken, 'POST', '/api/matches', {
      sport: 'tennis',
      organizationId: club.id,
      scheduledAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      venue: 'Sofia Racquet Club',
      court: 'Court 3',
      home: { name: 'Nora Notify', playerId },
      away: { name: 'Vera Volley' },
    });
    // the organizer scores it on the console, on a phone: the first point starts it, a retirement ends it
    const scorer = await openPage(browser, PHONE);
    await signIn(scorer.page, server.url, 'organizer@sportzone.test');
    await scorer.page.goto(`${server.url}/tennis/score/${match.id}`);
    await scorer.page.getByTestId('toss-home').click();
    await scorer.page.getByTestId('point-home').click();
    await expect.poll(() => badge(page).getAttribute('data-count'), { timeout: 15_000 }).toBe('1');
    await scorer.page.getByTestId('console-more').click();
    await scorer.page.getByTestId('retire-away').click();
    await scorer.page.getByTestId('confirm-ok').click();
    await scorer.page.getByTestId('console-finished').waitFor();
    await expect.poll(() => badge(page).getAttribute('data-count'), { timeout: 15_000 }).toBe('2');
    expect(unexpected(scorer.errors)).toEqual([]);
    await scorer.context.close();
    expect(frames.filter((f) => f.includes('"type":"notification"'))).toHaveLength(2);

    const items = page.getByTestId('notification-item');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).getAttribute('data-kind')).toBe('match_finished');
    expect(await items.nth(0).innerText()).toContain('Nora Notify beat Vera Volley');
    expect(await items.nth(1).getAttribute('data-kind')).toBe('match_started');
    await shotPhoneAndDesktop(page, 'notifications');
    // the bell with its badge (which sits over the icon's corner), in the header
    const box = (await badge(page).boundingBox())!;
    await page.screenshot({
      path: join(SCREENSHOTS, 'notifications-bell.png'),
      clip: { x: box.x - 24, y: Math.max(0, box.y - 12), width: box.width + 48, height: box.height + 24 },
    });

    // both pushes reached the push service, signed with our VAPID key, encrypted for this browser …
    await expect
      .poll(() => push.received.filter((p) => p.token === token).length, { timeout: 10_000 })
      .toBe(2);
    for (const p of push.received.filter((r) => r.token === token)) {
      expect(p.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(p.headers.ttl)).toBeGreaterThan(0);
      checkVapid(String(p.headers.authorization), publicKey, 'https://jmt17.google.com');
    }
    // … and Chromium decrypted them with its own keys: the service worker shows both on the device
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          link: (n.data as { link?: string } | null)?.link ?? null,
        })),
      );
    await expect.poll(async () => (await shown()).length, { timeout: 15_000 }).toBe(2);
    expect(await shown()).toEqual(
      expect.arrayContaining([
        { title: 'Match started', body: 'Nora Notify vs Vera Volley', link: `/tennis/live/${match.id}` },
        {
          title: 'Final: Nora Notify won',
          body: expect.stringContaining('Nora Notify beat Vera Volley') as unknown as string,
          link: `/tennis/live/${match.id}`,
        },
      ]),
    );

    // push turned off on this device: the server forgets it, Chromium unsubscribes
    await page.goto(`${server.url}/user/preferences`);
    await expect.poll(() => device.getAttribute('data-state')).toBe('on');
    const forgotten = page.waitForResponse(
      (r) =>
        r.request().method() === 'DELETE' && new URL(r.url()).pathname === '/api/user/notifications/push',
    );
    await page.getByTestId('push-disable').click();
    expect((await forgotten).status()).toBe(204);
    await expect.poll(() => device.getAttribute('data-state')).toBe('off');
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    ).toBeNull();

    // the follower's own calendar feed, made on /user/calendar, holds the followed player's match
    await page.goto(`${server.url}/user/calendar`);
    await page.getByTestId('calendar-feed-create').click();
    const feedUrl = await page.getByTestId('calendar-feed-url').inputValue();
    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    const entry = parseFeed(await feed.text()).events.find((e) => e.uid === matchUid(server.url, match.id));
    expect(entry?.summary).toBe('Nora Notify vs Vera Volley');
    // iCal times are to the second
    expect(entry?.startDate.toJSDate().getTime()).toBe(
      Math.floor(Date.parse(match.scheduledAt!) / 1000) * 1000,
    );

    // the dashboard: the result, the notifications
    await page.goto(`${server.url}/user/dashboard`);
    await page.getByTestId('user-summary').waitFor();
    await page.getByTestId('summary-recent').getByTestId('match-card').first().waitFor();
    await shotPhoneAndDesktop(page, 'dashboard-user');

    // mark all read: the bell empties
    await page.goto(`${server.url}/user/notifications`);
    await page.getByTestId('notifications-mark-all').click();
    await expect.poll(() => badge(page).getAttribute('data-count')).toBe('0');

    // preferences: per-kind settings and the video delay
    await page.goto(`${server.url}/user/preferences`);
    await page.getByTestId('notification-settings').waitFor();
    await page.getByTestId('notification-kind-match_finished').waitFor();
    await shotPhoneAndDesktop(page, 'preferences-notifications');

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('the organizer dashboard: today by court, sign-ups, applications, from one call', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const calls: string[] = [];
    const perOrganization: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/organizer/dashboard')) calls.push(path);
      if (/^\/api\/organization\/\d+\/(reports|members|players|invitations|applications)$/.test(path))
        perOrganization.push(path);
    });
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(`${server.url}/organizer/dashboard`);
    await page.getByTestId('organizer-summary').waitFor();
    await page.getByTestId('summary-court').first().waitFor();
    expect(calls).toEqual(['/api/organizer/dashboard']);
    // every organization's card has its figures, from the same call: none asked per organization
    const figure = page.getByTestId('dashboard-org-card').first().getByTestId('card-figure').first();
    await expect.poll(() => figure.innerText()).toMatch(/^\d+/);
    expect(perOrganization).toEqual([]);
    await shotPhoneAndDesktop(page, 'dashboard-organizer');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
