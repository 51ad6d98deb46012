import { getToken } from '@/lib/auth/token';
import { createLiveHooks } from '@/lib/live/hooks';
import { LiveClient } from '@/lib/live/live-client';
import { liveUrl } from '@sportzone/contracts/live-protocol';
import { viewerConfig } from './api';

/** The viewer pages' one live connection: the same client and protocol as the app, found through GET /api/config. */
export const viewerLiveClient = new LiveClient({
  url: async () => {
    const config = await viewerConfig();
    return liveUrl(config?.apiBase ?? window.location.origin);
  },
  token: getToken,
});

export const { useLiveConnection, useLiveMatch } = createLiveHooks(viewerLiveClient);
