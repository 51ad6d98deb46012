import {
  Alert,
  Anchor,
  Button,
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
import type { MatchSport } from '@sportzone/contracts';
import { IconBroadcast, IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MatchCard } from '@/components/ui/match-card';
import { SportFilter } from '@/components/ui/sport-filter';
import { useLiveConnection, useLiveList } from '@/lib/live';
import { upcomingQuery } from '@/lib/matches/api';
import { liveMatchPath } from '@/lib/matches/paths';
import { withSideNames } from '@/lib/tournaments/labels';
import { rowFromListItem, rowFromMatch, type ScoreRow } from '@/lib/matches/score';
import { usePageTitle } from '@/lib/use-page-title';
import { CompetitionLink } from '@/components/ui/competition-link';
import classes from './live-list.module.css';

/** The courts of a venue shown side by side on a wide screen (a venue spans as many columns, at most 4). */
const spanOf = (courts: number) => String(Math.min(courts, 4));

function groupByVenue(rows: ScoreRow[], fallback: string): [string, ScoreRow[]][] {
  const groups = new Map<string, ScoreRow[]>();
  for (const row of rows) {
    const key = row.venue ?? fallback;
    const list = groups.get(key) ?? [];
    list.push(row);
    groups.set(key, list);
  }
  for (const list of groups.values()) {
    list.sort(
      (a, b) => (a.court ?? '').localeCompare(b.court ?? '', undefined, { numeric: true }) || a.id - b.id,
    );
  }
  return [...groups.entries()].sort(([a], [b]) =>
    a === fallback ? 1 : b === fallback ? -1 : a.localeCompare(b),
  );
}

/**
 * `/live/{sport?}`: every match in progress, updating live over the one connection: per venue, its courts side
 * by side (a grid on a laptop, one column on a phone), each with the sport and a labelled score.
 */
export function LiveListPage({ sport }: { sport: MatchSport | null }) {
  const { t } = useTranslation();
  usePageTitle(sport ? t('liveList.titleSport', { sport: t(`matchSport.${sport}`) }) : t('liveList.title'));
  const feed = useLiveList(sport ? `sport:${sport}` : 'home');
  const connection = useLiveConnection();
  const upcoming = useQuery(upcomingQuery(sport, 6));
  const rows = useMemo(() => feed.items.map(rowFromListItem), [feed.items]);
  const competitions = useMemo(
    () => new Map(feed.items.map((i) => [i.matchId, i.competition] as const)),
    [feed.items],
  );
  const live = rows.filter((r) => r.status === 'active');
  const finished = rows.filter((r) => r.status === 'finished');
  const groups = groupByVenue(live, t('liveList.noVenue'));

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Group gap="sm" wrap="nowrap">
              <span className={classes.liveDot} aria-hidden="true" />
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {sport ? t('liveList.titleSport', { sport: t(`matchSport.${sport}`) }) : t('liveList.title')}
              </Title>
            </Group>
            <Text c="dimmed">{t('liveList.subtitle')}</Text>
          </Stack>
          <Anchor component={Link} to={`/archive${sport ? `/${sport}` : ''}`} fw={600}>
            {t('liveList.toArchive')}
          </Anchor>
        </Group>
        <SportFilter base="/live" sport={sport} />
        {connection === 'reconnecting' || connection === 'offline' ? (
          <Alert color="orange" variant="light" icon={<IconWifiOff size={18} />} py={6}>
            {connection === 'offline' ? t('live.offline') : t('live.reconnecting')}
          </Alert>
        ) : null}
        {!feed.ready ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} data-testid="live-list-loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={104} radius="lg" />
            ))}
          </SimpleGrid>
        ) : live.length === 0 ? (
          <Card withBorder radius="lg" p="xl" data-testid="live-list-empty">
            <Stack align="center" ta="center" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light" color="red">
                <IconBroadcast size={30} aria-hidden="true" />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {t('liveList.emptyTitle')}
              </Title>
              <Text c="dimmed" maw={480}>
                {sport
                  ? t('liveList.emptyTextSport', { sport: t(`matchSport.${sport}`) })
                  : t('liveList.emptyText')}
              </Text>
              <Button component={Link} to={`/archive${sport ? `/${sport}` : ''}`} variant="light">
                {t('liveList.toArchive')}
              </Button>
            </Stack>
          </Card>
        ) : (
          <div className={classes.venues} data-testid="live-list">
            {groups.map(([venue, list]) => (
              <section
                key={venue}
                className={classes.venue}
                data-span={spanOf(list.length)}
                data-testid="venue-group"
                aria-label={venue}
              >
                <Text className={classes.venueTitle} component="h2" title={venue}>
                  <span className={classes.venueName} data-testid="venue-name">
                    {venue}
                  </span>
                  <span className={classes.venueCount}>{t('liveList.inPlay', { count: list.length })}</span>
                </Text>
                {list.map((row) => (
                  <Stack key={row.id} gap={6}>
                    <CompetitionLink competition={competitions.get(row.id)} />
                    <MatchCard
                      row={row}
                      href={liveMatchPath(row.sport, row.id)}
                      showSport={!sport}
                      place="court"
                    />
                  </Stack>
                ))}
              </section>
            ))}
          </div>
        )}
        {finished.length > 0 ? (
          <Stack gap="xs">
            <Text className={classes.groupTitle} component="h2">
              {t('liveList.justFinished')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="sm" data-testid="live-list-finished">
              {finished.map((row) => (
                <Stack key={row.id} gap={6}>
                  <CompetitionLink competition={competitions.get(row.id)} />
                  <MatchCard row={row} href={liveMatchPath(row.sport, row.id)} showSport={!sport} />
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
        {upcoming.data && upcoming.data.items.length > 0 ? (
          <Stack gap="xs">
            <Text className={classes.groupTitle} component="h2">
              {t('liveList.comingUp')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="sm" data-testid="live-list-upcoming">
              {upcoming.data.items.map((m) => (
                <Stack key={m.id} gap={6}>
                  <CompetitionLink competition={m.competition} />
                  <MatchCard
                    row={rowFromMatch(withSideNames(t, m))}
                    href={liveMatchPath(m.sport, m.id)}
                    showSport={!sport}
                  />
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
