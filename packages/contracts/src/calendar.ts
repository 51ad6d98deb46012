import { Type, type Static, type TLiteral } from 'typebox';
import { Id } from './common';

/** Calendars (decision 020): the person's calendar page and the secret iCal feed URLs. */

type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
const Lit = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v)) as unknown as [...Literals<T>]);
const DateTime = Type.String({ format: 'date-time' });

export const CALENDAR_FEED_KINDS = ['user', 'organization', 'tournament'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];
export const CalendarFeedKind = Lit(CALENDAR_FEED_KINDS);

/** The longest window the calendar page asks for at once (a month view with its leading and trailing weeks). */
export const CALENDAR_MAX_RANGE_DAYS = 93;

export const CalendarQuery = Type.Object({
  from: DateTime,
  to: DateTime,
});
export type CalendarQuery = Static<typeof CalendarQuery>;

export const CalendarItem = Type.Object(
  {
    kind: Lit(['match', 'tournament'] as const),
    id: Type.Integer(),
    title: Type.String(),
    sport: Type.String(),
    /** match: upcoming, queued, active, finished, cancelled; tournament: its status */
    status: Type.String(),
    start: Type.String({ description: 'ISO 8601; for a tournament the first day (YYYY-MM-DD)' }),
    end: Type.String({ description: 'ISO 8601; for a tournament the last day (YYYY-MM-DD)' }),
    allDay: Type.Boolean(),
    location: Type.Union([Type.String(), Type.Null()]),
    /** the venue's IANA time zone, when known: the page shows the local time there beside the reader's */
    timeZone: Type.Union([Type.String(), Type.Null()]),
    organizationName: Type.Union([Type.String(), Type.Null()]),
    tournamentName: Type.Union([Type.String(), Type.Null()]),
    /** the page to open (the live page of a match, the tournament's page) */
    path: Type.String(),
  },
  { $id: 'CalendarItem' },
);
export type CalendarItem = Static<typeof CalendarItem>;

export const CalendarItems = Type.Object({ items: Type.Array(CalendarItem) });
export type CalendarItems = Static<typeof CalendarItems>;

export const CalendarFeed = Type.Object(
  {
    id: Type.Integer(),
    kind: CalendarFeedKind,
    organizationId: Type.Union([Type.Integer(), Type.Null()]),
    tournamentId: Type.Union([Type.Integer(), Type.Null()]),
    /** what the feed holds: the person's name, the organization's or the tournament's */
    name: Type.String(),
    createdAt: Type.String(),
    lastUsedAt: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'CalendarFeed' },
);
export type CalendarFeed = Static<typeof CalendarFeed>;

export const CalendarFeeds = Type.Object({ items: Type.Array(CalendarFeed) });
export type CalendarFeeds = Static<typeof CalendarFeeds>;

export const CalendarFeedInput = Type.Object({
  kind: CalendarFeedKind,
  organizationId: Type.Optional(Id()),
  tournamentId: Type.Optional(Id()),
});
export type CalendarFeedInput = Static<typeof CalendarFeedInput>;

/** A new (or renewed) feed: the only time its secret URL is shown. */
export const CalendarFeedCreated = Type.Object({
  feed: CalendarFeed,
  /** https://…/api/calendar/{token}.ics */
  url: Type.String(),
  /** the same address as webcal://, which Apple Calendar and Google Calendar open as a subscription */
  webcalUrl: Type.String(),
});
export type CalendarFeedCreated = Static<typeof CalendarFeedCreated>;

export const CalendarTokenParams = Type.Object({
  /** 32 random bytes, base64url, then `.ics` */
  file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.ics$', maxLength: 47 }),
});
export type CalendarTokenParams = Static<typeof CalendarTokenParams>;
