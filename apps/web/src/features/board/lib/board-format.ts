import type { BoardMatch } from '@sportzone/contracts';
import type { TFunction } from 'i18next';
import { sideNames } from '@/lib/tournaments/labels';

/** The locale times and dates are written in: 24-hour British English or Bulgarian, as the calendar writes them. */
export const dateLocale = (language: string | undefined) => (language === 'bg' ? 'bg-BG' : 'en-GB');

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = dateLocale(language.slice(0, 2));
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/** "Sat 22 Nov" and "14:30" on the reader's clock, as the match cards say it. */
export function dayAndTime(iso: string, locale: string): { day: string; time: string } {
  const at = new Date(iso);
  return {
    day: format(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(at),
    time: format(locale, { hour: '2-digit', minute: '2-digit' }).format(at),
  };
}

/** "Nov" (or "ное") for a YYYY-MM month; where the locale's short month is a number (Bulgarian), its name's first three letters */
export function monthShort(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const at = new Date(Date.UTC(y, m - 1, 1));
  const short = format(language, { month: 'short', timeZone: 'UTC' }).format(at).replace('.', '');
  return /^\d+$/.test(short)
    ? format(language, { month: 'long', timeZone: 'UTC' }).format(at).slice(0, 3)
    : short;
}

/** "November 2026" for a YYYY-MM month */
export function monthLong(month: string, locale: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return format(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** A day (YYYY-MM-DD) as "22 Nov 2026" */
export function dayShort(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return format(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/**
 * The other side's name in the reader's language: a knockout side not known yet is named from where it
 * comes ("Winner of Semi-final 2"), as on the match cards.
 */
export function opponentOf(t: TFunction, match: BoardMatch): string {
  const names = sideNames(t, {
    home: { name: match.homeName },
    away: { name: match.awayName },
    competition: match.competition,
  });
  if (match.side === 'home') return names.away;
  if (match.side === 'away') return names.home;
  return match.opponent;
}
