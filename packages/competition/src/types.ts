/** The public vocabulary of the competition engine. Every value here is plain JSON. */

export const STAGE_TYPES = ['single_elimination', 'double_elimination', 'round_robin', 'swiss'] as const;
export type StageType = (typeof STAGE_TYPES)[number];

export const RULE_SETS = [
  'generic',
  'badminton',
  'table-tennis',
  'volleyball',
  'tennis',
  'snooker',
  'bowling',
] as const;
export type RuleSet = (typeof RULE_SETS)[number];

/**
 * Whether a match may end drawn under `rules` (a rule set, or a sport without its own, which plays by the
 * generic rules): only the generic rules allow it; tennis, badminton … always have a winner.
 */
export function drawsAllowed(rules: string): boolean {
  return rules === 'generic' || !(RULE_SETS as readonly string[]).includes(rules);
}

export type Bracket = 'winners' | 'losers' | 'grand_final' | 'third_place' | 'group' | 'swiss';
export type MatchStatus = 'waiting' | 'ready' | 'finished' | 'bye';
export type Winner = 'home' | 'away' | 'draw';
export type Side = 'home' | 'away';

export interface ParticipantInput {
  id: string;
  /** 1 = strongest; participants without a seed follow the seeded ones in the given order. */
  seed?: number;
}

export interface PointsTable {
  win: number;
  draw: number;
  loss: number;
}

export interface StageOptions {
  /** single elimination: a match between the two losing semi-finalists */
  thirdPlace?: boolean;
  /** double elimination: 'reset' (default) plays a second final when the losers-bracket champion wins the first */
  grandFinal?: 'reset' | 'single';
  /** round robin: 1 (default) or 2 (home and away swapped in the second leg) */
  legs?: 1 | 2;
  /** round robin: the number of snake-seeded groups (default 1) */
  groups?: number;
  /** swiss: the number of rounds (default ⌈log2 N⌉) */
  rounds?: number;
  /** the tiebreak chain and the standings columns (default 'generic') */
  rules?: RuleSet;
  /** generic rules (and Swiss): points for a win, a draw and a loss (default 2 / 1 / 0) */
  points?: PointsTable;
}

export interface StageInput {
  type: StageType;
  participants: ParticipantInput[];
  options?: StageOptions;
}

/** One game, set or frame of a match (bowling: one game's pins), home first. */
export interface GameScore {
  home: number;
  away: number;
}

export interface ResultInput {
  winner: Winner;
  games?: GameScore[];
  /** a walkover, retirement or default: the winner wins whatever `games` say */
  walkover?: boolean;
}

/** Where a knockout match's side comes from: the winner or the loser of an earlier match. */
export interface Feed {
  match: string;
  take: 'winner' | 'loser';
}

export interface Match {
  id: string;
  group: number;
  round: number;
  bracket: Bracket;
  home: string | null;
  away: string | null;
  status: MatchStatus;
  winner: Winner | null;
  /** the recorded games (when given with the result) */
  games?: GameScore[];
  /** the recorded result was a walkover, retirement or default */
  walkover?: boolean;
  /** knockout matches after the first round: where each side comes from */
  from?: { home: Feed; away: Feed };
}

export interface NormalizedOptions {
  thirdPlace: boolean;
  grandFinal: 'reset' | 'single';
  legs: 1 | 2;
  groups: number;
  rounds: number;
  rules: RuleSet;
  points: PointsTable;
}

export interface Stage {
  /** format version of this JSON */
  version: 1;
  type: StageType;
  /** every participant in seed order, with the effective seed 1 … N */
  participants: { id: string; seed: number }[];
  options: NormalizedOptions;
  /** round robin: the members of each group (group 1 first), in seed order */
  groups: string[][];
  /** every match of the stage, including those not yet decided */
  matches: Match[];
}

export interface CompetitionError {
  code: ErrorCode;
  message: string;
}

export type Result<T> = ({ ok: true } & T) | { ok: false; error: CompetitionError };
export type StageResult = Result<{ stage: Stage }>;

export const ERROR_CODES = [
  'invalid_input',
  'invalid_type',
  'invalid_participants',
  'too_few_participants',
  'too_many_participants',
  'duplicate_participant',
  'invalid_seed',
  'duplicate_seed',
  'invalid_options',
  'invalid_stage',
  'unknown_match',
  'match_not_ready',
  'match_is_bye',
  'match_finished',
  'invalid_result',
  'draw_not_allowed',
  'invalid_games',
  'result_mismatch',
  'not_finished',
  'result_in_use',
  'not_swiss',
  'round_unfinished',
  'stage_complete',
  'no_pairing',
  'not_round_robin',
  'stage_unfinished',
  'invalid_table',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function fail(code: ErrorCode, message: string): { ok: false; error: CompetitionError } {
  return { ok: false, error: { code, message } };
}

/** A standings row. The per-sport columns are always present; see the README for their meaning per rule set. */
export interface StandingsRow {
  id: string;
  rank: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** the chain's points: generic points, match points (table tennis, volleyball), wins (badminton, tennis, snooker), pins (bowling), Swiss points */
  points: number;
  /** round robin: the participant's group */
  group: number;
  /** sets / games / frames won and lost */
  gamesWon: number;
  gamesLost: number;
  /** the points inside them: rally points, tennis games, snooker points, bowling pins; generic: the score */
  scoreFor: number;
  scoreAgainst: number;
  /** gamesWon / gamesLost and scoreFor / scoreAgainst; null = infinite (nothing lost), 0 when nothing either way */
  gamesRatio: number | null;
  scoreRatio: number | null;
  /** bowling: the highest single game */
  highGame: number;
  /** Swiss: sum of the opponents' points, and Sonneborn–Berger */
  buchholz?: number;
  sonnebornBerger?: number;
  /** knockout: the finishing position once out (null while still in) */
  position?: number | null;
  /**
   * The tiebreak step that put this row below the row above it, when both were level on the chain's first
   * step (absent otherwise, and absent when the two are still tied: equal rank). Codes: see TIEBREAK_CODES.
   */
  tiebreak?: TiebreakCode;
}

export const TIEBREAK_CODES = {
  head_to_head: 'head-to-head result between the tied participants',
  h2h_points: 'points in the matches between the tied participants',
  h2h_score_difference: 'score difference in the matches between the tied participants',
  h2h_score_for: 'score for in the matches between the tied participants',
  score_difference: 'score difference',
  score_for: 'score for',
  games_difference: 'games difference',
  points_difference: 'points difference',
  h2h_match_points: 'match points in the matches between the tied participants',
  h2h_games_ratio: 'games ratio in the matches between the tied participants',
  h2h_points_ratio: 'points ratio in the matches between the tied participants',
  match_points: 'match points',
  sets_ratio: 'sets ratio',
  points_ratio: 'points ratio',
  matches_played: 'matches played',
  sets_percentage: 'percentage of sets won',
  games_percentage: 'percentage of games won',
  frame_difference: 'frame difference',
  frames_won: 'frames won',
  highest_game: 'highest single game',
  games_played: 'games played',
  buchholz: 'Buchholz (sum of the opponents’ points)',
  sonneborn_berger: 'Sonneborn–Berger',
} as const;
export type TiebreakCode = keyof typeof TIEBREAK_CODES;
