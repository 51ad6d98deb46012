import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Who may read /metrics (decision 041): a scraper with the bearer token METRICS_TOKEN on the app's
 * port, or anybody who reaches METRICS_PORT, a port of its own that the proxy does not forward
 * (the token is asked there too when it is set). Without either, /metrics is not served.
 */

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` against the token, in constant time; null: no token set, nobody passes */
export function tokenCheck(token: string | null): (header: string | undefined) => boolean {
  const expected = token === null ? null : digest(token);
  return (header) => {
    const sent = header && /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    return expected !== null && !!sent && timingSafeEqual(digest(sent), expected);
  };
}

export const CHALLENGE = 'Bearer realm="metrics"';

export interface ScrapePort {
  readonly port: number | null;
  close(): Promise<void>;
}

/** GET /metrics alone, on a port of its own. */
export async function openScrapePort(options: {
  port: number;
  host: string;
  /** null: no token asked */
  authorized: ((header: string | undefined) => boolean) | null;
  exposition: () => Promise<{ contentType: string; text: string }>;
  log: { error(data: object, message: string): void };
}): Promise<ScrapePort> {
  const { authorized, exposition, log } = options;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      return;
    }
    if (authorized && !authorized(req.headers.authorization)) {
      res
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': CHALLENGE })
        .end('The metrics token is missing or wrong.\n');
      return;
    }
    exposition().then(
      ({ contentType, text }) => {
        res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        log.error({ err }, 'metrics: the exposition failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read.\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    get port() {
      return (server.address() as AddressInfo | null)?.port ?? null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
