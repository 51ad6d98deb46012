import type { FastifyInstance } from 'fastify';

/** JSON Schema as the generated OpenAPI description holds it (loosely typed: we only read it). */
export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export interface Spec {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
  security?: unknown[];
}

interface OperationObject {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  security?: unknown[];
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** the OpenAPI path, e.g. /api/organization/{organizationId}/members/{memberId} */
  path: string;
  /** `PATCH /api/organization/{organizationId}/members/{memberId}` */
  name: string;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; required: boolean; schema: Schema }[];
  /** the JSON body schema, when the operation takes one */
  body: Schema | null;
  bodyRequired: boolean;
  /** the operation's own security requirement (undefined: the document's, the bearer token) */
  security: unknown[] | undefined;
}

/** The app's own OpenAPI description, as GET /api/docs/json serves it. */
export async function openApi(app: FastifyInstance): Promise<Spec> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json: ${res.statusCode}`);
  return res.json() as Spec;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function operations(spec: Spec): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [m, op] of Object.entries(item)) {
      const method = m.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const params = op.parameters ?? [];
      const json = op.requestBody?.content?.['application/json'];
      out.push({
        method,
        path,
        name: `${method} ${path}`,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: json ? json.schema : null,
        bodyRequired: op.requestBody?.required === true,
        security: op.security,
      });
    }
  }
  return out;
}

/** A `$ref` resolved against the document's components. */
export function deref(spec: Spec, schema: Schema): Schema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) {
    const name = s.$ref.replace('#/components/schemas/', '');
    s = spec.components?.schemas?.[name] ?? {};
  }
  return s;
}

/** Every subschema (refs followed, each visited once), with a readable path. */
export function walk(spec: Spec, root: Schema, visit: (schema: Schema, at: string) => void, at = '') {
  const seen = new Set<Schema>();
  const go = (raw: Schema, path: string) => {
    const s = deref(spec, raw);
    if (seen.has(s)) return;
    seen.add(s);
    visit(s, path);
    for (const [k, v] of Object.entries(s.properties ?? {})) go(v, path ? `${path}.${k}` : k);
    if (s.items) go(s.items, `${path}[]`);
    if (s.additionalProperties && typeof s.additionalProperties === 'object')
      go(s.additionalProperties as Schema, `${path}{}`);
    if (s.patternProperties && typeof s.patternProperties === 'object')
      for (const v of Object.values(s.patternProperties as Record<string, Schema>)) go(v, `${path}{}`);
    for (const list of [s.anyOf, s.oneOf, s.allOf]) list?.forEach((v, i) => go(v, `${path}|${i}`));
  };
  go(root, at);
}

export const typesOf = (s: Schema): string[] =>
  Array.isArray(s.type) ? s.type : typeof s.type === 'string' ? [s.type] : [];

// ─── a small seeded generator ──────────────────────────────────────────────

/** mulberry32: a tiny seeded PRNG, so every run sends the same requests. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof seeded>;

/** Strings for the patterns our contracts use (a generic fallback covers the rest). */
const PATTERN_SAMPLES: [RegExp, string[]][] = [
  [/^\^\[A-Za-z\]\{2\}\$$/, ['BG', 'GB', 'de']],
  [/^\^\[a-z\]\[a-z0-9-\]/, ['tennis', 'table-tennis', 'volleyball', 'chess']],
  [/^\^\[a-z\]\[a-z0-9_\]/, ['shirt_size', 'k1', 'level']],
  [/https\?/, ['https://example.org/club']],
  [/\[0-9 \(\)/, ['+359 2 123 456']],
  [/\^\[a-zA-Z\]\{2,3\}/, ['en', 'bg', 'en-GB']],
  [/^\\S$/, ['Sofia Table Tennis', 'Ana', 'Court 1']],
];

function sampleString(s: Schema, rng: Rng): string {
  if (s.format === 'date') return rng.pick(['2024-05-01', '2025-01-31', '2026-03-15']);
  if (s.format === 'date-time') return rng.pick(['2026-11-20T10:00:00.000Z', '2025-06-01T08:30:00Z']);
  if (s.format === 'email') return `fuzz${rng.int(1, 99999)}@example.com`;
  if (s.format === 'uuid') return crypto.randomUUID();
  if (s.pattern) {
    for (const [re, samples] of PATTERN_SAMPLES) if (re.test(s.pattern)) return rng.pick(samples);
  }
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 30, 30);
  const words = ['Sofia', 'club', 'Ana', 'Court', 'north', 'Élan', 'team', '7'];
  let out = rng.pick(words);
  while (out.length < min) out += ` ${rng.pick(words)}`;
  return out.slice(0, Math.max(max, min));
}

/**
 * A value the schema accepts (mostly: patterns we do not know get plain words). Optional properties are
 * present with the chance `optional`.
 */
export function sample(
  spec: Spec,
  raw: Schema,
  rng: Rng,
  depth = 0,
  optional = 0.6,
  /** a real id for an integer property named like `userId` / `playerIds` (undefined: any number) */
  pickId?: (property: string) => number | undefined,
): unknown {
  const s = deref(spec, raw);
  if (s.const !== undefined) return s.const;
  if (s.enum) return rng.pick(s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) {
    const nonNull = union.filter((u) => !typesOf(deref(spec, u)).includes('null'));
    return sample(spec, rng.pick(nonNull.length > 0 ? nonNull : union), rng, depth + 1, optional, pickId);
  }
  const types = typesOf(s).filter((t) => t !== 'null');
  const type = types[0] ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        if (!required.has(k) && !(depth < 3 && rng.chance(optional))) continue;
        const id = /Ids?$/.test(k) && pickId ? pickId(k.replace(/s$/, '')) : undefined;
        const item = deref(spec, v);
        const integer = (x: Schema) =>
          typesOf(x).includes('integer') ||
          (x.anyOf ?? []).some((b) => typesOf(deref(spec, b)).includes('integer'));
        if (id !== undefined && item.items && integer(deref(spec, item.items))) out[k] = [id];
        else if (id !== undefined && integer(item)) out[k] = id;
        else out[k] = sample(spec, v, rng, depth + 1, optional, pickId);
      }
      return out;
    }
    case 'array': {
      const n = Math.min(s.maxItems ?? 2, Math.max(s.minItems ?? 0, rng.int(0, 2)));
      const items = Array.from({ length: n }, () =>
        sample(spec, s.items ?? {}, rng, depth + 1, optional, pickId),
      );
      return s.uniqueItems ? [...new Map(items.map((i) => [JSON.stringify(i), i])).values()] : items;
    }
    case 'integer': {
      // now and then a boundary the schema allows
      if (s.minimum !== undefined && s.maximum !== undefined && rng.chance(0.15))
        return rng.pick([s.minimum, s.maximum]);
      const min = s.minimum ?? 0;
      const max = Math.min(s.maximum ?? min + 100, min + 100);
      return rng.int(min, max);
    }
    case 'number': {
      const min = s.minimum ?? 0;
      const max = Math.min(s.maximum ?? min + 100, min + 100);
      return Math.round((min + rng.next() * (max - min)) * 10) / 10;
    }
    case 'boolean':
      return rng.chance(0.5);
    default:
      return sampleString(s, rng);
  }
}

/** The resource a path's `{id}` names (the segment before it), e.g. `player`, `matches`, `members`. */
export function resourceOf(path: string, param: string): string {
  const parts = path.split('/');
  const i = parts.indexOf(`{${param}}`);
  return parts[i - 1] ?? '';
}
