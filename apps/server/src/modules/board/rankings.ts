/** The board's rankings: where my players, formations and teams stand in their organizations' rankings. */
import { rankingTable } from '@sportzone/competition';
import type { BoardRanking, EntryKind } from '@sportzone/contracts';
import type { BoardPlacingRow } from '@sportzone/db';
import type { Mine } from './stats';

/** how many of the latest steps a ranking's history keeps */
const HISTORY = 12;

const keyOf = (r: { playerId: number | null; teamId: number | null }) =>
  r.playerId !== null ? `p${r.playerId}` : `t${r.teamId}`;

/**
 * One ranking per organization, sport and kind of entry (players, formations, teams) in which one of mine
 * has points: the all-time ranking of its finished tournaments, summed as the organizer's rankings page
 * sums them (equal totals share a place), and my position and points after each tournament I placed in.
 * `placings` come oldest first (the order of `boardPlacings`).
 */
export function boardRankings(
  placings: readonly BoardPlacingRow[],
  mine: Mine,
  organizationNames: ReadonlyMap<number, string>,
): BoardRanking[] {
  const myKeys = new Set([...mine.playerIds.map((id) => `p${id}`), ...mine.teamIds.map((id) => `t${id}`)]);
  const groups = new Map<string, BoardPlacingRow[]>();
  for (const row of placings) {
    const kind: EntryKind =
      row.playerId !== null ? 'player' : row.entryKind === 'player' ? 'team' : row.entryKind;
    const group = `${row.organizationId}\u0000${row.sport}\u0000${kind}`;
    const list = groups.get(group) ?? [];
    list.push(row);
    groups.set(group, list);
  }
  const out: BoardRanking[] = [];
  for (const [group, rows] of groups) {
    if (!rows.some((r) => myKeys.has(keyOf(r)))) continue;
    const kind = group.split('\u0000')[2] as EntryKind;
    const { organizationId, sport } = rows[0]!;
    const totals = new Map<string, number>();
    const names = new Map<string, string>();
    const counts = new Map<string, number>();
    const history = new Map<string, BoardRanking['history']>();
    const rank = () => {
      const table = rankingTable([...totals].map(([id, points]) => ({ id, points })));
      return new Map(table.ok ? table.ranking.map((r) => [r.id, r]) : []);
    };
    // tournament by tournament, in the order they finished
    for (let i = 0; i < rows.length;) {
      const tournamentId = rows[i]!.tournamentId;
      const mineHere: string[] = [];
      const head = rows[i]!;
      for (; i < rows.length && rows[i]!.tournamentId === tournamentId; i++) {
        const r = rows[i]!;
        const key = keyOf(r);
        totals.set(key, (totals.get(key) ?? 0) + r.points);
        counts.set(key, (counts.get(key) ?? 0) + 1);
        names.set(key, r.name);
        if (myKeys.has(key)) mineHere.push(key);
      }
      if (mineHere.length === 0) continue;
      const now = rank();
      for (const key of mineHere) {
        const at = now.get(key);
        if (!at) continue;
        const list = history.get(key) ?? [];
        list.push({
          tournamentId,
          tournamentName: head.tournamentName,
          day: head.day,
          position: at.rank,
          points: at.points,
        });
        history.set(key, list.slice(-HISTORY));
      }
    }
    const final = rank();
    for (const [key, steps] of history) {
      const at = final.get(key)!;
      out.push({
        organizationId,
        organizationName: organizationNames.get(organizationId) ?? '',
        sport,
        kind,
        name: names.get(key) ?? '',
        position: at.rank,
        points: at.points,
        of: final.size,
        tournaments: counts.get(key) ?? 0,
        history: steps,
      });
    }
  }
  return out.sort((a, b) => a.position - b.position || b.points - a.points);
}
