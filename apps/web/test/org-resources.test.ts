import { describe, expect, it } from 'vitest';
import {
  keyFromLabel,
  knownFields,
  move,
  numberOrNull,
  textOrNull,
} from '@/features/org-resources/lib/forms';
import {
  addSpaces,
  groupSpaces,
  nextSpaceNumber,
  spaceKindOf,
  spaceProblems,
  spacesInput,
} from '@/features/org-resources/lib/spaces';

describe('playing spaces named per sport (SPEC §3)', () => {
  it('table for table tennis and snooker, court for tennis, lane for bowling, field for volleyball and badminton', () => {
    expect(spaceKindOf('table-tennis')).toBe('table');
    expect(spaceKindOf('snooker')).toBe('table');
    expect(spaceKindOf('tennis')).toBe('court');
    expect(spaceKindOf('bowling')).toBe('lane');
    expect(spaceKindOf('volleyball')).toBe('field');
    expect(spaceKindOf('badminton')).toBe('field');
    expect(spaceKindOf('padel')).toBe('playground');
  });

  it('groups a venue’s spaces by sport in the order they come', () => {
    const groups = groupSpaces([
      { sport: 'tennis' },
      { sport: 'bowling' },
      { sport: 'tennis' },
      { sport: 'tennis' },
    ]);
    expect(groups).toEqual([
      { sport: 'tennis', kind: 'court', count: 3 },
      { sport: 'bowling', kind: 'lane', count: 1 },
    ]);
  });

  it('adds three courts named Court 1–3, then continues after the highest number', () => {
    const three = addSpaces([], 'tennis', 3, 'Court');
    expect(three.map((s) => s.name)).toEqual(['Court 1', 'Court 2', 'Court 3']);
    expect(new Set(three.map((s) => s.key)).size).toBe(3);
    const renamed = three.map((s, i) => (i === 1 ? { ...s, name: 'Centre court' } : s));
    expect(addSpaces(renamed, 'tennis', 1, 'Court').at(-1)!.name).toBe('Court 4');
    // another sport counts on its own
    expect(
      addSpaces(three, 'bowling', 2, 'Lane')
        .slice(3)
        .map((s) => s.name),
    ).toEqual(['Lane 1', 'Lane 2']);
  });

  it('counts on from unnumbered spaces of the sport and keeps within the limit', () => {
    expect(nextSpaceNumber([{ sport: 'tennis', name: 'Centre' }], 'tennis', 'Court')).toBe(2);
    expect(nextSpaceNumber([{ sport: 'tennis', name: 'court 7' }], 'tennis', 'Court')).toBe(8);
    expect(addSpaces([], 'tennis', 500, 'Court')).toHaveLength(200);
    expect(addSpaces([], 'tennis', 0, 'Court')).toHaveLength(0);
  });

  it('finds empty and repeated names of one sport, as the server would refuse them', () => {
    const problems = spaceProblems([
      { key: 'a', sport: 'tennis', name: 'Court 1' },
      { key: 'b', sport: 'tennis', name: ' court 1 ' },
      { key: 'c', sport: 'bowling', name: 'Court 1' },
      { key: 'd', sport: 'tennis', name: '  ' },
    ]);
    expect([...problems]).toEqual([
      [1, 'duplicate'],
      [3, 'required'],
    ]);
  });

  it('sends ids of kept spaces and trimmed names', () => {
    expect(
      spacesInput([
        { key: '1', id: 4, sport: 'tennis', name: ' Centre ' },
        { key: 'n', sport: 'tennis', name: 'Court 2' },
      ]),
    ).toEqual([
      { id: 4, sport: 'tennis', name: 'Centre' },
      { sport: 'tennis', name: 'Court 2' },
    ]);
  });
});

describe('form helpers', () => {
  it('turns empty texts and numbers into null', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' a ')).toBe('a');
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(182)).toBe(182);
    expect(numberOrNull('72.5')).toBe(72.5);
  });

  it('makes a property key from a label', () => {
    expect(keyFromLabel('Shirt size')).toBe('shirt_size');
    expect(keyFromLabel('  2nd Club (home) ')).toBe('nd_club_home');
    expect(keyFromLabel('Réserve')).toBe('reserve');
    expect(keyFromLabel('Размер')).toBe('');
  });

  it('keeps the server’s messages for the fields a form has', () => {
    expect(
      knownFields({ name: 'is required', 'spaces.0.name': 'is used twice', _: 'x' }, ['name', 'spaces']),
    ).toEqual({ name: 'is required', 'spaces.0.name': 'is used twice' });
  });

  it('moves players up and down the order', () => {
    expect(move([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(move([1, 2, 3], 0, 5)).toEqual([2, 3, 1]);
  });
});

describe('server field messages said in the UI language', () => {
  it('knows the messages of these forms and the bounds of numbers', async () => {
    const { knownMessage } = await import('@/features/org-resources/lib/server-messages');
    expect(knownMessage('must not be before the start')).toEqual({
      key: 'orgResources.server.endBeforeStart',
    });
    expect(knownMessage('at most 2 players')).toEqual({ key: 'orgResources.server.atMostPlayers', count: 2 });
    expect(knownMessage('must be <= 280')).toEqual({ key: 'orgResources.server.max', count: 280 });
    expect(knownMessage('must be >= 5')).toEqual({ key: 'orgResources.server.min', count: 5 });
    expect(knownMessage('something new')).toBeNull();
  });
});
