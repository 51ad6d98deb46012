import type HlsType from 'hls.js';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { getToken } from '@/lib/auth/token';
import {
  LISTED_AHEAD_S,
  LONG_STALL_MS,
  liveSettings,
  ServerClock,
  StallWatch,
  videoDelayMs,
  type VideoMode,
} from './live-latency';

/** What the player tells its page (a failed load is shown by the page, in its words). */
export type VideoState = 'loading' | 'playing' | 'error';

let hlsLoad: Promise<typeof HlsType> | null = null;

/**
 * hls.js (its light build), fetched the first time a page has something to play: never part of the
 * viewer's first load (decision 013's budget), nor of the app's shell.
 */
export function loadHls(): Promise<typeof HlsType> {
  hlsLoad ??= import('hls.js/light').then((m) => m.default);
  hlsLoad.catch(() => {
    hlsLoad = null;
  });
  return hlsLoad;
}

/**
 * The sign-in token for a request of this video's own playlists and segments (our HLS route), so a member
 * watches a private organization's stream; never for another address.
 */
export function hlsAuthorization(requestUrl: string, src: string, base: string): string | null {
  const token = getToken();
  if (!token) return null;
  const request = new URL(requestUrl, base);
  const own = new URL(src, base);
  if (request.origin !== own.origin || !/^\/api\/livestream\/\d+\/hls\//.test(request.pathname)) return null;
  return `Bearer ${token}`;
}

/** Safari (and iOS browsers) play HLS themselves; everywhere else Media Source Extensions do, through hls.js. */
function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** The capture time (ms) of the frame a native (Safari) player shows, from the playlist's program date time. */
function nativePlayingAt(video: HTMLVideoElement): number | null {
  const start = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.();
  const t = start?.getTime();
  return t && Number.isFinite(t) ? t + video.currentTime * 1000 : null;
}

/**
 * hls.js playing `src` into `video`: a recording from its beginning, live near its edge (as near as the
 * mode says); each playlist load samples the server's clock; network errors retried, media errors
 * recovered, anything else `failed`.
 */
function startHls(
  Hls: typeof HlsType,
  video: HTMLVideoElement,
  src: string,
  opts: {
    live: boolean;
    mode: VideoMode;
    server: ServerClock;
    start: () => void;
    failed: () => void;
    cancelled: () => boolean;
  },
): HlsType {
  const hls = new Hls({
    startPosition: opts.live ? -1 : 0,
    ...liveSettings(opts.live ? opts.mode : 'stable'),
    backBufferLength: 60,
    xhrSetup: (xhr, url) => {
      const authorization = hlsAuthorization(url, src, window.location.href);
      if (authorization) xhr.setRequestHeader('authorization', authorization);
    },
  });
  hls.on(Hls.Events.MANIFEST_PARSED, opts.start);
  // the server's time (x-server-time), against which the picture's delay is measured
  hls.on(Hls.Events.LEVEL_LOADED, (_event, data) => {
    const header = (data.networkDetails as XMLHttpRequest | null)?.getResponseHeader?.('x-server-time');
    const { start: sent, end: received } = data.stats.loading;
    const toEpoch = (t: number) => Date.now() - (performance.now() - t);
    if (header) opts.server.sample(Number(header), toEpoch(sent), toEpoch(received));
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
      // a playlist not written yet, a network hiccup: try again shortly
      window.setTimeout(() => !opts.cancelled() && hls.startLoad(), 2000);
    } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      hls.recoverMediaError();
    } else {
      opts.failed();
    }
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return hls;
}

/**
 * Stalls of a live picture (it stops for want of data after it had started): `fallBack` on the second
 * within a minute, or on one that lasts. A stall that `counts()` says not to count (stable playback
 * already, not started yet, or the encoder stalled rather than the viewer's connection) is ignored.
 * Returns the function that stops watching.
 */
function watchStalls(video: HTMLVideoElement, opts: { counts: () => boolean; fallBack: () => void }) {
  const stalls = new StallWatch();
  let lasting = 0;
  const fallBack = () => {
    window.clearTimeout(lasting);
    if (opts.counts()) opts.fallBack();
  };
  const onWaiting = () => {
    if (!opts.counts()) return;
    window.clearTimeout(lasting);
    lasting = window.setTimeout(fallBack, LONG_STALL_MS);
    if (stalls.stall()) fallBack();
  };
  const onPlaying = () => window.clearTimeout(lasting);
  video.addEventListener('waiting', onWaiting);
  video.addEventListener('playing', onPlaying);
  return () => {
    window.clearTimeout(lasting);
    video.removeEventListener('waiting', onWaiting);
    video.removeEventListener('playing', onPlaying);
  };
}

/**
 * An HLS video (a livestream or its recording): hls.js where Media Source Extensions exist, the browser's
 * own HLS otherwise (Safari). Starts muted, so browsers let it play by itself; the controls unmute. Live, it
 * reports how far behind the court its picture is, and falls back from low latency when it keeps stalling.
 */
export function HlsVideo({
  src,
  live,
  mode = 'low',
  onVideo,
  onState,
  onDelay,
  onStalling,
  style,
  className,
  title,
}: {
  src: string;
  live: boolean;
  /** how close to the live edge to play (decision 049); changed without reloading */
  mode?: VideoMode;
  /** the element, for seeking and reading the time */
  onVideo?: (video: HTMLVideoElement | null) => void;
  onState?: (state: VideoState) => void;
  /** live: how far behind the court the picture is (ms, every half second), null when unknown */
  onDelay?: (ms: number | null) => void;
  /** live in low latency: the picture stopped too often, and playback fell back to stable */
  onStalling?: () => void;
  style?: CSSProperties;
  className?: string;
  title?: string;
}) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const [, setState] = useState<VideoState>('loading');
  const stateRef = useRef(onState);
  stateRef.current = onState;
  const handlers = useRef({ onDelay, onStalling, mode });
  handlers.current = { onDelay, onStalling, mode };
  const hlsRef = useRef<HlsType | null>(null);

  // a new mode applies to the playing stream: hls.js reads its live settings as it plays
  useEffect(() => {
    if (live && hlsRef.current) Object.assign(hlsRef.current.config, liveSettings(mode));
  }, [mode, live]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const report = (s: VideoState) => {
      if (cancelled) return;
      setState(s);
      stateRef.current?.(s);
    };
    report('loading');
    let played = false;
    const onPlaying = () => {
      played = true;
      report('playing');
    };
    video.addEventListener('playing', onPlaying);
    const start = () => void video.play().catch(() => undefined);
    const unwatch = live
      ? watchStalls(video, {
          // the viewer's connection, not the source: there is more listed than has played
          counts: () => played && handlers.current.mode === 'low' && listedAhead(),
          fallBack: () => {
            handlers.current.mode = 'stable';
            if (hlsRef.current) Object.assign(hlsRef.current.config, liveSettings('stable'));
            handlers.current.onStalling?.();
          },
        })
      : () => {};
    const server = new ServerClock();
    let playingAt: () => number | null = () => nativePlayingAt(video);
    // seconds of the stream listed beyond what plays (unknown: assume some); none when the encoder stalled
    let listedAhead = () => true;
    const measure = window.setInterval(() => {
      if (live && played) handlers.current.onDelay?.(videoDelayMs(playingAt(), Date.now(), server.offset));
    }, 500);

    void loadHls()
      .then((Hls) => {
        if (cancelled) return;
        if (Hls.isSupported()) {
          const hls = startHls(Hls, video, src, {
            live,
            mode: handlers.current.mode,
            server,
            start,
            failed: () => report('error'),
            cancelled: () => cancelled,
          });
          hlsRef.current = hls;
          playingAt = () => hls.playingDate?.getTime() ?? null;
          listedAhead = () => {
            const details = hls.levels[Math.max(0, hls.currentLevel)]?.details;
            return !details || details.edge - video.currentTime > LISTED_AHEAD_S;
          };
          destroy = () => hls.destroy();
        } else if (playsHlsNatively(video)) {
          video.src = src;
          video.addEventListener('loadedmetadata', start, { once: true });
          destroy = () => {
            video.removeAttribute('src');
            video.load();
          };
        } else {
          report('error');
        }
      })
      .catch(() => {
        // hls.js could not be fetched: Safari still plays it itself
        if (cancelled) return;
        if (playsHlsNatively(video)) {
          video.src = src;
          start();
        } else report('error');
      });
    return () => {
      cancelled = true;
      video.removeEventListener('playing', onPlaying);
      unwatch();
      window.clearInterval(measure);
      hlsRef.current = null;
      destroy?.();
    };
  }, [src, live]);

  return (
    <video
      ref={(el) => {
        ref.current = el;
        onVideo?.(el);
      }}
      className={className}
      style={style}
      title={title}
      controls
      muted
      playsInline
      autoPlay
      preload="auto"
      data-testid="livestream-video"
      data-live={live || undefined}
    />
  );
}
