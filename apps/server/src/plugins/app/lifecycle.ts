import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The bound on a graceful stop: past it the process exits anyway. */
export const SHUTDOWN_LIMIT_MS = 15_000;

export interface Lifecycle {
  /** true from the moment the instance is asked to stop: /api/ready answers 503 */
  readonly draining: boolean;
  /**
   * A graceful stop: readiness turns false at once, new requests are still served for `noticeMs` (the
   * load balancer moves traffic away meanwhile), then the app closes: it stops accepting, the live hub
   * tells its viewers to reconnect (they resume elsewhere from their last seq), requests in flight finish.
   */
  drain(noticeMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async function lifecycle(app: FastifyInstance) {
    let draining = false;
    let drained: Promise<void> | null = null;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      drain(noticeMs) {
        draining = true;
        drained ??= (async () => {
          app.log.info({ noticeMs }, 'draining: not ready any more, closing soon');
          await new Promise((r) => setTimeout(r, noticeMs));
          await app.close();
        })();
        return drained;
      },
    } satisfies Lifecycle);
  },
  { name: 'lifecycle' },
);
