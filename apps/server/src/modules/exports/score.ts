import { scoreFromWinner } from '@sportzone/scoring';

/** What a match's stored summary says of its end (the fields this needs). */
export interface ResultSummary {
  winner?: 'home' | 'away' | null;
  outcome?: string | null;
  text?: string;
}

export interface MatchResult {
  /** the winner's and the loser's names; for a match without a winner, home and away */
  first: string;
  second: string;
  decided: boolean;
  /** the score from the winner's side */
  score: string;
  /** played, walkover, retired, default, conceded (null while not finished) */
  outcome: string | null;
}

/**
 * A finished match's two names and score for a result sheet, the winner's first: the score as the winner
 * won it (`scoreFromWinner` of the scoring package, decision 045, the rule the web's match cards use too).
 */
export function matchResult(home: string, away: string, summary: ResultSummary): MatchResult {
  const winner = summary.winner ?? null;
  return {
    first: winner === 'away' ? away : home,
    second: winner === 'away' ? home : away,
    decided: winner !== null,
    score: scoreFromWinner(summary.text ?? '', winner),
    outcome: summary.outcome ?? null,
  };
}
