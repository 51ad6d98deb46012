import type { Livestream, PagedResult } from '@sportzone/contracts';
import { IconBrandYoutube, IconEye, IconVideo } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/light';
import { isSignedIn, saveResultsDelay, viewerRequest } from '@/lib/viewer/api';
import { HlsVideo, type VideoState } from '@/lib/video/hls-video';
import { MAX_DELAY_SECONDS, pickMatchStream, saveDelay } from '@/lib/video/video';
import classes from './match-video.module.css';

/** GET /api/livestream?matchId=: the match's livestreams (live, planned, recordings) the visitor may see. */
async function fetchMatchStreams(matchId: number): Promise<Livestream[]> {
  const page = await viewerRequest<PagedResult<Livestream>>(
    `/api/livestream?matchId=${matchId}&pageSize=20`,
    { auth: isSignedIn() },
  );
  return page.items;
}

/**
 * The match's stream, looked for now and every 15 s while the match is not over (a camera may go live
 * when the match starts), once more when it ends (its recording). Null: nothing to play.
 */
export function useMatchStream(matchId: number, finished: boolean): Livestream | null {
  const [stream, setStream] = useState<Livestream | null>(null);
  useEffect(() => {
    let cancelled = false;
    let timer = 0;
    const look = () => {
      fetchMatchStreams(matchId)
        .then((items) => {
          if (cancelled) return;
          const next = pickMatchStream(items);
          setStream((held) =>
            held?.id === next?.id && held?.status === next?.status && held?.playbackUrl === next?.playbackUrl
              ? held
              : next,
          );
        })
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled && !finished) timer = window.setTimeout(look, 15_000);
        });
    };
    look();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [matchId, finished]);
  return stream;
}

/**
 * The video above the score (issue 14): the live stream, or the recording once the match is over. hls.js
 * is fetched only now (lib/video/hls-video), never with the page. While live, the score delay holds the
 * score back to match the picture.
 */
export function MatchVideo({
  stream,
  delay,
  onDelay,
  onVideo,
}: {
  stream: Livestream;
  delay: number;
  onDelay: (seconds: number) => void;
  onVideo: (video: HTMLVideoElement | null) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<VideoState>('loading');
  const accountDelay = useRef(0);
  const live = stream.status === 'live';
  return (
    <section className={classes.box} data-testid="match-video" data-status={stream.status}>
      <div className={classes.frame}>
        <HlsVideo
          key={stream.playbackUrl}
          src={stream.playbackUrl!}
          live={live}
          onVideo={onVideo}
          onState={setState}
          className={classes.video}
          title={stream.title}
        />
        {state === 'error' ? (
          <p className={classes.failed} role="status" data-testid="match-video-failed">
            {t('liveVideo.failed')}
          </p>
        ) : null}
      </div>
      <div className={classes.bar}>
        <span className={classes.label} data-live={live || undefined}>
          <IconVideo size={16} aria-hidden="true" />
          {live ? t('liveVideo.live') : t('liveVideo.recording')}
        </span>
        {live ? (
          <span className={classes.viewers} data-testid="match-video-viewers">
            <IconEye size={16} aria-hidden="true" />
            {t('liveVideo.viewers', { count: stream.viewerCount })}
          </span>
        ) : (
          <span className={classes.hint}>{t('liveVideo.seekHint')}</span>
        )}
        {live ? (
          <label className={classes.delay}>
            <span>{t('liveVideo.delay')}</span>
            <input
              type="range"
              min={0}
              max={MAX_DELAY_SECONDS}
              step={1}
              value={delay}
              onInput={(e) => {
                const seconds = Number((e.target as HTMLInputElement).value);
                onDelay(seconds);
                saveDelay(seconds);
                // once the slider rests, results notifications wait as long (signed in only)
                window.clearTimeout(accountDelay.current);
                accountDelay.current = window.setTimeout(
                  () => void saveResultsDelay(seconds).catch(() => undefined),
                  1500,
                );
              }}
              data-testid="score-delay"
              aria-describedby="score-delay-hint"
            />
            <output className={classes.delayValue} data-testid="score-delay-value">
              {t('liveVideo.seconds', { count: delay })}
            </output>
          </label>
        ) : null}
      </div>
      {live ? (
        <p id="score-delay-hint" className={classes.hint}>
          {t('liveVideo.delayHint')}
        </p>
      ) : null}
    </section>
  );
}

/** A match streamed on YouTube (decision 019): its video is not ours to play here; a link to watch it there. */
export function YouTubeLink({ stream }: { stream: Livestream }) {
  const { t } = useTranslation();
  return (
    <div className={classes.youtube} data-testid="match-youtube">
      <span className={classes.label} data-live>
        <IconBrandYoutube size={18} aria-hidden="true" />
        {t('liveVideo.youtube')}
      </span>
      <ButtonLink href={stream.watchUrl!} target="_blank" rel="noopener noreferrer" size="xs" variant="light">
        {t('liveVideo.watchYoutube')}
      </ButtonLink>
    </div>
  );
}
