import { frameOf, type Connection, type Sender } from '../connection';
import type { LiveSources } from '../sources';

export interface TournamentTopics {
  subscribers: Map<number, Set<Connection>>;
  /**
   * A tournament's viewers hear that it changed (and read it again over HTTP, where every read is
   * checked). Subscribing is checked like reading it (decision 012/018): a private tournament, or one
   * of a private organization, is `not_found` to those who may not see it.
   */
  subscribe(conn: Connection, topic: string, id: number): Promise<void>;
  unsubscribe(conn: Connection, id: number): void;
  /** `recheck`: it may have become more hidden, so its viewers are checked again */
  changed(id: number, version: number, recheck: boolean): void;
}

export function createTournamentTopics(deps: {
  sender: Sender;
  sources: () => Pick<LiveSources, 'canViewTournament' | 'placements'>;
}): TournamentTopics {
  const { sender, sources } = deps;
  /** tournament id → subscribers of `tournament:<id>` */
  const subscribers = new Map<number, Set<Connection>>();
  return {
    subscribers,

    async subscribe(conn, topic, id) {
      try {
        await sources().canViewTournament(conn.actor, id);
      } catch (err) {
        if (conn.topics.has(topic)) sender.failSubscription(conn, topic, err);
        return;
      }
      if (conn.closed || !conn.topics.has(topic)) return;
      let subs = subscribers.get(id);
      if (!subs) {
        subs = new Set();
        subscribers.set(id, subs);
      }
      subs.add(conn);
      sender.message(conn, { type: 'subscribed', topic: topic as `tournament:${number}` });
    },

    unsubscribe(conn, id) {
      const subs = subscribers.get(id);
      subs?.delete(conn);
      if (subs?.size === 0) subscribers.delete(id);
    },

    changed(id, version, recheck) {
      sources().placements.forgetTournament(id);
      const subs = subscribers.get(id);
      if (!subs?.size) return;
      const frame = frameOf({ type: 'tournament', tournamentId: id, version });
      const topic = `tournament:${id}`;
      for (const conn of [...subs]) {
        if (!recheck) {
          sender.send(conn, frame);
          continue;
        }
        // made private (or its organization): only those who may still see it keep following it
        sources()
          .canViewTournament(conn.actor, id)
          .then(
            () => sender.send(conn, frame),
            (err: unknown) => {
              subs.delete(conn);
              if (conn.topics.has(topic)) sender.failSubscription(conn, topic, err);
            },
          );
      }
    },
  };
}
