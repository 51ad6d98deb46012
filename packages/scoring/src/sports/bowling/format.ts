/** The bowling format: series length, handicap and scoring method. See README.md. */
import { fail, type FormatResult } from '../../engine.js';
import type { Scoring } from './lane.js';

export interface BowlingFormat {
  /** Games in the series (each side bowls this many). */
  readonly games: number;
  /** Handicap pins added to each game a side bowls (normalized from either input form). */
  readonly handicap: { readonly home: number; readonly away: number };
  readonly scoring: Scoring;
}

export const DEFAULT_GAMES = 3;
const MAX_GAMES = 20;
const KEYS = new Set(['games', 'handicap', 'scoring']);

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A side's handicap: whole pins per game, or `{ basis, percentage, average, cap? }` →
 * floor(percentage % × (basis − floor(average))), never negative, at most `cap`.
 */
function handicapPins(v: unknown, side: string): { ok: true; pins: number } | { ok: false; message: string } {
  if (v === undefined) return { ok: true, pins: 0 };
  if (isNum(v)) {
    if (!Number.isInteger(v) || v < 0 || v > 300) {
      return { ok: false, message: `handicap.${side} must be whole pins from 0 to 300` };
    }
    return { ok: true, pins: v };
  }
  if (!isObject(v))
    return { ok: false, message: `handicap.${side} is pins or { basis, percentage, average }` };
  for (const key of Object.keys(v)) {
    if (!['basis', 'percentage', 'average', 'cap'].includes(key)) {
      return { ok: false, message: `handicap.${side} has no key '${key}'` };
    }
  }
  const { basis, percentage, average, cap } = v;
  if (!isNum(basis) || !Number.isInteger(basis) || basis < 0 || basis > 300) {
    return { ok: false, message: `handicap.${side}.basis must be whole pins from 0 to 300` };
  }
  if (!isNum(percentage) || percentage < 0 || percentage > 100) {
    return { ok: false, message: `handicap.${side}.percentage must be a percentage from 0 to 100` };
  }
  if (!isNum(average) || average < 0 || average > 300) {
    return { ok: false, message: `handicap.${side}.average must be from 0 to 300` };
  }
  if (cap !== undefined && (!isNum(cap) || !Number.isInteger(cap) || cap < 0)) {
    return { ok: false, message: `handicap.${side}.cap must be whole pins, 0 or more` };
  }
  const diff = basis - Math.floor(average);
  // The epsilon absorbs binary rounding of a fractional percentage (e.g. 0.9 × 70 = 63.000…01).
  const raw = diff <= 0 ? 0 : Math.floor((percentage * diff) / 100 + 1e-9);
  return { ok: true, pins: cap === undefined ? raw : Math.min(raw, cap) };
}

export function normalizeFormat(format: Record<string, unknown> | undefined): FormatResult<BowlingFormat> {
  const input = format ?? {};
  for (const key of Object.keys(input)) {
    if (!KEYS.has(key))
      return fail('invalid_format', `bowling format has no key '${key}' (games, handicap, scoring)`);
  }
  const games = input.games === undefined ? DEFAULT_GAMES : input.games;
  if (!isNum(games) || !Number.isInteger(games) || games < 1 || games > MAX_GAMES) {
    return fail('invalid_format', `games must be a whole number from 1 to ${MAX_GAMES}`);
  }
  const scoring = input.scoring === undefined ? 'traditional' : input.scoring;
  if (scoring !== 'traditional' && scoring !== 'current-frame') {
    return fail('invalid_format', "scoring must be 'traditional' or 'current-frame'");
  }
  const h = input.handicap === undefined ? {} : input.handicap;
  if (!isObject(h)) return fail('invalid_format', 'handicap must be { home, away }');
  for (const key of Object.keys(h)) {
    if (key !== 'home' && key !== 'away')
      return fail('invalid_format', `handicap has no key '${key}' (home, away)`);
  }
  const home = handicapPins(h.home, 'home');
  if (!home.ok) return fail('invalid_format', home.message);
  const away = handicapPins(h.away, 'away');
  if (!away.ok) return fail('invalid_format', away.message);
  return { ok: true, format: { games, handicap: { home: home.pins, away: away.pins }, scoring } };
}
