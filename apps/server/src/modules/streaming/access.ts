import {
  findCamera,
  findChannel,
  findLivestream,
  organizationAncestry,
  type CameraRow,
  type ChannelRow,
  type LivestreamRow,
  type Privacy,
  type UserWithRelations,
} from '@sportzone/db';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import type { StreamingMatches } from './deps';

/** The rows who-may-do-what reads. */
export interface StreamingLookup {
  channel(id: number): Promise<ChannelRow | null>;
  livestream(id: number): Promise<LivestreamRow | null>;
  camera(id: number): Promise<CameraRow | null>;
  /** the organization and its ancestors, itself first; empty when it is gone */
  organizationChain(id: number): Promise<{ privacy: Privacy }[]>;
}

export const lookupIn = (database: AppDatabase): StreamingLookup => ({
  channel: async (id) => (await findChannel(database.db, id)) ?? null,
  livestream: async (id) => (await findLivestream(database.db, id)) ?? null,
  camera: async (id) => (await findCamera(database.db, id)) ?? null,
  organizationChain: (id) => organizationAncestry(database.db, id),
});

export interface StreamingAccessDeps {
  access: Pick<AccessService, 'me' | 'meOrNull' | 'organization' | 'manageOrganization'>;
  matches: Pick<StreamingMatches, 'access' | 'requireManage' | 'snapshot'>;
  lookup: StreamingLookup;
}

/** hides a private organization's thing as "<what> not found" */
export const as404 = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 404) throw notFound(`${what} not found.`);
    throw err;
  }
};

/** whether `fn` resolves (a refusal is an answer, not an error) */
export const succeeds = (fn: () => Promise<unknown>): Promise<boolean> =>
  fn().then(
    () => true,
    () => false,
  );

export type StreamingAccess = ReturnType<typeof createStreamingAccess>;

/** Who may do what with channels, livestreams and the cameras they show (decision 012 for watching). */
export function createStreamingAccess({ access, matches, lookup }: StreamingAccessDeps) {
  /** 401/403/404 unless the actor may manage the channel: its owner, its organization's organizers, admins */
  const manageChannel = async (actor: Actor, channel: ChannelRow): Promise<UserWithRelations> => {
    const user = await access.me(actor);
    if (channel.ownerId === user.id || user.roles.includes('Admin')) return user;
    if (channel.organizationId === null) throw forbidden('Only the channel\u2019s owner can do this.');
    await as404('Channel', () => access.manageOrganization(actor, channel.organizationId!));
    return user;
  };

  const channelOrNotFound = async (id: number) => {
    const row = await lookup.channel(id);
    if (!row) throw notFound('Channel not found.');
    return row;
  };

  const livestreamOrNotFound = async (id: number) => {
    const row = await lookup.livestream(id);
    if (!row) throw notFound('Livestream not found.');
    return row;
  };

  /** Whether the actor may watch: the channel's organization and the match decide (decision 012). */
  const readLivestream = async (
    actor: Actor,
    row: LivestreamRow,
  ): Promise<{ channel: ChannelRow; canManage: boolean }> => {
    const channel = await channelOrNotFound(row.channelId);
    const user = await access.meOrNull(actor);
    let canManage = !!user && (user.roles.includes('Admin') || channel.ownerId === user.id);
    if (channel.organizationId !== null) {
      const acc = await as404('Livestream', () => access.organization(actor, channel.organizationId!));
      canManage ||= acc.canManage;
    }
    if (row.matchId !== null && !canManage) {
      const snap = await matches.snapshot(row.matchId);
      if (snap?.restricted) await as404('Livestream', () => matches.access(actor, row.matchId!));
    }
    return { channel, canManage };
  };

  return {
    manageChannel,
    channelOrNotFound,
    livestreamOrNotFound,
    readLivestream,

    /** read, then 401/403 unless the actor manages the livestream's channel */
    async manageLivestream(actor: Actor, id: number) {
      const row = await livestreamOrNotFound(id);
      const { channel } = await readLivestream(actor, row);
      await manageChannel(actor, channel);
      return { row, channel };
    },

    /** A match a livestream of this channel may show: of the channel's organization, managed by the actor. */
    async linkableMatch(actor: Actor, channel: ChannelRow, matchId: number) {
      const { row } = await as404('Match', () => matches.requireManage(actor, matchId));
      if (row.organizationId !== channel.organizationId)
        throw badRequest(
          'A livestream shows a match of its channel\u2019s organization.',
          { matchId: 'is not a match of the channel\u2019s organization' },
          'wrong_organization',
        );
      return row;
    },

    async linkableCamera(channel: ChannelRow, cameraId: number) {
      const camera = await lookup.camera(cameraId);
      if (!camera || camera.channelId !== channel.id)
        throw badRequest(
          'Switch to a camera that points at this channel.',
          { cameraId: 'is not a camera of this channel' },
          'wrong_camera',
        );
      return camera;
    },

    /** anybody may watch it: its organization is not private (nor under a private one), its match not restricted */
    async visibleToAll(row: LivestreamRow, channel: ChannelRow) {
      if (channel.organizationId !== null) {
        const chain = await lookup.organizationChain(channel.organizationId);
        if (chain.length === 0 || chain.some((o) => o.privacy === 'private')) return false;
      }
      if (row.matchId !== null) {
        const snap = await matches.snapshot(row.matchId);
        if (!snap || snap.restricted) return false;
      }
      return true;
    },
  };
}
