import type { MatchEvent, MatchSport } from '@sportzone/contracts';
import {
  LOSER_STATS,
  type BowlingCurrent,
  type Side,
  type SnookerCurrent,
  type Summary,
  type TennisCurrent,
} from '@sportzone/scoring';
import type { TFunction } from 'i18next';

export interface Names {
  home: string;
  away: string;
}

const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Who was at the snooker table before the event: the striker of the score before it. */
function strikerBefore(prev: Summary | null, after: Summary): Side | null {
  const c = (prev?.current ?? null) as SnookerCurrent | null;
  if (c?.striker) return c.striker;
  return prev ? prev.server : after.server;
}

/** One event of the timeline in words: "Point Nadal · Ace", "Higgins pots the red (+1)", "Correction …". */
export function describeEvent(
  t: TFunction,
  event: MatchEvent,
  after: Summary,
  prev: Summary | null,
  names: Names,
): string {
  const name = (side: Side | null | undefined) => (side ? names[side] : '');
  switch (event.type) {
    case 'point':
      if (!event.stat) return t('events.point', { name: name(event.side) });
      // an error, fault or foul is the other side's: say whose
      return LOSER_STATS.has(event.stat)
        ? t('events.pointErrorBy', {
            name: name(event.side),
            stat: t(`stat.${event.stat}`),
            other: name(otherSide(event.side)),
          })
        : t('events.pointStat', { name: name(event.side), stat: t(`stat.${event.stat}`) });
    case 'roll':
      if (event.foul) return t('events.rollFoul', { name: name(event.side) });
      return t('events.roll', { name: name(event.side), count: event.pins });
    case 'pot': {
      const count = event.count ?? 1;
      const ball = t(`snooker.ball.${event.ball}`);
      return count > 1
        ? t('events.potMany', { name: name(strikerBefore(prev, after)), count, ball })
        : t('events.pot', { name: name(strikerBefore(prev, after)), ball });
    }
    case 'foul': {
      const offender = strikerBefore(prev, after);
      return t(event.miss ? 'events.foulMiss' : 'events.foul', {
        name: name(offender),
        points: event.points,
        other: offender ? names[otherSide(offender)] : '',
      });
    }
    case 'end-visit':
      return t('events.endVisit', { name: name(strikerBefore(prev, after)) });
    case 'free-ball':
      return t('events.freeBall', {
        name: name(strikerBefore(prev, after)),
        ball: t(`snooker.ball.${event.ball}`),
      });
    case 'concede':
      return t('events.concede', { name: name(event.side ?? strikerBefore(prev, after)) });
    case 'undo':
      return t('events.undo');
    case 'penalty':
      return t(event.award === 'game' ? 'events.penaltyGame' : 'events.penalty', { name: name(event.side) });
    case 'retire':
      return t('events.retire', { name: name(event.side) });
    case 'walkover':
      return t('events.walkover', { name: name(event.side) });
    case 'default':
      return t('events.default', { name: name(event.side) });
    case 'stat':
      return t('events.stat', { name: name(event.side), stat: t(`stat.${event.stat}`) });
    case 'first-server':
      return t(event.correction ? 'events.serverCorrection' : 'events.firstServer', {
        name: name(event.side),
      });
    case 'timeout':
      return t('events.timeout', { name: name(event.side) });
    case 'expedite':
      return t('events.expedite');
    default:
      return '';
  }
}

/** The side an event credits (for a colour mark in the timeline), or null. */
export function eventSide(event: MatchEvent, after: Summary, prev: Summary | null): Side | null {
  switch (event.type) {
    case 'point':
    case 'roll':
    case 'timeout':
    case 'stat':
      return event.side;
    case 'penalty':
      return otherSide(event.side);
    case 'pot':
    case 'free-ball':
      return strikerBefore(prev, after);
    case 'foul': {
      const offender = strikerBefore(prev, after);
      return offender ? otherSide(offender) : null;
    }
    default:
      return null;
  }
}

/**
 * The score after an event, compactly: tennis games and points (the points as the umpire calls them, the
 * server's first: "30-15"); the game or frame's points; a bowling game's pins.
 */
export function scoreAfter(summary: Summary, sport: MatchSport, prev: Summary | null): string {
  const grew = prev !== null && summary.periods.length > prev.periods.length;
  const pair = (p: { home: number; away: number } | undefined) => (p ? `${p.home}-${p.away}` : '');
  if (sport === 'tennis') {
    const c = summary.current as TennisCurrent | null;
    if (summary.status === 'finished' || !c) return summary.text;
    if (grew) return `${t2(summary.periods[summary.periods.length - 2])}`;
    const server = summary.server ?? 'home';
    return `${c.games.home}-${c.games.away} · ${c.points[server]}-${c.points[otherSide(server)]}`;
  }
  if (sport === 'bowling') {
    const c = summary.current as BowlingCurrent | null;
    return c ? `${c.gameScore.home}-${c.gameScore.away}` : summary.text;
  }
  // rally sports and snooker: the game (frame) in play, or the one this event just finished
  if (grew) return pair(summary.periods[summary.periods.length - 2]);
  return pair(summary.periods[summary.periods.length - 1]);
}

function t2(
  p: { home: number; away: number; tiebreak?: { home: number; away: number } } | undefined,
): string {
  if (!p) return '';
  return p.tiebreak
    ? `${p.home}-${p.away} (${Math.min(p.tiebreak.home, p.tiebreak.away)})`
    : `${p.home}-${p.away}`;
}
