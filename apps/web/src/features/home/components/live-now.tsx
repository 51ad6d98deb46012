import {
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MatchCard } from '@/components/ui/match-card';
import { SportIcon } from '@/components/ui/sport-icon';
import { useLiveList } from '@/lib/live';
import { upcomingQuery } from '@/lib/matches/api';
import { liveMatchPath } from '@/lib/matches/paths';
import { withSideNames } from '@/lib/tournaments/labels';
import { rowFromListItem, rowFromMatch } from '@/lib/matches/score';
import { useSelectedSport } from '@/lib/sport-preference';
import classes from './home.module.css';

const SHOWN = 6;

/**
 * The home page opens on this: what is live now (pushed over the one live connection), the chosen sport
 * first, and what comes next; an honest empty state when nothing is being played.
 */
export function LiveNow() {
  const { t } = useTranslation();
  const [sport] = useSelectedSport();
  const feed = useLiveList('home');
  const upcoming = useQuery(upcomingQuery(null, 4));
  const live = useMemo(
    () =>
      feed.items
        .filter((i) => i.status === 'active')
        .map(rowFromListItem)
        .sort(
          (a, b) =>
            Number(b.sport === sport) - Number(a.sport === sport) ||
            (b.startedAt ?? '').localeCompare(a.startedAt ?? ''),
        ),
    [feed.items, sport],
  );
  const next = upcoming.data?.items ?? [];
  return (
    <Container
      size="lg"
      component="section"
      pt={{ base: 'md', sm: 32 }}
      pb={{ base: 40, sm: 56 }}
      aria-labelledby="live-title"
      data-testid="live-now"
    >
      <Group justify="space-between" align="flex-end" mb="md" gap="xs">
        <Stack gap={2}>
          <Group gap="sm" wrap="nowrap">
            <span className={classes.liveDot} aria-hidden="true" />
            <Title order={1} id="live-title" fz={{ base: 24, sm: 30 }}>
              {t('home.liveTitle')}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {t('home.liveSubtitle')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Badge
            variant="light"
            size="lg"
            radius="sm"
            leftSection={<SportIcon sport={sport} size={14} />}
            visibleFrom="xs"
          >
            {t(`sports.${sport}`)}
          </Badge>
          <Anchor component={Link} to="/live" fw={600} data-testid="home-all-live">
            {t('liveList.allLive')}
          </Anchor>
        </Group>
      </Group>
      {!feed.ready ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" data-testid="live-now-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={104} radius="lg" />
          ))}
        </SimpleGrid>
      ) : live.length === 0 ? (
        <Card
          withBorder
          radius="lg"
          p={{ base: 'lg', sm: 'xl' }}
          className={classes.liveEmpty}
          data-testid="live-now-empty"
        >
          <Stack align="center" ta="center" gap="sm" py="md">
            <ThemeIcon size={64} radius="xl" variant="light" color="red">
              <IconBroadcast size={34} aria-hidden="true" />
            </ThemeIcon>
            <Title order={3} fz="lg">
              {t('home.liveEmptyTitle')}
            </Title>
            <Text c="dimmed" maw={520}>
              {t('home.liveEmptyText', { sport: t(`sports.${sport}`) })}
            </Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" data-testid="live-now-list">
            {live.slice(0, SHOWN).map((row) => (
              <MatchCard key={row.id} row={row} href={liveMatchPath(row.sport, row.id)} />
            ))}
          </SimpleGrid>
          {live.length > SHOWN ? (
            <Anchor component={Link} to="/live" size="sm" ta="right">
              {t('liveList.more', { count: live.length - SHOWN })}
            </Anchor>
          ) : null}
        </Stack>
      )}
      {next.length > 0 ? (
        <Stack gap="xs" mt="xl">
          <Title order={3} fz="lg">
            {t('liveList.comingUp')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" data-testid="home-upcoming">
            {next.map((m) => (
              <MatchCard
                key={m.id}
                row={rowFromMatch(withSideNames(t, m))}
                href={liveMatchPath(m.sport, m.id)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Container>
  );
}
