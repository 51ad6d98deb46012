import type { BoardRanking } from '@sportzone/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './board.module.css';

const WIDTH = 300;
const HEIGHT = 70;
const PAD = 10;

/** My place after each tournament as a line: first place at the top (a ranking climbs upward). */
export function RankingTrend({ ranking }: { ranking: BoardRanking }) {
  const { t } = useTranslation();
  const titleId = useId();
  const steps = ranking.history;
  if (steps.length < 2) return null;
  const worst = Math.max(2, ...steps.map((s) => s.position));
  const x = (i: number) => PAD + (i / (steps.length - 1)) * (WIDTH - 2 * PAD);
  const y = (position: number) => PAD + ((position - 1) / (worst - 1)) * (HEIGHT - 2 * PAD);
  const points = steps.map((s, i) => `${x(i)},${y(s.position)}`).join(' ');
  const words = steps
    .map((s) =>
      t('board.rankings.historyItem', { name: s.tournamentName, position: s.position, points: s.points }),
    )
    .join('; ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={classes.chart}
      role="img"
      aria-labelledby={titleId}
      data-testid="board-ranking-trend"
    >
      <title id={titleId}>{`${t('board.rankings.history')}: ${words}`}</title>
      <polyline
        points={points}
        fill="none"
        strokeWidth={3}
        strokeLinejoin="round"
        strokeLinecap="round"
        style={{ stroke: 'var(--mantine-color-brand-6)' }}
      />
      {steps.map((s, i) => (
        <circle
          key={s.tournamentId}
          cx={x(i)}
          cy={y(s.position)}
          r={5}
          style={{ fill: 'var(--mantine-color-body)', stroke: 'var(--mantine-color-brand-6)' }}
          strokeWidth={3}
        />
      ))}
    </svg>
  );
}
