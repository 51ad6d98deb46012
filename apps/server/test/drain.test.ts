import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { LIVE_CLOSE } from '@sportzone/contracts';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { LiveClient } from '../bench/live-client';
import { tokenFromRunningServer } from '../src/cli/token';
import { loadConfig } from '../src/config';
import { SHUTDOWN_LIMIT_MS } from '../src/plugins/app/lifecycle';
import { createTestDatabase, TEST_DB } from './helpers/db';
import { templateDir } from './helpers/paths';
import { exited, PUBLIC_URL, startServer } from './helpers/server-process';

/**
 * SIGTERM drains, as a rolling restart needs: readiness turns false at once while the instance still
 * serves for the notice, then it stops accepting, tells its viewers to reconnect (close 1001: they
 * resume elsewhere from their last seq) and exits cleanly within the bound.
 */
const NOTICE_MS = 1500;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`SIGTERM drains the instance (${TEST_DB})`, () => {
  it('is not ready at once, serves through the notice, closes its viewers, exits in time', async () => {
    let databaseUrl: string | undefined;
    let dataDir: string;
    if (TEST_DB === 'postgres') {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      databaseUrl = database.databaseUrl;
      dataDir = database.dataDir;
    } else {
      // A copy of the migrated template, never opened by this process (PGlite has one owner).
      const root = inject('testRoot');
      dataDir = resolve(root, `drain-${randomUUID().slice(0, 8)}`);
      mkdirSync(dataDir, { recursive: true });
      cpSync(resolve(templateDir(root), 'pglite'), resolve(dataDir, 'pglite'), { recursive: true });
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    }
    const server = await startServer(dataDir, databaseUrl, { DRAIN_NOTICE_MS: String(NOTICE_MS) });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, DATABASE_URL: databaseUrl ?? '' });
    const token = await tokenFromRunningServer(config, { email: 'organizer@sportzone.test' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ sport: 'rally', home: { name: 'Home' }, away: { name: 'Away' } }),
    });
    expect(created.status).toBe(201);
    const matchId = ((await created.json()) as { id: number }).id;
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: true, bus: 'in-process', draining: false });

    const viewer = await LiveClient.open(`${server.url.replace('http', 'ws')}/api/live`);
    viewer.send({ type: 'subscribe', topic: `match:${matchId}` });
    await viewer.until((ms) => ms.some((m) => m.type === 'snapshot'));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const draining = await fetch(`${server.url}/api/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ ready: false, draining: true });
    // still serving during the notice: a point is accepted and reaches the viewer
    const point = await fetch(`${server.url}/api/matches/${matchId}/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ clientEventId: randomUUID(), seq: 0, event: { type: 'point', side: 'home' } }),
    });
    expect(point.status).toBe(200);
    await viewer.until((ms) => ms.some((m) => m.type === 'match' && m.seq === 1));
    expect(viewer.closed).toBeNull();

    await viewer.until(() => viewer.closed !== null, NOTICE_MS + 5_000, 'the viewer told to reconnect');
    expect(viewer.closed?.code).toBe(LIVE_CLOSE.goingAway);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(NOTICE_MS - 100);
    await exited(server.child);
    expect(server.child.exitCode).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_LIMIT_MS);
    console.log(`drained and exited ${Date.now() - signalled} ms after SIGTERM (notice ${NOTICE_MS} ms)`);
  }, 180_000);
});
