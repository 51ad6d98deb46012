import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLES, demoFixture, idKindOf, type Fixture } from './helpers/fixture';
import {
  deref,
  openApi,
  operations,
  sample,
  seeded,
  typesOf,
  walk,
  type Operation,
  type Rng,
  type Schema,
  type Spec,
} from './helpers/openapi';

/**
 * A seeded fuzzer driven by the app's own OpenAPI description. For every operation it sends
 * requests built from the schemas — valid ones, and invalid ones (boundary and infinite numbers, NUL
 * characters, huge strings, wrong types, missing fields, wrong content types) — with no token, a garbage
 * token and each demo account, path ids real and random. Any 5xx, or an answer slower than 5 s, fails
 * the test with the operation and the request. Fixed seed and request budget (FUZZ_SEED and
 * FUZZ_PER_OPERATION explore further).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 30);
const TIMEOUT_MS = 5_000;

const CALLERS = ['anonymous', 'garbage', ...DEMO_ROLES] as const;
type Caller = (typeof CALLERS)[number];

const BAD_NUMBERS = [
  '0',
  '-1',
  '2147483648',
  '-2147483649',
  '1e999',
  'Infinity',
  '-Infinity',
  'NaN',
  '1.5',
  'abc',
  '',
];
const TRICKY_STRINGS = [
  '\\',
  'abc\\',
  '%',
  '_',
  "O'Brien",
  '"',
  '\uD800',
  ' ',
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
];
/** dates the schema's format may let through but a database or Date cannot hold */
const TRICKY_DATES = ['0000-01-01', '0001-01-01', '9999-12-31', '2023-02-29', '2024-02-29', '1900-02-29'];
const TRICKY_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31T23:59:59.999-14:00',
  '2016-12-31T23:59:60Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01 10:00:00Z',
];
const DATE_LIKE = /^\d{4}-\d{2}-\d{2}/;
const trickyDate = (rng: Rng, like: string) => rng.pick(like.length > 10 ? TRICKY_DATE_TIMES : TRICKY_DATES);

/** every date-looking string of a body replaced by a tricky one */
function trickDates(rng: Rng, value: unknown): unknown {
  if (typeof value === 'string') return DATE_LIKE.test(value) ? trickyDate(rng, value) : value;
  if (Array.isArray(value)) return value.map((v) => trickDates(rng, v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trickDates(rng, v)]));
  return value;
}

const BAD_VALUES: unknown[] = [
  0,
  -1,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  1.5,
  '',
  'a\u0000b',
  '\u0000',
  'x'.repeat(100_000),
  '1e999',
  'Infinity',
  true,
  null,
  [],
  [1, 'a'],
  {},
  { nested: { deeper: ['x'] } },
  // what SQL, dates and encodings might choke on
  ...TRICKY_STRINGS,
];

let f: Fixture;
let spec: Spec;

beforeAll(async () => {
  f = await demoFixture();
  spec = await openApi(f.t.app);
}, 120_000);

afterAll(async () => {
  await f?.t.close();
});

function headersOf(caller: Caller): Record<string, string> {
  if (caller === 'anonymous') return {};
  if (caller === 'garbage') return { authorization: 'Bearer not.a.token' };
  return f.roles[caller];
}

const BODY_IDS: Record<string, string> = {
  userId: 'users',
  scorerId: 'users',
  organizationId: 'organizations',
  parentId: 'organizations',
  playerId: 'players',
  teamId: 'teams',
  formationId: 'teams',
};

/** a real id for a body property (`userId`, `playerIds` …), mostly */
const bodyId = (rng: Rng) => (property: string) => {
  const rows = BODY_IDS[property] ? f.ids[BODY_IDS[property]] : undefined;
  return rows && rows.length > 0 && rng.chance(0.8) ? rng.pick(rows).id : undefined;
};

/** a path id: mostly a real one of the right kind, sometimes any real one or a random number */
function pathValue(rng: Rng, op: Operation, name: string, schema: Schema): string {
  if (name === 'kind' || name === 'role') return String(sample(spec, schema, rng));
  const kind = idKindOf(op.path, name);
  const rows = kind ? (f.ids[kind] ?? []) : [];
  if (rows.length > 0 && rng.chance(0.8)) return String(rng.pick(rows).id);
  return String(rng.int(1, 500));
}

interface Built {
  method: Operation['method'];
  url: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  payload?: string | object | Buffer;
  what: string;
}

function validRequest(rng: Rng, op: Operation, caller: Caller): Built {
  let url = op.path;
  for (const p of op.pathParams)
    url = url.replace(`{${p.name}}`, encodeURIComponent(pathValue(rng, op, p.name, p.schema)));
  const query: Record<string, string | string[]> = {};
  for (const p of op.queryParams) {
    if (p.required || rng.chance(0.4)) query[p.name] = String(sample(spec, p.schema, rng));
  }
  const headers = headersOf(caller);
  const built: Built = { method: op.method, url, query, headers, what: 'valid' };
  if (op.body) built.payload = sample(spec, op.body, rng, 0, 0.6, bodyId(rng)) as object;
  return built;
}

/** the paths to the leaves of a value: `home.name`, `userIds.0` … */
function leaves(value: unknown, at: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return at.length > 0 ? [at] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const below = entries.flatMap(([k, v]) => leaves(v, [...at, k]));
  return at.length > 0 ? [at, ...below] : below;
}

function setAt(root: Record<string, unknown>, path: string[], value: unknown, remove = false) {
  let node: Record<string, unknown> = root;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
}

/** required property paths of the body schema (top level and one object down) */
function requiredPaths(schema: Schema): string[][] {
  const s = deref(spec, schema);
  const out: string[][] = (s.required ?? []).map((k) => [k]);
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    const inner = deref(spec, v);
    if (typesOf(inner).includes('object')) for (const r of inner.required ?? []) out.push([k, r]);
  }
  return out;
}

const datesOf = new Map<Operation, boolean>();
/** whether the operation takes a date or a date and time anywhere */
function hasDates(op: Operation): boolean {
  if (!datesOf.has(op)) {
    let found = false;
    const look = (schema: Schema) =>
      walk(spec, schema, (s) => {
        if (s.format === 'date' || s.format === 'date-time') found = true;
      });
    op.queryParams.forEach((p) => look(p.schema));
    if (op.body) look(op.body);
    datesOf.set(op, found);
  }
  return datesOf.get(op)!;
}

function invalidRequest(rng: Rng, op: Operation, caller: Caller): Built {
  const req = validRequest(rng, op, caller);
  const kinds = ['path', 'query', 'body', 'content-type', 'token', 'dates'].filter(
    (k) =>
      (k !== 'path' || op.pathParams.length > 0) &&
      (k !== 'query' || op.queryParams.length > 0) &&
      (k !== 'body' || op.body !== null) &&
      (k !== 'dates' || hasDates(op)),
  );
  const kind = rng.pick(kinds);
  switch (kind) {
    case 'path': {
      const p = rng.pick(op.pathParams);
      const bad = rng.pick([...BAD_NUMBERS, '%00', 'a%00b', 'x'.repeat(5000), '..', '%ZZ']);
      const raw = bad.startsWith('%') || bad.includes('%00') ? bad : encodeURIComponent(bad);
      req.url = op.path.replace(`{${p.name}}`, raw === '' ? '%20' : raw);
      for (const other of op.pathParams)
        req.url = req.url.replace(`{${other.name}}`, pathValue(rng, op, other.name, other.schema));
      req.what = `path ${p.name}=${bad.slice(0, 40)}`;
      break;
    }
    case 'query': {
      const p = rng.pick(op.queryParams);
      const format = deref(spec, p.schema).format;
      if ((format === 'date' || format === 'date-time') && rng.chance(0.6)) {
        req.query[p.name] = trickyDate(rng, format === 'date' ? 'date' : 'date and time');
        req.what = `query ${p.name}=${String(req.query[p.name])}`;
        break;
      }
      const bad = rng.pick([
        ...BAD_NUMBERS,
        ...TRICKY_STRINGS,
        'a\u0000b',
        '\u0000',
        'y'.repeat(20_000),
        'true',
        '[]',
      ]);
      req.query[p.name] = rng.chance(0.2) ? [bad, bad] : bad;
      req.what = `query ${p.name}=${bad.slice(0, 40)}`;
      break;
    }
    case 'body': {
      const body = (req.payload ?? {}) as Record<string, unknown>;
      const mutation = rng.pick(['value', 'value', 'value', 'missing', 'whole', 'dates']);
      if (mutation === 'dates') {
        req.payload = trickDates(rng, body) as object;
        req.what = 'body with tricky dates';
      } else if (mutation === 'missing') {
        const required = requiredPaths(op.body!);
        const path = required.length > 0 ? rng.pick(required) : null;
        if (path && body[path[0]!] !== undefined) setAt(body, path, undefined, true);
        req.what = `body without ${path?.join('.') ?? '(nothing required)'}`;
      } else if (mutation === 'whole') {
        const whole = rng.pick<unknown>([null, [], 'text', 42, true, '{"unclosed": ', '', { '\u0000': 1 }]);
        req.payload = typeof whole === 'string' ? whole : JSON.stringify(whole);
        req.headers = { ...req.headers, 'content-type': 'application/json' };
        req.what = `body ${JSON.stringify(whole).slice(0, 40)}`;
      } else {
        const paths = leaves(body);
        const value = rng.pick(BAD_VALUES);
        const path = paths.length > 0 ? rng.pick(paths) : ['unexpected'];
        setAt(body, path, value);
        req.what = `body ${path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`;
        // numbers JSON cannot write: send the text
        if (rng.chance(0.15)) {
          req.payload = JSON.stringify(body).replace(/:(\d+)([,}])/, ':1e999$2');
          req.headers = { ...req.headers, 'content-type': 'application/json' };
          req.what += ' with 1e999';
        }
      }
      break;
    }
    case 'dates': {
      // every field present, every date and time one the database or Date cannot hold
      if (op.body) req.payload = trickDates(rng, sample(spec, op.body, rng, 0, 1, bodyId(rng))) as object;
      const manager = rng.pick(['admin', 'organizer'] as const);
      req.headers = { ...req.headers, ...f.roles[manager] };
      for (const p of op.queryParams) {
        const format = deref(spec, p.schema).format;
        if (format === 'date' || format === 'date-time')
          req.query[p.name] = trickyDate(rng, format === 'date' ? 'date' : 'date and time');
      }
      req.what = `tricky dates, sent as ${manager}`;
      break;
    }
    case 'content-type': {
      const type = rng.pick([
        'image/png',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
      ]);
      req.headers = { ...req.headers, 'content-type': type };
      req.payload = type === 'image/png' ? Buffer.from('89504e470d0a1a0a', 'hex') : 'a=1&b=%00';
      req.what = `content-type ${type}`;
      break;
    }
    case 'token': {
      const bad = rng.pick(['Bearer ', 'Basic abc', `Bearer ${'x'.repeat(9000)}`, 'bearer a.b.c']);
      req.headers = { ...req.headers, authorization: bad };
      req.what = `authorization ${bad.slice(0, 20)}`;
      break;
    }
  }
  return req;
}

async function send(req: Built, rng: Rng) {
  const options: InjectOptions = {
    method: req.method,
    url: req.url,
    query: req.query,
    headers: req.headers,
    // a different client address each time, so the rate limits do not hide the routes
    remoteAddress: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  const started = performance.now();
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([f.t.app.inject(options), timeout]);
    return { res, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

const describeRequest = (req: Built) => {
  const payload =
    req.payload === undefined
      ? ''
      : Buffer.isBuffer(req.payload)
        ? ` <${req.payload.length} bytes>`
        : ` ${(typeof req.payload === 'string' ? req.payload : JSON.stringify(req.payload)).slice(0, 200)}`;
  const query = new URLSearchParams(
    Object.entries(req.query).flatMap(([k, v]): [string, string][] =>
      Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]],
    ),
  )
    .toString()
    .slice(0, 200);
  return `${req.method} ${req.url.slice(0, 200)}${query ? `?${query}` : ''}${payload}`;
};

/** a score event carries the match's current seq half the time, so the rules see it (not just a 409) */
async function currentSeq(req: Built) {
  const m = /^\/api\/matches\/(\d+)\/events$/.exec(req.url);
  const body = req.payload as { seq?: unknown } | undefined;
  if (req.method !== 'POST' || !m || !body || typeof body !== 'object' || Buffer.isBuffer(body)) return;
  const res = await f.t.app.inject({ method: 'GET', url: `/api/matches/${m[1]}`, headers: f.roles.admin });
  if (res.statusCode === 200 && typeof body.seq === 'number' && body.seq % 2 === 0)
    body.seq = res.json<{ seq: number }>().seq;
}

/** the writes that remove what other operations need run last, account deletions at the very end */
const LAST = ['DELETE /api/organization/{organizationId}', 'DELETE /api/user/{id}', 'DELETE /api/user'];
const order = (op: Operation) =>
  (op.method === 'DELETE' ? 1 : 0) + (LAST.includes(op.name) ? 1 + LAST.indexOf(op.name) : 0);

describe('fuzzing every operation of the OpenAPI description', () => {
  it('never answers 5xx and always answers in time', async () => {
    const rng = seeded(SEED);
    const ops = operations(spec).sort((a, b) => order(a) - order(b));
    expect(ops.length).toBeGreaterThan(90);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    outer: for (const op of ops) {
      await f.refresh();
      for (let i = 0; i < PER_OPERATION; i++) {
        const caller = CALLERS[i % CALLERS.length]!;
        const req = i % 3 === 0 ? validRequest(rng, op, caller) : invalidRequest(rng, op, caller);
        await currentSeq(req);
        const { res, ms } = await send(req, rng);
        sent++;
        if (res === 'timeout') {
          failures.push(
            `${op.name} as ${caller} (${req.what}): no answer in ${TIMEOUT_MS} ms — ${describeRequest(req)}`,
          );
          break outer; // a hung database hangs everything after it
        }
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500 || ms > TIMEOUT_MS) {
          failures.push(
            `${op.name} as ${caller} (${req.what}): ${res.statusCode} in ${Math.round(ms)} ms — ${describeRequest(req)} → ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    const health = await f.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(failures, `${failures.length} of ${sent} requests failed`).toEqual([]);
    // the valid requests reached the services: some answers are successes, most refusals are 4xx
    expect([...statuses.entries()].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0)).toBeGreaterThan(
      ops.length / 2,
    );
  }, 240_000);
});
