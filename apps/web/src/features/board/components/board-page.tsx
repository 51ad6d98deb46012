import { Alert, Button, Container, Grid, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import type { BoardPlayer } from '@sportzone/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { UserAvatar } from '@/components/ui/user-avatar';
import { isApiError } from '@/lib/api';
import { usePictureSrc } from '@/lib/picture/use-picture-src';
import { useBoard } from '../api/board';
import { NextMatches, Results } from './board-matches';
import { Rankings } from './board-rankings';
import { StatTiles, StatsOverTime } from './board-stats';
import { Tournaments } from './board-tournaments';
import { NotAPlayer } from './not-a-player';

function PlayerChip({ player }: { player: BoardPlayer }) {
  const { t } = useTranslation();
  const src = usePictureSrc(player.pictureUrl);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="board-player">
      <UserAvatar person={{ ...player, pictureUrl: src }} size={32} />
      <Text size="sm" fw={600}>
        {t('board.playerIn', {
          name: `${player.firstName} ${player.lastName}`,
          organization: player.organization.name,
        })}
      </Text>
    </Group>
  );
}

function Loading() {
  return (
    <Stack gap="md" data-testid="board-loading" aria-busy="true">
      <Grid gap="md">
        {[0, 1, 2, 3].map((i) => (
          <Grid.Col key={i} span={{ base: 6, md: 3 }}>
            <Skeleton height={96} radius="lg" />
          </Grid.Col>
        ))}
      </Grid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={260} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={260} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /user/board: my board as a competitor — for all my players or one of them (`?player=`), the figures
 * on top, the next matches and results, the ranking and the months, then the tournaments.
 */
export function BoardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('player'));
  const player = Number.isInteger(wanted) && wanted > 0 ? wanted : null;
  const all = useBoard(null);
  const one = useBoard(player, player !== null);
  const query = player !== null ? one : all;
  const players = all.data?.players ?? [];
  const choose = (value: string | null) =>
    setParams(value && value !== 'all' ? { player: value } : {}, { replace: true });

  let body;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    body = (
      <Alert
        color={missing ? 'yellow' : 'red'}
        variant="light"
        icon={<IconAlertTriangle size={20} />}
        title={missing ? t('board.notYours') : t('board.loadError')}
        role="alert"
        data-testid="board-error"
      >
        {missing ? (
          <Button mt="sm" size="xs" variant="white" onClick={() => choose(null)}>
            {t('board.showAll')}
          </Button>
        ) : (
          <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {t('board.retry')}
          </Button>
        )}
      </Alert>
    );
  } else if (!query.data) body = <Loading />;
  else if (query.data.players.length === 0) body = <NotAPlayer />;
  else {
    const d = query.data;
    body = (
      <Stack gap="md" data-testid="board">
        <StatTiles stats={d.stats} rankings={d.rankings} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              <NextMatches matches={d.next} />
              <Results matches={d.results} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Rankings rankings={d.rankings} />
              <StatsOverTime stats={d.stats} />
            </Stack>
          </Grid.Col>
        </Grid>
        <Tournaments tournaments={d.tournaments} />
      </Stack>
    );
  }

  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader
          title={t('board.title')}
          intro={t('board.intro')}
          actions={
            players.length > 1 ? (
              <Select
                label={t('board.playerFilter')}
                data={[
                  { value: 'all', label: t('board.allPlayers') },
                  ...players.map((p) => ({
                    value: String(p.id),
                    label: t('board.playerIn', {
                      name: `${p.firstName} ${p.lastName}`,
                      organization: p.organization.name,
                    }),
                  })),
                ]}
                value={player !== null ? String(player) : 'all'}
                onChange={choose}
                allowDeselect={false}
                w={{ base: '100%', sm: 280 }}
                data-testid="board-player-select"
              />
            ) : null
          }
        />
        {players.length > 0 ? (
          <Group gap="lg">
            {(player !== null ? players.filter((p) => p.id === player) : players).map((p) => (
              <PlayerChip key={p.id} player={p} />
            ))}
          </Group>
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
