import type { LiveListItem, LiveMatchMessage, LiveTopic, Match } from '@sportzone/contracts';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { bootSession } from '@/lib/auth/session';
import { getToken } from '@/lib/auth/token';
import { getPublicConfig } from '@/lib/config/public-config';
import { liveUrl } from './protocol';
import {
  LiveClient,
  type ConnectionStatus,
  type ListFeed,
  type MatchFeed,
  type SubscribeOptions,
} from './live-client';

export { liveUrl } from './protocol';
export {
  backoffDelay,
  LiveClient,
  type ConnectionStatus,
  type ListFeed,
  type MatchFeed,
  type SubscribeOptions,
} from './live-client';

async function resolveUrl(): Promise<string | null> {
  let config = getPublicConfig();
  if (!config) {
    await bootSession();
    config = getPublicConfig();
  }
  return config ? liveUrl(config.apiBase) : null;
}

/** The tab's one live connection. */
export const liveClient = new LiveClient({ url: resolveUrl, token: getToken });

export function useLiveConnection(): ConnectionStatus {
  return useSyncExternalStore(liveClient.onStatus, liveClient.getStatus, liveClient.getStatus);
}

const EMPTY_LIST: ListFeed = { topic: 'home', ready: false, items: [] };

/** A live list (`home`, `sport:<sport>`), kept up to date; null topic = nothing. */
export function useLiveList(topic: LiveTopic | null): ListFeed {
  const subscribe = useCallback(
    (listener: () => void) => (topic ? liveClient.subscribeList(topic, listener) : () => {}),
    [topic],
  );
  const get = useCallback(() => (topic ? (liveClient.getList(topic) ?? EMPTY_LIST) : EMPTY_LIST), [topic]);
  return useSyncExternalStore(subscribe, get, get);
}

export interface UseLiveMatchOptions extends SubscribeOptions {
  /** the page's own fetch of the match: shown at once, and the subscription resumes from its seq */
  initial?: Match | null;
  /** every accepted event, in seq order */
  onMessage?: (message: LiveMatchMessage) => void;
}

const NO_FEED: MatchFeed = {
  matchId: 0,
  seq: -1,
  status: null,
  summary: null,
  match: null,
  last: null,
  error: null,
};

/** One match, live: the latest state the hub sent (or the page fetched), in seq order. */
export function useLiveMatch(matchId: number | null, options: UseLiveMatchOptions = {}): MatchFeed {
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

export type { LiveListItem };
