import type { RallyCurrent, Side, Summary, TennisCurrent } from '@sportzone/scoring';

/**
 * What is at stake on the next point, from the summary before it: break, set and match points
 * in tennis, game (volleyball: set) and match points in the rally sports. Pure and small: the story of a
 * match (story.ts) marks its points with it, the stream overlay shows the one at stake now.
 */

/**
 * What was at stake on a point, for the side that could win it: `break` = the receiver could win the
 * game (tennis), `game` = the side could win the game (rally sports: the set in volleyball), `set`,
 * `match`. `saved` once the point went the other way.
 */
export interface Marker {
  kind: 'break' | 'game' | 'set' | 'match';
  side: Side;
  saved: boolean;
}

export interface TennisFormatLike {
  bestOf: number;
  gamesPerSet: number;
  fast4: boolean;
  finalSet: string;
}

const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');
const SIDES: Side[] = ['home', 'away'];

function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

export function tennisFormat(format: Record<string, unknown> | null | undefined): TennisFormatLike {
  const f = format ?? {};
  const fast4 = f.fast4 === true;
  return {
    bestOf: num(f.bestOf, 3),
    gamesPerSet: fast4 ? 4 : num(f.gamesPerSet, 6),
    fast4,
    finalSet: typeof f.finalSet === 'string' ? f.finalSet : 'tb7',
  };
}

const CALL: Record<string, number> = { '0': 0, '15': 1, '30': 2, '40': 3, AD: 4 };

/** Whether `side` wins the tennis game (or tiebreak) in play by winning the next point. */
export function tennisGamePoint(c: TennisCurrent, side: Side, fast4 = false): boolean {
  const o = other(side);
  if (c.tiebreak) {
    const p = Number(c.points[side]);
    const q = Number(c.points[o]);
    const target = c.tiebreakTarget ?? 7;
    return p + 1 >= target && (p + 1 - q >= 2 || fast4);
  }
  const p = CALL[c.points[side]] ?? 0;
  const q = CALL[c.points[o]] ?? 0;
  if (p === 4) return true;
  if (p === 3 && q < 3) return true;
  return p === 3 && q === 3 && c.decidingPoint;
}

/** Whether winning the game in play wins the set for `side`. */
function tennisGameWinsSet(c: TennisCurrent, side: Side, f: TennisFormatLike): boolean {
  if (c.tiebreak) return true;
  const g = c.games[side] + 1;
  const o = c.games[other(side)];
  return g >= f.gamesPerSet && (g - o >= 2 || f.fast4);
}

/** The markers of the next tennis point, from the summary before it. */
export function tennisMarkers(before: Summary, format: TennisFormatLike): Omit<Marker, 'saved'>[] {
  const c = before.current as TennisCurrent | null;
  if (!c || before.status === 'finished') return [];
  const out: Omit<Marker, 'saved'>[] = [];
  const setsToWin = Math.ceil(format.bestOf / 2);
  for (const side of SIDES) {
    if (!tennisGamePoint(c, side, format.fast4)) continue;
    if (tennisGameWinsSet(c, side, format)) {
      out.push({ kind: before.score[side] + 1 >= setsToWin ? 'match' : 'set', side });
    }
    if (!c.tiebreak && before.server && side !== before.server) out.push({ kind: 'break', side });
  }
  return out;
}

/** The markers of the next rally: game (volleyball: set) point and match point, as the engine says them. */
export function rallyMarkers(before: Summary): Omit<Marker, 'saved'>[] {
  const c = before.current as RallyCurrent | null;
  if (!c || before.status === 'finished') return [];
  const has = (v: Side | 'both' | null, side: Side) => v === side || v === 'both';
  const out: Omit<Marker, 'saved'>[] = [];
  for (const side of SIDES) {
    if (has(c.matchPoint, side)) out.push({ kind: 'match', side });
    else if (has(c.gamePoint, side)) out.push({ kind: 'game', side });
  }
  return out;
}
