import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BoardRanking, BoardStats } from '@sportzone/contracts';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoardSection } from './board-section';
import { CHART_COLORS, MonthChart } from './month-chart';
import classes from './board.module.css';

function Tile({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p="md" className={classes.tile} data-testid={testId}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          {label}
        </Text>
        <span className={classes.tileValue}>{value}</span>
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Four figures at the top: matches played, win rate, the current streak, the best ranking. */
export function StatTiles({ stats, rankings }: { stats: BoardStats; rankings: BoardRanking[] }) {
  const { t } = useTranslation();
  const best = rankings.reduce<BoardRanking | null>((a, r) => (!a || r.position < a.position ? r : a), null);
  const streak = stats.streak;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }} data-testid="board-tiles">
      <Tile
        testId="board-tile-played"
        label={t('board.tiles.played')}
        value={stats.record.played}
        hint={t('board.tiles.record', { won: stats.record.won, lost: stats.record.lost })}
      />
      <Tile
        testId="board-tile-win-rate"
        label={t('board.tiles.winRate')}
        value={stats.winRate === null ? t('board.tiles.winRateNone') : `${Math.round(stats.winRate * 100)}%`}
      />
      <Tile
        testId="board-tile-streak"
        label={t('board.tiles.streak')}
        value={
          streak ? (
            <Text
              span
              inherit
              c={streak.outcome === 'won' ? 'teal.8' : 'red.8'}
              data-outcome={streak.outcome}
            >
              {t(streak.outcome === 'won' ? 'board.tiles.streakWon' : 'board.tiles.streakLost', {
                count: streak.count,
              })}
            </Text>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('board.tiles.streakNone')}
            </Text>
          )
        }
      />
      <Tile
        testId="board-tile-ranking"
        label={t('board.tiles.ranking')}
        value={
          best ? (
            t('board.tiles.rankingValue', { position: best.position })
          ) : (
            <Text span size="sm" c="dimmed">
              {t('board.tiles.rankingNone')}
            </Text>
          )
        }
        {...(best
          ? { hint: `${t(`sports.${best.sport}`, { defaultValue: best.sport })} · ${best.organizationName}` }
          : {})}
      />
    </SimpleGrid>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Text size="xs" c="dimmed" span>
      <span className={classes.legendSwatch} style={{ background: color }} aria-hidden="true" />
      {label}
    </Text>
  );
}

/** The months chart, and the opponents met most. */
export function StatsOverTime({ stats }: { stats: BoardStats }) {
  const { t } = useTranslation();
  const any = stats.months.some((m) => m.played > 0);
  return (
    <BoardSection
      testId="board-stats"
      title={t('board.stats.title')}
      icon={<IconChartBar size={16} />}
      color="cyan"
      empty={null}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {any ? t('board.stats.intro') : t('board.stats.empty')}
          </Text>
          <Group gap="md">
            <Legend color={CHART_COLORS.played} label={t('board.stats.played')} />
            <Legend color={CHART_COLORS.won} label={t('board.stats.won')} />
          </Group>
        </Group>
        <MonthChart months={stats.months} />
        {stats.headToHead.length > 0 ? (
          <Stack gap={4} data-testid="board-head-to-head">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t('board.stats.headToHead')}
            </Text>
            {stats.headToHead.slice(0, 3).map((h) => (
              <Group key={`${h.opponent}-${h.lastMatchId}`} justify="space-between" wrap="nowrap" gap="xs">
                {h.opponentPlayerId !== null ? (
                  <Text
                    component={Link}
                    to={`/user/players/${h.opponentPlayerId}/public`}
                    size="sm"
                    fw={600}
                    c="brand.8"
                    truncate
                  >
                    {h.opponent}
                  </Text>
                ) : (
                  <Text size="sm" fw={600} truncate>
                    {h.opponent}
                  </Text>
                )}
                <Text size="sm" fw={800} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('board.stats.meetings', { won: h.won, lost: h.lost })}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </BoardSection>
  );
}
