import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Date and time in the UI language ("23 Nov 2026, 09:40"); '' for null. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (value: string | null | undefined) => {
      if (!value) return '';
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : format.format(date);
    };
  }, [locale]);
}
