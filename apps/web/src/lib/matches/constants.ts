import type { MatchSport, SCORE_TOKEN_HEADER as ContractScoreTokenHeader } from '@sportzone/contracts';
import { SPORT_IDS } from '@sportzone/contracts';

/*
 * Restated from contracts/matches.ts (typed against it): importing a value from that module would bring
 * its schemas, and typebox, into the live pages.
 */
export const MATCH_SPORTS = [...SPORT_IDS, 'rally'] as const satisfies readonly MatchSport[];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const _everySport: Same<(typeof MATCH_SPORTS)[number], MatchSport> = true;

/** Header (or `?token=`) a guest scorer presents. */
export const SCORE_TOKEN_HEADER: typeof ContractScoreTokenHeader = 'x-score-token';
