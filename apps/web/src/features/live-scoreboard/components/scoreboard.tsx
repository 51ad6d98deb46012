import { VisuallyHidden } from '@/components/light';
import type { Match, MatchStatus } from '@sportzone/contracts';
import type {
  BowlingCurrent,
  RallyCurrent,
  Side,
  SnookerCurrent,
  Summary,
  TennisCurrent,
} from '@sportzone/scoring';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BowlingSheet } from '@/components/ui/bowling-sheet';
import { LiveBadge } from '@/components/ui/live-badge';
import { currentPoints, periodWord, rowFromMatch } from '@/lib/matches/score';
import { withSideNames } from '@/lib/tournaments/labels';
import { profilePath } from '@/lib/matches/paths';
import { BALL_COLOR } from '@/lib/matches/snooker';
import { durationMinutes, formatMatchTime } from '@/lib/matches/time';
import { scoreFromWinner } from '@sportzone/scoring';
import classes from './scoreboard.module.css';

const SIDES: Side[] = ['home', 'away'];

type RallyExtras = RallyCurrent & {
  serveCourt?: 'right' | 'left' | null;
  servesLeft?: number | null;
  expedite?: boolean;
  technicalTimeout?: boolean;
  timeoutsLeft?: { home: number; away: number } | null;
};

export interface MatchTimes {
  startedAt: string | null;
  endedAt: string | null;
}

function StatusLine({
  match,
  summary,
  status,
  times,
  stale,
}: {
  match: Match;
  summary: Summary;
  status: MatchStatus;
  times: MatchTimes;
  stale: boolean;
}) {
  const { t, i18n } = useTranslation();
  const where = [match.venue, match.court].filter(Boolean).join(' · ');
  let text: string;
  let result: string | null = null;
  let duration: string | null = null;
  if (status === 'finished' || summary.status === 'finished') {
    const winner = summary.winner ? match[summary.winner].name : null;
    text = winner ? t('scoreboard.wonBy', { name: winner }) : t('matchStatus.finished');
    if (summary.outcome && summary.outcome !== 'played') text += ` · ${t(`outcome.${summary.outcome}`)}`;
    // the result from the winner's side: 11-7 11-13 12-10 11-5, a match tiebreak [10-4]
    result = summary.text ? scoreFromWinner(summary.text, summary.winner) : null;
    const minutes = durationMinutes(times.startedAt, times.endedAt);
    if (minutes !== null) {
      const h = Math.floor(minutes / 60);
      const m = minutes % 60;
      duration = h > 0 ? t('result.hoursMinutes', { h, m }) : t('result.minutes', { m });
    }
  } else if (status === 'active') {
    text = t(`scoreboard.period.${periodWord(match.sport)}`, { n: summary.periods.length || 1 });
    const current = summary.current as Record<string, unknown> | null;
    if (match.sport === 'tennis' && current) {
      const c = current as unknown as TennisCurrent;
      if (c.matchTiebreak) text += ` · ${t('scoreboard.matchTiebreak')}`;
      else if (c.tiebreak) text += ` · ${t('scoreboard.tiebreak')}`;
    } else if (match.sport === 'bowling' && current) {
      text = t('scoreboard.period.game', { n: (current as unknown as BowlingCurrent).game });
    } else if (current && (current as unknown as RallyCurrent).deciding && match.sport !== 'snooker') {
      text += ` · ${t('scoreboard.deciding')}`;
    }
  } else if (match.scheduledAt) {
    text = t('scoreboard.startsAt', { time: formatMatchTime(match.scheduledAt, i18n.language) });
  } else {
    text = t(status === 'queued' ? 'matchStatus.queued' : 'matchStatus.upcoming');
  }
  return (
    <div className={classes.statusLine} data-testid="scoreboard-status">
      {status === 'active' && summary.status !== 'finished' ? <LiveBadge paused={stale} /> : null}
      {status === 'finished' || summary.status === 'finished' ? (
        <span className={classes.final} data-testid="scoreboard-final">
          {t('matchStatus.finished')}
        </span>
      ) : null}
      <span>{text}</span>
      {result ? (
        <span className={classes.result} data-testid="scoreboard-result">
          {result}
        </span>
      ) : null}
      {duration ? (
        <span
          className={classes.duration}
          data-testid="scoreboard-duration"
          title={t('result.durationLabel')}
        >
          <VisuallyHidden>{t('result.durationLabel')} </VisuallyHidden>
          {duration}
        </span>
      ) : null}
      {where ? <span className={classes.where}>{where}</span> : null}
    </div>
  );
}

function Flash({ value, className }: { value: string | number; className?: string }) {
  return (
    <span key={String(value)} className={`${className ?? ''} ${classes.flash}`}>
      {value}
    </span>
  );
}

function Details({ match, summary }: { match: Match; summary: Summary }) {
  const { t } = useTranslation();
  const current = summary.current as Record<string, unknown> | null;
  if (!current || summary.status === 'finished') return null;
  const name = (side: Side) => match[side].name;
  const chips: { key: string; text: string; accent?: boolean; ball?: string }[] = [];
  switch (match.sport) {
    case 'tennis': {
      const c = current as unknown as TennisCurrent;
      if (summary.server) chips.push({ key: 'court', text: t(`scoreboard.tennisCourt.${c.serverCourt}`) });
      if (c.deuce) chips.push({ key: 'deuce', text: t('scoreboard.deuce'), accent: true });
      if (c.decidingPoint) chips.push({ key: 'dp', text: t('scoreboard.decidingPoint'), accent: true });
      if (c.changeEnds) chips.push({ key: 'ends', text: t('scoreboard.changeEnds'), accent: true });
      break;
    }
    case 'snooker': {
      const c = current as unknown as SnookerCurrent;
      if (c.ball) {
        chips.push({
          key: 'ball',
          text: t('scoreboard.ballOn', { ball: t(`snooker.ballOn.${c.ball}`) }),
          ball: c.ball === 'colour' ? undefined : BALL_COLOR[c.ball],
        });
      }
      chips.push({ key: 'reds', text: t('scoreboard.redsLeft', { count: c.reds }) });
      chips.push({ key: 'remaining', text: t('scoreboard.remaining', { points: c.remaining }) });
      if (c.break > 0 && c.striker)
        chips.push({
          key: 'break',
          text: t('scoreboard.break', { points: c.break, name: name(c.striker) }),
          accent: true,
        });
      for (const side of SIDES) {
        if (c.snookersRequired[side] > 0) {
          chips.push({
            key: `sr-${side}`,
            text: t('scoreboard.snookersRequired', { name: name(side), count: c.snookersRequired[side] }),
          });
        }
      }
      if (c.respottedBlack) chips.push({ key: 'rb', text: t('scoreboard.respottedBlack'), accent: true });
      if (c.freeBall) chips.push({ key: 'fb', text: t('scoreboard.afterFoul') });
      break;
    }
    case 'bowling': {
      const c = current as unknown as BowlingCurrent;
      if (c.rollOff) chips.push({ key: 'ro', text: t('scoreboard.rollOff'), accent: true });
      for (const side of SIDES) {
        if (c.handicap[side])
          chips.push({
            key: `hc-${side}`,
            text: t('scoreboard.handicap', { name: name(side), pins: c.handicap[side] }),
          });
      }
      break;
    }
    default: {
      const c = current as unknown as RallyExtras;
      if (c.matchPoint) {
        chips.push({
          key: 'mp',
          text:
            c.matchPoint === 'both'
              ? t('scoreboard.matchPointBoth')
              : t('scoreboard.matchPoint', { name: name(c.matchPoint) }),
          accent: true,
        });
      } else if (c.gamePoint) {
        const word = t(`scoreboard.pointWord.${periodWord(match.sport)}`);
        chips.push({
          key: 'gp',
          text:
            c.gamePoint === 'both'
              ? t('scoreboard.gamePointBoth', { word })
              : t('scoreboard.gamePoint', { word, name: name(c.gamePoint) }),
          accent: true,
        });
      }
      if (c.serveCourt && summary.server)
        chips.push({ key: 'sc', text: t(`scoreboard.serveCourt.${c.serveCourt}`) });
      if (typeof c.servesLeft === 'number' && summary.server)
        chips.push({ key: 'sl', text: t('scoreboard.servesLeft', { count: c.servesLeft }) });
      if (c.expedite) chips.push({ key: 'ex', text: t('scoreboard.expedite'), accent: true });
      if (c.interval) chips.push({ key: 'iv', text: t('scoreboard.interval') });
      if (c.technicalTimeout) chips.push({ key: 'tt', text: t('scoreboard.technicalTimeout') });
      if (c.changeEnds) chips.push({ key: 'ce', text: t('scoreboard.changeEnds'), accent: true });
      if (c.timeouts && (c.timeouts.home > 0 || c.timeouts.away > 0)) {
        chips.push({
          key: 'to',
          text: t('scoreboard.timeouts', { home: c.timeouts.home, away: c.timeouts.away }),
        });
      }
      break;
    }
  }
  if (chips.length === 0) return null;
  return (
    <div className={classes.details} data-testid="scoreboard-details">
      {chips.map((c) => (
        <span key={c.key} className={classes.chip} data-accent={c.accent || undefined}>
          {c.ball ? (
            <span className={classes.ball} style={{ background: c.ball }} aria-hidden="true" />
          ) : null}
          {c.text}
        </span>
      ))}
    </div>
  );
}

/**
 * The live scoreboard (DESIGN "What people expect to see"): the match status in a line above, one row per
 * side (a dot for the server, the name, sets/games/frames won, a column per period, the current game's
 * points highlighted), the sport's detail below. Changed numbers flash briefly.
 */
export function Scoreboard({
  match,
  summary,
  status,
  times = { startedAt: match.startedAt, endedAt: match.endedAt },
  stale = null,
  linked = false,
}: {
  match: Match;
  summary: Summary;
  status: MatchStatus;
  /** when the match started and ended (the duration of a finished match) */
  times?: MatchTimes;
  /** the connection dropped: the score is greyed under this notice until it is exact again */
  stale?: ReactNode;
  /** the names link to the players' / teams' public profiles */
  linked?: boolean;
}) {
  const { t } = useTranslation();
  // a knockout side not known yet is named in the reader's language
  const shown = withSideNames(t, match);
  const row = rowFromMatch({ ...shown, summary, status, seq: match.seq });
  const sport = match.sport;
  const finished = status === 'finished' || summary.status === 'finished';
  const points = status === 'active' ? currentPoints(summary) : null;
  const snooker = sport === 'snooker';
  const bowling = sport === 'bowling';
  const tennis = sport === 'tennis';
  // snooker shows the current frame's points; earlier frames are in the frames tab
  const periods = snooker ? [] : bowling && row.periods.length === 1 ? [] : row.periods;
  const totalLabel = t(`scoreboard.total.${sport === 'rally' ? 'badminton' : sport}`);
  return (
    <section
      className={classes.board}
      data-testid="scoreboard"
      data-sport={sport}
      data-seq={row.seq}
      data-stale={stale ? true : undefined}
      aria-label={t('scoreboard.label')}
      aria-busy={stale ? true : undefined}
    >
      {stale ? <div className={classes.staleNotice}>{stale}</div> : null}
      <StatusLine match={match} summary={summary} status={status} times={times} stale={!!stale} />
      <table className={classes.table}>
        <thead>
          <tr>
            <th className={classes.nameHead}>
              <VisuallyHidden>{t('scoreboard.player')}</VisuallyHidden>
            </th>
            {!bowling ? <th>{totalLabel}</th> : null}
            {periods.map((p, i) => (
              <th key={i}>{i + 1}</th>
            ))}
            {snooker && points ? <th>{t('scoreboard.framePoints')}</th> : null}
            {tennis && points ? <th>{t('scoreboard.points')}</th> : null}
            {bowling ? <th>{totalLabel}</th> : null}
          </tr>
        </thead>
        <tbody>
          {SIDES.map((side) => {
            const serving = status === 'active' && !finished && summary.server === side;
            const loser = finished && summary.winner !== null && summary.winner !== side;
            const players = match[side].players.filter((p) => p !== match[side].name);
            const profile = linked ? profilePath(match[side]) : null;
            return (
              <tr key={side} data-testid={`scoreboard-${side}`}>
                <td className={classes.nameCell}>
                  <div className={classes.name} data-loser={loser || undefined}>
                    <span
                      className={classes.serve}
                      data-on={serving || undefined}
                      data-testid={serving ? 'server-dot' : undefined}
                      role={serving ? 'img' : undefined}
                      aria-label={
                        serving
                          ? t(
                              snooker
                                ? 'scoreboard.atTable'
                                : bowling
                                  ? 'scoreboard.toBowl'
                                  : 'scoreboard.serving',
                            )
                          : undefined
                      }
                    />
                    {profile ? (
                      <a href={profile} className={classes.nameLink} data-testid={`scoreboard-${side}-name`}>
                        {shown[side].name}
                      </a>
                    ) : (
                      <span data-testid={`scoreboard-${side}-name`}>{shown[side].name}</span>
                    )}
                  </div>
                  {players.length > 0 ? <div className={classes.players}>{players.join(' / ')}</div> : null}
                </td>
                {!bowling ? (
                  <td className={classes.total} data-testid={`scoreboard-${side}-score`}>
                    <Flash value={row.score[side]} />
                  </td>
                ) : null}
                {periods.map((p, i) => {
                  const tb = p.tiebreak && p.winner && p.winner !== side ? p.tiebreak[side] : null;
                  return (
                    <td
                      key={i}
                      className={classes.period}
                      data-won={p.winner === side || undefined}
                      data-testid={`scoreboard-${side}-p${i + 1}`}
                    >
                      {p.current && !tennis ? (
                        <Flash value={p[side]} className={classes.currentValue} />
                      ) : p.current ? (
                        <Flash value={p[side]} />
                      ) : (
                        p[side]
                      )}
                      {tb !== null ? <sup className={classes.tb}>{tb}</sup> : null}
                    </td>
                  );
                })}
                {(snooker || tennis) && points ? (
                  <td className={classes.points} data-testid={`scoreboard-${side}-points`}>
                    <Flash value={points[side]} className={classes.pointsValue} />
                  </td>
                ) : null}
                {bowling ? (
                  <td className={classes.total} data-testid={`scoreboard-${side}-score`}>
                    <Flash value={row.score[side]} />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      <Details match={match} summary={summary} />
      {bowling && summary.current ? (
        <div className={classes.sheet}>
          <BowlingSheet
            current={summary.current as BowlingCurrent}
            names={{ home: shown.home.name, away: shown.away.name }}
            active={finished ? null : summary.server}
          />
        </div>
      ) : null}
    </section>
  );
}
