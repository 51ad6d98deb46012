/**
 * Where a match sits in its stage, as a value: the one naming rule for rounds and places. The server says it
 * in English (a live match's placeholder side, "Winner of semi-final 1"), the web app in the reader's
 * language; both from `placeOf` / `placeAt`, so the live card and the bracket cannot disagree.
 */
/**
 * A place in a stage. `match` numbers a match among the matches of its round (1-based, in draw order); null
 * when its round has one match.
 */
export type Place =
  | { kind: 'final' }
  | { kind: 'semiFinal'; match: number | null }
  | { kind: 'quarterFinal'; match: number | null }
  /** an earlier knockout round: `size` players are left in it (round of 16 …) */
  | { kind: 'roundOf'; size: number; match: number | null }
  /** double elimination: its winners bracket's rounds, and the winners bracket's last round */
  | { kind: 'winnersRound'; round: number; match: number | null }
  | { kind: 'winnersFinal' }
  | { kind: 'losersRound'; round: number; match: number | null }
  | { kind: 'losersFinal' }
  /** `reset`: the second grand final, played when the losers bracket's champion wins the first */
  | { kind: 'grandFinal'; reset: boolean }
  | { kind: 'thirdPlace' }
  | { kind: 'group'; group: number; round: number }
  /** a Swiss round, or a round of anything else */
  | { kind: 'round'; round: number; match: number | null };

/** What names a match: as much as a single match knows of its stage (a live card carries exactly this). */
export interface MatchPosition {
  /** the match's bracket (a draw's `phase`): winners, losers, grand_final, third_place, group, swiss */
  bracket: string;
  group: number;
  round: number;
  /** the rounds of its bracket (and group): a knockout's rounds are named from the end */
  roundsInPhase: number;
  /** a double elimination's winners side is not "semi-finals" but "winners rounds" */
  doubleElimination: boolean;
  /** its number among the matches of its round, and how many there are (absent: not numbered) */
  number?: number;
  of?: number;
}

/** The fields of a stage's match the naming needs (an engine `Match` has them). */
export interface PlacedMatch {
  id: string;
  bracket: string;
  group: number;
  round: number;
}

/** The naming rule: a position in words-to-be. */
export function placeAt(position: MatchPosition): Place {
  const { round } = position;
  const fromEnd = position.roundsInPhase - round; // 0 = the bracket's last round
  const of = position.of ?? 0;
  const number = position.number ?? 0;
  const match = of >= 2 && number >= 1 ? number : null;
  switch (position.bracket) {
    case 'winners': {
      if (position.doubleElimination)
        return fromEnd <= 0 ? { kind: 'winnersFinal' } : { kind: 'winnersRound', round, match };
      if (fromEnd <= 0) return { kind: 'final' };
      if (fromEnd === 1) return { kind: 'semiFinal', match };
      if (fromEnd === 2) return { kind: 'quarterFinal', match };
      return { kind: 'roundOf', size: 2 ** (fromEnd + 1), match };
    }
    case 'losers':
      return fromEnd <= 0 ? { kind: 'losersFinal' } : { kind: 'losersRound', round, match };
    case 'grand_final':
      return { kind: 'grandFinal', reset: round > 1 };
    case 'third_place':
      return { kind: 'thirdPlace' };
    case 'group':
      return { kind: 'group', group: position.group, round };
    default:
      return { kind: 'round', round, match };
  }
}

/** Where the match `key` sits among `matches` (null when it is not one of them). */
export function positionOf(
  stage: { type?: string; matches: readonly PlacedMatch[] },
  key: string,
): MatchPosition | null {
  const m = stage.matches.find((x) => x.id === key);
  if (!m) return null;
  const samePlace = (x: PlacedMatch) => x.bracket === m.bracket && x.group === m.group;
  let roundsInPhase = m.round;
  for (const x of stage.matches) if (samePlace(x) && x.round > roundsInPhase) roundsInPhase = x.round;
  const peers = stage.matches.filter((x) => samePlace(x) && x.round === m.round);
  return {
    bracket: m.bracket,
    group: m.group,
    round: m.round,
    roundsInPhase,
    doubleElimination:
      stage.type === 'double_elimination' || stage.matches.some((x) => x.bracket === 'losers'),
    number: peers.indexOf(m) + 1,
    of: peers.length,
  };
}

/** The place of the match `key` of a stage (null when it is not one of its matches). */
export function placeOf(
  stage: { type?: string; matches: readonly PlacedMatch[] },
  key: string,
): Place | null {
  const position = positionOf(stage, key);
  return position ? placeAt(position) : null;
}

/** Group 1 → "A", 27 → "AA": groups are lettered as on a draw sheet (in every language). */
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
