/** The board's statistics: record, win rate, streak and the last twelve months, from finished matches. */
import type { BoardMonth, BoardStats } from '@sportzone/contracts';
import type { ProfileMatchRow } from '@sportzone/db';
import { profileMatchDto, profileRecord } from '../organizations/dto';

export interface Mine {
  playerIds: number[];
  teamIds: number[];
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-11": the month of an instant on the clock of `timeZone` (a formatter is costly to make: one per zone) */
export function monthOf(at: Date, timeZone: string): string {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    if (monthFormats.size > 500) monthFormats.clear();
    monthFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value ?? '1970';
  const month = parts.find((p) => p.type === 'month')?.value ?? '01';
  return `${year}-${month}`;
}

/** The twelve months ending with the one `now` is in, oldest first. */
export function lastTwelveMonths(now: Date, timeZone: string): string[] {
  const [year, month] = monthOf(now, timeZone).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const back = new Date(Date.UTC(year, month - 1 - (11 - i), 1));
    return `${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * From finished matches, newest first. Only matches with a winner in which I played one side count (as
 * a profile's record counts them): a draw, or a match between two of my own players, does not.
 */
export function boardStats(
  rows: readonly ProfileMatchRow[],
  mine: Mine,
  timeZone: string,
  now = new Date(),
): BoardStats {
  const { record, headToHead } = profileRecord([...rows], mine);
  const keys = lastTwelveMonths(now, timeZone);
  const months = new Map<string, BoardMonth>(keys.map((month) => [month, { month, played: 0, won: 0 }]));
  let streak: BoardStats['streak'] = null;
  let streakOpen = true;
  for (const row of rows) {
    const match = profileMatchDto(row, mine);
    if (!match.side || !match.winner) continue;
    const outcome = match.side === match.winner ? 'won' : 'lost';
    if (streakOpen) {
      if (!streak) streak = { outcome, count: 1 };
      else if (streak.outcome === outcome) streak.count += 1;
      else streakOpen = false;
    }
    const at = row.endedAt ?? row.startedAt ?? row.scheduledAt;
    const bucket = at ? months.get(monthOf(at, timeZone)) : undefined;
    if (bucket) {
      bucket.played += 1;
      if (outcome === 'won') bucket.won += 1;
    }
  }
  return {
    record,
    winRate: record.played > 0 ? record.won / record.played : null,
    streak,
    months: [...months.values()],
    headToHead,
  };
}
