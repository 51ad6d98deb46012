/**
 * @sportzone/competition: draws, brackets, round robins, Swiss and standings (COMPETITION-RULES.md).
 * Pure: no I/O, no clock, no randomness, never mutates its input, never throws (bad input → { ok: false }).
 */
import { createStageUnchecked } from './create.js';
import { finishingPositions as positionsOf, type FinishingPosition } from './positions.js';
import {
  qualifiersUnchecked,
  rankingPointsUnchecked,
  rankingTableUnchecked,
  type Award,
  type Qualifier,
  type RankingRow,
} from './rankings.js';
import {
  clearResultUnchecked,
  isStage,
  pairNextRoundUnchecked,
  recordResultUnchecked,
  type PairResult,
} from './results.js';
import { standingsOf } from './standings.js';
import { correctionImpact as correctionImpactUnchecked, type CorrectionImpact } from './corrections.js';
import {
  advanceUnchecked,
  correctionPlan as correctionPlanUnchecked,
  dependentsOf as dependentsOfUnchecked,
  finish as finishUnchecked,
  placings as placingsUnchecked,
  stageComplete as stageCompleteUnchecked,
  type CorrectionRefusal,
  type Placing,
  type NextStep,
  type TournamentStep,
} from './tournament.js';
import {
  TIEBREAK_CODES,
  fail,
  type Match,
  type Result,
  type ResultInput,
  type Stage,
  type StageInput,
  type StageResult,
  type StandingsRow,
} from './types.js';

export * from './types.js';
export type { FinishingPosition, Award, Qualifier, RankingRow, PairResult, NextStep, TournamentStep };
export { MAX_PARTICIPANTS, MAX_GROUP } from './create.js';
export { seedingOrder, snakeGroups, bracketSize } from './seeding.js';
export { bergerRounds } from './round-robin.js';
export { isStage };

function guard<T>(f: () => Result<T>): Result<T> {
  try {
    return f();
  } catch (error) {
    return fail('internal_error', error instanceof Error ? error.message : String(error));
  }
}

/** Draws a stage: every match of it, with the first round's sides (§1–§4). */
export function createStage(input: StageInput): StageResult {
  return guard(() => createStageUnchecked(input));
}

/** Records a match's result; knockout winners (and double-elimination losers) move on at once. */
export function recordResult(stage: Stage, matchId: string, result: ResultInput): StageResult {
  return guard(() => recordResultUnchecked(stage, matchId, result));
}

/** Takes a result back; refused while a later match depends on it (it has a result, or a Swiss round was paired). */
export function clearResult(stage: Stage, matchId: string): StageResult {
  return guard(() => clearResultUnchecked(stage, matchId));
}

/** Swiss: pairs the next round once every match so far has a result; the new stage holds its matches. */
export function pairNextRound(stage: Stage): PairResult {
  return guard(() => pairNextRoundUnchecked(stage));
}

/**
 * The standings, ranked by the stage's chain (§5; Swiss §4; knockout: finishing position). Round robin: one
 * group's rows, or every group's one after another. Equal rank = still tied. [] for anything not a stage.
 */
export function standings(stage: Stage, group?: number): StandingsRow[] {
  try {
    if (!isStage(stage)) return [];
    if (group !== undefined && (typeof group !== 'number' || !Number.isInteger(group))) return [];
    return standingsOf(stage, group);
  } catch {
    return [];
  }
}

/**
 * Where each participant finished: knockout positions once out (sharing the best position of their range: both
 * losing semi-finalists are 3rd without a third-place match), the winner's 1 once decided, null while still in;
 * round robin and Swiss: the standings rank once the stage is complete. [] for anything not a stage.
 */
export function finishingPositions(stage: Stage): FinishingPosition[] {
  try {
    return isStage(stage) ? positionsOf(stage) : [];
  } catch {
    return [];
  }
}

/** Ranking points for finishing positions: `table[p − 1]` for position p (e.g. [100, 70, 50, 50, 25 …]). */
export function rankingPoints(table: number[], positions: FinishingPosition[]): Result<{ awards: Award[] }> {
  return guard(() => rankingPointsUnchecked(table, positions));
}

/** A period's ranking: awards summed per participant, equal totals sharing a rank. */
export function rankingTable(awards: { id: string; points: number }[]): Result<{ ranking: RankingRow[] }> {
  return guard(() => rankingTableUnchecked(awards));
}

/** The top k of each group of a finished group stage, seeded for the knockout stage (§6). */
export function qualifiers(groupStage: Stage, k: number): Result<{ participants: Qualifier[] }> {
  return guard(() => qualifiersUnchecked(groupStage, k));
}

/** An English explanation of a tiebreak code (clients translate the code). */
export function explainTiebreak(code: string): string | null {
  return Object.hasOwn(TIEBREAK_CODES, code) ? TIEBREAK_CODES[code as keyof typeof TIEBREAK_CODES] : null;
}

export type { Placing, CorrectionRefusal } from './tournament.js';
export type { CorrectionImpact, PlaceChange } from './corrections.js';
export {
  placeAt,
  placeOf,
  positionOf,
  groupLetter,
  type Place,
  type MatchPosition,
  type PlacedMatch,
} from './places.js';

/** Every match played (or a bye) and, for a Swiss stage, all its rounds: the next stage may be drawn. */
export function stageComplete(stage: Stage): boolean {
  try {
    return isStage(stage) && stageCompleteUnchecked(stage);
  } catch {
    return false;
  }
}

/**
 * After a result in the stage at `done` (its new state already in `steps`): wait, draw the next stage with
 * its qualifiers, nothing (drawn by hand already), or finish with every participant's place.
 */
export function advance(steps: readonly TournamentStep[], done: number): Result<{ next: NextStep }> {
  return guard(() => advanceUnchecked(steps, done));
}

/** `fallback` for anything that is not a stage (or a list of stages), and should the code ever throw. */
function safely<T>(stages: readonly unknown[], fallback: T, f: () => T): T {
  try {
    return stages.every((s) => s === null || isStage(s)) ? f() : fallback;
  } catch {
    return fallback;
  }
}

/** The later knockout matches whose sides come (directly or not) from the match `key`. */
export function dependentsOf(stage: Stage, key: string): Match[] {
  return safely([stage], [], () => dependentsOfUnchecked(stage, key));
}

/**
 * Every participant's place over a tournament's stages (in order; null: not drawn): the last stage places its
 * participants, those out in an earlier stage follow by their place there. Still in: not placed.
 */
export function placings(stages: readonly (Stage | null)[]): Placing[] {
  return safely(Array.isArray(stages) ? stages : [0], [], () => placingsUnchecked(stages));
}

/** The tournament's placings with their ranking points from `table` (position p earns `table[p − 1]`). */
export function finish(
  stages: readonly (Stage | null)[],
  table: readonly number[],
): { id: string; position: number; points: number }[] {
  return safely(Array.isArray(stages) ? stages : [0], [], () => finishUnchecked(stages, table));
}

/**
 * What correcting the result of the match `key` would reset (later matches fed by it that have a side or a
 * result), or why it cannot be corrected (no result yet, the next stage drawn from this one, a later Swiss
 * round paired).
 */
export function correctionPlan(
  stage: Stage,
  key: string,
  nextStageDrawn: boolean,
): { reset: Match[]; refusal: CorrectionRefusal | null } {
  const refused = {
    reset: [],
    refusal: { code: 'unknown_match', message: 'The match is not one of this stage.' } as const,
  };
  return safely([stage], refused, () => correctionPlanUnchecked(stage, key, nextStageDrawn));
}

/**
 * What correcting the result of `key` to `result` does (undefined: the result as it is; null: taken back):
 * the corrected stage, the later matches whose sides really change, and, when the next stage is drawn from
 * this group stage (`following`), its places that change and its matches re-filled; or why it is refused.
 */
export function correctionImpact(
  stage: Stage,
  key: string,
  result: ResultInput | null | undefined,
  following: { stage: Stage; qualifiers: number } | null,
): CorrectionImpact {
  const refused: CorrectionImpact = {
    stage: null,
    reset: [],
    places: [],
    next: null,
    nextReset: [],
    blocked: [],
    refusal: { code: 'unknown_match', message: 'The match is not one of this stage.' },
  };
  return safely([stage, following?.stage ?? null], refused, () =>
    correctionImpactUnchecked(stage, key, result, following),
  );
}
