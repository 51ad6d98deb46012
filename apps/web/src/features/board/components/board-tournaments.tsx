import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BoardTournament } from '@sportzone/contracts';
import { IconMedal, IconTournament } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupLetter, stageLabel } from '@/lib/tournaments/labels';
import { dayShort } from '../lib/board-format';
import { BoardSection } from './board-section';

const STATUS_COLORS: Record<BoardTournament['status'], string> = {
  upcoming: 'gray',
  open: 'blue',
  active: 'teal',
  finished: 'violet',
};

/** Where I stand: a finished tournament's place and points, a running one's stage, group and rank. */
function Standing({ tournament }: { tournament: BoardTournament }) {
  const { t } = useTranslation();
  const { place, standing, entry } = tournament;
  if (entry.status === 'waiting')
    return (
      <Text size="sm" c="dimmed">
        {t('board.tournaments.waiting')}
      </Text>
    );
  if (place)
    return (
      <Group gap="xs" wrap="nowrap" data-testid="board-tournament-place">
        <IconMedal
          size={20}
          color={place.position <= 3 ? 'var(--mantine-color-yellow-8)' : 'var(--mantine-color-dimmed)'}
          aria-hidden="true"
        />
        <Stack gap={0}>
          <Text size="sm" fw={700}>
            {t('board.tournaments.place', { place: place.position })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('board.tournaments.points', { count: place.points })}
          </Text>
        </Stack>
      </Group>
    );
  if (standing) {
    const where =
      standing.group !== null && standing.rank !== null
        ? t('board.tournaments.groupRank', { group: groupLetter(standing.group), rank: standing.rank })
        : standing.rank !== null
          ? t('board.tournaments.rank', { rank: standing.rank })
          : null;
    return (
      <Stack gap={4} data-testid="board-tournament-standing">
        <Group gap={6}>
          <Text size="sm" fw={700}>
            {stageLabel(t, standing.stageName)}
          </Text>
          <Badge size="sm" variant="light" color={standing.out ? 'gray' : 'teal'}>
            {standing.out ? t('board.tournaments.out') : t('board.tournaments.stillIn')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {[where, t('board.tournaments.record', { won: standing.won, lost: standing.lost })]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    );
  }
  if (tournament.status === 'active')
    return (
      <Text size="sm" c="dimmed">
        {t('board.tournaments.notDrawn')}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {t('board.tournaments.registered')}
    </Text>
  );
}

function TournamentTile({ tournament }: { tournament: BoardTournament }) {
  const { t, i18n } = useTranslation();
  const dates = [tournament.startsOn, tournament.endsOn !== tournament.startsOn ? tournament.endsOn : null]
    .filter((d): d is string => !!d)
    .map((d) => dayShort(d, i18n.language))
    .join(' – ');
  return (
    <Card withBorder radius="md" p="sm" data-testid="board-tournament" data-status={tournament.status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Anchor
              component={Link}
              to={`/container/${tournament.id}/views`}
              fw={700}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {tournament.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[tournament.organizationName, dates].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge size="sm" variant="light" color={STATUS_COLORS[tournament.status]} style={{ flexShrink: 0 }}>
            {t(`board.tournaments.status.${tournament.status}`)}
          </Badge>
        </Group>
        {tournament.entry.kind !== 'player' ? (
          <Text size="xs" c="dimmed">
            {t('board.tournaments.as', { name: tournament.entry.name })}
          </Text>
        ) : null}
        <Standing tournament={tournament} />
      </Stack>
    </Card>
  );
}

export function Tournaments({ tournaments }: { tournaments: BoardTournament[] }) {
  const { t } = useTranslation();
  return (
    <BoardSection
      testId="board-tournaments"
      title={t('board.tournaments.title')}
      icon={<IconTournament size={16} />}
      color="grape"
      empty={tournaments.length === 0 ? t('board.tournaments.empty') : null}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {tournaments.map((x) => (
          <TournamentTile key={`${x.id}-${x.entry.id}`} tournament={x} />
        ))}
      </SimpleGrid>
    </BoardSection>
  );
}
