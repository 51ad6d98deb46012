import type { Match } from '@sportzone/contracts';
import type { BowlingCurrent, Side, SnookerCurrent } from '@sportzone/scoring';
import { useTranslation } from 'react-i18next';
import { currentPoints, periodWord, rowFromMatch } from '@/lib/matches/score';
import { scoreLabels } from '@/lib/matches/score-labels';
import { withSideNames } from '@/lib/tournaments/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { useFirstScoreMark } from '@/lib/viewer/first-score';
import { useUnattendedMatch } from '../hooks/use-overlay-match';
import classes from './display.module.css';

const SIDES: Side[] = ['home', 'away'];

function Flash({ value }: { value: string | number }) {
  return (
    <span key={String(value)} className={classes.flash}>
      {value}
    </span>
  );
}

function Foot({ match }: { match: Match }) {
  const { t } = useTranslation();
  const c = match.summary.current as Record<string, unknown> | null;
  if (!c || match.status !== 'active') return null;
  const items: string[] = [];
  if (match.sport === 'snooker') {
    const s = c as unknown as SnookerCurrent;
    if (s.break > 0 && s.striker)
      items.push(t('scoreboard.break', { points: s.break, name: match[s.striker].name }));
    items.push(t('scoreboard.remaining', { points: s.remaining }));
    if (s.ball) items.push(t('scoreboard.ballOn', { ball: t(`snooker.ballOn.${s.ball}`) }));
  } else if (match.sport === 'bowling') {
    const b = c as unknown as BowlingCurrent;
    items.push(`${match.home.name} ${b.gameScore.home} · ${match.away.name} ${b.gameScore.away}`);
  } else {
    const point = (c.matchPoint ?? c.gamePoint) as Side | 'both' | null | undefined;
    if (point && point !== 'both') {
      items.push(
        c.matchPoint
          ? t('scoreboard.matchPoint', { name: match[point].name })
          : t('scoreboard.gamePoint', {
              word: t(`scoreboard.pointWord.${periodWord(match.sport)}`),
              name: match[point].name,
            }),
      );
    }
    if (c.tiebreak) items.push(t('scoreboard.tiebreak'));
  }
  return (
    <div className={classes.foot}>
      {items.map((i) => (
        <span key={i}>{i}</span>
      ))}
    </div>
  );
}

/** `/display/match/{id}`: the score in big type for a screen at the venue; no app chrome, recovers by itself. */
export function CourtDisplayPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { match, notFound, stale } = useUnattendedMatch(id);
  useFirstScoreMark(!!match);
  usePageTitle(
    match ? t('live.versus', { home: match.home.name, away: match.away.name }) : t('overlay.displayTitle'),
  );
  if (!match) {
    return (
      <div className={classes.screen} data-testid="court-display">
        <div className={classes.waiting}>{notFound ? t('overlay.notFound') : t('overlay.waiting')}</div>
      </div>
    );
  }
  const row = rowFromMatch(withSideNames(t, match));
  const finished = match.status === 'finished';
  const points = match.status === 'active' ? currentPoints(match.summary) : null;
  const showPoints = points && (match.sport === 'tennis' || match.sport === 'snooker');
  const periods =
    match.sport === 'snooker' ? [] : match.sport === 'bowling' && row.periods.length === 1 ? [] : row.periods;
  return (
    <div
      className={classes.screen}
      data-testid="court-display"
      data-seq={match.seq}
      data-stale={stale || undefined}
    >
      {stale ? (
        <div className={classes.staleNotice} data-testid="display-reconnecting" role="status">
          <span>{t('overlay.reconnecting')}</span>
        </div>
      ) : null}
      <div className={classes.top}>
        {match.status === 'active' && !stale ? (
          <span className={classes.live}>{t('matchStatus.live')}</span>
        ) : null}
        <span>
          {finished
            ? t('matchStatus.finished')
            : match.status === 'active'
              ? t(`scoreboard.period.${periodWord(match.sport)}`, { n: match.summary.periods.length || 1 })
              : t('matchStatus.upcoming')}
        </span>
        <span className={classes.where}>{[match.venue, match.court].filter(Boolean).join(' · ')}</span>
      </div>
      <div className={classes.rows}>
        <div className={classes.heads} data-testid="display-heads" aria-hidden="true">
          <span className={classes.dot} />
          <span className={classes.name} />
          <span className={classes.total}>
            <span className={classes.head}>{t(`overlay.column.${scoreLabels(row).total}`)}</span>
          </span>
          {periods.map((_, i) => (
            <span key={i} className={classes.period}>
              <span className={classes.head}>
                {t(`scoreboard.period.${periodWord(match.sport)}`, { n: i + 1 })}
              </span>
            </span>
          ))}
          {showPoints ? (
            <span className={classes.points} data-head>
              <span className={classes.head}>{t('overlay.column.points')}</span>
            </span>
          ) : null}
        </div>
        {SIDES.map((side) => (
          <div key={side} className={classes.row} data-side={side} data-testid={`display-${side}`}>
            <span
              className={classes.dot}
              data-on={(match.status === 'active' && !finished && row.server === side) || undefined}
            />
            <span className={classes.name} data-loser={(finished && row.winner !== side) || undefined}>
              {match[side].name}
            </span>
            <span className={classes.total}>
              <Flash value={row.score[side]} />
            </span>
            {periods.map((p, i) => (
              <span key={i} className={classes.period} data-won={p.winner === side || p.current || undefined}>
                {p.current ? <Flash value={p[side]} /> : p[side]}
              </span>
            ))}
            {showPoints ? (
              <span className={classes.points}>
                <Flash value={points[side]} />
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <Foot match={match} />
    </div>
  );
}
