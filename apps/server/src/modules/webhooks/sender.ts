import http from 'node:http';
import https from 'node:https';
import { guardedLookup, type DestinationPolicy } from './destination';

/** What one attempt came to: the receiver's status (null when it could not be reached) and how long it took. */
export interface AttemptResult {
  status: number | null;
  ms: number;
  error: string | null;
}

export type Send = (url: string, headers: Record<string, string>, body: string) => Promise<AttemptResult>;

/** A receiver has this long to answer; its body is read no further than this. */
export const SEND_TIMEOUT_MS = 5_000;
const MAX_RESPONSE_BYTES = 16 * 1024;

/**
 * One POST, redirects not followed (a 3xx is a failure: the receiver must give its real URL), the
 * connection made only to an allowed address (checked at lookup, so a name cannot be rebound between
 * saving the URL and calling it), a short timeout.
 */
export function createSender(policy: DestinationPolicy, timeoutMs = SEND_TIMEOUT_MS): Send {
  const lookup = guardedLookup(policy);
  return (target, headers, body) =>
    new Promise((resolve) => {
      const started = performance.now();
      const done = (status: number | null, error: string | null) =>
        resolve({ status, ms: Math.round(performance.now() - started), error });
      const url = new URL(target);
      const transport = url.protocol === 'https:' ? https : http;
      const request = transport.request(
        url,
        {
          method: 'POST',
          headers: {
            ...headers,
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Sportzone-Webhooks/1',
          },
          lookup: lookup as never,
          timeout: timeoutMs,
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_RESPONSE_BYTES) response.destroy();
          });
          response.on('close', () => {
            const status = response.statusCode ?? null;
            const ok = status !== null && status >= 200 && status < 300;
            done(status, ok ? null : `the receiver answered ${status}`);
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', (err: NodeJS.ErrnoException) =>
        done(null, err.message || err.code || 'unreachable'),
      );
      request.end(body);
    });
}
