import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
export function groupLetter(group: number): string {
  let n = Math.max(1, Math.floor(group));
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const samePlace = (a: LabelledMatch, b: LabelledMatch) => a.phase === b.phase && a.group === b.group;

/** How many rounds the match's phase (and group) has: the last one is its final. */
function roundsOf(match: LabelledMatch, all: readonly LabelledMatch[]): number {
  let rounds = match.round;
  for (const m of all) if (samePlace(m, match) && m.round > rounds) rounds = m.round;
  return rounds;
}

/** The match's number among the matches of its round (1-based, in draw order), and how many there are. */
function numberInRound(match: LabelledMatch, all: readonly LabelledMatch[]): { number: number; of: number } {
  const peers = all.filter((m) => samePlace(m, match) && m.round === match.round);
  const index = peers.findIndex((m) => m.key === match.key);
  return { number: index + 1, of: peers.length };
}

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

/** "Final", "Round of 16", "Winners final", "Losers round 3", "Grand final", "Group A · Round 2" … */
export function placeName(t: TFunction, place: StagePlace): string {
  const fromEnd = place.roundsInPhase - place.round; // 0 = the phase's last round
  switch (place.phase) {
    case 'winners': {
      if (place.doubleElimination) {
        return fromEnd <= 0
          ? t('tournamentLabels.winnersFinal')
          : t('tournamentLabels.winnersRound', { round: place.round });
      }
      if (fromEnd <= 0) return t('tournamentLabels.final');
      if (fromEnd === 1) return t('tournamentLabels.semiFinal');
      if (fromEnd === 2) return t('tournamentLabels.quarterFinal');
      const players = 2 ** (fromEnd + 1);
      return t('tournamentLabels.roundOf', { count: players, fraction: players / 2 });
    }
    case 'losers':
      return fromEnd <= 0
        ? t('tournamentLabels.losersFinal')
        : t('tournamentLabels.losersRound', { round: place.round });
    case 'grand_final':
      return place.round > 1 ? t('tournamentLabels.grandFinalReset') : t('tournamentLabels.grandFinal');
    case 'third_place':
      return t('tournamentLabels.thirdPlace');
    case 'group':
      return t('tournamentLabels.groupRound', {
        group: t('tournamentLabels.group', { letter: groupLetter(place.group) }),
        round: place.round,
      });
    default:
      return t('tournamentLabels.round', { round: place.round });
  }
}

/** "Semi-final 2", but "Winners round 1 · Match 2": a number after a round's number would read as one. */
function numbered(
  t: TFunction,
  phase: string,
  label: string,
  { number, of }: { number: number; of: number },
) {
  if (phase === 'group' || phase === 'grand_final' || phase === 'third_place') return label;
  if (of < 2 || number < 1) return label;
  return /\d$/.test(label)
    ? t('tournamentLabels.numberedMatch', { label, number })
    : t('tournamentLabels.numbered', { label, number });
}

const feedWords = (t: TFunction, take: 'winner' | 'loser', match: string) =>
  take === 'winner' ? t('tournamentLabels.winnerOf', { match }) : t('tournamentLabels.loserOf', { match });

/** A side not known yet, as a single match carries it (`competition.pending`): "Winner of Semi-final 2". */
export function pendingSideLabel(t: TFunction, side: PendingSide): string {
  return feedWords(t, side.take, numbered(t, side.phase, placeName(t, side), side));
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

export function drawLabels(t: TFunction): DrawLabels {
  const groupLabel = (group: number) => t('tournamentLabels.group', { letter: groupLetter(group) });

  function roundLabel(match: LabelledMatch, all: readonly LabelledMatch[]): string {
    return placeName(t, {
      ...match,
      roundsInPhase: roundsOf(match, all),
      doubleElimination: all.some((m) => m.phase === 'losers'),
    });
  }

  function matchLabel(match: LabelledMatch, all: readonly LabelledMatch[]): string {
    return numbered(t, match.phase, roundLabel(match, all), numberInRound(match, all));
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
