import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import bg from './locales/bg';
import en from './locales/en';
import { detectLocale, normalizeLocale, rememberLocale, type Locale } from './locale';

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

i18next.on('languageChanged', (language) => {
  const locale = normalizeLocale(language);
  if (locale) applyLocale(locale);
});

export const i18n = i18next;

/** The current interface locale (`en` or `bg`). */
export function currentLocale(): Locale {
  return normalizeLocale(i18next.resolvedLanguage ?? i18next.language) ?? 'en';
}

/**
 * The person picks a language: it applies, and is remembered in the spz_locale cookie for 365 days
 * under any cookie choice (decision 051); the embedded sign-in pages read the same cookie.
 */
export async function setLocale(value: string): Promise<void> {
  const locale = normalizeLocale(value) ?? 'en';
  rememberLocale(locale);
  await i18next.changeLanguage(locale);
}
