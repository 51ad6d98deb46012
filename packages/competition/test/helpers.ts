import { expect } from 'vitest';
import {
  createStage,
  recordResult,
  type GameScore,
  type Match,
  type ResultInput,
  type Stage,
  type StageInput,
} from '../src/index.js';

export const people = (n: number, prefix = 'p'): { id: string }[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}` }));

export function create(input: StageInput): Stage {
  const r = createStage(input);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.stage;
}

export function record(stage: Stage, id: string, result: ResultInput): Stage {
  const r = recordResult(stage, id, result);
  if (!r.ok) throw new Error(`${id}: ${r.error.code}: ${r.error.message}`);
  return r.stage;
}

export const match = (stage: Stage, id: string): Match => {
  const m = stage.matches.find((x) => x.id === id);
  if (!m) throw new Error(`no match ${id}`);
  return m;
};

/** Plays every ready match until none is left; `pick` chooses each result. */
export function playOut(stage: Stage, pick: (m: Match, stage: Stage) => ResultInput): Stage {
  let s = stage;
  for (let guard = 0; guard < 100_000; guard++) {
    const m = s.matches.find((x) => x.status === 'ready');
    if (!m) return s;
    s = record(s, m.id, pick(m, s));
  }
  throw new Error('does not end');
}

/** The better seed always wins (participants named p1, p2 … by seed). */
export const favourite = (m: Match): ResultInput => {
  const n = (id: string | null): number => Number(String(id).slice(1));
  return { winner: n(m.home) < n(m.away) ? 'home' : 'away' };
};

/** A result where `home` beat `away` by these games (home first). */
export const games = (...g: [number, number][]): GameScore[] => g.map(([home, away]) => ({ home, away }));

/** Records the result of the match between a and b (either way round) as "a beat b" with a's games first. */
export function between(
  stage: Stage,
  a: string,
  b: string,
  result: { winner: 'a' | 'b' | 'draw'; games?: [number, number][]; walkover?: boolean },
): Stage {
  const m = stage.matches.find(
    (x) => x.status === 'ready' && ((x.home === a && x.away === b) || (x.home === b && x.away === a)),
  );
  if (!m) throw new Error(`no ready match ${a}-${b}`);
  const flip = m.home === b;
  const w = result.winner === 'draw' ? 'draw' : (result.winner === 'a') !== flip ? 'home' : 'away';
  const out: ResultInput = { winner: w };
  if (result.games)
    out.games = result.games.map(([x, y]) => (flip ? { home: y, away: x } : { home: x, away: y }));
  if (result.walkover) out.walkover = true;
  return record(stage, m.id, out);
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export const expectOk = <T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> => {
  if (!r.ok) expect.fail(JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
};
