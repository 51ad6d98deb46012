import { describe, expect, it } from 'vitest';
import { ageOn, flagOf, formatDay, paths } from '@/features/orgs/lib/format';
import { fullName } from '@/lib/people';
import { orgsBg } from '@/lib/i18n/locales/orgs.bg';
import { orgsEn } from '@/lib/i18n/locales/orgs.en';

describe('profile helpers', () => {
  it('makes a flag from a country code, nothing from anything else', () => {
    expect(flagOf('gb')).toBe('\u{1F1EC}\u{1F1E7}');
    expect(flagOf('BG')).toBe('\u{1F1E7}\u{1F1EC}');
    expect(flagOf('GBR')).toBe('');
    expect(flagOf(null)).toBe('');
  });

  it('counts full years of age, the birthday itself included', () => {
    const today = new Date(2026, 3, 18);
    expect(ageOn('1996-04-18', today)).toBe(30);
    expect(ageOn('1996-04-19', today)).toBe(29);
    expect(ageOn('2030-01-01', today)).toBeNull();
    expect(ageOn(null, today)).toBeNull();
  });

  it('formats a day without shifting it by the time zone', () => {
    expect(formatDay('2011-03-15', 'en-US')).toBe('March 15, 2011');
    expect(formatDay(null, 'en-US')).toBe('');
  });

  it('names people with their middle name when there is one', () => {
    expect(fullName({ firstName: 'Georgi', middleName: 'Ivanov', lastName: 'Petrov' })).toBe(
      'Georgi Ivanov Petrov',
    );
    expect(fullName({ firstName: 'Mila', middleName: null, lastName: 'Petkova' })).toBe('Mila Petkova');
  });

  it('links profiles to the public pages signed out and to the signed-in pages otherwise', () => {
    expect(paths.player('public', 3)).toBe('/public/players/3/profile');
    expect(paths.player('user', 3)).toBe('/user/players/3/public');
    expect(paths.entity('public', 4)).toBe('/public/entities/4/profile');
    expect(paths.member('user', 5)).toBe('/user/members/5');
  });
});

describe('texts', () => {
  it('has every English text in Bulgarian, translated', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(orgsBg)).toEqual(keys(orgsEn));
    const values = (o: object): string[] =>
      Object.values(o).flatMap((v) => (typeof v === 'object' ? values(v as object) : [v as string]));
    const en = values(orgsEn);
    const bg = values(orgsBg);
    // the same only where the text has no words (placeholders, numbers)
    const same = en.filter((text, i) => text === bg[i] && /[a-z]{3}/i.test(text.replace(/{{\w+}}/g, '')));
    expect(same).toEqual([]);
  });
});
