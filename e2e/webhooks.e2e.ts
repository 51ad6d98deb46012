/**
 * An organization's webhooks, in a real browser against the real server: the demo organizer opens the
 * demo club's workspace, finds "Webhooks" in its menu, sees the empty state and adds an endpoint at a
 * receiver this test runs itself (127.0.0.1: the server allows loopback http while its own PUBLIC_URL
 * is loopback), for every event. The signing secret is shown once and read from the page; "Send a
 * test" reaches the receiver with a signature Standard Webhooks' library accepts, and the log shows it
 * delivered. The receiver then answers 500: the next test shows the failure; answering 200 again,
 * "Resend" brings the same webhook-id back. Switched off and on, shown in Bulgarian, kept from a mere
 * member, deleted. Screenshots: e2e/screenshots/webhooks-*-{phone,desktop}.png.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Organization, WebhookEndpoint, WebhookEndpointCreated } from '@sportzone/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, demoClub, tokenOf } from './helpers/api';
import { signIn } from './helpers/auth';
import {
  DESKTOP,
  PHONE,
  launch,
  openPage,
  shot,
  shotPhoneAndDesktop,
  snap,
  unexpected,
  viewportShots,
} from './helpers/browser';
import { removeDir, startServer, type RunningServer } from './helpers/server';

/** One call the receiver got: its headers (one value each), the raw body and what it answered. */
interface Received {
  id: string;
  headers: Record<string, string>;
  body: string;
  answered: number;
}

let server: RunningServer;
let browser: Browser;
let organizerToken: string;
let club: Organization;
let receiver: Server;
let receiverUrl: string;
/** what the receiver answers next: 200, or 500 to play a broken website */
let answer = 200;
const received: Received[] = [];

const DESCRIPTION = 'Club website results';
const EVENT_LABELS = [
  'Match started',
  'Match finished',
  'Score changed',
  'Draw published',
  'Result entered',
  'Entries changed',
];

/** A website of the club's that takes the calls, remembering each. */
async function startReceiver(): Promise<void> {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
      );
      const status = answer;
      received.push({
        id: headers['webhook-id'] ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: status,
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((res) => receiver.listen(0, '127.0.0.1', res));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sportzone/webhook`;
}

beforeAll(async () => {
  await startReceiver();
  server = await startServer({ env: { SIMULATOR: 'false' } });
  browser = await launch();
  organizerToken = await tokenOf(browser, server.url, 'organizer@sportzone.test');
  club = await demoClub(server.url, organizerToken);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeDir(server.dataDir);
  await new Promise<void>((res) => (receiver ? receiver.close(() => res()) : res()));
});

const webhooksPath = () => `${server.url}/organizer/organizations/${club.id}/webhooks`;
const row = (page: Page) => page.locator(`[data-testid="webhook-row"][data-url="${receiverUrl}"]`);
const deliveryOf = (scope: Locator, messageId: string) =>
  scope.locator(`[data-testid="webhook-delivery"][data-message-id="${messageId}"]`);
const callsWith = (id: string) => received.filter((r) => r.id === id);

/** The club's endpoints, as the organizer's own call lists them. */
const storedEndpoints = () =>
  apiCall<WebhookEndpoint[]>(server.url, organizerToken, 'GET', `/api/organization/${club.id}/webhooks`);

/** Throws unless the call carries a valid Standard Webhooks signature made with `secret`. */
function verified(call: Received, secret: string): { type: string; data: unknown } {
  return new Webhook(secret).verify(call.body, call.headers) as { type: string; data: unknown };
}

/** Clicks "Send a test" of the endpoint and waits for the server to queue it (202). */
async function sendTest(page: Page) {
  const queued = page.waitForResponse((r) => r.url().endsWith('/test') && r.request().method() === 'POST');
  await row(page).getByTestId('webhook-test').click();
  expect((await queued).status()).toBe(202);
  await page
    .getByTestId('toast-success')
    .filter({ hasText: 'A test message is on its way' })
    .last()
    .waitFor();
  await row(page).getByTestId('webhook-log').waitFor();
}

const isTest = (call: Received) => {
  try {
    return (JSON.parse(call.body) as { type?: unknown }).type === 'webhook.test';
  } catch {
    return false;
  }
};

/** Waits for the receiver's first test message after its first `before` calls and returns it. */
async function nextTest(before: number): Promise<Received> {
  const find = () => received.slice(before).find(isTest);
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  return find()!;
}

/** Adds the endpoint through the form (the events: all of them) and returns the secret the page shows once. */
async function createEndpoint(page: Page): Promise<{ secret: string; endpoint: WebhookEndpoint }> {
  await page.getByTestId('webhooks-empty').getByTestId('webhook-create').click();
  const form = page.getByTestId('webhook-form');
  await form.waitFor();
  await page.getByTestId('webhook-url').fill('club website');
  await page.getByTestId('webhook-submit').click();
  await form.getByText('Enter a full web address starting with https://').waitFor();
  await form.getByText('Choose at least one').waitFor();
  await page.getByTestId('webhook-url').fill(receiverUrl);
  await page.getByTestId('webhook-description').fill(DESCRIPTION);
  await page.getByTestId('webhook-events-all').check();
  for (const id of [
    'match-started',
    'match-finished',
    'match-score-changed',
    'tournament-draw-published',
    'tournament-result-entered',
    'tournament-entry-changed',
  ])
    await expect(page.getByTestId(`webhook-event-${id}`).isChecked()).resolves.toBe(true);
  await expect(form.getByText('When someone signs up for a tournament or withdraws.').count()).resolves.toBe(
    1,
  );
  await snap(page, 'webhooks-form-desktop');
  const created = page.waitForResponse(
    (r) => r.url().endsWith(`/api/organization/${club.id}/webhooks`) && r.request().method() === 'POST',
  );
  await page.getByTestId('webhook-submit').click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { endpoint } = (await response.json()) as WebhookEndpointCreated;
  await form.waitFor({ state: 'detached' });

  // the secret, this once, with how to verify a call
  const modal = page.getByTestId('webhook-secret-modal');
  await modal.waitFor();
  await expect(page.getByTestId('webhook-secret-warning').textContent()).resolves.toContain(
    'This is the only time it is shown',
  );
  const secret = await page.getByTestId('webhook-secret').inputValue();
  expect(secret).toMatch(/^whsec_\S{16,}$/);
  const verify = (await page.getByTestId('webhook-verify').textContent()) ?? '';
  for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
    expect(verify).toContain(header);
  await expect(page.getByTestId('webhook-verify-example').textContent()).resolves.toContain(
    `new Webhook('${secret}')`,
  );
  await viewportShots(page, 'webhooks-secret');
  await page.setViewportSize(DESKTOP);
  await page.getByTestId('webhook-secret-done').click();
  await modal.waitFor({ state: 'detached' });
  // gone from the page, and never in the list the server gives
  expect(await page.content()).not.toContain(secret);
  expect(JSON.stringify(await storedEndpoints())).not.toContain(secret);
  return { secret, endpoint };
}

describe('an organizer pushes results to the club website with a webhook', () => {
  it('adds an endpoint, verifies a signed test, sees a failure in the log and resends it', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');

    // the workspace's menu leads there
    await page.goto(`${server.url}/organizer/organizations/${club.id}/menu`);
    await page.getByTestId('menu-page').waitFor();
    await page.getByTestId('workspace-menu').locator('a[data-section="webhooks"]').click();
    await page.waitForURL((url) => url.pathname.endsWith('/webhooks'));
    await page.getByTestId('webhooks-page').waitFor();
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Webhooks');

    // none yet: what webhooks are for, and the way to add one
    const empty = page.getByTestId('webhooks-empty');
    await empty.waitFor();
    const emptyText = (await empty.textContent()) ?? '';
    expect(emptyText).toContain('No webhooks yet');
    expect(emptyText).toMatch(/club website.*chat bot.*signed/);
    await shotPhoneAndDesktop(page, 'webhooks-empty');

    const { secret, endpoint } = await createEndpoint(page);

    // the list: the URL, what it is for, every event in words, on
    const endpointRow = row(page);
    await endpointRow.waitFor();
    await expect(endpointRow.getAttribute('data-state')).resolves.toBe('on');
    await expect(endpointRow.getByTestId('webhook-state').textContent()).resolves.toBe('On');
    await expect(endpointRow.getByTestId('webhook-description-shown').textContent()).resolves.toBe(
      DESCRIPTION,
    );
    await expect(endpointRow.getByTestId('webhook-event').allTextContents()).resolves.toEqual(EVENT_LABELS);

    // a test message: the receiver gets it, signed with the secret, and the log says delivered (200)
    let before = received.length;
    await sendTest(page);
    const first = await nextTest(before);
    expect(first.answered).toBe(200);
    expect(() => verified(first, secret)).not.toThrow();
    expect(verified(first, secret).type).toBe('webhook.test');
    expect(() => verified(first, 'whsec_' + Buffer.from('not the secret').toString('base64'))).toThrow();
    const log = endpointRow.getByTestId('webhook-log');
    const firstDelivery = deliveryOf(log, first.id);
    // the log asks again by itself: pending turns into delivered without a reload
    await expect.poll(() => firstDelivery.getAttribute('data-status'), { timeout: 20_000 }).toBe('delivered');
    await expect(firstDelivery.getByTestId('webhook-delivery-status').textContent()).resolves.toBe(
      'Delivered',
    );
    await expect(firstDelivery.getByTestId('webhook-delivery-code').textContent()).resolves.toBe('200');
    await expect(firstDelivery.getByTestId('webhook-delivery-ms').textContent()).resolves.toMatch(/^\d+ ms$/);
    await expect(firstDelivery.getByTestId('webhook-delivery-attempts').textContent()).resolves.toBe('1');
    await expect(firstDelivery.getByTestId('webhook-delivery-event').textContent()).resolves.toBe(
      'webhook.test',
    );
    await firstDelivery.getByTestId('webhook-delivery-payload-toggle').click();
    const payload = (await firstDelivery.getByTestId('webhook-delivery-payload').textContent()) ?? '';
    expect(JSON.parse(payload)).toMatchObject({ type: 'webhook.test' });
    await shotPhoneAndDesktop(page, 'webhooks-log');

    // the website breaks: the next test fails with 500 (tried again later, or given up)
    answer = 500;
    before = received.length;
    await sendTest(page);
    const failing = await nextTest(before);
    expect(failing.answered).toBe(500);
    expect(failing.id).not.toBe(first.id);
    const failed = deliveryOf(log, failing.id);
    await expect.poll(() => failed.getAttribute('data-response'), { timeout: 20_000 }).toBe('500');
    expect(['pending', 'failed']).toContain(await failed.getAttribute('data-status'));
    await expect(failed.getByTestId('webhook-delivery-code').textContent()).resolves.toBe('500');
    await shot(page, 'webhooks-failed-desktop');

    // mended: "Resend" sends the same message, with the same webhook-id
    answer = 200;
    const callsBefore = callsWith(failing.id).length;
    const resent = page.waitForResponse(
      (r) => r.url().endsWith('/resend') && r.request().method() === 'POST',
    );
    await failed.getByTestId('webhook-delivery-resend').click();
    expect((await resent).status()).toBe(202);
    await expect
      .poll(() => callsWith(failing.id).filter((c) => c.answered === 200).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(callsWith(failing.id).length).toBeGreaterThan(callsBefore);
    const again = callsWith(failing.id).find((c) => c.answered === 200)!;
    expect(again.headers['webhook-id']).toBe(failing.headers['webhook-id']);
    expect(() => verified(again, secret)).not.toThrow();
    await expect.poll(() => failed.getAttribute('data-status'), { timeout: 20_000 }).toBe('delivered');
    await shotPhoneAndDesktop(page, 'webhooks-resent');

    // switched off and on again by its switch
    const toggle = page.locator(`label[for="webhook-enabled-${endpoint.id}"]`);
    await toggle.click();
    await expect.poll(() => endpointRow.getAttribute('data-state')).toBe('off');
    await expect(endpointRow.getByTestId('webhook-state').textContent()).resolves.toBe('Off');
    expect((await storedEndpoints()).find((e) => e.id === endpoint.id)?.enabled).toBe(false);
    await toggle.click();
    await expect.poll(() => endpointRow.getAttribute('data-state')).not.toBe('off');
    expect((await storedEndpoints()).find((e) => e.id === endpoint.id)?.enabled).toBe(true);

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('who else sees it, and in which language', () => {
  it('a member of the club has no Webhooks in the menu and is told the page is not theirs', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await signIn(page, server.url, 'player@sportzone.test');
    await page.goto(`${server.url}/organizer/organizations/${club.id}/menu`);
    await page.getByTestId('menu-page').waitFor();
    await expect(page.locator('[data-section="webhooks"]').count()).resolves.toBe(0);
    await page.goto(webhooksPath());
    await page.getByTestId('webhooks-not-allowed').waitFor();
    await expect(page.getByTestId('webhook-create').count()).resolves.toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('reads in Bulgarian', async () => {
    const { page, context, errors } = await openPage(browser, PHONE, { locale: 'bg-BG' });
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(webhooksPath());
    await page.getByTestId('webhooks-page').waitFor();
    await expect(page.getByTestId('page-title').textContent()).resolves.toBe('Уебхукове');
    await expect(
      page.getByTestId('workspace-tabs').locator('a[data-section="webhooks"]').textContent(),
    ).resolves.toBe('Уебхукове');
    const endpointRow = row(page);
    await endpointRow.waitFor();
    await expect(endpointRow.getByTestId('webhook-event').first().textContent()).resolves.toBe(
      'Начало на мач',
    );
    await endpointRow.getByTestId('webhook-log-toggle').click();
    await endpointRow.locator('[data-testid="webhook-delivery"][data-status="delivered"]').first().waitFor();
    await expect(endpointRow.getByTestId('webhook-delivery-status').first().textContent()).resolves.toBe(
      'Доставено',
    );
    await snap(page, 'webhooks-log-bg-phone');
    await page.getByTestId('webhook-create').first().click();
    await page.getByTestId('webhook-form').waitFor();
    await page.getByText('Всички събития').waitFor();
    await snap(page, 'webhooks-form-bg-phone');
    expect(await page.content()).not.toMatch(
      /webhooks\.(title|row|log|form|events|state|secret|remove)|organizer\.sections/,
    );
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('deleting it', () => {
  it('asks first, then nothing is left but the empty state', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await signIn(page, server.url, 'organizer@sportzone.test');
    await page.goto(webhooksPath());
    await row(page).waitFor();
    await row(page).getByTestId('webhook-delete').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('its delivery log is deleted too');
    await page.getByTestId('confirm-button').click();
    await dialog.waitFor({ state: 'detached' });
    await row(page).waitFor({ state: 'detached' });
    await page.getByTestId('webhooks-empty').waitFor();
    expect(await storedEndpoints()).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
