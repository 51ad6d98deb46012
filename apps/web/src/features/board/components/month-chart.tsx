import type { BoardMonth } from '@sportzone/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { monthLong, monthShort } from '../lib/board-format';
import classes from './board.module.css';

const WIDTH = 420;
const HEIGHT = 180;
const TOP = 22;
const BOTTOM = 30;
/** room on the left for the scale's numbers */
const LEFT = 22;
const PLAYED = 'var(--mantine-color-brand-2)';
const WON = 'var(--mantine-color-teal-7)';

/**
 * Matches played and won per month, as pairs of bars in plain SVG (no chart library): it scales with its
 * card, and says the same in words to screen readers.
 */
export function MonthChart({ months }: { months: BoardMonth[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const max = Math.max(1, ...months.map((m) => m.played));
  const slot = (WIDTH - LEFT) / Math.max(1, months.length);
  const bar = Math.min(16, slot * 0.34);
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (n: number) => TOP + plot - (n / max) * plot;
  const words = months
    .map((m) =>
      t('board.stats.month', { month: monthLong(m.month, i18n.language), played: m.played, won: m.won }),
    )
    .join('; ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={classes.chart}
      role="img"
      aria-labelledby={titleId}
      data-testid="board-month-chart"
    >
      <title id={titleId}>{`${t('board.stats.chartLabel')}: ${words}`}</title>
      {[max, Math.round(max / 2)].map((n, i) =>
        n > 0 && (i === 0 || n !== max) ? (
          <g key={i}>
            <line
              x1={LEFT}
              x2={WIDTH}
              y1={y(n)}
              y2={y(n)}
              style={{ stroke: 'var(--mantine-color-default-border)' }}
              strokeDasharray="4 4"
            />
            <text x={0} y={y(n) + 5} fontSize={14} style={{ fill: 'var(--mantine-color-dimmed)' }}>
              {n}
            </text>
          </g>
        ) : null,
      )}
      <line x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} style={{ stroke: 'var(--mantine-color-gray-5)' }} />
      {months.map((m, i) => {
        const center = LEFT + slot * i + slot / 2;
        return (
          <g key={m.month} data-testid="board-month" data-played={m.played} data-won={m.won}>
            {m.played > 0 ? (
              <rect
                x={center - bar - 1}
                y={y(m.played)}
                width={bar}
                height={y(0) - y(m.played)}
                rx={3}
                style={{ fill: PLAYED }}
              />
            ) : null}
            {m.won > 0 ? (
              <rect
                x={center + 1}
                y={y(m.won)}
                width={bar}
                height={y(0) - y(m.won)}
                rx={3}
                style={{ fill: WON }}
              />
            ) : null}
            <text
              x={center}
              y={HEIGHT - 10}
              textAnchor="middle"
              fontSize={15}
              style={{ fill: 'var(--mantine-color-dimmed)' }}
            >
              {monthShort(m.month, i18n.language)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export const CHART_COLORS = { played: PLAYED, won: WON };
