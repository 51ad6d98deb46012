/**
 * A tournament of several stages (§6): when a stage is complete, who goes on to the next one, and once the
 * last is complete, every participant's place over all stages with its ranking points. The server stores the
 * stages and draws what these functions say; here it is only values.
 */
import { finishingPositions, roundsPlayed, stageComplete as everyMatchPlayed } from './positions.js';
import { qualifiersUnchecked, rankingPointsUnchecked } from './rankings.js';
import type { Match, ParticipantInput, Result, Stage } from './types.js';

/** Every match played (or a bye) and, for a Swiss stage, every one of its rounds paired and played. */
export function stageComplete(stage: Stage): boolean {
  return everyMatchPlayed(stage) && (stage.type !== 'swiss' || roundsPlayed(stage) >= stage.options.rounds);
}

/**
 * The later matches of a knockout whose sides come (directly or not) from `key`, in the stage's order: a
 * match comes after the matches feeding it, so taking results back from the last one first always works
 * (in the order found, a losers-bracket match fed early by a winners match would come before its feeder).
 */
export function dependentsOf(stage: Stage, key: string): Match[] {
  const seen = new Set<string>([key]);
  let frontier = [key];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const m of stage.matches) {
      if (seen.has(m.id)) continue;
      if (m.from && (frontier.includes(m.from.home.match) || frontier.includes(m.from.away.match))) {
        seen.add(m.id);
        next.push(m.id);
      }
    }
    frontier = next;
  }
  return stage.matches.filter((m) => m.id !== key && seen.has(m.id));
}

/** One stage of a tournament, in order: drawn (its stage) or not yet (null). */
export interface TournamentStep {
  stage: Stage | null;
  /** how many go through to this stage from the one before: of each group, or a knockout's top (default 2) */
  qualifiers: number | null;
}

/** What follows a stage's last result. */
export type NextStep =
  /** the stage still has matches to play */
  | { kind: 'wait' }
  /** draw the stage at `index` (in the order given) with these participants, seeded */
  | { kind: 'draw'; index: number; participants: Required<ParticipantInput>[] }
  /** the next stage is drawn already (by hand) */
  | { kind: 'drawn' }
  /** the last stage is complete: the tournament finishes with these placings */
  | { kind: 'finish'; placings: Placing[] };

export interface Placing {
  id: string;
  /** over the whole tournament: the last stage's places first, then those out earlier, by their place there */
  position: number;
}

/**
 * The participants a complete stage sends to the next one, seeded: a group stage's top `k` of each group
 * (group winners first, §6); a knockout's or a Swiss stage's top `k` by finishing position.
 */
export function nextStageParticipants(
  stage: Stage,
  k: number,
): Result<{ participants: Required<ParticipantInput>[] }> {
  if (stage.type === 'round_robin') {
    const q = qualifiersUnchecked(stage, k);
    if (!q.ok) return q;
    return { ok: true, participants: q.participants.map((p) => ({ id: p.id, seed: p.seed })) };
  }
  const participants = finishingPositions(stage)
    .filter((p): p is { id: string; position: number } => p.position !== null)
    .sort((a, b) => a.position - b.position)
    .slice(0, k)
    .map((p, i) => ({ id: p.id, seed: i + 1 }));
  return { ok: true, participants };
}

/** After a result in the stage at `done` (its new state already in `steps`): what the tournament does next. */
export function advanceUnchecked(steps: readonly TournamentStep[], done: number): Result<{ next: NextStep }> {
  const stage = steps[done]?.stage;
  if (!stage || !stageComplete(stage)) return { ok: true, next: { kind: 'wait' } };
  const following = steps[done + 1];
  if (!following)
    return { ok: true, next: { kind: 'finish', placings: placings(steps.map((s) => s.stage)) } };
  if (following.stage) return { ok: true, next: { kind: 'drawn' } };
  const drawn = nextStageParticipants(stage, following.qualifiers ?? 2);
  if (!drawn.ok) return drawn;
  return { ok: true, next: { kind: 'draw', index: done + 1, participants: drawn.participants } };
}

/**
 * Every participant's place over the stages: the last stage places its participants; those out in an earlier
 * stage follow, by their place there (after everybody placed by the later stages). Still in: not placed.
 */
export function placings(stages: readonly (Stage | null)[]): Placing[] {
  const placed = new Map<string, number>();
  for (const stage of [...stages].reverse()) {
    if (!stage) continue;
    const offset = placed.size;
    const rest = finishingPositions(stage).filter(
      (p): p is Placing => !placed.has(p.id) && p.position !== null,
    );
    for (const p of rest) placed.set(p.id, offset + 1 + rest.filter((q) => q.position < p.position).length);
  }
  return [...placed].map(([id, position]) => ({ id, position }));
}

/** The placings with their ranking points from `table` (position p earns `table[p − 1]`; a bad table: none). */
export function finish(
  stages: readonly (Stage | null)[],
  table: readonly number[],
): { id: string; position: number; points: number }[] {
  const positions = placings(stages);
  const awarded = rankingPointsUnchecked(table, positions);
  const points = new Map(awarded.ok ? awarded.awards.map((a) => [a.id, a.points]) : []);
  return positions.map((p) => ({ ...p, points: points.get(p.id) ?? 0 }));
}

/** Why a result cannot be corrected (codes the server answers with 409). */
export interface CorrectionRefusal {
  code:
    | 'unknown_match'
    | 'not_finished'
    | 'next_stage_drawn'
    | 'result_in_use'
    /** the new result itself is refused (its games contradict the winner …) */
    | 'invalid_result'
    /** a match of the next stage whose sides would change has a result */
    | 'played_on';
  message: string;
}

/**
 * What correcting the result of `key` resets (the later matches fed by it that have a side or a result), or
 * why it cannot be corrected: no result yet, the next stage drawn from this one, a later Swiss round paired.
 */
export function correctionPlan(
  stage: Stage,
  key: string,
  nextStageDrawn: boolean,
): { reset: Match[]; refusal: CorrectionRefusal | null } {
  const refuse = (code: CorrectionRefusal['code'], message: string) => ({
    reset: [],
    refusal: { code, message },
  });
  const m = stage.matches.find((x) => x.id === key);
  if (!m) return refuse('unknown_match', 'The match is not one of this stage.');
  if (m.status !== 'finished') return refuse('not_finished', 'The match has no result to correct.');
  if (nextStageDrawn)
    return refuse(
      'next_stage_drawn',
      'The next stage is drawn from this one; its results cannot change any more.',
    );
  if (stage.type === 'swiss' && stage.matches.some((x) => x.round > m.round))
    return refuse('result_in_use', 'A later Swiss round is paired with this result.');
  const reset = dependentsOf(stage, m.id).filter((x) => x.status === 'finished' || x.home || x.away);
  return { reset, refusal: null };
}
