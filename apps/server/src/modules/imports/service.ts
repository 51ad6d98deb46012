/**
 * Imports (decision 046): players of an organization, and a tournament's entries, from a CSV file or
 * rows pasted from a spreadsheet. Stateless: the preview writes nothing; the confirm sends the text
 * again, is read and checked again here, and writes every row in one transaction or none.
 */
import type {
  DuplicateDecision,
  EntriesImportInput,
  EntriesImportPreview,
  EntriesImportPreviewInput,
  EntriesImportResult,
  ImportPreview,
  ImportRowError,
  PlayersImportInput,
  PlayersImportPreviewInput,
  PlayersImportResult,
} from '@sportzone/contracts';
import {
  insertPlayers,
  playerNamesOf,
  updatePlayer,
  type DbOrTx,
  type NewPlayer,
  type Tx,
  type TournamentRow,
} from '@sportzone/db';
import { badRequest, HttpError } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import type { EntryImportsService } from '../tournaments/entry-imports';
import { findDuplicates } from './duplicates';
import { resolveEntries } from './entries';
import { planPlayers } from './plan';
import { ImportEmpty, ImportTooLarge, readTable, type ReadRow, type ReadTable } from './table';

export interface ImportsDeps {
  database: AppDatabase;
  access: Pick<AccessService, 'manageOrganization'>;
  /** the tournaments' sign-ups: the same rules as signing up one by one */
  entries: EntryImportsService;
  /** today's date, YYYY-MM-DD (birth dates after it are refused) */
  today?: () => string;
}

export interface ImportsService {
  previewPlayers(
    actor: Actor,
    organizationId: number,
    input: PlayersImportPreviewInput,
  ): Promise<ImportPreview>;
  importPlayers(
    actor: Actor,
    organizationId: number,
    input: PlayersImportInput,
  ): Promise<PlayersImportResult>;
  previewEntries(actor: Actor, id: number, input: EntriesImportPreviewInput): Promise<EntriesImportPreview>;
  importEntries(actor: Actor, id: number, input: EntriesImportInput): Promise<EntriesImportResult>;
}

/** The players' columns of a row, as the players table takes them. */
const playerValues = (p: Partial<ReadRow['player']>): Partial<NewPlayer> =>
  Object.fromEntries(
    Object.entries(p).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<NewPlayer>;

/** 400 naming every bad row and field (at most 200 of them), or for a mapping that cannot import. */
function refuseErrors(table: ReadTable, more: ReadonlyMap<number, ImportRowError[]> = new Map()) {
  if (table.mappingErrors.length > 0)
    throw badRequest(
      table.mappingErrors.join(' '),
      { mapping: table.mappingErrors.join(' ') },
      'import_mapping',
    );
  const errors = table.rows.flatMap((r) => [...r.errors, ...(more.get(r.row) ?? [])]);
  if (errors.length === 0) return;
  const rows = new Set(errors.map((e) => e.row)).size;
  const fields = Object.fromEntries(errors.slice(0, 200).map((e) => [`row ${e.row}.${e.field}`, e.message]));
  throw badRequest(
    `${rows === 1 ? 'One row has' : `${rows} rows have`} errors; nothing was imported. ${errors[0]!.message}`,
    fields,
    'import_invalid',
  );
}

export function createImportsService(deps: ImportsDeps): ImportsService {
  const today = deps.today ?? (() => new Date().toISOString().slice(0, 10));
  const db = () => deps.database.db;

  const read = (text: string, mapping: PlayersImportPreviewInput['mapping']) => {
    try {
      return readTable(text, mapping, today());
    } catch (err) {
      if (err instanceof ImportTooLarge) throw new HttpError(413, err.message, 'import_too_large');
      if (err instanceof ImportEmpty)
        throw badRequest(err.message, { text: 'no header row' }, 'import_empty');
      throw err;
    }
  };

  const preview = (table: ReadTable, rows: ImportPreview['rows']): ImportPreview => ({
    delimiter: table.delimiter,
    columns: table.columns,
    mapping: table.mapping,
    suggested: table.suggested,
    mappingErrors: table.mappingErrors,
    rows,
    counts: {
      rows: rows.length,
      valid: rows.filter((r) => r.errors.length === 0).length,
      withErrors: rows.filter((r) => r.errors.length > 0).length,
      duplicates: rows.filter((r) => r.duplicate).length,
    },
  });

  /** creates the players of these rows (in the transaction): their ids, in order */
  const createPlayers = (tx: DbOrTx, organizationId: number, rows: ReadRow['player'][]) =>
    insertPlayers(
      tx,
      rows.map((p) => ({
        ...playerValues(p),
        organizationId,
        firstName: p.firstName!,
        lastName: p.lastName!,
      })),
    );

  return {
    async previewPlayers(actor, organizationId, input) {
      await deps.access.manageOrganization(actor, organizationId);
      const table = read(input.text, input.mapping);
      const dups = findDuplicates(table.rows, await playerNamesOf(db(), organizationId));
      return preview(
        table,
        table.rows.map((r) => ({ ...r, duplicate: dups.get(r.row) ?? null })),
      );
    },

    async importPlayers(actor, organizationId, input) {
      await deps.access.manageOrganization(actor, organizationId);
      const table = read(input.text, input.mapping);
      refuseErrors(table);
      const decisions = new Map<number, DuplicateDecision>(
        (input.decisions ?? []).map((d) => [d.row, d.decision]),
      );
      return deps.database.transaction(async (tx) => {
        // the duplicates are found again, inside the transaction: never from the preview
        const plan = planPlayers(
          table.rows,
          findDuplicates(table.rows, await playerNamesOf(tx, organizationId)),
          decisions,
        );
        await createPlayers(
          tx,
          organizationId,
          plan.creates.map((c) => c.player),
        );
        for (const [id, patch] of plan.merges) await updatePlayer(tx, id, playerValues(patch));
        return { created: plan.created, merged: plan.merged, skipped: plan.skipped };
      });
    },

    async previewEntries(actor, id, input) {
      const target = await deps.entries.entryImportTarget(actor, id);
      const table = read(input.text, input.mapping);
      const known = await playerNamesOf(db(), target.organizationId);
      const resolved = resolveEntries(table.rows, known, target.entered, input.createMissing ?? false);
      const rows = table.rows.map((r) => ({
        ...r,
        errors: [...r.errors, ...(resolved.errors.get(r.row) ?? [])],
        duplicate: resolved.repeats.get(r.row) ?? null,
      }));
      return { ...preview(table, rows), outcomes: resolved.outcomes, entryKind: target.entryKind };
    },

    async importEntries(actor, id, input) {
      await deps.entries.entryImportTarget(actor, id); // who may, before anything is read
      const table = read(input.text, input.mapping);
      refuseErrors(table);
      const byRow = new Map(table.rows.map((r) => [r.row, r.player]));
      let createdPlayers = 0;
      let repeated = 0;
      const prepare = async (tx: Tx, t: TournamentRow) => {
        // matched again inside the transaction, never from the preview
        const known = await playerNamesOf(tx, t.organizationId);
        const names = new Map(known.map((k) => [k.id, `${k.firstName} ${k.lastName}`]));
        const resolved = resolveEntries(table.rows, known, new Set(), input.createMissing ?? false);
        refuseErrors(table, resolved.errors);
        repeated = resolved.outcomes.filter((o) => o === 'repeated').length;
        const creates = resolved.signUps.flatMap((s) => ('create' in s ? [s.create.player] : []));
        const made = await createPlayers(tx, t.organizationId, creates);
        createdPlayers = made.length;
        let next = 0;
        return resolved.signUps.map((s) => {
          if (!('create' in s)) return { playerId: s.playerId, name: names.get(s.playerId)! };
          const p = byRow.get(s.row)!;
          return { playerId: made[next++]!, name: `${p.firstName} ${p.lastName}` };
        });
      };
      const counts = await deps.entries.signUpPlayers(actor, id, prepare);
      return {
        registered: counts.registered,
        waiting: counts.waiting,
        createdPlayers,
        skipped: counts.already + repeated,
      };
    },
  };
}
