import type { Schedule } from '@sportzone/contracts';

type Item = Schedule['items'][number];

/** The local day of a time (YYYY-MM-DD), '' without one. */
export function localDay(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const byTime = (a: Item, b: Item) =>
  (a.scheduledAt ?? '\uffff').localeCompare(b.scheduledAt ?? '\uffff') ||
  (a.court ?? '').localeCompare(b.court ?? '', undefined, { numeric: true }) ||
  a.matchId - b.matchId;

/** The schedule day by day, each day in time order; matches without a time last. */
export function scheduleByDay(items: readonly Item[]): [string, Item[]][] {
  const days = new Map<string, Item[]>();
  for (const item of [...items].sort(byTime)) {
    const day = localDay(item.scheduledAt);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
}

/** The schedule court by court (the venue's order, then any other), each in time order; no court last as ''. */
export function scheduleByCourt(items: readonly Item[], courts: readonly string[]): [string, Item[]][] {
  const map = new Map<string, Item[]>(courts.map((c) => [c, []]));
  for (const item of [...items].sort(byTime)) {
    const court = item.court ?? '';
    map.set(court, [...(map.get(court) ?? []), item]);
  }
  const list = [...map.entries()].filter(([, list]) => list.length > 0);
  return [...list.filter(([c]) => c !== ''), ...list.filter(([c]) => c === '')];
}
