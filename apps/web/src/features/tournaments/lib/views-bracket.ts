import type { DrawMatch, DrawSide } from '@sportzone/contracts';

/**
 * A knockout phase laid out as a bracket: one column per round, each match a box at a computed height,
 * and the connector lines between a match and the matches that feed it. Pure numbers (px), so the page
 * draws boxes absolutely over one SVG of lines and the tests check the geometry.
 */

export interface BracketSizes {
  /** a match box */
  boxWidth: number;
  boxHeight: number;
  /** between two boxes of the first column */
  rowGap: number;
  /** between two columns (the connectors run in it) */
  columnGap: number;
  /** above the boxes: the round's title */
  headerHeight: number;
  /** the champion's (or third place's) box after a phase's last match */
  finaleWidth: number;
}

export const BRACKET_SIZES: BracketSizes = {
  boxWidth: 224,
  boxHeight: 62,
  rowGap: 16,
  columnGap: 36,
  headerHeight: 28,
  finaleWidth: 224,
};

export interface PlacedMatch {
  match: DrawMatch;
  /** column (0 = the phase's first round) */
  column: number;
  /** top-left of the box */
  x: number;
  y: number;
  /** indices in the column before whose winners play here */
  feeders: number[];
}

export interface BracketColumn {
  round: number;
  x: number;
  matches: PlacedMatch[];
}

export interface BracketLayout {
  columns: BracketColumn[];
  /** SVG path data of each connector (M … H … V … H …) */
  connectors: string[];
  width: number;
  height: number;
}

/** The number at the end of an engine key ("W2-3" → 3, "GF-1" → 1); the draw's order within a round. */
export function keyIndex(key: string): number {
  const m = /(\d+)$/.exec(key);
  return m ? Number(m[1]) : 0;
}

/** A phase's matches by round (ascending), each round in draw order. */
export function roundsOf(matches: readonly DrawMatch[]): { round: number; matches: DrawMatch[] }[] {
  const byRound = new Map<number, DrawMatch[]>();
  for (const m of matches) {
    const list = byRound.get(m.round) ?? [];
    list.push(m);
    byRound.set(m.round, list);
  }
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => ({
      round,
      matches: [...list].sort((a, b) => keyIndex(a.key) - keyIndex(b.key) || a.key.localeCompare(b.key)),
    }));
}

/**
 * Lays out one knockout phase (winners or losers bracket, or the grand final). Round 1 is stacked; a
 * round with half the matches sits between its two feeders, one with as many beside its feeder (a
 * losers bracket's drop-in round), any other evenly over the height.
 */
export function layoutBracket(
  matches: readonly DrawMatch[],
  sizes: BracketSizes = BRACKET_SIZES,
): BracketLayout {
  const rounds = roundsOf(matches);
  const { boxWidth, boxHeight, rowGap, columnGap, headerHeight } = sizes;
  const step = boxHeight + rowGap;
  const tallest = Math.max(0, ...rounds.map((r) => r.matches.length));
  const height = rounds.length === 0 ? 0 : headerHeight + tallest * step - rowGap;
  const columns: BracketColumn[] = [];
  const connectors: string[] = [];
  let previous: number[] = [];
  rounds.forEach((round, column) => {
    const x = column * (boxWidth + columnGap);
    const n = round.matches.length;
    let centers: number[];
    let feeders: number[][];
    if (column > 0 && previous.length === 2 * n) {
      centers = round.matches.map((_, i) => (previous[2 * i]! + previous[2 * i + 1]!) / 2);
      feeders = round.matches.map((_, i) => [2 * i, 2 * i + 1]);
    } else if (column > 0 && previous.length === n) {
      centers = [...previous];
      feeders = round.matches.map((_, i) => [i]);
    } else {
      // stacked from the top (round 1), or spread evenly over the tallest column
      const span = tallest * step - rowGap;
      const gap = column === 0 ? step : span / n;
      const offset = column === 0 ? boxHeight / 2 : gap / 2;
      centers = round.matches.map((_, i) => headerHeight + offset + i * gap);
      feeders = round.matches.map(() => []);
    }
    const placed = round.matches.map((match, i) => ({
      match,
      column,
      x,
      y: centers[i]! - boxHeight / 2,
      feeders: feeders[i]!,
    }));
    if (column > 0) {
      const fromX = x - columnGap;
      const midX = x - columnGap / 2;
      placed.forEach((p, i) => {
        for (const f of p.feeders) {
          const fromY = previous[f]!;
          connectors.push(`M ${fromX} ${fromY} H ${midX} V ${centers[i]} H ${x}`);
        }
      });
    }
    columns.push({ round: round.round, x, matches: placed });
    previous = centers;
  });
  const width = rounds.length === 0 ? 0 : rounds.length * (boxWidth + columnGap) - columnGap;
  return { columns, connectors, width, height };
}

/** The knockout phases of a stage in the order they are shown. */
export const KNOCKOUT_PHASES = ['winners', 'losers', 'grand_final', 'third_place'] as const;

/** Groups a stage's matches by phase, then by group. */
export function matchesByGroup(matches: readonly DrawMatch[]): Map<number, DrawMatch[]> {
  const groups = new Map<number, DrawMatch[]>();
  for (const m of matches) {
    const list = groups.get(m.group) ?? [];
    list.push(m);
    groups.set(m.group, list);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a - b));
}

/** The games written from the winner's side ("6–4, 3–6, 7–5" as the winner saw them). */
export function gamesFromWinner(match: Pick<DrawMatch, 'games' | 'winner'>): string {
  const away = match.winner === 'away';
  return match.games.map((g) => (away ? `${g.away}–${g.home}` : `${g.home}–${g.away}`)).join(', ');
}

/** Live on the live hub: the live match is in play. */
export const isLive = (match: Pick<DrawMatch, 'liveStatus' | 'status'>) =>
  match.liveStatus === 'active' && match.status !== 'finished';

/** Where the champion's (or third place's) box goes: right of the phase's last match, one line into it. */
export interface FinaleSlot {
  x: number;
  y: number;
  width: number;
  height: number;
  /** SVG path data of the line from the last match to the box */
  connector: string;
}

/**
 * The layout with room for a box after its last column, level with that column's one match (a final);
 * no slot when the last column has more than one match or there are none.
 */
export function withFinale(
  layout: BracketLayout,
  sizes: BracketSizes = BRACKET_SIZES,
): BracketLayout & { finale: FinaleSlot | null } {
  const last = layout.columns.at(-1);
  const final = last?.matches.length === 1 ? last.matches[0] : undefined;
  if (!last || !final) return { ...layout, finale: null };
  const x = last.x + sizes.boxWidth + sizes.columnGap;
  const centre = final.y + sizes.boxHeight / 2;
  return {
    ...layout,
    width: x + sizes.finaleWidth,
    finale: {
      x,
      y: final.y,
      width: sizes.finaleWidth,
      height: sizes.boxHeight,
      connector: `M ${last.x + sizes.boxWidth} ${centre} H ${x}`,
    },
  };
}

/** Who a finished match sent on: its winner's side, or null (not played, a draw). */
function winnerSide(match: DrawMatch | undefined): DrawSide | null {
  if (!match || match.status !== 'finished') return null;
  if (match.winner === 'home') return match.home;
  if (match.winner === 'away') return match.away;
  return null;
}

/**
 * The knockout stage's champion once decided, else null. Single elimination: the winner of the winners
 * bracket's last round (the final; never the third-place match, a phase of its own). Double elimination:
 * the grand final's winner — the first grand final decides when the winners-bracket side (home) wins it
 * or when there is no reset match; otherwise the reset match does.
 */
export function championOf(stageType: string, matches: readonly DrawMatch[]): DrawSide | null {
  if (stageType === 'single_elimination') {
    const rounds = roundsOf(matches.filter((m) => m.phase === 'winners'));
    const last = rounds.at(-1)?.matches;
    return last?.length === 1 ? winnerSide(last[0]) : null;
  }
  if (stageType === 'double_elimination') {
    const [first, reset] = roundsOf(matches.filter((m) => m.phase === 'grand_final')).map(
      (r) => r.matches[0],
    );
    if (first?.status !== 'finished') return null;
    if (first.winner === 'home' || !reset) return winnerSide(first);
    return winnerSide(reset);
  }
  return null;
}

/** The third-place match's winner once played, else null. */
export function thirdPlaceOf(matches: readonly DrawMatch[]): DrawSide | null {
  return winnerSide(matches.find((m) => m.phase === 'third_place'));
}

/** What the box after a phase's last match stands for, and who is in it once decided. */
export interface Finale {
  /** `champion`: after the final (or grand final); `winner`: the same for a stage that is not the last; `third`: after the third-place match */
  kind: 'champion' | 'winner' | 'third';
  winner: DrawSide | null;
}

/**
 * The box a knockout phase's bracket ends in: the champion after the winners bracket (single elimination)
 * or the grand final (double), third place after the third-place match; none after a losers bracket.
 */
export function finaleOf(
  phase: string,
  stageType: string,
  last: boolean,
  matches: readonly DrawMatch[],
): Finale | undefined {
  const ends = stageType === 'single_elimination' ? 'winners' : 'grand_final';
  if (phase === ends) return { kind: last ? 'champion' : 'winner', winner: championOf(stageType, matches) };
  if (phase === 'third_place') return { kind: 'third', winner: thirdPlaceOf(matches) };
  return undefined;
}
