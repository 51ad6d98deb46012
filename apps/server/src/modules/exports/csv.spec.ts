import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOM, csvField, parseCsv, toCsv } from './csv';

describe('CSV (RFC 4180, UTF-8 with a BOM)', () => {
  it('writes a BOM, a header row and CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe(`${BOM}a,b\r\n1,x\r\n`);
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Sofia, BG')).toBe('"Sofia, BG"');
    expect(csvField('the "Lions"')).toBe('"the ""Lions"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField('Иван Петров')).toBe('Иван Петров');
    expect(csvField(null)).toBe('');
    expect(csvField(7)).toBe('7');
  });

  it('keeps a spreadsheet from reading a text as a formula, but not a number', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-3')).toBe('-3');
    expect(csvField('+1.5')).toBe('+1.5');
  });

  it('reads back every table it writes (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'б', ',', '"', '\n', '\r\n', ' ', '1', 'Я') });
    const safe = text.filter((t) => !/^[=+\-@\t\r]/.test(t));
    fc.assert(
      fc.property(
        fc.array(safe, { minLength: 1, maxLength: 5 }).chain((header) =>
          fc.tuple(
            fc.constant(header),
            fc.array(fc.array(safe, { minLength: header.length, maxLength: header.length }), {
              maxLength: 5,
            }),
          ),
        ),
        ([header, rows]) => {
          expect(parseCsv(toCsv(header, rows))).toEqual([header, ...rows]);
        },
      ),
    );
  });
});
