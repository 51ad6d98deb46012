import type { Match } from '@sportzone/contracts';
import type { Side } from '@sportzone/scoring';
import { useTranslation } from 'react-i18next';
import { currentPoints, periodWord, rowFromMatch } from '@/lib/matches/score';
import { usePageTitle } from '@/lib/use-page-title';
import { useFirstScoreMark } from '@/lib/viewer/first-score';
import { useDelayed, useTransparentPage, useUnattendedMatch } from '../hooks/use-overlay-match';
import classes from './overlay.module.css';

const SIDES: Side[] = ['home', 'away'];
export const OVERLAY_LAYOUTS = ['compact', 'bar', 'full'] as const;
export type OverlayLayout = (typeof OVERLAY_LAYOUTS)[number];

function Flash({ value }: { value: string | number }) {
  return (
    <span key={String(value)} className={classes.flash}>
      {value}
    </span>
  );
}

function Bug({ match, full, position }: { match: Match; full: boolean; position: 'top' | 'bottom' }) {
  const { t } = useTranslation();
  const row = rowFromMatch(match);
  const finished = match.status === 'finished';
  const points = match.status === 'active' ? currentPoints(match.summary) : null;
  // a score bug shows sets for tennis, games for rally sports, frames for snooker, games for bowling
  const periods = match.sport === 'snooker' ? [] : row.periods;
  const showPoints = points && (match.sport === 'tennis' || match.sport === 'snooker');
  return (
    <div className={classes.bug} data-position={position} data-testid="overlay-bug" data-seq={match.seq}>
      {full ? (
        <div className={classes.head}>
          {match.status === 'active' ? <span className={classes.live}>● {t('matchStatus.live')}</span> : null}
          <span>
            {finished
              ? t('matchStatus.finished')
              : match.status === 'active'
                ? t(`scoreboard.period.${periodWord(match.sport)}`, { n: match.summary.periods.length || 1 })
                : t('matchStatus.upcoming')}
          </span>
          {match.court ? <span>· {match.court}</span> : null}
        </div>
      ) : null}
      {SIDES.map((side) => (
        <div key={side} className={classes.row} data-testid={`overlay-${side}`}>
          <div className={classes.serve}>
            <span data-on={(!finished && row.server === side) || undefined} />
          </div>
          <div className={classes.name} data-loser={(finished && row.winner !== side) || undefined}>
            {match[side].name}
          </div>
          {match.sport === 'snooker' || match.sport === 'bowling' ? (
            <div className={classes.cell} data-won>
              <Flash value={row.score[side]} />
            </div>
          ) : null}
          {periods.map((p, i) => (
            <div
              key={i}
              className={p.current && !showPoints ? classes.points : classes.cell}
              data-won={p.winner === side || p.current || undefined}
            >
              {p.current && !showPoints ? <Flash value={p[side]} /> : p[side]}
              {p.tiebreak && p.winner && p.winner !== side ? (
                <sup className={classes.tb}>{p.tiebreak[side]}</sup>
              ) : null}
            </div>
          ))}
          {showPoints ? (
            <div className={classes.points} data-testid={`overlay-${side}-points`}>
              <Flash value={points[side]} />
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

function Bar({ match }: { match: Match }) {
  const points = match.status === 'active' ? currentPoints(match.summary) : null;
  return (
    <div className={classes.bar} data-testid="overlay-bug" data-seq={match.seq}>
      <span>{match.home.name}</span>
      <span className={classes.barMuted}>{match.summary.text}</span>
      {points && match.sport === 'tennis' ? (
        <span className={classes.barScore}>
          <Flash value={`${points.home}-${points.away}`} />
        </span>
      ) : null}
      <span>{match.away.name}</span>
    </div>
  );
}

/**
 * `/overlay/match/{id}`: a score bug for OBS and other streaming software, on a transparent page with no
 * app chrome. `?layout=compact|bar|full`, `?delay=<ms>` (show each change that much later, to match the
 * stream's latency), `?position=top|bottom`. It recovers by itself after any network error.
 */
export function OverlayPage({
  id,
  layout,
  delay,
  position,
}: {
  id: number;
  layout: OverlayLayout;
  delay: number;
  position: 'top' | 'bottom';
}) {
  const { t } = useTranslation();
  useTransparentPage(true);
  const { match } = useUnattendedMatch(id);
  const shown = useDelayed(match, delay);
  useFirstScoreMark(!!shown);
  usePageTitle(
    shown ? t('live.versus', { home: shown.home.name, away: shown.away.name }) : t('overlay.title'),
  );
  return (
    <div className={classes.stage} data-testid="overlay" data-ready={shown ? true : undefined}>
      {shown ? (
        layout === 'bar' ? (
          <Bar match={shown} />
        ) : (
          <Bug match={shown} full={layout === 'full'} position={position} />
        )
      ) : null}
    </div>
  );
}
