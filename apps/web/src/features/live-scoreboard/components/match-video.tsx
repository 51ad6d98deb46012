import type { Livestream, PagedResult } from '@sportzone/contracts';
import { IconBrandYoutube, IconEye, IconPlayerPlay, IconVideo } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/light';
import { readConsent } from '@/lib/consent/consent';
import { isSignedIn, saveResultsDelay, viewerRequest } from '@/lib/viewer/api';
import { HlsVideo, type VideoState } from '@/lib/video/hls-video';
import { VIDEO_MODES, type VideoMode } from '@/lib/video/live-latency';
import type { VideoSync } from '@/lib/video/use-video-sync';
import { MAX_DELAY_SECONDS, clampDelay, pickMatchStream, saveDelay } from '@/lib/video/video';
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
          // the same video keeps playing: its address is signed afresh every few hours (decision 019),
          // and the player keeps the one it started with (a signed-in viewer's token covers the rest)
          setStream((held) =>
            held?.id === next?.id &&
            held?.status === next?.status &&
            held?.playbackUrl?.split('?')[0] === next?.playbackUrl?.split('?')[0]
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
 * The video above the score (decisions 030, 049): the live stream, or the recording once the match is
 * over. hls.js is fetched only now (lib/video/hls-video), never with the page. While live, the score is
 * held back by the picture's measured delay, so each point shows when it appears in the picture.
 */
export function MatchVideo({
  stream,
  sync,
  onVideo,
}: {
  stream: Livestream;
  sync: VideoSync;
  onVideo: (video: HTMLVideoElement | null) => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<VideoState>('loading');
  const live = stream.status === 'live';
  const inStep = sync.auto && sync.measured !== null;
  return (
    <section className={classes.box} data-testid="match-video" data-status={stream.status}>
      <div className={classes.frame}>
        <HlsVideo
          key={stream.playbackUrl}
          src={stream.playbackUrl!}
          live={live}
          mode={sync.mode}
          onVideo={onVideo}
          onState={setState}
          onDelay={sync.onMeasured}
          onStalling={sync.onStalling}
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
        {live ? <ModeSwitch mode={sync.mode} onMode={sync.setMode} /> : null}
        {live && inStep ? <InStep sync={sync} /> : null}
        {live && !inStep ? (
          <ScoreDelay
            delay={sync.delay}
            onDelay={sync.setDelay}
            onMatch={sync.measured !== null ? () => sync.setAuto(true) : undefined}
          />
        ) : null}
      </div>
      {live && sync.fellBack ? (
        <p className={classes.note} role="status" data-testid="video-fell-back">
          {t('liveVideo.fellBack')}
        </p>
      ) : null}
      {live && !inStep ? <ScoreDelayHint /> : null}
    </section>
  );
}

/** Low latency (a few seconds behind the court) or stable (further back, for a poor connection). */
function ModeSwitch({ mode, onMode }: { mode: VideoMode; onMode: (mode: VideoMode) => void }) {
  const { t } = useTranslation();
  return (
    <span className={classes.modes} role="group" aria-label={t('liveVideo.mode')} data-testid="video-mode">
      {VIDEO_MODES.map((m) => (
        <button
          key={m}
          type="button"
          className={classes.mode}
          aria-pressed={mode === m}
          onClick={() => onMode(m)}
          data-testid={`video-mode-${m}`}
        >
          {t(m === 'low' ? 'liveVideo.modeLow' : 'liveVideo.modeStable')}
        </button>
      ))}
    </span>
  );
}

/** The score follows the picture by its measured delay; the viewer may set a delay by hand instead. */
function InStep({ sync }: { sync: VideoSync }) {
  const { t } = useTranslation();
  const seconds = (sync.measured ?? 0) / 1000;
  return (
    <span
      className={classes.delay}
      data-testid="score-in-step"
      data-delay-ms={Math.round(sync.measured ?? 0)}
    >
      <span>{t('liveVideo.inStep', { seconds: seconds.toFixed(1) })}</span>
      <button
        type="button"
        className={classes.link}
        onClick={() => {
          sync.setDelay(clampDelay(seconds));
          sync.setAuto(false);
        }}
        data-testid="score-set-by-hand"
      >
        {t('liveVideo.setByHand')}
      </button>
    </span>
  );
}

/**
 * The score delay of a live video: a slider of 0–30 s kept in this browser, and, once it rests, the
 * account's delay too (signed in only), so results notifications wait as long.
 */
function ScoreDelay({
  delay,
  onDelay,
  onMatch,
}: {
  delay: number;
  onDelay: (seconds: number) => void;
  /** back to the measured delay (when the picture's delay is known) */
  onMatch?: () => void;
}) {
  const { t } = useTranslation();
  const accountDelay = useRef(0);
  return (
    <span className={classes.delay}>
      <label className={classes.delayField}>
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
      {onMatch ? (
        <button type="button" className={classes.link} onClick={onMatch} data-testid="score-match-video">
          {t('liveVideo.matchVideo')}
        </button>
      ) : null}
    </span>
  );
}

function ScoreDelayHint() {
  const { t } = useTranslation();
  return (
    <p id="score-delay-hint" className={classes.hint}>
      {t('liveVideo.delayHint')}
    </p>
  );
}

/** The video's id in a YouTube address (youtube.com/watch?v=…, youtu.be/…, …/live/…), or null. */
export function youtubeVideoId(url: string | null | undefined): string | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? u.pathname.slice(1)
      : host === 'youtube.com'
        ? (u.searchParams.get('v') ?? /^\/(?:live|embed)\/([^/]+)/.exec(u.pathname)?.[1] ?? null)
        : null;
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
}

/**
 * A match streamed on YouTube (decision 019): YouTube's player beside the score, from
 * youtube-nocookie.com. YouTube may still store things in the browser, so the player loads by itself
 * only with marketing cookies allowed (SPEC §1); otherwise the visitor starts it here (their choice for
 * this video, nothing remembered) or watches on YouTube.
 */
export function YouTubeVideo({
  stream,
  delay,
  onDelay,
}: {
  stream: Livestream;
  delay: number;
  onDelay: (seconds: number) => void;
}) {
  const { t } = useTranslation();
  const [play, setPlay] = useState(() => readConsent()?.marketing === true);
  const id = youtubeVideoId(stream.watchUrl);
  const live = stream.status === 'live';
  return (
    <section className={classes.box} data-testid="match-youtube" data-status={stream.status}>
      <div className={classes.frame}>
        {play && id ? (
          <iframe
            className={classes.video}
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&playsinline=1&rel=0`}
            title={stream.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="match-youtube-player"
          />
        ) : (
          <div className={classes.gate} data-testid="match-youtube-gate">
            <IconBrandYoutube size={40} aria-hidden="true" />
            <p>{t('liveVideo.youtubeGate')}</p>
            {id ? (
              <button
                type="button"
                className={classes.play}
                onClick={() => setPlay(true)}
                data-testid="match-youtube-play"
              >
                <IconPlayerPlay size={18} aria-hidden="true" />
                {t('liveVideo.playHere')}
              </button>
            ) : null}
          </div>
        )}
      </div>
      <div className={classes.bar}>
        <span className={classes.label} data-live={live || undefined}>
          <IconBrandYoutube size={16} aria-hidden="true" />
          {t('liveVideo.youtube')}
        </span>
        <ButtonLink
          href={stream.watchUrl!}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="subtle"
          data-testid="match-youtube-link"
        >
          {t('liveVideo.watchYoutube')}
        </ButtonLink>
        {live ? <ScoreDelay delay={delay} onDelay={onDelay} /> : null}
      </div>
      {live ? <ScoreDelayHint /> : null}
    </section>
  );
}
