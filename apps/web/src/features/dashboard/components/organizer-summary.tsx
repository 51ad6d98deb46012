import { Alert, Anchor, Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarEvent,
  IconClipboardList,
  IconSend,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MatchCard } from '@/components/ui/match-card';
import { liveMatchPath } from '@/lib/matches/paths';
import { withSideNames } from '@/lib/tournaments/labels';
import { rowFromMatch } from '@/lib/matches/score';
import { formatMatchDate } from '@/lib/matches/time';
import { useOrganizerDashboard } from '../api/summary';
import { SummaryPanel, panelIcon as icon } from './summary-panel';

/**
 * /organizer/dashboard's summary, from one call across every organization I run: today's matches by
 * court, tournaments taking sign-ups, applications waiting, my own requests.
 */
export function OrganizerSummary() {
  const { t, i18n } = useTranslation();
  const query = useOrganizerDashboard();
  if (query.isError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
        {t('notifications.organizer.loadFailed')}
      </Alert>
    );
  if (!query.data) return <Skeleton height={220} radius="lg" />;
  const d = query.data;
  const todayCount = d.today.reduce((n, c) => n + c.matches.length, 0);
  return (
    <Stack gap="md" data-testid="organizer-summary">
      <Title order={2} fz="lg">
        {t('notifications.organizer.title')}
      </Title>
      <SummaryPanel
        testId="summary-today"
        title={t('notifications.organizer.today')}
        icon={icon(<IconCalendarEvent size={16} />, 'teal')}
        count={todayCount}
        empty={t('notifications.organizer.todayEmpty')}
      >
        {d.today.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {d.today.map((court) => (
              <Stack key={`${court.venue ?? ''}:${court.court ?? ''}`} gap="xs" data-testid="summary-court">
                <Group gap={6} wrap="nowrap">
                  <Text fw={800} size="sm" truncate>
                    {court.court ?? t('notifications.organizer.noCourt')}
                  </Text>
                  {court.venue ? (
                    <Text size="xs" c="dimmed" truncate>
                      {court.venue}
                    </Text>
                  ) : null}
                </Group>
                {court.matches.map((m) => (
                  <MatchCard
                    key={m.id}
                    row={rowFromMatch(withSideNames(t, m))}
                    href={liveMatchPath(m.sport, m.id)}
                    place="court"
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        ) : null}
      </SummaryPanel>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <SummaryPanel
          testId="summary-signups"
          title={t('notifications.organizer.signups')}
          icon={icon(<IconClipboardList size={16} />, 'grape')}
          empty={t('notifications.organizer.signupsEmpty')}
        >
          {d.signups.length ? (
            <Stack gap="xs">
              {d.signups.map((s) => (
                <Stack key={s.tournamentId} gap={2}>
                  <Anchor component={Link} to={`/container/${s.tournamentId}/views`} fw={700} size="sm">
                    {s.name}
                  </Anchor>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {s.organizationName}
                    </Text>
                    <Badge size="xs" variant="light" color="teal">
                      {t('notifications.organizer.registered', { count: s.registered })}
                      {s.spots ? ` ${t('notifications.organizer.spots', { spots: s.spots })}` : ''}
                    </Badge>
                    {s.waiting ? (
                      <Badge size="xs" variant="light" color="orange">
                        {t('notifications.organizer.waiting', { count: s.waiting })}
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              ))}
            </Stack>
          ) : null}
        </SummaryPanel>
        <SummaryPanel
          testId="summary-applications"
          title={t('notifications.organizer.applications')}
          icon={icon(<IconUserPlus size={16} />, 'orange')}
          count={d.applications.length}
          empty={t('notifications.organizer.applicationsEmpty')}
        >
          {d.applications.length ? (
            <Stack gap="xs">
              {d.applications.map((a) => (
                <Stack key={a.id} gap={0}>
                  <Anchor
                    component={Link}
                    to={`/organizer/organizations/${a.organizationId}/applications`}
                    fw={700}
                    size="sm"
                  >
                    {a.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {a.organizationName} · {formatMatchDate(a.appliedOn, i18n.language)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          ) : null}
        </SummaryPanel>
        <SummaryPanel
          testId="summary-requests"
          title={t('notifications.organizer.requests')}
          icon={icon(<IconSend size={16} />, 'blue')}
          count={d.requests.length}
          empty={t('notifications.organizer.requestsEmpty')}
        >
          {d.requests.length ? (
            <Stack gap="xs">
              {d.requests.map((r) => (
                <Group key={r.id} justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to="/user/request" size="sm" fw={600}>
                    {t(`notifications.organizer.requestKind.${r.kind}`, { defaultValue: r.kind })}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatMatchDate(r.createdAt, i18n.language)}
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : null}
        </SummaryPanel>
      </SimpleGrid>
    </Stack>
  );
}
