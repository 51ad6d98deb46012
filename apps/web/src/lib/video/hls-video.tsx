import type HlsType from 'hls.js';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { getToken } from '@/lib/auth/token';

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

/**
 * An HLS video (a livestream or its recording): hls.js where Media Source Extensions exist, the browser's
 * own HLS otherwise (Safari). Starts muted, so browsers let it play by itself; the controls unmute.
 */
export function HlsVideo({
  src,
  live,
  onVideo,
  onState,
  style,
  className,
  title,
}: {
  src: string;
  live: boolean;
  /** the element, for seeking and reading the time */
  onVideo?: (video: HTMLVideoElement | null) => void;
  onState?: (state: VideoState) => void;
  style?: CSSProperties;
  className?: string;
  title?: string;
}) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const [, setState] = useState<VideoState>('loading');
  const stateRef = useRef(onState);
  stateRef.current = onState;

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
    const onPlaying = () => report('playing');
    video.addEventListener('playing', onPlaying);
    const start = () => void video.play().catch(() => undefined);

    void loadHls()
      .then((Hls) => {
        if (cancelled) return;
        if (Hls.isSupported()) {
          const hls = new Hls({
            // a recording from its beginning; live near its edge
            startPosition: live ? -1 : 0,
            liveSyncDurationCount: 3,
            backBufferLength: 60,
            xhrSetup: (xhr, url) => {
              const authorization = hlsAuthorization(url, src, window.location.href);
              if (authorization) xhr.setRequestHeader('authorization', authorization);
            },
          });
          hls.on(Hls.Events.MANIFEST_PARSED, start);
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
              // a playlist not written yet, a network hiccup: try again shortly
              window.setTimeout(() => !cancelled && hls.startLoad(), 2000);
            } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
              hls.recoverMediaError();
            } else {
              report('error');
            }
          });
          hls.loadSource(src);
          hls.attachMedia(video);
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
