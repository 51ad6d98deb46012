/** A tournament's entries from rows naming players: each row → a player of the organization (pure). */
import type { EntryImportOutcome, ImportDuplicate, ImportRowError } from '@sportzone/contracts';
import { matchKnown, nameKey, type KnownPlayer } from './duplicates';
import type { ReadRow } from './table';
import { rowError } from './values';

export interface ResolvedEntries {
  /** per row, in order: what confirming does with it (null: the row has errors) */
  outcomes: (EntryImportOutcome | null)[];
  /** the errors found here (no such player, more than one), by row */
  errors: Map<number, ImportRowError[]>;
  /** per row, the repeated row it names again */
  repeats: Map<number, ImportDuplicate>;
  /** the rows to sign up, in order: an existing player, or a row whose player is created */
  signUps: ({ row: number; playerId: number } | { row: number; create: ReadRow })[];
}

/**
 * Matches each valid row to the organization's players by the duplicate rule (name and birth date).
 * None: created when `createMissing`, else an error; more than one: an error. A player named twice in
 * the file, or already signed up (`entered`), is left out.
 */
export function resolveEntries(
  rows: readonly ReadRow[],
  known: readonly KnownPlayer[],
  entered: ReadonlySet<number>,
  createMissing: boolean,
): ResolvedEntries {
  const byKey = new Map<string, KnownPlayer[]>();
  for (const k of known) {
    const key = nameKey(k.firstName, k.lastName);
    byKey.set(key, [...(byKey.get(key) ?? []), k]);
  }
  const out: ResolvedEntries = { outcomes: [], errors: new Map(), repeats: new Map(), signUps: [] };
  const seen = new Map<number, number>();
  const toCreate = new Map<string, { row: number; birthday: string | null }[]>();
  for (const r of rows) {
    const { firstName, lastName, birthday } = r.player;
    if (r.errors.length > 0 || !firstName || !lastName) {
      out.outcomes.push(null);
      continue;
    }
    const key = nameKey(firstName, lastName);
    const matches = matchKnown(r.player, byKey.get(key) ?? []);
    // the same player named again: the one matched, or (to be created) an earlier row by the duplicate rule
    const earlierRow =
      matches.length === 1
        ? seen.get(matches[0]!.id)
        : (toCreate.get(key) ?? []).find((e) => !e.birthday || !birthday || e.birthday === birthday)?.row;
    const fail = (code: 'no_such_player' | 'ambiguous_player') => {
      out.errors.set(r.row, [rowError(r.row, 'lastName', code, `${firstName} ${lastName}`)]);
      out.outcomes.push(null);
    };
    if (matches.length > 1) fail('ambiguous_player');
    else if (matches.length === 0 && !createMissing) fail('no_such_player');
    else if (earlierRow !== undefined) {
      const row = earlierRow;
      out.repeats.set(r.row, {
        kind: 'file',
        playerId: matches[0]?.id ?? null,
        row,
        name: `${firstName} ${lastName}`,
        birthday,
      });
      out.outcomes.push('repeated');
    } else if (matches.length === 1) {
      seen.set(matches[0]!.id, r.row);
      const already = entered.has(matches[0]!.id);
      out.outcomes.push(already ? 'already' : 'signUp');
      if (!already) out.signUps.push({ row: r.row, playerId: matches[0]!.id });
    } else {
      toCreate.set(key, [...(toCreate.get(key) ?? []), { row: r.row, birthday }]);
      out.outcomes.push('create');
      out.signUps.push({ row: r.row, create: r });
    }
  }
  return out;
}
