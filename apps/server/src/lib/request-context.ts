import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The request a piece of work was started by, wherever it runs: a service, a domain event's handler,
 * a query. Every log line written while a request is handled carries its id (`reqId`), whichever
 * logger wrote it, so one grep finds everything a request did. The id comes from the caller's
 * `x-request-id` when it is one we can print safely (a proxy's or a client's own id), else it is made
 * here; the answer carries it back in the same header.
 *
 * Work a request only set in motion and did not wait for (a live fan-out after the answer, the
 * outbox's retries) keeps the id too, which is what one wants of it.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept when it is short and plain: nothing a log line or a header could be forged with. */
const PLAIN_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/** fastify's `genReqId`: the caller's id when it is plain, else a new one */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && PLAIN_ID.test(sent) ? sent : randomUUID();
}

const context = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `fn` (and everything it starts) as part of the request `reqId`. */
export const runInRequest = <T>(reqId: string, fn: () => T): T => context.run({ reqId }, fn);

/** the id of the request being handled, if any */
export const currentRequestId = (): string | undefined => context.getStore()?.reqId;

/** Marks fastify's per-request loggers (and, by their prototype, their children): they name the request already. */
const namesRequest = Symbol('namesRequest');

export function childLoggerFactory<L extends { child(bindings: object, options: object): L }>(
  logger: L,
  bindings: object,
  options: object,
): L {
  const child = logger.child(bindings, options);
  (child as Record<symbol, unknown>)[namesRequest] = true;
  return child;
}

/** pino's `mixin`: the request id on every line of a logger that does not name the request already. */
export function requestIdMixin(_mergeObject: object, _level: number, logger: object): object {
  if ((logger as Record<symbol, unknown>)[namesRequest]) return {};
  const reqId = currentRequestId();
  return reqId ? { reqId } : {};
}
