import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { photoObjectUrl, type GalleryTransport } from '../api';

/** a transparent pixel: the private photo's place, at its size, until its bytes are in */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'loading'>;

/**
 * A photo of the gallery. A public gallery's is a plain `<img loading="lazy">` (cached by the browser
 * and anything between). A private gallery's bytes need the token, which an `<img>` does not send: they
 * are fetched once the place comes near the screen, and shown from an object URL.
 */
export function PhotoImg({
  transport,
  base,
  path,
  isPublic,
  lazy = true,
  ...img
}: {
  transport: GalleryTransport;
  base: string;
  path: string;
  isPublic: boolean;
  lazy?: boolean;
} & ImgProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState<{ path: string; src: string } | null>(null);
  const [near, setNear] = useState(!lazy);

  useEffect(() => {
    if (isPublic || near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isPublic, near]);

  useEffect(() => {
    if (isPublic || !near) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    photoObjectUrl(transport, path, controller.signal)
      .then((src) => {
        objectUrl = src;
        if (controller.signal.aborted) URL.revokeObjectURL(src);
        else setLoaded({ path, src });
      })
      .catch(() => {
        // the place stays empty; the caption and the counter still say what it is
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [transport, path, isPublic, near]);

  if (isPublic)
    return <img {...img} src={`${base}${path}`} loading={lazy ? 'lazy' : 'eager'} decoding="async" />;
  return <img {...img} ref={ref} src={loaded?.path === path ? loaded.src : PLACEHOLDER} decoding="async" />;
}
