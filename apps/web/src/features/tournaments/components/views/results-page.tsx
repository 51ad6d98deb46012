import { Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { TournamentStage } from '@sportzone/contracts';
import { IconTournament } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stageLabel, useDrawLabels } from '@/lib/tournaments/labels';
import { usePageTitle } from '@/lib/use-page-title';
import {
  derivePlacings,
  finishedMatches,
  placingRank,
  placingTitle,
  stagePlacings,
  stagesViewQuery,
  tournamentViewQuery,
  useTournamentRefresh,
  type Placing,
} from './feature';
import {
  EmbedButton,
  EmbedFrame,
  NotePanel,
  PageState,
  PrintButton,
  TournamentHeader,
  ViewProvider,
  resultsPath,
  useFollowed,
  viewsPath,
} from './parts';
import { MatchLine } from './stage-draw';
import { StandingsTable } from './standings-table';
import { TournamentExportButton } from './export-button';
import { useViewContext } from './view-context';
import classes from './views.module.css';

/** "Winner", "Runner-up", "Finalist" (final to play), "Semi-finalist"… for the top places; "5th" after. */
function usePlaceName() {
  const { t } = useTranslation();
  return (p: Placing, all: Placing[]) => {
    const title = placingTitle(p, all);
    return title.kind === 'place'
      ? t('tournamentViews.results.place', { position: title.position })
      : t(`tournamentViews.results.${title.kind}`);
  };
}

function PlacingList({ placings, testId }: { placings: Placing[]; testId: string }) {
  const placeName = usePlaceName();
  const { highlight } = useViewContext();
  return (
    <Card withBorder radius="lg" p={0} data-testid={testId}>
      {placings.map((p) => (
        <div
          key={p.entryId}
          className={classes.place}
          data-testid="placing"
          data-position={p.position}
          data-highlight={(highlight !== null && p.entryId === highlight) || undefined}
        >
          <span className={classes.medal} data-position={p.position}>
            {placingRank(p, placings)}
          </span>
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={p.position <= 2 ? 800 : 600} style={{ overflowWrap: 'anywhere' }}>
              {p.name}
            </Text>
            <Text size="xs" c="dimmed">
              {placeName(p, placings)}
            </Text>
          </Stack>
        </div>
      ))}
    </Card>
  );
}

/** A stage's final standings: its tables (groups, Swiss) or its knockout placings. */
function StageStandings({ stage, sport }: { stage: TournamentStage; sport: string }) {
  const labels = useDrawLabels();
  const { t } = useTranslation();
  const groups = [...new Set(stage.standings.map((r) => r.group))].sort((a, b) => a - b);
  const knockout = stage.type === 'single_elimination' || stage.type === 'double_elimination';
  return (
    <Stack gap="sm" data-testid="stage-standings" data-stage={stage.id}>
      <Title order={3} fz="lg">
        {stageLabel(t, stage.name)}
      </Title>
      {knockout || groups.length === 0 ? (
        <PlacingList placings={stagePlacings(stage)} testId="stage-placings" />
      ) : (
        groups.map((g) => (
          <Card key={g} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            {groups.length > 1 ? (
              <Text fw={700} mb={4}>
                {labels.groupLabel(g)}
              </Text>
            ) : null}
            <StandingsTable
              rows={stage.standings.filter((r) => r.group === g)}
              qualifiers={null}
              rules={
                typeof stage.options.rules === 'string'
                  ? stage.options.rules
                  : stage.type === 'swiss'
                    ? 'swiss'
                    : sport
              }
              sport={sport}
            />
          </Card>
        ))
      )}
    </Stack>
  );
}

/**
 * `/container/result/{id}`: the final results: the placings (winner, runner-up, semi-finalists …), each
 * stage's final standings, and the finished matches with the score from the winner's side.
 * `embed`: `/container/result/{id}/public`, the same without the site's chrome.
 */
export function TournamentResultsPage({ id, embed = false }: { id: number; embed?: boolean }) {
  const { t } = useTranslation();
  const [followed] = useFollowed();
  const tournament = useQuery(tournamentViewQuery(id));
  const found = !!tournament.data;
  const stages = useQuery(stagesViewQuery(id, found));
  useTournamentRefresh(id, found && tournament.data?.status !== 'finished');
  usePageTitle(
    tournament.data
      ? t('tournamentViews.results.title', { name: tournament.data.name })
      : t('tournamentViews.title'),
  );
  const list = useMemo(() => stages.data?.stages ?? [], [stages.data]);
  const placings = useMemo(() => derivePlacings(list), [list]);
  const finished = useMemo(() => finishedMatches(list), [list]);

  const data = tournament.data;
  if (!data)
    return <PageState error={tournament.error} onRetry={() => void tournament.refetch()} embed={embed} />;
  const drawn = list.filter((s) => s.drawn).sort((a, b) => b.position - a.position);

  const body = !stages.data ? (
    <PageState error={stages.error} onRetry={() => void stages.refetch()} embed />
  ) : drawn.length === 0 ? (
    <NotePanel testId="results-empty">
      <Text fw={700}>{t('tournamentViews.draw.notYet')}</Text>
      <Text size="sm">{t('tournamentViews.results.noneYet')}</Text>
    </NotePanel>
  ) : (
    <Stack gap="xl">
      {data.status !== 'finished' ? (
        <NotePanel testId="results-provisional">{t('tournamentViews.results.provisional')}</NotePanel>
      ) : null}
      <Stack gap="sm">
        <Title order={2} fz="xl">
          {t('tournamentViews.results.placings')}
        </Title>
        <PlacingList placings={placings} testId="placings" />
      </Stack>
      {drawn.map((stage) => (
        <StageStandings key={stage.id} stage={stage} sport={data.sport} />
      ))}
      {finished.length ? (
        <Stack gap="sm">
          <Title order={2} fz="xl">
            {t('tournamentViews.results.matches')}
          </Title>
          <Card withBorder radius="lg" p={0} data-testid="results-matches">
            {finished.map(({ stage, match }) => (
              <MatchLine key={`${stage.id}-${match.key}`} match={match} all={stage.matches} fromWinner />
            ))}
          </Card>
        </Stack>
      ) : null}
    </Stack>
  );

  return (
    <ViewProvider tournament={data} embed={embed} highlight={followed}>
      {embed ? (
        <EmbedFrame fullPath={resultsPath(id)}>
          <TournamentHeader tournament={data} compact />
          {body}
        </EmbedFrame>
      ) : (
        <Container size="md" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg" data-testid="results-page">
            <TournamentHeader
              tournament={data}
              actions={
                <>
                  <Button
                    component={Link}
                    to={viewsPath(id)}
                    variant="light"
                    leftSection={<IconTournament size={16} aria-hidden="true" />}
                    data-testid="results-draw-link"
                  >
                    {t('tournamentViews.actions.draw')}
                  </Button>
                  <PrintButton />
                  <EmbedButton path={`${resultsPath(id)}/public`} />
                  <TournamentExportButton id={id} />
                </>
              }
            />
            {body}
            <Anchor component={Link} to={viewsPath(id)} size="sm" className={classes.noPrint}>
              {t('tournamentViews.results.backToDraw')}
            </Anchor>
          </Stack>
        </Container>
      )}
    </ViewProvider>
  );
}
