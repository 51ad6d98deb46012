import { createServer, type AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';
import { bearer, person } from './helpers/people';
import { mailText, startSmtp } from './helpers/smtp';

/** a port nothing listens on */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const call = (
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  headers: { authorization: string } | undefined,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    ...(headers ? { headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe(`invitations sent as real email (${TEST_DB})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let db: TestDatabase;
  let t: TestApp;
  let failing: TestApp;
  let owner: { authorization: string };
  let org: number;

  beforeAll(async () => {
    smtp = await startSmtp();
    db = await createTestDatabase();
    t = await createTestApp(
      {
        DEMO_DATA: 'true',
        SIMULATOR: 'false',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?from=${encodeURIComponent('Sportzone Clubs <clubs@sportzone.test>')}`,
      },
      db,
    );
    // a second app on the same database whose mail server is down
    failing = await createTestApp(
      { SIMULATOR: 'false', SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` },
      db,
    );
    owner = await bearer(t, 'organizer@sportzone.test');
    const res = await call(t, 'POST', '/api/organization', owner, { name: 'Mail Club' });
    org = res.json().id;
  });
  afterAll(async () => {
    await failing?.close();
    await t?.close();
    await db?.drop();
    await smtp?.close();
  });

  it('sends the invitation through SMTP_URL; the link in it accepts the invitation', async () => {
    const res = await call(t, 'POST', `/api/organization/${org}/invitations`, owner, {
      email: 'Mailed.Person@example.com',
      message: 'Bring your racket — and café ☕.',
      sendAsEmail: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sendAsEmail: true, emailStatus: 'sent' });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('clubs@sportzone.test');
    expect(mail.to).toEqual(['mailed.person@example.com']);
    expect(mail.raw).toMatch(/^Subject: Invitation to join Mail Club$/m);
    expect(mail.raw).toMatch(/^From: Sportzone Clubs <clubs@sportzone\.test>$/m);
    const text = mailText(mail.raw);
    expect(text).toContain('Bring your racket — and café ☕.');
    const link =
      /http:\/\/localhost:3000\/user\/organizations\/invitations\?invitation=(\d+)&token=([A-Za-z0-9_-]+)/.exec(
        text,
      );
    expect(link).not.toBeNull();
    expect(Number(link![1])).toBe(res.json().id);

    const admin = await bearer(t, 'admin@sportzone.test');
    const outbox = (await call(t, 'GET', '/api/admin/outbox?status=sent', admin)).json();
    expect(outbox.items[0]).toMatchObject({
      to: 'mailed.person@example.com',
      status: 'sent',
      error: null,
      referenceId: res.json().id,
    });
    expect(outbox.items[0].sentAt).not.toBeNull();

    const holder = await person(t, 'someone-else@example.com');
    const accepted = await call(t, 'PUT', `/api/invitation/${link![1]}/accept`, holder.headers, {
      token: link![2],
    });
    expect(accepted.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/organization/${org}`, holder.headers)).json().myRoles).toEqual([
      'member',
    ]);
  });

  it('mails an invitation to a user at their profile address', async () => {
    const invitee = await person(t, 'mail-user@example.com');
    const res = await call(t, 'POST', `/api/organization/${org}/invitations`, owner, {
      userId: invitee.user.id,
      message: 'Hello',
      sendAsEmail: true,
    });
    expect(res.json().emailStatus).toBe('sent');
    expect(smtp.received.at(-1)!.to).toEqual(['mail-user@example.com']);
    // not sent as email: no mail at all
    const count = smtp.received.length;
    const other = await person(t, 'no-mail@example.com');
    const quiet = await call(t, 'POST', `/api/organization/${org}/invitations`, owner, {
      userId: other.user.id,
      message: 'Hi',
    });
    expect(quiet.json().emailStatus).toBeNull();
    expect(smtp.received.length).toBe(count);
  });

  it('records a failed send in the outbox with the error; the invitation still exists', async () => {
    const failingOwner = await bearer(failing, 'organizer@sportzone.test');
    const res = await call(failing, 'POST', `/api/organization/${org}/invitations`, failingOwner, {
      email: 'unlucky@example.com',
      message: 'Hi',
      sendAsEmail: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', emailStatus: 'failed' });
    const admin = await bearer(t, 'admin@sportzone.test');
    const outbox = (await call(t, 'GET', '/api/admin/outbox?status=failed', admin)).json();
    expect(outbox.items).toHaveLength(1);
    expect(outbox.items[0]).toMatchObject({ to: 'unlucky@example.com', status: 'failed', sentAt: null });
    expect(outbox.items[0].error).toMatch(/ECONNREFUSED|connect/i);
    expect(outbox.items[0].text).toContain('token=');
  });
});
