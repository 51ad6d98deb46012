import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './overlay-builder.module.css';

/** The overlay is made for a 1920 × 1080 browser source: the preview draws it at that size, scaled down. */
const FRAME = { width: 1920, height: 1080 };
/** An address typed or slid over changes many times a second: the frame loads the one it settles on. */
const SETTLE_MS = 350;

export type Backdrop = 'checker' | 'court';

/**
 * The overlay at `url` in a frame, over a checkerboard (what OBS sees: transparency) or a sample picture
 * of a court, at 16:9 and any width: the real page, so what it shows is what the stream will.
 */
export function OverlayPreview({ url, backdrop }: { url: string; backdrop: Backdrop }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);
  const [src, setSrc] = useState(url);
  useEffect(() => {
    const timer = window.setTimeout(() => setSrc(url), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [url]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setScale(el.clientWidth / FRAME.width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className={classes.preview}
      data-backdrop={backdrop}
      data-testid="overlay-builder-preview"
      data-src={src}
    >
      {backdrop === 'court' ? <div className={classes.court} aria-hidden="true" /> : null}
      {scale > 0 ? (
        <iframe
          className={classes.frame}
          src={src}
          title={t('overlayBuilder.previewTitle')}
          width={FRAME.width}
          height={FRAME.height}
          style={{ transform: `scale(${scale})` }}
          tabIndex={-1}
          data-testid="overlay-builder-frame"
        />
      ) : null}
    </div>
  );
}
