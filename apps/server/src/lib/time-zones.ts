import { badRequest } from './http-errors';

/**
 * IANA time zones (decision 023). `timeZoneOrNull` takes a name from a request: its canonical form
 * ("europe/sofia" → "Europe/Sofia", "US/Eastern" → "America/New_York"), null for an empty one, and a 400
 * for an unknown name or a bare offset, which would not follow summer time.
 */
export function timeZoneOrNull(field: string, value: string | null | undefined): string | null | undefined {
  const v = value?.trim();
  if (value === undefined) return undefined;
  if (!v) return null;
  let canonical: string | undefined;
  try {
    canonical = new Intl.DateTimeFormat('en', { timeZone: v }).resolvedOptions().timeZone;
  } catch {
    canonical = undefined;
  }
  if (!canonical || !/^[A-Za-z]/.test(canonical))
    throw badRequest(`${field} must be a time zone such as Europe/Sofia`, {
      [field]: 'is not a known time zone',
    });
  return canonical;
}

/** How far the zone's clock is ahead of UTC at that instant (ms; negative west of Greenwich). */
function offsetAt(timeZone: string, at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant a local wall-clock time happens in the zone (the earlier one when the clocks go back). */
function localToInstant(timeZone: string, year: number, month: number, day: number): number {
  const wall = Date.UTC(year, month - 1, day);
  let at = wall - offsetAt(timeZone, wall);
  // once more: the offset at the answer may differ from the offset at the guess (a DST change that day)
  at = wall - offsetAt(timeZone, at);
  return at;
}

/**
 * The day `at` falls on in the zone, as [its first instant, the next day's first instant): 24 hours,
 * or 23 and 25 on the days the clocks change. UTC without a zone.
 */
export function dayIn(timeZone: string | null | undefined, at = new Date()): { start: Date; end: Date } {
  const zone = timeZone || 'UTC';
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .split('-')
    .map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    start: new Date(localToInstant(zone, year, month, day)),
    end: new Date(localToInstant(zone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())),
  };
}
