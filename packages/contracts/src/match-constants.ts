import { SPORT_IDS } from './sports';

/*
 * The matches' constants, with no schema (their types and schemas are in matches.ts): a page imports them
 * from the package without typebox, since the web build drops a contracts module nothing uses and this
 * one builds nothing (apps/web/build/common.ts). Import nothing here that calls `Type.*`.
 */

/** Every sport a match can be scored in: the product's sports plus the generic rally score (/rally/score). */
export const MATCH_SPORTS = [...SPORT_IDS, 'rally'] as const;

/** SPEC §4 match statuses: upcoming → active (first event) → finished (the rules say so); queued = waiting for a court. */
export const MATCH_STATUSES = ['upcoming', 'queued', 'active', 'finished'] as const;

/** public: listed and readable by anyone; unlisted: readable by its address; private: only the people involved. */
export const MATCH_PRIVACY = ['public', 'unlisted', 'private'] as const;

/** Header (or `?token=`) a guest scorer presents. */
export const SCORE_TOKEN_HEADER = 'x-score-token';
