import type { MatchSport } from '@sportzone/contracts';
import type { ScoreRow } from './score';

/**
 * What the numbers of a compact score are, so a list never shows a bare "166 93 259": a caption for the
 * period columns (games in each set, points in each game, pins in each game, points in the frame), the
 * column heads (the period's number) and the total's word (sets, games, frames, the series' pins). Pure;
 * the words are i18n keys under `scoreLabels` (en.ts, bg.ts).
 */
export type ScoreCaption = 'gamesPerSet' | 'pointsPerSet' | 'pointsPerGame' | 'pinsPerGame' | 'framePoints';
export type ScoreTotal = 'sets' | 'games' | 'frames' | 'series' | 'pins';

export interface ScoreLabels {
  /** what the period columns hold; null when there are none */
  caption: ScoreCaption | null;
  /** one head per period column the card shows (displayPeriods), the period's number: '1', '2', … */
  heads: string[];
  /** what the total (the highlighted last column) counts */
  total: ScoreTotal;
}

function captionOf(sport: MatchSport): ScoreCaption {
  switch (sport) {
    case 'tennis':
      return 'gamesPerSet';
    case 'volleyball':
      return 'pointsPerSet';
    case 'snooker':
      return 'framePoints';
    case 'bowling':
      return 'pinsPerGame';
    default:
      return 'pointsPerGame';
  }
}

function totalOf(sport: MatchSport, games: number): ScoreTotal {
  switch (sport) {
    case 'tennis':
    case 'volleyball':
      return 'sets';
    case 'snooker':
      return 'frames';
    case 'bowling':
      // one game: its pins; a series: the pins of all its games
      return games > 1 ? 'series' : 'pins';
    default:
      return 'games';
  }
}

/** The labels of a row's compact score; the heads match `displayPeriods(row)` one for one. */
export function scoreLabels(row: Pick<ScoreRow, 'sport' | 'periods'>): ScoreLabels {
  const { sport, periods } = row;
  let heads: string[];
  if (sport === 'snooker') heads = periods.flatMap((p, i) => (p.current ? [String(i + 1)] : []));
  else if (sport === 'bowling' && periods.length === 1) heads = [];
  else heads = periods.map((_, i) => String(i + 1));
  return {
    caption: heads.length > 0 ? captionOf(sport) : null,
    heads,
    total: totalOf(sport, periods.length),
  };
}
