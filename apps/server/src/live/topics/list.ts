import type { LiveListItem, LiveListMessage } from '@sportzone/contracts';
import { toListItem } from '../../modules/matches/dto';
import { frameOf, type Connection, type Sender } from '../connection';
import type { LiveSources } from '../sources';

/** Live lists are coalesced: at most one message per topic per interval, the latest row of each match. */
export const LIST_INTERVAL_MS = 1000;
/** A list row heard recently still wins over the database's (a full list read meanwhile). */
const RECENT_MS = 60_000;

type ListTopic = LiveListMessage['topic'];

export interface ListTopics {
  /** list topic → subscribers */
  subscribers: Map<string, Set<Connection>>;
  /** A match's row changed (`item`), or it left the lists (`item` null, `removedId`). */
  changed(sport: string, item: LiveListItem | null, removedId?: number): void;
  subscribe(conn: Connection, topic: string, sport: string | null): Promise<void>;
  unsubscribe(conn: Connection, topic: string): void;
  /** every list subscriber gets the whole list again (after messages may have been lost) */
  resendFull(): void;
  /** forgets rows heard long ago */
  sweep(now: number): void;
  stop(): void;
}

export const sportOfList = (topic: string) => (topic === 'home' ? null : topic.slice(6));
const listTopicsOf = (sport: string) => ['home', `sport:${sport}`];

export function createListTopics(deps: {
  sender: Sender;
  sources: () => Pick<LiveSources, 'liveList' | 'placements'>;
  log: { warn(data: object, message: string): void };
}): ListTopics {
  const { sender, sources, log } = deps;
  const lists = new Map<string, Set<Connection>>();
  /** list topic → changes waiting for the next flush */
  const listChanges = new Map<string, { items: Map<number, LiveListItem>; removed: Set<number> }>();
  /** the newest list row seen per match (merged into full lists read from the database) */
  const recentItems = new Map<number, { item: LiveListItem | null; at: number }>();
  let listTimer: NodeJS.Timeout | null = null;

  function changed(sport: string, item: LiveListItem | null, removedId?: number): void {
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
    if (!listTimer && listChanges.size > 0) listTimer = setTimeout(flush, LIST_INTERVAL_MS);
  }

  function flush(): void {
    listTimer = null;
    for (const [topic, change] of listChanges) {
      const subs = lists.get(topic);
      if (!subs?.size) continue;
      const message: LiveListMessage = {
        type: 'list',
        topic: topic as ListTopic,
        full: false,
        items: [...change.items.values()],
        ...(change.removed.size ? { removed: [...change.removed] } : {}),
      };
      const frame = frameOf(message);
      for (const conn of subs) sender.send(conn, frame);
    }
    listChanges.clear();
  }

  /** The whole list of a topic: the database's rows, with newer rows heard meanwhile winning. */
  async function fullList(sport: string | null): Promise<LiveListItem[]> {
    const started = Date.now();
    const rows = await sources().liveList(sport);
    const competitions = await sources().placements.ofMany(rows);
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
    return [...byId.values()];
  }

  return {
    subscribers: lists,
    changed,

    async subscribe(conn, topic, sport) {
      const items = await fullList(sport);
      if (conn.closed || !conn.topics.has(topic)) return;
      sender.message(conn, { type: 'subscribed', topic: topic as ListTopic });
      sender.message(conn, { type: 'list', topic: topic as ListTopic, full: true, items });
      let subs = lists.get(topic);
      if (!subs) {
        subs = new Set();
        lists.set(topic, subs);
      }
      subs.add(conn);
    },

    unsubscribe(conn, topic) {
      lists.get(topic)?.delete(conn);
    },

    resendFull() {
      for (const [topic, subs] of lists) {
        if (subs.size === 0) continue;
        fullList(sportOfList(topic)).then(
          (items) => {
            const frame = frameOf({ type: 'list', topic: topic as ListTopic, full: true, items });
            for (const conn of subs) sender.send(conn, frame);
          },
          (err: unknown) => log.warn({ err, topic }, 'live: list catch-up failed'),
        );
      }
    },

    sweep(now) {
      for (const [id, recent] of recentItems) if (now - recent.at > RECENT_MS) recentItems.delete(id);
    },

    stop() {
      if (listTimer) clearTimeout(listTimer);
    },
  };
}
