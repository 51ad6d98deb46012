import type { LiveMatchMessage, Match, MatchSport } from '@sportzone/contracts';
import {
  IconAlertTriangle,
  IconChartBar,
  IconDeviceTv,
  IconListDetails,
  IconPencil,
  IconWifiOff,
} from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, Loader, StatusBlock, Tabs } from '@/components/light';
import { MatchSportIcon } from '@/components/ui/match-sport-icon';
import type { MatchFeed } from '@/lib/live/live-client';
import { displayPath, liveMatchPath, overlayPath, scoreMatchPath } from '@/lib/matches/paths';
import { sideNames } from '@/lib/tournaments/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { useDelayed } from '@/lib/video/use-delayed';
import { useVideoSync } from '@/lib/video/use-video-sync';
import { clock, secondsInto } from '@/lib/video/video';
import { useFirstScoreMark } from '@/lib/viewer/first-score';
import { useLiveConnection, useLiveMatch } from '@/lib/viewer/live';
import { useViewerMatch } from '@/lib/viewer/use-match';
import { useTimeline } from '../hooks/use-timeline';
import { FollowSides } from './follow-sides';
import { GuestLinkButton } from './guest-link-button';
import classes from './live-match-page.module.css';
import { MatchVideo, YouTubeVideo, useMatchStream } from './match-video';
import { Scoreboard } from './scoreboard';
import { StatsPanel } from './stats-panel';
import { SeekContext, Timeline } from './timeline';

/** what a manager reads beside the overlay link (the overlay's options), composed by the route */
type ManagerHelp = (matchId: number) => ReactNode;

function LiveView({ id, sport, managerHelp }: { id: number; sport: MatchSport; managerHelp?: ManagerHelp }) {
  const { t } = useTranslation();
  const query = useViewerMatch(id);
  // the subscription starts at once, beside the fetch: whichever answers first shows the score
  const sink = useRef<((m: LiveMatchMessage) => void) | null>(null);
  const feed = useLiveMatch(id, { initial: query.data, onMessage: (m) => sink.current?.(m) });
  const current = feed.match ?? query.data;
  // a finished match is not called live (its title says Final), one not yet begun neither
  usePageTitle(
    current
      ? t(
          current.status === 'finished' || current.summary.status === 'finished'
            ? 'result.pageTitle'
            : current.status === 'active'
              ? 'live.pageTitle'
              : 'live.versus',
          sideNames(t, current),
        )
      : t('live.title'),
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
  return (
    <LiveLoaded
      match={current}
      feed={feed}
      sink={sink}
      permissions={query.permissions}
      managerHelp={managerHelp}
    />
  );
}

function LiveLoaded({
  match: current,
  feed,
  sink,
  permissions,
  managerHelp,
}: {
  managerHelp?: ManagerHelp;
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
  const liveSummary = feed.seq >= current.seq && feed.summary ? feed.summary : current.summary;
  const liveStatus = feed.seq >= current.seq && feed.status ? feed.status : current.status;
  // the match's video (decision 030): while it is live the score may be held back to match the picture
  const stream = useMatchStream(id, liveStatus === 'finished');
  const sync = useVideoSync();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // our own video measures its delay; YouTube's does not, so its delay is the viewer's
  const delayMs = sync.heldMs(stream?.status === 'live', !!stream?.playbackUrl);
  const now = useMemo(
    () => ({ summary: liveSummary, status: liveStatus, entries: timeline.entries }),
    [liveSummary, liveStatus, timeline.entries],
  );
  const held = useDelayed(now, delayMs);
  const summary = held.summary;
  const status = held.status;
  // a recording beside the story: a point's time plays the video from that moment
  const recordingStart = stream && stream.status === 'ended' ? stream.startTime : null;
  const seekTo = useCallback(
    (at: string) => {
      const s = secondsInto(at, recordingStart, video?.duration);
      if (video && s !== null) {
        video.currentTime = s;
        void video.play().catch(() => undefined);
        video.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
      }
    },
    [video, recordingStart],
  );
  const seek = useMemo(
    () =>
      recordingStart
        ? {
            seek: seekTo,
            label: (at: string) => {
              const s = secondsInto(at, recordingStart);
              return s === null ? null : clock(s);
            },
          }
        : null,
    [recordingStart, seekTo],
  );
  const canScore = permissions?.canScore ?? false;
  const canManage = permissions?.canManage ?? false;
  // the score is exact only over an open connection: otherwise it is greyed and "Reconnecting…" shows
  const stale = connection === 'reconnecting' || connection === 'offline';
  // the times the match started and ended, or those of the first and last events held (a page that
  // watched the match begin or end holds only the live snapshot, which carries no times)
  const first = held.entries[0];
  const lastEntry = held.entries[held.entries.length - 1];
  const startedAt = current.startedAt ?? (first?.seq === 1 ? first.at : null);
  const endedAt =
    current.endedAt ??
    (status === 'finished' && lastEntry?.summary.status === 'finished' ? lastEntry.at : null);
  return (
    <div className={classes.page} data-video={stream?.playbackUrl || stream?.watchUrl ? true : undefined}>
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
      {feed.error === 'not_found' ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="live-gone">
          {t('live.gone')}
        </Alert>
      ) : null}
      {/* with a video: the video beside the score and the story on wide screens, above them on phones */}
      <div className={classes.stage}>
        {stream?.playbackUrl ? (
          <div className={classes.videoColumn}>
            <MatchVideo stream={stream} sync={sync} onVideo={setVideo} />
          </div>
        ) : stream?.watchUrl ? (
          <div className={classes.videoColumn}>
            <YouTubeVideo stream={stream} delay={sync.delay} onDelay={sync.setDelay} />
          </div>
        ) : null}
        <div className={classes.side}>
          <Scoreboard
            match={current}
            summary={summary}
            status={status}
            times={{ startedAt, endedAt }}
            stale={
              stale ? (
                <span className={classes.stale} data-testid="live-reconnecting" role="status">
                  <IconWifiOff size={18} aria-hidden="true" />
                  {connection === 'offline' ? t('live.offline') : t('live.reconnecting')}
                </span>
              ) : null
            }
            linked
          />
          <FollowSides match={current} />
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
                  <SeekContext.Provider value={seek}>
                    <Timeline
                      entries={held.entries}
                      names={{ home: current.home.name, away: current.away.name }}
                      sport={current.sport}
                      format={current.format}
                      state={timeline.state}
                      hasEarlier={timeline.hasEarlier}
                      loadingEarlier={timeline.loadingEarlier}
                      onLoadEarlier={() => void timeline.loadEarlier()}
                      freshSeq={delayMs > 0 ? null : (feed.last?.seq ?? null)}
                    />
                  </SeekContext.Provider>
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
        </div>
      </div>
      {current.demo ? <p className={classes.demo}>{t('live.demoNote')}</p> : null}
      {canManage && managerHelp ? managerHelp(id) : null}
    </div>
  );
}

/** `/<sport>/live/{id}`: one match, live: the scoreboard, the timeline and the statistics, updated by push. */
export function LiveMatchPage({
  id,
  sport,
  managerHelp,
}: {
  id: number;
  sport: MatchSport;
  managerHelp?: ManagerHelp;
}) {
  // a new match id starts afresh (timeline, feed)
  return <LiveView key={id} id={id} sport={sport} managerHelp={managerHelp} />;
}
