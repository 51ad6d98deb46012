import type { MatchSport } from './matches';

/*
 * The live protocol's constants and types, with no schema: `@sportzone/contracts/live-protocol` is an entry
 * of its own so that the viewer pages use them without typebox and every schema of the API. The messages'
 * schemas are in ./live.ts, which re-exports all of this. Import nothing here but types.
 */

/**
 * The live protocol: one WebSocket per browser tab at `/api/live` carries every subscription
 * (decision 006). Messages are JSON text frames; every match message carries the match's `seq`, so a
 * client knows exactly what it holds and, after any disconnect, resumes with `lastSeq`.
 */
export const LIVE_PATH = '/api/live';

/** The API base (an origin, maybe with a path) → the live socket's address: `https://x` → `wss://x/api/live`. */
export function liveUrl(apiBase: string): string {
  const url = new URL(LIVE_PATH, `${apiBase.replace(/\/+$/, '')}/`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * `match:<id>` one match · `sport:<sport>` the live list of a sport · `home` the live list of all sports ·
 * `tournament:<id>` a tournament's draw, results, schedule and standings changed (a `tournament` message) ·
 * `user` the signed-in person's own notifications (a `notification` message; the socket needs `?access_token=`)
 */
export type LiveTopic = `match:${number}` | `sport:${MatchSport}` | 'home' | `tournament:${number}` | 'user';

export const matchTopic = (matchId: number): LiveTopic => `match:${matchId}`;
export const sportTopic = (sport: MatchSport): LiveTopic => `sport:${sport}`;
export const tournamentTopic = (tournamentId: number): LiveTopic => `tournament:${tournamentId}`;

export const LIVE_ERROR_CODES = [
  'bad_message',
  'unknown_topic',
  'not_found',
  'too_many_subscriptions',
  'unavailable',
] as const;

/**
 * Close codes. A client reconnects (with backoff and its lastSeq per match) on every code except
 * `policy`; `overloaded` asks it to wait longer. An upgrade over the connection cap is refused before
 * the WebSocket opens with HTTP 503 and `Retry-After` (seconds).
 */
export const LIVE_CLOSE = {
  /** the server is shutting down or restarting */
  goingAway: 1001,
  /** the message was not understood too many times, or violated the protocol */
  policy: 1008,
  /** too many viewers on this instance: retry after a while (RFC 6455 "try again later") */
  overloaded: 1013,
  /** the client did not keep up (its send buffer grew too large): reconnect and resume with lastSeq */
  tooSlow: 4008,
} as const;

/** Suggested reconnect delay after a refusal (seconds); the 503 carries the server's own Retry-After. */
export const LIVE_RETRY_AFTER_SECONDS = 5;
