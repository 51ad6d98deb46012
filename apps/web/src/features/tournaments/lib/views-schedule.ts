import type { Schedule } from '@sportzone/contracts';

type Item = Schedule['items'][number];

/** The day of a time (YYYY-MM-DD) in the zone (the venue's; the reader's without one), '' without a time. */
export function localDay(iso: string | null, timeZone?: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (timeZone) {
    try {
      // en-CA writes dates as YYYY-MM-DD
      return new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(d);
    } catch {
      // an unknown zone: the reader's day
    }
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const byTime = (a: Item, b: Item) =>
  (a.scheduledAt ?? '\uffff').localeCompare(b.scheduledAt ?? '\uffff') ||
  (a.court ?? '').localeCompare(b.court ?? '', undefined, { numeric: true }) ||
  a.matchId - b.matchId;

/** The schedule day by day, each day in time order; matches without a time last. */
export function scheduleByDay(items: readonly Item[], timeZone?: string | null): [string, Item[]][] {
  const days = new Map<string, Item[]>();
  for (const item of [...items].sort(byTime)) {
    const day = localDay(item.scheduledAt, timeZone);
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
