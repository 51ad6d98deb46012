import { Divider, Group, Stack, Text } from '@mantine/core';
import type { BoardRanking } from '@sportzone/contracts';
import { IconChartLine } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { dayShort } from '../lib/board-format';
import { BoardSection } from './board-section';
import { RankingTrend } from './ranking-trend';
import classes from './board.module.css';

function RankingItem({ ranking }: { ranking: BoardRanking }) {
  const { t, i18n } = useTranslation();
  const last = ranking.history.at(-1);
  return (
    <Stack gap={6} data-testid="board-ranking" data-position={ranking.position}>
      <Text size="xs" c="dimmed" fw={600}>
        {[
          ranking.organizationName,
          t(`sports.${ranking.sport}`, { defaultValue: ranking.sport }),
          t(`board.rankings.kind.${ranking.kind}`),
        ].join(' · ')}
      </Text>
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Stack gap={0}>
          <span className={classes.tileValue} data-testid="board-ranking-position">
            {t('board.rankings.position', { position: ranking.position, count: ranking.of })}
          </span>
          {ranking.kind !== 'player' ? (
            <Text size="xs" c="dimmed">
              {ranking.name}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={0}>
          <Text fw={700}>{t('board.rankings.points', { count: ranking.points })}</Text>
          <Text size="xs" c="dimmed">
            {t('board.rankings.tournaments', { count: ranking.tournaments })}
          </Text>
        </Stack>
      </Group>
      <RankingTrend ranking={ranking} />
      {last ? (
        <Text size="xs" c="dimmed">
          {`${t('board.rankings.history')}: `}
          {ranking.history
            .slice(-3)
            .map((s) =>
              t('board.rankings.historyItem', {
                name: `${s.tournamentName} (${dayShort(s.day, i18n.language)})`,
                position: s.position,
                points: s.points,
              }),
            )
            .join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}

export function Rankings({ rankings }: { rankings: BoardRanking[] }) {
  const { t } = useTranslation();
  return (
    <BoardSection
      testId="board-rankings"
      title={t('board.rankings.title')}
      icon={<IconChartLine size={16} />}
      color="brand"
      empty={rankings.length === 0 ? t('board.rankings.empty') : null}
    >
      <Stack gap="md">
        {rankings.map((r, i) => (
          <Fragment key={`${r.organizationId}-${r.sport}-${r.kind}-${r.name}`}>
            {i > 0 ? <Divider /> : null}
            <RankingItem ranking={r} />
          </Fragment>
        ))}
      </Stack>
    </BoardSection>
  );
}
