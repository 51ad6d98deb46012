import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconLayoutBoard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoard } from '../api/board';
import { dayAndTime, opponentOf } from '../lib/board-format';

/**
 * "My player board" on the dashboard, for someone linked to a player: their next match, record and
 * best ranking at a glance, and the way to the board (whose data it has already fetched). Nothing for
 * anyone else, nor while it loads.
 */
export function BoardCard() {
  const { t, i18n } = useTranslation();
  const board = useBoard(null);
  const d = board.data;
  if (!d || d.players.length === 0) return null;
  const next = d.next[0];
  const best = d.rankings.reduce<(typeof d.rankings)[number] | null>(
    (a, r) => (!a || r.position < a.position ? r : a),
    null,
  );
  const won = d.stats.months.reduce((n, m) => n + m.won, 0);
  const played = d.stats.months.reduce((n, m) => n + m.played, 0);
  const facts = [
    next
      ? [
          t('board.card.next', { name: opponentOf(t, next) }),
          next.status === 'active'
            ? t('board.next.live')
            : next.scheduledAt
              ? Object.values(dayAndTime(next.scheduledAt, i18n.language)).join(' ')
              : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : t('board.card.noNext'),
    played > 0 ? t('board.card.record', { won, lost: played - won }) : null,
    best
      ? t('board.card.ranking', {
          position: best.position,
          sport: t(`sports.${best.sport}`, { defaultValue: best.sport }),
        })
      : null,
  ].filter((f): f is string => !!f);
  return (
    <Card withBorder radius="lg" p="lg" data-testid="board-card">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }} miw={0}>
          <ThemeIcon size={44} radius="md" variant="light" color="teal">
            <IconLayoutBoard size={24} aria-hidden="true" />
          </ThemeIcon>
          <Stack gap={4} miw={0}>
            <Title order={2} fz="md">
              {t('board.card.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('board.card.text')}
            </Text>
            <Text size="sm" fw={600} data-testid="board-card-facts">
              {facts.join(' · ')}
            </Text>
          </Stack>
        </Group>
        <Button
          component={Link}
          to="/user/board"
          variant="light"
          color="teal"
          rightSection={<IconArrowRight size={16} aria-hidden="true" />}
          data-testid="board-card-open"
        >
          {t('board.card.action')}
        </Button>
      </Group>
    </Card>
  );
}
