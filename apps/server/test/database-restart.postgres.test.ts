import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenFromRunningServer } from '../src/cli/token';
import { loadConfig } from '../src/config';
import {
  privatePostgresAvailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from './helpers/private-postgres';
import { exited, PUBLIC_URL, startServer, type ServerProcess } from './helpers/server-process';

/**
 * PostgreSQL restarts under a running server: the real server process on a PostgreSQL of the test's
 * own, stopped hard (`pg_ctl -m immediate`, a crash) while a transaction holds the match row and a
 * scorer's event waits for it, and again in the middle of plain scoring. The process must stay up,
 * scorers must get errors (never an acknowledgement) while the database is away, the next event must
 * be accepted within seconds of its return, and every acknowledged event must be stored exactly once.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Acked {
  seq: number;
  clientEventId: string;
}

/** A scorer as the console behaves: an event not acknowledged is sent again, same id, same seq. */
function scorer(url: string, headers: Record<string, string>, matchId: number) {
  const acked: Acked[] = [];
  const refusals: number[] = [];
  let stopped = false;
  let seq = 0;
  const done = (async () => {
    while (!stopped) {
      const clientEventId = randomUUID();
      for (;;) {
        if (stopped) return;
        const res = await fetch(`${url}/api/matches/${matchId}/events`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ clientEventId, seq, event: { type: 'point', side: 'home' } }),
        }).catch(() => null);
        if (res?.status === 200) {
          seq = ((await res.json()) as { seq: number }).seq;
          acked.push({ seq, clientEventId });
          break;
        }
        refusals.push(res?.status ?? 0);
        await res?.body?.cancel();
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  })();
  return {
    acked,
    refusals,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

const until = async (what: string, ok: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.runIf(privatePostgresAvailable())('a PostgreSQL restart does not stop the server', () => {
  it('keeps the process up, refuses while the database is away, loses nothing acknowledged', async () => {
    const database: PrivatePostgres = await startPrivatePostgres();
    cleanups.push(() => database.destroy());
    const dataDir = mkdtempSync(join(tmpdir(), 'sz-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const server: ServerProcess = await startServer(dataDir, database.url);
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL, DATABASE_URL: database.url });
    const token = await tokenFromRunningServer(config, { email: 'organizer@sportzone.test' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/matches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        sport: 'rally',
        format: { bestOf: 1, target: 9999 },
        home: { name: 'Home' },
        away: { name: 'Away' },
      }),
    });
    expect(created.status).toBe(201);
    const matchId = ((await created.json()) as { id: number }).id;

    const s = scorer(server.url, headers, matchId);
    await until('the first points', () => s.acked.length >= 10, 20_000);

    // 1. Another session holds the match row; the scorer's next event waits for it inside its
    // transaction (a pool client checked out). Then the database crashes.
    const holder = new pg.Client({ connectionString: database.url });
    holder.on('error', () => {});
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from matches where id = $1 for update', [matchId]);
    // Asked on another connection: inside a transaction pg_stat_activity is a snapshot.
    const observer = new pg.Client({ connectionString: database.url });
    observer.on('error', () => {});
    await observer.connect();
    const waiting = async () =>
      Number(
        (
          await observer.query(
            "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%matches%'",
          )
        ).rows[0].n,
      );
    const deadline = Date.now() + 10_000;
    while ((await waiting()) === 0) {
      if (Date.now() > deadline) throw new Error('the scorer never waited for the row lock');
      await new Promise((r) => setTimeout(r, 20));
    }
    await observer.end();
    const ackedBefore = s.acked.length;
    database.stop('immediate');
    await new Promise((r) => setTimeout(r, 1_500));
    // away: nothing acknowledged, errors answered, the process still there
    expect(server.child.exitCode, server.output.join('')).toBeNull();
    expect(s.acked.length).toBe(ackedBefore);
    expect(s.refusals.length).toBeGreaterThan(0);
    expect(new Set(s.refusals)).toEqual(new Set([503]));
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    await health.body?.cancel();
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, database: false });

    database.start();
    const back = Date.now();
    await until('an event accepted after the return', () => s.acked.length > ackedBefore, 10_000);
    const recoveredMs = Date.now() - back;
    console.log(`scoring accepted again ${recoveredMs} ms after PostgreSQL's return`);
    expect(recoveredMs).toBeLessThan(10_000);

    // 2. Crashes in the middle of plain scoring, three times.
    for (let round = 0; round < 3; round++) {
      const before = s.acked.length;
      await until('points between crashes', () => s.acked.length >= before + 15, 20_000);
      database.stop('immediate');
      await new Promise((r) => setTimeout(r, 300));
      expect(server.child.exitCode).toBeNull();
      database.start();
    }
    const last = s.acked.length;
    await until('points after the last crash', () => s.acked.length >= last + 10, 20_000);
    await s.stop();
    expect(server.child.exitCode).toBeNull();
    expect(server.output.join('')).not.toMatch(/Unhandled|uncaught/i);

    // Every acknowledged event is stored once, at its seq, and the stored ones run 1..n.
    const res = await fetch(`${server.url}/api/matches/${matchId}/events?pageSize=500`);
    expect(res.status).toBe(200);
    const stored = (await res.json()) as { items: { seq: number; clientEventId: string }[] };
    expect(stored.items.map((e) => e.seq)).toEqual(stored.items.map((_, i) => i + 1));
    const ids = stored.items.map((e) => e.clientEventId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of s.acked) expect(stored.items[a.seq - 1]?.clientEventId).toBe(a.clientEventId);
    expect(stored.items.length).toBe(s.acked.length);

    server.child.kill('SIGTERM');
    await exited(server.child);
    await holder.end().catch(() => {});
  }, 180_000);
});
