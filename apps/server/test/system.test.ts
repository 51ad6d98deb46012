import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helpers/app';
import { TEST_DB } from './helpers/db';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`system routes on ${TEST_DB}`, () => {
  it('reports the database in /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ kind: TEST_DB, ok: true });
    expect(body.redis).toBeUndefined();
  });

  it.runIf(process.env.TEST_REDIS !== '0')('reports Redis too when REDIS_URL is set', async () => {
    const withRedis = await createTestApp({
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
    try {
      const body = (await withRedis.app.inject({ method: 'GET', url: '/api/health' })).json();
      expect(body.status).toBe('ok');
      expect(body.redis.ok).toBe(true);
    } finally {
      await withRedis.close();
    }
  });

  it('gives the browser its sign-in configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      apiBase: 'http://localhost:3000',
      oidc: { authority: 'http://localhost:3000/oidc', clientId: 'sportzone-web', embedded: true },
    });
  });

  it('serves the OpenAPI description built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/current',
        '/api/user',
        '/api/user/{id}',
        '/api/admin/user-requests',
        '/api/organization/{organizationId}/users',
      ]),
    );
    expect(doc.paths['/api/user/{id}'].patch.requestBody).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('answers unknown API routes with a JSON 404 and sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'route_not_found' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses user calls without a token (401) and with a forged one (401)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/current' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(
      'You are not logged in or your session has expired. Please login and try again.',
    );
  });

  it('rejects malformed JSON and oversized bodies with 4xx, not 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('allows CORS only for configured origins', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const other = await createTestApp({ CORS_ORIGINS: 'https://club.example.com' });
    try {
      const ok = await other.app.inject({
        method: 'OPTIONS',
        url: '/api/health',
        headers: { origin: 'https://club.example.com', 'access-control-request-method': 'GET' },
      });
      expect(ok.headers['access-control-allow-origin']).toBe('https://club.example.com');
    } finally {
      await other.close();
    }
  });

  it('keeps tokens that travel in query strings out of the request log', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      database: t.db.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await app.ready();
      await app.inject({ method: 'GET', url: '/api/invitation/token?token=s3cret-guest&x=1' });
      await app.inject({ method: 'GET', url: '/authorization-response?code=s3cret-code&state=s3cret-state' });
      const logged = lines.join('');
      expect(logged).toContain('token=[redacted]&x=1');
      expect(logged).toContain('code=[redacted]');
      expect(logged).not.toMatch(/s3cret/);
    } finally {
      await app.close();
    }
  });

  it('serves the web app: compressed hashed assets cached for a year, index.html for client routes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sz-web-'));
    mkdirSync(join(dist, 'assets'));
    const script = 'console.log("sportzone");'.repeat(100);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sportzone</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    const web = await createTestApp({ WEB_DIST: dist }, t.db);
    try {
      const br = await web.app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(br.rawPayload.length).toBeLessThan(script.length / 10);
      const plain = await web.app.inject({ url: '/assets/app-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      const route = await web.app.inject({ url: '/live/match/7', headers: { accept: 'text/html' } });
      expect(route.statusCode).toBe(200);
      expect(route.headers['cache-control']).toBe('no-cache');
      expect(route.body).toContain('<title>Sportzone</title>');
      const api = await web.app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
    } finally {
      await web.app.close();
    }
  });
});
