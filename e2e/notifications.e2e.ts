/**
 * Issue 15's notifications in a real browser against the real server (decision 021): a person follows a
 * player on the player's page, allows notifications (Chromium with the permission granted; Chromium's own
 * push service is out of reach offline, so the browser's subscription is registered through the API and
 * points at a local push service double), the player's match starts and ends (scored through the API as
 * the console does), and the person sees both notifications arrive live over the page's one socket (the
 * bell's count, the list) while the double receives both pushes, decrypted here with the receiver's keys
 * (RFC 8291, aes128gcm). Screenshots: e2e/screenshots/notifications-*, dashboard-*, preferences-notifications-*.
 */
import type { Match, Organization } from '@sportzone/contracts';
import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, tokenOf, demoClub } from './helpers/api';
import { signIn, storedToken } from './helpers/auth';
import { DESKTOP, SCREENSHOTS, launch, openPage, shotPhoneAndDesktop, unexpected } from './helpers/browser';
import { removeDir, REPO_ROOT, startServer, type RunningServer } from './helpers/server';

let server: RunningServer;
let browser: Browser;
let dist: string;
let organizerToken: string;
let club: Organization;
let playerId: number;
let pushDouble: Server;
let pushUrl: string;
const pushes: { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];

// the receiving browser's keys (what PushManager would make)
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const authSecret = randomBytes(16);

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/** RFC 8291 (Web Push encryption) over RFC 8188 aes128gcm, by hand with node:crypto. */
function decrypt(body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const data = body.subarray(21 + idlen);
  const ikm = hkdf(
    authSecret,
    ecdh.computeSecret(serverKey),
    Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]),
    32,
  );
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  return plain.subarray(0, end).toString('utf8');
}

async function event(matchId: number, seq: number, e: Record<string, unknown>) {
  await apiCall(server.url, organizerToken, 'POST', `/api/matches/${matchId}/events`, {
    clientEventId: randomUUID(),
    seq,
    event: e,
  });
}

const badge = (page: Page) => page.getByTestId('notification-badge').first();

beforeAll(async () => {
  pushDouble = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      pushes.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => pushDouble.listen(0, '127.0.0.1', resolve));
  pushUrl = `http://127.0.0.1:${(pushDouble.address() as AddressInfo).port}`;

  // a copy of the built app: another engineer's rebuild does not pull it away mid-test
  dist = mkdtempSync(join(tmpdir(), 'sz-dist-'));
  cpSync(join(REPO_ROOT, 'apps/web/dist'), dist, { recursive: true });
  server = await startServer({ env: { SIMULATOR: 'false', WEB_DIST: dist } });
  browser = await launch();
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
  pushDouble?.close();
  if (dist) removeDir(dist);
});

describe('notifications in the browser', () => {
  it('a follower hears a match start and end in the app, live, and as two encrypted pushes', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await context.grantPermissions(['notifications'], { origin: server.url });
    await signIn(page, server.url, 'user@sportzone.test');
    const token = (await storedToken(page))!;

    // follows the player on the player's page
    await page.goto(`${server.url}/user/players/${playerId}/public`);
    const follow = page.getByTestId('follow-button').first();
    await follow.click();
    await expect.poll(() => follow.getAttribute('data-following')).toBe('true');

    // allows notifications: the permission is granted; the subscription (the push service double's) is saved
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    await apiCall(server.url, token, 'POST', '/api/user/notifications/push', {
      endpoint: `${pushUrl}/device-1`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    });

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
    await event(match.id, 0, { type: 'point', side: 'home' });
    await expect.poll(() => badge(page).getAttribute('data-count'), { timeout: 10_000 }).toBe('1');
    await event(match.id, 1, { type: 'retire', side: 'away' });
    await expect.poll(() => badge(page).getAttribute('data-count'), { timeout: 10_000 }).toBe('2');
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

    // both pushes reached the push service double, encrypted for this browser
    await expect.poll(() => pushes.filter((p) => p.path === '/device-1').length, { timeout: 10_000 }).toBe(2);
    const payloads = pushes
      .filter((p) => p.path === '/device-1')
      .map((p) => {
        expect(p.headers['content-encoding']).toBe('aes128gcm');
        expect(String(p.headers.authorization)).toMatch(/^vapid t=/);
        return JSON.parse(decrypt(p.body)) as { kind: string; link: string; title: { en: string } };
      });
    expect(payloads.map((p) => p.kind)).toEqual(['match_started', 'match_finished']);
    expect(payloads[1]!.title.en).toBe('Final: Nora Notify won');
    expect(payloads[1]!.link).toBe(`/tennis/live/${match.id}`);

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
