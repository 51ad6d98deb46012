import type { LiveMatchMessage } from '@sportzone/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connection } from './connection';
import { createHistory, GAP_WAIT_MS, HISTORY_SIZE } from './history';

const message = (seq: number): LiveMatchMessage => ({
  type: 'match',
  matchId: 1,
  seq,
  status: 'active',
  summary: {} as never,
  event: { type: 'point', side: 'home' },
  at: new Date(0).toISOString(),
});

/** a channel's subscriber that only records the seqs it was sent */
function viewer() {
  const seqs: number[] = [];
  const conn = { topics: new Set<string>() } as unknown as Connection;
  return { conn, seqs };
}

function setup(database: LiveMatchMessage[] = []) {
  const received = new Map<Connection, number[]>();
  const messagesAfter = vi.fn(async (_id: number, after: number, limit: number) =>
    database.filter((m) => m.seq > after).slice(0, limit),
  );
  const listChanged = vi.fn();
  const delivered = vi.fn();
  const history = createHistory({
    send: (conn, frame) => received.get(conn)?.push((JSON.parse(frame.toString()) as LiveMatchMessage).seq),
    messagesAfter,
    listChanged,
    counters: { gapFills: 0 },
    delivered,
    isClosing: () => false,
    log: { warn: vi.fn() },
  });
  const subscribe = (held: number) => {
    const v = viewer();
    received.set(v.conn, v.seqs);
    history.channelOf(1, held).subs.set(v.conn, held);
    return v.seqs;
  };
  return { history, messagesAfter, listChanged, subscribe, delivered };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('history: a match channel', () => {
  it('reports the lag from the event to its viewers, for messages that had viewers', () => {
    const { history, subscribe, delivered } = setup();
    vi.setSystemTime(250);
    history.receive(message(1), null, 'tennis');
    expect(delivered).not.toHaveBeenCalled();
    subscribe(1);
    history.receive(message(2), null, 'tennis');
    expect(delivered.mock.calls).toEqual([[250]]);
  });

  it('delivers in seq order whatever the order of arrival, each message once', () => {
    const { history, subscribe } = setup();
    const seen = subscribe(0);
    history.receive(message(2), null, 'tennis');
    history.receive(message(1), null, 'tennis');
    history.receive(message(1), null, 'tennis');
    history.receive(message(3), null, 'tennis');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('keeps the last HISTORY_SIZE messages for resuming clients', () => {
    const { history } = setup();
    history.channelOf(1, 0);
    for (let seq = 1; seq <= HISTORY_SIZE + 10; seq++) history.receive(message(seq), null, 'tennis');
    const ch = history.channels.get(1)!;
    expect(ch.history).toHaveLength(HISTORY_SIZE);
    expect(ch.history[0]!.seq).toBe(11);
  });

  it('fills a gap from the database when the missing message does not come', async () => {
    const database = [1, 2, 3, 4].map(message);
    const { history, subscribe, messagesAfter } = setup(database);
    const seen = subscribe(0);
    history.receive(message(1), null, 'tennis');
    history.receive(message(4), null, 'tennis'); // 2 and 3 were lost
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS + 1);
    expect(messagesAfter).toHaveBeenCalledWith(1, 1, HISTORY_SIZE);
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('passes the list rows on, also of a message delivered already', () => {
    const { history, listChanged } = setup();
    history.channelOf(1, 0);
    const item = { matchId: 1, seq: 1 } as never;
    history.receive(message(1), item, 'tennis');
    history.receive(message(1), item, 'tennis');
    expect(listChanged).toHaveBeenCalledTimes(2);
  });

  it('drops a deleted match with its pending gap timer', () => {
    const { history } = setup();
    history.channelOf(1, 0);
    history.receive(message(3), null, 'tennis');
    expect(history.drop(1)?.pending.size).toBe(1);
    expect(history.channels.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
