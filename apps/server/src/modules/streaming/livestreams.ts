import type { LiveVideoConfig, Livestream, LivestreamCreate, LivestreamUpdate } from '@sportzone/contracts';
import {
  findLivestream,
  insertLivestream,
  livestreamsOfChannel,
  updateLivestream,
  type ChannelRow,
} from '@sportzone/db';
import { conflict } from '../../lib/http-errors';
import type { Actor } from '../actor';
import { as404 } from './access';
import type { GoingLive } from './going-live';
import { createLivestreamLists, type LivestreamLists, type LivestreamListsDeps } from './livestream-lists';
import type { StreamingRuntime } from './publications';
import type { YouTubeChannels } from './youtube/channels';

export interface LivestreamsDeps extends LivestreamListsDeps {
  runtime: Pick<StreamingRuntime, 'publications' | 'serialized' | 'reconnects'>;
  goingLive: GoingLive;
  youtube: YouTubeChannels;
  liveVideo(): LiveVideoConfig;
}

interface LivestreamControls {
  create(actor: Actor, input: LivestreamCreate): Promise<Livestream>;
  update(actor: Actor, id: number, input: LivestreamUpdate): Promise<Livestream>;
  start(actor: Actor, id: number): Promise<Livestream>;
  stop(actor: Actor, id: number): Promise<Livestream>;
}

export type LivestreamsService = LivestreamLists & LivestreamControls;

/** Livestreams: planning and changing one, going live with it and ending it; the lists (livestream-lists.ts). */
export function createLivestreamsService(deps: LivestreamsDeps): LivestreamsService {
  return { ...createLivestreamLists(deps), ...createLivestreamControls(deps) };
}

/** Planning a livestream, changing it, going live with it and ending it. */
function createLivestreamControls(deps: LivestreamsDeps): LivestreamControls {
  const { database, rights, dto, runtime, goingLive, youtube } = deps;
  const db = () => database.db;
  const { publications, serialized } = runtime;

  /** A YouTube channel's planned livestream goes live on YouTube (one broadcast of the channel at a time). */
  const startOnYouTube = (channel: ChannelRow, id: number) =>
    serialized(channel.id, async () => {
      const fresh = await findLivestream(db(), id);
      if (!fresh || fresh.status !== 'scheduled')
        throw conflict('This livestream is not waiting to start.', 'not_scheduled');
      // one broadcast of the channel is live at a time
      for (const other of await livestreamsOfChannel(db(), channel.id, 'live'))
        await youtube.complete(channel, other);
      return youtube.goLive(
        channel,
        fresh,
        (await rights.visibleToAll(fresh, channel)) ? 'public' : 'unlisted',
      );
    });

  /** Our ingest's planned livestream takes the channel's connected encoder (its current one ends). */
  const startOnIngest = (channel: ChannelRow, id: number) => {
    const live = deps.liveVideo();
    if (!live.enabled)
      throw conflict(`Live video is off on this server: ${live.reason ?? 'no ingest'}`, 'live_video_off');
    return serialized(channel.id, async () => {
      const pub = publications.get(channel.id);
      if (!pub)
        throw conflict(
          `The channel\u2019s encoder is not connected: stream to ${live.ingestUrl}/<stream key> first.`,
          'not_publishing',
        );
      const fresh = await findLivestream(db(), id);
      if (!fresh || fresh.status !== 'scheduled')
        throw conflict('This livestream is not waiting to start.', 'not_scheduled');
      await goingLive.endCurrent(pub);
      return goingLive.goLive(pub, fresh);
    });
  };

  return {
    async create(actor, input) {
      const channel = await as404('Channel', () => rights.channelOrNotFound(input.channelId));
      await rights.manageChannel(actor, channel);
      if (input.matchId) await rights.linkableMatch(actor, channel, input.matchId);
      if (input.cameraId) await rights.linkableCamera(channel, input.cameraId);
      const row = await insertLivestream(db(), {
        channelId: channel.id,
        cameraId: input.cameraId ?? null,
        matchId: input.matchId ?? null,
        title: input.title.trim(),
        description: input.description?.trim() || null,
        startTime: input.startTime ? new Date(input.startTime) : null,
        status: 'scheduled',
      });
      return dto.livestream(row, channel, true);
    },

    async update(actor, id, input) {
      const { row, channel } = await rights.manageLivestream(actor, id);
      if (input.matchId) await rights.linkableMatch(actor, channel, input.matchId);
      if (input.cameraId) await rights.linkableCamera(channel, input.cameraId);
      if (input.startTime !== undefined && row.status !== 'scheduled')
        throw conflict('A livestream that went live keeps its start time.', 'already_started', {
          startTime: 'cannot change',
        });
      const updated = await updateLivestream(db(), id, {
        ...(input.title !== undefined ? { title: input.title.trim() } : {}),
        ...(input.description !== undefined ? { description: input.description?.trim() || null } : {}),
        ...(input.startTime !== undefined
          ? { startTime: input.startTime ? new Date(input.startTime) : null }
          : {}),
        ...(input.matchId !== undefined ? { matchId: input.matchId } : {}),
        ...(input.cameraId !== undefined ? { cameraId: input.cameraId } : {}),
        ...(input.showOverlay !== undefined ? { showOverlay: input.showOverlay } : {}),
      });
      const current = publications.get(channel.id)?.current;
      if (current?.livestreamId === id && input.matchId !== undefined) current.matchId = input.matchId;
      if (
        channel.streamingPlatform === 'youtube' &&
        (updated!.title !== row.title || updated!.description !== row.description)
      )
        await goingLive.retitleYouTube(channel, updated!);
      return dto.livestream(updated!, channel, true);
    },

    async start(actor, id) {
      const { row, channel } = await rights.manageLivestream(actor, id);
      if (row.status === 'live') throw conflict('This livestream is live already.', 'already_live');
      if (row.status === 'ended')
        throw conflict('An ended livestream does not start again; plan a new one.', 'ended');
      const started =
        channel.streamingPlatform === 'youtube'
          ? await startOnYouTube(channel, id)
          : await startOnIngest(channel, id);
      return dto.livestream(started, channel, true);
    },

    async stop(actor, id) {
      const { row, channel } = await rights.manageLivestream(actor, id);
      if (row.status === 'ended') throw conflict('This livestream has ended already.', 'ended');
      await serialized(channel.id, async () => {
        const pub = publications.get(channel.id);
        const fresh = await findLivestream(db(), id);
        if (channel.streamingPlatform === 'youtube' && fresh) await youtube.complete(channel, fresh);
        else if (pub?.current?.livestreamId === id) await goingLive.endCurrent(pub);
        else if (runtime.reconnects.holds(channel.id, id))
          await goingLive.endHeld(runtime.reconnects.take(channel.id)!);
        else await updateLivestream(db(), id, { status: 'ended', endTime: new Date() });
      });
      return dto.livestream((await findLivestream(db(), id))!, channel, true);
    },
  };
}
