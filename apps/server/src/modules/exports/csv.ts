/**
 * CSV as spreadsheets read it (decision 045): RFC 4180 (comma, CRLF line ends, a field in double quotes
 * when it holds a comma, a quote, a line break or leading/trailing spaces; a quote doubled inside), UTF-8
 * with a byte order mark so that Excel reads Bulgarian names right, a header row first.
 */
export type CsvValue = string | number | boolean | null | undefined;

export const BOM = '\uFEFF';

/**
 * One field. A text starting with `=`, `+`, `-` or `@` would be a formula to a spreadsheet (CSV
 * injection): it gets a leading apostrophe unless it is a number ("-3", "+1.5").
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+([.,]\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly CsvValue[]): string => values.map(csvField).join(',');

/** The whole file: BOM, header, rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((r) => `${csvRow(r)}\r\n`).join('');
}

/** Reads back what `toCsv` writes (tests; an import some day): rows of fields, the BOM dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.startsWith(BOM) ? 1 : 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
