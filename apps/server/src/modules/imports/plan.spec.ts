import { describe, expect, it } from 'vitest';
import { findDuplicates } from './duplicates';
import { planPlayers } from './plan';
import { readTable } from './table';

const TODAY = '2026-01-01';
const text = [
  'Име;Фамилия;Дата на раждане;№',
  'Иван;Петров;15.07.2001;7',
  'Мария;Иванова;;',
  'иван;ПЕТРОВ;2001-07-15;9',
  'Георги;Димитров;01.01.1990;',
].join('\n');

describe('duplicates and the plan', () => {
  const table = readTable(text, undefined, TODAY);
  const known = [{ id: 40, firstName: 'Мария', lastName: 'Иванова', birthday: '2003-03-03' }];
  const dups = findDuplicates(table.rows, known);

  it('finds the existing player (no birth date on one side) and the repeated row (any letter case)', () => {
    expect([...dups.entries()]).toEqual([
      [3, { kind: 'existing', playerId: 40, row: null, name: 'Мария Иванова', birthday: '2003-03-03' }],
      [4, { kind: 'file', playerId: null, row: 2, name: 'иван ПЕТРОВ', birthday: '2001-07-15' }],
    ]);
  });

  it('a duplicate undecided is skipped', () => {
    const plan = planPlayers(table.rows, dups, new Map());
    expect(plan).toMatchObject({ created: 2, merged: 0, skipped: 2 });
  });

  it('merged: the non-empty fields go to the existing player or to the earlier row', () => {
    const plan = planPlayers(
      table.rows,
      dups,
      new Map([
        [3, 'merge'],
        [4, 'merge'],
      ]),
    );
    expect(plan).toMatchObject({ created: 2, merged: 2, skipped: 0 });
    expect(plan.creates[0]!.player).toMatchObject({ firstName: 'иван', playerNumber: '9' });
    expect(plan.merges.get(40)).toEqual({ firstName: 'Мария', lastName: 'Иванова' });
  });

  it('a mapping without the last name is a mapping error', () => {
    const t = readTable(text, ['firstName', null, 'birthday', null], TODAY);
    expect(t.mappingErrors).toEqual(['No column is mapped to last name.']);
  });
});
