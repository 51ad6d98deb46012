/**
 * The duplicate rule (decision 046): the same first and last name (case, accents of spacing and
 * letter case aside) and the same birth date, or no birth date on one side. Against the organization's
 * players and, within the file, against an earlier row.
 */
import type { ImportDuplicate, ImportedPlayer } from '@sportzone/contracts';
import type { ReadRow } from './table';

export interface KnownPlayer {
  id: number;
  firstName: string;
  lastName: string;
  birthday: string | null;
}

/** The key of a name: lower case, single spaces. */
export const nameKey = (first: string, last: string) =>
  `${first.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()}\u0001${last
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()}`;

const sameBirthday = (a: string | null, b: string | null) => !a || !b || a === b;

/** The keys of the rows that name a player (for the one query of the players with those names). */
export const rowKeys = (rows: readonly ReadRow[]) => [
  ...new Set(
    rows
      .filter((r) => r.player.firstName && r.player.lastName)
      .map((r) => nameKey(r.player.firstName!, r.player.lastName!)),
  ),
];

/** The best match among players of that name: the same birth date first, then one with none. */
export function matchKnown(player: ImportedPlayer, candidates: readonly KnownPlayer[]): KnownPlayer[] {
  const fit = candidates.filter((c) => sameBirthday(c.birthday, player.birthday));
  const exact = fit.filter((c) => c.birthday && c.birthday === player.birthday);
  return exact.length > 0 ? exact : fit;
}

/**
 * Each valid row's duplicate: an existing player of that name and birth date, else an earlier valid
 * row of the file. Rows with errors are never duplicates (nor matched against).
 */
export function findDuplicates(
  rows: readonly ReadRow[],
  known: readonly KnownPlayer[],
): Map<number, ImportDuplicate> {
  const byKey = new Map<string, KnownPlayer[]>();
  for (const k of known) {
    const key = nameKey(k.firstName, k.lastName);
    byKey.set(key, [...(byKey.get(key) ?? []), k]);
  }
  const out = new Map<number, ImportDuplicate>();
  const earlier = new Map<string, ReadRow[]>();
  for (const r of rows) {
    const { firstName, lastName, birthday } = r.player;
    if (r.errors.length > 0 || !firstName || !lastName) continue;
    const key = nameKey(firstName, lastName);
    const name = `${firstName} ${lastName}`;
    const existing = matchKnown(r.player, byKey.get(key) ?? [])[0];
    const before = (earlier.get(key) ?? []).find((e) => sameBirthday(e.player.birthday, birthday));
    if (existing)
      out.set(r.row, {
        kind: 'existing',
        playerId: existing.id,
        row: null,
        name,
        birthday: existing.birthday,
      });
    else if (before)
      out.set(r.row, {
        kind: 'file',
        playerId: null,
        row: before.row,
        name,
        birthday: before.player.birthday,
      });
    earlier.set(key, [...(earlier.get(key) ?? []), r]);
  }
  return out;
}
