/**
 * Delimited text as spreadsheets write it: a CSV file (comma, or semicolon as European Excel writes
 * it) or rows copied from a spreadsheet (tab-separated). RFC 4180 quoting; UTF-8 with or without BOM.
 * Pure functions, no I/O.
 */

export const DELIMITERS = ['\t', ';', ','] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/** The text without a leading byte order mark. */
export const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * The records of the text, each a list of cells. A blank line is a record of one empty cell (so that
 * record i is the spreadsheet's row i + 1); a final line break ends the last record, it does not add one.
 * `limit`: stop after that many records.
 */
export function parseDelimited(text: string, delimiter: Delimiter, limit = Infinity): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let i = 0;
  const n = text.length;
  let atRecordStart = true;
  while (i < n && records.length < limit) {
    const c = text[i]!;
    atRecordStart = false;
    if (c === '"' && cell === '') {
      // a quoted cell: up to the closing quote, "" inside is one quote
      i++;
      while (i < n) {
        const q = text[i]!;
        if (q === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else {
            i++;
            break;
          }
        } else {
          cell += q;
          i++;
        }
      }
      continue;
    }
    if (c === delimiter) {
      record.push(cell);
      cell = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      atRecordStart = true;
    } else {
      cell += c;
      i++;
    }
  }
  if (!atRecordStart && records.length < limit) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/**
 * The delimiter of the text: the one that splits its first lines into the most columns, the same
 * number on every line (a quoted delimiter does not count). A single column: comma.
 */
export function detectDelimiter(text: string): Delimiter {
  const sample = text.slice(0, 64 * 1024);
  let best: Delimiter = ',';
  let bestScore = 0;
  for (const d of DELIMITERS) {
    const records = parseDelimited(sample, d, 20).filter((r) => r.length > 1 || r[0] !== '');
    if (records.length === 0) continue;
    // the sample may cut the last record short: do not count it when there are others
    const counted = records.length > 1 && sample.length < text.length ? records.slice(0, -1) : records;
    const width = counted[0]!.length;
    if (width < 2) continue;
    const same = counted.filter((r) => r.length === width).length / counted.length;
    const score = same * 1000 + width;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

/** The table as delimited text (a cell quoted only when it must be). */
export function toDelimited(table: readonly (readonly string[])[], delimiter: Delimiter): string {
  const quote = (cell: string, alone: boolean) =>
    (alone && cell === '') || /["\r\n]/.test(cell) || cell.includes(delimiter) || cell.startsWith('"')
      ? `"${cell.replace(/"/g, '""')}"`
      : cell;
  return table.map((row) => row.map((c) => quote(c, row.length === 1)).join(delimiter)).join('\r\n');
}
