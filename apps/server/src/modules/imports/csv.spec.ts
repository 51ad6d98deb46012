import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIMITERS, detectDelimiter, parseDelimited, stripBom, toDelimited } from './csv';

const delimiter = fc.constantFrom(...DELIMITERS);
/** letters, digits, spaces and the Cyrillic of Bulgarian names: nothing a delimiter or quote */
const safe = fc.stringMatching(/^[A-Za-zА-Яа-я0-9 .@-]{0,12}$/);

describe('parseDelimited', () => {
  it('reads RFC 4180 quoting: delimiters, quotes and line breaks inside quotes', () => {
    const text = 'a,"b,c","say ""hi""","two\r\nlines"\r\n1,2,3,4\n';
    expect(parseDelimited(text, ',')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\r\nlines'],
      ['1', '2', '3', '4'],
    ]);
  });

  it('keeps a blank line as a record, so that row numbers stay the spreadsheet’s', () => {
    expect(parseDelimited('h\n\nx', ',')).toEqual([['h'], [''], ['x']]);
  });

  it('takes CR, LF and CRLF line ends and no record after the last line break', () => {
    expect(parseDelimited('a;b\rc;d\r\n', ';')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('any table written with any delimiter reads back the same (any strings, quoted as needed)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 8,
        }),
        delimiter,
        (table, d) => {
          expect(parseDelimited(toDelimited(table, d), d)).toEqual(table);
        },
      ),
    );
  });
});

describe('detectDelimiter', () => {
  it('finds comma, semicolon and tab', () => {
    expect(detectDelimiter('Име;Фамилия\nИван;Петров')).toBe(';');
    expect(detectDelimiter('First name\tLast name\nAna\tIvanova')).toBe('\t');
    expect(detectDelimiter('First name,Last name\nAna,Ivanova')).toBe(',');
    expect(detectDelimiter('Name\nAna')).toBe(',');
  });

  it('is not misled by a delimiter inside quotes', () => {
    expect(detectDelimiter('"Last; first",Born\n"Petrov; Ivan",2001-01-01')).toBe(',');
  });

  it('any table of safe strings with two or more columns: the delimiter it was written with', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 6 })
          .chain((w) =>
            fc.array(fc.array(safe, { minLength: w, maxLength: w }), { minLength: 1, maxLength: 10 }),
          ),
        delimiter,
        (table, d) => {
          const text = toDelimited(table, d);
          expect(detectDelimiter(text)).toBe(d);
          expect(parseDelimited(stripBom(`\uFEFF${text}`), detectDelimiter(text))).toEqual(table);
        },
      ),
    );
  });
});
