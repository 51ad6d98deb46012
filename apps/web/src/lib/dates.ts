/**
 * Dates as a settings list shows them, in the UI language: a day ("12 Mar 2026") and a moment
 * ("12 Mar 2026, 09:40", or with seconds where they matter: a delivery log). '' for null; a value
 * that is not a date is shown as it came.
 */

export function formatDay(value: string | null, locale: string): string {
  return format(value, locale, { dateStyle: 'medium' });
}

export function formatMoment(value: string | null, locale: string, { seconds = false } = {}): string {
  return format(value, locale, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' });
}

function format(value: string | null, locale: string, options: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, options).format(date);
}
