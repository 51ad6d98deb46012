import type { Connection } from './connection';
import type { Channel } from './history';

const HEARTBEAT_MS = 30_000;
const CHANNEL_IDLE_MS = 10 * 60_000;

/**
 * Housekeeping: every HEARTBEAT_MS a connection that did not answer the last ping is cut (its peer
 * vanished without closing), and match channels idle for a while are forgotten.
 */
export function startHousekeeping(deps: {
  connections: Set<Connection>;
  channels: Map<number, Channel>;
  /** anything else to forget by now */
  sweep(now: number): void;
}): { stop(): void } {
  const { connections, channels, sweep } = deps;
  const heartbeat = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      try {
        conn.socket.ping();
      } catch {
        // closing already
      }
    }
    const now = Date.now();
    for (const [id, ch] of channels) {
      if (ch.subs.size === 0 && ch.pending.size === 0 && !ch.filling && now - ch.touched > CHANNEL_IDLE_MS)
        channels.delete(id);
    }
    sweep(now);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return { stop: () => clearInterval(heartbeat) };
}
