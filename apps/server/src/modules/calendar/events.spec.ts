import type { CalendarMatchRow, CalendarTournamentRow } from '@sportzone/db';
import { describe, expect, it } from 'vitest';
import { calendarItems, commonZone, createEventMaker } from './events';

const start = new Date('2026-11-25T13:00:00Z');
const match = (over: Partial<CalendarMatchRow> = {}) =>
  ({
    id: 5,
    sport: 'badminton',
    status: 'upcoming',
    homeName: 'Ana',
    awayName: 'Bea',
    startsAt: start,
    endedAt: null,
    durationInMinutes: null,
    cancelled: false,
    venue: 'Arena',
    court: 'Court 2',
    timeZone: 'Europe/Sofia',
    organizationName: 'Club',
    tournamentName: 'Open',
    updatedAt: new Date('2026-01-01T00:00:10Z'),
    revision: 10,
    ...over,
  }) as CalendarMatchRow;
const tournament = {
  id: 3,
  name: 'Open',
  sport: 'badminton',
  status: 'upcoming',
  startsOn: '2026-11-25',
  endsOn: '2026-11-26',
  venue: 'Arena',
  timeZone: 'Europe/Sofia',
  organizationName: 'Club',
  updatedAt: new Date('2026-01-01T00:00:00Z'),
} as unknown as CalendarTournamentRow;

describe('the calendar page’s items', () => {
  it('lasts a match as long as its sport does when nobody says, and sorts by start', () => {
    const items = calendarItems([tournament], [match()]);
    expect(items.map((i) => [i.kind, i.start, i.end])).toEqual([
      ['tournament', '2026-11-25', '2026-11-26'],
      ['match', '2026-11-25T13:00:00.000Z', '2026-11-25T13:45:00.000Z'],
    ]);
    expect(items[1]).toMatchObject({
      title: 'Ana vs Bea',
      location: 'Arena · Court 2',
      path: '/badminton/live/5',
    });
  });

  it('shows a cancelled match as cancelled, ending when it ended', () => {
    const ended = new Date('2026-11-25T13:20:00Z');
    const [item] = calendarItems([], [match({ cancelled: true, endedAt: ended })]);
    expect(item).toMatchObject({ status: 'cancelled', end: ended.toISOString() });
  });
});

describe('the feed’s events', () => {
  const { matchEvent, tournamentEvent } = createEventMaker('https://sportzone.example/');

  it('gives a match its venue’s local time, a link here and a sequence that grows with changes', () => {
    const e = matchEvent(match(), start);
    expect(e).toMatchObject({
      uid: 'match-5@sportzone.example',
      url: 'https://sportzone.example/badminton/live/5',
      sequence: 10,
      status: 'CONFIRMED',
    });
    expect(e.description).toContain('Local time at the venue: Wed 25 Nov, 15:00 (Europe/Sofia)');
    // a second change within the same millisecond still raises it: SEQUENCE is the revision
    const again = matchEvent(match({ revision: 11, updatedAt: new Date('2026-01-01T00:00:10Z') }), start);
    expect(again.sequence).toBe(11);
  });

  it('makes a tournament an all-day event up to the day after it ends', () => {
    expect(tournamentEvent(tournament, start)).toMatchObject({
      startDay: '2026-11-25',
      endDayExclusive: '2026-11-27',
      url: 'https://sportzone.example/container/3/views',
    });
  });

  it('names the zone most events are played in, the first on a tie', () => {
    expect(commonZone(['Europe/Sofia', null, 'Europe/London', 'Europe/London'])).toBe('Europe/London');
    expect(commonZone(['Europe/Sofia', 'Europe/London'])).toBe('Europe/Sofia');
    expect(commonZone([null])).toBeNull();
  });
});
