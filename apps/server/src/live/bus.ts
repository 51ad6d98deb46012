import { decodeBusPayload, encodeBusMessage, type BusMessage } from './protocol';

/** While the bus is away, how often the channels with viewers read what they missed from the database. */
export const BUS_DOWN_POLL_MS = 1000;

/** The two Redis connections the bus uses (ioredis clients; plain objects in specs). */
export interface BusRedis {
  publisher: {
    publish(channel: string, payload: string): Promise<unknown>;
    on(event: 'close' | 'ready', listener: () => void): unknown;
  };
  subscriber: {
    subscribe(channel: string): Promise<unknown>;
    unsubscribe(channel: string): Promise<unknown>;
    on(event: 'message', listener: (channel: string, payload: string) => void): unknown;
    on(event: 'close' | 'ready', listener: () => void): unknown;
  };
}

export interface BusDeps {
  /** null: one instance, the bus is in process only */
  redis: BusRedis | null;
  /** the Redis channel of this deployment */
  channel: string;
  /** this instance (its own messages come back from Redis and are ignored) */
  origin: string;
  /** delivers a message on this instance */
  handle(message: BusMessage): void;
  /** brings every viewer of this instance level with the database (messages may have been lost) */
  catchUp(): void;
  /** while cut off: the channels with viewers read what they missed */
  poll(): void;
  isClosing(): boolean;
  /** a message from another instance arrived `lagMs` after it was published there */
  heard?(lagMs: number): void;
  log: {
    info(message: string): void;
    warn(data: object | string, message?: string): void;
  };
}

export interface Bus {
  publish(message: BusMessage): void;
  /** `in-process` without Redis, else whether this instance hears it and is heard */
  state(): 'in-process' | 'up' | 'down';
  /** subscribes (with Redis) */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The bus: in process, plus Redis between instances. The bus is the fast path, the database the
 * truth: an instance cut off from Redis follows the database until it is back, then brings its viewers
 * level, and tells the others (`resync`) that what it published meanwhile never reached them.
 */
export function createBus(deps: BusDeps): Bus {
  const { redis, channel, origin, handle, catchUp, poll, isClosing, heard, log } = deps;
  const bus = { subscribed: redis !== null, publishing: redis !== null, publishFailures: 0 };
  let busDownPoll: NodeJS.Timeout | null = null;

  function publish(message: BusMessage): void {
    // This instance delivers right after the current request is answered (the scorer's 200 is not
    // held up by the fan-out; setImmediate keeps the order); the others hear it through Redis
    // (duplicates are dropped by seq).
    setImmediate(handle, message);
    if (redis) {
      redis.publisher.publish(channel, encodeBusMessage(message)).catch((err: unknown) => {
        // Once per outage in the log; the others catch up from the database when it is back.
        if (bus.publishFailures++ === 0)
          log.warn({ err }, 'live: redis publish failed (other instances catch up from the database)');
      });
    }
  }

  async function start(): Promise<void> {
    if (!redis) return;
    await redis.subscriber.subscribe(channel);
    redis.subscriber.on('message', (from: string, payload: string) => {
      if (from !== channel) return;
      const decoded = decodeBusPayload(payload);
      if (!decoded || decoded.message.origin === origin) return;
      if (decoded.sentAt !== null) heard?.(Date.now() - decoded.sentAt);
      handle(decoded.message);
    });
    // Cut off from the bus, this instance hears nothing from the others: its viewers would stay
    // behind until the next message. Meanwhile the channels with viewers read the database every
    // second, and on the way back every viewer is brought level at once.
    redis.subscriber.on('close', () => {
      if (!bus.subscribed || isClosing()) return;
      bus.subscribed = false;
      log.warn('live: cut off from redis; viewers follow the database until it is back');
      busDownPoll = setInterval(poll, BUS_DOWN_POLL_MS);
      busDownPoll.unref();
    });
    redis.subscriber.on('ready', () => {
      if (bus.subscribed) return;
      bus.subscribed = true;
      if (busDownPoll) clearInterval(busDownPoll);
      busDownPoll = null;
      log.info('live: redis is back; catching up');
      catchUp();
    });
    // What this instance published while cut off reached nobody: tell the others once it is back.
    redis.publisher.on('close', () => {
      if (!isClosing()) bus.publishing = false;
    });
    redis.publisher.on('ready', () => {
      if (bus.publishing) return;
      bus.publishing = true;
      bus.publishFailures = 0;
      redis.publisher.publish(channel, encodeBusMessage({ kind: 'resync', origin })).catch(() => {});
    });
  }

  return {
    publish,
    state: () => (!redis ? 'in-process' : bus.subscribed && bus.publishing ? 'up' : 'down'),
    start,
    async stop() {
      if (busDownPoll) clearInterval(busDownPoll);
      if (redis) await redis.subscriber.unsubscribe(channel).catch(() => {});
    },
  };
}
