import type { MatchState } from '@sportzone/scoring';

/**
 * Scoring states of recently scored matches by seq: the hot path skips reading (and parsing) them.
 * A state is only used for the seq it was remembered at (any writer elsewhere changes the seq).
 */
export interface StateCache {
  get(matchId: number, seq: number): MatchState | undefined;
  remember(matchId: number, seq: number, state: MatchState): void;
  forget(matchId: number): void;
}

export function createStateCache(limit = 500): StateCache {
  const states = new Map<number, { seq: number; state: MatchState }>();
  return {
    get(matchId, seq) {
      const held = states.get(matchId);
      return held && held.seq === seq ? held.state : undefined;
    },
    remember(matchId, seq, state) {
      states.delete(matchId);
      states.set(matchId, { seq, state });
      if (states.size > limit) states.delete(states.keys().next().value!);
    },
    forget(matchId) {
      states.delete(matchId);
    },
  };
}
