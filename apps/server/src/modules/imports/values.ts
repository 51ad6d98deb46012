/** One row's cells → the player it names, with an error per bad cell naming its row and field. */
import {
  COUNTRY_CODES,
  isCountryCode,
  type ImportedPlayer,
  type ImportField,
  type ImportMapping,
  type ImportRowError,
} from '@sportzone/contracts';
import { FIELD_LABELS } from './mapping';

type Code = ImportRowError['code'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A real calendar date (no 31 February). */
export function isRealDate(y: number, m: number, d: number): boolean {
  if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(2000, m, 0)).getUTCDate(); // 29 for February of a leap year
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 ? (leap ? 29 : 28) : days);
}

/**
 * A date as spreadsheets write it: 2001-07-15, 2001/07/15, 2001.07.15, or day first: 15.07.2001
 * (also "15.07.2001 г."), 15/07/2001, 15-07-2001. → YYYY-MM-DD, 'not_a_date' or null (empty).
 */
export function parseDate(raw: string): string | 'not_a_date' | null {
  const s = raw.trim().replace(/\s*г\.?$/u, '');
  if (s === '') return null;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(s);
    if (!m) return 'not_a_date';
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  return isRealDate(y, mo, d) ? `${pad(y, 4)}-${pad(mo)}-${pad(d)}` : 'not_a_date';
}

const SEX_WORDS: Record<string, ImportedPlayer['sex']> = {
  f: 'female',
  female: 'female',
  woman: 'female',
  w: 'female',
  ж: 'female',
  жена: 'female',
  женски: 'female',
  m: 'male',
  male: 'male',
  man: 'male',
  м: 'male',
  мъж: 'male',
  мъжки: 'male',
  other: 'other',
  друг: 'other',
  друго: 'other',
};

/** Country names in English and Bulgarian, and alpha-2 codes → the code. */
const COUNTRY_NAMES: Map<string, string> = (() => {
  const names = new Map<string, string>();
  for (const lang of ['en', 'bg']) {
    const display = new Intl.DisplayNames([lang], { type: 'region' });
    for (const code of COUNTRY_CODES) {
      const name = display.of(code);
      if (name) names.set(name.toLowerCase(), code);
    }
  }
  return names;
})();

export function parseCountry(raw: string): string | 'unknown_country' | null {
  const s = raw.trim();
  if (s === '') return null;
  if (s.length === 2 && isCountryCode(s)) return s.toUpperCase();
  return COUNTRY_NAMES.get(s.toLowerCase()) ?? 'unknown_country';
}

const MAX_LENGTH: Partial<Record<ImportField, number>> = {
  firstName: 100,
  middleName: 100,
  lastName: 100,
  playerNumber: 20,
  memberId: 60,
};
const RANGES: Partial<Record<ImportField, [number, number, boolean]>> = {
  height: [30, 280, true],
  weight: [5, 400, false],
};

const MESSAGES: Record<Code, (value: string) => string> = {
  required: () => 'is required',
  not_a_date: (v) => `${v} is not a date`,
  future_date: (v) => `${v} is in the future`,
  unknown_sex: (v) => `${v} is not a sex (female, male, other)`,
  unknown_country: (v) => `${v} is not a country`,
  too_long: (v) => `${v.slice(0, 20)}… is too long`,
  not_a_number: (v) => `${v} is not a number`,
  out_of_range: (v) => `${v} is out of range`,
  no_such_player: () => 'no player of the organization has this name and birth date',
  ambiguous_player: () => 'more than one player of the organization has this name; add the birth date',
};

export function rowError(row: number, field: ImportField, code: Code, value: string): ImportRowError {
  return { row, field, code, value, message: `Row ${row}, ${FIELD_LABELS[field]}: ${MESSAGES[code](value)}` };
}

export const EMPTY_PLAYER: ImportedPlayer = {
  firstName: null,
  middleName: null,
  lastName: null,
  birthday: null,
  sex: null,
  nationality: null,
  playerNumber: null,
  memberId: null,
  height: null,
  weight: null,
};

/** One cell's value for its field: the value, or the error's code. */
function fieldValue(field: ImportField, s: string, today: string): { value: unknown } | { code: Code } {
  switch (field) {
    case 'birthday': {
      const d = parseDate(s);
      if (d === 'not_a_date') return { code: 'not_a_date' };
      return d && d > today ? { code: 'future_date' } : { value: d };
    }
    case 'sex': {
      const sex = SEX_WORDS[s.toLowerCase()];
      return sex ? { value: sex } : { code: 'unknown_sex' };
    }
    case 'nationality': {
      const c = parseCountry(s);
      return c === 'unknown_country' ? { code: c } : { value: c };
    }
    case 'height':
    case 'weight': {
      const n = Number(s.replace(',', '.'));
      const [min, max, integer] = RANGES[field]!;
      if (!Number.isFinite(n)) return { code: 'not_a_number' };
      if (n < min || n > max || (integer && !Number.isInteger(n))) return { code: 'out_of_range' };
      return { value: n };
    }
    default:
      return s.length > (MAX_LENGTH[field] ?? 100) ? { code: 'too_long' } : { value: s };
  }
}

/** The player one row names, and its errors. `row`: its number (the header is row 1). */
export function readRow(
  cells: readonly string[],
  mapping: ImportMapping,
  row: number,
  today: string,
): { player: ImportedPlayer; errors: ImportRowError[] } {
  const player: Record<string, unknown> = { ...EMPTY_PLAYER };
  const errors: ImportRowError[] = [];
  mapping.forEach((field, i) => {
    if (!field) return;
    const s = (cells[i] ?? '').trim().replace(/\s+/g, ' ');
    if (s === '') return;
    const out = fieldValue(field, s, today);
    if ('code' in out) errors.push(rowError(row, field, out.code, s));
    else player[field] = out.value;
  });
  for (const f of ['firstName', 'lastName'] as const)
    if (mapping.includes(f) && !player[f] && !errors.some((e) => e.field === f))
      errors.push(rowError(row, f, 'required', ''));
  return { player: player as ImportedPlayer, errors };
}
