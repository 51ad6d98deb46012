import { COUNTRY_CODES, type CountryCode } from '@sportzone/contracts';

export interface CountryOption {
  value: CountryCode;
  label: string;
}

const cache = new Map<string, CountryOption[]>();

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  } catch {
    return null;
  }
}

/** The name of a country in the UI language (Intl.DisplayNames), or the code itself. */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  if (upper === 'XK') return locale.startsWith('bg') ? 'Косово' : 'Kosovo';
  return displayNames(locale)?.of(upper) ?? upper;
}

/** Every country of contracts' COUNTRY_CODES, named in the UI language and sorted by that name. */
export function countryOptions(locale: string): CountryOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(locale);
  const options = COUNTRY_CODES.map((value) => ({ value, label: countryName(value, locale) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
  cache.set(locale, options);
  return options;
}
