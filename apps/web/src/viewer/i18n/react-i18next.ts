import { useSyncExternalStore } from 'react';
import i18next from './i18next';

/* The part of react-i18next the viewer pages use (decision 013): the viewer build resolves `react-i18next` here. */

export const initReactI18next = { type: '3rdParty' as const, init() {} };

function subscribe(listener: () => void) {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

const language = () => i18next.language;

/** `t` and `i18n`; the component renders again when the language changes. */
export function useTranslation() {
  useSyncExternalStore(subscribe, language, language);
  return { t: i18next.t, i18n: i18next };
}
