/**
 * A small RFC 5545 writer: what Google Calendar and Apple Calendar need of a published feed. Lines end
 * in CRLF and are folded at 75 octets (never inside a UTF-8 character); TEXT values escape backslash,
 * semicolon, comma and new lines. Times are UTC (`…Z`), all-day events are DATE values. The venues'
 * time zone travels beside them (decision 023): X-WR-TIMEZONE names the feed's zone, which Google and
 * Apple Calendar use to show a subscribed calendar, and each event with a known venue zone says its local
 * time in words, so a reader abroad sees both.
 */

export interface IcalEvent {
  uid: string;
  /** when this version of the event was made (DTSTAMP) */
  stamp: Date;
  /** SEQUENCE: grows whenever the event changes */
  sequence: number;
  lastModified: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  categories?: string[];
  /** timed event (UTC) */
  start?: Date;
  end?: Date;
  /** all-day event: first day and the day after the last (YYYY-MM-DD) */
  startDay?: string;
  endDayExclusive?: string;
}

export interface IcalCalendar {
  name: string;
  description?: string;
  /** PRODID's product part */
  product: string;
  /** IANA zone for X-WR-TIMEZONE: where most of the feed's events are played */
  timeZone?: string | null;
  events: IcalEvent[];
}

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line: at most 75 octets per physical line, continuations start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 20261125T103000Z */
export function utcStamp(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

const day = (isoDay: string) => isoDay.replace(/-/g, '');

export function serializeCalendar(calendar: IcalCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Sportzone//${escapeText(calendar.product)}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    ...(calendar.timeZone ? [`X-WR-TIMEZONE:${calendar.timeZone}`] : []),
    // how often subscribers should look again (Apple Calendar, Outlook; Google decides on its own)
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const e of calendar.events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${utcStamp(e.stamp)}`);
    if (e.startDay) {
      lines.push(`DTSTART;VALUE=DATE:${day(e.startDay)}`);
      if (e.endDayExclusive) lines.push(`DTEND;VALUE=DATE:${day(e.endDayExclusive)}`);
    } else if (e.start) {
      lines.push(`DTSTART:${utcStamp(e.start)}`);
      if (e.end) lines.push(`DTEND:${utcStamp(e.end)}`);
    }
    lines.push(
      `SEQUENCE:${e.sequence}`,
      `LAST-MODIFIED:${utcStamp(e.lastModified)}`,
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.url) lines.push(`URL;VALUE=URI:${e.url}`);
    if (e.categories?.length) lines.push(`CATEGORIES:${e.categories.map(escapeText).join(',')}`);
    lines.push(`STATUS:${e.status}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
