/** Dates of the matches pages: local days and the `datetime-local` input's value. */

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a local date. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of a local day and of the next, as ISO instants (the list's from/to). */
export function dayRange(day: string): { from: string; to: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(y, m - 1, d);
  const end = new Date(y, m - 1, d + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** `datetime-local` value (local time, minutes) of an ISO instant; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${dayOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An ISO instant from a `datetime-local` value; null for '' or a value that is not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The next quarter of an hour, at least `lead` minutes from now: a new match's default start. */
export function nextSlot(now = new Date(), lead = 15): string {
  const date = new Date(now.getTime() + lead * 60_000);
  date.setSeconds(0, 0);
  date.setMinutes(Math.ceil(date.getMinutes() / 15) * 15);
  return toLocalInput(date.toISOString());
}

/** The years a start may be in (the server's timestamps hold any; a typo like 20255 is caught here). */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

/** '' when the value is fine; else the key of what is wrong. */
export function checkStart(value: string): 'invalid' | 'range' | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'invalid';
  const year = date.getFullYear();
  return year < MIN_YEAR || year > MAX_YEAR ? 'range' : null;
}
