/** The text → its columns, the mapping and each row read as a player (pure: no database). */
import {
  IMPORT_MAX_ROWS,
  type ImportedPlayer,
  type ImportMapping,
  type ImportRowError,
} from '@sportzone/contracts';
import { detectDelimiter, parseDelimited, stripBom, type Delimiter } from './csv';
import { fitMapping, mappingErrors, suggestMapping } from './mapping';
import { readRow } from './values';

export interface ReadRow {
  /** the spreadsheet's row number (the header is row 1) */
  row: number;
  cells: string[];
  player: ImportedPlayer;
  errors: ImportRowError[];
}

export interface ReadTable {
  delimiter: Delimiter;
  columns: string[];
  mapping: ImportMapping;
  suggested: ImportMapping;
  mappingErrors: string[];
  rows: ReadRow[];
}

export class ImportTooLarge extends Error {}
export class ImportEmpty extends Error {}

/**
 * Reads the text: detects the delimiter, takes the first row as the headers, suggests a mapping from
 * them (the one sent wins), and reads every non-blank row. Throws ImportEmpty without a header and
 * ImportTooLarge beyond IMPORT_MAX_ROWS rows.
 */
export function readTable(text: string, sent: ImportMapping | undefined, today: string): ReadTable {
  const body = stripBom(text);
  const delimiter = detectDelimiter(body);
  const records = parseDelimited(body, delimiter, IMPORT_MAX_ROWS + 2);
  const header = records[0];
  if (!header || header.every((c) => c.trim() === '')) throw new ImportEmpty('The text has no header row.');
  if (records.length > IMPORT_MAX_ROWS + 1)
    throw new ImportTooLarge(`At most ${IMPORT_MAX_ROWS} rows are imported at once.`);
  const columns = header.map((h) => h.trim());
  const suggested = suggestMapping(columns);
  const mapping = fitMapping(columns.length, sent, suggested);
  const rows: ReadRow[] = [];
  records.forEach((cells, i) => {
    if (i === 0 || cells.every((c) => c.trim() === '')) return;
    const row = i + 1;
    rows.push({ row, cells, ...readRow(cells, mapping, row, today) });
  });
  return { delimiter, columns, mapping, suggested, mappingErrors: mappingErrors(mapping), rows };
}
