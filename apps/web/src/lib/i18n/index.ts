import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import bg from './locales/bg';
import en from './locales/en';
import { detectLocale, normalizeLocale, readLocaleCookie, writeLocaleCookie, type Locale } from './locale';
import { onConsentChange } from '../consent/consent';

export * from './locale';

function applyLocale(locale: Locale) {
  document.documentElement.lang = locale;
}

const initial = detectLocale();

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, bg: { translation: bg } },
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: ['en', 'bg'],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyLocale(initial);
// The embedded sign-in pages read the same cookie, so they open in the language detected here.
if (readLocaleCookie() !== initial) writeLocaleCookie(initial);

i18next.on('languageChanged', (language) => {
  const locale = normalizeLocale(language);
  if (locale) applyLocale(locale);
});

export const i18n = i18next;

// the language is remembered (functional cookie) from the moment functional cookies are allowed
onConsentChange((choice) => {
  if (choice.functional) writeLocaleCookie(currentLocale());
});

/** The current interface locale (`en` or `bg`). */
export function currentLocale(): Locale {
  return normalizeLocale(i18next.resolvedLanguage ?? i18next.language) ?? 'en';
}

/** Switches the language, remembers it in the spz_locale cookie for 365 days and sets <html lang>. */
export async function setLocale(value: string): Promise<void> {
  const locale = normalizeLocale(value) ?? 'en';
  writeLocaleCookie(locale);
  await i18next.changeLanguage(locale);
}
