import { describe, expect, it } from 'vitest';
import { resolveEntries } from './entries';
import { readTable } from './table';

const text = [
  'First name,Last name,Birth date',
  'Ana,Ivanova,2001-07-15',
  'Bo,Petrov,',
  'New,Person,1999-01-01',
  'ana,ivanova,',
  'Twin,Twin,',
  'Ce,Dimov,',
].join('\r\n');
const known = [
  { id: 1, firstName: 'Ana', lastName: 'Ivanova', birthday: '2001-07-15' },
  { id: 2, firstName: 'Bo', lastName: 'Petrov', birthday: null },
  { id: 3, firstName: 'Twin', lastName: 'Twin', birthday: '2000-01-01' },
  { id: 4, firstName: 'Twin', lastName: 'Twin', birthday: '2000-02-02' },
  { id: 5, firstName: 'Ce', lastName: 'Dimov', birthday: null },
];

describe('resolveEntries', () => {
  const rows = readTable(text, undefined, '2026-01-01').rows;

  it('matches by name and birth date; repeated, already signed up, ambiguous and missing rows', () => {
    const r = resolveEntries(rows, known, new Set([5]), false);
    expect(r.outcomes).toEqual(['signUp', 'signUp', null, 'repeated', null, 'already']);
    expect(r.errors.get(4)![0]!.message).toBe(
      'Row 4, last name: no player of the organization has this name and birth date',
    );
    expect(r.errors.get(6)![0]!.code).toBe('ambiguous_player');
    expect(r.repeats.get(5)).toMatchObject({ kind: 'file', row: 2, playerId: 1 });
  });

  it('creates the missing players when asked', () => {
    const r = resolveEntries(rows, known, new Set(), true);
    expect(r.outcomes[2]).toBe('create');
    expect(r.signUps.map((s) => s.row)).toEqual([2, 3, 4, 7]);
  });
});
