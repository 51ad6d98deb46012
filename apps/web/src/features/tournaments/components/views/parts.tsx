import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  Popover,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { Entry, MatchSport, Tournament } from '@sportzone/contracts';
import { IconCalendar, IconCode, IconMapPin, IconPrinter, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { formatText } from '@/components/ui/format-fields';
import { isMatchSport, liveMatchPath } from '@/lib/matches/paths';
import { shownStatus, venueViewQuery } from './feature';
import { ViewContext, type ViewContextValue } from './view-context';
import classes from './views.module.css';

export const viewsPath = (id: number) => `/container/${id}/views`;
export const resultsPath = (id: number) => `/container/result/${id}`;

/** The followed entry from `?player=<entryId>`. */
export function useFollowed(): [number | null, (entryId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('player'));
  const followed = Number.isInteger(raw) && raw > 0 ? raw : null;
  const set = (entryId: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (entryId === null) next.delete('player');
        else next.set('player', String(entryId));
        return next;
      },
      { replace: true },
    );
  return [followed, set];
}

/** The context of a tournament's pages: highlight, links to live match pages (a new tab in an iframe). */
export function ViewProvider({
  tournament,
  embed,
  highlight,
  children,
}: {
  tournament: Pick<Tournament, 'sport'> | undefined;
  embed: boolean;
  highlight: number | null;
  children: ReactNode;
}) {
  const value = useMemo<ViewContextValue>(() => {
    const sport: MatchSport = tournament && isMatchSport(tournament.sport) ? tournament.sport : 'rally';
    return {
      highlight,
      matchHref: (id) => liveMatchPath(sport, id),
      linkTarget: embed ? '_blank' : undefined,
    };
  }, [tournament, embed, highlight]);
  return <ViewContext.Provider value={value}>{children}</ViewContext.Provider>;
}

function formatDate(day: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${day}T12:00:00`),
  );
}

export const STATUS_COLORS: Record<string, string> = {
  upcoming: 'gray',
  open: 'blue',
  drawn: 'violet',
  active: 'red',
  finished: 'green',
};

/** Name, organization, sport and its scoring format, dates, venue and status; `actions` on the right (below on a phone). */
export function TournamentHeader({
  tournament,
  actions,
  compact = false,
}: {
  tournament: Tournament;
  actions?: ReactNode;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const venue = useQuery(venueViewQuery(tournament.venueId));
  const dates =
    tournament.startsOn && tournament.endsOn && tournament.startsOn !== tournament.endsOn
      ? `${formatDate(tournament.startsOn, i18n.language)} – ${formatDate(tournament.endsOn, i18n.language)}`
      : (tournament.startsOn ?? tournament.endsOn)
        ? formatDate((tournament.startsOn ?? tournament.endsOn)!, i18n.language)
        : null;
  const sport = t(`sports.${tournament.sport}` as 'sports.tennis', { defaultValue: tournament.sport });
  return (
    <Card withBorder radius="lg" p={compact ? 'sm' : { base: 'md', sm: 'xl' }} className={classes.hero}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Anchor
            href={`/user/organizations/${tournament.organizationId}/public`}
            size="sm"
            fw={600}
            target={compact ? '_blank' : undefined}
            data-testid="tournament-organization"
          >
            {tournament.organizationName}
          </Anchor>
          <Title
            order={1}
            fz={compact ? 22 : { base: 26, sm: 34 }}
            lh={1.15}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="tournament-name"
          >
            {tournament.name}
          </Title>
          <Group gap={8} wrap="wrap">
            <Badge
              // light: shade 9 on shade 1 reads above 4.5:1 for every status; filled green was 2.75:1
              variant="light"
              color={STATUS_COLORS[shownStatus(tournament)] ?? 'gray'}
              data-testid="tournament-status"
              data-status={shownStatus(tournament)}
            >
              {t(`tournamentViews.status.${shownStatus(tournament)}`)}
            </Badge>
            <Badge variant="light" color="brand">
              {sport}
            </Badge>
            {isMatchSport(tournament.sport) ? (
              <Text size="sm" fw={500} data-testid="tournament-format">
                {formatText(t, tournament.sport, tournament.format)}
              </Text>
            ) : null}
            {dates ? (
              <Group gap={4} wrap="nowrap">
                <IconCalendar size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed">
                  {dates}
                </Text>
              </Group>
            ) : null}
            {venue.data ? (
              <Group gap={4} wrap="nowrap" miw={0}>
                <IconMapPin size={16} aria-hidden="true" color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed" truncate data-testid="tournament-venue">
                  {venue.data.name}
                  {venue.data.city ? `, ${venue.data.city}` : ''}
                </Text>
              </Group>
            ) : null}
          </Group>
          {!compact && tournament.description ? (
            <Text size="sm" maw={720} style={{ whiteSpace: 'pre-line' }}>
              {tournament.description}
            </Text>
          ) : null}
        </Stack>
        {actions ? (
          <Group gap="xs" className={classes.noPrint}>
            {actions}
          </Group>
        ) : null}
      </Group>
    </Card>
  );
}

/** Print the page (the print CSS keeps the draw and drops the chrome). */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden="true" />}
      onClick={() => window.print()}
      data-testid="tournament-print"
    >
      {t('tournamentViews.actions.print')}
    </Button>
  );
}

/** The embeddable page's <iframe> snippet, to copy. */
export function EmbedButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const snippet = `<iframe src="${window.location.origin}${path}" width="100%" height="640" style="border:0" loading="lazy" title="Sportzone"></iframe>`;
  return (
    <Popover width={340} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconCode size={16} aria-hidden="true" />}
          data-testid="tournament-embed"
        >
          {t('tournamentViews.actions.embed')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm">{t('tournamentViews.embed.text')}</Text>
          <Textarea value={snippet} readOnly autosize minRows={3} data-testid="embed-snippet" />
          <Group justify="space-between">
            <Anchor href={path} target="_blank" size="sm">
              {t('tournamentViews.embed.preview')}
            </Anchor>
            <CopyButton value={snippet}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  onClick={copy}
                  color={copied ? 'green' : undefined}
                  data-testid="embed-copy"
                >
                  {copied ? t('tournamentViews.embed.copied') : t('tournamentViews.embed.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * "Show a player's path": highlights one entry in the bracket, tables and lists (`?player=`). It follows
 * nobody: following a player is the profile's Follow button.
 */
export function PlayerPathPicker({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const [followed, setFollowed] = useFollowed();
  const data = [...entries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((e) => ({ value: String(e.id), label: e.name }));
  return (
    <Select
      className={classes.noPrint}
      placeholder={t('tournamentViews.playerPath.placeholder')}
      aria-label={t('tournamentViews.playerPath.label')}
      data={data}
      value={followed ? String(followed) : null}
      onChange={(v) => setFollowed(v ? Number(v) : null)}
      searchable
      clearable
      w={{ base: '100%', xs: 240 }}
      nothingFoundMessage={t('tournamentViews.playerPath.nothing')}
      data-testid="player-path"
    />
  );
}

export function ResultsButton({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={resultsPath(id)}
      variant="light"
      leftSection={<IconTrophy size={16} aria-hidden="true" />}
      data-testid="tournament-results-link"
    >
      {t('tournamentViews.actions.results')}
    </Button>
  );
}

/** Loading, not found (404: private or no such tournament) and failed states. */
export function PageState({
  error,
  onRetry,
  embed,
}: {
  error: unknown;
  onRetry: () => void;
  embed: boolean;
}) {
  const { t } = useTranslation();
  if (!error)
    return (
      <Container size="xl" py="lg" data-testid="tournament-loading">
        <Stack gap="md">
          <Skeleton height={embed ? 80 : 140} radius="lg" />
          <Skeleton height={320} radius="lg" />
        </Stack>
      </Container>
    );
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Container size="sm" py="xl">
      <Card
        withBorder
        radius="lg"
        p="xl"
        data-testid={notFound ? 'tournament-not-found' : 'tournament-error'}
      >
        <Stack align="center" ta="center" gap="sm">
          <Title order={1} fz="xl">
            {notFound ? t('tournamentViews.notFound.title') : t('tournamentViews.error.title')}
          </Title>
          <Text c="dimmed">
            {notFound ? t('tournamentViews.notFound.text') : t('tournamentViews.error.text')}
          </Text>
          {notFound ? (
            embed ? null : (
              <Button component={Link} to="/" variant="light">
                {t('common.goHome')}
              </Button>
            )
          ) : (
            <Button onClick={onRetry} variant="light">
              {t('tournamentViews.error.retry')}
            </Button>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

/** The embeddable frame: no site chrome, a small "Sportzone" link to the full page. */
export function EmbedFrame({ fullPath, children }: { fullPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.embed} data-testid="tournament-embed-frame">
      <Stack gap="sm">
        {children}
        <Group justify="flex-end">
          <a
            className={classes.embedBrand}
            href={fullPath}
            target="_blank"
            rel="noopener"
            data-testid="embed-brand"
          >
            {t('tournamentViews.embed.brand')}
          </a>
        </Group>
      </Stack>
    </div>
  );
}

export function NotePanel({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Alert variant="light" color="gray" radius="md" data-testid={testId}>
      {children}
    </Alert>
  );
}
