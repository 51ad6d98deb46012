/** Finishing positions of a stage, and ranking points by finishing position (§6). */
import { GF1, GF2, THIRD } from './knockout.js';
import { standingsOf } from './standings.js';
import type { Match, Stage } from './types.js';

export interface FinishingPosition {
  id: string;
  /** 1 = winner; participants out at the same point share the best position of their range; null = still in */
  position: number | null;
}

const loserOf = (m: Match): string | null => (m.winner === 'home' ? m.away : m.home);
const winnerOf = (m: Match): string | null => (m.winner === 'home' ? m.home : m.away);

/** How far each eliminated participant got (a higher key finishes higher); the champion once decided. */
function knockoutKeys(stage: Stage): Map<string, number> {
  const keys = new Map<string, number>();
  const finished = stage.matches.filter((m) => m.status === 'finished');
  if (stage.type === 'single_elimination') {
    const last = Math.max(...stage.matches.filter((m) => m.bracket === 'winners').map((m) => m.round));
    for (const m of finished) {
      const l = loserOf(m);
      const w = winnerOf(m);
      if (l === null || w === null) continue;
      if (m.id === THIRD) keys.set(w, m.round - 0.5);
      else if (!keys.has(l)) keys.set(l, m.round);
      if (m.bracket === 'winners' && m.round === last) keys.set(w, last + 1);
    }
    return keys;
  }
  // double elimination: out at the second loss (or at the grand final that decides)
  const lbRounds = stage.matches
    .filter((m) => m.bracket === 'losers')
    .reduce((r, m) => Math.max(r, m.round), 0);
  const gfKey = lbRounds + 1;
  const losses = new Map<string, number>();
  const single = !stage.matches.some((m) => m.id === GF2);
  for (const m of finished) {
    const l = loserOf(m);
    const w = winnerOf(m);
    if (l === null || w === null) continue;
    const n = (losses.get(l) ?? 0) + 1;
    losses.set(l, n);
    if (m.bracket === 'grand_final') {
      const decides = m.id === GF2 || m.winner === 'home' || single;
      if (m.id === GF1 && !decides) continue;
      keys.set(l, gfKey);
      keys.set(w, gfKey + 1);
    } else if (n >= 2) keys.set(l, m.round);
  }
  return keys;
}

export function finishingPositions(stage: Stage): FinishingPosition[] {
  const ids = stage.participants.map((p) => p.id);
  if (stage.type === 'round_robin' || stage.type === 'swiss') {
    const complete =
      stageComplete(stage) && (stage.type !== 'swiss' || roundsPlayed(stage) >= stage.options.rounds);
    const rows = standingsOf(stage);
    return rows.map((r) => ({ id: r.id, position: complete ? r.rank : null }));
  }
  const keys = knockoutKeys(stage);
  const key = (id: string): number => keys.get(id) ?? Infinity;
  // the matches still to play that will put one more participant out, with the key they will give
  const real = structure(stage.matches);
  const se = stage.type === 'single_elimination';
  const pendingKeys: number[] = [];
  for (const m of stage.matches) {
    if (m.status === 'finished' || real.get(m.id) !== 'real') continue;
    if (se && m.bracket === 'winners') pendingKeys.push(m.round);
    else if (!se && m.bracket === 'losers') pendingKeys.push(m.round);
  }
  const alive = ids.filter((id) => key(id) === Infinity).length;
  const sorted = ids.slice().sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x === y ? 0 : x > y ? -1 : 1;
  });
  pendingKeys.sort((a, b) => a - b);
  // walking from the highest key down: how many finished above each key, minus the pending matches at or below it
  const out: FinishingPosition[] = [];
  let above = 0;
  let i = 0;
  while (i < sorted.length) {
    const k = key(sorted[i] as string);
    let j = i;
    while (j < sorted.length && key(sorted[j] as string) === k) j++;
    if (k === Infinity) {
      for (let x = i; x < j; x++) out.push({ id: sorted[x] as string, position: null });
    } else {
      let pendingBelow = 0;
      while (pendingBelow < pendingKeys.length && (pendingKeys[pendingBelow] as number) <= k) pendingBelow++;
      const position = 1 + alive + above - pendingBelow;
      for (let x = i; x < j; x++) out.push({ id: sorted[x] as string, position });
      above += j - i;
    }
    i = j;
  }
  return out;
}

/**
 * Which knockout matches are real matches, byes (one side will never come) or void (neither will), from the
 * draw alone: an empty place of round 1 is nobody, and so is the loser of a bye and the winner of a void match.
 */
function structure(matches: readonly Match[]): Map<string, 'real' | 'bye' | 'void'> {
  const kind = new Map<string, 'real' | 'bye' | 'void'>();
  const nobody = (f: { match: string; take: 'winner' | 'loser' }): boolean => {
    const k = kind.get(f.match);
    return k === 'void' || (f.take === 'loser' && k === 'bye');
  };
  for (const m of matches) {
    let empty: number;
    if (m.id === GF2) empty = 0;
    else if (m.from) empty = (nobody(m.from.home) ? 1 : 0) + (nobody(m.from.away) ? 1 : 0);
    else empty = (m.home === null ? 1 : 0) + (m.away === null ? 1 : 0);
    kind.set(m.id, empty === 0 ? 'real' : empty === 1 ? 'bye' : 'void');
  }
  return kind;
}

export const roundsPlayed = (stage: Stage): number => stage.matches.reduce((r, m) => Math.max(r, m.round), 0);

/** Every match finished or a bye. */
export function stageComplete(stage: Stage): boolean {
  return stage.matches.every((m) => m.status === 'finished' || m.status === 'bye');
}
