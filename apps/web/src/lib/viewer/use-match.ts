import type { Match } from '@sportzone/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { fetchOwnMatch, fetchPublicMatch, takeReadyMatch } from './api';

export interface ViewerMatch {
  /** the match as first fetched (anyone's view, or the signed-in visitor's when it came first) */
  data: Match | null;
  /** what the signed-in visitor may do (from their own fetch), null until known or signed out */
  permissions: Match['permissions'] | null;
  /** both fetches are over and neither found it */
  error: 'not_found' | 'failed' | null;
  pending: boolean;
  refetch: () => void;
}

/**
 * One match for a viewer page: the public fetch (started with the HTML, decision 013) shows the score;
 * beside it, a signed-in visitor's own fetch brings their permissions (and a match only they may see).
 * `retry`: screens nobody touches (overlay, court display) try again by themselves, forever.
 */
export function useViewerMatch(id: number, { retry = false }: { retry?: boolean } = {}): ViewerMatch {
  // the early fetch (decision 013) is usually in before the first render: shown in that render
  const [ready] = useState(() => takeReadyMatch(id));
  const [data, setData] = useState<Match | null>(ready);
  const [permissions, setPermissions] = useState<Match['permissions'] | null>(null);
  const [error, setError] = useState<ViewerMatch['error']>(null);
  const [round, setRound] = useState(0);
  const attempts = useRef(0);

  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    let failures = 0;
    let notFound = true;
    const sources = [round === 0 && ready ? Promise.resolve(ready) : fetchPublicMatch(id), fetchOwnMatch(id)];
    // null: no sign-in (not a failure of its own)
    const settle = (failure: unknown) => {
      if (failure !== null && (!isApiError(failure) || (failure.status !== 404 && failure.status !== 401)))
        notFound = false;
      failures++;
      if (cancelled || failures < sources.length) return;
      setError(notFound ? 'not_found' : 'failed');
      if (retry) {
        const delay = Math.min(30_000, 1000 * 2 ** attempts.current++);
        timer = window.setTimeout(() => setRound((r) => r + 1), delay);
      }
    };
    sources[0]!.then((match) => {
      if (cancelled) return;
      attempts.current = 0;
      setError(null);
      setData((held) => held ?? match);
    }, settle);
    sources[1]!.then((match) => {
      if (cancelled) return;
      if (!match) return settle(null);
      attempts.current = 0;
      setError(null);
      setPermissions(match.permissions ?? null);
      setData((held) => (held && held.seq >= match.seq ? held : match));
    }, settle);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [id, round, retry, ready]);

  const refetch = useCallback(() => {
    setError(null);
    setRound((r) => r + 1);
  }, []);
  return { data, permissions, error, pending: !data && !error, refetch };
}
