import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmbientDatabaseInTransactionError } from '../src/plugins/external/db';
import { demoFixture, realPath, type DemoRole, type Fixture } from './helpers/fixture';
import { openApi, operations, sample, seeded, WRITE_METHODS, type Operation } from './helpers/openapi';

/**
 * A query through the ambient database inside a transaction waited for the
 * transaction (PGlite has one connection) and every later request hung behind it. Now the only way into
 * a transaction is app.database.transaction(fn), inside which the ambient `db` throws; and every write
 * route runs here against a timeout, so a self-wait fails with the route's name instead of hanging.
 */

const TIMEOUT_MS = 5_000;

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

let f: Fixture;

beforeAll(async () => {
  f = await demoFixture();
}, 120_000);

afterAll(async () => {
  await f?.t.close();
});

/** inject, or a failure naming the request when it has not answered in TIMEOUT_MS */
async function answered(name: string, request: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    return await Promise.race([f.t.app.inject(request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function healthy(after: string) {
  const res = await answered(`GET /api/health after ${after}`, { method: 'GET', url: '/api/health' });
  expect(res.statusCode, `health after ${after}`).toBe(200);
}

describe('app.database.transaction', () => {
  it('refuses the ambient database inside a transaction, loudly and at once', async () => {
    const database = f.t.app.database;
    expect(database.inTransaction).toBe(false);
    await expect(database.transaction(async () => database.db)).rejects.toThrow(
      AmbientDatabaseInTransactionError,
    );
    // nor can a transaction open another one through the ambient database
    await expect(database.transaction(async () => database.transaction(async () => 1))).rejects.toThrow(
      AmbientDatabaseInTransactionError,
    );
    // the transaction's own executor works, and so does the ambient one afterwards
    const inside = await database.transaction(async (tx) => {
      expect(database.inTransaction).toBe(true);
      return rowsOf(await tx.execute(sql`select 1 as one`));
    });
    expect(inside).toEqual([{ one: 1 }]);
    expect(database.inTransaction).toBe(false);
    expect(rowsOf(await database.db.execute(sql`select 2 as two`))).toEqual([{ two: 2 }]);
  });

  it('answers a request to link a member to a user, and keeps answering', async () => {
    const club = f.ids.organizations![0]!.id;
    const created = await answered('POST member', {
      method: 'POST',
      url: `/api/organization/${club}/members`,
      headers: f.roles.organizer,
      payload: { firstName: 'Unlinked', lastName: 'Member' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const member = created.json() as { id: number };
    // a user who is no member of the club, by id (the issue's {"userId": 3})
    const current = await f.t.app.inject({ method: 'GET', url: '/api/user/current', headers: f.roles.user });
    const userId = (current.json() as { id: number }).id;
    const res = await answered(`PATCH /api/organization/${club}/members/${member.id}`, {
      method: 'PATCH',
      url: `/api/organization/${club}/members/${member.id}`,
      headers: f.roles.organizer,
      payload: { userId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, userId });
    await healthy('the member PATCH');
    // and the very body: user 3 (the demo player, a member of the club already) is a 409
    const literal = await answered('PATCH member {"userId": 3}', {
      method: 'PATCH',
      url: `/api/organization/${club}/members/${member.id}`,
      headers: { ...f.roles.organizer, 'content-type': 'application/json' },
      payload: '{"userId": 3}',
    });
    expect([200, 409], literal.body).toContain(literal.statusCode);
    await healthy('the literal request of the issue');
  });
});

/** the account deletions and the organization deletion last, so the others still find what they need */
const LAST = ['DELETE /api/organization/{organizationId}', 'DELETE /api/user/{id}', 'DELETE /api/user'];
const order = (op: Operation) =>
  (op.method === 'DELETE' ? 1 : 0) + (LAST.includes(op.name) ? 1 + LAST.indexOf(op.name) : 0);

describe('every write route answers in time', () => {
  it('runs each POST, PUT, PATCH and DELETE of the OpenAPI description as organizer and admin', async () => {
    const spec = await openApi(f.t.app);
    const writes = operations(spec)
      .filter((op) => WRITE_METHODS.has(op.method))
      .sort((a, b) => order(a) - order(b));
    expect(writes.length).toBeGreaterThan(40);
    const club = f.ids.organizations![0]!.id;
    const rng = seeded(11);
    const statuses: string[] = [];
    for (const op of writes) {
      const who: DemoRole[] = LAST.includes(op.name) ? ['organizer'] : ['organizer', 'admin'];
      for (const role of who) {
        await f.refresh();
        const url = realPath(f, op, club);
        const payload = op.body ? sample(spec, op.body, rng) : undefined;
        const res = await answered(`${op.name} as ${role} (${url})`, {
          method: op.method,
          url,
          headers: f.roles[role],
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        statuses.push(`${op.name} ${role} ${res.statusCode}`);
        expect(
          res.statusCode,
          `${op.name} as ${role}: ${JSON.stringify(payload)} → ${res.body}`,
        ).toBeLessThan(500);
      }
    }
    await healthy('every write route');
    // most of them did what they were asked (the rest are refusals of sampled bodies, not hangs)
    expect(statuses.filter((s) => / 2\d\d$/.test(s)).length, statuses.join('\n')).toBeGreaterThan(
      writes.length / 2,
    );
  }, 180_000);
});
