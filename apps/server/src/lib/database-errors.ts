/**
 * Errors that mean "the database is not reachable right now" (restart, failover, a reset connection),
 * as opposed to a fault of ours or of the input. Such a request is answered 503 with Retry-After, so a
 * client retries it (the score console keeps the point pending) instead of reporting a bug.
 */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE class 08 (connection exception) and 57P01–57P03 (shut down, crash, cannot connect now)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.some((m) => (e.message as string).includes(m)))
    return true;
  // drizzle wraps the driver's error as `cause`; a failed connect may be an AggregateError
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
