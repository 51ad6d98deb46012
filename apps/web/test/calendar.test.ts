import { describe, expect, it } from 'vitest';
import { googleSubscribeUrl } from '../src/features/calendar/lib/links';
import {
  dayKey,
  itemsByDay,
  monthGrid,
  rangeOf,
  startOfWeek,
  step,
  weekDays,
} from '../src/features/calendar/lib/grid';

describe('the calendar page’s dates', () => {
  it('a month grid runs Monday to Sunday and covers the month', () => {
    const weeks = monthGrid(new Date(2026, 10, 25)); // November 2026: 1st is a Sunday
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]![0]!.key).toBe('2026-10-26');
    expect(weeks[0]![6]!.key).toBe('2026-11-01');
    expect(weeks[0]![6]!.inMonth).toBe(true);
    expect(weeks[5]![0]!.key).toBe('2026-11-30');
    expect(weeks[5]![6]!.key).toBe('2026-12-06');
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
    // February 2027 starts on a Monday and fills four weeks exactly
    expect(monthGrid(new Date(2027, 1, 10))).toHaveLength(4);
  });

  it('weeks start on Monday; ranges and steps per view', () => {
    expect(dayKey(startOfWeek(new Date(2026, 10, 29)))).toBe('2026-11-23'); // a Sunday
    expect(weekDays(new Date(2026, 10, 25)).map((d) => d.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const month = rangeOf('month', new Date(2026, 10, 25));
    expect(dayKey(month.from)).toBe('2026-10-26');
    expect(dayKey(month.to)).toBe('2026-12-07');
    const week = rangeOf('week', new Date(2026, 10, 25));
    expect(dayKey(week.to)).toBe('2026-11-30');
    expect(dayKey(rangeOf('list', new Date(2026, 10, 25, 15)).to)).toBe('2026-12-25');
    expect(dayKey(step('month', new Date(2026, 0, 31), 1))).toBe('2026-02-01');
    expect(dayKey(step('week', new Date(2026, 10, 25), -1))).toBe('2026-11-18');
  });

  it('groups timed items by their local day and all-day items on each of their days', () => {
    const at = new Date(2026, 10, 25, 18, 30).toISOString();
    const byDay = itemsByDay([
      { id: 1, start: at, end: at, allDay: false },
      { id: 2, start: '2026-11-24', end: '2026-11-26', allDay: true },
    ]);
    expect(byDay.get('2026-11-25')!.map((i) => i.id)).toEqual([1, 2]);
    expect(byDay.get('2026-11-24')!.map((i) => i.id)).toEqual([2]);
    expect(byDay.get('2026-11-26')!.map((i) => i.id)).toEqual([2]);
    expect(byDay.has('2026-11-27')).toBe(false);
  });

  it('Google Calendar subscribes to the webcal address', () => {
    expect(googleSubscribeUrl('webcal://x.test/api/calendar/abc.ics')).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fx.test%2Fapi%2Fcalendar%2Fabc.ics',
    );
  });
});
