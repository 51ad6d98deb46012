import type { Tx } from '@sportzone/db';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus, retryDelayMs, type DomainEvents, type OutboxRow, type OutboxStore } from './events';

const tx = {} as Tx;

/** The outbox in memory: rows with their due time, claimed like the table's worker does. */
function memoryStore() {
  let next = 1;
  const rows = new Map<number, OutboxRow & { dueAt: number; lastError: string | null }>();
  const store: OutboxStore = {
    async insert(_tx, list) {
      return list.map((r) => {
        const id = next++;
        rows.set(id, {
          id,
          event: r.event,
          handler: r.handler,
          payload: r.payload,
          attempts: 0,
          dueAt: r.nextAttemptAt.getTime(),
          lastError: null,
        });
        return { id, handler: r.handler };
      });
    },
    async claim(limit, leaseMs) {
      const due = [...rows.values()].filter((r) => r.dueAt <= Date.now()).slice(0, limit);
      for (const r of due) {
        r.dueAt = Date.now() + leaseMs;
        r.attempts++;
      }
      return due.map((r) => ({ ...r }));
    },
    async remove(ids) {
      for (const id of ids) rows.delete(id);
    },
    async reschedule(id, at, error, attempts) {
      const r = rows.get(id);
      if (!r) return;
      r.dueAt = at.getTime();
      r.lastError = error;
      if (attempts !== undefined) r.attempts = attempts;
    },
    async nextDueAt() {
      const times = [...rows.values()].map((r) => r.dueAt);
      return times.length ? new Date(Math.min(...times)) : null;
    },
  };
  /** every row due now (as if its time had come) */
  const makeDue = () => {
    for (const r of rows.values()) r.dueAt = 0;
  };
  return { store, rows, makeDue };
}

const log = () => ({ error: vi.fn(), warn: vi.fn() });

const recorded: DomainEvents['match.recorded'] = {
  matchId: 7,
  seq: 12,
  statusFrom: 'active',
  statusTo: 'finished',
  tournamentId: 3,
  sport: 'tennis',
  undo: false,
  message: {
    type: 'match',
    matchId: 7,
    seq: 12,
    status: 'finished',
    summary: {} as never,
    event: { type: 'point', side: 'home' },
    at: new Date(0).toISOString(),
  },
  listItem: null,
};

describe('events: one error policy', () => {
  it('hears every handler in order and logs a failure with the event name, never throwing to the emitter', async () => {
    const { store } = memoryStore();
    const logger = log();
    const bus = createEventBus({ store, log: logger });
    const heard: string[] = [];
    bus.on('match.rescheduled', () => void heard.push('first'));
    bus.on('match.rescheduled', () => {
      throw new Error('broken listener');
    });
    bus.on('match.rescheduled', async () => void heard.push('third'));
    await expect(bus.emit('match.rescheduled', { matchId: 1 })).resolves.toBeUndefined();
    expect(heard).toEqual(['first', 'third']);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]![0]).toMatchObject({ event: 'match.rescheduled' });
  });

  it('keeps no row for an event that was not staged, nor for a staged one whose handlers succeeded', async () => {
    const { store, rows } = memoryStore();
    const bus = createEventBus({ store, log: log() });
    const handler = vi.fn();
    bus.on('match.recorded', handler, { durable: 'tournaments' });
    await bus.emit('match.recorded', recorded);
    const staged = await bus.stage(tx, 'match.recorded', recorded);
    expect(rows.size).toBe(1);
    await bus.emit('match.recorded', recorded, staged);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(rows.size).toBe(0);
  });
});

describe('events: the outbox', () => {
  it('retries a failing durable handler with backoff until it succeeds, and only that handler', async () => {
    const { store, rows, makeDue } = memoryStore();
    const bus = createEventBus({ store, log: log(), retryBaseMs: 1000 });
    const plain = vi.fn();
    let failures = 2;
    const durable = vi.fn(async () => {
      if (failures-- > 0) throw new Error('database hiccup');
    });
    bus.on('match.recorded', plain);
    bus.on('match.recorded', durable, { durable: 'tournaments' });
    const staged = await bus.stage(tx, 'match.recorded', recorded);
    await bus.emit('match.recorded', recorded, staged);
    expect(rows.size).toBe(1);
    const [row] = [...rows.values()];
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBe('database hiccup');
    expect(row!.dueAt).toBeGreaterThan(Date.now() + 500); // backoff: not at once
    expect(await bus.deliverDue()).toBe(0); // not due yet
    makeDue();
    expect(await bus.deliverDue()).toBe(1); // fails again
    expect(rows.size).toBe(1);
    makeDue();
    await bus.deliverDue();
    expect(rows.size).toBe(0);
    expect(durable).toHaveBeenCalledTimes(3);
    expect(durable).toHaveBeenLastCalledWith(recorded);
    expect(plain).toHaveBeenCalledTimes(1);
  });

  it('delivers a staged event whose emit never happened (a crash after the commit) once its lease ends', async () => {
    const { store, rows, makeDue } = memoryStore();
    const bus = createEventBus({ store, log: log() });
    const durable = vi.fn();
    bus.on('match.recorded', durable, { durable: 'tournaments' });
    await bus.stage(tx, 'match.recorded', recorded);
    expect(await bus.deliverDue()).toBe(0); // leased to the emit that would follow the commit
    makeDue();
    await bus.deliverDue();
    expect(durable).toHaveBeenCalledWith(recorded);
    expect(rows.size).toBe(0);
  });

  it('doubles the delay up to a ceiling', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
  });

  it('refuses two durable handlers of one name (the outbox finds a handler by it)', () => {
    const bus = createEventBus({ store: memoryStore().store, log: log() });
    bus.on('match.recorded', () => {}, { durable: 'x' });
    expect(() => bus.on('match.recorded', () => {}, { durable: 'x' })).toThrow();
  });
});
