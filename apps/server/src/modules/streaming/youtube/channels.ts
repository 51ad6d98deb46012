import type { YouTubeAuthorize } from '@sportzone/contracts';
import {
  findChannel,
  findLivestream,
  findUserById,
  managedOrganizationIds,
  updateChannel,
  updateLivestream,
  type ChannelRow,
  type LivestreamRow,
} from '@sportzone/db';
import { badRequest, forbidden, HttpError, notFound } from '../../../lib/http-errors';
import type { AppDatabase } from '../../../plugins/external/db';
import type { Log, StreamingConfig } from '../deps';
import { createChannelAuthorization, type Authorization, type ChannelAuthorization } from './authorization';
import { watchUrlOf, YOUTUBE_ID, YouTubeClient, YouTubeError, type IngestStream } from './client';
import { isSealed, openTokens, sealTokens, signState, verifyState } from './tokens';

/**
 * YouTube channels (decision 019): the connect flow (consent page → callback → tokens sealed in the
 * channel's access_code), the channel's reusable YouTube stream (its ingest address and key, shown like
 * our own key: on rotate), and a livestream's broadcast: created, bound to the stream, taken live and
 * completed through the adapter. A livestream's broadcast id is kept in its `broadcast_id` (migration
 * 0009; no video of ours is recorded for it).
 */

export const broadcastOf = (row: Pick<LivestreamRow, 'broadcastId'>) => row.broadcastId;
export const youtubeWatchUrl = (row: Pick<LivestreamRow, 'broadcastId'>) => {
  const id = broadcastOf(row);
  return id ? watchUrlOf(id) : null;
};

export interface YouTubeChannels {
  readonly configured: boolean;
  readonly redirectUri: string;
  /** the consent page for a channel the caller manages (checked by the caller) */
  authorize(channel: ChannelRow, userId: number): YouTubeAuthorize;
  /** the consent page's answer: tokens for the channel, and its reusable stream; where to send the browser */
  callback(query: { code?: string; state: string; error?: string }): Promise<string>;
  /** the channel's YouTube ingest address, when connected (the key is not in it) */
  ingestUrl(channel: ChannelRow): string | null;
  /** a new reusable YouTube stream for the channel (rotating its key): its address and key */
  newStream(channel: ChannelRow): Promise<IngestStream>;
  /** create the broadcast (or reuse the one an earlier attempt made), bind it, transition it to live */
  goLive(channel: ChannelRow, row: LivestreamRow, privacy: 'public' | 'unlisted'): Promise<LivestreamRow>;
  /** transition the broadcast to complete; the livestream ends */
  complete(channel: ChannelRow, row: LivestreamRow): Promise<LivestreamRow>;
  /** the broadcast takes the livestream's title and description (a match linked, a title changed) */
  retitle(channel: ChannelRow, row: LivestreamRow): Promise<void>;
}

export interface YouTubeChannelsDeps {
  database: AppDatabase;
  config: Pick<StreamingConfig, 'youtube' | 'publicUrl'>;
  log: Log;
}

export function createYouTubeChannels(deps: YouTubeChannelsDeps): YouTubeChannels {
  const client = new YouTubeClient(deps.config.youtube);
  const authorization = createChannelAuthorization({ ...deps, client });
  return {
    get configured() {
      return client.configured;
    },
    redirectUri: authorization.redirectUri,
    ...connectFlow(deps, client, authorization),
    ...broadcasts(deps, client, authorization),
  };
}

/** Connecting a channel: the consent page, its answer, and the ingest address it gives. */
function connectFlow(
  { database, config, log }: YouTubeChannelsDeps,
  client: YouTubeClient,
  { secret, redirectUri }: ChannelAuthorization,
): Pick<YouTubeChannels, 'authorize' | 'callback' | 'ingestUrl'> {
  const db = () => database.db;
  return {
    authorize(channel, userId) {
      const state = signState(secret(), channel.id, userId);
      return { url: client.consentUrl(redirectUri, state), redirectUri };
    },

    async callback(query) {
      const key = secret();
      const signed = verifyState(key, query.state);
      if (!signed)
        throw badRequest(
          'This YouTube sign-in link expired or was not made here: start Connect YouTube again.',
          { state: 'is not valid' },
          'youtube_state',
        );
      const back = (result: string) =>
        `${config.publicUrl}/channels?youtube=${result}&channel=${signed.channelId}`;
      const channel = await findChannel(db(), signed.channelId);
      if (!channel) throw notFound('Channel not found.');
      // who asked for the consent must still manage the channel
      const user = await findUserById(db(), signed.userId);
      const manages =
        !!user &&
        (channel.ownerId === user.id ||
          user.roles.includes('Admin') ||
          (channel.organizationId !== null &&
            (await managedOrganizationIds(db(), user.id)).includes(channel.organizationId)));
      if (!manages) throw forbidden('Only the channel\u2019s managers connect its YouTube account.');
      if (query.error || !query.code) return back('denied');
      try {
        const tokens = await client.exchangeCode(query.code, redirectUri);
        const auth: Authorization = { ...tokens, stream: null };
        await updateChannel(db(), channel.id, { accessCode: sealTokens(key, auth) });
        // the channel's reusable stream (else made at the first go-live or key rotation)
        auth.stream = await client.createStream(tokens.accessToken, channel.name);
        await updateChannel(db(), channel.id, { accessCode: sealTokens(key, auth) });
        log.info({ channelId: channel.id }, 'youtube account connected');
        return back('connected');
      } catch (err) {
        if (!(err instanceof YouTubeError)) throw err;
        log.warn({ channelId: channel.id, code: err.code }, 'connecting youtube failed');
        return `${back('error')}&reason=${err.code}`;
      }
    },

    ingestUrl(channel) {
      if (!client.configured || !isSealed(channel.accessCode)) return null;
      const auth = openTokens(config.youtube.clientSecret!, channel.accessCode!) as Authorization | null;
      return auth?.stream?.ingestUrl ?? null;
    },
  };
}

/** A livestream's broadcast: created, bound to the channel's stream, taken live, retitled, completed. */
function broadcasts(
  { database, log }: YouTubeChannelsDeps,
  client: YouTubeClient,
  { save, withToken, streamOf }: ChannelAuthorization,
): Pick<YouTubeChannels, 'newStream' | 'goLive' | 'retitle' | 'complete'> {
  const db = () => database.db;
  return {
    async newStream(channel) {
      return withToken(channel.id, async (token, auth) => {
        const stream = await client.createStream(token, channel.name);
        auth.stream = stream;
        await save(channel.id, auth);
        return stream;
      });
    },

    async goLive(channel, row, privacy) {
      const broadcastId = await withToken(channel.id, async (token, auth) => {
        const stream = await streamOf(channel, token, auth);
        // an earlier start made the broadcast (and the stream received no video then): use it again
        let id = broadcastOf(row);
        if (id) {
          const status = await client.status(token, id);
          if (status === null || status === 'complete' || status === 'revoked') id = null;
        }
        if (!id) {
          const created = await client.createBroadcast(
            token,
            {
              title: row.title,
              description: row.description,
              scheduledStart: row.startTime ?? new Date(),
              privacy,
            },
            stream,
          );
          id = created.broadcastId;
          await updateLivestream(db(), row.id, { broadcastId: id });
          await client.bind(token, id, stream.streamId);
        }
        try {
          await client.transition(token, id, 'live');
        } catch (err) {
          // live already (a retried start): that is what was asked
          if (!(err instanceof YouTubeError && err.code === 'youtube_redundant_transition')) {
            if (err instanceof YouTubeError && err.code === 'youtube_invalid_transition')
              throw new YouTubeError(
                'youtube_invalid_transition',
                `YouTube receives no video on this channel\u2019s stream yet: start the encoder with the channel\u2019s YouTube address and stream key, then go live again.`,
                err.status,
              );
            throw err;
          }
        }
        return id;
      });
      if (!YOUTUBE_ID.test(broadcastId)) throw new HttpError(502, 'YouTube answered an unusable id.');
      const updated = await updateLivestream(db(), row.id, {
        status: 'live',
        startTime: new Date(),
        endTime: null,
        broadcastId,
      });
      log.info({ livestreamId: row.id, channelId: channel.id }, 'youtube livestream live');
      return updated!;
    },

    async retitle(channel, row) {
      const id = broadcastOf(row);
      if (!id || row.status === 'ended') return;
      await withToken(channel.id, (token) =>
        client.updateBroadcast(token, id, {
          title: row.title,
          description: row.description,
          scheduledStart: row.startTime ?? new Date(),
        }),
      );
    },

    async complete(channel, row) {
      const id = broadcastOf(row);
      if (id && row.status === 'live') {
        await withToken(channel.id, async (token) => {
          try {
            await client.transition(token, id, 'complete');
          } catch (err) {
            // complete already (ended on YouTube's side)
            if (!(err instanceof YouTubeError && err.code === 'youtube_redundant_transition')) throw err;
          }
        });
      }
      const fresh = await findLivestream(db(), row.id);
      if (fresh && fresh.status !== 'ended')
        return (await updateLivestream(db(), row.id, { status: 'ended', endTime: new Date() }))!;
      return fresh ?? row;
    },
  };
}
