import type { LiveMatchMessage, MatchEvent, Summary } from '@sportzone/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchEvents } from '@/lib/viewer/api';

export interface TimelineEntry {
  seq: number;
  event: MatchEvent;
  summary: Summary;
  at: string | null;
}

const WINDOW = 100;

function merge(held: TimelineEntry[], more: TimelineEntry[]): TimelineEntry[] {
  const bySeq = new Map<number, TimelineEntry>();
  for (const e of held) bySeq.set(e.seq, e);
  for (const e of more) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The point-by-point timeline: the last 100 events from the API, then every event the live feed brings;
 * earlier ones on request. A gap (the feed jumped by a snapshot) is filled from the API.
 */
export function useTimeline(matchId: number, initialSeq: number, seq: number) {
  const [entries, setEntries] = useState<TimelineEntry[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  const fetching = useRef(false);
  const startSeq = useRef(initialSeq);

  const load = useCallback(
    async (after: number, pageSize: number) => {
      const page = await fetchEvents(matchId, { after, pageSize: Math.max(1, Math.min(500, pageSize)) });
      return page.items.map((r) => ({ seq: r.seq, event: r.event, summary: r.summary, at: r.at }));
    },
    [matchId],
  );

  useEffect(() => {
    let cancelled = false;
    fetching.current = true;
    load(Math.max(0, startSeq.current - WINDOW), WINDOW)
      .then((items) => {
        if (cancelled) return;
        setEntries((held) => merge(held, items));
        setState('ready');
      })
      .catch(() => !cancelled && setState('error'))
      .finally(() => {
        fetching.current = false;
      });
    return () => {
      cancelled = true;
    };
  }, [load]);

  // the feed is ahead of the timeline (a reconnect with a snapshot): fill the gap
  useEffect(() => {
    const held = entriesRef.current;
    const last = held[held.length - 1]?.seq ?? startSeq.current;
    if (state !== 'ready' || seq <= last || fetching.current) return;
    const timer = window.setTimeout(() => {
      const now = entriesRef.current;
      const lastNow = now[now.length - 1]?.seq ?? startSeq.current;
      if (seq <= lastNow) return;
      fetching.current = true;
      load(lastNow, Math.min(500, seq - lastNow))
        .then((items) => setEntries((h) => merge(h, items)))
        .catch(() => undefined)
        .finally(() => {
          fetching.current = false;
        });
    }, 400);
    return () => window.clearTimeout(timer);
  }, [seq, state, load]);

  const onMessage = useCallback((m: LiveMatchMessage) => {
    if (!m.event) return;
    const entry: TimelineEntry = { seq: m.seq, event: m.event, summary: m.summary, at: m.at ?? null };
    setEntries((held) => {
      const last = held[held.length - 1]?.seq ?? startSeq.current;
      if (m.seq !== last + 1 && held.length > 0) return held; // a gap: filled from the API
      return merge(held, [entry]);
    });
  }, []);

  const first = entries[0]?.seq ?? 1;
  const hasEarlier = first > 1;
  const loadEarlier = useCallback(async () => {
    const firstSeq = entriesRef.current[0]?.seq ?? 1;
    if (firstSeq <= 1) return;
    setLoadingEarlier(true);
    try {
      const after = Math.max(0, firstSeq - 1 - WINDOW);
      const items = await load(after, firstSeq - 1 - after);
      setEntries((held) => merge(held, items));
    } catch {
      // the button stays; the next tap tries again
    } finally {
      setLoadingEarlier(false);
    }
  }, [load]);

  return { entries, state, onMessage, hasEarlier, loadEarlier, loadingEarlier };
}
