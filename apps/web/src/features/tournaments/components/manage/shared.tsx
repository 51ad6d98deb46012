import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Organization, SportId, Tournament } from '@sportzone/contracts';
import { IconAlertTriangle, IconChevronLeft } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OrgSectionPage } from '@/components/ui/org-section-page';
import { isApiError } from '@/lib/api';
import {
  useTournament,
  MANAGE_PAGES,
  managePath,
  shownStatus,
  tournamentsPath,
  type ManagePage,
  type ShownStatus,
} from './feature';

const STATUS_COLOR: Record<ShownStatus, string> = {
  upcoming: 'gray',
  open: 'teal',
  drawn: 'violet',
  active: 'orange',
  finished: 'blue',
};

/** The tournament's status; "Draw made" once drawn, until the first result (see `shownStatus`). */
export function TournamentStatusBadge({ tournament }: { tournament: Pick<Tournament, 'status' | 'drawn'> }) {
  const { t } = useTranslation();
  const status = shownStatus(tournament);
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="tournament-status" data-status={status}>
      {t(`tournamentManage.status.${status}`)}
    </Badge>
  );
}

/** Server refusals the pages say in the UI language; anything else is the server's own message. */
const KNOWN_CODES = [
  'draw_started',
  'too_few_participants',
  'drawn',
  'stage_unfinished',
  'no_playing_spaces',
  'tournament_finished',
  'tournament_started',
  'registrations_full',
  'already_signed_up',
  'status_by_results',
  'has_entries',
  'match_finished',
  'next_stage_drawn',
  'result_in_use',
  'played_on',
  'invalid_result',
  'sides_unknown',
  'no_ranking',
  'none_ranked',
] as const;
type KnownCode = (typeof KNOWN_CODES)[number];

export function useRefusal() {
  const { t } = useTranslation();
  return (error: unknown): string | null => {
    if (!isApiError(error)) return null;
    const code = error.code as KnownCode | undefined;
    if (code && (KNOWN_CODES as readonly string[]).includes(code))
      return t(`tournamentManage.refused.${code}`);
    return error.message;
  };
}

export function RefusalAlert({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      data-testid={testId}
    >
      {message}
    </Alert>
  );
}

/**
 * One tournament's organizer page: the workspace section, a way back to the list, the tournament's name
 * and status, tabs between its menu, sign-ups, structure and properties, and the page.
 */
export function TournamentManagePage({
  organizationId,
  tournamentId,
  page,
  children,
}: {
  organizationId: number;
  tournamentId: number;
  page: ManagePage;
  children: (tournament: Tournament, organization: Organization) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useTournament(tournamentId);
  const tournament = query.data;
  const title = tournament ? tournament.name : t('tournamentManage.pages.loading');
  return (
    <OrgSectionPage
      organizationId={organizationId}
      title={title}
      intro={t(`tournamentManage.pages.${page}Intro`)}
      access="manage"
      testId={`tournament-${page}`}
    >
      {(org) => (
        <Stack gap="md">
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Anchor component={Link} to={tournamentsPath(org.id)} size="sm" data-testid="tournament-back">
              <Group gap={4} wrap="nowrap">
                <IconChevronLeft size={16} aria-hidden="true" />
                {t('tournamentManage.pages.back')}
              </Group>
            </Anchor>
            {tournament ? (
              <Group gap="xs">
                <TournamentStatusBadge tournament={tournament} />
                <Text size="sm" c="dimmed" visibleFrom="xs">
                  {sportName(t, tournament.sport)}
                </Text>
              </Group>
            ) : null}
          </Group>
          <Tabs
            value={page}
            onChange={(value) => value && navigate(managePath(org.id, tournamentId, value as ManagePage))}
            variant="outline"
            radius="md"
            keepMounted={false}
          >
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
              {MANAGE_PAGES.map((p) => (
                <Tabs.Tab
                  key={p}
                  value={p}
                  data-testid={`tournament-tab-${p}`}
                  px={{ base: 'xs', sm: 'md' }}
                  style={{ flex: 'none' }}
                >
                  {t(`tournamentManage.tabs.${p}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {query.isPending ? (
            <Group justify="center" py="xl">
              <Loader aria-label={t('common.loading')} />
            </Group>
          ) : !tournament ? (
            <Alert
              color={isApiError(query.error) && query.error.status === 404 ? 'gray' : 'red'}
              variant="light"
              icon={<IconAlertTriangle size={20} />}
              title={
                isApiError(query.error) && query.error.status === 404
                  ? t('tournamentManage.pages.notFound')
                  : t('tournamentManage.pages.loadFailed')
              }
              data-testid="tournament-load-error"
            >
              <Button mt="sm" size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : (
            children(tournament, org)
          )}
        </Stack>
      )}
    </OrgSectionPage>
  );
}

/** A date range in the reader's language ("12–14 Dec 2026"); null without dates. */
export function datesOf(t: Pick<Tournament, 'startsOn' | 'endsOn'>, locale: string): string | null {
  if (!t.startsOn) return null;
  const fmt = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const start = new Date(`${t.startsOn}T12:00:00`);
  if (!t.endsOn || t.endsOn === t.startsOn) return fmt.format(start);
  return fmt.formatRange(start, new Date(`${t.endsOn}T12:00:00`));
}

/** "Sat 14:30" in the reader's language. */
export function timeOf(at: string | null, locale: string): string {
  if (!at) return '–';
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));
}

/** A sport's name in the UI language (the app's sport names). */
export function sportName(t: TFunction, sport: string): string {
  return sport === 'rally'
    ? t('orgMatches.form.rally')
    : t(`sports.${sport as SportId}`, { defaultValue: sport });
}

/** "Wed 11:30": a schedule's time, short enough for a phone's row. */
export function clockOf(at: string | null, locale: string): string {
  if (!at) return '–';
  return new Intl.DateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date(at),
  );
}

/** A section of an organizer's tournament page: a card with a title (and an icon). */
export function Panel({
  title,
  icon,
  children,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz="md">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
