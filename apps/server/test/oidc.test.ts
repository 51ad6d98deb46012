import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { findAccountByEmail } from '@sportzone/db';
import { signUp } from '../src/plugins/external/oidc/accounts';
import { loadCookieKeys } from '../src/plugins/external/oidc/keys';
import { accountOfResetToken, createResetToken } from '../src/plugins/external/oidc/password-reset';
import { createTestApp } from './helpers/app';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';

/**
 * The embedded OpenID Connect provider driven like a browser (fetch, a cookie jar, manual redirects)
 * against a listening app. PUBLIC_URL stays http://localhost:3000 while the app listens on a random
 * port: loopback redirect URIs of any port are accepted, and the issuer/audience come from PUBLIC_URL.
 */
const PUBLIC_URL = 'http://localhost:3000';
const ISSUER = `${PUBLIC_URL}/oidc`;
const AUDIENCE = `${PUBLIC_URL}/api`;
const CLIENT_ID = 'sportzone-web';
const SCOPE = 'openid profile email offline_access sportzone.user sportzone.read';

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** A tiny browser: cookies by name and path, redirects followed by hand. */
class Browser {
  private cookies = new Map<string, Cookie>();
  constructor(public base: string) {}

  cookieHeader(url: string): string {
    const path = new URL(url).pathname;
    return [...this.cookies.values()]
      .filter(
        (c) =>
          path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/',
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  names(): string[] {
    return [...this.cookies.values()].map((c) => c.name);
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, this.base).href;
    const headers = new Headers(init.headers);
    const cookie = [headers.get('cookie'), this.cookieHeader(absolute)].filter(Boolean).join('; ');
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(absolute, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired =
        attrs.some((a) => /^expires=thu, 01 jan 1970/i.test(a)) || attrs.some((a) => /^max-age=0$/i.test(a));
      if (!value || expired) this.cookies.delete(`${name}|${path}`);
      else this.cookies.set(`${name}|${path}`, { name, value, path });
    }
    return res;
  }

  post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Follows redirects until one leaves for `stopAt` (returned) or a page is shown (returned). */
  async follow(res: Response, stopAt: string): Promise<{ res: Response; location?: string }> {
    let current = res;
    for (let i = 0; i < 10; i++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { res: current };
      const next = new URL(location, this.base).href;
      if (next.startsWith(stopAt)) return { res: current, location: next };
      current = await this.request(next);
    }
    throw new Error('too many redirects');
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
}

let db: TestDatabase;
let app: FastifyInstance;
let base: string;

const env = () => ({
  PUBLIC_URL,
  DATA_DIR: db.dataDir,
  ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'true',
});

/** A whole app that opens the database itself (so closing it and starting again is a real restart). */
async function start(): Promise<void> {
  app = await buildApp({ config: loadConfig(env()), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const redirectUri = () => `${base}/authorization-response`;

function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri(),
    scope: SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    prompt: 'consent',
    resource: AUDIENCE,
    ...extra,
  });
  return `/oidc/auth?${q}`;
}

/** GET /oidc/auth → the interaction page (sign-in or sign-up form). */
async function openSignIn(
  browser: Browser,
  challenge: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const first = await browser.request(authorizeUrl(challenge, extra), { headers });
  expect(first.status).toBe(303);
  const pageUrl = new URL(first.headers.get('location')!, base).href;
  expect(pageUrl).toMatch(/\/oidc\/interaction\/[\w-]+$/);
  const page = await browser.request(pageUrl, { headers });
  const html = await page.text();
  return { page, html, pageUrl };
}

const actionOf = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';

async function exchangeCode(code: string, verifier: string): Promise<Tokens> {
  const res = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(),
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Tokens;
}

async function refresh(refreshToken: string) {
  return fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT_ID,
    }),
  });
}

/** The whole sign-in: authorize → form → POST → redirects (login, automatic consent) → code → tokens. */
async function signIn(email: string, password: string, browser = new Browser(base)) {
  const { verifier, challenge } = pkce();
  const { html } = await openSignIn(browser, challenge);
  const posted = await browser.post(actionOf(html), { email, password });
  const { location } = await browser.follow(posted, redirectUri());
  expect(location, 'redirected back to the web app with a code').toBeDefined();
  const url = new URL(location!);
  expect(url.searchParams.get('iss')).toBe(ISSUER);
  const tokens = await exchangeCode(url.searchParams.get('code')!, verifier);
  return { tokens, browser };
}

const currentUser = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user/current', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  db = await createTestDatabase();
  // The apps below open the database themselves; an embedded folder must have one owner at a time.
  if (TEST_DB === 'pglite') await db.database.close();
  await start();
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe(`embedded OpenID Connect provider on ${TEST_DB}`, () => {
  let admin: Tokens;

  it('publishes discovery and keys under /oidc with the PUBLIC_URL issuer', async () => {
    const res = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const discovery = (await res.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(ISSUER);
    expect(discovery.authorization_endpoint).toBe(`${base}/oidc/auth`);
    expect(discovery.token_endpoint).toBe(`${base}/oidc/token`);
    expect(discovery.jwks_uri).toBe(`${base}/oidc/jwks`);
    expect(discovery.end_session_endpoint).toBe(`${base}/oidc/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['roles', 'email', 'name']));

    const jwks = (await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    // the API verifies with exactly these public keys
    expect(await app.embeddedIssuer!.publicJwks()).toEqual(jwks);
  });

  it('signs a demo admin in with code + PKCE: roles in the id_token, a JWT access token the API accepts', async () => {
    const { tokens } = await signIn('admin@sportzone.test', DEMO_PASSWORD);
    admin = tokens;
    expect(tokens.refresh_token, 'offline_access with prompt=consent gives a refresh token').toBeTruthy();
    expect(tokens.expires_in).toBe(12 * 60 * 60);
    expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['sportzone.user', 'sportzone.read']));

    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({
      iss: ISSUER,
      aud: CLIENT_ID,
      roles: ['Admin', 'User'],
      email: 'admin@sportzone.test',
      email_verified: true,
      given_name: 'Georgi',
      family_name: 'Petrov',
    });
    expect((id.exp as number) - (id.iat as number)).toBe(60 * 60);

    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const at = decodeJwt(tokens.access_token);
    expect(at).toMatchObject({
      iss: ISSUER,
      aud: AUDIENCE,
      sub: id.sub,
      client_id: CLIENT_ID,
      roles: ['Admin', 'User'],
      email: 'admin@sportzone.test',
    });

    const me = await currentUser(tokens.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'admin@sportzone.test',
      roles: ['Admin', 'User'],
      firstName: 'Georgi',
    });
  });

  it('gives each demo account its roles', async () => {
    const expected: Record<string, string[]> = {
      'organizer@sportzone.test': ['Organizer', 'User'],
      'player@sportzone.test': ['Player', 'User'],
      'user@sportzone.test': ['User'],
    };
    for (const [email, roles] of Object.entries(expected)) {
      const { tokens } = await signIn(email, DEMO_PASSWORD);
      expect(decodeJwt(tokens.id_token).roles).toEqual(roles);
      expect(decodeJwt(tokens.access_token).roles).toEqual(roles);
    }
  });

  it('refreshes with the refresh token (rotated) and the new access token works', async () => {
    const res = await refresh(admin.refresh_token!);
    expect(res.status).toBe(200);
    const next = (await res.json()) as Tokens;
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(admin.refresh_token);
    expect(decodeJwt(next.access_token)).toMatchObject({ aud: AUDIENCE, roles: ['Admin', 'User'] });
    expect((await currentUser(next.access_token)).statusCode).toBe(200);
    admin = { ...next, access_token: admin.access_token };
  });

  it('shows a wrong password on the page (no 500) and starts no session', async () => {
    const browser = new Browser(base);
    const { verifier: _v, challenge } = pkce();
    const { html } = await openSignIn(browser, challenge);
    const res = await browser.post(actionOf(html), {
      email: 'admin@sportzone.test',
      password: 'not-the-password',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('The email or password is not correct.');
    expect(page).toContain('value="admin@sportzone.test"');

    // prompt=none only succeeds with a session: there is none
    const silent = await browser.request(authorizeUrl(pkce().challenge, { prompt: 'none', scope: 'openid' }));
    expect(silent.status).toBe(303);
    const back = new URL(silent.headers.get('location')!);
    expect(back.href.startsWith(redirectUri())).toBe(true);
    expect(back.searchParams.get('error')).toBe('login_required');
    expect(back.searchParams.get('code')).toBeNull();

    const unknown = await browser.post(actionOf(html), {
      email: 'nobody@sportzone.test',
      password: 'whatever-123',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('The email or password is not correct.');
    const empty = await browser.post(actionOf(html), { email: '', password: '' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Enter your email and password.');
  });

  it('renders the pages without scripts, in English or Bulgarian (ui_locales, cookie, Accept-Language, switch)', async () => {
    const en = await openSignIn(new Browser(base), pkce().challenge);
    expect(en.page.status).toBe(200);
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('Create an account');
    // one script, from this origin (show password); never an inline one
    expect(en.html.match(/<script[^>]*>/gi)).toEqual(['<script src="/oidc/assets/sign-in.js" defer>']);
    const script = await fetch(`${base}/oidc/assets/sign-in.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('data-show-password');
    expect(en.html).toContain(
      '<label class="reveal" hidden><input type="checkbox" data-show-password>Show password',
    );
    expect(en.html).toMatch(
      /<a class="small-link" href="\/oidc\/password\/forgot\?lang=en&amp;uid=[\w-]+">Forgot password\?<\/a>/,
    );
    expect(en.html).toContain('← Back to Sportzone');
    expect(en.html).toContain('fill="#0b55dd"'); // the app's logo and colour
    const csp = en.page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/form-action 'self'[^;]*http:\/\/127\.0\.0\.1:\d+/);

    const viaParam = await openSignIn(new Browser(base), pkce().challenge, { ui_locales: 'bg-BG en' });
    expect(viaParam.html).toContain('<html lang="bg">');
    expect(viaParam.html).toContain('Вход');
    expect(viaParam.html).toContain('Създайте профил');

    const viaCookie = await openSignIn(new Browser(base), pkce().challenge, {}, { cookie: 'spz_locale=bg' });
    expect(viaCookie.html).toContain('<html lang="bg">');

    const viaHeader = await openSignIn(
      new Browser(base),
      pkce().challenge,
      {},
      { 'accept-language': 'bg-BG,bg;q=0.9,en;q=0.8' },
    );
    expect(viaHeader.html).toContain('<html lang="bg">');

    const browser = new Browser(base);
    const { html } = await openSignIn(browser, pkce().challenge);
    const switchHref = /<p class="lang"><a href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(switchHref).toContain('lang=bg');
    const switched = await browser.request(switchHref!);
    expect(await switched.text()).toContain('<html lang="bg">');
  });

  it('signs up a new account (screen=signup first), validates on the page, then signs in without a profile', async () => {
    const browser = new Browser(base);
    const { verifier, challenge } = pkce();
    const { html, page } = await openSignIn(browser, challenge, { screen: 'signup' });
    expect(page.status).toBe(200);
    expect(html).toContain('Repeat password');
    const action = actionOf(html);
    expect(action).toMatch(/\/signup$/);

    const cases: [Record<string, string>, number, string][] = [
      [
        { email: 'not-an-email', password: 'long enough 1', password2: 'long enough 1' },
        400,
        'Enter a valid email address.',
      ],
      [{ email: 'new@example.com', password: 'short', password2: 'short' }, 400, 'at least 8 characters'],
      [
        { email: 'new@example.com', password: 'long enough 1', password2: 'long enough 2' },
        400,
        'The passwords do not match.',
      ],
      [
        { email: 'Admin@Sportzone.test', password: 'long enough 1', password2: 'long enough 1' },
        409,
        'An account with this email already exists.',
      ],
    ];
    for (const [form, status, message] of cases) {
      const res = await browser.post(action, form);
      expect(res.status).toBe(status);
      expect(await res.text()).toContain(message);
    }

    const created = await browser.post(action, {
      email: 'New.Person@Example.com',
      password: 'long enough 1',
      password2: 'long enough 1',
    });
    const { location } = await browser.follow(created, redirectUri());
    expect(location).toBeDefined();
    const tokens = await exchangeCode(new URL(location!).searchParams.get('code')!, verifier);
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({ email: 'new.person@example.com', roles: [] });
    expect(decodeJwt(tokens.access_token).roles).toEqual([]);
    // no user profile yet: SPEC §4 "404 on current user means the user is not yet created"
    expect((await currentUser(tokens.access_token)).statusCode).toBe(404);

    // and the new password works on the sign-in form
    const again = await signIn('new.person@example.com', 'long enough 1');
    expect(decodeJwt(again.tokens.id_token).sub).toBe(id.sub);
  });

  it('resets a forgotten password by an emailed link that works once and for one hour', async () => {
    const email = `forgot-${randomBytes(4).toString('hex')}@sportzone.test`;
    const created = await signUp(app.database.db, {
      email,
      password: 'old-password-1',
      repeat: 'old-password-1',
    });
    expect(created.ok).toBe(true);
    const browser = new Browser(base);
    const { html } = await openSignIn(browser, pkce().challenge);
    const forgotHref = /href="(\/oidc\/password\/forgot[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
    const forgot = await browser.request(forgotHref);
    expect(forgot.status).toBe(200);
    const forgotHtml = await forgot.text();
    expect(forgotHtml).toContain('Reset your password');
    const uid = /name="uid" value="([\w-]+)"/.exec(forgotHtml)![1]!;
    expect(forgotHtml).toContain(`/oidc/interaction/${uid}?lang=en`); // back to this sign-in

    const bad = await browser.post('/oidc/password/forgot', { email: 'not-an-email', lang: 'en' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter a valid email address.');

    // The same answer whether or not the address has an account.
    const unknown = await browser.post('/oidc/password/forgot', {
      email: 'nobody-here@sportzone.test',
      lang: 'en',
      uid,
    });
    const known = await browser.post('/oidc/password/forgot', { email, lang: 'en', uid });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const [knownText, unknownText] = [await known.text(), await unknown.text()];
    expect(knownText).toBe(unknownText);
    expect(knownText).toContain('Check your email');

    // The mail (kept in the outbox: no SMTP here) carries the link.
    let mail: { to: string; text: string; subject: string } | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      const box = await app.mail.outbox({ page: 1, pageSize: 20, searchTerm: email });
      mail = box.items.find((m) => m.kind === 'password-reset' && m.to === email);
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail?.subject).toBe('Reset your Sportzone password');
    const outboxAll = await app.mail.outbox({ page: 1, pageSize: 100, searchTerm: 'nobody-here' });
    expect(outboxAll.items).toHaveLength(0);
    const link = /http:\/\/localhost:3000(\/oidc\/password\/reset\?\S+)/.exec(mail!.text)![1]!;

    const form = await browser.request(link);
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain('Choose a new password');
    const token = /name="token" value="([^"]+)"/.exec(formHtml)![1]!;
    const choose = (password: string, password2 = password) =>
      browser.post('/oidc/password/reset', { token, password, password2, lang: 'en' });
    const mismatch = await choose('new-password-2', 'something-else');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The passwords do not match.');
    const done = await choose('new-password-2');
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('Your password has been changed');
    expect(doneHtml).toContain('href="http://localhost:3000/login"');

    // the old password no longer works, the new one does
    const fresh = new Browser(base);
    const page = await openSignIn(fresh, pkce().challenge);
    const refused = await fresh.post(actionOf(page.html), { email, password: 'old-password-1' });
    expect(refused.status).toBe(400);
    const { tokens } = await signIn(email, 'new-password-2');
    expect(decodeJwt(tokens.id_token).email).toBe(email);

    // the link worked once; a forged or expired one never
    const again = await browser.request(link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This link has expired');
    const reused = await choose('third-password-3');
    expect(reused.status).toBe(400);
    const account = (await findAccountByEmail(app.database.db, email))!;
    const forged = `${account.id}.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
    expect((await browser.request(`/oidc/password/reset?token=${forged}`)).status).toBe(400);
    const key = (await loadCookieKeys(app.database.db))[0]!;
    const stale = createResetToken(key, account, Date.now() - 2 * 60 * 60 * 1000);
    expect(await accountOfResetToken(app.database.db, key, stale)).toBeNull();
    expect((await accountOfResetToken(app.database.db, key, createResetToken(key, account)))?.id).toBe(
      account.id,
    );
    expect((await browser.request(`/oidc/password/reset?token=${encodeURIComponent(stale)}`)).status).toBe(
      400,
    );

    // in Bulgarian too
    const bg = await browser.request('/oidc/password/forgot?lang=bg');
    expect(await bg.text()).toContain('<h1>Нова парола</h1>');
  });

  it('refuses redirect URIs that are neither registered nor loopback', async () => {
    const res = await fetch(
      `${base}${authorizeUrl(pkce().challenge, { redirect_uri: 'https://evil.example/authorization-response' })}`,
      {
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('redirect_uri');
    expect(page).not.toMatch(/<script/i);
    const wrongPath = await fetch(
      `${base}${authorizeUrl(pkce().challenge, { redirect_uri: `${base}/elsewhere` })}`,
      { redirect: 'manual' },
    );
    expect(wrongPath.status).toBe(400);
  });

  it('signs out through the end-session page (a plain form) back to the web app', async () => {
    const { tokens, browser } = await signIn('user@sportzone.test', DEMO_PASSWORD);
    const q = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${base}/login`,
      state: 'bye',
    });
    const page = await browser.request(`/oidc/session/end?${q}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign out of Sportzone?');
    expect(html).not.toMatch(/<script/i);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const action = /id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(xsrf && action).toBeTruthy();
    const done = await browser.post(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${base}/login?state=bye`);
    // the session is gone
    const silent = await browser.request(authorizeUrl(pkce().challenge, { prompt: 'none', scope: 'openid' }));
    expect(new URL(silent.headers.get('location')!).searchParams.get('error')).toBe('login_required');
  });

  it('survives a restart: the refresh token still works and the old access token is still accepted', async () => {
    await app.close();
    await start();
    expect((await currentUser(admin.access_token)).statusCode).toBe(200);
    const res = await refresh(admin.refresh_token!);
    expect(res.status).toBe(200);
    const next = (await res.json()) as Tokens;
    expect((await currentUser(next.access_token)).statusCode).toBe(200);
    // and the demo data was not created twice
    const again = await signIn('admin@sportzone.test', DEMO_PASSWORD);
    expect(decodeJwt(again.tokens.id_token).sub).toBe(decodeJwt(admin.id_token).sub);
  });

  it('counts only failed sign-ins against the limit', async () => {
    for (let i = 0; i < 12; i++) {
      const ok = await signIn('organizer@sportzone.test', DEMO_PASSWORD);
      expect(decodeJwt(ok.tokens.id_token).sub).toBeTruthy();
    }
  });

  it('rate limits the sign-in form with a page, not JSON', async () => {
    const browser = new Browser(base);
    const { html } = await openSignIn(browser, pkce().challenge);
    const action = actionOf(html);
    let last: Response | undefined;
    for (let i = 0; i < 11; i++)
      last = await browser.post(action, { email: 'admin@sportzone.test', password: `wrong-${i}` });
    expect(last!.status).toBe(429);
    expect(last!.headers.get('content-type')).toContain('text/html');
    expect(await last!.text()).toContain('Too many attempts.');
  });
});

describe(`embedded provider with a public PUBLIC_URL on ${TEST_DB}`, () => {
  it('accepts only the redirect URIs derived from PUBLIC_URL (no loopback ports) and keeps the mount path', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://sportzone.example' });
    try {
      const authorize = (redirect: string) =>
        t.app.inject({
          method: 'GET',
          url: `/oidc/auth?${new URLSearchParams({
            client_id: CLIENT_ID,
            response_type: 'code',
            redirect_uri: redirect,
            scope: 'openid',
            code_challenge: pkce().challenge,
            code_challenge_method: 'S256',
          })}`,
          headers: { host: 'sportzone.example' },
        });
      const ok = await authorize('https://sportzone.example/authorization-response');
      expect(ok.statusCode).toBe(303);
      expect(ok.headers.location).toMatch(/^\/oidc\/interaction\//);
      const loopback = await authorize('http://127.0.0.1:5173/authorization-response');
      expect(loopback.statusCode).toBe(400);
      expect(loopback.body).toContain('invalid_redirect_uri');

      const discovery = await t.app.inject({
        method: 'GET',
        url: '/oidc/.well-known/openid-configuration',
        headers: { host: 'sportzone.example', 'x-forwarded-proto': 'https' },
      });
      expect(discovery.json()).toMatchObject({ issuer: 'https://sportzone.example/oidc' });
      expect(discovery.json().token_endpoint).toMatch(/\/oidc\/token$/);
    } finally {
      await t.close();
    }
  });
});
