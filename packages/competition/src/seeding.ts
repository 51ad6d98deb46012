/** Seeding order, bracket sizes and snake groups (COMPETITION-RULES.md §1, §3). */

/** The smallest power of two ≥ n (n ≥ 1). */
export function bracketSize(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}

/**
 * The standard seeding order of a bracket of `size` (a power of two), top to bottom: seeds 1 and 2 meet only in
 * the final, 1–4 only in the semi-finals … For size 8: 1, 8, 4, 5, 2, 7, 3, 6. Built recursively: for size 2s,
 * each seed k of the order of size s becomes the pair (k, 2s + 1 − k).
 */
export function seedingOrder(size: number): number[] {
  let order = [1];
  for (let s = 1; s < size; s *= 2) {
    const next: number[] = [];
    for (const k of order) next.push(k, 2 * s + 1 - k);
    order = next;
  }
  return order;
}

/**
 * Snake seeding into g groups: group 1 gets seeds 1, 2g, 2g+1, …; group 2 gets 2, 2g−1, … Returns, for each
 * group, the indexes (0-based, in seed order) of its members.
 */
export function snakeGroups(n: number, g: number): number[][] {
  const groups: number[][] = Array.from({ length: g }, () => []);
  for (let i = 0; i < n; i++) {
    const lap = Math.floor(i / g);
    const pos = i % g;
    const group = lap % 2 === 0 ? pos : g - 1 - pos;
    (groups[group] as number[]).push(i);
  }
  return groups;
}

/**
 * Places m items into a losers-bracket round (brackets-manager's orderings, a convention): returns, for each
 * position 0 … m−1, the index of the item that goes there.
 */
export function dropOrder(
  m: number,
  kind: 'natural' | 'reverse' | 'half_shift' | 'reverse_half_shift',
): number[] {
  const natural = Array.from({ length: m }, (_, i) => i);
  if (m < 2) return natural;
  const half = m / 2;
  switch (kind) {
    case 'natural':
      return natural;
    case 'reverse':
      return natural.reverse();
    case 'half_shift':
      return [...natural.slice(half), ...natural.slice(0, half)];
    case 'reverse_half_shift':
      return [...natural.slice(0, half).reverse(), ...natural.slice(half).reverse()];
  }
}
