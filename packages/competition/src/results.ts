/** recordResult, clearResult, pairNextRound: a new stage from a stage and one change. */
import { dependents, resolveKnockout } from './knockout.js';
import { roundsPlayed } from './positions.js';
import { swissNextRound } from './swiss.js';
import {
  RULE_SETS,
  STAGE_TYPES,
  fail,
  type GameScore,
  type Match,
  type Result,
  type Stage,
  type StageResult,
} from './types.js';

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const STATUSES: ReadonlySet<unknown> = new Set(['waiting', 'ready', 'finished', 'bye']);
const BRACKETS: ReadonlySet<unknown> = new Set([
  'winners',
  'losers',
  'grand_final',
  'third_place',
  'group',
  'swiss',
]);
const WINNERS: ReadonlySet<unknown> = new Set(['home', 'away', 'draw', null]);
const isSlot = (v: unknown): boolean => v === null || typeof v === 'string';
const isFeed = (v: unknown): boolean =>
  isObject(v) && typeof v.match === 'string' && (v.take === 'winner' || v.take === 'loser');

/** Enough of a stage's shape that the functions below cannot misread it (a stage is JSON from anywhere). */
export function isStage(v: unknown): v is Stage {
  if (!isObject(v) || v.version !== 1 || !(STAGE_TYPES as readonly unknown[]).includes(v.type)) return false;
  const o = v.options;
  if (!isObject(o) || !(RULE_SETS as readonly unknown[]).includes(o.rules) || !isObject(o.points))
    return false;
  if (
    ![o.points.win, o.points.draw, o.points.loss].every((x) => typeof x === 'number' && Number.isFinite(x))
  ) {
    return false;
  }
  if (typeof o.rounds !== 'number' || !Array.isArray(v.participants) || !Array.isArray(v.groups))
    return false;
  if (!v.participants.every((p: unknown) => isObject(p) && typeof p.id === 'string')) return false;
  if (!v.groups.every((g: unknown) => Array.isArray(g) && g.every((x: unknown) => typeof x === 'string')))
    return false;
  if (!Array.isArray(v.matches)) return false;
  return v.matches.every(
    (m: unknown) =>
      isObject(m) &&
      typeof m.id === 'string' &&
      typeof m.round === 'number' &&
      typeof m.group === 'number' &&
      STATUSES.has(m.status) &&
      BRACKETS.has(m.bracket) &&
      WINNERS.has(m.winner) &&
      isSlot(m.home) &&
      isSlot(m.away) &&
      (m.games === undefined || validGames(m.games)) &&
      (m.from === undefined || (isObject(m.from) && isFeed(m.from.home) && isFeed(m.from.away))),
  );
}

const MAX_GAMES = 100;
const MAX_SCORE = 1_000_000;

const validScore = (x: unknown): boolean =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= MAX_SCORE;

function validGames(v: unknown): v is GameScore[] {
  if (!Array.isArray(v) || v.length > MAX_GAMES) return false;
  for (const g of v) if (!isObject(g) || !validScore(g.home) || !validScore(g.away)) return false;
  return true;
}

const knockout = (s: Stage): boolean => s.type === 'single_elimination' || s.type === 'double_elimination';

function withMatches(stage: Stage, matches: Match[]): Stage {
  return { ...stage, matches };
}

export function recordResultUnchecked(stage: unknown, matchId: unknown, result: unknown): StageResult {
  if (!isStage(stage)) return fail('invalid_stage', 'not a stage made by createStage');
  const index = stage.matches.findIndex((m) => m.id === matchId);
  const match = stage.matches[index];
  if (!match) return fail('unknown_match', `no match ${JSON.stringify(matchId)} in this stage`);
  if (match.status === 'bye')
    return fail('match_is_bye', `${match.id} is a bye (or not needed): nothing to play`);
  if (match.status === 'finished') return fail('match_finished', `${match.id} has a result; clear it first`);
  if (match.status === 'waiting') return fail('match_not_ready', `${match.id} waits for its participants`);
  if (!isObject(result)) return fail('invalid_result', 'a result is { winner, games?, walkover? }');
  const winner = result.winner;
  if (winner !== 'home' && winner !== 'away' && winner !== 'draw') {
    return fail('invalid_result', "winner must be 'home', 'away' or 'draw'");
  }
  if (result.walkover !== undefined && typeof result.walkover !== 'boolean') {
    return fail('invalid_result', 'walkover must be a boolean');
  }
  const extra = Object.keys(result).filter((k) => !['winner', 'games', 'walkover'].includes(k));
  if (extra.length > 0) return fail('invalid_result', `unknown field ${JSON.stringify(extra[0])}`);
  const walkover = result.walkover === true;
  const rules = stage.options.rules;
  if (winner === 'draw') {
    if (knockout(stage)) return fail('draw_not_allowed', 'a knockout match has a winner');
    if (walkover) return fail('draw_not_allowed', 'a walkover has a winner');
    if (rules !== 'generic') return fail('draw_not_allowed', `no draws under the ${rules} rules`);
  }
  let games: GameScore[] | undefined;
  if (result.games !== undefined) {
    if (!validGames(result.games)) {
      return fail(
        'invalid_games',
        `games: at most ${MAX_GAMES} of { home, away }, whole numbers 0 … ${MAX_SCORE}`,
      );
    }
    games = result.games.map((g) => ({ home: g.home, away: g.away }));
    if (!walkover && games.length > 0) {
      const mismatch = contradicts(rules, winner, games);
      if (mismatch) return fail('result_mismatch', mismatch);
    }
  }
  const next: Match = { ...match, status: 'finished', winner };
  if (games) next.games = games;
  else delete next.games;
  if (walkover) next.walkover = true;
  else delete next.walkover;
  const matches = stage.matches.slice();
  matches[index] = next;
  return { ok: true, stage: withMatches(stage, knockout(stage) ? resolveKnockout(matches) : matches) };
}

/** Why the games contradict the winner, or null. Set sports count games won; generic and bowling the totals. */
function contradicts(rules: Stage['options']['rules'], winner: string, games: GameScore[]): string | null {
  let h = 0;
  let a = 0;
  if (rules === 'generic' || rules === 'bowling') {
    for (const g of games) {
      h += g.home;
      a += g.away;
    }
  } else {
    for (const g of games) {
      if (g.home > g.away) h++;
      else if (g.away > g.home) a++;
    }
  }
  const what = rules === 'generic' ? 'score' : rules === 'bowling' ? 'pins' : 'games won';
  if (winner === 'draw' ? h !== a : winner === 'home' ? h <= a : a <= h) {
    return `the ${what} (${h}-${a}) do not give this winner; a retirement is recorded with walkover: true`;
  }
  return null;
}

export function clearResultUnchecked(stage: unknown, matchId: unknown): StageResult {
  if (!isStage(stage)) return fail('invalid_stage', 'not a stage made by createStage');
  const index = stage.matches.findIndex((m) => m.id === matchId);
  const match = stage.matches[index];
  if (!match) return fail('unknown_match', `no match ${JSON.stringify(matchId)} in this stage`);
  if (match.status !== 'finished') return fail('not_finished', `${match.id} has no result to clear`);
  if (knockout(stage)) {
    const used = dependents(stage.matches, match.id).find((d) => d.status === 'finished');
    if (used) return fail('result_in_use', `${used.id} depends on ${match.id} and has a result`);
  } else if (stage.type === 'swiss' && roundsPlayed(stage) > match.round) {
    return fail('result_in_use', `round ${match.round + 1} was paired on this result`);
  }
  const next: Match = { ...match, status: 'ready', winner: null };
  delete next.games;
  delete next.walkover;
  const matches = stage.matches.slice();
  matches[index] = next;
  return { ok: true, stage: withMatches(stage, knockout(stage) ? resolveKnockout(matches) : matches) };
}

export type PairResult = Result<{ stage: Stage; round: number; matches: Match[] }>;

export function pairNextRoundUnchecked(stage: unknown): PairResult {
  if (!isStage(stage)) return fail('invalid_stage', 'not a stage made by createStage');
  if (stage.type !== 'swiss') return fail('not_swiss', 'only a Swiss stage is paired round by round');
  const open = stage.matches.find((m) => m.status !== 'finished' && m.status !== 'bye');
  if (open) return fail('round_unfinished', `${open.id} has no result yet`);
  const round = roundsPlayed(stage) + 1;
  if (round > stage.options.rounds)
    return fail('stage_complete', `all ${stage.options.rounds} rounds are paired`);
  const paired = swissNextRound(stage, round);
  if (!paired.ok) return fail('no_pairing', `round ${round} cannot be paired without a rematch`);
  return {
    ok: true,
    stage: withMatches(stage, [...stage.matches, ...paired.matches]),
    round,
    matches: paired.matches,
  };
}
