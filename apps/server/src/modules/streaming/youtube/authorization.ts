import { findChannel, updateChannel, type ChannelRow } from '@sportzone/db';
import { conflict, notFound } from '../../../lib/http-errors';
import type { AppDatabase } from '../../../plugins/external/db';
import type { Log, StreamingConfig } from '../deps';
import type { YouTubeClient } from './client';
import { RECONNECT, YouTubeError, type IngestStream, type TokenSet } from './client';
import { isSealed, openTokens, sealTokens } from './tokens';

/** what a YouTube channel's access_code holds, sealed */
export interface Authorization extends TokenSet {
  stream?: IngestStream | null;
}

/** A YouTube failure as the API's answer: 409 with the clear message and its code. */
export const asHttp = (err: unknown) => (err instanceof YouTubeError ? conflict(err.message, err.code) : err);

export interface ChannelAuthorizationDeps {
  database: AppDatabase;
  config: Pick<StreamingConfig, 'youtube' | 'publicUrl'>;
  log: Log;
  client: YouTubeClient;
}

export type ChannelAuthorization = ReturnType<typeof createChannelAuthorization>;

/**
 * A channel's YouTube authorization: its tokens sealed in the channel's access_code, exchanged from a
 * raw code on first use, refreshed when expired or refused, and the channel's reusable stream.
 */
export function createChannelAuthorization({ database, config, log, client }: ChannelAuthorizationDeps) {
  const db = () => database.db;
  const secret = () => {
    if (!client.configured)
      throw conflict(
        'YouTube is not set up on this server: set YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET and restart.',
        'youtube_not_configured',
      );
    return config.youtube.clientSecret!;
  };
  const redirectUri = `${config.publicUrl}/api/channel/youtube/callback`;

  const save = async (channelId: number, auth: Authorization) => {
    await updateChannel(db(), channelId, { accessCode: sealTokens(secret(), auth) });
  };

  /** The channel's authorization: a raw code saved with PUT /api/channel is exchanged first; expired tokens refreshed. */
  const authorizationOf = async (channelId: number): Promise<Authorization> => {
    const key = secret();
    const channel = await findChannel(db(), channelId);
    if (!channel) throw notFound('Channel not found.');
    if (!channel.accessCode)
      throw conflict(
        'Connect the channel\u2019s YouTube account first (Connect YouTube on the channel).',
        'youtube_not_connected',
      );
    let auth: Authorization | null;
    if (isSealed(channel.accessCode)) {
      auth = openTokens(key, channel.accessCode);
      // sealed under another client secret, or tampered with
      if (!auth) throw conflict(RECONNECT, 'youtube_reconnect');
    } else {
      auth = await client.exchangeCode(channel.accessCode, redirectUri).catch((err: unknown) => {
        throw asHttp(err);
      });
      await save(channelId, auth);
    }
    if (auth.expiresAt <= Date.now() && auth.refreshToken) auth = await refreshed(channelId, auth);
    return auth;
  };

  const refreshed = async (channelId: number, auth: Authorization): Promise<Authorization> => {
    if (!auth.refreshToken) throw conflict(RECONNECT, 'youtube_reconnect');
    const t = await client.refresh(auth.refreshToken).catch((err: unknown) => {
      throw asHttp(err);
    });
    const next = { ...auth, ...t };
    await save(channelId, next);
    log.info({ channelId }, 'youtube access token refreshed');
    return next;
  };

  /** Runs YouTube calls with the channel's access token; a 401 refreshes the token once and tries again. */
  const withToken = async <T>(
    channelId: number,
    fn: (token: string, auth: Authorization) => Promise<T>,
  ): Promise<T> => {
    let auth = await authorizationOf(channelId);
    try {
      return await fn(auth.accessToken, auth);
    } catch (err) {
      if (!(err instanceof YouTubeError && err.code === 'youtube_reconnect' && err.status === 401))
        throw asHttp(err);
    }
    auth = await refreshed(channelId, auth);
    try {
      return await fn(auth.accessToken, auth);
    } catch (err) {
      throw asHttp(err);
    }
  };

  /** The channel's reusable stream, made on first need. */
  const streamOf = async (channel: ChannelRow, token: string, auth: Authorization) => {
    if (auth.stream) return auth.stream;
    const stream = await client.createStream(token, channel.name);
    auth.stream = stream;
    await save(channel.id, auth);
    return stream;
  };

  return { secret, redirectUri, save, withToken, streamOf };
}
