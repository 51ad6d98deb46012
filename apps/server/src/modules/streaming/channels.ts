import { rmSync } from 'node:fs';
import type { Channel, ChannelSave, YouTubeAuthorize } from '@sportzone/contracts';
import {
  channelsOfUser,
  deleteChannel,
  findChannel,
  insertChannel,
  livestreamsOfChannel,
  managedOrganizationIds,
  updateChannel,
  type ChannelRow,
} from '@sportzone/db';
import { badRequest } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import type { StreamingAccess } from './access';
import type { Log } from './deps';
import type { StreamingDtos } from './dto';
import { codeOf, type GoingLive } from './going-live';
import { issueKey, NO_KEY } from './keys';
import type { StreamingRuntime } from './publications';
import type { YouTubeChannels } from './youtube/channels';

export interface ChannelsDeps {
  database: AppDatabase;
  access: Pick<AccessService, 'me' | 'manageOrganization'>;
  log: Log;
  rights: StreamingAccess;
  dto: StreamingDtos;
  runtime: StreamingRuntime;
  goingLive: Pick<GoingLive, 'endCurrent'>;
  youtube: YouTubeChannels;
}

export interface ChannelsService {
  myChannels(actor: Actor): Promise<{ items: Channel[] }>;
  saveChannel(actor: Actor, input: ChannelSave): Promise<Channel>;
  removeChannel(actor: Actor, id: number): Promise<void>;
  /** GET /api/channel/{id}/youtube/authorize: Google's consent page for a channel the actor manages */
  youtubeAuthorize(actor: Actor, channelId: number): Promise<YouTubeAuthorize>;
}

/** Channels: where an encoder publishes (our ingest, or a YouTube account), with their stream keys. */
export function createChannelsService(deps: ChannelsDeps): ChannelsService {
  const { database, access, log, rights, dto, runtime, goingLive, youtube } = deps;
  const db = () => database.db;
  const { publications, serialized } = runtime;

  /** a new channel with its first stream key (in the answer, this once) */
  const createChannel = async (actor: Actor, input: ChannelSave): Promise<Channel> => {
    const user = await access.me(actor);
    const organizationId = input.organizationId ?? null;
    if (organizationId !== null) await access.manageOrganization(actor, organizationId);
    const name = input.name?.trim();
    if (!name) throw badRequest('A channel needs a name.', { name: 'is required' });
    const created = await deps.database.transaction(async (tx) => {
      const row = await insertChannel(tx, {
        ownerId: user.id,
        organizationId,
        name,
        streamingPlatform: input.streamingPlatform ?? 'embedded',
        referrer: input.referrer?.trim() || null,
        accessCode: input.accessCode || null,
        takeover: input.takeover ?? false,
        keySalt: NO_KEY.salt,
        keyHash: NO_KEY.hash,
        keyHint: NO_KEY.hint,
      });
      const key = issueKey(row.id);
      const keyed = await updateChannel(tx, row.id, {
        keySalt: key.salt,
        keyHash: key.hash,
        keyHint: key.hint,
      });
      return { row: keyed!, key: key.key };
    });
    return dto.channel(created.row, created.key);
  };

  const changeChannel = async (actor: Actor, channel: ChannelRow, input: ChannelSave): Promise<Channel> => {
    await rights.manageChannel(actor, channel);
    if (input.organizationId !== undefined && input.organizationId !== channel.organizationId)
      throw badRequest(
        'A channel stays with its organization; make a new channel for another one.',
        { organizationId: 'cannot change' },
        'wrong_organization',
      );
    const platform = input.streamingPlatform ?? channel.streamingPlatform;
    // a connected YouTube channel's key is YouTube's: rotating makes a new YouTube stream
    const ytStream =
      input.rotateKey && platform === 'youtube' && youtube.configured && channel.accessCode
        ? await youtube.newStream(channel)
        : null;
    const key = input.rotateKey && !ytStream ? issueKey(channel.id) : null;
    const row = await updateChannel(db(), channel.id, {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.streamingPlatform !== undefined ? { streamingPlatform: input.streamingPlatform } : {}),
      ...(input.referrer !== undefined ? { referrer: input.referrer?.trim() || null } : {}),
      ...(input.accessCode !== undefined ? { accessCode: input.accessCode || null } : {}),
      ...(input.takeover !== undefined ? { takeover: input.takeover } : {}),
      ...(key ? { keySalt: key.salt, keyHash: key.hash, keyHint: key.hint, keyRotatedAt: new Date() } : {}),
    });
    // the old key stops working now: an encoder connected with it is disconnected
    if (key || (input.streamingPlatform && input.streamingPlatform !== 'embedded'))
      void publications.get(channel.id)?.publisher.kick();
    return dto.channel((await findChannel(db(), channel.id)) ?? row!, key?.key ?? ytStream?.streamKey);
  };

  return {
    async youtubeAuthorize(actor, channelId) {
      const channel = await rights.channelOrNotFound(channelId);
      const user = await rights.manageChannel(actor, channel);
      return youtube.authorize(channel, user.id);
    },

    async myChannels(actor) {
      const user = await access.me(actor);
      const rows = await channelsOfUser(db(), user.id, await managedOrganizationIds(db(), user.id));
      return { items: await Promise.all(rows.map((r) => dto.channel(r))) };
    },

    async saveChannel(actor, input) {
      if (input.id === undefined || input.id === null) return createChannel(actor, input);
      return changeChannel(actor, await rights.channelOrNotFound(input.id), input);
    },

    async removeChannel(actor, id) {
      const channel = await rights.channelOrNotFound(id);
      await rights.manageChannel(actor, channel);
      const pub = publications.get(id);
      runtime.reconnects.take(id);
      if (pub) {
        publications.delete(id);
        void pub.publisher.kick();
        await serialized(id, () => goingLive.endCurrent(pub));
      }
      const liveRows = await livestreamsOfChannel(db(), id, 'live');
      // a YouTube broadcast still live completes on YouTube too (a failure there does not keep the channel)
      for (const l of liveRows)
        if (l.broadcastId)
          await serialized(id, () => youtube.complete(channel, l)).catch((err: unknown) =>
            log.warn(
              { livestreamId: l.id, code: codeOf(err) },
              'completing the youtube broadcast of a deleted channel failed',
            ),
          );
      const ids = [...(await livestreamsOfChannel(db(), id, 'ended')), ...liveRows].map((l) => l.id);
      await deleteChannel(db(), id);
      for (const lid of ids) rmSync(runtime.hlsDir(lid), { recursive: true, force: true });
    },
  };
}
