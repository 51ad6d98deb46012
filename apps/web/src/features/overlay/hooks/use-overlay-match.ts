import type { Match } from '@sportzone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api';
import { useLiveMatch } from '@/lib/live';
import { fetchMatch } from '@/lib/matches/api';

/** Shows each value `delay` ms after it arrived (to match a stream's latency); 0 = at once. */
export function useDelayed<T>(value: T, delay: number): T {
  const [shown, setShown] = useState(value);
  const timers = useRef(new Set<number>());
  useEffect(() => {
    if (delay <= 0) {
      setShown(value);
      return;
    }
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setShown(value);
    }, delay);
    timers.current.add(timer);
  }, [value, delay]);
  useEffect(() => {
    const set = timers.current;
    return () => set.forEach((t) => window.clearTimeout(t));
  }, []);
  return shown;
}

/**
 * A match for screens nobody touches (stream overlay, venue display): fetched quietly and retried forever,
 * then kept live over the one connection, which reconnects by itself after any network error.
 */
export function useUnattendedMatch(id: number): { match: Match | null; notFound: boolean } {
  const query = useQuery({
    queryKey: ['matches', id, 'unattended'],
    queryFn: ({ signal }) => fetchMatch(id, { signal, quiet: true }),
    retry: (count, error) => (isApiError(error) && error.status === 404 ? count < 3 : true),
    retryDelay: (count) => Math.min(30_000, 1000 * 2 ** count),
    staleTime: Infinity,
  });
  const feed = useLiveMatch(id, { initial: query.data ?? null });
  // not found for good: try again now and then (the match may be made public)
  const notFound =
    !feed.match && (feed.error === 'not_found' || (isApiError(query.error) && query.error.status === 404));
  const { refetch } = query;
  useEffect(() => {
    if (!query.isError) return;
    const timer = window.setInterval(() => void refetch(), 30_000);
    return () => window.clearInterval(timer);
  }, [query.isError, refetch]);
  return { match: feed.match ?? query.data ?? null, notFound };
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
