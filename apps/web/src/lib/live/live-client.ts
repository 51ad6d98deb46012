import type {
  LiveClientMessage,
  LiveListItem,
  LiveMatchMessage,
  LiveNotificationMessage,
  LiveServerMessage,
  LiveTopic,
  Match,
  MatchStatus,
  Summary,
} from '@sportzone/contracts';
import { LIVE_CLOSE, LIVE_RETRY_AFTER_SECONDS } from './protocol';

/**
 * The live client: ONE WebSocket per browser tab (decision 006) carries every subscription: matches,
 * a sport's live list, the home list, tournaments (a change signal: the page reads the tournament again). Pages subscribe through the hooks in `use-live.ts`; the client
 * reference-counts topics, so two components watching one match share one subscription.
 *
 * - Connects on the first subscription, closes a while after the last one ends.
 * - Reconnects with exponential backoff and jitter (0.5 s … 30 s; at least LIVE_RETRY_AFTER_SECONDS when
 *   the server says it is overloaded), at once when the browser comes back online or the tab is shown.
 * - Resubscribes every topic after a reconnect; match topics carry the last seq held, so the hub sends
 *   only what was missed (or a snapshot when that is too far back).
 * - Applies `match` messages strictly in seq order: older ones are dropped, early ones wait for the gap
 *   to fill (and after a short wait the topic is resubscribed from the last seq); a `snapshot` replaces
 *   the state.
 * - A ping every 20 s; no answer within 10 s means the connection is dead: reconnect.
 */

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

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

type Listener = () => void;
type MatchMessageListener = (message: LiveMatchMessage) => void;

/** Why a tournament's listener is called: the hub said it changed, or the connection came back (read it again). */
export type TournamentChange = 'changed' | 'reconnected';
type TournamentListener = (why: TournamentChange) => void;
/** the signed-in person's topic (`user`): a notification, or 'reconnected' (some may have been missed) */
export type UserListener = (message: LiveNotificationMessage | 'reconnected') => void;

interface TournamentTopicState {
  listeners: Set<TournamentListener>;
  /** the newest version heard */
  version: number;
  /** subscribed at least once on some connection (a later subscription is a reconnect) */
  subscribed: boolean;
  auth: boolean;
  retryTimer: number | undefined;
}

interface MatchTopicState {
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

interface ListTopicState {
  feed: ListFeed;
  refs: number;
  listeners: Set<Listener>;
  byId: Map<number, LiveListItem>;
  retryTimer: number | undefined;
}

export interface LiveClientOptions {
  /** the WebSocket address (ws:// or wss://), resolved when connecting */
  url: () => Promise<string | null>;
  /** the signed-in user's access token, when a subscription asks for it */
  token: () => string | null;
  /** the token to connect with, renewed first when it has run out (lib/auth's freshToken); else `token` */
  freshToken?: () => Promise<string | null>;
  WebSocketImpl?: typeof WebSocket;
}

const PING_MS = 20_000;
const PONG_TIMEOUT_MS = 10_000;
const IDLE_CLOSE_MS = 10_000;
const GAP_WAIT_MS = 1_500;
const BACKOFF_MIN_MS = 500;
const BACKOFF_MAX_MS = 30_000;

export function backoffDelay(attempt: number, random = Math.random()): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base / 2 + (base / 2) * random);
}

export class LiveClient {
  private socket: WebSocket | null = null;
  private status: ConnectionStatus = 'idle';
  private attempt = 0;
  private reconnectTimer: number | undefined;
  private idleTimer: number | undefined;
  private pingTimer: number | undefined;
  private pongTimer: number | undefined;
  /** the credentials the open (or opening) socket was made with */
  private connectedWith = { auth: false, guestToken: null as string | null };
  private stopped = false;
  private readonly matches = new Map<number, MatchTopicState>();
  private readonly lists = new Map<string, ListTopicState>();
  private readonly tournaments = new Map<number, TournamentTopicState>();
  private readonly userListeners = new Set<UserListener>();
  private userSubscribed = false;
  private readonly statusListeners = new Set<Listener>();
  private readonly options: LiveClientOptions;
  private windowHooked = false;

  constructor(options: LiveClientOptions) {
    this.options = options;
  }

  // ---- public: connection

  getStatus = (): ConnectionStatus => this.status;

  onStatus = (listener: Listener): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  // ---- public: match topics

  getMatch(matchId: number): MatchFeed | null {
    return this.matches.get(matchId)?.feed ?? null;
  }

  /** Starts (or joins) the subscription of a match; returns the function that leaves it. */
  subscribeMatch(matchId: number, listener: Listener, options: SubscribeOptions = {}): () => void {
    let topic = this.matches.get(matchId);
    if (!topic) {
      topic = {
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
      this.matches.set(matchId, topic);
    }
    const t = topic;
    t.refs++;
    t.listeners.add(listener);
    const needsAuth = options.auth === true && !t.auth;
    const needsGuest = !!options.guestToken && options.guestToken !== t.guestToken;
    if (needsAuth) t.auth = true;
    if (options.guestToken) t.guestToken = options.guestToken;
    this.ensureConnection();
    if (this.status === 'open') {
      if (this.credentialsSatisfied()) {
        if (t.refs === 1 || needsAuth || needsGuest) this.sendSubscribe(`match:${matchId}`, t.feed.seq);
      } else {
        this.restart();
      }
    }
    return () => {
      t.listeners.delete(listener);
      t.refs--;
      if (t.refs > 0) return;
      window.clearTimeout(t.gapTimer);
      window.clearTimeout(t.retryTimer);
      this.matches.delete(matchId);
      this.send({ type: 'unsubscribe', topic: `match:${matchId}` });
      this.scheduleIdleClose();
    };
  }

  /** Every accepted event message of a match, in seq order (after the feed is updated). */
  onMatchMessage(matchId: number, listener: MatchMessageListener): () => void {
    const t = this.matches.get(matchId);
    if (!t) return () => {};
    t.messageListeners.add(listener);
    return () => t.messageListeners.delete(listener);
  }

  /**
   * What a page fetched itself (GET /api/matches/{id}): adopted when newer than what the feed holds,
   * so the first score shows without waiting for the socket, and the subscription resumes from it.
   */
  seedMatch(match: Match): void {
    const t = this.matches.get(match.id);
    if (!t) return;
    if (match.seq > t.feed.seq || (!t.feed.match && match.seq === t.feed.seq)) {
      const newer = match.seq > t.feed.seq;
      t.feed = {
        ...t.feed,
        seq: Math.max(match.seq, t.feed.seq),
        status: newer ? match.status : t.feed.status,
        summary: newer ? match.summary : t.feed.summary,
        match,
      };
      this.drainEarly(t);
      this.notify(t.listeners);
    }
  }

  // ---- public: list topics

  getList(topic: LiveTopic): ListFeed | null {
    return this.lists.get(topic)?.feed ?? null;
  }

  subscribeList(topic: LiveTopic, listener: Listener): () => void {
    let t = this.lists.get(topic);
    if (!t) {
      t = {
        feed: { topic, ready: false, items: [] },
        refs: 0,
        listeners: new Set(),
        byId: new Map(),
        retryTimer: undefined,
      };
      this.lists.set(topic, t);
    }
    const state = t;
    state.refs++;
    state.listeners.add(listener);
    this.ensureConnection();
    if (this.status === 'open' && state.refs === 1) this.sendSubscribe(topic);
    return () => {
      state.listeners.delete(listener);
      state.refs--;
      if (state.refs > 0) return;
      window.clearTimeout(state.retryTimer);
      this.lists.delete(topic);
      this.send({ type: 'unsubscribe', topic });
      this.scheduleIdleClose();
    };
  }

  // ---- public: tournament topics

  /**
   * Follows a tournament: `listener` is called when the hub says its draw, results, entries or schedule
   * changed, and after every reconnect (changes may have been missed meanwhile). Returns the function that
   * leaves it. `auth`: send the access token (private tournaments).
   */
  subscribeTournament(
    tournamentId: number,
    listener: TournamentListener,
    options: Pick<SubscribeOptions, 'auth'> = {},
  ): () => void {
    let t = this.tournaments.get(tournamentId);
    if (!t) {
      t = { listeners: new Set(), version: 0, subscribed: false, auth: false, retryTimer: undefined };
      this.tournaments.set(tournamentId, t);
    }
    const state = t;
    const first = state.listeners.size === 0;
    state.listeners.add(listener);
    const needsAuth = options.auth === true && !state.auth;
    if (needsAuth) state.auth = true;
    this.ensureConnection();
    if (this.status === 'open') {
      if (!this.credentialsSatisfied()) this.restart();
      else if (first || needsAuth) this.sendSubscribe(`tournament:${tournamentId}`);
    }
    return () => {
      state.listeners.delete(listener);
      if (state.listeners.size > 0) return;
      window.clearTimeout(state.retryTimer);
      this.tournaments.delete(tournamentId);
      this.send({ type: 'unsubscribe', topic: `tournament:${tournamentId}` });
      this.scheduleIdleClose();
    };
  }

  // ---- public: the signed-in person's topic

  /**
   * Hears the signed-in person's notifications (topic `user`, decision 021) on the tab's one socket, which
   * then carries the access token. `listener` also hears 'reconnected' (read the count again). Returns the
   * function that leaves it.
   */
  subscribeUser(listener: UserListener): () => void {
    const first = this.userListeners.size === 0;
    this.userListeners.add(listener);
    this.ensureConnection();
    if (this.status === 'open') {
      if (!this.credentialsSatisfied()) this.restart();
      else if (first) this.sendSubscribe('user');
    }
    return () => {
      this.userListeners.delete(listener);
      if (this.userListeners.size > 0) return;
      this.userSubscribed = false;
      this.send({ type: 'unsubscribe', topic: 'user' });
      this.scheduleIdleClose();
    };
  }

  /** Reconnect now (the network came back, the tab is visible again, a test asks). */
  reconnectNow(): void {
    if (this.status === 'open' || this.status === 'connecting') return;
    if (!this.hasTopics()) return;
    window.clearTimeout(this.reconnectTimer);
    this.attempt = 0;
    void this.connect();
  }

  /** Closes the socket and forgets every topic (tests). */
  stop(): void {
    this.stopped = true;
    this.teardown();
    this.setStatus('idle');
  }

  // ---- connection

  private hasTopics(): boolean {
    return (
      this.matches.size > 0 || this.lists.size > 0 || this.tournaments.size > 0 || this.userListeners.size > 0
    );
  }

  private wanted(): { auth: boolean; guestToken: string | null } {
    let auth = false;
    let guestToken: string | null = null;
    for (const t of this.matches.values()) {
      if (t.auth) auth = true;
      if (t.guestToken) guestToken = t.guestToken;
    }
    for (const t of this.tournaments.values()) if (t.auth) auth = true;
    if (this.userListeners.size > 0) auth = true;
    return { auth, guestToken };
  }

  private credentialsSatisfied(): boolean {
    const want = this.wanted();
    if (want.auth && !this.connectedWith.auth && this.options.token()) return false;
    if (want.guestToken && want.guestToken !== this.connectedWith.guestToken) return false;
    return true;
  }

  private ensureConnection(): void {
    this.stopped = false;
    this.hookWindow();
    window.clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (this.socket || this.status === 'connecting' || this.reconnectTimer !== undefined) return;
    void this.connect();
  }

  /** Reopen with other credentials (a console joined a tab that only watched). */
  private restart(): void {
    this.teardown();
    this.attempt = 0;
    void this.connect();
  }

  private scheduleIdleClose(): void {
    if (this.hasTopics()) return;
    window.clearTimeout(this.idleTimer);
    this.idleTimer = window.setTimeout(() => {
      if (this.hasTopics()) return;
      this.teardown();
      this.setStatus('idle');
    }, IDLE_CLOSE_MS);
  }

  private teardown(): void {
    window.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    window.clearTimeout(this.pingTimer);
    window.clearTimeout(this.pongTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      try {
        socket.close(1000, 'bye');
      } catch {
        // already closed
      }
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped || !this.hasTopics()) return;
    this.setStatus(this.isOffline() ? 'offline' : this.attempt === 0 ? 'connecting' : 'reconnecting');
    let base: string | null;
    try {
      base = await this.options.url();
    } catch {
      base = null;
    }
    let want = this.wanted();
    const token = want.auth ? await (this.options.freshToken ?? this.options.token)() : null;
    if (this.stopped || !this.hasTopics() || this.socket) return;
    if (!base) {
      this.scheduleReconnect();
      return;
    }
    want = this.wanted();
    const url = new URL(base);
    if (token) url.searchParams.set('access_token', token);
    if (want.guestToken) url.searchParams.set('token', want.guestToken);
    this.connectedWith = { auth: !!token, guestToken: want.guestToken };
    const Impl = this.options.WebSocketImpl ?? WebSocket;
    let socket: WebSocket;
    try {
      socket = new Impl(url.href);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (!this.credentialsSatisfied()) {
        // a console asked for other credentials while this socket was opening
        this.restart();
        return;
      }
      this.attempt = 0;
      this.setStatus('open');
      for (const [id, t] of this.matches) {
        this.sendSubscribe(`match:${id}`, t.feed.seq);
      }
      for (const topic of this.lists.keys()) this.sendSubscribe(topic as LiveTopic);
      for (const id of this.tournaments.keys()) this.sendSubscribe(`tournament:${id}`);
      if (this.userListeners.size > 0) this.sendSubscribe('user');
      this.schedulePing();
    };
    socket.onmessage = (event: MessageEvent) => {
      this.schedulePing();
      let message: LiveServerMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveServerMessage;
      } catch {
        return;
      }
      this.handle(message);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      window.clearTimeout(this.pingTimer);
      window.clearTimeout(this.pongTimer);
      if (event.code === LIVE_CLOSE.policy) {
        // the protocol says: do not come back on a policy close; a new subscription or the network returning will
        this.setStatus('offline');
        return;
      }
      this.scheduleReconnect(event.code === LIVE_CLOSE.overloaded ? LIVE_RETRY_AFTER_SECONDS * 1000 : 0);
    };
    socket.onerror = () => {
      // onclose follows and schedules the reconnect
    };
  }

  private isOffline(): boolean {
    return typeof navigator !== 'undefined' && navigator.onLine === false;
  }

  private scheduleReconnect(minDelay = 0): void {
    if (this.stopped || !this.hasTopics()) {
      this.setStatus('idle');
      return;
    }
    this.setStatus(this.isOffline() ? 'offline' : 'reconnecting');
    const delay = Math.max(minDelay, backoffDelay(this.attempt));
    this.attempt++;
    window.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = window.setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, delay);
  }

  private schedulePing(): void {
    window.clearTimeout(this.pingTimer);
    window.clearTimeout(this.pongTimer);
    this.pingTimer = window.setTimeout(() => {
      if (!this.send({ type: 'ping' })) return;
      this.pongTimer = window.setTimeout(() => {
        // no answer: the connection is dead even if the browser has not noticed
        const socket = this.socket;
        if (!socket) return;
        this.teardown();
        this.scheduleReconnect();
      }, PONG_TIMEOUT_MS);
    }, PING_MS);
  }

  private hookWindow(): void {
    if (this.windowHooked || typeof window === 'undefined') return;
    this.windowHooked = true;
    window.addEventListener('online', () => this.reconnectNow());
    window.addEventListener('offline', () => {
      if (this.status !== 'open') this.setStatus('offline');
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.reconnectNow();
    });
  }

  private send(message: LiveClientMessage): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== 1) return false;
    try {
      socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  private sendSubscribe(topic: LiveTopic, lastSeq?: number): void {
    this.send({ type: 'subscribe', topic, ...(lastSeq !== undefined && lastSeq >= 0 ? { lastSeq } : {}) });
  }

  private setStatus(status: ConnectionStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.notify(this.statusListeners);
  }

  private notify(listeners: Set<Listener>): void {
    for (const l of [...listeners]) l();
  }

  // ---- messages

  private handle(message: LiveServerMessage): void {
    switch (message.type) {
      case 'match':
        this.onMatch(message);
        break;
      case 'snapshot': {
        const t = this.matches.get(message.matchId);
        if (!t) return;
        t.feed = {
          ...t.feed,
          seq: message.seq,
          status: message.match.status,
          summary: message.summary,
          match: message.match,
          error: null,
        };
        for (const seq of [...t.early.keys()]) if (seq <= message.seq) t.early.delete(seq);
        this.drainEarly(t);
        this.notify(t.listeners);
        break;
      }
      case 'list':
        this.onList(message.topic, message.full, message.items, message.removed ?? []);
        break;
      case 'tournament': {
        const t = this.tournaments.get(message.tournamentId);
        if (!t) return;
        t.version = Math.max(t.version, message.version);
        for (const l of [...t.listeners]) l('changed');
        break;
      }
      case 'notification':
        for (const l of [...this.userListeners]) l(message);
        break;
      case 'subscribed': {
        if (message.topic === 'user') {
          if (this.userSubscribed) for (const l of [...this.userListeners]) l('reconnected');
          this.userSubscribed = true;
          return;
        }
        if (!message.topic.startsWith('tournament:')) return;
        const t = this.tournaments.get(Number(message.topic.slice(11)));
        if (!t) return;
        // subscribed again on a new connection: what changed meanwhile was not heard
        if (t.subscribed) for (const l of [...t.listeners]) l('reconnected');
        t.subscribed = true;
        break;
      }
      case 'error': {
        const topic = message.topic;
        if (!topic) return;
        if (topic.startsWith('tournament:')) {
          const t = this.tournaments.get(Number(topic.slice(11)));
          if (!t || message.code !== 'unavailable') return;
          window.clearTimeout(t.retryTimer);
          t.retryTimer = window.setTimeout(() => this.sendSubscribe(topic as LiveTopic), 3_000);
          return;
        }
        if (topic.startsWith('match:')) {
          const t = this.matches.get(Number(topic.slice(6)));
          if (!t) return;
          if (message.code === 'unavailable') {
            window.clearTimeout(t.retryTimer);
            t.retryTimer = window.setTimeout(() => this.sendSubscribe(topic as LiveTopic, t.feed.seq), 3_000);
            return;
          }
          t.feed = { ...t.feed, error: message.code };
          this.notify(t.listeners);
        } else {
          const t = this.lists.get(topic);
          if (!t || message.code !== 'unavailable') return;
          window.clearTimeout(t.retryTimer);
          t.retryTimer = window.setTimeout(() => this.sendSubscribe(topic as LiveTopic), 3_000);
        }
        break;
      }
      default:
        break;
    }
  }

  private onMatch(message: LiveMatchMessage): void {
    const t = this.matches.get(message.matchId);
    if (!t) return;
    if (message.seq <= t.feed.seq) return;
    if (t.feed.seq < 0 || message.seq > t.feed.seq + 1) {
      // a gap (or no state yet): wait for what comes before it
      t.early.set(message.seq, message);
      if (t.feed.seq >= 0 && t.gapTimer === undefined) {
        t.gapTimer = window.setTimeout(() => {
          t.gapTimer = undefined;
          if (t.early.size > 0) this.sendSubscribe(`match:${t.feed.matchId}`, t.feed.seq);
        }, GAP_WAIT_MS);
      }
      return;
    }
    this.apply(t, message);
    this.drainEarly(t);
    this.notify(t.listeners);
  }

  private apply(t: MatchTopicState, message: LiveMatchMessage): void {
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

  private drainEarly(t: MatchTopicState): void {
    for (let next = t.early.get(t.feed.seq + 1); next; next = t.early.get(t.feed.seq + 1)) {
      t.early.delete(next.seq);
      this.apply(t, next);
    }
    for (const seq of [...t.early.keys()]) if (seq <= t.feed.seq) t.early.delete(seq);
    if (t.early.size === 0) {
      window.clearTimeout(t.gapTimer);
      t.gapTimer = undefined;
    }
  }

  private onList(topic: LiveTopic, full: boolean, items: LiveListItem[], removed: number[]): void {
    const t = this.lists.get(topic);
    if (!t) return;
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
    t.feed = { topic, ready: true, items: [...t.byId.values()] };
    this.notify(t.listeners);
  }
}
