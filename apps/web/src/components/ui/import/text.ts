import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
} from '@sportzone/contracts';

/** The rows as delimited text again (quoted where needed), e.g. without the rows that have errors. */
export function toDelimited(table: readonly (readonly string[])[], delimiter: string): string {
  const quote = (cell: string) =>
    /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
  return table.map((row) => row.map(quote).join(delimiter)).join('\r\n');
}

/** The text of the preview without its rows with errors. */
export function withoutErrors(preview: ImportPreview): string {
  const rows = preview.rows.filter((r) => r.errors.length === 0).map((r) => r.cells);
  return toDelimited([preview.columns, ...rows], preview.delimiter);
}

/** What is wrong with the mapping: a name field with no column, a field in two columns. */
export function mappingProblems(mapping: ImportMapping): { key: 'missing' | 'twice'; field: ImportField }[] {
  const out: { key: 'missing' | 'twice'; field: ImportField }[] = [];
  for (const field of ['firstName', 'lastName'] as const)
    if (!mapping.includes(field)) out.push({ key: 'missing', field });
  for (const field of IMPORT_FIELDS)
    if (mapping.filter((m) => m === field).length > 1) out.push({ key: 'twice', field });
  return out;
}

export type Decisions = Record<number, 'merge' | 'skip'>;

/** What the confirm will do with the rows (duplicates skipped unless merged). */
export function planCounts(preview: ImportPreview, decisions: Decisions) {
  let created = 0;
  let merged = 0;
  let skipped = 0;
  for (const r of preview.rows) {
    if (r.errors.length > 0) continue;
    if (!r.duplicate) created++;
    else if (decisions[r.row] === 'merge') merged++;
    else skipped++;
  }
  return { created, merged, skipped };
}
