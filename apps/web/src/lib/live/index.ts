import type { LiveListItem } from '@sportzone/contracts';
import { bootSession, freshToken } from '@/lib/auth/session';
import { getToken } from '@/lib/auth/token';
import { getPublicConfig } from '@/lib/config/public-config';
import { liveUrl } from '@sportzone/contracts/live-protocol';
import { createLiveHooks } from './hooks';
import { LiveClient } from './live-client';

export { liveUrl } from '@sportzone/contracts/live-protocol';
export {
  backoffDelay,
  LiveClient,
  type ConnectionStatus,
  type ListFeed,
  type MatchFeed,
  type SubscribeOptions,
  type TournamentChange,
  type UserListener,
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
export const liveClient = new LiveClient({ url: resolveUrl, token: getToken, freshToken });

export const { useLiveConnection, useLiveList, useLiveMatch, useLiveTournament, useLiveUser } =
  createLiveHooks(liveClient);
export type { UseLiveMatchOptions } from './hooks';

export type { LiveListItem };
