import { describe, expect, it } from 'vitest';
import {
  countryFirst,
  countryTimeZones,
  timeZoneOptions,
  venueClock,
  zoneForCountry,
  zoneOffset,
} from '../src/lib/time-zones';

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

describe('a venue’s country suggests its zone', () => {
  it('takes a country’s only zone, asks where there are several, and lists the country’s zones first', () => {
    expect(countryTimeZones('BG')).toEqual(['Europe/Sofia']);
    expect(countryTimeZones('pt')).toEqual(expect.arrayContaining(['Europe/Lisbon', 'Atlantic/Azores']));
    expect(countryTimeZones('X1')).toEqual([]);
    expect(zoneForCountry('BG', 'Europe/London')).toBe('Europe/Sofia');
    expect(zoneForCountry('PT', 'Europe/Sofia')).toBeNull();
    expect(zoneForCountry('PT', 'Atlantic/Azores')).toBe('Atlantic/Azores');
    expect(zoneForCountry(null, 'Europe/Sofia')).toBe('Europe/Sofia');
    const groups = countryFirst(timeZoneOptions('en-GB'), 'PT', 'Portugal');
    expect(groups[0]!.group).toBe('Portugal');
    expect(groups[0]!.items.map((i) => i.value).sort()).toEqual(countryTimeZones('PT').sort());
    const values = groups.flatMap((g) => g.items.map((i) => i.value));
    expect(new Set(values).size).toBe(values.length);
    expect(countryFirst(timeZoneOptions('en-GB'), null, '')).toBe(timeZoneOptions('en-GB'));
  });
});
