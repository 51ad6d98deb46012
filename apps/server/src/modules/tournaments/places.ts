import {
  groupLetter,
  placeOf,
  type Match as EngineMatch,
  type Place,
  type Stage,
} from '@sportzone/competition';

/**
 * A place of a stage in English (competition's naming rule), for the live match's placeholder side names
 * ("Winner of semi-final 1"): the live pages show these until the side is known. The draw itself carries the
 * feed (`DrawSide.from`) and the web app names it in the viewer's language by the same rule.
 */
export function placeLabel(place: Place): string {
  const n = 'match' in place && place.match !== null ? ` ${place.match}` : '';
  switch (place.kind) {
    case 'final':
      return 'final';
    case 'semiFinal':
      return `semi-final${n}`;
    case 'quarterFinal':
      return `quarter-final${n}`;
    case 'roundOf':
      return `round of ${place.size} match${n}`;
    case 'winnersFinal':
      return 'winners final';
    case 'winnersRound':
      return `winners round ${place.round} match${n}`;
    case 'losersFinal':
      return 'losers final';
    case 'losersRound':
      return `losers round ${place.round} match${n}`;
    case 'grandFinal':
      return place.reset ? 'grand final (reset)' : 'grand final';
    case 'thirdPlace':
      return 'third-place match';
    case 'group':
      return `group ${groupLetter(place.group)} round ${place.round}`;
    case 'round':
      return `round ${place.round} match${n}`;
  }
}

/** A match of a stage in words ("semi-final 2"); its key when it is not one of the stage's. */
export function matchLabel(stage: Stage, key: string): string {
  const place = placeOf(stage, key);
  return place ? placeLabel(place) : key;
}

/** A knockout slot not known yet, in words: where it comes from. */
export function pendingName(stage: Stage, m: EngineMatch, side: 'home' | 'away'): string {
  const feed = m.from?.[side];
  if (!feed) return 'To be decided';
  return `${feed.take === 'winner' ? 'Winner' : 'Loser'} of ${matchLabel(stage, feed.match)}`;
}
