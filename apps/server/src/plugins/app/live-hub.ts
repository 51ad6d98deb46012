import websocket from '@fastify/websocket';
import {
  LIVE_CLOSE,
  LIVE_RETRY_AFTER_SECONDS,
  LiveClientMessage,
  type LiveListItem,
  type LiveListMessage,
  type LiveMatchMessage,
  type LiveNotificationMessage,
  type LiveServerMessage,
  type Match,
  MATCH_SPORTS,
} from '@sportzone/contracts';
import { getOrInitSetting, type MatchHeadRow } from '@sportzone/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomBytes, randomUUID } from 'node:crypto';
import { Compile } from 'typebox/compile';
import type { WebSocket } from 'ws';
import { HttpError } from '../../lib/http-errors';
import { toListItem } from './live/dto';

/** Messages kept per match for clients that resume after a disconnect. */
export const HISTORY_SIZE = 200;
/** How long an out-of-order message waits for the ones before it before they are read from the database. */
export const GAP_WAIT_MS = 150;
/** Live lists are coalesced: at most one message per topic per interval, the latest row of each match. */
export const LIST_INTERVAL_MS = 1000;
/** A viewer whose unsent data grows beyond this is disconnected (it reconnects and resumes exactly). */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const MAX_TOPICS_PER_CONNECTION = 100;
const MAX_BAD_MESSAGES = 20;
const HEARTBEAT_MS = 30_000;
/** How long a match read for subscribers is shared (a reconnect storm costs one read per match). */
const INFO_TTL_MS = 1000;
const CHANNEL_IDLE_MS = 10 * 60_000;
const OPEN = 1;
/** Every frame is JSON text; one options object for every send. */
const TEXT = { binary: false } as const;

/** What travels between instances (Redis) and inside one (in-process bus). */
type BusMessage =
  /** an accepted event */
  | { k: 'm'; o: string; m: LiveMatchMessage; i: LiveListItem | null; s: string }
  /** a list row changed without an event (created, rescheduled) */
  | { k: 'l'; o: string; i: LiveListItem }
  /** the match was edited: subscribers get a fresh snapshot; `hidden`: it left the public lists */
  | { k: 'c'; o: string; id: number; s: string; i: LiveListItem | null; hidden: boolean }
  /** the match was deleted */
  | { k: 'r'; o: string; id: number; s: string }
  /**
   * a tournament changed (draw, results, sides, entries, schedule): its viewers read it again;
   * `r`: it may have become more hidden, so its viewers are checked again
   */
  | { k: 't'; o: string; id: number; v: number; r?: boolean }
  /** a person's notification (topic `user`, decision 021) */
  | { k: 'u'; o: string; u: number; m: LiveNotificationMessage };

interface Connection {
  socket: WebSocket;
  request: FastifyRequest;
  topics: Set<string>;
  alive: boolean;
  badMessages: number;
  closed: boolean;
  /** the signed-in person, once subscribed to `user` */
  userId?: number;
}

interface Channel {
  id: number;
  /** seq of the last message delivered to local subscribers */
  seq: number;
  /** the last HISTORY_SIZE messages, contiguous, oldest first */
  history: { seq: number; frame: Buffer }[];
  /** messages that arrived ahead of a missing one */
  pending: Map<number, { m: LiveMatchMessage; i: LiveListItem | null; s: string }>;
  gapTimer: NodeJS.Timeout | null;
  filling: boolean;
  refill: boolean;
  /** subscriber → the seq it already holds (messages up to it are not sent again) */
  subs: Map<Connection, number>;
  touched: number;
}

export interface LiveStats {
  connections: number;
  maxConnections: number;
  channels: number;
  matchSubscriptions: number;
  listSubscriptions: number;
  refused: number;
  delivered: number;
  gapFills: number;
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
  accept(socket: WebSocket, request: FastifyRequest): void;
  retryAfterSeconds: number;
  /**
   * Names this deployment's Redis keys and channel: a random id kept in the database, so every instance
   * on one database shares it whatever URL it uses, and other deployments on the same Redis stay apart.
   */
  namespace: string;
  stats(): LiveStats;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

const checkClientMessage = Compile(LiveClientMessage);
const SPORTS: readonly string[] = MATCH_SPORTS;

const frameOf = (message: LiveServerMessage) => Buffer.from(JSON.stringify(message));

/**
 * The live hub (decision 006): one WebSocket per browser tab, any number of topics on it. Every match
 * message carries the match's seq; each instance delivers a match's messages in seq order, keeps the
 * last HISTORY_SIZE for resuming clients and reads what it missed from the database. With REDIS_URL the
 * messages of this instance go to the others through Redis pub/sub.
 */
export default fp(
  async function liveHub(app: FastifyInstance) {
    await app.register(websocket, {
      options: { maxPayload: 16 * 1024, perMessageDeflate: false },
      // A viewer vanishing (ECONNRESET, EPIPE) is ordinary life for a live server, not an error to log.
      errorHandler: (error, socket) => {
        app.log.debug({ err: error }, 'live: connection error');
        socket.terminate();
      },
    });

    const origin = randomUUID();
    const namespace = await getOrInitSetting(app.database.db, 'live.namespace', () =>
      randomBytes(9).toString('hex'),
    );
    const REDIS_CHANNEL = `sportzone:live:${namespace}`;
    const maxConnections = app.config.liveMaxConnections;
    const connections = new Set<Connection>();
    const channels = new Map<number, Channel>();
    /** list topic → subscribers */
    const lists = new Map<string, Set<Connection>>();
    /** tournament id → subscribers of `tournament:<id>` */
    const tournamentSubs = new Map<number, Set<Connection>>();
    /** user id → their connections subscribed to `user` */
    const userSubs = new Map<number, Set<Connection>>();
    /** list topic → changes waiting for the next flush */
    const listChanges = new Map<string, { items: Map<number, LiveListItem>; removed: Set<number> }>();
    /** the newest list row seen per match (merged into full lists read from the database) */
    const recentItems = new Map<number, { item: LiveListItem | null; at: number }>();
    let listTimer: NodeJS.Timeout | null = null;
    let closing = false;
    const counters = { refused: 0, delivered: 0, gapFills: 0 };

    // ---- sending

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
    const sendMessage = (conn: Connection, message: LiveServerMessage) => send(conn, frameOf(message));
    const sendError = (conn: Connection, code: string, message: string, topic?: string) =>
      sendMessage(conn, { type: 'error', code, message, ...(topic ? { topic } : {}) });

    // ---- channels (one per match with activity or viewers on this instance)

    function channelOf(id: number, seq: number): Channel {
      let ch = channels.get(id);
      if (!ch) {
        ch = {
          id,
          seq,
          history: [],
          pending: new Map(),
          gapTimer: null,
          filling: false,
          refill: false,
          subs: new Map(),
          touched: Date.now(),
        };
        channels.set(id, ch);
      }
      return ch;
    }

    function emit(ch: Channel, m: LiveMatchMessage, item: LiveListItem | null, sport: string): void {
      const frame = frameOf(m);
      ch.seq = m.seq;
      ch.touched = Date.now();
      ch.history.push({ seq: m.seq, frame });
      if (ch.history.length > HISTORY_SIZE) ch.history.shift();
      for (const [conn, held] of ch.subs) {
        if (held >= m.seq) continue;
        send(conn, frame);
      }
      if (item) listChanged(sport, item);
    }

    function drain(ch: Channel): void {
      for (let next = ch.pending.get(ch.seq + 1); next; next = ch.pending.get(ch.seq + 1)) {
        ch.pending.delete(next.m.seq);
        emit(ch, next.m, next.i, next.s);
      }
      for (const seq of ch.pending.keys()) if (seq <= ch.seq) ch.pending.delete(seq);
      if (ch.pending.size === 0 && ch.gapTimer) {
        clearTimeout(ch.gapTimer);
        ch.gapTimer = null;
      }
    }

    /** A match message, from this instance or another, in any order: delivered in seq order, exactly once. */
    function receive(m: LiveMatchMessage, item: LiveListItem | null, sport: string): void {
      const ch = channelOf(m.matchId, m.seq - 1);
      if (m.seq <= ch.seq) {
        // Delivered already (read from the database while filling a gap, or heard twice): its list row
        // may still be news.
        if (item) listChanged(sport, item);
        return;
      }
      if (m.seq === ch.seq + 1 && !ch.filling) {
        emit(ch, m, item, sport);
        drain(ch);
        return;
      }
      ch.pending.set(m.seq, { m, i: item, s: sport });
      if (!ch.gapTimer && !ch.filling) {
        ch.gapTimer = setTimeout(() => {
          ch.gapTimer = null;
          void fillGap(ch);
        }, GAP_WAIT_MS);
      }
    }

    /** Reads the messages this instance missed from the database (the events carry their summaries). */
    async function fillGap(ch: Channel): Promise<void> {
      if (ch.filling) {
        ch.refill = true;
        return;
      }
      ch.filling = true;
      counters.gapFills++;
      try {
        for (let round = 0; round < 100 && !closing; round++) {
          ch.refill = false;
          const missed = await app.matches.messagesAfter(ch.id, ch.seq, HISTORY_SIZE);
          for (const m of missed) {
            if (m.seq !== ch.seq + 1) break;
            const queued = ch.pending.get(m.seq);
            ch.pending.delete(m.seq);
            emit(ch, m, queued?.i ?? null, queued?.s ?? '');
          }
          drain(ch);
          if (missed.length < HISTORY_SIZE && !ch.refill) break;
        }
      } catch (err) {
        app.log.warn({ err, matchId: ch.id }, 'live: could not read missed events');
      } finally {
        ch.filling = false;
      }
      drain(ch);
      if (ch.pending.size > 0 && !ch.gapTimer && !closing) {
        ch.gapTimer = setTimeout(() => {
          ch.gapTimer = null;
          void fillGap(ch);
        }, GAP_WAIT_MS * 4);
      }
    }

    // ---- lists

    const listTopicsOf = (sport: string) => ['home', `sport:${sport}`];

    function listChanged(sport: string, item: LiveListItem | null, removedId?: number): void {
      const id = item?.matchId ?? removedId!;
      const previous = recentItems.get(id)?.item;
      if (item && previous && previous.seq > item.seq) return; // an older row arriving late
      recentItems.set(id, { item, at: Date.now() });
      for (const topic of listTopicsOf(sport)) {
        if (!lists.get(topic)?.size) continue;
        let change = listChanges.get(topic);
        if (!change) {
          change = { items: new Map(), removed: new Set() };
          listChanges.set(topic, change);
        }
        if (item) {
          const held = change.items.get(id);
          if (!held || held.seq <= item.seq) change.items.set(id, item);
          change.removed.delete(id);
        } else {
          change.items.delete(id);
          change.removed.add(id);
        }
      }
      if (!listTimer && listChanges.size > 0) listTimer = setTimeout(flushLists, LIST_INTERVAL_MS);
    }

    function flushLists(): void {
      listTimer = null;
      for (const [topic, change] of listChanges) {
        const subs = lists.get(topic);
        if (!subs?.size) continue;
        const message: LiveListMessage = {
          type: 'list',
          topic: topic as LiveListMessage['topic'],
          full: false,
          items: [...change.items.values()],
          ...(change.removed.size ? { removed: [...change.removed] } : {}),
        };
        const frame = frameOf(message);
        for (const conn of subs) send(conn, frame);
      }
      listChanges.clear();
    }

    async function subscribeList(conn: Connection, topic: string, sport: string | null): Promise<void> {
      const started = Date.now();
      const rows = await app.matches.liveList(sport);
      const competitions = await app.competitions.ofMany(rows);
      if (conn.closed || !conn.topics.has(topic)) return;
      // Rows newer than the database read (changes that happened meanwhile) win.
      const byId = new Map<number, LiveListItem>(
        rows.map((r) => [r.id, toListItem(r, competitions.get(r.id) ?? null)]),
      );
      for (const [id, recent] of recentItems) {
        if (recent.at < started - 5_000) continue;
        const held = byId.get(id);
        if (!recent.item) byId.delete(id);
        else if (
          held
            ? held.seq < recent.item.seq
            : recent.item.status === 'active' && (!sport || recent.item.sport === sport)
        ) {
          byId.set(id, recent.item);
        }
      }
      sendMessage(conn, { type: 'subscribed', topic: topic as LiveListMessage['topic'] });
      sendMessage(conn, {
        type: 'list',
        topic: topic as LiveListMessage['topic'],
        full: true,
        items: [...byId.values()],
      });
      let subs = lists.get(topic);
      if (!subs) {
        subs = new Set();
        lists.set(topic, subs);
      }
      subs.add(conn);
    }

    // ---- match subscriptions

    /**
     * The match as a snapshot, read at most once a second per match however many viewers subscribe at
     * once (a reconnect storm after a restart costs one read, not one per viewer).
     */
    type MatchInfo = { match: Match; restricted: boolean };
    const infoCache = new Map<number, { at: number; promise: Promise<MatchInfo | null> }>();
    const snapshotFrames = new WeakMap<Match, Buffer>();
    function matchInfo(id: number, fresh = false): Promise<MatchInfo | null> {
      const cached = infoCache.get(id);
      if (!fresh && cached && Date.now() - cached.at < INFO_TTL_MS) return cached.promise;
      const entry = { at: Date.now(), promise: app.matches.snapshot(id) };
      infoCache.set(id, entry);
      entry.promise.catch(() => {
        if (infoCache.get(id) === entry) infoCache.delete(id);
      });
      return entry.promise;
    }

    function failSubscription(conn: Connection, topic: string, err: unknown): void {
      conn.topics.delete(topic);
      if (err instanceof HttpError && err.statusCode < 500) {
        sendError(conn, err.statusCode === 403 ? (err.code ?? 'forbidden') : 'not_found', err.message, topic);
      } else {
        app.log.error({ err }, 'live: subscribe failed');
        sendError(conn, 'unavailable', 'Try again shortly.', topic);
      }
    }

    /**
     * Brings `conn` up to date on a match: from the history when its lastSeq allows, else with a snapshot
     * (bridged with the history when the channel is already past the snapshot).
     */
    async function subscribeMatch(
      conn: Connection,
      topic: string,
      id: number,
      lastSeq: number | undefined,
    ): Promise<void> {
      let match: Match | null;
      try {
        const info = await matchInfo(id);
        // Public and unlisted matches are for everyone; a private one, or one of a private organization,
        // only for the people who may see it (the same check as GET /api/matches/{id}).
        if (info?.restricted) await app.matches.access(conn.request, id);
        match = info?.match ?? null;
      } catch (err) {
        failSubscription(conn, topic, err);
        return;
      }
      if (conn.closed || !conn.topics.has(topic)) return;
      if (!match) {
        failSubscription(conn, topic, new HttpError(404, 'Match not found.'));
        return;
      }
      const ch = channelOf(id, match.seq);
      if (lastSeq !== undefined) {
        const head = ch.seq;
        const oldest = ch.history[0]?.seq;
        if (lastSeq <= head && (lastSeq === head || (oldest !== undefined && oldest <= lastSeq + 1))) {
          sendMessage(conn, { type: 'subscribed', topic: topic as `match:${number}`, seq: head });
          for (const h of ch.history) if (h.seq > lastSeq) send(conn, h.frame);
          ch.subs.set(conn, head);
          if (match.seq > ch.seq) void fillGap(ch);
          return;
        }
        if (lastSeq > head && lastSeq === match.seq) {
          // The client is where the database is; this instance will catch up.
          sendMessage(conn, { type: 'subscribed', topic: topic as `match:${number}`, seq: lastSeq });
          ch.subs.set(conn, lastSeq);
          void fillGap(ch);
          return;
        }
      }
      await deliverSnapshot(conn, topic, id, match);
    }

    async function deliverSnapshot(
      conn: Connection,
      topic: string,
      id: number,
      match: Match,
      attempt = 0,
    ): Promise<void> {
      if (conn.closed || !conn.topics.has(topic)) return;
      const ch = channelOf(id, match.seq);
      const snapshotSeq = match.seq;
      const oldest = ch.history[0]?.seq;
      if (ch.seq > snapshotSeq && !(oldest !== undefined && oldest <= snapshotSeq + 1)) {
        // The channel ran ahead of our read and its history does not bridge the gap: read again.
        if (attempt >= 3) {
          failSubscription(conn, topic, new Error('the match moves faster than its snapshots'));
          return;
        }
        let fresh: Match | null;
        try {
          fresh = (await matchInfo(id, true))?.match ?? null;
        } catch (err) {
          failSubscription(conn, topic, err);
          return;
        }
        if (!fresh) return failSubscription(conn, topic, new HttpError(404, 'Match not found.'));
        return deliverSnapshot(conn, topic, id, fresh, attempt + 1);
      }
      const held = ch.subs.get(conn) ?? -1;
      const head = Math.max(ch.seq, snapshotSeq, held);
      let frame = snapshotFrames.get(match);
      if (!frame) {
        frame = frameOf({ type: 'snapshot', matchId: id, seq: snapshotSeq, summary: match.summary, match });
        snapshotFrames.set(match, frame);
      }
      sendMessage(conn, { type: 'subscribed', topic: topic as `match:${number}`, seq: head });
      send(conn, frame);
      for (const h of ch.history) if (h.seq > snapshotSeq && h.seq > held) send(conn, h.frame);
      ch.subs.set(conn, head);
      if (ch.seq < snapshotSeq) void fillGap(ch);
    }

    /** After an edit: a fresh snapshot for everyone following the match here. */
    function resync(id: number): void {
      infoCache.delete(id);
      const ch = channels.get(id);
      if (!ch || ch.subs.size === 0) return;
      matchInfo(id).then(
        (info) => {
          if (!info) return;
          const { match } = info;
          for (const conn of [...ch.subs.keys()]) {
            const topic = `match:${id}`;
            if (!info.restricted) {
              void deliverSnapshot(conn, topic, id, match);
              continue;
            }
            // Made private (or moved to a private organization): only those who may see it keep following it.
            app.matches.access(conn.request, id).then(
              () => deliverSnapshot(conn, topic, id, match),
              (err: unknown) => {
                ch.subs.delete(conn);
                failSubscription(conn, topic, err);
              },
            );
          }
        },
        (err: unknown) => app.log.warn({ err, matchId: id }, 'live: resync failed'),
      );
    }

    // ---- tournament subscriptions

    /**
     * A tournament's viewers hear that it changed (and read it again over HTTP, where every read is
     * checked). Subscribing is checked like reading it (decision 012/018): a private tournament, or one
     * of a private organization, is `not_found` to those who may not see it.
     */
    async function subscribeTournament(conn: Connection, topic: string, id: number): Promise<void> {
      try {
        await app.tournaments.visible(conn.request, id);
      } catch (err) {
        if (conn.topics.has(topic)) failSubscription(conn, topic, err);
        return;
      }
      if (conn.closed || !conn.topics.has(topic)) return;
      let subs = tournamentSubs.get(id);
      if (!subs) {
        subs = new Set();
        tournamentSubs.set(id, subs);
      }
      subs.add(conn);
      sendMessage(conn, { type: 'subscribed', topic: topic as `tournament:${number}` });
    }

    function tournamentChanged(id: number, version: number, recheck: boolean): void {
      app.competitions.forgetTournament(id);
      const subs = tournamentSubs.get(id);
      if (!subs?.size) return;
      const frame = frameOf({ type: 'tournament', tournamentId: id, version });
      const topic = `tournament:${id}`;
      for (const conn of [...subs]) {
        if (!recheck) {
          send(conn, frame);
          continue;
        }
        // made private (or its organization): only those who may still see it keep following it
        app.tournaments.visible(conn.request, id).then(
          () => send(conn, frame),
          (err: unknown) => {
            subs.delete(conn);
            if (conn.topics.has(topic)) failSubscription(conn, topic, err);
          },
        );
      }
    }

    // ---- the person's own topic (notifications)

    /** `user`: the signed-in person's notifications; needs the socket's access token and a profile. */
    async function subscribeUser(conn: Connection): Promise<void> {
      const me = await app.access.meOrNull(conn.request).catch(() => null);
      if (!me) {
        conn.topics.delete('user');
        sendError(
          conn,
          'not_found',
          'Sign in (connect with ?access_token=) to hear your notifications.',
          'user',
        );
        return;
      }
      if (conn.closed || !conn.topics.has('user')) return;
      conn.userId = me.id;
      let subs = userSubs.get(me.id);
      if (!subs) {
        subs = new Set();
        userSubs.set(me.id, subs);
      }
      subs.add(conn);
      sendMessage(conn, { type: 'subscribed', topic: 'user' });
    }

    function unsubscribe(conn: Connection, topic: string): void {
      conn.topics.delete(topic);
      if (topic === 'user') {
        const id = conn.userId;
        const subs = id === undefined ? undefined : userSubs.get(id);
        subs?.delete(conn);
        if (id !== undefined && subs?.size === 0) userSubs.delete(id);
      } else if (topic.startsWith('match:')) {
        channels.get(Number(topic.slice(6)))?.subs.delete(conn);
      } else if (topic.startsWith('tournament:')) {
        const id = Number(topic.slice(11));
        const subs = tournamentSubs.get(id);
        subs?.delete(conn);
        if (subs?.size === 0) tournamentSubs.delete(id);
      } else {
        lists.get(topic)?.delete(conn);
      }
    }

    // ---- client messages

    function onMessage(conn: Connection, data: Buffer, isBinary: boolean): void {
      let message: unknown;
      try {
        message = isBinary ? undefined : JSON.parse(data.toString('utf8'));
      } catch {
        message = undefined;
      }
      if (!checkClientMessage.Check(message)) {
        conn.badMessages++;
        sendError(
          conn,
          'bad_message',
          'Send {type:"subscribe"|"unsubscribe", topic} or {type:"ping"} as JSON text.',
        );
        if (conn.badMessages > MAX_BAD_MESSAGES)
          conn.socket.close(LIVE_CLOSE.policy, 'too many bad messages');
        return;
      }
      const msg = message as LiveClientMessage;
      if (msg.type === 'ping') {
        sendMessage(conn, { type: 'pong' });
        return;
      }
      const topic = msg.topic;
      if (msg.type === 'unsubscribe') {
        unsubscribe(conn, topic);
        return;
      }
      if (conn.topics.has(topic)) unsubscribe(conn, topic); // subscribing again = resuming from lastSeq
      if (conn.topics.size >= MAX_TOPICS_PER_CONNECTION) {
        sendError(
          conn,
          'too_many_subscriptions',
          `At most ${MAX_TOPICS_PER_CONNECTION} topics per connection.`,
          topic,
        );
        return;
      }
      if (topic.startsWith('match:')) {
        conn.topics.add(topic);
        void subscribeMatch(conn, topic, Number(topic.slice(6)), msg.lastSeq);
        return;
      }
      if (topic.startsWith('tournament:')) {
        conn.topics.add(topic);
        void subscribeTournament(conn, topic, Number(topic.slice(11)));
        return;
      }
      if (topic === 'user') {
        conn.topics.add(topic);
        void subscribeUser(conn);
        return;
      }
      const sport = topic === 'home' ? null : topic.slice(6);
      if (sport !== null && !SPORTS.includes(sport)) {
        sendError(conn, 'unknown_topic', `Unknown sport "${sport}".`, topic);
        return;
      }
      conn.topics.add(topic);
      subscribeList(conn, topic, sport).catch((err) => {
        app.log.error({ err }, 'live: list subscribe failed');
        conn.topics.delete(topic);
        sendError(conn, 'unavailable', 'Try again shortly.', topic);
      });
    }

    function accept(socket: WebSocket, request: FastifyRequest): void {
      if (closing || connections.size >= maxConnections) {
        counters.refused++;
        socket.close(LIVE_CLOSE.overloaded, 'try again later');
        return;
      }
      const conn: Connection = {
        socket,
        request,
        topics: new Set(),
        alive: true,
        badMessages: 0,
        closed: false,
      };
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

    // ---- the bus: in process, plus Redis between instances

    function handle(bus: BusMessage): void {
      switch (bus.k) {
        case 'm':
          receive(bus.m, bus.i, bus.s);
          break;
        case 'l':
          listChanged(bus.i.sport, bus.i);
          break;
        case 'c': {
          if (bus.i) listChanged(bus.s, bus.i);
          else if (bus.hidden) listChanged(bus.s, null, bus.id);
          resync(bus.id);
          break;
        }
        case 'r': {
          infoCache.delete(bus.id);
          listChanged(bus.s, null, bus.id);
          const ch = channels.get(bus.id);
          if (ch) {
            for (const conn of ch.subs.keys()) {
              conn.topics.delete(`match:${bus.id}`);
              sendError(conn, 'not_found', 'The match was deleted.', `match:${bus.id}`);
            }
            if (ch.gapTimer) clearTimeout(ch.gapTimer);
            channels.delete(bus.id);
          }
          break;
        }
        case 't':
          tournamentChanged(bus.id, bus.v, bus.r === true);
          break;
        case 'u': {
          const subs = userSubs.get(bus.u);
          if (subs?.size) {
            const frame = frameOf(bus.m);
            for (const conn of subs) send(conn, frame);
          }
          break;
        }
      }
    }

    const redis = app.redis;
    function publish(bus: BusMessage): void {
      // This instance delivers right after the current request is answered (the scorer's 200 is not
      // held up by the fan-out; setImmediate keeps the order); the others hear it through Redis
      // (duplicates are dropped by seq).
      setImmediate(handle, bus);
      if (redis) {
        redis.publisher.publish(REDIS_CHANNEL, JSON.stringify(bus)).catch((err: unknown) => {
          app.log.warn({ err }, 'live: redis publish failed (other instances catch up from the database)');
        });
      }
    }
    if (redis) {
      await redis.subscriber.subscribe(REDIS_CHANNEL);
      redis.subscriber.on('message', (channel: string, payload: string) => {
        if (channel !== REDIS_CHANNEL) return;
        let bus: BusMessage;
        try {
          bus = JSON.parse(payload) as BusMessage;
        } catch {
          return;
        }
        if (bus.o === origin) return;
        handle(bus);
      });
    }

    // ---- housekeeping: dead connections, idle channels

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
      for (const [id, recent] of recentItems) if (now - recent.at > 60_000) recentItems.delete(id);
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(heartbeat);
      if (listTimer) clearTimeout(listTimer);
      for (const ch of channels.values()) if (ch.gapTimer) clearTimeout(ch.gapTimer);
      for (const conn of connections) conn.socket.close(LIVE_CLOSE.goingAway, 'server restarting');
      if (redis) await redis.subscriber.unsubscribe(REDIS_CHANNEL).catch(() => {});
    });

    app.decorate('live', {
      publishMatch(message, item, sport) {
        publish({ k: 'm', o: origin, m: message, i: item, s: sport });
      },
      publishList(item) {
        publish({ k: 'l', o: origin, i: item });
      },
      publishChange(head, listed, hidden) {
        const out = (i: LiveListItem | null) =>
          publish({ k: 'c', o: origin, id: head.id, s: head.sport, i, hidden });
        if (!listed) return out(null);
        // its list row names its tournament and round (remembered per match: usually no read)
        app.competitions.of(head).then(
          (competition) => out(toListItem(head, competition)),
          () => out(toListItem(head, null)),
        );
      },
      publishRemoved(matchId, sport) {
        publish({ k: 'r', o: origin, id: matchId, s: sport });
      },
      publishTournament(tournamentId, options) {
        publish({
          k: 't',
          o: origin,
          id: tournamentId,
          v: Date.now(),
          ...(options?.recheck ? { r: true } : {}),
        });
      },
      publishUser(userId, message) {
        publish({ k: 'u', o: origin, u: userId, m: message });
      },
      canAccept: () => !closing && connections.size < maxConnections,
      accept,
      retryAfterSeconds: LIVE_RETRY_AFTER_SECONDS,
      namespace,
      stats() {
        let matchSubscriptions = 0;
        for (const ch of channels.values()) matchSubscriptions += ch.subs.size;
        let listSubscriptions = 0;
        for (const subs of lists.values()) listSubscriptions += subs.size;
        return {
          connections: connections.size,
          maxConnections,
          channels: channels.size,
          matchSubscriptions,
          listSubscriptions,
          ...counters,
        };
      },
    } satisfies LiveHub);
  },
  { name: 'live-hub', dependencies: ['config', 'db', 'redis', 'competitions'] },
);
