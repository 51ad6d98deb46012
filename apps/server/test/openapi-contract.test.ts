import { INT4_MAX } from '@sportzone/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixture, realPath, type Fixture } from './helpers/fixture';
import { openApi, operations, sample, seeded, typesOf, walk, type Spec } from './helpers/openapi';

/**
 * Rules over the generated OpenAPI description, so that a new endpoint cannot forget them: every number a
 * request carries has a range PostgreSQL's integer holds, every route that answers without a token is
 * described as public, and shared schemas keep their names whatever the order routes load in.
 */

const INT4_MIN = -INT4_MAX - 1;

let f: Fixture;
let spec: Spec;

beforeAll(async () => {
  f = await demoFixture();
  spec = await openApi(f.t.app);
}, 120_000);

afterAll(async () => {
  await f?.t.close();
});

describe('the OpenAPI description', () => {
  it('names each shared schema by its $id', () => {
    const names = Object.keys((spec as { components?: { schemas?: object } }).components?.schemas ?? {});
    expect(names).toEqual(expect.arrayContaining(['UserRequest', 'OutboxItem', 'CalendarItem']));
    expect(names.filter((n) => /^def-\d+$/.test(n))).toEqual([]);
  });

  it('bounds every integer and number of params, query and body within int4', () => {
    const unbounded: string[] = [];
    let checked = 0;
    for (const op of operations(spec)) {
      const parts = [
        ...op.pathParams.map((p) => ({ where: `path.${p.name}`, schema: p.schema })),
        ...op.queryParams.map((p) => ({ where: `query.${p.name}`, schema: p.schema })),
        ...(op.body ? [{ where: 'body', schema: op.body }] : []),
      ];
      for (const part of parts) {
        walk(
          spec,
          part.schema,
          (s, at) => {
            const types = typesOf(s);
            if (!types.includes('integer') && !types.includes('number')) return;
            if (s.enum !== undefined || s.const !== undefined) return; // a fixed value is bounded
            checked++;
            const ok =
              typeof s.minimum === 'number' &&
              typeof s.maximum === 'number' &&
              s.minimum >= INT4_MIN &&
              s.maximum <= INT4_MAX;
            if (!ok) unbounded.push(`${op.name} ${at} (minimum ${s.minimum}, maximum ${s.maximum})`);
          },
          part.where,
        );
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(unbounded).toEqual([]);
  });

  it('describes every route that answers without a token as public (security: [] or [{}, …])', async () => {
    const rng = seeded(6);
    const wrong: string[] = [];
    const club = f.ids.organizations![0]!.id;
    let publicCount = 0;
    for (const op of operations(spec)) {
      // a request the schemas accept, with real ids and no optional query parameters
      const url = realPath(f, op, club);
      const query = Object.fromEntries(
        op.queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(spec, p.schema, rng))]),
      );
      const payload = op.body ? sample(spec, op.body, rng, 0, 0) : undefined;
      const res = await f.t.app.inject({
        method: op.method,
        url,
        query,
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      // validation runs before sign-in is required: a refused body says nothing about the token
      const refusedBody =
        res.statusCode === 400 && res.json<{ code?: string }>().code === 'validation_failed';
      const answers = res.statusCode !== 401 && !refusedBody;
      // `[]`, or `[{}, …]`: no credentials needed, some accepted (an API key on a public read)
      const isPublic =
        Array.isArray(op.security) &&
        (op.security.length === 0 || op.security.some((r) => Object.keys(r as object).length === 0));
      if (answers) publicCount++;
      if (answers && !isPublic) wrong.push(`${op.name} answers ${res.statusCode} without a token`);
      if (!answers && isPublic && res.statusCode === 401) wrong.push(`${op.name} is public but answers 401`);
    }
    expect(publicCount).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });
});
