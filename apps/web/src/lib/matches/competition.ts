import type { MatchCompetition } from '@sportzone/contracts';
import type { TFunction } from 'i18next';
import { groupLetter, placeName } from '@/lib/tournaments/labels';

type Competition = NonNullable<MatchCompetition>;

/**
 * Where a live match stands in its tournament, in words: "Semi-final", "Round of 16", "Group A",
 * "Losers round 2", "Grand final" … — the draw's own names (lib/tournaments/labels.ts); a group's
 * card says only its group.
 */
export function competitionStage(c: Competition, t: TFunction): string {
  if (c.phase === 'group') return t('tournamentLabels.group', { letter: groupLetter(c.group) });
  return placeName(t, { ...c, doubleElimination: c.stageType === 'double_elimination' });
}

/** "Autumn Cup · Semi-final" */
export function competitionLine(c: Competition, t: TFunction): string {
  return t('liveList.competition.line', { name: c.name, stage: competitionStage(c, t) });
}

/** The tournament's page for viewers. */
export const competitionPath = (c: Competition) => `/container/${c.tournamentId}/views`;
