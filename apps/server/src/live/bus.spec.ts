import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUS_DOWN_POLL_MS, createBus, type BusRedis } from './bus';
import { decodeBusMessage, encodeBusMessage, type BusMessage } from './protocol';

/** Two Redis connections that only emit what the test makes them emit. */
function fakeRedis() {
  const publisher = Object.assign(new EventEmitter(), { publish: vi.fn(async () => 1) });
  const subscriber = Object.assign(new EventEmitter(), {
    subscribe: vi.fn(async () => 1),
    unsubscribe: vi.fn(async () => 1),
  });
  return { publisher, subscriber } satisfies BusRedis;
}

function setup() {
  const redis = fakeRedis();
  const handled: BusMessage[] = [];
  const catchUp = vi.fn();
  const poll = vi.fn();
  const heard = vi.fn();
  const bus = createBus({
    redis,
    channel: 'sportzone:live:test',
    origin: 'a',
    handle: (m) => handled.push(m),
    catchUp,
    poll,
    isClosing: () => false,
    heard,
    log: { info: vi.fn(), warn: vi.fn() },
  });
  return { redis, bus, handled, catchUp, poll, heard };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the bus', () => {
  it('keeps the short keys on the wire', () => {
    const message: BusMessage = {
      kind: 'tournament',
      origin: 'a',
      tournamentId: 4,
      version: 9,
      recheck: true,
    };
    expect(JSON.parse(encodeBusMessage(message, 5))).toEqual({ k: 't', o: 'a', id: 4, v: 9, r: true, t: 5 });
    expect(decodeBusMessage(encodeBusMessage(message))).toEqual(message);
    expect(decodeBusMessage('{"k":"y","o":"b"}')).toEqual({ kind: 'resync', origin: 'b' });
    expect(decodeBusMessage('not json')).toBeNull();
  });

  it('hears the other instances, not its own messages nor other channels', async () => {
    const { redis, bus, handled } = setup();
    await bus.start();
    redis.subscriber.emit('message', 'sportzone:live:test', '{"k":"r","o":"b","id":3,"s":"tennis"}');
    redis.subscriber.emit('message', 'sportzone:live:test', '{"k":"r","o":"a","id":4,"s":"tennis"}');
    redis.subscriber.emit('message', 'elsewhere', '{"k":"r","o":"b","id":5,"s":"tennis"}');
    expect(handled).toEqual([{ kind: 'removed', origin: 'b', matchId: 3, sport: 'tennis' }]);
  });

  it('measures how long a message from another instance took, when it says when it was sent', async () => {
    const { redis, bus, heard } = setup();
    await bus.start();
    const removed: BusMessage = { kind: 'removed', origin: 'b', matchId: 3, sport: 'tennis' };
    redis.subscriber.emit('message', 'sportzone:live:test', encodeBusMessage(removed, Date.now() - 40));
    redis.subscriber.emit('message', 'sportzone:live:test', '{"k":"r","o":"b","id":3,"s":"tennis"}');
    redis.subscriber.emit('message', 'sportzone:live:test', encodeBusMessage({ ...removed, origin: 'a' }));
    expect(heard.mock.calls).toEqual([[40]]);
  });

  it('while cut off, polls the database every second; on the way back, catches up once', async () => {
    const { redis, bus, poll, catchUp } = setup();
    await bus.start();
    expect(bus.state()).toBe('up');
    redis.subscriber.emit('close');
    expect(bus.state()).toBe('down');
    await vi.advanceTimersByTimeAsync(BUS_DOWN_POLL_MS * 3 + 10);
    expect(poll).toHaveBeenCalledTimes(3);
    redis.subscriber.emit('ready');
    expect(catchUp).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUS_DOWN_POLL_MS * 3);
    expect(poll).toHaveBeenCalledTimes(3);
    redis.subscriber.emit('ready'); // a second 'ready' without a 'close': nothing to catch up
    expect(catchUp).toHaveBeenCalledTimes(1);
    expect(bus.state()).toBe('up');
  });

  it('tells the others with a resync message once its publishing link is back', async () => {
    const { redis, bus } = setup();
    await bus.start();
    redis.publisher.emit('close');
    expect(bus.state()).toBe('down');
    redis.publisher.emit('ready');
    expect(redis.publisher.publish).toHaveBeenCalledWith(
      'sportzone:live:test',
      encodeBusMessage({ kind: 'resync', origin: 'a' }),
    );
    expect(bus.state()).toBe('up');
  });

  it('delivers its own messages in process, in order, after the current work', async () => {
    const { bus, handled, redis } = setup();
    bus.publish({ kind: 'list', origin: 'a', item: { matchId: 1 } as never });
    bus.publish({ kind: 'removed', origin: 'a', matchId: 1, sport: 'tennis' });
    expect(handled).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(handled.map((m) => m.kind)).toEqual(['list', 'removed']);
    expect(redis.publisher.publish).toHaveBeenCalledTimes(2);
  });
});
