/**
 * A correction's impact, as values: the corrected stage, the later matches of the stage whose sides change,
 * and — when the next stage is drawn from a group stage — which of its places change and which of its
 * matches get new sides (decision 056). Only what really changes is listed: a new score with the same winner
 * changes no later match of a knockout, and a group result that leaves the qualifiers where they were
 * changes nothing in the next stage.
 */
import { qualifiersUnchecked } from './rankings.js';
import { clearResultUnchecked, recordResultUnchecked } from './results.js';
import { resolveKnockout } from './knockout.js';
import { dependentsOf, type CorrectionRefusal } from './tournament.js';
import type { Match, ResultInput, Stage } from './types.js';

/** A place of the next stage that a group position fills: who had it, who has it after the correction. */
export interface PlaceChange {
  group: number;
  position: number;
  from: string;
  to: string;
}

export interface CorrectionImpact {
  /** the stage with the correction made (null when refused) */
  stage: Stage | null;
  /** later matches of the same stage whose sides change: their results and live scores are reset */
  reset: Match[];
  /** the next stage's places that change (empty: the qualifiers stay where they were) */
  places: PlaceChange[];
  /** the next stage with its places re-filled (null: it does not change) */
  next: Stage | null;
  /** the next stage's matches whose sides change (as they are before the correction) */
  nextReset: Match[];
  /** refused with `played_on`: the next stage's matches that have a result and would change */
  blocked: Match[];
  refusal: CorrectionRefusal | null;
}

const knockout = (s: Stage): boolean => s.type === 'single_elimination' || s.type === 'double_elimination';

function refused(code: CorrectionRefusal['code'], message: string, blocked: Match[] = []): CorrectionImpact {
  return {
    stage: null,
    reset: [],
    places: [],
    next: null,
    nextReset: [],
    blocked,
    refusal: { code, message },
  };
}

const sameSides = (a: Match, b: Match | undefined): boolean => !!b && a.home === b.home && a.away === b.away;

/** The result of `m` replaced where it stands: the later matches keep their sides and results. */
function amended(stage: Stage, m: Match, result: ResultInput): Stage | CorrectionRefusal {
  const open: Match = { ...m, status: 'ready', winner: null };
  delete open.games;
  delete open.walkover;
  const matches = stage.matches.map((x) => (x.id === m.id ? open : x));
  const recorded = recordResultUnchecked({ ...stage, matches }, m.id, result);
  if (!recorded.ok) return { code: 'invalid_result', message: recorded.error.message };
  return recorded.stage;
}

/** `m` and the later matches fed by it taken back (the latest first), then the new result, if any. */
function redone(
  stage: Stage,
  m: Match,
  reset: Match[],
  result: ResultInput | null,
): Stage | CorrectionRefusal {
  let current = stage;
  for (const x of [...reset.filter((r) => r.status === 'finished').reverse(), m]) {
    const cleared = clearResultUnchecked(current, x.id);
    if (!cleared.ok) return { code: 'result_in_use', message: cleared.error.message };
    current = cleared.stage;
  }
  if (!result) return current;
  const recorded = recordResultUnchecked(current, m.id, result);
  if (!recorded.ok) return { code: 'invalid_result', message: recorded.error.message };
  return recorded.stage;
}

/** The group positions whose qualifier changes between two complete group stages. */
function changedPlaces(before: Stage, after: Stage, k: number): PlaceChange[] | CorrectionRefusal {
  const was = qualifiersUnchecked(before, k);
  const now = qualifiersUnchecked(after, k);
  if (!was.ok || !now.ok) {
    const error = was.ok ? (now.ok ? null : now.error) : was.error;
    return { code: 'invalid_result', message: error?.message ?? 'the qualifiers cannot be worked out' };
  }
  const at = (group: number, position: number) =>
    now.participants.find((q) => q.group === group && q.position === position)?.id;
  const changes: PlaceChange[] = [];
  for (const q of was.participants) {
    const to = at(q.group, q.position);
    if (to && to !== q.id) changes.push({ group: q.group, position: q.position, from: q.id, to });
  }
  return changes;
}

/** The next stage with the changed places' participants replaced, and its matches whose sides change. */
function refilled(next: Stage, places: PlaceChange[]): { stage: Stage; changed: Match[] } {
  const swap = new Map(places.map((p) => [p.from, p.to]));
  const id = (x: string | null) => (x === null ? null : (swap.get(x) ?? x));
  const changed = next.matches.filter(
    (m) => (m.home !== null && swap.has(m.home)) || (m.away !== null && swap.has(m.away)),
  );
  const matches = next.matches.map((m) =>
    (m.home !== null && swap.has(m.home)) || (m.away !== null && swap.has(m.away))
      ? { ...m, home: id(m.home), away: id(m.away) }
      : m,
  );
  const stage: Stage = {
    ...next,
    participants: next.participants.map((p) => ({ ...p, id: id(p.id) as string })),
    groups: next.groups.map((g) => g.map((x) => id(x) as string)),
    matches: knockout(next) ? resolveKnockout(matches) : matches,
  };
  return { stage, changed };
}

/**
 * What correcting the result of `key` to `result` does. `result`: undefined — the result as it is (what a
 * preview shows before anything is changed); null — taken back, to be played again. `following`: the next
 * stage when it is drawn, with how many of each group it takes. Refused: no result yet; a later Swiss round
 * paired; the next stage drawn from a stage that is not a group stage, or a group result taken back after it
 * was drawn; a match of the next stage that would change already has a result (`played_on`, `blocked`).
 */
export function correctionImpact(
  stage: Stage,
  key: string,
  result: ResultInput | null | undefined,
  following: { stage: Stage; qualifiers: number } | null,
): CorrectionImpact {
  const m = stage.matches.find((x) => x.id === key);
  if (!m) return refused('unknown_match', 'The match is not one of this stage.');
  if (m.status !== 'finished') return refused('not_finished', 'The match has no result to correct.');
  if (stage.type === 'swiss' && stage.matches.some((x) => x.round > m.round))
    return refused('result_in_use', 'A later Swiss round is paired with this result.');
  const proposed =
    result === undefined
      ? { winner: m.winner as ResultInput['winner'], games: m.games ?? [], walkover: m.walkover ?? false }
      : result;
  if (following && (stage.type !== 'round_robin' || proposed === null))
    return refused(
      'next_stage_drawn',
      stage.type === 'round_robin'
        ? 'The next stage is drawn from this result: it can be corrected, not taken back.'
        : 'The next stage is drawn from this one; its results cannot change any more.',
    );
  const sameWinner = proposed !== null && proposed.winner === m.winner;
  const reset = sameWinner
    ? []
    : dependentsOf(stage, m.id).filter((x) => x.status === 'finished' || x.home || x.away);
  const after = sameWinner ? amended(stage, m, proposed) : redone(stage, m, reset, proposed);
  if ('code' in after) return refused(after.code, after.message);
  // a knockout's later match whose sides stay is not reset (a bye's winner is the same whoever won before)
  const really = reset.filter(
    (x) =>
      x.status === 'finished' ||
      !sameSides(
        x,
        after.matches.find((y) => y.id === x.id),
      ),
  );
  const none = {
    stage: after,
    reset: really,
    places: [],
    next: null,
    nextReset: [],
    blocked: [],
    refusal: null,
  };
  if (!following) return none;
  const places = changedPlaces(stage, after, following.qualifiers);
  if (!Array.isArray(places)) return refused(places.code, places.message);
  if (places.length === 0) return none;
  const { stage: next, changed } = refilled(following.stage, places);
  const blocked = changed.filter((x) => x.status === 'finished');
  if (blocked.length > 0)
    return refused(
      'played_on',
      'A match of the next stage that this result decides has been played: the result stays.',
      blocked,
    );
  return { ...none, places, next, nextReset: changed.filter((x) => x.status !== 'bye') };
}
