import { fail, type FormatResult } from '../../engine.js';

/** How the final set is played (SCORING-RULES.md §1, "Match and final-set variants"). */
export const FINAL_SET_RULES = ['adv', 'tb7', 'tb7_at_12', 'tb10', 'mtb10'] as const;
export type FinalSetRule = (typeof FINAL_SET_RULES)[number];

export interface TennisFormat {
  /** Sets in the match: the first side to win ceil(bestOf / 2) sets wins. */
  readonly bestOf: 3 | 5;
  /** Deciding point at deuce instead of advantage (ITF Appendix V). */
  readonly noAd: boolean;
  /**
   * Final set: 'tb7' = played like every other set; 'adv' = no tiebreak; 'tb7_at_12' = 7-point
   * tiebreak at 12-12; 'tb10' = 10-point tiebreak at 6-6 (4-4 in short sets); 'mtb10' = a 10-point
   * match tiebreak replaces the final set.
   */
  readonly finalSet: FinalSetRule;
  /** Games to win a set: 6 (tiebreak at 6-6) or 4 (short sets, tiebreak at 4-4; Fast4: at 3-3). */
  readonly gamesPerSet: 6 | 4;
  /** Tennis Australia Fast4: sets to 4, 5-point tiebreak at 3-3 with sudden death at 4-4, no-ad. */
  readonly fast4: boolean;
  /** Doubles: serving order A1, B1, A2, B2 (exposes `current.serverPlayer`). */
  readonly doubles: boolean;
}

export const DEFAULT_FORMAT: TennisFormat = {
  bestOf: 3,
  noAd: false,
  finalSet: 'tb7',
  gamesPerSet: 6,
  fast4: false,
  doubles: false,
};

const KEYS: ReadonlySet<string> = new Set(Object.keys(DEFAULT_FORMAT));

const invalid = (message: string): FormatResult<TennisFormat> => fail('invalid_format', message);

/**
 * Fill missing keys with the standard values and refuse impossible ones. Unknown keys are refused
 * too (a misspelt key would otherwise silently give the wrong rules). Idempotent: the output is a
 * valid input that normalizes to itself.
 */
export function normalizeFormat(input: Record<string, unknown> | undefined): FormatResult<TennisFormat> {
  if (input === undefined || input === null) return { ok: true, format: DEFAULT_FORMAT };
  if (typeof input !== 'object' || Array.isArray(input)) return invalid('format must be an object');
  for (const key of Object.keys(input)) {
    if (!KEYS.has(key)) return invalid(`unknown tennis format key "${key}"; known: ${[...KEYS].join(', ')}`);
  }
  const { bestOf = 3, noAd, finalSet = 'tb7', gamesPerSet, fast4 = false, doubles = false } = input;
  if (bestOf !== 3 && bestOf !== 5) return invalid('bestOf must be 3 or 5');
  if (noAd !== undefined && typeof noAd !== 'boolean') return invalid('noAd must be a boolean');
  if (typeof fast4 !== 'boolean') return invalid('fast4 must be a boolean');
  if (typeof doubles !== 'boolean') return invalid('doubles must be a boolean');
  if (gamesPerSet !== undefined && gamesPerSet !== 6 && gamesPerSet !== 4)
    return invalid('gamesPerSet must be 6 or 4');
  if (!(FINAL_SET_RULES as readonly unknown[]).includes(finalSet)) {
    return invalid(`finalSet must be one of ${FINAL_SET_RULES.join(', ')}`);
  }
  const rule = finalSet as FinalSetRule;
  if (fast4) {
    if (gamesPerSet === 6) return invalid('fast4 plays sets to 4 games: gamesPerSet must be 4 or absent');
    if (noAd === false) return invalid('fast4 is played with no-ad scoring: noAd must be true or absent');
    if (rule === 'tb10' || rule === 'tb7_at_12')
      return invalid('fast4 allows finalSet tb7 (like the other sets), adv or mtb10');
  }
  const games = fast4 ? 4 : (gamesPerSet ?? 6);
  if (rule === 'tb7_at_12' && games !== 6) return invalid('tb7_at_12 needs sets to 6 games');
  return {
    ok: true,
    format: {
      bestOf,
      noAd: fast4 ? true : (noAd ?? false),
      finalSet: rule,
      gamesPerSet: games,
      fast4,
      doubles,
    },
  };
}
