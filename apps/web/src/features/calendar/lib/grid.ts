/**
 * Pure date helpers of the calendar page (local time of the browser): the month grid, the week, the
 * window to fetch for a view, and items grouped by day. Weeks start on Monday (en-GB, bg).
 */
export type CalendarView = 'month' | 'week' | 'list';

/** yyyy-mm-dd of a local date */
export function dayKey(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** the local midnight of a yyyy-mm-dd */
export function fromDayKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Monday of the date's week (local midnight) */
export function startOfWeek(date: Date): Date {
  const weekday = (date.getDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

export interface GridDay {
  key: string;
  date: Date;
  /** a day of the month shown (not of the leading or trailing week days) */
  inMonth: boolean;
}

/** The weeks (Monday to Sunday) covering the month of `anchor`: 4 to 6 rows of 7 days. */
export function monthGrid(anchor: Date): GridDay[][] {
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const weeks: GridDay[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(start, i);
        return { key: dayKey(date), date, inMonth: date.getMonth() === anchor.getMonth() };
      }),
    );
  }
  return weeks;
}

export function weekDays(anchor: Date): GridDay[] {
  const start = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(start, i);
    return { key: dayKey(date), date, inMonth: true };
  });
}

/** What to fetch for a view: [from, to) as instants. The list shows the next 30 days from the anchor's day. */
export function rangeOf(view: CalendarView, anchor: Date): { from: Date; to: Date } {
  if (view === 'month') {
    const weeks = monthGrid(anchor);
    return { from: weeks[0]![0]!.date, to: addDays(weeks[weeks.length - 1]![6]!.date, 1) };
  }
  if (view === 'week') {
    const start = startOfWeek(anchor);
    return { from: start, to: addDays(start, 7) };
  }
  const day = new Date(anchor.getFullYear(), anchor.getMonth(), anchor.getDate());
  return { from: day, to: addDays(day, 30) };
}

/** The anchor one step back or forward: a month, a week, or 30 days. */
export function step(view: CalendarView, anchor: Date, direction: -1 | 1): Date {
  if (view === 'month') return new Date(anchor.getFullYear(), anchor.getMonth() + direction, 1);
  return addDays(anchor, direction * (view === 'week' ? 7 : 30));
}

export interface DatedItem {
  start: string;
  end: string;
  allDay: boolean;
}

/**
 * Items by local day: a timed item on the day it starts; an all-day item (yyyy-mm-dd … yyyy-mm-dd,
 * inclusive) on each of its days. Days keep the items' order.
 */
export function itemsByDay<T extends DatedItem>(items: T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const put = (key: string, item: T) => {
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  };
  for (const item of items) {
    if (item.allDay) {
      const last = fromDayKey(item.end.slice(0, 10));
      // at most a year of days, whatever the data says
      for (let d = fromDayKey(item.start.slice(0, 10)), n = 0; d <= last && n < 366; d = addDays(d, 1), n++)
        put(dayKey(d), item);
    } else {
      put(dayKey(new Date(item.start)), item);
    }
  }
  return days;
}
