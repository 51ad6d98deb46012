import { Type, type Static } from 'typebox';
import { LitUnion, Nullable } from './schema';

/**
 * Importing players (and a tournament's entries) from a CSV file or rows pasted from a spreadsheet
 * (decision 046): a stateless preview, then a confirm that sends the same text again and is checked
 * again on the server.
 */

/** The most an import takes: characters of text and rows after the header. */
export const IMPORT_MAX_CHARS = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

/** The player fields a column can fill (a column mapped to null is left out). */
export const IMPORT_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'birthday',
  'sex',
  'nationality',
  'playerNumber',
  'memberId',
  'height',
  'weight',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const ImportField = LitUnion(IMPORT_FIELDS);

/** One field per column, in the columns' order (null: the column is not imported). */
export const ImportMapping = Type.Array(Nullable(ImportField), { maxItems: 200 });
export type ImportMapping = Static<typeof ImportMapping>;

export const DUPLICATE_DECISIONS = ['merge', 'skip'] as const;
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];

const ImportText = Type.String({
  maxLength: IMPORT_MAX_CHARS,
  description: 'the CSV file or the pasted rows, the first row naming the columns',
});

export const PlayersImportPreviewInput = Type.Object(
  { text: ImportText, mapping: Type.Optional(ImportMapping) },
  { $id: 'PlayersImportPreviewInput' },
);
export type PlayersImportPreviewInput = Static<typeof PlayersImportPreviewInput>;

/** A decision per duplicate row, by the row's number. */
export const ImportDecision = Type.Object({
  row: Type.Integer({ minimum: 2, maximum: IMPORT_MAX_ROWS + 1 }),
  decision: LitUnion(DUPLICATE_DECISIONS),
});
export type ImportDecision = Static<typeof ImportDecision>;

export const PlayersImportInput = Type.Object(
  {
    text: ImportText,
    mapping: ImportMapping,
    decisions: Type.Optional(Type.Array(ImportDecision, { maxItems: IMPORT_MAX_ROWS })),
  },
  { $id: 'PlayersImportInput' },
);
export type PlayersImportInput = Static<typeof PlayersImportInput>;

export const ImportedPlayer = Type.Object({
  firstName: Nullable(Type.String()),
  middleName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  birthday: Nullable(Type.String()),
  sex: Nullable(Type.String()),
  nationality: Nullable(Type.String()),
  playerNumber: Nullable(Type.String()),
  memberId: Nullable(Type.String()),
  height: Nullable(Type.Number()),
  weight: Nullable(Type.Number()),
});
export type ImportedPlayer = Static<typeof ImportedPlayer>;

export const IMPORT_ERROR_CODES = [
  'required',
  'not_a_date',
  'future_date',
  'unknown_sex',
  'unknown_country',
  'too_long',
  'not_a_number',
  'out_of_range',
  'no_such_player',
  'ambiguous_player',
] as const;

export const ImportRowError = Type.Object({
  row: Type.Integer(),
  field: ImportField,
  code: LitUnion(IMPORT_ERROR_CODES),
  value: Type.String(),
  /** "Row 7, birth date: 31.02.2001 is not a date" */
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

/** The row is a player already there (`existing`) or repeats an earlier row of the file (`file`). */
export const ImportDuplicate = Type.Object({
  kind: LitUnion(['existing', 'file'] as const),
  playerId: Nullable(Type.Integer()),
  row: Nullable(Type.Integer()),
  name: Type.String(),
  birthday: Nullable(Type.String()),
});
export type ImportDuplicate = Static<typeof ImportDuplicate>;

export const ImportRow = Type.Object({
  /** the spreadsheet's row number: the header is row 1 */
  row: Type.Integer(),
  cells: Type.Array(Type.String()),
  player: ImportedPlayer,
  errors: Type.Array(ImportRowError),
  duplicate: Nullable(ImportDuplicate),
});
export type ImportRow = Static<typeof ImportRow>;

export const ImportPreview = Type.Object(
  {
    delimiter: LitUnion([',', ';', '\t'] as const),
    columns: Type.Array(Type.String()),
    /** the mapping used: the one sent, else the one suggested from the headers */
    mapping: ImportMapping,
    suggested: ImportMapping,
    /** problems of the mapping itself (a required field with no column, a field twice) */
    mappingErrors: Type.Array(Type.String()),
    rows: Type.Array(ImportRow),
    counts: Type.Object({
      rows: Type.Integer(),
      valid: Type.Integer(),
      withErrors: Type.Integer(),
      duplicates: Type.Integer(),
    }),
  },
  { $id: 'ImportPreview' },
);
export type ImportPreview = Static<typeof ImportPreview>;

export const PlayersImportResult = Type.Object(
  { created: Type.Integer(), merged: Type.Integer(), skipped: Type.Integer() },
  { $id: 'PlayersImportResult' },
);
export type PlayersImportResult = Static<typeof PlayersImportResult>;

// ─── a tournament's entries ─────────────────────────────────────────────────

export const EntriesImportPreviewInput = Type.Object(
  {
    text: ImportText,
    mapping: Type.Optional(ImportMapping),
    /** players not found in the organization are created (else such a row is an error) */
    createMissing: Type.Optional(Type.Boolean()),
  },
  { $id: 'EntriesImportPreviewInput' },
);
export type EntriesImportPreviewInput = Static<typeof EntriesImportPreviewInput>;

export const EntriesImportInput = Type.Object(
  { text: ImportText, mapping: ImportMapping, createMissing: Type.Optional(Type.Boolean()) },
  { $id: 'EntriesImportInput' },
);
export type EntriesImportInput = Static<typeof EntriesImportInput>;

export const ENTRY_IMPORT_OUTCOMES = ['signUp', 'create', 'already', 'repeated'] as const;
export type EntryImportOutcome = (typeof ENTRY_IMPORT_OUTCOMES)[number];

export const EntriesImportPreview = Type.Object(
  {
    ...ImportPreview.properties,
    /** per row (same order): sign up a player found, create then sign up, already signed up, repeated in the file */
    outcomes: Type.Array(Nullable(LitUnion(ENTRY_IMPORT_OUTCOMES))),
    entryKind: Type.String(),
  },
  { $id: 'EntriesImportPreview' },
);
export type EntriesImportPreview = Static<typeof EntriesImportPreview>;

export const EntriesImportResult = Type.Object(
  {
    registered: Type.Integer(),
    waiting: Type.Integer(),
    createdPlayers: Type.Integer(),
    skipped: Type.Integer(),
  },
  { $id: 'EntriesImportResult' },
);
export type EntriesImportResult = Static<typeof EntriesImportResult>;
