import type { PropertyRow } from '@sportzone/db';
import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../lib/http-errors';
import { countryFilter, pastDate } from './common';
import { checkValue, choiceOptions } from './properties';
import { checkFormationSize, checkShape } from './teams';

const property = (type: PropertyRow['type'], options: string[] = []) =>
  ({ id: 1, key: 'club', label: 'Club', type, options }) as unknown as PropertyRow;

describe('teams and formations', () => {
  it('wants a competitor type for a formation and none for a team', () => {
    expect(() => checkShape('formation', null)).toThrow('A formation is solo, double or trio.');
    expect(() => checkShape('team', 'double')).toThrow('Only formations have a competitor type.');
    expect(() => checkShape('formation', 'double')).not.toThrow();
    expect(() => checkShape('team', null)).not.toThrow();
  });

  it('keeps a formation within the size of its competitor type', () => {
    expect(() => checkFormationSize('formation', 'double', 2)).not.toThrow();
    expect(() => checkFormationSize('formation', 'double', 3)).toThrow(
      'A double formation has at most 2 players.',
    );
    expect(() => checkFormationSize('team', null, 30)).not.toThrow();
  });
});

describe('property values', () => {
  it('takes a value of the property’s type, text trimmed', () => {
    expect(checkValue(property('text'), '  Levski ')).toBe('Levski');
    expect(checkValue(property('number'), 3.5)).toBe(3.5);
    expect(checkValue(property('date'), '2024-02-29')).toBe('2024-02-29');
    expect(checkValue(property('boolean'), false)).toBe(false);
    expect(checkValue(property('choice', ['A', 'B']), 'B')).toBe('B');
  });

  it('refuses a value of another type, naming the field', () => {
    const refused = (type: PropertyRow['type'], value: unknown, options: string[] = []) => {
      try {
        checkValue(property(type, options), value as never);
      } catch (err) {
        return (err as HttpError).fields;
      }
      return 'accepted';
    };
    expect(refused('number', 'seven')).toEqual({ 'properties.club': 'must be a number' });
    expect(refused('date', '2023-02-29')).toEqual({ 'properties.club': 'must be a date (YYYY-MM-DD)' });
    expect(refused('choice', 'C', ['A', 'B'])).toEqual({ 'properties.club': 'must be one of A, B' });
    expect(refused('text', 'x'.repeat(1001))).toEqual({
      'properties.club': 'must be at most 1000 characters',
    });
  });

  it('wants options for a choice, none repeated, and keeps none for other types', () => {
    expect(choiceOptions('choice', [' A', 'B '])).toEqual(['A', 'B']);
    expect(() => choiceOptions('choice', [])).toThrow('A choice needs options.');
    expect(() => choiceOptions('choice', ['A', 'A '])).toThrow('Options must differ.');
    expect(choiceOptions('text', ['ignored'])).toEqual([]);
  });
});

describe('filters and dates', () => {
  it('reads the placeholder "Nationality" or an empty value as no country filter', () => {
    expect(countryFilter('nationality', 'Nationality')).toBeNull();
    expect(countryFilter('nationality', ' ')).toBeNull();
    expect(countryFilter('nationality', 'bg')).toBe('BG');
    expect(() => countryFilter('nationality', 'Bulgaria')).toThrow('must be a two-letter country code');
  });

  it('refuses an impossible date and one in the future', () => {
    expect(pastDate('birthday', '2000-01-31')).toBe('2000-01-31');
    expect(() => pastDate('birthday', '2000-02-30')).toThrow('birthday is not a real date');
    expect(() => pastDate('birthday', '2999-01-01')).toThrow('birthday cannot be in the future');
    expect(pastDate('birthday', undefined)).toBeUndefined();
  });
});
