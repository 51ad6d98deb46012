import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestMapping, mappingErrors } from './mapping';
import { parseCountry, parseDate, readRow } from './values';

describe('parseDate', () => {
  it('reads ISO and day-first dates', () => {
    expect(parseDate('2001-07-15')).toBe('2001-07-15');
    expect(parseDate('15.07.2001')).toBe('2001-07-15');
    expect(parseDate('15.07.2001 г.')).toBe('2001-07-15');
    expect(parseDate('5/7/2001')).toBe('2001-07-05');
    expect(parseDate('15-07-2001')).toBe('2001-07-15');
    expect(parseDate('  ')).toBeNull();
  });

  it('refuses what is no date', () => {
    expect(parseDate('31.02.2001')).toBe('not_a_date');
    expect(parseDate('29.02.2001')).toBe('not_a_date');
    expect(parseDate('29.02.2004')).toBe('2004-02-29');
    expect(parseDate('tomorrow')).toBe('not_a_date');
  });

  it('any real date written day-first reads back as ISO', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-');
          expect(parseDate(`${day}.${m}.${y}`)).toBe(iso);
          expect(parseDate(`${day}/${m}/${y}`)).toBe(iso);
          expect(parseDate(iso)).toBe(iso);
        },
      ),
    );
  });
});

describe('mapping', () => {
  it('suggests fields from English and Bulgarian headers', () => {
    expect(
      suggestMapping(['Име', 'Презиме', 'Фамилия', 'Дата на раждане', 'Пол', 'Националност', '№']),
    ).toEqual(['firstName', 'middleName', 'lastName', 'birthday', 'sex', 'nationality', 'playerNumber']);
    expect(
      suggestMapping(['First name', 'Last name', 'Date of birth', 'Gender', 'Member ID', 'Email']),
    ).toEqual(['firstName', 'lastName', 'birthday', 'sex', 'memberId', null]);
  });

  it('names a missing required field and a field mapped twice', () => {
    expect(mappingErrors(['firstName', 'firstName'])).toEqual([
      'No column is mapped to last name.',
      'More than one column is mapped to first name.',
    ]);
  });
});

describe('readRow', () => {
  const mapping = ['firstName', 'lastName', 'birthday', 'sex', 'nationality'] as const;
  it('reads a player and names the row and the field of each error', () => {
    const ok = readRow(['Иван', 'Петров', '15.07.2001', 'м', 'България'], [...mapping], 2, '2026-01-01');
    expect(ok.errors).toEqual([]);
    expect(ok.player).toMatchObject({
      firstName: 'Иван',
      birthday: '2001-07-15',
      sex: 'male',
      nationality: 'BG',
    });
    const bad = readRow(['', 'Петров', '31.02.2001', 'x', 'Atlantis'], [...mapping], 7, '2026-01-01');
    expect(bad.errors.map((e) => e.message)).toEqual([
      'Row 7, birth date: 31.02.2001 is not a date',
      'Row 7, sex: x is not a sex (female, male, other)',
      'Row 7, nationality: Atlantis is not a country',
      'Row 7, first name: is required',
    ]);
  });

  it('takes country codes and English names', () => {
    expect(parseCountry('bg')).toBe('BG');
    expect(parseCountry('Germany')).toBe('DE');
    expect(parseCountry('Германия')).toBe('DE');
  });
});
