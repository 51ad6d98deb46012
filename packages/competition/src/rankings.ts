/** Multi-stage seeding and ranking points (§6). */
import { isStage } from './results.js';
import { bracketSize, seedingOrder } from './seeding.js';
import { stageComplete } from './positions.js';
import { standingsOf } from './standings.js';
import { fail, type Result, type StandingsRow } from './types.js';

export interface Qualifier {
  id: string;
  /** the knockout seed: group winners first (best-ranked first), then runners-up … */
  seed: number;
  /** the group and the position in it */
  group: number;
  position: number;
  /** the group's standings still tie this one with another (equal rank): the organizer draws lots */
  tied: boolean;
}

const perMatch = (x: number, played: number): number => (played === 0 ? 0 : x / played);

/** How two rows of different groups compare (groups may differ in size): per match played. */
const crossKey = (r: StandingsRow): number[] => [
  perMatch(r.won, r.played),
  perMatch(r.points, r.played),
  perMatch(r.gamesWon - r.gamesLost, r.played),
  perMatch(r.scoreFor - r.scoreAgainst, r.played),
  perMatch(r.scoreFor, r.played),
];

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    if (x !== y) return x > y ? -1 : 1;
  }
  return 0;
}

/**
 * The top `k` of every group of a finished round-robin stage, seeded for a knockout stage: all group winners
 * before all runners-up and so on; within a position, the better record per match first (won, points, games
 * and score difference, score for; then the group number). Two players of one group go into opposite halves of
 * the draw where possible: each seed after the group winners goes to the best-ranked player of its position
 * whose group has the fewest players already in that seed's half.
 */
export function qualifiersUnchecked(stage: unknown, k: unknown): Result<{ participants: Qualifier[] }> {
  if (!isStage(stage)) return fail('invalid_stage', 'not a stage made by createStage');
  if (stage.type !== 'round_robin')
    return fail('not_round_robin', 'qualifiers come from a round-robin stage');
  const smallest = Math.min(...stage.groups.map((g) => g.length));
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 1 || k > smallest) {
    return fail('invalid_options', `k must be a whole number from 1 to ${smallest}`);
  }
  if (!stageComplete(stage)) return fail('stage_unfinished', 'the group stage has matches without a result');
  type Entry = { row: StandingsRow; group: number; tied: boolean };
  const tiers: Entry[][] = Array.from({ length: k }, () => []);
  stage.groups.forEach((_, gi) => {
    const rows = standingsOf(stage, gi + 1);
    rows.slice(0, k).forEach((row, p) => {
      const tied = rows.some((r) => r !== row && r.rank === row.rank);
      (tiers[p] as Entry[]).push({ row, group: gi + 1, tied });
    });
  });
  for (const t of tiers) t.sort((a, b) => compareKeys(crossKey(a.row), crossKey(b.row)) || a.group - b.group);
  const total = stage.groups.length * k;
  const order = seedingOrder(bracketSize(total));
  const halfOf = new Map<number, number>();
  order.forEach((s, i) => halfOf.set(s, i < order.length / 2 ? 0 : 1));
  const inHalf = new Map<string, number>(); // `${group}:${half}` → count
  const out: Qualifier[] = [];
  let seed = 0;
  tiers.forEach((tier, p) => {
    const left = tier.slice();
    while (left.length > 0) {
      seed++;
      const half = halfOf.get(seed) ?? 0;
      let pick = 0;
      if (p > 0) {
        let fewest = Infinity;
        left.forEach((c, i) => {
          const n = inHalf.get(`${c.group}:${half}`) ?? 0;
          if (n < fewest) {
            fewest = n;
            pick = i;
          }
        });
      }
      const [c] = left.splice(pick, 1) as [Entry];
      inHalf.set(`${c.group}:${half}`, (inHalf.get(`${c.group}:${half}`) ?? 0) + 1);
      out.push({ id: c.row.id, seed, group: c.group, position: p + 1, tied: c.tied });
    }
  });
  return { ok: true, participants: out };
}

export interface Award {
  id: string;
  position: number | null;
  points: number;
}

/**
 * Ranking points by finishing position: `table[p − 1]` points for position p (participants sharing a position
 * each get that position's points), 0 beyond the table and while still in (position null).
 */
export function rankingPointsUnchecked(table: unknown, positions: unknown): Result<{ awards: Award[] }> {
  if (
    !Array.isArray(table) ||
    table.length > 100_000 ||
    !table.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0)
  ) {
    return fail('invalid_table', 'the table is an array of points (≥ 0) for positions 1, 2, 3 …');
  }
  if (
    !Array.isArray(positions) ||
    !positions.every(
      (p: unknown) =>
        p !== null &&
        typeof p === 'object' &&
        typeof (p as { id?: unknown }).id === 'string' &&
        ((p as { position?: unknown }).position === null ||
          (Number.isInteger((p as { position?: unknown }).position) &&
            (p as { position: number }).position >= 1)),
    )
  ) {
    return fail('invalid_input', 'positions: [{ id, position }] as finishingPositions returns them');
  }
  const awards = (positions as { id: string; position: number | null }[]).map((p) => ({
    id: p.id,
    position: p.position,
    points: p.position === null ? 0 : ((table[p.position - 1] as number | undefined) ?? 0),
  }));
  return { ok: true, awards };
}

export interface RankingRow {
  id: string;
  points: number;
  rank: number;
}

/** Points summed per participant over a period (several tournaments' awards); equal totals share a rank. */
export function rankingTableUnchecked(awards: unknown): Result<{ ranking: RankingRow[] }> {
  if (
    !Array.isArray(awards) ||
    !awards.every(
      (a: unknown) =>
        a !== null &&
        typeof a === 'object' &&
        typeof (a as { id?: unknown }).id === 'string' &&
        typeof (a as { points?: unknown }).points === 'number' &&
        Number.isFinite((a as { points: number }).points),
    )
  ) {
    return fail('invalid_input', 'awards: [{ id, points }]');
  }
  const totals = new Map<string, number>();
  for (const a of awards as { id: string; points: number }[])
    totals.set(a.id, (totals.get(a.id) ?? 0) + a.points);
  const rows = [...totals].map(([id, points]) => ({ id, points, rank: 0 }));
  rows.sort((a, b) => b.points - a.points);
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    r.rank = prev && prev.points === r.points ? prev.rank : i + 1;
  });
  return { ok: true, ranking: rows };
}
