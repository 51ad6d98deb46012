import type { Side } from '@sportzone/scoring';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayPeriods, type PeriodCell, type ScoreRow } from '@/lib/matches/score';
import { scoreLabels } from '@/lib/matches/score-labels';
import { formatMatchTime } from '@/lib/matches/time';
import classes from './match-card.module.css';
import { LiveBadge } from './live-badge';
import { MatchSportIcon } from './match-sport-icon';

export { LiveBadge };

/** Live, final, or when it starts. */
export function MatchStatusBadge({ row }: { row: Pick<ScoreRow, 'status' | 'scheduledAt' | 'endedAt'> }) {
  const { t, i18n } = useTranslation();
  if (row.status === 'active') return <LiveBadge />;
  if (row.status === 'finished')
    return <span className={classes.finalBadge}>{t('matchStatus.finished')}</span>;
  if (row.status === 'queued') return <span className={classes.finalBadge}>{t('matchStatus.queued')}</span>;
  return (
    <span className={classes.finalBadge}>
      {row.scheduledAt ? formatMatchTime(row.scheduledAt, i18n.language) : t('matchStatus.upcoming')}
    </span>
  );
}

function SideRow({ row, side, periods }: { row: ScoreRow; side: Side; periods: PeriodCell[] }) {
  const { t } = useTranslation();
  const name = row[side];
  const finished = row.status === 'finished';
  const won = finished && row.winner === side;
  const lost = finished && row.winner !== null && row.winner !== side;
  const started = row.status === 'active' || row.status === 'finished';
  const serving = started && !finished && row.server === side;
  return (
    <div className={classes.row} data-testid={`card-${side}`}>
      <span
        className={classes.serve}
        data-on={serving || undefined}
        role={serving ? 'img' : undefined}
        aria-label={serving ? t('scoreboard.serving') : undefined}
      />
      <span className={classes.name} data-winner={won || undefined} data-loser={lost || undefined}>
        {name}
      </span>
      {periods.map((p, i) => {
        const value = p[side];
        const tb = p.tiebreak && p.winner && p.winner !== side ? p.tiebreak[side] : null;
        return (
          <span
            key={i}
            className={classes.cell}
            data-current={p.current || undefined}
            data-won={p.winner === side || undefined}
          >
            <span key={`${value}`} className={p.current ? classes.flash : undefined}>
              {value}
            </span>
            {tb !== null ? <sup className={classes.tb}>{tb}</sup> : null}
          </span>
        );
      })}
      {started ? (
        <span className={classes.total} data-testid={`card-${side}-score`}>
          <span key={row.score[side]} className={row.status === 'active' ? classes.flash : undefined}>
            {row.score[side]}
          </span>
        </span>
      ) : null}
    </div>
  );
}

/** The heads of the score's columns: what the period numbers are, each period's number, what the total counts. */
function ScoreHeads({ row }: { row: ScoreRow }) {
  const { t } = useTranslation();
  const labels = scoreLabels(row);
  return (
    <div className={classes.heads} data-testid="card-heads">
      <span />
      <span className={classes.caption}>{labels.caption ? t(`scoreLabels.${labels.caption}`) : ''}</span>
      {labels.heads.map((head, i) => (
        <span key={i} className={classes.periodHead}>
          {head}
        </span>
      ))}
      <span className={classes.totalHead} data-testid="card-total-label">
        {t(`scoreLabels.${labels.total}`)}
      </span>
    </div>
  );
}

/**
 * A match in a list (home, live, archive): status, place, one row per side with its periods under labelled
 * heads (games in each set, pins in each game, the series total …). `place="court"` names the court first
 * and the sport beside it, for a list already grouped by venue.
 */
export function MatchCard({
  row,
  href,
  showSport = true,
  place = 'full',
}: {
  row: ScoreRow;
  href: string;
  showSport?: boolean;
  place?: 'full' | 'court';
}) {
  const { t } = useTranslation();
  const where = [row.venue, row.court].filter(Boolean).join(' · ');
  const started = row.status === 'active' || row.status === 'finished';
  const periods = started ? displayPeriods(row) : [];
  const columns = `8px minmax(0, 1fr)${' auto'.repeat(periods.length)}${started ? ' auto' : ''}`;
  return (
    <Link
      to={href}
      className={classes.card}
      data-testid="match-card"
      data-match-id={row.id}
      data-status={row.status}
      data-sport={row.sport}
      // no aria-label: the card's name is what it shows (status, players, score), as a voice command says it
    >
      <div className={classes.head}>
        <MatchStatusBadge row={row} />
        {showSport ? <MatchSportIcon sport={row.sport} size={14} /> : null}
        {place === 'court' ? (
          <span className={classes.where}>
            {row.court ? <span className={classes.court}>{row.court}</span> : null}
            {showSport || !row.court ? (
              <span className={classes.sport}>{t(`matchSport.${row.sport}`)}</span>
            ) : null}
          </span>
        ) : (
          <span className={classes.where}>{where || t(`matchSport.${row.sport}`)}</span>
        )}
      </div>
      <div className={classes.score} style={{ gridTemplateColumns: columns }}>
        {started ? <ScoreHeads row={row} /> : null}
        <SideRow row={row} side="home" periods={periods} />
        <SideRow row={row} side="away" periods={periods} />
      </div>
    </Link>
  );
}
