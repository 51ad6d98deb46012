/** Swiss pairings (§4): round 1 by seed, then within score groups, no rematches, fewest floats. */
import { lines, swissFigures } from './standings.js';
import type { Match, Stage } from './types.js';

export const swid = (round: number, i: number | 'bye'): string => `S${round}-${i}`;

const byeMatch = (round: number, id: string): Match => ({
  id: swid(round, 'bye'),
  group: 1,
  round,
  bracket: 'swiss',
  home: id,
  away: null,
  status: 'bye',
  winner: 'home',
});

const play = (round: number, i: number, home: string, away: string): Match => ({
  id: swid(round, i),
  group: 1,
  round,
  bracket: 'swiss',
  home,
  away,
  status: 'ready',
  winner: null,
});

/** Round 1: with an odd count the lowest seed has the bye; then the top half meets the bottom half (1 v N/2+1 …). */
export function swissRoundOne(ids: readonly string[]): Match[] {
  const out: Match[] = [];
  let list = ids.slice();
  if (list.length % 2 === 1) {
    out.push(byeMatch(1, list[list.length - 1] as string));
    list = list.slice(0, -1);
  }
  const half = list.length / 2;
  for (let i = 0; i < half; i++) out.push(play(1, i + 1, list[i] as string, list[i + half] as string));
  return out;
}

/** Node budget of one pairing search (each node tries one pair), and of all the searches of one round. */
const BUDGET = 200_000;
const ROUND_BUDGET = 1_000_000;

/**
 * A pairing of `players` (in ranking order, with their scores) without rematches and with the fewest pairs of
 * unequal scores ("floats"): a depth-first search that pairs the top remaining player first, trying partners in
 * the Dutch order (the player half a score group below, then the rest of the group, then lower groups), with
 * branch and bound on the float count. Null when there is none (or the budget runs out first).
 */
export function pairPlayers(
  players: readonly string[],
  score: readonly number[],
  met: ReadonlySet<string>,
  spent: { nodes: number } = { nodes: 0 },
): [number, number][] | null {
  const n = players.length;
  const used = new Array<boolean>(n).fill(false);
  const pairs: [number, number][] = [];
  let best: [number, number][] | null = null;
  let bestCost = Infinity;
  let nodes = 0;
  const budget = Math.min(BUDGET, ROUND_BUDGET - spent.nodes);
  const key = (a: number, b: number): string => `${players[a]}\u0000${players[b]}`;
  const lowerBound = (): number => {
    let odd = 0;
    let i = 0;
    while (i < n) {
      let j = i;
      let count = 0;
      while (j < n && score[j] === score[i]) {
        if (!used[j]) count++;
        j++;
      }
      if (count % 2 === 1) odd++;
      i = j;
    }
    return Math.ceil(odd / 2);
  };
  const dfs = (cost: number): void => {
    if (nodes > budget || bestCost === 0) return;
    let i = 0;
    while (i < n && used[i]) i++;
    if (i === n) {
      if (cost < bestCost) {
        bestCost = cost;
        best = pairs.slice() as [number, number][];
      }
      return;
    }
    if (cost + lowerBound() >= bestCost) return;
    used[i] = true;
    const same: number[] = [];
    const lower: number[] = [];
    for (let j = i + 1; j < n; j++) {
      if (used[j]) continue;
      (score[j] === score[i] ? same : lower).push(j);
    }
    const half = Math.floor((same.length + 1) / 2) - 1;
    const order = same
      .map((j, idx) => ({ j, d: Math.abs(idx - half) + (idx < half ? 0.5 : 0) }))
      .sort((a, b) => a.d - b.d)
      .map((x) => x.j)
      .concat(lower);
    for (const j of order) {
      if (met.has(key(i, j))) continue;
      nodes++;
      if (nodes > budget) break;
      const c = cost + (score[j] === score[i] ? 0 : 1);
      if (c >= bestCost) continue;
      used[j] = true;
      pairs.push([i, j]);
      dfs(c);
      pairs.pop();
      used[j] = false;
      if (bestCost === 0) break;
    }
    used[i] = false;
  };
  dfs(0);
  spent.nodes += nodes;
  return best;
}

export type PairingResult = { ok: true; matches: Match[] } | { ok: false };

/** The next round of a Swiss stage whose rounds so far are all decided. */
export function swissNextRound(stage: Stage, round: number): PairingResult {
  const ids = stage.participants.map((p) => p.id);
  const seed = new Map(ids.map((id, i) => [id, i]));
  const full = lines(stage, stage.matches, ids, false);
  const figures = swissFigures(stage, full);
  const byes = new Map(ids.map((id) => [id, 0]));
  const homes = new Map(ids.map((id) => [id, 0]));
  const met = new Set<string>();
  for (const m of stage.matches) {
    if (m.home === null) continue;
    if (m.status === 'bye') byes.set(m.home, (byes.get(m.home) ?? 0) + 1);
    if (m.away === null) continue;
    homes.set(m.home, (homes.get(m.home) ?? 0) + 1);
    met.add(`${m.home}\u0000${m.away}`);
    met.add(`${m.away}\u0000${m.home}`);
  }
  const points = (id: string): number => figures.get(id)?.points ?? 0;
  const ranked = ids
    .slice()
    .sort((a, b) => points(b) - points(a) || (seed.get(a) as number) - (seed.get(b) as number));

  const spent = { nodes: 0 };
  const attempt = (players: string[]): [number, number][] | null =>
    pairPlayers(
      players,
      players.map((p) => points(p)),
      met,
      spent,
    );

  let byeId: string | null = null;
  let players = ranked;
  let pairs: [number, number][] | null = null;
  if (ranked.length % 2 === 1) {
    const fewest = Math.min(...ranked.map((id) => byes.get(id) ?? 0));
    const candidates = ranked.filter((id) => (byes.get(id) ?? 0) === fewest).reverse();
    for (const c of candidates) {
      if (spent.nodes >= ROUND_BUDGET) break;
      const rest = ranked.filter((id) => id !== c);
      const p = attempt(rest);
      if (p) {
        byeId = c;
        players = rest;
        pairs = p;
        break;
      }
    }
  } else {
    pairs = attempt(ranked);
  }
  if (!pairs) return { ok: false };
  const matches: Match[] = [];
  if (byeId !== null) matches.push(byeMatch(round, byeId));
  pairs.forEach(([a, b], i) => {
    const x = players[a] as string;
    const y = players[b] as string;
    const homeFirst = (homes.get(x) ?? 0) <= (homes.get(y) ?? 0);
    matches.push(play(round, i + 1, homeFirst ? x : y, homeFirst ? y : x));
  });
  return { ok: true, matches };
}
