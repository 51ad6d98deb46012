import { LIVE_CLOSE, type LiveServerMessage } from '@sportzone/contracts';
import type { WebSocket } from 'ws';
import { HttpError } from '../lib/http-errors';
import type { Actor } from '../modules/actor';

/** A viewer whose unsent data grows beyond this is disconnected (it reconnects and resumes exactly). */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const OPEN = 1;
/** Every frame is JSON text; one options object for every send. */
const TEXT = { binary: false } as const;

/** One browser tab's WebSocket and what it follows; it acts as the actor it connected as. */
export interface Connection {
  socket: WebSocket;
  actor: Actor;
  topics: Set<string>;
  alive: boolean;
  badMessages: number;
  closed: boolean;
  /** the signed-in person, once subscribed to `user` */
  userId?: number;
}

export const frameOf = (message: LiveServerMessage) => Buffer.from(JSON.stringify(message));

export interface LiveCounters {
  refused: number;
  delivered: number;
  gapFills: number;
}

/** Sending to viewers: frames, errors, and a subscription that failed. Shared by every topic. */
export interface Sender {
  send(conn: Connection, frame: Buffer): void;
  message(conn: Connection, message: LiveServerMessage): void;
  error(conn: Connection, code: string, message: string, topic?: string): void;
  /** The subscription to `topic` ends: a 4xx says why, anything else is logged and "try again". */
  failSubscription(conn: Connection, topic: string, err: unknown): void;
}

export function createSender(
  counters: LiveCounters,
  log: { error(data: object, message: string): void },
): Sender {
  function send(conn: Connection, frame: Buffer): void {
    const socket = conn.socket;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // Never drop a message silently: the client reconnects with its lastSeq and resumes exactly.
      socket.close(LIVE_CLOSE.tooSlow, 'too slow');
      return;
    }
    socket.send(frame, TEXT);
    counters.delivered++;
  }
  const message = (conn: Connection, m: LiveServerMessage) => send(conn, frameOf(m));
  const error = (conn: Connection, code: string, text: string, topic?: string) =>
    message(conn, { type: 'error', code, message: text, ...(topic ? { topic } : {}) });
  return {
    send,
    message,
    error,
    failSubscription(conn, topic, err) {
      conn.topics.delete(topic);
      if (err instanceof HttpError && err.statusCode < 500) {
        error(conn, err.statusCode === 403 ? (err.code ?? 'forbidden') : 'not_found', err.message, topic);
      } else {
        log.error({ err }, 'live: subscribe failed');
        error(conn, 'unavailable', 'Try again shortly.', topic);
      }
    },
  };
}
