import {
  LIVE_CLOSE,
  LIVE_RETRY_AFTER_SECONDS,
  type LiveListItem,
  type LiveMatchMessage,
  type LiveNotificationMessage,
} from '@sportzone/contracts';
import type { MatchHeadRow } from '@sportzone/db';
import type { WebSocket } from 'ws';
import { toListItem } from '../modules/matches/dto';
import type { Actor } from '../modules/actor';
import { createBus, type Bus, type BusRedis } from './bus';
import { createClientMessages } from './client-messages';
import { createSender, type Connection, type LiveCounters } from './connection';
import { createHistory } from './history';
import { startHousekeeping } from './housekeeping';
import type { BusMessage } from './protocol';
import type { LiveSources } from './sources';
import { createListTopics } from './topics/list';
import { createMatchTopics } from './topics/match';
import { createTournamentTopics } from './topics/tournament';
import { createUserTopics } from './topics/user';

export { HISTORY_SIZE, GAP_WAIT_MS } from './history';
export { LIST_INTERVAL_MS } from './topics/list';
export { MAX_BUFFERED_BYTES } from './connection';
export { BUS_DOWN_POLL_MS } from './bus';

export interface LiveStats {
  connections: number;
  maxConnections: number;
  channels: number;
  matchSubscriptions: number;
  listSubscriptions: number;
  refused: number;
  delivered: number;
  gapFills: number;
  /** the bus between instances: `in-process` without Redis, else whether this instance hears it */
  bus: 'in-process' | 'up' | 'down';
}

export interface LiveHub {
  /** An accepted event, after its transaction committed. `item`: its public list row (null for private matches). */
  publishMatch(message: LiveMatchMessage, item: LiveListItem | null, sport: string): void;
  /** A public match appeared or changed outside of scoring (created, rescheduled). */
  publishList(item: LiveListItem): void;
  /**
   * A match was edited: lists and a fresh snapshot for its viewers. `listed`: it belongs in the public
   * lists (public, of no organization or of a public one); `hidden`: it just left them.
   */
  publishChange(head: MatchHeadRow, listed: boolean, hidden: boolean): void;
  publishRemoved(matchId: number, sport: string): void;
  /**
   * A tournament changed (its draw, results, sides, entries, schedule or standings), after the
   * transaction committed: subscribers of `tournament:<id>` get a `tournament` message on every instance.
   */
  publishTournament(tournamentId: number, options?: { recheck?: boolean }): void;
  /** A notification for one person: their `user` subscriptions on every instance get it (decision 021). */
  publishUser(userId: number, message: LiveNotificationMessage): void;
  /** False when the viewer cap is reached: the upgrade is refused with 503 + Retry-After. */
  canAccept(): boolean;
  /** A new viewer's socket; it acts as `actor` (resolved once, when it connected). */
  accept(socket: WebSocket, actor: Actor): void;
  retryAfterSeconds: number;
  /**
   * Names this deployment's Redis keys and channel: a random id kept in the database, so every instance
   * on one database shares it whatever URL it uses, and other deployments on the same Redis stay apart.
   */
  namespace: string;
  stats(): LiveStats;
}

/** What the hub reports as it works (the app's metrics); every call is cheap and synchronous. */
export interface LiveObserver {
  /** a match message reached this instance's viewers `lagMs` after the event's server time */
  delivered(lagMs: number): void;
  /** a message from another instance arrived through Redis `lagMs` after it was published */
  heard(lagMs: number): void;
}

export interface LiveHubDeps {
  /** read when first needed: what the hub reads from the rest of the server */
  sources: () => LiveSources;
  redis: BusRedis | null;
  namespace: string;
  /** this instance on the bus */
  origin: string;
  maxConnections: number;
  observer?: LiveObserver;
  log: {
    debug(data: object, message: string): void;
    info(message: string): void;
    warn(data: object | string, message?: string): void;
    error(data: object, message: string): void;
  };
}

/**
 * The live hub (decision 006): one WebSocket per browser tab, any number of topics on it. Every match
 * message carries the match's seq; each instance delivers a match's messages in seq order, keeps the
 * last HISTORY_SIZE for resuming clients and reads what it missed from the database. With Redis the
 * messages of this instance go to the others through Redis pub/sub.
 */
export async function createLiveHub(deps: LiveHubDeps): Promise<LiveHub & { close(): Promise<void> }> {
  const { sources, redis, namespace, origin, maxConnections, observer, log } = deps;
  const connections = new Set<Connection>();
  const counters: LiveCounters = { refused: 0, delivered: 0, gapFills: 0 };
  let closing = false;
  const isClosing = () => closing;
  const sender = createSender(counters, log);
  const lists = createListTopics({ sender, sources, log });
  const history = createHistory({
    send: sender.send,
    messagesAfter: (id, after, limit) => sources().messagesAfter(id, after, limit),
    listChanged: lists.changed,
    counters,
    ...(observer ? { delivered: observer.delivered } : {}),
    isClosing,
    log,
  });
  const matches = createMatchTopics({ sender, history, sources, log });
  const tournaments = createTournamentTopics({ sender, sources });
  const users = createUserTopics({ sender });

  function unsubscribe(conn: Connection, topic: string): void {
    conn.topics.delete(topic);
    if (topic === 'user') users.unsubscribe(conn);
    else if (topic.startsWith('match:')) matches.unsubscribe(conn, Number(topic.slice(6)));
    else if (topic.startsWith('tournament:')) tournaments.unsubscribe(conn, Number(topic.slice(11)));
    else lists.unsubscribe(conn, topic);
  }

  const onMessage = createClientMessages({ sender, matches, tournaments, users, lists, unsubscribe, log });

  function accept(socket: WebSocket, actor: Actor): void {
    if (closing || connections.size >= maxConnections) {
      counters.refused++;
      socket.close(LIVE_CLOSE.overloaded, 'try again later');
      return;
    }
    const conn: Connection = { socket, actor, topics: new Set(), alive: true, badMessages: 0, closed: false };
    connections.add(conn);
    socket.on('message', (data: Buffer, isBinary: boolean) => onMessage(conn, data, isBinary));
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('close', () => {
      conn.closed = true;
      connections.delete(conn);
      for (const topic of [...conn.topics]) unsubscribe(conn, topic);
    });
  }

  // ---- the bus: what arrives is delivered to this instance's viewers

  function handle(message: BusMessage): void {
    switch (message.kind) {
      case 'match':
        history.receive(message.message, message.item, message.sport);
        break;
      case 'list':
        lists.changed(message.item.sport, message.item);
        break;
      case 'changed':
        if (message.item) lists.changed(message.sport, message.item);
        else if (message.hidden) lists.changed(message.sport, null, message.matchId);
        matches.resync(message.matchId);
        break;
      case 'removed':
        lists.changed(message.sport, null, message.matchId);
        matches.removed(message.matchId);
        break;
      case 'tournament':
        tournaments.changed(message.tournamentId, message.version, message.recheck === true);
        break;
      case 'resync':
        catchUp();
        break;
      case 'user':
        users.deliver(message.userId, message.message);
        break;
    }
  }

  const pollChannels = () => {
    for (const ch of history.channels.values()) if (ch.subs.size > 0) void history.fillGap(ch);
  };

  /**
   * Brings every viewer of this instance level with the database: the events of the matches they
   * follow, a tournament signal (its pages read it again), full lists. Used when messages may have
   * been lost on the bus: after this instance or another one was cut off from Redis.
   */
  function catchUp(): void {
    if (closing) return;
    pollChannels();
    for (const [id, subs] of tournaments.subscribers)
      if (subs.size > 0) tournaments.changed(id, Date.now(), false);
    lists.resendFull();
  }

  const bus = createBus({
    redis,
    channel: `sportzone:live:${namespace}`,
    origin,
    handle,
    catchUp,
    poll: pollChannels,
    isClosing,
    ...(observer ? { heard: observer.heard } : {}),
    log,
  });
  await bus.start();
  const housekeeping = startHousekeeping({ connections, channels: history.channels, sweep: lists.sweep });

  return {
    ...publisherOf(bus, origin, sources),
    canAccept: () => !closing && connections.size < maxConnections,
    accept,
    retryAfterSeconds: LIVE_RETRY_AFTER_SECONDS,
    namespace,
    stats() {
      let matchSubscriptions = 0;
      for (const ch of history.channels.values()) matchSubscriptions += ch.subs.size;
      let listSubscriptions = 0;
      for (const subs of lists.subscribers.values()) listSubscriptions += subs.size;
      return {
        connections: connections.size,
        maxConnections,
        channels: history.channels.size,
        matchSubscriptions,
        listSubscriptions,
        ...counters,
        bus: bus.state(),
      };
    },
    async close() {
      closing = true;
      housekeeping.stop();
      lists.stop();
      for (const ch of history.channels.values()) if (ch.gapTimer) clearTimeout(ch.gapTimer);
      for (const conn of connections) conn.socket.close(LIVE_CLOSE.goingAway, 'server restarting');
      await bus.stop();
    },
  };
}

/** The hub's publishing side: what the rest of the server tells the viewers, onto the bus. */
function publisherOf(
  bus: Pick<Bus, 'publish'>,
  origin: string,
  sources: () => Pick<LiveSources, 'placements'>,
): Pick<
  LiveHub,
  'publishMatch' | 'publishList' | 'publishChange' | 'publishRemoved' | 'publishTournament' | 'publishUser'
> {
  return {
    publishMatch(message, item, sport) {
      bus.publish({ kind: 'match', origin, message, item, sport });
    },
    publishList(item) {
      bus.publish({ kind: 'list', origin, item });
    },
    publishChange(head, listed, hidden) {
      const out = (item: LiveListItem | null) =>
        bus.publish({ kind: 'changed', origin, matchId: head.id, sport: head.sport, item, hidden });
      if (!listed) return out(null);
      // its list row names its tournament and round (remembered per match: usually no read)
      sources()
        .placements.of(head)
        .then(
          (competition) => out(toListItem(head, competition)),
          () => out(toListItem(head, null)),
        );
    },
    publishRemoved(matchId, sport) {
      bus.publish({ kind: 'removed', origin, matchId, sport });
    },
    publishTournament(tournamentId, options) {
      bus.publish({
        kind: 'tournament',
        origin,
        tournamentId,
        version: Date.now(),
        ...(options?.recheck ? { recheck: true } : {}),
      });
    },
    publishUser(userId, message) {
      bus.publish({ kind: 'user', origin, userId, message });
    },
  };
}
