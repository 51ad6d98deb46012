import type { LiveListItem, Match, MatchSport, MatchStatus } from '@sportzone/contracts';
import type { BowlingCurrent, Side, SnookerCurrent, Summary, TennisCurrent } from '@sportzone/scoring';

/**
 * What every score display reads, whatever the sport: the scoring package's Summary (or a live list row,
 * which carries its score, periods and server) turned into columns. Pure: lists, scoreboards, the overlay
 * and the court display all use it.
 */

export interface PeriodCell {
  home: number;
  away: number;
  /** tennis: the tiebreak points of a set decided by one */
  tiebreak?: { home: number; away: number };
  /** the set, game or frame being played */
  current: boolean;
  /** who won this period (finished periods only) */
  winner: Side | null;
}

export interface ScoreRow {
  id: number;
  sport: MatchSport;
  status: MatchStatus;
  home: string;
  away: string;
  /** sets, games or frames won; bowling: series pins */
  score: { home: number; away: number };
  periods: PeriodCell[];
  server: Side | null;
  winner: Side | null;
  text: string;
  venue: string | null;
  court: string | null;
  scheduledAt: string | null;
  startedAt: string | null;
  endedAt: string | null;
  seq: number;
}

type PeriodLike = { home: number; away: number; tiebreak?: { home: number; away: number } };

function periodCells(periods: readonly PeriodLike[], inProgress: boolean): PeriodCell[] {
  return periods.map((q, i) => {
    const current = inProgress && i === periods.length - 1;
    // a tennis match tiebreak is kept as a 1-0 set with its points: show the points ([10-4])
    const p = q.tiebreak && q.home + q.away === 1 ? { home: q.tiebreak.home, away: q.tiebreak.away } : q;
    return {
      home: p.home,
      away: p.away,
      ...(p.tiebreak ? { tiebreak: p.tiebreak } : {}),
      current,
      winner: current || p.home === p.away ? null : p.home > p.away ? 'home' : 'away',
    };
  });
}

const inProgressOf = (status: MatchStatus) => status === 'active';

export function rowFromMatch(
  match: Match,
  live?: { seq: number; status: MatchStatus; summary: Summary } | null,
): ScoreRow {
  const seq = live && live.seq > match.seq ? live.seq : match.seq;
  const status = live && live.seq > match.seq ? live.status : match.status;
  const summary = live && live.seq > match.seq ? live.summary : match.summary;
  return {
    id: match.id,
    sport: match.sport,
    status,
    home: match.home.name,
    away: match.away.name,
    score: summary.score,
    periods: periodCells(summary.periods, inProgressOf(status) && summary.status !== 'finished'),
    server: summary.status === 'finished' ? null : summary.server,
    winner: summary.winner,
    text: summary.text,
    venue: match.venue,
    court: match.court,
    scheduledAt: match.scheduledAt,
    startedAt: match.startedAt,
    endedAt: match.endedAt,
    seq,
  };
}

export function rowFromListItem(item: LiveListItem): ScoreRow {
  return {
    id: item.matchId,
    sport: item.sport,
    status: item.status,
    home: item.home.name,
    away: item.away.name,
    score: item.score,
    periods: periodCells(item.periods as PeriodLike[], inProgressOf(item.status) && item.winner === null),
    server: item.winner ? null : item.server,
    winner: item.winner,
    text: item.text,
    venue: item.venue,
    court: item.court,
    scheduledAt: item.scheduledAt,
    startedAt: item.startedAt,
    endedAt: item.endedAt,
    seq: item.seq,
  };
}

/** The current game's points, as the sport says them ('15', 'AD', 7, a frame's points, a game's pins). */
export function currentPoints(summary: Summary | null): { home: string; away: string } | null {
  if (!summary || summary.status === 'finished') return null;
  const current = summary.current as Record<string, unknown> | null;
  if (!current) return null;
  switch (summary.sport) {
    case 'tennis': {
      const c = current as unknown as TennisCurrent;
      return { home: String(c.points.home), away: String(c.points.away) };
    }
    case 'snooker': {
      const c = current as unknown as SnookerCurrent;
      return { home: String(c.points.home), away: String(c.points.away) };
    }
    case 'bowling': {
      const c = current as unknown as BowlingCurrent;
      return { home: String(c.gameScore.home), away: String(c.gameScore.away) };
    }
    default: {
      const points = current.points as { home: number; away: number } | undefined;
      return points ? { home: String(points.home), away: String(points.away) } : null;
    }
  }
}

/** Whether the sport's periods are small counts (tennis games) rather than point totals. */
export const periodsAreGames = (sport: MatchSport) => sport === 'tennis';

/** The i18n key of a period of the sport: set, game, frame. */
export function periodWord(sport: MatchSport): 'set' | 'game' | 'frame' {
  switch (sport) {
    case 'tennis':
    case 'volleyball':
      return 'set';
    case 'snooker':
      return 'frame';
    default:
      return 'game';
  }
}

/** The periods a compact display shows: rally sports show each game's points, snooker the current frame only. */
export function displayPeriods(row: ScoreRow): PeriodCell[] {
  if (row.sport === 'snooker') return row.periods.filter((p) => p.current);
  if (row.sport === 'bowling' && row.periods.length === 1) return [];
  return row.periods;
}
