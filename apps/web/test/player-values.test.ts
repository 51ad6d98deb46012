import type { Player, Property } from '@sportzone/contracts';
import { describe, expect, it } from 'vitest';
import {
  age,
  isRealDay,
  playerFormValues,
  playerInput,
  propertyValue,
  todayIso,
} from '@/features/org-resources/lib/player-values';
import bg from '@/lib/i18n/locales/bg';
import en from '@/lib/i18n/locales/en';

const shirt: Property = {
  id: 1,
  key: 'shirt_size',
  label: 'Shirt size',
  type: 'choice',
  options: ['S', 'M'],
  appliesTo: 'players',
} as Property;
const licence = { ...shirt, id: 2, key: 'licence', type: 'number', options: [] } as Property;

describe('the player form’s values', () => {
  it('a new player starts active, with every property empty', () => {
    const values = playerFormValues(null, [shirt, licence]);
    expect(values.active).toBe(true);
    expect(values.properties).toEqual({ shirt_size: '', licence: '' });
    expect(values.userId).toBeNull();
  });

  it('a saved one keeps its fields; the nationality in capitals, the account id as text', () => {
    const player = {
      firstName: 'Maria',
      middleName: null,
      lastName: 'Ivanova',
      sex: 'female',
      birthday: '2001-04-12',
      height: 172,
      weight: null,
      nationality: 'bg',
      memberId: null,
      playerNumber: '7',
      status: 'inactive',
      userId: 12,
      properties: { shirt_size: 'M' },
    } as unknown as Player;
    const values = playerFormValues(player, [shirt]);
    expect(values).toMatchObject({ nationality: 'BG', userId: '12', active: false, weight: '' });
    expect(values.properties).toEqual({ shirt_size: 'M' });
  });

  it('sends empty fields as null, trims names and types the properties', () => {
    const values = {
      ...playerFormValues(null, [shirt, licence]),
      firstName: ' Elena ',
      lastName: 'Petrova ',
      middleName: '  ',
      height: '180',
      properties: { shirt_size: 'S', licence: '42' },
    };
    expect(playerInput(values, [shirt, licence])).toEqual({
      firstName: 'Elena',
      middleName: null,
      lastName: 'Petrova',
      sex: null,
      birthday: null,
      height: 180,
      weight: null,
      nationality: null,
      memberId: null,
      playerNumber: null,
      status: 'active',
      userId: null,
      properties: { shirt_size: 'S', licence: 42 },
    });
    // an organization without properties sends none
    expect(playerInput(values, [])).not.toHaveProperty('properties');
  });

  it('a property value: empty is null, yes/no a boolean', () => {
    const yes = { ...shirt, type: 'boolean' } as Property;
    expect(propertyValue(shirt, '')).toBeNull();
    expect(propertyValue(yes, 'true')).toBe(true);
    expect(propertyValue(yes, false)).toBe(false);
    expect(propertyValue(licence, '7.5')).toBe(7.5);
  });

  it('days of the calendar and ages', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2025-02-29')).toBe(false);
    expect(isRealDay('2025-2-1')).toBe(false);
    expect(age('2000-06-15', new Date(2026, 5, 14))).toBe(25);
    expect(age('2000-06-15', new Date(2026, 5, 15))).toBe(26);
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('one common.* for the words every screen says alike', () => {
  it('en and bg both have them, beside the viewer’s own common words', () => {
    expect(Object.keys(bg.common).sort()).toEqual(Object.keys(en.common).sort());
    for (const key of ['cancel', 'save', 'edit', 'delete', 'actions', 'loadMore', 'retry'] as const)
      expect(bg.common[key]).not.toBe(en.common[key]);
  });

  it('the organizer’s, the resources’ and the membership pages’ copies are gone', () => {
    expect(en.organizer).not.toHaveProperty('common');
    expect(en.orgResources).not.toHaveProperty('common');
    expect(en.orgMembership).not.toHaveProperty('common');
  });
});
