import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  groupLetter as competitionGroupLetter,
  placeAt,
  placeOf,
  type Place,
  type PlacedMatch,
} from '@sportzone/competition';
import type { MatchCompetition, PendingSide } from '@sportzone/contracts';
import type { TFunction } from 'i18next';

/** The parts of a draw's match the labels need (a `DrawMatch` of the contracts has them all). */
export interface LabelledMatch {
  key: string;
  phase: string;
  group: number;
  round: number;
}

/** A side of a draw's match: its name once known, else where it comes from. */
export interface LabelledSide {
  name: string | null;
  from?: { take: 'winner' | 'loser'; match: string } | null;
}

export interface DrawLabels {
  /** "Final", "Semi-final 2", "Group A · Round 2", "Losers round 3", "Grand final" … */
  matchLabel(match: LabelledMatch, all: readonly LabelledMatch[]): string;
  /** the same without the match's number: "Semi-final", "Round of 16" */
  roundLabel(match: LabelledMatch, all: readonly LabelledMatch[]): string;
  /** "Group A" */
  groupLabel(group: number): string;
  /** the name, or "Winner of Semi-final 1", "Loser of Winners round 1 3", "To be decided" */
  sideLabel(side: LabelledSide, all: readonly LabelledMatch[]): string;
  /** "Winners bracket", "Groups" … */
  phaseLabel(phase: string): string;
}

/** Group 1 → "A", 27 → "AA": groups are lettered as on a draw sheet. */
export const groupLetter = competitionGroupLetter;

/** A draw's match as the competition's naming rule takes it. */
const placed = (m: LabelledMatch): PlacedMatch => ({
  id: m.key,
  bracket: m.phase,
  group: m.group,
  round: m.round,
});

/** Where a match sits in its stage, as much as a single match knows of it (a live card's competition). */
export interface StagePlace {
  phase: string;
  group: number;
  round: number;
  /** the rounds of its phase (and group): a knockout's rounds are named from the end */
  roundsInPhase: number;
  /** a double elimination's winners side is not "semi-finals" but "winners rounds" */
  doubleElimination: boolean;
}

/** A place's name without its match number: "Final", "Round of 16", "Losers round 3", "Group A · Round 2" … */
function placeWords(t: TFunction, place: Place): string {
  switch (place.kind) {
    case 'final':
      return t('tournamentLabels.final');
    case 'semiFinal':
      return t('tournamentLabels.semiFinal');
    case 'quarterFinal':
      return t('tournamentLabels.quarterFinal');
    case 'roundOf':
      return t('tournamentLabels.roundOf', { count: place.size, fraction: place.size / 2 });
    case 'winnersFinal':
      return t('tournamentLabels.winnersFinal');
    case 'winnersRound':
      return t('tournamentLabels.winnersRound', { round: place.round });
    case 'losersFinal':
      return t('tournamentLabels.losersFinal');
    case 'losersRound':
      return t('tournamentLabels.losersRound', { round: place.round });
    case 'grandFinal':
      return place.reset ? t('tournamentLabels.grandFinalReset') : t('tournamentLabels.grandFinal');
    case 'thirdPlace':
      return t('tournamentLabels.thirdPlace');
    case 'group':
      return t('tournamentLabels.groupRound', {
        group: t('tournamentLabels.group', { letter: groupLetter(place.group) }),
        round: place.round,
      });
    case 'round':
      return t('tournamentLabels.round', { round: place.round });
  }
}

/**
 * A place in the reader's language (the competition's naming rule, which the server also says in English):
 * "Semi-final 2", but "Winners round 1 · Match 2" (a number after a round's number would read as one).
 */
export function placeLabel(t: TFunction, place: Place, withNumber = true): string {
  const name = placeWords(t, place);
  const number = withNumber && 'match' in place ? place.match : null;
  if (number === null) return name;
  return /\d$/.test(name)
    ? t('tournamentLabels.numberedMatch', { label: name, number })
    : t('tournamentLabels.numbered', { label: name, number });
}

/** "Final", "Round of 16", "Winners final", "Losers round 3", "Grand final", "Group A · Round 2" … */
export function placeName(t: TFunction, place: StagePlace): string {
  return placeLabel(t, placeAt({ ...place, bracket: place.phase }), false);
}

const feedWords = (t: TFunction, take: 'winner' | 'loser', match: string) =>
  take === 'winner' ? t('tournamentLabels.winnerOf', { match }) : t('tournamentLabels.loserOf', { match });

/** A side not known yet, as a single match carries it (`competition.pending`): "Winner of Semi-final 2". */
export function pendingSideLabel(t: TFunction, side: PendingSide): string {
  return feedWords(t, side.take, placeLabel(t, placeAt({ ...side, bracket: side.phase })));
}

/**
 * A match's side names in the reader's language: a knockout side not known yet from where it comes,
 * else the stored name (which, for such a side, is an English placeholder).
 */
export function sideNames(
  t: TFunction,
  match: { home: { name: string }; away: { name: string }; competition: MatchCompetition },
): { home: string; away: string } {
  const pending = match.competition?.pending;
  return {
    home: pending?.home ? pendingSideLabel(t, pending.home) : match.home.name,
    away: pending?.away ? pendingSideLabel(t, pending.away) : match.away.name,
  };
}

/** The match with its sides named in the reader's language (for a card of an upcoming match). */
export function withSideNames<
  M extends { home: { name: string }; away: { name: string }; competition: MatchCompetition },
>(t: TFunction, match: M): M {
  const names = sideNames(t, match);
  if (names.home === match.home.name && names.away === match.away.name) return match;
  return { ...match, home: { ...match.home, name: names.home }, away: { ...match.away, name: names.away } };
}

const GENERATED_STAGE_NAMES = [
  'groups',
  'knockout',
  'doubleElimination',
  'roundRobin',
  'swiss',
  'mainDraw',
] as const;
const LANGUAGES = ['en', 'bg'] as const;

/**
 * A stage's name in the reader's language. The names the system gives (a format preset's "Groups" and
 * "Knockout", the server's "Main draw") are stored in the language of whoever saved the format, so a
 * stored name equal to one of them in either language is shown as the reader's; any other name is the
 * organizer's own and is shown as typed (decision 051).
 */
export function stageLabel(t: TFunction, name: string): string {
  const typed = name.trim();
  for (const key of GENERATED_STAGE_NAMES)
    for (const lng of LANGUAGES)
      if (t(`tournamentLabels.stageNames.${key}`, { lng }) === typed)
        return t(`tournamentLabels.stageNames.${key}`);
  return name;
}

export function drawLabels(t: TFunction): DrawLabels {
  const groupLabel = (group: number) => t('tournamentLabels.group', { letter: groupLetter(group) });

  /** The match's place in its draw (the competition's rule); alone when it is not one of `all`. */
  const placeIn = (match: LabelledMatch, all: readonly LabelledMatch[]): Place =>
    placeOf({ matches: all.map(placed) }, match.key) ?? placeOf({ matches: [placed(match)] }, match.key)!;

  function roundLabel(match: LabelledMatch, all: readonly LabelledMatch[]): string {
    return placeLabel(t, placeIn(match, all), false);
  }

  function matchLabel(match: LabelledMatch, all: readonly LabelledMatch[]): string {
    return placeLabel(t, placeIn(match, all));
  }

  function sideLabel(side: LabelledSide, all: readonly LabelledMatch[]): string {
    if (side.name) return side.name;
    const feed = side.from;
    const source = feed ? all.find((m) => m.key === feed.match) : undefined;
    if (!feed || !source) return t('tournamentLabels.toBeDecided');
    return feedWords(t, feed.take, matchLabel(source, all));
  }

  function phaseLabel(phase: string): string {
    switch (phase) {
      case 'winners':
      case 'losers':
      case 'grand_final':
      case 'third_place':
      case 'group':
      case 'swiss':
        return t(`tournamentLabels.phase.${phase}`);
      default:
        return phase;
    }
  }

  return { matchLabel, roundLabel, groupLabel, sideLabel, phaseLabel };
}

/** The draw's labels in the current language. */
export function useDrawLabels(): DrawLabels {
  const { t } = useTranslation();
  return useMemo(() => drawLabels(t), [t]);
}

/** A planned match of a tournament's schedule: where it sits in the draw, and the server's names. */
export interface ScheduledMatchRef {
  stageId: number;
  key: string;
  home: string;
  away: string;
}

/** A stage with its draw's matches (a `TournamentStage` of the contracts has them). */
export interface LabelledStage {
  id: number;
  matches: readonly (LabelledMatch & {
    home: LabelledSide & { entryId: number | null };
    away: LabelledSide & { entryId: number | null };
  })[];
}

export type ScheduleNames = (item: ScheduledMatchRef) => {
  home: string;
  away: string;
  /** the match's name in the draw ("Semi-final 1"), null when the draw does not have it */
  label: string | null;
  /** the entries playing, for highlighting (null: not known yet) */
  entries: (number | null)[];
};

/** A schedule's sides in the page's language: from the draw (sides not known yet labelled), else the server's. */
export function useScheduleNames(stages: readonly LabelledStage[] | undefined): ScheduleNames {
  const labels = useDrawLabels();
  return useMemo(() => {
    const byKey = new Map<
      string,
      { match: LabelledStage['matches'][number]; all: LabelledStage['matches'] }
    >();
    for (const stage of stages ?? [])
      for (const match of stage.matches) byKey.set(`${stage.id}:${match.key}`, { match, all: stage.matches });
    return (item: ScheduledMatchRef) => {
      const found = byKey.get(`${item.stageId}:${item.key}`);
      if (!found) return { home: item.home, away: item.away, label: null, entries: [] };
      return {
        home: labels.sideLabel(found.match.home, found.all),
        away: labels.sideLabel(found.match.away, found.all),
        label: labels.matchLabel(found.match, found.all),
        entries: [found.match.home.entryId, found.match.away.entryId],
      };
    };
  }, [stages, labels]);
}
