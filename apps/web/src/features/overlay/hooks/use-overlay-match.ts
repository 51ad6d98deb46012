import type { Match } from '@sportzone/contracts';
import { useEffect } from 'react';
import { useLiveConnection, useLiveMatch } from '@/lib/viewer/live';
import { useViewerMatch } from '@/lib/viewer/use-match';

/**
 * A match for screens nobody touches (stream overlay, venue display): fetched quietly and retried forever
 * (a match not found is asked for again now and then: it may be made public), then kept live over the one
 * connection, which reconnects by itself after any network error.
 */
export function useUnattendedMatch(id: number): { match: Match | null; notFound: boolean; stale: boolean } {
  const query = useViewerMatch(id, { retry: true });
  const feed = useLiveMatch(id, { initial: query.data });
  const connection = useLiveConnection();
  const notFound = !feed.match && (feed.error === 'not_found' || query.error === 'not_found');
  // the score is exact only over an open connection; a finished match no longer changes
  const match = feed.match ?? query.data;
  const stale =
    (connection === 'reconnecting' || connection === 'offline') && !!match && match.status !== 'finished';
  return { match, notFound, stale };
}

/** Transparent page background while mounted (OBS browser sources show what is behind). */
export function useTransparentPage(transparent: boolean): void {
  useEffect(() => {
    if (!transparent) return;
    const html = document.documentElement;
    const body = document.body;
    const before = [html.style.background, body.style.background];
    html.style.background = 'transparent';
    body.style.background = 'transparent';
    return () => {
      html.style.background = before[0]!;
      body.style.background = before[1]!;
    };
  }, [transparent]);
}
