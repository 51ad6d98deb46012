import { Badge, Card, Container, Group, Stack, Tabs, Text } from '@mantine/core';
import type { Entry, EntryList, TournamentStage } from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import {
  entriesViewQuery,
  scheduleViewQuery,
  stagesViewQuery,
  tournamentViewQuery,
  useTournamentRefresh,
  venueViewQuery,
} from './feature';
import {
  EmbedButton,
  EmbedFrame,
  PlayerPathPicker,
  NotePanel,
  PageState,
  PrintButton,
  ResultsButton,
  TournamentHeader,
  ViewProvider,
  useFollowed,
  viewsPath,
} from './parts';
import { ScheduleView } from './schedule-view';
import { SignUpPanel } from './signup-panel';
import { StageDraw } from './stage-draw';
import { TournamentExportButton } from './export-button';
import { useViewContext } from './view-context';
import classes from './views.module.css';

const TABS = ['draw', 'schedule', 'entries'] as const;
type Tab = (typeof TABS)[number];

function EntryRows({ entries, waiting = false }: { entries: Entry[]; waiting?: boolean }) {
  const { t } = useTranslation();
  const { highlight } = useViewContext();
  return (
    <Card withBorder radius="md" p={0}>
      {entries.map((e, i) => (
        <div
          key={e.id}
          className={classes.place}
          data-testid={waiting ? 'entry-waiting' : 'entry'}
          data-highlight={(highlight !== null && e.id === highlight) || undefined}
        >
          <Text c="dimmed" fw={700} w={28} ta="right" size="sm">
            {waiting ? (e.waitingPosition ?? i + 1) : i + 1}
          </Text>
          <Text fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {e.name}
          </Text>
          {e.seed ? (
            <Badge variant="light" color="brand" size="sm">
              {t('tournamentViews.entries.seed', { seed: e.seed })}
            </Badge>
          ) : null}
          {e.checkedIn ? (
            <Badge variant="light" color="green" size="sm">
              {t('tournamentViews.entries.checkedIn')}
            </Badge>
          ) : null}
        </div>
      ))}
    </Card>
  );
}

/** Registered entries (by seed, then sign-up) and the waiting list. */
export function EntriesView({ entries }: { entries: EntryList }) {
  const { t } = useTranslation();
  const registered = [...entries.registered].sort(
    (a, b) => (a.seed ?? 1e9) - (b.seed ?? 1e9) || a.signedUpAt.localeCompare(b.signedUpAt),
  );
  return (
    <Stack gap="md" data-testid="entries">
      <Stack gap={6}>
        <Text className={classes.sectionTitle} component="h3">
          {t('tournamentViews.entries.registered', { count: registered.length })}
        </Text>
        {registered.length ? (
          <EntryRows entries={registered} />
        ) : (
          <Text c="dimmed">{t('tournamentViews.entries.none')}</Text>
        )}
      </Stack>
      {entries.waiting.length ? (
        <Stack gap={6}>
          <Text className={classes.sectionTitle} component="h3">
            {t('tournamentViews.entries.waiting', { count: entries.waiting.length })}
          </Text>
          <EntryRows entries={entries.waiting} waiting />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Each stage's draw; "The draw is not made yet" and the entries before it is. */
export function DrawView({
  stages,
  sport,
  entries,
}: {
  stages: TournamentStage[];
  sport: string;
  entries: EntryList | undefined;
}) {
  const { t } = useTranslation();
  // the latest drawn stage first (the knockout over its groups), stages not drawn yet last
  const byPosition = [...stages].sort((a, b) => a.position - b.position);
  const sorted = [...byPosition.filter((s) => s.drawn).reverse(), ...byPosition.filter((s) => !s.drawn)];
  if (!sorted.some((s) => s.drawn))
    return (
      <Stack gap="md" data-testid="draw-empty">
        <NotePanel>
          <Text fw={700}>{t('tournamentViews.draw.notYet')}</Text>
          <Text size="sm">{t('tournamentViews.draw.notYetText')}</Text>
        </NotePanel>
        {entries ? <EntriesView entries={entries} /> : null}
      </Stack>
    );
  return (
    <Stack gap={40} data-testid="draw">
      {sorted.map((stage) => (
        <StageDraw
          key={stage.id}
          stage={stage}
          sport={sport}
          nextQualifiers={byPosition[byPosition.indexOf(stage) + 1]?.qualifiersPerGroup ?? null}
          last={stage === byPosition.at(-1)}
        />
      ))}
    </Stack>
  );
}

/**
 * `/container/{id}/views`: a tournament's public page (decision 022): header, Draw (brackets, group tables,
 * Swiss rounds), Schedule (by time or by court) and Entries; Print, Embed, Results, Show a player's path.
 * `embed`: `/container/{id}/views/public`, the draw alone for an iframe.
 */
export function TournamentViewsPage({
  id,
  embed = false,
  children,
}: {
  id: number;
  embed?: boolean;
  /** more about the tournament below its views (its photos), composed by the route */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [followed] = useFollowed();
  const tournament = useQuery(tournamentViewQuery(id));
  const found = !!tournament.data;
  const stages = useQuery(stagesViewQuery(id, found));
  const entries = useQuery(entriesViewQuery(id, found));
  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'draw';
  const schedule = useQuery(scheduleViewQuery(id, found && !embed && tab === 'schedule'));
  // the schedule's times are the venue's clock (the header asks for the venue too: one request)
  const venue = useQuery(venueViewQuery(tournament.data?.venueId ?? null));
  useTournamentRefresh(id, found && tournament.data?.status !== 'finished');
  usePageTitle(tournament.data?.name ?? t('tournamentViews.title'));

  const data = tournament.data;
  if (!data)
    return <PageState error={tournament.error} onRetry={() => void tournament.refetch()} embed={embed} />;
  const drawView = stages.data ? (
    <DrawView stages={stages.data.stages} sport={data.sport} entries={entries.data} />
  ) : stages.isError ? (
    <PageState error={stages.error} onRetry={() => void stages.refetch()} embed={embed} />
  ) : (
    <PageState error={null} onRetry={() => {}} embed />
  );

  return (
    <ViewProvider tournament={data} embed={embed} highlight={followed ?? entries.data?.mine[0] ?? null}>
      {embed ? (
        <EmbedFrame fullPath={viewsPath(id)}>
          <TournamentHeader tournament={data} compact />
          {drawView}
        </EmbedFrame>
      ) : (
        <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg" data-testid="tournament-page" data-tournament-id={data.id}>
            <TournamentHeader
              tournament={data}
              actions={
                <>
                  <ResultsButton id={id} />
                  <PrintButton />
                  <EmbedButton path={`${viewsPath(id)}/public`} />
                  <TournamentExportButton id={id} />
                </>
              }
            />
            {entries.data ? <SignUpPanel tournament={data} entries={entries.data} /> : null}
            <Tabs
              value={tab}
              onChange={(v) =>
                setParams(
                  (p) => {
                    const next = new URLSearchParams(p);
                    if (!v || v === 'draw') next.delete('tab');
                    else next.set('tab', v);
                    return next;
                  },
                  { replace: true },
                )
              }
              keepMounted={false}
            >
              <Group justify="space-between" gap="sm" className={classes.noPrint} wrap="wrap-reverse">
                <Tabs.List data-testid="tournament-tabs">
                  <Tabs.Tab value="draw" data-testid="tab-draw">
                    {t('tournamentViews.tabs.draw')}
                  </Tabs.Tab>
                  <Tabs.Tab value="schedule" data-testid="tab-schedule">
                    {t('tournamentViews.tabs.schedule')}
                  </Tabs.Tab>
                  <Tabs.Tab value="entries" data-testid="tab-entries">
                    {t('tournamentViews.tabs.entries')}
                    {entries.data ? ` (${entries.data.registered.length})` : ''}
                  </Tabs.Tab>
                </Tabs.List>
                {entries.data && entries.data.registered.length > 0 ? (
                  <PlayerPathPicker entries={entries.data.registered} />
                ) : null}
              </Group>
              <Tabs.Panel value="draw" pt="lg">
                {drawView}
              </Tabs.Panel>
              <Tabs.Panel value="schedule" pt="lg">
                {schedule.data ? (
                  <ScheduleView
                    schedule={schedule.data}
                    stages={stages.data?.stages}
                    timeZone={venue.data?.timeZone ?? null}
                  />
                ) : (
                  <PageState error={schedule.error} onRetry={() => void schedule.refetch()} embed />
                )}
              </Tabs.Panel>
              <Tabs.Panel value="entries" pt="lg">
                {entries.data ? (
                  <EntriesView entries={entries.data} />
                ) : (
                  <PageState error={entries.error} onRetry={() => void entries.refetch()} embed />
                )}
              </Tabs.Panel>
            </Tabs>
            {children}
          </Stack>
        </Container>
      )}
    </ViewProvider>
  );
}
