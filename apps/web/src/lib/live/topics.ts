import type {
  LiveListItem,
  LiveMatchMessage,
  LiveNotificationMessage,
  LiveSnapshotMessage,
  LiveTopic,
  Match,
  MatchStatus,
  Summary,
} from '@sportzone/contracts';

/**
 * What the live client (live-client.ts) holds per topic, and how a message from the hub changes it: match
 * messages strictly in seq order (older ones dropped, early ones held until the gap fills), a snapshot
 * replacing the state, list rows newer than a full list kept. Nothing here touches the socket: a topic
 * that must be asked for again is handed back to the client through `resubscribe`.
 */

export interface MatchFeed {
  matchId: number;
  /** the seq of the state held; -1 before the first snapshot */
  seq: number;
  status: MatchStatus | null;
  summary: Summary | null;
  /** the whole match, from the latest snapshot (or the page's own fetch) */
  match: Match | null;
  /** the latest event message applied (for animations and timelines) */
  last: LiveMatchMessage | null;
  /** not_found, forbidden …: the hub refused the subscription */
  error: string | null;
}

export interface ListFeed {
  topic: LiveTopic;
  ready: boolean;
  items: LiveListItem[];
}

export interface SubscribeOptions {
  /** send the access token with the connection (private matches, consoles) */
  auth?: boolean;
  /** a guest scoring link's token */
  guestToken?: string | null;
}

export type Listener = () => void;
export type MatchMessageListener = (message: LiveMatchMessage) => void;

/** Why a tournament's listener is called: the hub said it changed, or the connection came back (read it again). */
export type TournamentChange = 'changed' | 'reconnected';
export type TournamentListener = (why: TournamentChange) => void;
/** the signed-in person's topic (`user`): a notification, or 'reconnected' (some may have been missed) */
export type UserListener = (message: LiveNotificationMessage | 'reconnected') => void;

export interface TournamentTopicState {
  listeners: Set<TournamentListener>;
  /** the newest version heard */
  version: number;
  /** subscribed at least once on some connection (a later subscription is a reconnect) */
  subscribed: boolean;
  auth: boolean;
  retryTimer: number | undefined;
}

export interface MatchTopicState {
  feed: MatchFeed;
  refs: number;
  listeners: Set<Listener>;
  messageListeners: Set<MatchMessageListener>;
  /** messages ahead of a gap, by seq */
  early: Map<number, LiveMatchMessage>;
  gapTimer: number | undefined;
  retryTimer: number | undefined;
  auth: boolean;
  guestToken: string | null;
}

export interface ListTopicState {
  feed: ListFeed;
  refs: number;
  listeners: Set<Listener>;
  byId: Map<number, LiveListItem>;
  retryTimer: number | undefined;
}

const GAP_WAIT_MS = 1_500;

export function notify(listeners: Set<Listener>): void {
  for (const l of [...listeners]) l();
}

export function newMatchTopic(matchId: number): MatchTopicState {
  return {
    feed: { matchId, seq: -1, status: null, summary: null, match: null, last: null, error: null },
    refs: 0,
    listeners: new Set(),
    messageListeners: new Set(),
    early: new Map(),
    gapTimer: undefined,
    retryTimer: undefined,
    auth: false,
    guestToken: null,
  };
}

export function newListTopic(topic: LiveTopic): ListTopicState {
  return {
    feed: { topic, ready: false, items: [] },
    refs: 0,
    listeners: new Set(),
    byId: new Map(),
    retryTimer: undefined,
  };
}

/** A match the page fetched itself: adopted when newer than what the feed holds. */
export function seedMatch(t: MatchTopicState, match: Match): void {
  if (match.seq > t.feed.seq || (!t.feed.match && match.seq === t.feed.seq)) {
    const newer = match.seq > t.feed.seq;
    t.feed = {
      ...t.feed,
      seq: Math.max(match.seq, t.feed.seq),
      status: newer ? match.status : t.feed.status,
      summary: newer ? match.summary : t.feed.summary,
      match,
    };
    drainEarly(t);
    notify(t.listeners);
  }
}

export function applySnapshot(t: MatchTopicState, message: LiveSnapshotMessage): void {
  t.feed = {
    ...t.feed,
    seq: message.seq,
    status: message.match.status,
    summary: message.summary,
    match: message.match,
    error: null,
  };
  for (const seq of [...t.early.keys()]) if (seq <= message.seq) t.early.delete(seq);
  drainEarly(t);
  notify(t.listeners);
}

/** `resubscribe`: asked when a gap has not filled after a short wait (subscribe again from the last seq). */
export function applyMatchMessage(
  t: MatchTopicState,
  message: LiveMatchMessage,
  resubscribe: () => void,
): void {
  if (message.seq <= t.feed.seq) return;
  if (t.feed.seq < 0 || message.seq > t.feed.seq + 1) {
    // a gap (or no state yet): wait for what comes before it
    t.early.set(message.seq, message);
    if (t.feed.seq >= 0 && t.gapTimer === undefined) {
      t.gapTimer = window.setTimeout(() => {
        t.gapTimer = undefined;
        if (t.early.size > 0) resubscribe();
      }, GAP_WAIT_MS);
    }
    return;
  }
  apply(t, message);
  drainEarly(t);
  notify(t.listeners);
}

function apply(t: MatchTopicState, message: LiveMatchMessage): void {
  t.feed = {
    ...t.feed,
    seq: message.seq,
    status: message.status,
    summary: message.summary,
    last: message,
    match: t.feed.match
      ? { ...t.feed.match, seq: message.seq, status: message.status, summary: message.summary }
      : null,
  };
  for (const l of [...t.messageListeners]) l(message);
}

function drainEarly(t: MatchTopicState): void {
  for (let next = t.early.get(t.feed.seq + 1); next; next = t.early.get(t.feed.seq + 1)) {
    t.early.delete(next.seq);
    apply(t, next);
  }
  for (const seq of [...t.early.keys()]) if (seq <= t.feed.seq) t.early.delete(seq);
  if (t.early.size === 0) {
    window.clearTimeout(t.gapTimer);
    t.gapTimer = undefined;
  }
}

export function applyList(t: ListTopicState, full: boolean, items: LiveListItem[], removed: number[]): void {
  if (full) {
    // rows newer than the full list (changes that arrived meanwhile) are kept
    const next = new Map<number, LiveListItem>();
    for (const item of items) next.set(item.matchId, item);
    if (t.feed.ready) {
      for (const [id, held] of t.byId) {
        const fresh = next.get(id);
        if (fresh && fresh.seq < held.seq) next.set(id, held);
      }
    }
    t.byId = next;
  } else {
    for (const item of items) {
      const held = t.byId.get(item.matchId);
      if (!held || held.seq <= item.seq) t.byId.set(item.matchId, item);
    }
    for (const id of removed) t.byId.delete(id);
  }
  t.feed = { topic: t.feed.topic, ready: true, items: [...t.byId.values()] };
  notify(t.listeners);
}
