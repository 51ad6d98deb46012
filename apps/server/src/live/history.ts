import type { LiveListItem, LiveMatchMessage } from '@sportzone/contracts';
import { frameOf, type Connection } from './connection';

/** Messages kept per match for clients that resume after a disconnect. */
export const HISTORY_SIZE = 200;
/** How long an out-of-order message waits for the ones before it before they are read from the database. */
export const GAP_WAIT_MS = 150;

/** One match's messages on this instance (a match with activity or viewers here). */
export interface Channel {
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

export interface HistoryDeps {
  send(conn: Connection, frame: Buffer): void;
  /** the messages after `after`, from the database (the events carry their summaries) */
  messagesAfter(id: number, after: number, limit: number): Promise<LiveMatchMessage[]>;
  /** a match message's list row, for the live lists */
  listChanged(sport: string, item: LiveListItem): void;
  counters: { gapFills: number };
  /** a match message reached this instance's viewers `lagMs` after the event's server time */
  delivered?(lagMs: number): void;
  isClosing(): boolean;
  log: { warn(data: object, message: string): void };
}

export interface History {
  channels: Map<number, Channel>;
  channelOf(id: number, seq: number): Channel;
  /** A match message, from this instance or another, in any order: delivered in seq order, exactly once. */
  receive(m: LiveMatchMessage, item: LiveListItem | null, sport: string): void;
  /** Reads the messages this instance missed from the database. */
  fillGap(ch: Channel): Promise<void>;
  /** The match is gone: its channel with it. */
  drop(id: number): Channel | undefined;
}

/**
 * Per-match channels: every match message carries the match's seq; each instance delivers a match's
 * messages in seq order, keeps the last HISTORY_SIZE for resuming clients and reads what it missed
 * from the database (lila-ws keeps such a history per room for the same reason).
 */
export function createHistory(deps: HistoryDeps): History {
  const { send, messagesAfter, listChanged, counters, delivered, isClosing, log } = deps;
  const channels = new Map<number, Channel>();

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
    // once the last viewer's frame is handed to its socket: the lag a viewer here sees, commit and bus included
    if (delivered && m.at && ch.subs.size > 0) delivered(Date.now() - Date.parse(m.at));
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

  async function fillGap(ch: Channel): Promise<void> {
    if (ch.filling) {
      ch.refill = true;
      return;
    }
    ch.filling = true;
    counters.gapFills++;
    try {
      for (let round = 0; round < 100 && !isClosing(); round++) {
        ch.refill = false;
        const missed = await messagesAfter(ch.id, ch.seq, HISTORY_SIZE);
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
      log.warn({ err, matchId: ch.id }, 'live: could not read missed events');
    } finally {
      ch.filling = false;
    }
    drain(ch);
    if (ch.pending.size > 0 && !ch.gapTimer && !isClosing()) {
      ch.gapTimer = setTimeout(() => {
        ch.gapTimer = null;
        void fillGap(ch);
      }, GAP_WAIT_MS * 4);
    }
  }

  return {
    channels,
    channelOf,
    receive,
    fillGap,
    drop(id) {
      const ch = channels.get(id);
      if (!ch) return undefined;
      if (ch.gapTimer) clearTimeout(ch.gapTimer);
      channels.delete(id);
      return ch;
    },
  };
}
