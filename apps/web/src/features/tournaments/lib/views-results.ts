import type { DrawMatch, TournamentStage } from '@sportzone/contracts';

/**
 * A tournament's final placings, derived from its stages: the last stage decides the top (a knockout by
 * the round each entry went out in, the third-place match and the grand final; groups and Swiss by their
 * standings), and entries out in an earlier stage follow by their place there. Equal places are shared
 * (two semi-finalists are both 3rd).
 */

export interface Placing {
  entryId: number;
  name: string;
  /** 1 = the winner; shared by entries out at the same point */
  position: number;
  /** the stage that decided it */
  stageId: number;
}

interface Ranked {
  entryId: number;
  name: string;
  /** lower is better; equal scores share a position */
  score: number[];
}

const sideOf = (m: DrawMatch, side: 'home' | 'away') => m[side];
const other = (side: 'home' | 'away') => (side === 'home' ? 'away' : 'home');

function entriesOf(stage: TournamentStage): Map<number, string> {
  const names = new Map<number, string>();
  for (const m of stage.matches)
    for (const side of ['home', 'away'] as const) {
      const s = sideOf(m, side);
      if (s.entryId !== null) names.set(s.entryId, s.name ?? '');
    }
  for (const r of stage.standings) names.set(r.entryId, r.name);
  return names;
}

/** The side that lost a decided match (null for a draw, a bye or a match not played). */
function loserOf(m: DrawMatch): number | null {
  if (m.status !== 'finished' || (m.winner !== 'home' && m.winner !== 'away')) return null;
  return sideOf(m, other(m.winner)).entryId;
}
function winnerOf(m: DrawMatch): number | null {
  if (m.status !== 'finished' || (m.winner !== 'home' && m.winner !== 'away')) return null;
  return sideOf(m, m.winner).entryId;
}

function rankKnockout(stage: TournamentStage): Ranked[] {
  const names = entriesOf(stage);
  const score = new Map<number, number[]>();
  const set = (id: number | null, s: number[]) => {
    if (id !== null) score.set(id, s);
  };
  const phase = (p: string) => stage.matches.filter((m) => m.phase === p);
  const winners = phase('winners');
  const losers = phase('losers');
  const grand = phase('grand_final').sort((a, b) => b.round - a.round);
  const maxWinners = Math.max(0, ...winners.map((m) => m.round));
  const maxLosers = Math.max(0, ...losers.map((m) => m.round));
  // out in the winners bracket: later is better
  for (const m of winners) set(loserOf(m), [3, maxWinners - m.round]);
  // out in the losers bracket: after everyone still in, later is better
  for (const m of losers) set(loserOf(m), [2, maxLosers - m.round]);
  const final = winners.find((m) => m.round === maxWinners);
  if (grand.length > 0) {
    const decided = grand.find((m) => m.status === 'finished');
    if (decided) {
      set(winnerOf(decided), [0]);
      set(loserOf(decided), [1]);
    }
  } else if (final) {
    set(winnerOf(final), [0]);
    set(loserOf(final), [1]);
  }
  const third = phase('third_place').find((m) => m.status === 'finished');
  if (third) {
    set(winnerOf(third), [3, 0.5]);
    set(loserOf(third), [3, 0.75]);
  }
  return [...names.entries()].map(([entryId, name]) => ({
    entryId,
    name,
    // still in (nothing decided yet): after the decided top, before those out
    score: score.get(entryId) ?? [1.5],
  }));
}

function rankStandings(stage: TournamentStage): Ranked[] {
  return stage.standings.map((r) => ({
    entryId: r.entryId,
    name: r.name,
    score: [r.position ?? r.rank],
  }));
}

const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
};

/** Positions from scores: 1 + how many are strictly better. */
function positions(ranked: Ranked[], stageId: number, offset: number): Placing[] {
  const sorted = [...ranked].sort((a, b) => compare(a.score, b.score) || a.name.localeCompare(b.name));
  return sorted.map((r) => ({
    entryId: r.entryId,
    name: r.name,
    position: offset + 1 + sorted.filter((o) => compare(o.score, r.score) < 0).length,
    stageId,
  }));
}

const isKnockout = (stage: TournamentStage) =>
  stage.type === 'single_elimination' || stage.type === 'double_elimination';

/** One stage's placings alone (its final standings). */
export function stagePlacings(stage: TournamentStage): Placing[] {
  return positions(isKnockout(stage) ? rankKnockout(stage) : rankStandings(stage), stage.id, 0);
}

/** The tournament's placings: the last drawn stage first, then those out earlier, stage by stage back. */
export function derivePlacings(stages: readonly TournamentStage[]): Placing[] {
  const drawn = [...stages].filter((s) => s.drawn).sort((a, b) => b.position - a.position);
  const out: Placing[] = [];
  const placed = new Set<number>();
  for (const stage of drawn) {
    const rest = stagePlacings(stage).filter((p) => !placed.has(p.entryId));
    if (rest.length === 0) continue;
    // re-number after those placed already, keeping shared places shared
    const ranked = positions(
      rest.map((p) => ({ entryId: p.entryId, name: p.name, score: [p.position] })),
      stage.id,
      out.length,
    );
    for (const p of ranked) {
      out.push(p);
      placed.add(p.entryId);
    }
  }
  return out;
}

/** Every finished match of the stages (byes left out), the latest round first. */
export function finishedMatches(
  stages: readonly TournamentStage[],
): { stage: TournamentStage; match: DrawMatch }[] {
  const list: { stage: TournamentStage; match: DrawMatch }[] = [];
  for (const stage of [...stages].sort((a, b) => b.position - a.position))
    for (const match of [...stage.matches].reverse())
      if (match.status === 'finished' && match.matchId !== null) list.push({ stage, match });
  return list;
}

/**
 * What a placing is called. Until the final is played its two sides share first place: they are
 * finalists with the final to play, not both winners (and more still in share it as "still in").
 */
export type PlacingTitle =
  | { kind: 'winner' | 'runnerUp' | 'finalist' | 'stillIn' | 'semiFinalist' | 'quarterFinalist' }
  | { kind: 'place'; position: number };

export function placingTitle(p: Pick<Placing, 'position'>, all: readonly Pick<Placing, 'position'>[]) {
  const shared = all.filter((o) => o.position === p.position).length;
  if (p.position === 1)
    return { kind: shared === 1 ? 'winner' : shared === 2 ? 'finalist' : 'stillIn' } as PlacingTitle;
  if (p.position === 2) return { kind: 'runnerUp' } as PlacingTitle;
  if (p.position === 3 && shared === 2) return { kind: 'semiFinalist' } as PlacingTitle;
  if (p.position === 5 && shared === 4) return { kind: 'quarterFinalist' } as PlacingTitle;
  return { kind: 'place', position: p.position } as PlacingTitle;
}

/** The place a placing shows: "1–2" while first place is shared by the finalists, else its position. */
export function placingRank(p: Pick<Placing, 'position'>, all: readonly Pick<Placing, 'position'>[]): string {
  const shared = all.filter((o) => o.position === p.position).length;
  return p.position === 1 && shared > 1 ? `1–${shared}` : String(p.position);
}
