import { useEffect, useState } from 'react';
import { lightClasses } from '@/components/light';
import { Gallery, viewerGalleryTransport } from '@/features/gallery/viewer';

/**
 * The match's photos under its live page (decision 067), in their own chunk: loaded once the page is
 * idle, so they never hold back the first score (the viewer's budget, decision 013).
 */
export default function MatchGallery({ matchId }: { matchId: number }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 500);
    return () => window.clearTimeout(timer);
  }, []);
  if (!idle) return null;
  return (
    <Gallery
      kind="match"
      id={matchId}
      transport={viewerGalleryTransport}
      frameClassName={lightClasses.container}
    />
  );
}
