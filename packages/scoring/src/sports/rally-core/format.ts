/**
 * Reading a raw format object: missing keys take defaults, wrong ones are refused with 'invalid_format'.
 * The normalized output of every rally sport names every key with a concrete value, so normalizing it
 * again returns an equal format (undo depends on that).
 */
import { fail, type FormatResult } from '../../engine.js';

type Raw = Record<string, unknown>;

export interface FormatReader {
  /** True when the key is present with a value other than undefined. */
  has(key: string): boolean;
  /** An integer in [min, max]; `def` when missing. */
  int(key: string, def: number, min: number, max?: number): number;
  /** Same as `int`, but `null` is a legal value too. */
  intOrNull(key: string, def: number | null, min: number, max?: number): number | null;
  bool(key: string, def: boolean): boolean;
  oneOf<T extends string>(key: string, values: readonly T[], def: T): T;
  /** Record an error (the first one wins). */
  invalid(message: string): void;
  readonly error: string | null;
}

const MAX = 9999;

export function formatReader(raw: Raw | undefined, allowed: readonly string[]): FormatReader {
  let error: string | null = null;
  const invalid = (message: string): void => {
    if (error === null) error = message;
  };
  let src: Raw = {};
  if (raw !== undefined) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) invalid('format must be an object');
    else src = raw;
  }
  for (const key of Object.keys(src)) {
    if (src[key] !== undefined && !allowed.includes(key)) {
      invalid(`unknown format key "${key}" (known: ${allowed.join(', ')})`);
    }
  }
  const has = (key: string): boolean =>
    Object.prototype.hasOwnProperty.call(src, key) && src[key] !== undefined;
  const isInt = (v: unknown, min: number, max: number): v is number =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
  return {
    has,
    int(key, def, min, max = MAX) {
      if (!has(key)) return def;
      const v = src[key];
      if (isInt(v, min, max)) return v;
      invalid(`${key} must be an integer from ${min} to ${max}`);
      return def;
    },
    intOrNull(key, def, min, max = MAX) {
      if (!has(key)) return def;
      const v = src[key];
      if (v === null) return null;
      if (isInt(v, min, max)) return v;
      invalid(`${key} must be null or an integer from ${min} to ${max}`);
      return def;
    },
    bool(key, def) {
      if (!has(key)) return def;
      const v = src[key];
      if (typeof v === 'boolean') return v;
      invalid(`${key} must be true or false`);
      return def;
    },
    oneOf(key, values, def) {
      if (!has(key)) return def;
      const v = src[key];
      if (typeof v === 'string' && (values as readonly string[]).includes(v))
        return v as (typeof values)[number];
      invalid(`${key} must be one of ${values.join(', ')}`);
      return def;
    },
    invalid,
    get error() {
      return error;
    },
  };
}

/** The keys every rally sport shares, checked together. */
export interface GameFormat {
  bestOf: number;
  target: number;
  winBy: number;
  cap: number | null;
  finalTarget: number;
}

/** Cross-key checks of the shared keys; call after reading them. */
export function checkGameFormat(r: FormatReader, f: GameFormat): void {
  if (f.bestOf % 2 === 0) r.invalid('bestOf must be odd (best of 1, 3, 5 …)');
  if (f.cap !== null && f.cap < Math.max(f.target, f.finalTarget)) {
    r.invalid('cap must be null or at least target and finalTarget');
  }
}

export function finish<F>(r: FormatReader, format: F): FormatResult<F> {
  return r.error === null ? { ok: true, format } : fail('invalid_format', r.error);
}

/** Reads bestOf/target/winBy/cap/finalTarget with the given defaults (finalTarget defaults to target unless given). */
export function readGameFormat(
  r: FormatReader,
  def: {
    bestOf: number;
    target: number;
    winBy: number;
    /** A number, null (no cap) or a default worked out from the target and final target. */
    cap: number | null | ((target: number, finalTarget: number) => number | null);
    finalTarget?: number;
  },
): GameFormat {
  const bestOf = r.int('bestOf', def.bestOf, 1, 99);
  const target = r.int('target', def.target, 1);
  const winBy = r.int('winBy', def.winBy, 1, 99);
  const finalTarget = r.int('finalTarget', def.finalTarget ?? target, 1);
  const cap = r.intOrNull('cap', typeof def.cap === 'function' ? def.cap(target, finalTarget) : def.cap, 1);
  const f = { bestOf, target, winBy, cap, finalTarget };
  checkGameFormat(r, f);
  return f;
}
