import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/http-errors';

type Where = 'params' | 'query' | 'body';
const PARTS: Where[] = ['params', 'query', 'body'];

/** The first value under `value` (keys included) for which `bad` holds, as a field path (`home.name`). */
function findBad(value: unknown, bad: (v: unknown) => boolean, path: string, depth = 0): string | null {
  if (bad(value)) return path || '_';
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBad(value[i], bad, path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (bad(key)) return at;
    const found = findBad(item, bad, at, depth + 1);
    if (found) return found;
  }
  return null;
}

const hasNul = (v: unknown) => typeof v === 'string' && v.includes('\u0000');
const notFinite = (v: unknown) => typeof v === 'number' && !Number.isFinite(v);

function refuse(request: FastifyRequest, bad: (v: unknown) => boolean, problem: string) {
  for (const where of PARTS) {
    const field = findBad(request[where], bad, '');
    if (field) {
      throw badRequest(`Invalid ${where}: ${field} ${problem}`, { [field]: problem }, 'validation_failed');
    }
  }
}

/**
 * What the schemas cannot say, for every route, answered 400 like a schema failure (bad input is a 4xx,
 * never a 500):
 * - no string (value or key) in params, query or a JSON body holds U+0000 (PostgreSQL refuses it in
 *   text, so it would otherwise be a 500), checked before validation;
 * - no number is ±Infinity: Ajv's type coercion turns `Infinity` and `1e999` in a path or query (and
 *   JSON.parse turns `1e999` in a body) into ±Infinity, which passes `integer`/`number` without a
 *   bound; checked after validation, on the coerced values.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      refuse(request, hasNul, 'must not contain the NUL character');
    });
    app.addHook('preHandler', async (request) => {
      refuse(request, notFinite, 'must be a finite number');
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
