/**
 * Shared pieces of the conformance suites: find ../shared/testdata/scoring, read its CSV files,
 * and print the per-file table (rows, reproduced, refused) the issue asks for.
 * The data is test input only and is never copied into this repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** <repo>/packages/scoring/test/conformance → <repo>/../shared/testdata/scoring */
export const DATA_DIR =
  process.env.SCORING_TESTDATA_DIR ?? resolve(here, '../../../../../shared/testdata/scoring');
export const DATA_PRESENT = existsSync(DATA_DIR);

if (!DATA_PRESENT) {
  if (process.env.CI) {
    throw new Error(`conformance data is required in CI but ${DATA_DIR} is missing`);
  }
  console.warn(`[conformance] ${DATA_DIR} is absent: conformance suites are not run (they run in CI).`);
}

/** RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

export function readCsv(file: string): Record<string, string>[] {
  return parseCsv(readFileSync(resolve(DATA_DIR, file), 'utf8'));
}

export interface FileTally {
  file: string;
  rows: number;
  reproduced: number;
  refused: number;
  /** rows not OK in the data that the engine leaves unfinished (as their note says) */
  unfinished: number;
}

const tallies: FileTally[] = [];

export function tally(file: string): FileTally {
  const t = { file, rows: 0, reproduced: 0, refused: 0, unfinished: 0 };
  tallies.push(t);
  return t;
}

/** Call from afterAll: prints the table of every file tallied in this test file. */
export function printTallies(): void {
  if (tallies.length === 0) return;
  const lines = [
    'file'.padEnd(40) +
      'rows'.padStart(7) +
      'reproduced'.padStart(12) +
      'refused'.padStart(9) +
      'unfinished'.padStart(12),
    ...tallies.map(
      (t) =>
        t.file.padEnd(40) +
        String(t.rows).padStart(7) +
        String(t.reproduced).padStart(12) +
        String(t.refused).padStart(9) +
        String(t.unfinished).padStart(12),
    ),
  ];
  console.log(`\n[conformance]\n${lines.join('\n')}\n`);
}
