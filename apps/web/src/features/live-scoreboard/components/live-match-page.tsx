import { Alert, Anchor, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { LiveMatchMessage, Match, MatchSport } from '@sportzone/contracts';
import {
  IconAlertTriangle,
  IconChartBar,
  IconDeviceTv,
  IconListDetails,
  IconPencil,
  IconWifiOff,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { FullPageLoader } from '@/components/ui/full-page-loader';
import { MatchSportIcon } from '@/components/ui/match-sport-icon';
import { StatusPage } from '@/components/ui/status-page';
import { isApiError } from '@/lib/api';
import { useLiveConnection, useLiveMatch, type MatchFeed } from '@/lib/live';
import { matchQuery } from '@/lib/matches/api';
import { displayPath, liveMatchPath, overlayPath, scoreMatchPath } from '@/lib/matches/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useTimeline } from '../hooks/use-timeline';
import { GuestLinkButton } from './guest-link-button';
import { Scoreboard } from './scoreboard';
import { StatsPanel } from './stats-panel';
import { Timeline } from './timeline';

/** Marks the moment the first score is on screen (the browser tests read it: time to first score). */
function useFirstScoreMark(ready: boolean) {
  const marked = useRef(false);
  useEffect(() => {
    if (!ready || marked.current) return;
    marked.current = true;
    try {
      performance.mark('spz:first-score');
    } catch {
      // no User Timing: nothing to measure
    }
  }, [ready]);
}

function LiveView({ id, sport }: { id: number; sport: MatchSport }) {
  const { t } = useTranslation();
  const query = useQuery(matchQuery(id));
  // the subscription starts at once, beside the fetch: whichever answers first shows the score
  const sink = useRef<((m: LiveMatchMessage) => void) | null>(null);
  const feed = useLiveMatch(id, { initial: query.data ?? null, onMessage: (m) => sink.current?.(m) });
  const current = feed.match ?? query.data ?? null;
  usePageTitle(
    current ? t('live.pageTitle', { home: current.home.name, away: current.away.name }) : t('live.title'),
  );
  useFirstScoreMark(!!current);

  if (!current && (query.isPending || (feed.seq < 0 && !query.error && !feed.error)))
    return <FullPageLoader />;
  if (!current) {
    const notFound = (isApiError(query.error) && query.error.status === 404) || feed.error === 'not_found';
    return (
      <StatusPage
        code={notFound ? '404' : undefined}
        title={notFound ? t('live.notFoundTitle') : t('live.loadFailed')}
        message={notFound ? t('live.notFoundText') : undefined}
        data-testid={notFound ? 'match-not-found' : 'match-load-failed'}
        actions={
          notFound ? (
            <Button component={Link} to="/live">
              {t('live.allLive')}
            </Button>
          ) : (
            <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
          )
        }
      />
    );
  }
  if (current.sport !== sport) return <Navigate to={liveMatchPath(current.sport, id)} replace />;
  // permissions come with the page's own fetch (live snapshots carry none)
  const permissions = query.data?.permissions ?? current.permissions;
  return <LiveLoaded match={current} feed={feed} sink={sink} permissions={permissions} />;
}

function LiveLoaded({
  match: current,
  feed,
  sink,
  permissions,
}: {
  match: Match;
  feed: MatchFeed;
  sink: MutableRefObject<((m: LiveMatchMessage) => void) | null>;
  permissions: Match['permissions'];
}) {
  const { t } = useTranslation();
  const id = current.id;
  const [startSeq] = useState(current.seq);
  const timeline = useTimeline(id, startSeq, feed.seq);
  useEffect(() => {
    sink.current = timeline.onMessage;
    return () => {
      sink.current = null;
    };
  }, [sink, timeline.onMessage]);
  const connection = useLiveConnection();
  const summary = feed.seq >= current.seq && feed.summary ? feed.summary : current.summary;
  const status = feed.seq >= current.seq && feed.status ? feed.status : current.status;
  const canScore = permissions?.canScore ?? false;
  const canManage = permissions?.canManage ?? false;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs" px={{ base: 'xs', sm: 0 }}>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} c="dimmed" fz="sm">
              <MatchSportIcon sport={current.sport} size={16} />
              <Anchor component={Link} to={`/live/${current.sport}`} c="dimmed" fz="sm">
                {t(`matchSport.${current.sport}`)}
              </Anchor>
            </Group>
            <Title
              order={1}
              fz={{ base: 20, sm: 26 }}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="live-title"
            >
              {t('live.versus', { home: current.home.name, away: current.away.name })}
            </Title>
          </Stack>
          <Group gap="xs">
            {canScore ? (
              <Button
                component={Link}
                to={scoreMatchPath(current.sport, id)}
                size="xs"
                variant="light"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                data-testid="open-console"
              >
                {t('live.scoreThis')}
              </Button>
            ) : null}
            {canManage ? (
              <>
                <Button
                  component="a"
                  href={overlayPath(id)}
                  target="_blank"
                  rel="noopener"
                  size="xs"
                  variant="subtle"
                  leftSection={<IconDeviceTv size={16} aria-hidden="true" />}
                >
                  {t('live.overlay')}
                </Button>
                <Button
                  component="a"
                  href={displayPath(id)}
                  target="_blank"
                  rel="noopener"
                  size="xs"
                  variant="subtle"
                >
                  {t('live.courtDisplay')}
                </Button>
                {status !== 'finished' ? <GuestLinkButton matchId={id} /> : null}
              </>
            ) : null}
          </Group>
        </Group>
        {connection === 'reconnecting' || connection === 'offline' ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconWifiOff size={18} />}
            py={6}
            data-testid="live-reconnecting"
          >
            {connection === 'offline' ? t('live.offline') : t('live.reconnecting')}
          </Alert>
        ) : null}
        {feed.error === 'not_found' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="live-gone">
            {t('live.gone')}
          </Alert>
        ) : null}
        <Scoreboard match={current} summary={summary} status={status} />
        <Tabs defaultValue="timeline" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="timeline" data-testid="tab-timeline">
              <Group gap={6} wrap="nowrap" justify="center">
                <IconListDetails size={16} aria-hidden="true" />
                {t('live.timeline')}
              </Group>
            </Tabs.Tab>
            <Tabs.Tab value="stats" data-testid="tab-stats">
              <Group gap={6} wrap="nowrap" justify="center">
                <IconChartBar size={16} aria-hidden="true" />
                {t('live.stats')}
              </Group>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="timeline" pt="sm">
            <Timeline
              entries={timeline.entries}
              names={{ home: current.home.name, away: current.away.name }}
              sport={current.sport}
              state={timeline.state}
              hasEarlier={timeline.hasEarlier}
              loadingEarlier={timeline.loadingEarlier}
              onLoadEarlier={() => void timeline.loadEarlier()}
              freshSeq={feed.last?.seq ?? null}
            />
          </Tabs.Panel>
          <Tabs.Panel value="stats" pt="sm">
            <StatsPanel match={current} summary={summary} />
          </Tabs.Panel>
        </Tabs>
        {current.demo ? (
          <Text size="xs" c="dimmed" ta="center">
            {t('live.demoNote')}
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}

/** `/<sport>/live/{id}`: one match, live: the scoreboard, the timeline and the statistics, updated by push. */
export function LiveMatchPage({ id, sport }: { id: number; sport: MatchSport }) {
  // a new match id starts afresh (timeline, feed)
  return <LiveView key={id} id={id} sport={sport} />;
}
