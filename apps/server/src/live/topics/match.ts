import type { Match } from '@sportzone/contracts';
import { HttpError } from '../../lib/http-errors';
import { frameOf, type Connection, type Sender } from '../connection';
import type { History } from '../history';
import type { LiveSources } from '../sources';

/** How long a match read for subscribers is shared (a reconnect storm costs one read per match). */
const INFO_TTL_MS = 1000;

type MatchInfo = { match: Match; restricted: boolean };

export interface MatchTopics {
  /**
   * Brings `conn` up to date on a match: from the history when its lastSeq allows, else with a snapshot
   * (bridged with the history when the channel is already past the snapshot).
   */
  subscribe(conn: Connection, topic: string, id: number, lastSeq: number | undefined): Promise<void>;
  unsubscribe(conn: Connection, id: number): void;
  /** After an edit: a fresh snapshot for everyone following the match here. */
  resync(id: number): void;
  /** The match was deleted: its viewers hear it, its channel goes. */
  removed(id: number): void;
}

/**
 * The match as a snapshot, read at most once a second per match however many viewers subscribe at
 * once (a reconnect storm after a restart costs one read, not one per viewer).
 */
function createMatchInfoCache(sources: () => Pick<LiveSources, 'snapshot'>) {
  const infoCache = new Map<number, { at: number; promise: Promise<MatchInfo | null> }>();
  return {
    read(id: number, fresh = false): Promise<MatchInfo | null> {
      const cached = infoCache.get(id);
      if (!fresh && cached && Date.now() - cached.at < INFO_TTL_MS) return cached.promise;
      const entry = { at: Date.now(), promise: sources().snapshot(id) };
      infoCache.set(id, entry);
      entry.promise.catch(() => {
        if (infoCache.get(id) === entry) infoCache.delete(id);
      });
      return entry.promise;
    },
    forget(id: number): void {
      infoCache.delete(id);
    },
  };
}

type MatchInfoCache = ReturnType<typeof createMatchInfoCache>;

/**
 * Sends a viewer the snapshot and what the channel has past it, reading again (up to three times)
 * when the channel ran ahead of the read and its history does not bridge the gap. One frame per
 * snapshot read, however many viewers it goes to.
 */
function createSnapshotDelivery(deps: { sender: Sender; history: History; matchInfo: MatchInfoCache }) {
  const { sender, history, matchInfo } = deps;
  const snapshotFrames = new WeakMap<Match, Buffer>();
  return async function deliverSnapshot(
    conn: Connection,
    topic: string,
    id: number,
    match: Match,
    attempt = 0,
  ): Promise<void> {
    if (conn.closed || !conn.topics.has(topic)) return;
    const ch = history.channelOf(id, match.seq);
    const snapshotSeq = match.seq;
    const oldest = ch.history[0]?.seq;
    if (ch.seq > snapshotSeq && !(oldest !== undefined && oldest <= snapshotSeq + 1)) {
      // The channel ran ahead of our read and its history does not bridge the gap: read again.
      if (attempt >= 3) {
        sender.failSubscription(conn, topic, new Error('the match moves faster than its snapshots'));
        return;
      }
      let fresh: Match | null;
      try {
        fresh = (await matchInfo.read(id, true))?.match ?? null;
      } catch (err) {
        sender.failSubscription(conn, topic, err);
        return;
      }
      if (!fresh) return sender.failSubscription(conn, topic, new HttpError(404, 'Match not found.'));
      return deliverSnapshot(conn, topic, id, fresh, attempt + 1);
    }
    const held = ch.subs.get(conn) ?? -1;
    const head = Math.max(ch.seq, snapshotSeq, held);
    let frame = snapshotFrames.get(match);
    if (!frame) {
      frame = frameOf({ type: 'snapshot', matchId: id, seq: snapshotSeq, summary: match.summary, match });
      snapshotFrames.set(match, frame);
    }
    sender.message(conn, { type: 'subscribed', topic: topic as `match:${number}`, seq: head });
    sender.send(conn, frame);
    for (const h of ch.history) if (h.seq > snapshotSeq && h.seq > held) sender.send(conn, h.frame);
    ch.subs.set(conn, head);
    if (ch.seq < snapshotSeq) void history.fillGap(ch);
  };
}

export function createMatchTopics(deps: {
  sender: Sender;
  history: History;
  sources: () => Pick<LiveSources, 'snapshot' | 'canViewMatch'>;
  log: { warn(data: object, message: string): void };
}): MatchTopics {
  const { sender, history, sources, log } = deps;
  const matchInfo = createMatchInfoCache(sources);
  const deliverSnapshot = createSnapshotDelivery({ sender, history, matchInfo });

  async function subscribe(
    conn: Connection,
    topic: string,
    id: number,
    lastSeq: number | undefined,
  ): Promise<void> {
    let match: Match | null;
    try {
      const info = await matchInfo.read(id);
      // Public and unlisted matches are for everyone; a private one, or one of a private organization,
      // only for the people who may see it (the same check as GET /api/matches/{id}).
      if (info?.restricted) await sources().canViewMatch(conn.actor, id);
      match = info?.match ?? null;
    } catch (err) {
      sender.failSubscription(conn, topic, err);
      return;
    }
    if (conn.closed || !conn.topics.has(topic)) return;
    if (!match) {
      sender.failSubscription(conn, topic, new HttpError(404, 'Match not found.'));
      return;
    }
    const ch = history.channelOf(id, match.seq);
    if (lastSeq !== undefined) {
      const head = ch.seq;
      const oldest = ch.history[0]?.seq;
      if (lastSeq <= head && (lastSeq === head || (oldest !== undefined && oldest <= lastSeq + 1))) {
        sender.message(conn, { type: 'subscribed', topic: topic as `match:${number}`, seq: head });
        for (const h of ch.history) if (h.seq > lastSeq) sender.send(conn, h.frame);
        ch.subs.set(conn, head);
        if (match.seq > ch.seq) void history.fillGap(ch);
        return;
      }
      if (lastSeq > head && lastSeq === match.seq) {
        // The client is where the database is; this instance will catch up.
        sender.message(conn, { type: 'subscribed', topic: topic as `match:${number}`, seq: lastSeq });
        ch.subs.set(conn, lastSeq);
        void history.fillGap(ch);
        return;
      }
    }
    await deliverSnapshot(conn, topic, id, match);
  }

  return {
    subscribe,

    unsubscribe(conn, id) {
      history.channels.get(id)?.subs.delete(conn);
    },

    resync(id) {
      matchInfo.forget(id);
      const ch = history.channels.get(id);
      if (!ch || ch.subs.size === 0) return;
      matchInfo.read(id).then(
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
            sources()
              .canViewMatch(conn.actor, id)
              .then(
                () => deliverSnapshot(conn, topic, id, match),
                (err: unknown) => {
                  ch.subs.delete(conn);
                  sender.failSubscription(conn, topic, err);
                },
              );
          }
        },
        (err: unknown) => log.warn({ err, matchId: id }, 'live: resync failed'),
      );
    },

    removed(id) {
      matchInfo.forget(id);
      const ch = history.drop(id);
      if (!ch) return;
      for (const conn of ch.subs.keys()) {
        conn.topics.delete(`match:${id}`);
        sender.error(conn, 'not_found', 'The match was deleted.', `match:${id}`);
      }
    },
  };
}
