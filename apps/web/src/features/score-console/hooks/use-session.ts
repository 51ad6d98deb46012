import type { Match, MatchEventRecord, MatchSport } from '@sportzone/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api';
import { fetchAllMatchEvents, fetchMatch } from '@/lib/matches/api';
import { serverTransport } from '../api/transport';
import { ConsoleSession, type ConsoleView, type Notice } from '../model/session';
import { readStored, writeStored } from '../model/storage';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready'; match: Match; session: ConsoleSession; fromCache: boolean }
  | { kind: 'denied'; status: number; code?: string }
  | { kind: 'failed' };

/**
 * Opens a match for scoring: the match and its events from the server, the queue kept on this device on
 * top. Without the network, the state this device last confirmed (if any) opens instead.
 */
export function useConsoleSession(
  matchId: number,
  guestToken: string | null,
  onNotice: (notice: Notice) => void,
  attempt: number,
): LoadState {
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [noticeRef] = useState(() => ({ current: onNotice }));
  useEffect(() => {
    noticeRef.current = onNotice;
  });

  useEffect(() => {
    let cancelled = false;
    let session: ConsoleSession | null = null;
    setState({ kind: 'loading' });
    const stored = readStored(matchId);
    const make = (match: Match, events: MatchEventRecord[] | null, fromCache: boolean) => {
      const known = stored?.known;
      session = new ConsoleSession({
        options: { sport: match.sport as MatchSport, format: match.format, firstServer: match.firstServer },
        events: events ?? [],
        ...(events ? {} : { log: known?.log ?? [] }),
        seq: events ? match.seq : (known?.seq ?? 0),
        queue: stored?.queue ?? [],
        transport: serverTransport(matchId, guestToken),
        persist: ({ queue, log, seq }) =>
          writeStored({ v: 1, matchId, queue, known: { match: { ...match, seq }, seq, log: [...log] } }),
        onNotice: (n) => noticeRef.current(n),
      });
      setState({ kind: 'ready', match, session, fromCache });
    };
    (async () => {
      try {
        const options = { guestToken, quiet: true, expect: [401, 403, 404] } as const;
        const [match, events] = await Promise.all([
          fetchMatch(matchId, options),
          fetchAllMatchEvents(matchId, 0, options),
        ]);
        if (cancelled) return;
        // events written between the two reads: take the log's own end
        const last = events[events.length - 1]?.seq ?? 0;
        make(last === match.seq ? match : { ...match, seq: last }, events, false);
      } catch (error) {
        if (cancelled) return;
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          setState({ kind: 'denied', status: error.status, ...(error.code ? { code: error.code } : {}) });
          return;
        }
        if (stored?.known) {
          try {
            make(stored.known.match, null, true);
            return;
          } catch {
            // the kept state does not replay: fall through
          }
        }
        setState({ kind: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
      (session as ConsoleSession | null)?.dispose();
    };
  }, [matchId, guestToken, attempt, noticeRef]);

  return state;
}

const NO_VIEW = () => null;
const NO_SUBSCRIBE = () => () => {};

export function useConsoleView(session: ConsoleSession | null): ConsoleView | null {
  return useSyncExternalStore(
    session ? session.subscribe : NO_SUBSCRIBE,
    session ? session.getView : NO_VIEW,
    session ? session.getView : NO_VIEW,
  );
}
