import { describe, expect, it } from 'vitest';
import { timeZoneOptions, venueClock, zoneOffset } from '../src/lib/time-zones';

describe('venue time zones on the web (decision 023)', () => {
  it('lists every zone the browser knows, grouped by region, with its offset', () => {
    const groups = timeZoneOptions('en-GB');
    const europe = groups.find((g) => g.group === 'Europe')!;
    const sofia = europe.items.find((i) => i.value === 'Europe/Sofia')!;
    expect(sofia.label).toMatch(/^Sofia · GMT\+[23]$/);
    const america = groups.find((g) => g.group === 'America')!;
    expect(america.items.find((i) => i.value === 'America/New_York')!.label).toMatch(/^New York · GMT-[45]$/);
    expect(groups.some((g) => g.items.some((i) => i.value === 'UTC'))).toBe(true);
    // a stored alias this browser does not list stays choosable
    expect(
      timeZoneOptions('en-GB', 'Europe/Kiev').some((g) => g.items.some((i) => i.value === 'Europe/Kiev')),
    ).toBe(true);
    expect(new Set(groups.flatMap((g) => g.items.map((i) => i.value))).size).toBe(
      groups.reduce((n, g) => n + g.items.length, 0),
    );
  });

  it('gives the offset at a moment, summer time included', () => {
    expect(zoneOffset('Europe/Sofia', 'en-GB', new Date('2026-01-15T12:00:00Z'))).toBe('GMT+2');
    expect(zoneOffset('Europe/Sofia', 'en-GB', new Date('2026-07-15T12:00:00Z'))).toBe('GMT+3');
    expect(zoneOffset('No/Where', 'en-GB')).toBe('');
  });

  it('says the venue’s clock only when it differs from the reader’s', () => {
    const at = '2026-11-25T14:30:00Z';
    expect(venueClock(at, 'Europe/Sofia', 'en-GB', 'Europe/London')).toBe('16:30');
    expect(venueClock(at, 'Europe/Sofia', 'en-GB', 'Europe/Sofia')).toBeNull();
    expect(venueClock(at, 'Europe/Sofia', 'en-GB', 'Europe/Athens')).toBeNull(); // same clock
    expect(venueClock(at, null, 'en-GB', 'Europe/London')).toBeNull();
    expect(venueClock(at, 'America/New_York', 'bg-BG', 'Europe/Sofia')).toBe('09:30');
  });
});
