import type { LiveListItem, LiveMatchMessage } from '@sportzone/contracts';
import type { MatchStatus, Tx } from '@sportzone/db';

/**
 * The server's domain events: what happened, named and typed in one place, heard by whoever subscribes
 * (`on`) after the transaction that made it committed (`emit`). One error policy for all: a handler's
 * failure is logged with the event's name and never becomes the emitter's error. An event that must not
 * be lost is first `stage`d in the transaction (a row of the `event_outbox` per durable handler), then
 * emitted after the commit; a durable handler that fails is retried from its row with backoff until it
 * succeeds (`deliverDue`, run by the worker), also after a crash.
 *
 * Who listens to what:
 * | event                  | emitted by                    | heard by                                         |
 * |------------------------|-------------------------------|--------------------------------------------------|
 * | match.recorded         | matches/score-entry (staged   | the live hub (match channel, lists, the draw's   |
 * |                        | for a match of a draw whose   | viewers); tournaments (durable: record or take   |
 * |                        | result changes)               | back the result, tournaments.result)               |
 * | match.status-changed   | matches/score-entry           | streaming (the court's camera), notifications    |
 * | match.rescheduled      | matches/edits (update)        | notifications (the players are called again)     |
 * | tournament.changed     | tournaments                   | notifications, the live hub                      |
 */
export interface DomainEvents {
  /** an event was accepted and committed (`message`: what the live viewers get) */
  'match.recorded': {
    matchId: number;
    seq: number;
    statusFrom: MatchStatus;
    statusTo: MatchStatus;
    /** the tournament of the match, null for a match of no tournament */
    tournamentId: number | null;
    sport: string;
    /** the event was an undo: a result may have been taken back */
    undo: boolean;
    message: LiveMatchMessage;
    /** its row of the public live lists, null when it is not listed */
    listItem: LiveListItem | null;
  };
  /** the match started, finished, or an undo reopened it */
  'match.status-changed': { matchId: number; status: MatchStatus };
  /** the match moved in time or to another court */
  'match.rescheduled': { matchId: number };
  /** a tournament's draw, schedule or sides changed, with the matches concerned */
  'tournament.changed': {
    tournamentId: number;
    reason: 'draw' | 'schedule' | 'sides';
    matchIds: number[];
  };
}

export type EventName = keyof DomainEvents;
export type EventHandler<N extends EventName> = (payload: DomainEvents[N]) => Promise<void> | void;

/** A `match.recorded` that changes a tournament's result: a match of a draw finished, or was reopened. */
export const changesDrawResult = (p: DomainEvents['match.recorded']) =>
  p.tournamentId !== null && (p.statusTo === 'finished' || p.undo);

/** The rows an event was staged as, by durable handler (emit marks each one done or retries it). */
export interface StagedEvent {
  rows: ReadonlyMap<string, number>;
}

export interface OutboxRow {
  id: number;
  event: string;
  handler: string;
  payload: unknown;
  attempts: number;
}

/** Where staged events are kept (the `event_outbox` table; a plain object in specs). */
export interface OutboxStore {
  insert(
    tx: Tx,
    rows: { event: string; handler: string; payload: unknown; nextAttemptAt: Date }[],
  ): Promise<{ id: number; handler: string }[]>;
  /** due rows, leased for `leaseMs` and their attempts counted */
  claim(limit: number, leaseMs: number): Promise<OutboxRow[]>;
  remove(ids: number[]): Promise<void>;
  reschedule(id: number, at: Date, error: string, attempts?: number): Promise<void>;
  nextDueAt(): Promise<Date | null>;
}

export interface EventLog {
  error(data: object, message: string): void;
  warn(data: object, message: string): void;
}

export interface EventBus {
  /**
   * `handler` hears every `name` event after its commit. `durable`: a stable name under which a staged
   * event is kept until this handler succeeded (it must tolerate hearing an event twice).
   */
  on<N extends EventName>(name: N, handler: EventHandler<N>, options?: { durable?: string }): void;
  /** Inside the transaction that makes the event: keeps it for the durable handlers of `name`. */
  stage<N extends EventName>(tx: Tx, name: N, payload: DomainEvents[N]): Promise<StagedEvent>;
  /** After the commit: every handler, in the order they subscribed. Never throws. */
  emit<N extends EventName>(name: N, payload: DomainEvents[N], staged?: StagedEvent): Promise<void>;
  /** Retries the due staged events once (the worker's loop; tests). Returns how many were tried. */
  deliverDue(): Promise<number>;
  /** Starts the worker (after the handlers subscribed) and stops it. */
  start(): void;
  stop(): Promise<void>;
}

export interface EventBusDeps {
  store: OutboxStore;
  log: EventLog;
  /** first retry after this long, doubling each time up to `maxRetryMs` */
  retryBaseMs?: number;
  maxRetryMs?: number;
  pollMs?: number;
}

/** A claimed or just-staged row is left alone by other workers for this long. */
const LEASE_MS = 60_000;
const BATCH = 20;

export const retryDelayMs = (attempts: number, baseMs: number, maxMs: number) =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function createEventBus(deps: EventBusDeps): EventBus {
  const { store, log } = deps;
  const retryBaseMs = deps.retryBaseMs ?? 1000;
  const maxRetryMs = deps.maxRetryMs ?? 15 * 60_000;
  const pollMs = deps.pollMs ?? 5000;
  type Entry = { handler: (payload: unknown) => Promise<void> | void; durable?: string };
  const handlers = new Map<string, Entry[]>();
  const durable = new Map<string, Entry>();

  async function failed(row: { id: number; event: string; handler: string }, attempts: number, err: unknown) {
    log.error(
      { err, event: row.event, handler: row.handler, attempts },
      `event ${row.event}: a handler failed`,
    );
    const at = new Date(Date.now() + retryDelayMs(attempts, retryBaseMs, maxRetryMs));
    await store
      .reschedule(row.id, at, messageOf(err), attempts)
      .catch((e: unknown) => log.warn({ err: e, event: row.event }, 'events: could not reschedule'));
    wake(at.getTime() - Date.now());
  }

  const bus: EventBus = {
    on(name, handler, options) {
      const entry: Entry = {
        handler: handler as Entry['handler'],
        ...(options?.durable ? { durable: options.durable } : {}),
      };
      if (options?.durable) {
        if (durable.has(options.durable)) throw new Error(`durable handler ${options.durable} twice`);
        durable.set(options.durable, entry);
      }
      handlers.set(name, [...(handlers.get(name) ?? []), entry]);
    },

    async stage(tx, name, payload) {
      const names = (handlers.get(name) ?? []).flatMap((h) => (h.durable ? [h.durable] : []));
      // leased from the start: the emit after the commit delivers it, the worker only if that never happens
      const nextAttemptAt = new Date(Date.now() + LEASE_MS);
      const rows = await store.insert(
        tx,
        names.map((handler) => ({ event: name, handler, payload, nextAttemptAt })),
      );
      return { rows: new Map(rows.map((r) => [r.handler, r.id])) };
    },

    async emit(name, payload, staged) {
      for (const entry of handlers.get(name) ?? []) {
        const rowId = entry.durable ? staged?.rows.get(entry.durable) : undefined;
        try {
          await entry.handler(payload);
          if (rowId !== undefined)
            await store
              .remove([rowId])
              .catch((err: unknown) => log.warn({ err, event: name }, 'events: could not mark done'));
        } catch (err) {
          if (rowId !== undefined) await failed({ id: rowId, event: name, handler: entry.durable! }, 1, err);
          else log.error({ err, event: name }, `event ${name}: a handler failed`);
        }
      }
    },

    async deliverDue() {
      let tried = 0;
      for (;;) {
        const rows = await store.claim(BATCH, LEASE_MS);
        for (const row of rows) {
          const entry = durable.get(row.handler);
          try {
            if (!entry) throw new Error(`no handler ${row.handler} on this instance`);
            await entry.handler(row.payload);
            await store.remove([row.id]);
          } catch (err) {
            await failed(row, row.attempts, err);
          }
        }
        tried += rows.length;
        if (rows.length < BATCH) return tried;
      }
    },

    start() {
      stopped = false;
      wake(0);
    },

    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };

  // ---- the worker: sleeps until the next row is due, at most `pollMs`

  let timer: NodeJS.Timeout | null = null;
  let timerAt = Infinity;
  let stopped = true;
  let running: Promise<void> | null = null;

  function wake(inMs: number): void {
    if (stopped) return;
    const at = Date.now() + Math.max(0, inMs);
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = null;
        timerAt = Infinity;
        running ??= tick().finally(() => {
          running = null;
        });
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
  }

  async function tick(): Promise<void> {
    try {
      await bus.deliverDue();
      const next = await store.nextDueAt();
      wake(next ? Math.max(50, Math.min(pollMs, next.getTime() - Date.now())) : pollMs);
    } catch (err) {
      if (!stopped) log.warn({ err }, 'events: outbox run failed');
      wake(pollMs);
    }
  }

  return bus;
}
