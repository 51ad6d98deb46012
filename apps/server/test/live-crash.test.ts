import { randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { tokenFromRunningServer } from '../src/cli/token';
import { loadConfig } from '../src/config';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/db';
import { templateDir } from './helpers/paths';
import { exited as killed, PUBLIC_URL, startServer } from './helpers/server-process';

/**
 * The crash test: the real server process, killed with SIGKILL while scorers are posting, then started
 * again on the same data. Every event that was answered 200 must be there, in order, with its seq.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe(`after a crash every acknowledged event is still there (${TEST_DB})`, () => {
  it('SIGKILL mid-stream, restart on the same data', async () => {
    let database: TestDatabase | null = null;
    let dataDir: string;
    if (TEST_DB === 'postgres') {
      database = await createTestDatabase();
      dataDir = database.dataDir;
      cleanups.push(() => database!.drop());
    } else {
      // A copy of the migrated template, never opened by this process (PGlite has one owner).
      const root = inject('testRoot');
      dataDir = resolve(root, `crash-${randomUUID().slice(0, 8)}`);
      mkdirSync(dataDir, { recursive: true });
      cpSync(resolve(templateDir(root), 'pglite'), resolve(dataDir, 'pglite'), { recursive: true });
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    }
    const databaseUrl = database?.databaseUrl;

    let server = await startServer(dataDir, databaseUrl);
    cleanups.push(() => {
      server.child.kill('SIGKILL');
    });
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, DATABASE_URL: databaseUrl ?? '' });
    const token = await tokenFromRunningServer(config, { email: 'organizer@sportzone.test' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const matchIds: number[] = [];
    for (const name of ['Court 1', 'Court 2']) {
      const res = await fetch(`${server.url}/api/matches`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          sport: 'rally',
          format: { bestOf: 1, target: 9999 },
          home: { name: 'Home' },
          away: { name: 'Away' },
          court: name,
        }),
      });
      expect(res.status).toBe(201);
      matchIds.push(((await res.json()) as { id: number }).id);
    }

    // Two scorers post as fast as they can; each keeps what the server acknowledged.
    const acked = new Map<number, { seq: number; clientEventId: string; side: string }[]>(
      matchIds.map((id) => [id, []]),
    );
    const scorer = async (id: number, base: string) => {
      let seq = 0;
      for (let i = 0; ; i++) {
        const clientEventId = randomUUID();
        const side = i % 3 === 0 ? 'away' : 'home';
        let res: Response;
        try {
          res = await fetch(`${base}/api/matches/${id}/events`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ clientEventId, seq, event: { type: 'point', side } }),
          });
        } catch {
          return; // the server is gone
        }
        if (res.status !== 200) return;
        const body = (await res.json()) as { seq: number };
        acked.get(id)!.push({ seq: body.seq, clientEventId, side });
        seq = body.seq;
      }
    };
    const scorers = matchIds.map((id) => scorer(id, server.url));
    const total = () => [...acked.values()].reduce((n, list) => n + list.length, 0);
    while (total() < 60) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    await Promise.all(scorers);
    await killed(server.child);
    expect(server.child.signalCode).toBe('SIGKILL');

    server = await startServer(dataDir, databaseUrl);
    for (const id of matchIds) {
      const mine = acked.get(id)!;
      expect(mine.length).toBeGreaterThan(0);
      const res = await fetch(`${server.url}/api/matches/${id}/events?pageSize=500`);
      expect(res.status).toBe(200);
      const stored = (await res.json()) as {
        items: { seq: number; clientEventId: string; event: { side: string } }[];
        totalCount: number;
      };
      // every acknowledged event, at its seq; at most the one in flight more
      for (const a of mine) {
        expect(stored.items[a.seq - 1]).toMatchObject({
          seq: a.seq,
          clientEventId: a.clientEventId,
          event: { side: a.side },
        });
      }
      expect(stored.items.map((e) => e.seq)).toEqual(stored.items.map((_, i) => i + 1));
      expect(stored.totalCount - mine.length).toBeLessThanOrEqual(1);
      const match = (await (await fetch(`${server.url}/api/matches/${id}`)).json()) as {
        seq: number;
        summary: { eventCount: number };
      };
      expect(match.seq).toBe(stored.totalCount);
      expect(match.summary.eventCount).toBe(stored.totalCount);
      // and scoring carries on from there
      const next = await fetch(`${server.url}/api/matches/${id}/events`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          clientEventId: randomUUID(),
          seq: match.seq,
          event: { type: 'point', side: 'home' },
        }),
      });
      expect(next.status).toBe(200);
    }
    server.child.kill('SIGTERM');
    await killed(server.child);
  }, 180_000);
});
