/** Interface languages (SPEC §1, §9): en and bg; en-US and bg-BG are the same texts. */
export const LOCALES = ['en', 'bg'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Shared with the embedded sign-in pages, which read the same cookie. */
export const LOCALE_COOKIE = 'spz_locale';
export const LOCALE_COOKIE_DAYS = 365;

/** `en`, `en-US`, `EN_us`, `bg-BG` … → a supported locale, or null. */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const language = value.trim().toLowerCase().replace('_', '-').split('-')[0];
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : null;
}

export function readLocaleCookie(): Locale | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      try {
        return normalizeLocale(decodeURIComponent(rest.join('=')));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Remembers a language the person picked, for 365 days, whatever their cookie choice: an interface
 * setting they asked for is necessary storage (decision 051). Only a pick writes it: a language
 * detected from the browser is detected again on the next visit, so it is never stored.
 */
export function rememberLocale(locale: Locale): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** The cookie first, then the browser's languages, then English. */
export function detectLocale(): Locale {
  const fromCookie = readLocaleCookie();
  if (fromCookie) return fromCookie;
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const language of languages) {
    const locale = normalizeLocale(language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
