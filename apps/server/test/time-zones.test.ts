import { describe, expect, it } from 'vitest';
import { dayIn, timeZoneOrNull } from '../src/lib/time-zones';

describe('days in a time zone (decision 023)', () => {
  it('gives the local day as [midnight, next midnight), 23 or 25 hours when the clocks change', () => {
    const at = new Date('2026-11-25T23:30:00Z'); // already the 26th in Sofia (UTC+2)
    expect(dayIn('Europe/Sofia', at)).toEqual({
      start: new Date('2026-11-25T22:00:00Z'),
      end: new Date('2026-11-26T22:00:00Z'),
    });
    expect(dayIn('UTC', at)).toEqual({
      start: new Date('2026-11-25T00:00:00Z'),
      end: new Date('2026-11-26T00:00:00Z'),
    });
    expect(dayIn(null, at)).toEqual(dayIn('UTC', at));
    expect(dayIn('America/New_York', at)).toEqual({
      start: new Date('2026-11-25T05:00:00Z'),
      end: new Date('2026-11-26T05:00:00Z'),
    });
    // Sofia springs forward on 29 March 2026 (03:00 → 04:00) and falls back on 25 October
    const spring = dayIn('Europe/Sofia', new Date('2026-03-29T12:00:00Z'));
    expect(spring.start).toEqual(new Date('2026-03-28T22:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3600_000);
    const autumn = dayIn('Europe/Sofia', new Date('2026-10-25T12:00:00Z'));
    expect(autumn.start).toEqual(new Date('2026-10-24T21:00:00Z'));
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3600_000);
    // half-hour zones and the far east of the date line
    expect(dayIn('Asia/Kolkata', at).start).toEqual(new Date('2026-11-25T18:30:00Z'));
    expect(dayIn('Pacific/Kiritimati', at).start).toEqual(new Date('2026-11-25T10:00:00Z'));
  });

  it('takes zone names in their canonical form and refuses the rest', () => {
    expect(timeZoneOrNull('z', 'europe/sofia')).toBe('Europe/Sofia');
    expect(timeZoneOrNull('z', undefined)).toBeUndefined();
    expect(timeZoneOrNull('z', '  ')).toBeNull();
    expect(() => timeZoneOrNull('z', '+02:00')).toThrow(/time zone/);
    expect(() => timeZoneOrNull('z', 'Nowhere/Atlantis')).toThrow(/time zone/);
  });
});
