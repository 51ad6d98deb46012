import type { Entry } from '@sportzone/contracts';

/**
 * The seed order of the sign-ups page: the registered entries as a list the organizer drags into order.
 * The seeded come first by their seed, then the rest as they signed up; the order saved seeds them
 * 1, 2, 3 … from the top.
 */
export function seedOrder(entries: readonly Pick<Entry, 'id' | 'seed'>[]): number[] {
  return entries
    .map((e, i) => ({ id: e.id, seed: e.seed ?? Number.POSITIVE_INFINITY, i }))
    .sort((a, b) => a.seed - b.seed || a.i - b.i)
    .map((e) => e.id);
}

/** The order with the entry at `from` moved to `to` (both clamped to the list). */
export function moveInOrder(order: readonly number[], from: number, to: number): number[] {
  const last = order.length - 1;
  const f = Math.max(0, Math.min(last, from));
  const t = Math.max(0, Math.min(last, to));
  if (f === t) return [...order];
  const next = [...order];
  const [item] = next.splice(f, 1);
  next.splice(t, 0, item!);
  return next;
}

/** The seeds an order gives: the list position, from 1. */
export function seedsOfOrder(order: readonly number[]): { entryId: number; seed: number }[] {
  return order.map((entryId, i) => ({ entryId, seed: i + 1 }));
}

/**
 * Where the row at `from`, dragged with the pointer at `y`, lands: after every other row whose vertical
 * middle (`middles`, top to bottom) is above the pointer.
 */
export function dropIndex(middles: readonly number[], y: number, from: number): number {
  return middles.filter((m, i) => i !== from && m < y).length;
}
