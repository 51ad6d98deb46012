/** What confirming a players import writes: new players, merges into existing ones, rows skipped. */
import type { DuplicateDecision, ImportDuplicate, ImportedPlayer } from '@sportzone/contracts';
import type { ReadRow } from './table';

export interface PlayersPlan {
  creates: { row: number; player: ImportedPlayer }[];
  /** existing player → the non-empty imported fields */
  merges: Map<number, Partial<ImportedPlayer>>;
  created: number;
  merged: number;
  skipped: number;
}

/** The non-empty fields of a row. */
export const filled = (p: Partial<ImportedPlayer>): Partial<ImportedPlayer> =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => v !== null && v !== undefined && v !== ''));

/**
 * The plan of valid rows: a row with no duplicate is created; a duplicate is merged or skipped as
 * decided (skip when undecided). A row repeating an earlier row of the file, merged, adds its non-empty
 * fields to what that row becomes (created or merged; if that row is skipped, so is this one).
 */
export function planPlayers(
  rows: readonly ReadRow[],
  duplicates: ReadonlyMap<number, ImportDuplicate>,
  decisions: ReadonlyMap<number, DuplicateDecision>,
): PlayersPlan {
  const plan: PlayersPlan = { creates: [], merges: new Map(), created: 0, merged: 0, skipped: 0 };
  type Target = { create: { row: number; player: ImportedPlayer } } | { playerId: number } | 'skip';
  const targets = new Map<number, Target>();
  const mergeInto = (target: Target, player: ImportedPlayer) => {
    if (target === 'skip') return false;
    if ('create' in target) target.create.player = { ...target.create.player, ...filled(player) };
    else plan.merges.set(target.playerId, { ...plan.merges.get(target.playerId), ...filled(player) });
    return true;
  };
  for (const r of rows) {
    const dup = duplicates.get(r.row);
    if (!dup) {
      const create = { row: r.row, player: r.player };
      plan.creates.push(create);
      targets.set(r.row, { create });
      continue;
    }
    const target: Target =
      dup.kind === 'existing' ? { playerId: dup.playerId! } : (targets.get(dup.row!) ?? 'skip');
    if (decisions.get(r.row) === 'merge' && mergeInto(target, r.player)) {
      plan.merged++;
      targets.set(r.row, target);
    } else {
      plan.skipped++;
      targets.set(r.row, 'skip');
    }
  }
  plan.created = plan.creates.length;
  return plan;
}
