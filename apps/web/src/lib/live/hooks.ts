import type { LiveMatchMessage, LiveTopic, Match } from '@sportzone/contracts';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type {
  ConnectionStatus,
  ListFeed,
  LiveClient,
  MatchFeed,
  SubscribeOptions,
  UserListener,
} from './live-client';

export interface UseLiveMatchOptions extends SubscribeOptions {
  /** the page's own fetch of the match: shown at once, and the subscription resumes from its seq */
  initial?: Match | null;
  /** every accepted event, in seq order */
  onMessage?: (message: LiveMatchMessage) => void;
}

const EMPTY_LIST: ListFeed = { topic: 'home', ready: false, items: [] };

const NO_FEED: MatchFeed = {
  matchId: 0,
  seq: -1,
  status: null,
  summary: null,
  match: null,
  last: null,
  error: null,
};

/**
 * The React hooks over one live connection. The app binds them to its client (which finds the API through
 * the session's boot), the viewer pages to a light one (lib/viewer/live.ts) that needs no sign-in code.
 */
export function createLiveHooks(liveClient: LiveClient) {
  function useLiveConnection(): ConnectionStatus {
    return useSyncExternalStore(liveClient.onStatus, liveClient.getStatus, liveClient.getStatus);
  }

  /** A live list (`home`, `sport:<sport>`), kept up to date; null topic = nothing. */
  function useLiveList(topic: LiveTopic | null): ListFeed {
    const subscribe = useCallback(
      (listener: () => void) => (topic ? liveClient.subscribeList(topic, listener) : () => {}),
      [topic],
    );
    const get = useCallback(() => (topic ? (liveClient.getList(topic) ?? EMPTY_LIST) : EMPTY_LIST), [topic]);
    return useSyncExternalStore(subscribe, get, get);
  }

  /** One match, live: the latest state the hub sent (or the page fetched), in seq order. */
  function useLiveMatch(matchId: number | null, options: UseLiveMatchOptions = {}): MatchFeed {
    const { auth = false, guestToken = null, initial = null, onMessage } = options;
    const onMessageRef = useRef(onMessage);
    useEffect(() => {
      onMessageRef.current = onMessage;
    });
    const subscribe = useCallback(
      (listener: () => void) => {
        if (!matchId) return () => {};
        const leave = liveClient.subscribeMatch(matchId, listener, { auth, guestToken });
        const stopMessages = liveClient.onMatchMessage(matchId, (m) => onMessageRef.current?.(m));
        return () => {
          stopMessages();
          leave();
        };
      },
      [matchId, auth, guestToken],
    );
    const get = useCallback(() => (matchId ? (liveClient.getMatch(matchId) ?? NO_FEED) : NO_FEED), [matchId]);
    const feed = useSyncExternalStore(subscribe, get, get);
    useEffect(() => {
      if (initial && matchId === initial.id) liveClient.seedMatch(initial);
    }, [initial, matchId]);
    if (initial && feed.seq < initial.seq) {
      return {
        ...feed,
        matchId: initial.id,
        seq: initial.seq,
        status: initial.status,
        summary: initial.summary,
        match: initial,
      };
    }
    return feed.match || !initial ? feed : { ...feed, match: initial };
  }

  /**
   * Follows a tournament: `onChange` runs when its draw, results, entries or schedule change, and after a
   * reconnect (changes may have been missed). The page reads the tournament again then. Null id: nothing.
   * `auth`: send the access token (private tournaments).
   */
  function useLiveTournament(
    tournamentId: number | null,
    onChange: () => void,
    options: Pick<SubscribeOptions, 'auth'> = {},
  ): void {
    const { auth = false } = options;
    const onChangeRef = useRef(onChange);
    useEffect(() => {
      onChangeRef.current = onChange;
    });
    useEffect(() => {
      if (!tournamentId) return;
      return liveClient.subscribeTournament(tournamentId, () => onChangeRef.current(), { auth });
    }, [tournamentId, auth]);
  }

  /**
   * The signed-in person's notifications over the tab's one socket (topic `user`, decision 021): `onMessage`
   * gets each one, and 'reconnected' after a reconnect. `enabled` false (signed out): nothing.
   */
  function useLiveUser(enabled: boolean, onMessage: UserListener): void {
    const ref = useRef(onMessage);
    useEffect(() => {
      ref.current = onMessage;
    });
    useEffect(() => {
      if (!enabled) return;
      return liveClient.subscribeUser((m) => ref.current(m));
    }, [enabled]);
  }

  return { useLiveConnection, useLiveList, useLiveMatch, useLiveTournament, useLiveUser };
}
