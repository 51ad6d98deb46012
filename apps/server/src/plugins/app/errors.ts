import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../../lib/database-errors';
import { HttpError } from '../../lib/http-errors';

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `/email` or `/address/city` → `email`, `address.city`; a missing property names itself. */
function fieldOf(item: ValidationItem): string {
  const base = (item.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = item.params?.missingProperty ?? item.params?.requiredProperties;
  if (typeof missing === 'string') return base ? `${base}.${missing}` : missing;
  if (Array.isArray(missing) && typeof missing[0] === 'string')
    return base ? `${base}.${missing[0]}` : missing[0];
  return base || '_';
}

/**
 * One shape for every error (contracts ErrorResponse). Anything a client sends that we cannot
 * accept becomes a 4xx with a message; only our own faults are 500s, and those never leak details.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        const fields: Record<string, string> = {};
        for (const item of error.validation as ValidationItem[]) {
          const f = fieldOf(item);
          fields[f] ??= item.message ?? 'is invalid';
        }
        const where = error.validationContext ?? 'body';
        return reply.status(400).send({
          statusCode: 400,
          error: 'Bad Request',
          code: 'validation_failed',
          message: `Invalid ${where}: ${Object.entries(fields)
            .map(([f, m]) => `${f} ${m}`)
            .join('; ')}`,
          fields,
        });
      }
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({
          statusCode: error.statusCode,
          error: STATUS_CODES[error.statusCode] ?? 'Error',
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
          ...(error.fields ? { fields: error.fields } : {}),
        });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own 4xx (bad JSON, wrong content type, body too large, rate limit …)
        return reply.status(status).send({
          statusCode: status,
          error: STATUS_CODES[status] ?? 'Error',
          code: error.code ?? 'bad_request',
          message: error.message,
        });
      }
      if (isDatabaseUnavailable(error)) {
        // Nothing was stored (or, if the commit's answer was lost, a retry with the same id is answered
        // from what was stored): the client may simply try again.
        request.log.warn({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', '2').send({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'database_unavailable',
          message:
            'The database cannot be reached right now. Nothing was lost; please try again in a moment.',
        });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        code: 'internal_error',
        message: 'An error occurred while processing your request. Please try again later.',
      });
    });
  },
  { name: 'errors' },
);
