import type { LiveServerMessage, LiveTopic, Match } from '@sportzone/contracts';
import {
  LiveConnection,
  type ConnectionStatus,
  type Credentials,
  type LiveClientOptions,
} from './connection';
import {
  applyList,
  applyMatchMessage,
  applySnapshot,
  newListTopic,
  newMatchTopic,
  notify,
  seedMatch,
  type ListFeed,
  type ListTopicState,
  type Listener,
  type MatchFeed,
  type MatchMessageListener,
  type MatchTopicState,
  type SubscribeOptions,
  type TournamentListener,
  type TournamentTopicState,
  type UserListener,
} from './topics';

/**
 * The live client: ONE WebSocket per browser tab (decision 006) carries every subscription: matches,
 * a sport's live list, the home list, tournaments (a change signal: the page reads the tournament again).
 * Pages subscribe through the hooks in `hooks.ts`; the client reference-counts topics, so two components
 * watching one match share one subscription.
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
 *
 * The socket's side is `connection.ts`, what a message does to a topic's state `topics.ts`; this file
 * keeps the topics and routes the hub's messages to them.
 */

export { backoffDelay, type ConnectionStatus, type LiveClientOptions } from './connection';
export type { ListFeed, MatchFeed, SubscribeOptions, TournamentChange, UserListener } from './topics';

export class LiveClient {
  private readonly connection: LiveConnection;
  private readonly matches = new Map<number, MatchTopicState>();
  private readonly lists = new Map<string, ListTopicState>();
  private readonly tournaments = new Map<number, TournamentTopicState>();
  private readonly userListeners = new Set<UserListener>();
  private userSubscribed = false;

  constructor(options: LiveClientOptions) {
    this.connection = new LiveConnection(options, {
      hasTopics: () => this.hasTopics(),
      wanted: () => this.wanted(),
      opened: () => this.subscribeAll(),
      received: (message) => this.handle(message),
    });
  }

  // ---- public: connection

  getStatus = (): ConnectionStatus => this.connection.getStatus();

  onStatus = (listener: Listener): (() => void) => this.connection.onStatus(listener);

  // ---- public: match topics

  getMatch(matchId: number): MatchFeed | null {
    return this.matches.get(matchId)?.feed ?? null;
  }

  /** Starts (or joins) the subscription of a match; returns the function that leaves it. */
  subscribeMatch(matchId: number, listener: Listener, options: SubscribeOptions = {}): () => void {
    let topic = this.matches.get(matchId);
    if (!topic) {
      topic = newMatchTopic(matchId);
      this.matches.set(matchId, topic);
    }
    const t = topic;
    t.refs++;
    t.listeners.add(listener);
    const needsAuth = options.auth === true && !t.auth;
    const needsGuest = !!options.guestToken && options.guestToken !== t.guestToken;
    if (needsAuth) t.auth = true;
    if (options.guestToken) t.guestToken = options.guestToken;
    const connection = this.connection;
    connection.ensure();
    if (connection.getStatus() === 'open') {
      if (connection.credentialsSatisfied()) {
        if (t.refs === 1 || needsAuth || needsGuest) connection.sendSubscribe(`match:${matchId}`, t.feed.seq);
      } else {
        connection.restart();
      }
    }
    return () => {
      t.listeners.delete(listener);
      t.refs--;
      if (t.refs > 0) return;
      window.clearTimeout(t.gapTimer);
      window.clearTimeout(t.retryTimer);
      this.matches.delete(matchId);
      connection.send({ type: 'unsubscribe', topic: `match:${matchId}` });
      connection.scheduleIdleClose();
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
    if (t) seedMatch(t, match);
  }

  // ---- public: list topics

  getList(topic: LiveTopic): ListFeed | null {
    return this.lists.get(topic)?.feed ?? null;
  }

  subscribeList(topic: LiveTopic, listener: Listener): () => void {
    let t = this.lists.get(topic);
    if (!t) {
      t = newListTopic(topic);
      this.lists.set(topic, t);
    }
    const state = t;
    state.refs++;
    state.listeners.add(listener);
    const connection = this.connection;
    connection.ensure();
    if (connection.getStatus() === 'open' && state.refs === 1) connection.sendSubscribe(topic);
    return () => {
      state.listeners.delete(listener);
      state.refs--;
      if (state.refs > 0) return;
      window.clearTimeout(state.retryTimer);
      this.lists.delete(topic);
      connection.send({ type: 'unsubscribe', topic });
      connection.scheduleIdleClose();
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
    const connection = this.connection;
    connection.ensure();
    if (connection.getStatus() === 'open') {
      if (!connection.credentialsSatisfied()) connection.restart();
      else if (first || needsAuth) connection.sendSubscribe(`tournament:${tournamentId}`);
    }
    return () => {
      state.listeners.delete(listener);
      if (state.listeners.size > 0) return;
      window.clearTimeout(state.retryTimer);
      this.tournaments.delete(tournamentId);
      connection.send({ type: 'unsubscribe', topic: `tournament:${tournamentId}` });
      connection.scheduleIdleClose();
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
    const connection = this.connection;
    connection.ensure();
    if (connection.getStatus() === 'open') {
      if (!connection.credentialsSatisfied()) connection.restart();
      else if (first) connection.sendSubscribe('user');
    }
    return () => {
      this.userListeners.delete(listener);
      if (this.userListeners.size > 0) return;
      this.userSubscribed = false;
      connection.send({ type: 'unsubscribe', topic: 'user' });
      connection.scheduleIdleClose();
    };
  }

  /** Reconnect now (the network came back, the tab is visible again, a test asks). */
  reconnectNow(): void {
    this.connection.reconnectNow();
  }

  /** Closes the socket and forgets every topic (tests). */
  stop(): void {
    this.connection.stop();
  }

  // ---- what the connection asks of the topics

  private hasTopics(): boolean {
    return (
      this.matches.size > 0 || this.lists.size > 0 || this.tournaments.size > 0 || this.userListeners.size > 0
    );
  }

  private wanted(): Credentials {
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

  private subscribeAll(): void {
    const connection = this.connection;
    for (const [id, t] of this.matches) connection.sendSubscribe(`match:${id}`, t.feed.seq);
    for (const topic of this.lists.keys()) connection.sendSubscribe(topic as LiveTopic);
    for (const id of this.tournaments.keys()) connection.sendSubscribe(`tournament:${id}`);
    if (this.userListeners.size > 0) connection.sendSubscribe('user');
  }

  // ---- messages

  private handle(message: LiveServerMessage): void {
    switch (message.type) {
      case 'match': {
        const t = this.matches.get(message.matchId);
        if (!t) return;
        applyMatchMessage(t, message, () =>
          this.connection.sendSubscribe(`match:${t.feed.matchId}`, t.feed.seq),
        );
        break;
      }
      case 'snapshot': {
        const t = this.matches.get(message.matchId);
        if (t) applySnapshot(t, message);
        break;
      }
      case 'list': {
        const t = this.lists.get(message.topic);
        if (t) applyList(t, message.full, message.items, message.removed ?? []);
        break;
      }
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
      case 'subscribed':
        this.onSubscribed(message.topic);
        break;
      case 'error':
        if (message.topic) this.onError(message.topic, message.code);
        break;
      default:
        break;
    }
  }

  private onSubscribed(topic: string): void {
    if (topic === 'user') {
      if (this.userSubscribed) for (const l of [...this.userListeners]) l('reconnected');
      this.userSubscribed = true;
      return;
    }
    if (!topic.startsWith('tournament:')) return;
    const t = this.tournaments.get(Number(topic.slice(11)));
    if (!t) return;
    // subscribed again on a new connection: what changed meanwhile was not heard
    if (t.subscribed) for (const l of [...t.listeners]) l('reconnected');
    t.subscribed = true;
  }

  /** `unavailable` (the hub could not read the topic just now) is asked again in 3 s; anything else is final. */
  private onError(topic: string, code: string): void {
    const connection = this.connection;
    if (topic.startsWith('tournament:')) {
      const t = this.tournaments.get(Number(topic.slice(11)));
      if (!t || code !== 'unavailable') return;
      window.clearTimeout(t.retryTimer);
      t.retryTimer = window.setTimeout(() => connection.sendSubscribe(topic as LiveTopic), 3_000);
      return;
    }
    if (topic.startsWith('match:')) {
      const t = this.matches.get(Number(topic.slice(6)));
      if (!t) return;
      if (code === 'unavailable') {
        window.clearTimeout(t.retryTimer);
        t.retryTimer = window.setTimeout(
          () => connection.sendSubscribe(topic as LiveTopic, t.feed.seq),
          3_000,
        );
        return;
      }
      t.feed = { ...t.feed, error: code };
      notify(t.listeners);
    } else {
      const t = this.lists.get(topic);
      if (!t || code !== 'unavailable') return;
      window.clearTimeout(t.retryTimer);
      t.retryTimer = window.setTimeout(() => connection.sendSubscribe(topic as LiveTopic), 3_000);
    }
  }
}
