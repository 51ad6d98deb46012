import type { LiveListItem, LiveMatchMessage, LiveNotificationMessage } from '@sportzone/contracts';

/**
 * What travels between instances (Redis) and inside one (the in-process bus), with its full names.
 * `origin` is the instance that published it (an instance ignores its own messages from Redis).
 */
export type BusMessage =
  /** an accepted event */
  | { kind: 'match'; origin: string; message: LiveMatchMessage; item: LiveListItem | null; sport: string }
  /** a list row changed without an event (created, rescheduled) */
  | { kind: 'list'; origin: string; item: LiveListItem }
  /** the match was edited: subscribers get a fresh snapshot; `hidden`: it left the public lists */
  | {
      kind: 'changed';
      origin: string;
      matchId: number;
      sport: string;
      item: LiveListItem | null;
      hidden: boolean;
    }
  /** the match was deleted */
  | { kind: 'removed'; origin: string; matchId: number; sport: string }
  /**
   * a tournament changed (draw, results, sides, entries, schedule): its viewers read it again;
   * `recheck`: it may have become more hidden, so its viewers are checked again
   */
  | { kind: 'tournament'; origin: string; tournamentId: number; version: number; recheck?: boolean }
  /** a person's notification (topic `user`, decision 021) */
  | { kind: 'user'; origin: string; userId: number; message: LiveNotificationMessage }
  /** the sender was cut off from the bus and is back: what it published meanwhile never arrived */
  | { kind: 'resync'; origin: string };

/**
 * On the wire (Redis) the messages keep their short keys, `k o m i s v r u`, so instances of the
 * previous release and this one understand each other during a rolling deploy. `t`, when the time it
 * was published (ms since the epoch) is known, measures the bus's lag; older instances ignore it.
 */
type WireMessage =
  | { k: 'm'; o: string; m: LiveMatchMessage; i: LiveListItem | null; s: string }
  | { k: 'l'; o: string; i: LiveListItem }
  | { k: 'c'; o: string; id: number; s: string; i: LiveListItem | null; hidden: boolean }
  | { k: 'r'; o: string; id: number; s: string }
  | { k: 't'; o: string; id: number; v: number; r?: boolean }
  | { k: 'u'; o: string; u: number; m: LiveNotificationMessage }
  | { k: 'y'; o: string };

function toWire(message: BusMessage): WireMessage {
  const o = message.origin;
  switch (message.kind) {
    case 'match':
      return { k: 'm', o, m: message.message, i: message.item, s: message.sport };
    case 'list':
      return { k: 'l', o, i: message.item };
    case 'changed':
      return { k: 'c', o, id: message.matchId, s: message.sport, i: message.item, hidden: message.hidden };
    case 'removed':
      return { k: 'r', o, id: message.matchId, s: message.sport };
    case 'tournament':
      return {
        k: 't',
        o,
        id: message.tournamentId,
        v: message.version,
        ...(message.recheck ? { r: true } : {}),
      };
    case 'user':
      return { k: 'u', o, u: message.userId, m: message.message };
    case 'resync':
      return { k: 'y', o };
  }
}

function fromWire(wire: WireMessage): BusMessage | null {
  const origin = wire.o;
  switch (wire.k) {
    case 'm':
      return { kind: 'match', origin, message: wire.m, item: wire.i, sport: wire.s };
    case 'l':
      return { kind: 'list', origin, item: wire.i };
    case 'c':
      return { kind: 'changed', origin, matchId: wire.id, sport: wire.s, item: wire.i, hidden: wire.hidden };
    case 'r':
      return { kind: 'removed', origin, matchId: wire.id, sport: wire.s };
    case 't':
      return { kind: 'tournament', origin, tournamentId: wire.id, version: wire.v, recheck: wire.r === true };
    case 'u':
      return { kind: 'user', origin, userId: wire.u, message: wire.m };
    case 'y':
      return { kind: 'resync', origin };
    default:
      return null;
  }
}

export const encodeBusMessage = (message: BusMessage, sentAt = Date.now()): string =>
  JSON.stringify({ ...toWire(message), t: sentAt });

/** The message and when it was published (null from an instance that does not say); null for anything else. */
export function decodeBusPayload(payload: string): { message: BusMessage; sentAt: number | null } | null {
  try {
    const wire = JSON.parse(payload) as (WireMessage & { t?: unknown }) | null;
    if (!wire || typeof wire !== 'object' || typeof wire.o !== 'string') return null;
    const message = fromWire(wire);
    return message && { message, sentAt: typeof wire.t === 'number' ? wire.t : null };
  } catch {
    return null;
  }
}

/** null for anything that is not a bus message */
export const decodeBusMessage = (payload: string): BusMessage | null =>
  decodeBusPayload(payload)?.message ?? null;
