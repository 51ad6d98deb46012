import type { MatchCompetition } from '@sportzone/contracts';
import type { TFunction } from 'i18next';

type Competition = NonNullable<MatchCompetition>;

/** Group 1 → "A", 27 → "AA". */
function letter(group: number): string {
  let n = Math.max(1, Math.floor(group));
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/**
 * Where a live match stands in its tournament, in words: "Semi-final", "Round of 16", "Group A",
 * "Losers round 2", "Grand final" … A knockout's rounds are named from the end (`roundsInPhase`).
 */
export function competitionStage(c: Competition, t: TFunction): string {
  type Key =
    | 'final'
    | 'semiFinal'
    | 'quarterFinal'
    | 'roundOf'
    | 'round'
    | 'group'
    | 'winnersRound'
    | 'losersRound'
    | 'grandFinal'
    | 'thirdPlace';
  const k = (key: Key, options: Record<string, string | number> = {}) =>
    t(`liveList.competition.${key}`, options);
  switch (c.phase) {
    case 'winners': {
      if (c.stageType === 'double_elimination') return k('winnersRound', { round: c.round });
      const fromEnd = c.roundsInPhase - c.round;
      if (fromEnd <= 0) return k('final');
      if (fromEnd === 1) return k('semiFinal');
      if (fromEnd === 2) return k('quarterFinal');
      const players = 2 ** (fromEnd + 1);
      return k('roundOf', { count: players, fraction: players / 2 });
    }
    case 'losers':
      return k('losersRound', { round: c.round });
    case 'grand_final':
      return k('grandFinal');
    case 'third_place':
      return k('thirdPlace');
    case 'group':
      return k('group', { letter: letter(c.group) });
    default:
      return k('round', { round: c.round });
  }
}

/** "Autumn Cup · Semi-final" */
export function competitionLine(c: Competition, t: TFunction): string {
  return t('liveList.competition.line', { name: c.name, stage: competitionStage(c, t) });
}

/** The tournament's page for viewers. */
export const competitionPath = (c: Competition) => `/container/${c.tournamentId}/views`;
