import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, runInRequest } from '../../lib/request-context';

/**
 * Every request runs in its own context (lib/request-context.ts): the logs of everything it does
 * carry its id, and the answer names it in `x-request-id`. Registered before any other plugin, so
 * that its hook is the first of every route's and every later hook runs inside the context. Reading
 * the body leaves it and comes back: fastify runs the body's parser in the request's async resource,
 * so validation and the handler are inside too (test/request-ids.test.ts sends a body late to see).
 */
export default fp(
  async function requestIds(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      runInRequest(request.id, done);
    });
  },
  { name: 'request-ids' },
);
