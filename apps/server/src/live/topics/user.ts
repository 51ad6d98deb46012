import type { LiveNotificationMessage } from '@sportzone/contracts';
import { frameOf, type Connection, type Sender } from '../connection';

export interface UserTopics {
  /** `user`: the signed-in person's notifications; needs the socket's access token and a profile. */
  subscribe(conn: Connection): Promise<void>;
  unsubscribe(conn: Connection): void;
  deliver(userId: number, message: LiveNotificationMessage): void;
}

export function createUserTopics({ sender }: { sender: Sender }): UserTopics {
  /** user id → their connections subscribed to `user` */
  const subscribers = new Map<number, Set<Connection>>();
  return {
    async subscribe(conn) {
      const me = await conn.actor.user().catch(() => null);
      if (!me) {
        conn.topics.delete('user');
        sender.error(
          conn,
          'not_found',
          'Sign in (connect with ?access_token=) to hear your notifications.',
          'user',
        );
        return;
      }
      if (conn.closed || !conn.topics.has('user')) return;
      conn.userId = me.id;
      let subs = subscribers.get(me.id);
      if (!subs) {
        subs = new Set();
        subscribers.set(me.id, subs);
      }
      subs.add(conn);
      sender.message(conn, { type: 'subscribed', topic: 'user' });
    },

    unsubscribe(conn) {
      const id = conn.userId;
      const subs = id === undefined ? undefined : subscribers.get(id);
      subs?.delete(conn);
      if (id !== undefined && subs?.size === 0) subscribers.delete(id);
    },

    deliver(userId, message) {
      const subs = subscribers.get(userId);
      if (!subs?.size) return;
      const frame = frameOf(message);
      for (const conn of subs) sender.send(conn, frame);
    },
  };
}
