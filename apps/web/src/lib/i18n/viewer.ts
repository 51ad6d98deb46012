import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale, normalizeLocale, rememberLocale, type Locale } from './locale';
import { viewerBg } from './locales/viewer.bg';
import { viewerEn } from './locales/viewer.en';

/*
 * i18n for the viewer entry (decision 013): the same detection and cookie as the app (lib/i18n/index.ts),
 * with only the viewer pages' texts (locales/viewer.*.ts), both languages.
 */
const initial = detectLocale();

void i18next.use(initReactI18next).init({
  resources: { en: { translation: viewerEn }, bg: { translation: viewerBg } },
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: ['en', 'bg'],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = initial;

/** The current interface locale (`en` or `bg`). */
export function viewerLocale(): Locale {
  return normalizeLocale(i18next.resolvedLanguage ?? i18next.language) ?? 'en';
}

/** The person picks a language: remembered in the spz_locale cookie the app reads too (decision 051). */
export async function setViewerLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  document.documentElement.lang = locale;
  await i18next.changeLanguage(locale);
}
