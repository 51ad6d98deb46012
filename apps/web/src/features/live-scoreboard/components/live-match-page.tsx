import type { LiveMatchMessage, Match, MatchSport } from '@sportzone/contracts';
import {
  IconAlertTriangle,
  IconChartBar,
  IconDeviceTv,
  IconListDetails,
  IconPencil,
  IconWifiOff,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Loader, StatusBlock, Tabs } from '@/components/light';
import { MatchSportIcon } from '@/components/ui/match-sport-icon';
import type { MatchFeed } from '@/lib/live/live-client';
import { displayPath, liveMatchPath, overlayPath, scoreMatchPath } from '@/lib/matches/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useFirstScoreMark } from '@/lib/viewer/first-score';
import { useLiveConnection, useLiveMatch } from '@/lib/viewer/live';
import { useViewerMatch } from '@/lib/viewer/use-match';
import { useTimeline } from '../hooks/use-timeline';
import { GuestLinkButton } from './guest-link-button';
import classes from './live-match-page.module.css';
import { Scoreboard } from './scoreboard';
import { StatsPanel } from './stats-panel';
import { Timeline } from './timeline';

function LiveView({ id, sport }: { id: number; sport: MatchSport }) {
  const { t } = useTranslation();
  const query = useViewerMatch(id);
  // the subscription starts at once, beside the fetch: whichever answers first shows the score
  const sink = useRef<((m: LiveMatchMessage) => void) | null>(null);
  const feed = useLiveMatch(id, { initial: query.data, onMessage: (m) => sink.current?.(m) });
  const current = feed.match ?? query.data;
  usePageTitle(
    current ? t('live.pageTitle', { home: current.home.name, away: current.away.name }) : t('live.title'),
  );
  useFirstScoreMark(!!current);
  // the address names another sport: show the match under its own
  const wrongSport = !!current && current.sport !== sport;
  useEffect(() => {
    if (wrongSport && current) window.history.replaceState(null, '', liveMatchPath(current.sport, id));
  }, [wrongSport, current, id]);

  if (!current && (query.pending || (feed.seq < 0 && !query.error && !feed.error))) return <Loader full />;
  if (!current) {
    const notFound = query.error === 'not_found' || feed.error === 'not_found';
    return (
      <StatusBlock
        code={notFound ? '404' : undefined}
        title={notFound ? t('live.notFoundTitle') : t('live.loadFailed')}
        message={notFound ? t('live.notFoundText') : undefined}
        data-testid={notFound ? 'match-not-found' : 'match-load-failed'}
        actions={
          notFound ? (
            <ButtonLink href="/live">{t('live.allLive')}</ButtonLink>
          ) : (
            <Button onClick={query.refetch}>{t('common.retry')}</Button>
          )
        }
      />
    );
  }
  // permissions come with the signed-in visitor's own fetch (live snapshots carry none)
  return <LiveLoaded match={current} feed={feed} sink={sink} permissions={query.permissions} />;
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
  permissions: Match['permissions'] | null;
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
    <div className={classes.page}>
      <div className={classes.head}>
        <div className={classes.titles}>
          <div className={classes.sport}>
            <MatchSportIcon sport={current.sport} size={16} />
            <a href={`/live/${current.sport}`}>{t(`matchSport.${current.sport}`)}</a>
          </div>
          <h1 className={classes.title} data-testid="live-title">
            {t('live.versus', { home: current.home.name, away: current.away.name })}
          </h1>
        </div>
        <div className={classes.actions}>
          {canScore ? (
            <ButtonLink
              href={scoreMatchPath(current.sport, id)}
              size="xs"
              variant="light"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              data-testid="open-console"
            >
              {t('live.scoreThis')}
            </ButtonLink>
          ) : null}
          {canManage ? (
            <>
              <ButtonLink
                href={overlayPath(id)}
                target="_blank"
                rel="noopener"
                size="xs"
                variant="subtle"
                leftSection={<IconDeviceTv size={16} aria-hidden="true" />}
              >
                {t('live.overlay')}
              </ButtonLink>
              <ButtonLink href={displayPath(id)} target="_blank" rel="noopener" size="xs" variant="subtle">
                {t('live.courtDisplay')}
              </ButtonLink>
              {status !== 'finished' ? <GuestLinkButton matchId={id} /> : null}
            </>
          ) : null}
        </div>
      </div>
      {connection === 'reconnecting' || connection === 'offline' ? (
        <Alert icon={<IconWifiOff size={18} />} data-testid="live-reconnecting">
          {connection === 'offline' ? t('live.offline') : t('live.reconnecting')}
        </Alert>
      ) : null}
      {feed.error === 'not_found' ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="live-gone">
          {t('live.gone')}
        </Alert>
      ) : null}
      <Scoreboard match={current} summary={summary} status={status} />
      <Tabs
        defaultValue="timeline"
        tabs={[
          {
            value: 'timeline',
            'data-testid': 'tab-timeline',
            label: (
              <>
                <IconListDetails size={16} aria-hidden="true" />
                {t('live.timeline')}
              </>
            ),
            panel: () => (
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
            ),
          },
          {
            value: 'stats',
            'data-testid': 'tab-stats',
            label: (
              <>
                <IconChartBar size={16} aria-hidden="true" />
                {t('live.stats')}
              </>
            ),
            panel: () => <StatsPanel match={current} summary={summary} />,
          },
        ]}
      />
      {current.demo ? <p className={classes.demo}>{t('live.demoNote')}</p> : null}
    </div>
  );
}

/** `/<sport>/live/{id}`: one match, live: the scoreboard, the timeline and the statistics, updated by push. */
export function LiveMatchPage({ id, sport }: { id: number; sport: MatchSport }) {
  // a new match id starts afresh (timeline, feed)
  return <LiveView key={id} id={id} sport={sport} />;
}
