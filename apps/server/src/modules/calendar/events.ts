import type { CalendarItem } from '@sportzone/contracts';
import type { CalendarMatchRow, CalendarTournamentRow } from '@sportzone/db';
import type { IcalEvent } from './ical';

/** How long a match lasts in a calendar when its tournament does not say (minutes). */
export const SPORT_MINUTES: Record<string, number> = {
  tennis: 120,
  badminton: 45,
  volleyball: 90,
  'table-tennis': 45,
  snooker: 120,
  bowling: 60,
};
const DEFAULT_MINUTES = 60;
export const DAY_MS = 24 * 3600 * 1000;
/**
 * A tournament's SEQUENCE counts seconds from here (fits an int32 for decades). A match's is its
 * revision instead, which grows with every change however close together (decision 053).
 */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);

const minutesOf = (m: CalendarMatchRow) => m.durationInMinutes ?? SPORT_MINUTES[m.sport] ?? DEFAULT_MINUTES;
const endOf = (m: CalendarMatchRow) =>
  m.endedAt && m.endedAt > m.startsAt ? m.endedAt : new Date(m.startsAt.getTime() + minutesOf(m) * 60_000);
const locationOf = (m: { venue: string | null; court: string | null }) =>
  [m.venue, m.court].filter((s): s is string => Boolean(s && s.trim())).join(' · ') || null;
const titleOf = (m: CalendarMatchRow) => `${m.homeName} vs ${m.awayName}`;
const matchPath = (m: CalendarMatchRow) => `/${m.sport}/live/${m.id}`;
const tournamentPath = (t: { id: number }) => `/container/${t.id}/views`;
const nextDay = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
/** "Wed 25 Nov, 15:00 (Europe/Sofia)": a match's start as the clock at its venue shows it */
export const venueLocalTime = (date: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)} (${timeZone})`;

/** the zone most of the feed's events are played in (the first such on a tie), for X-WR-TIMEZONE */
export function commonZone(zones: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  for (const z of zones) {
    if (!z) continue;
    const n = (counts.get(z) ?? 0) + 1;
    counts.set(z, n);
    if (!best || n > counts.get(best)!) best = z;
  }
  return best;
}

const sequenceOf = (d: Date) => Math.max(0, Math.floor((d.getTime() - SEQUENCE_EPOCH) / 1000));

/** The iCal events of matches and tournaments, their links on this server (`publicUrl`). */
export function createEventMaker(publicUrl: string) {
  const host = new URL(publicUrl).host;
  const base = publicUrl.replace(/\/$/, '');

  function matchEvent(m: CalendarMatchRow, now: Date): IcalEvent {
    const details = [
      m.timeZone ? `Local time at the venue: ${venueLocalTime(m.startsAt, m.timeZone)}` : null,
      [m.organizationName, m.tournamentName].filter(Boolean).join(' · '),
    ]
      .filter(Boolean)
      .join('\n');
    return {
      uid: `match-${m.id}@${host}`,
      stamp: now,
      sequence: m.revision,
      lastModified: m.updatedAt,
      summary: titleOf(m),
      description: details ? `${details}\n${base}${matchPath(m)}` : `${base}${matchPath(m)}`,
      location: locationOf(m),
      url: `${base}${matchPath(m)}`,
      status: m.cancelled ? 'CANCELLED' : 'CONFIRMED',
      categories: [m.sport],
      start: m.startsAt,
      end: endOf(m),
    };
  }

  function tournamentEvent(t: CalendarTournamentRow, now: Date): IcalEvent {
    return {
      uid: `tournament-${t.id}@${host}`,
      stamp: now,
      sequence: sequenceOf(t.updatedAt),
      lastModified: t.updatedAt,
      summary: t.name,
      description: `${t.organizationName}\n${base}${tournamentPath(t)}`,
      location: t.venue,
      url: `${base}${tournamentPath(t)}`,
      status: 'CONFIRMED',
      categories: [t.sport],
      startDay: t.startsOn,
      endDayExclusive: nextDay(t.endsOn ?? t.startsOn),
    };
  }

  return { matchEvent, tournamentEvent };
}

/** The calendar page's items: tournaments (all day) and matches, by start. */
export function calendarItems(ts: CalendarTournamentRow[], ms: CalendarMatchRow[]): CalendarItem[] {
  const items: CalendarItem[] = [
    ...ts.map((t) => ({
      kind: 'tournament' as const,
      id: t.id,
      title: t.name,
      sport: t.sport,
      status: t.status,
      start: t.startsOn,
      end: t.endsOn ?? t.startsOn,
      allDay: true,
      location: t.venue,
      timeZone: t.timeZone,
      organizationName: t.organizationName,
      tournamentName: null,
      path: tournamentPath(t),
    })),
    ...ms.map((m) => ({
      kind: 'match' as const,
      id: m.id,
      title: titleOf(m),
      sport: m.sport,
      status: m.cancelled ? 'cancelled' : m.status,
      start: m.startsAt.toISOString(),
      end: endOf(m).toISOString(),
      allDay: false,
      location: locationOf(m),
      timeZone: m.timeZone,
      organizationName: m.organizationName,
      tournamentName: m.tournamentName,
      path: matchPath(m),
    })),
  ];
  return items.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
}
