import {
  Alert,
  Anchor,
  Badge,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { Notification } from '@sportzone/contracts';
import {
  IconAlertTriangle,
  IconBell,
  IconBroadcast,
  IconCalendarEvent,
  IconTrophy,
  IconTournament,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MatchCard } from '@/components/ui/match-card';
import { liveMatchPath } from '@/lib/matches/paths';
import { withSideNames } from '@/lib/tournaments/labels';
import { rowFromMatch } from '@/lib/matches/score';
import { useUserDashboard } from '../api/summary';
import { SummaryPanel, panelIcon as icon } from './summary-panel';

/**
 * The signed-in home's summary (/user/dashboard), from one call: my next matches, what I follow live now,
 * recent results, my tournaments and the latest notifications (drawn by `renderNotification`, which the
 * route takes from the notifications feature).
 */
export function UserSummary({ renderNotification }: { renderNotification: (n: Notification) => ReactNode }) {
  const { t } = useTranslation();
  const query = useUserDashboard();
  if (query.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
        {t('notifications.dashboard.loadFailed')}
      </Alert>
    );
  if (!query.data)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={160} radius="lg" />
        ))}
      </SimpleGrid>
    );
  const d = query.data;
  const cards = (matches: typeof d.nextMatches) => (
    <Stack gap="xs">
      {matches.map((m) => (
        <MatchCard key={m.id} row={rowFromMatch(withSideNames(t, m))} href={liveMatchPath(m.sport, m.id)} />
      ))}
    </Stack>
  );
  return (
    <Stack gap="md" data-testid="user-summary">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SummaryPanel
          testId="summary-live"
          title={t('notifications.dashboard.liveNow')}
          icon={icon(<IconBroadcast size={16} />, 'red')}
          count={d.liveNow.length}
          empty={t('notifications.dashboard.liveEmpty')}
        >
          {d.liveNow.length ? cards(d.liveNow) : null}
        </SummaryPanel>
        <SummaryPanel
          testId="summary-notifications"
          title={t('notifications.dashboard.latest')}
          icon={icon(<IconBell size={16} />, 'brand')}
          count={d.unread}
          empty={t('notifications.empty')}
        >
          {d.notifications.length ? (
            <Stack gap={0}>
              {d.notifications.map((n) => (
                <div key={n.id}>{renderNotification(n)}</div>
              ))}
              <Anchor component={Link} to="/user/notifications" size="sm" fw={600} mt="xs">
                {t('notifications.dashboard.allNotifications')}
              </Anchor>
            </Stack>
          ) : null}
        </SummaryPanel>
        <SummaryPanel
          testId="summary-next"
          title={t('notifications.dashboard.nextMatches')}
          icon={icon(<IconCalendarEvent size={16} />, 'teal')}
          empty={t('notifications.dashboard.nextEmpty')}
        >
          {d.nextMatches.length ? cards(d.nextMatches) : null}
        </SummaryPanel>
        <SummaryPanel
          testId="summary-recent"
          title={t('notifications.dashboard.recent')}
          icon={icon(<IconTrophy size={16} />, 'yellow')}
          empty={t('notifications.dashboard.recentEmpty')}
        >
          {d.recentResults.length ? cards(d.recentResults) : null}
        </SummaryPanel>
      </SimpleGrid>
      <SummaryPanel
        testId="summary-tournaments"
        title={t('notifications.dashboard.tournaments')}
        icon={icon(<IconTournament size={16} />, 'grape')}
        empty={t('notifications.dashboard.tournamentsEmpty')}
      >
        {d.tournaments.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
            {d.tournaments.map((tour) => (
              <UnstyledButton
                key={tour.id}
                component={Link}
                to={`/container/${tour.id}/views`}
                p="sm"
                style={{
                  border: '1px solid var(--mantine-color-default-border)',
                  borderRadius: 'var(--mantine-radius-md)',
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} miw={0}>
                    <Text fw={700} size="sm" truncate>
                      {tour.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {[tour.organizationName, tour.startsOn].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <Badge variant="light" size="sm">
                    {t(`matchSport.${tour.sport}`, { defaultValue: tour.sport })}
                  </Badge>
                </Group>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        ) : null}
      </SummaryPanel>
    </Stack>
  );
}
