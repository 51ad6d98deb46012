import type { ChannelRow, LivestreamRow, UserWithRelations } from '@sportzone/db';
import { describe, expect, it } from 'vitest';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors';
import type { OrganizationAccess } from '../../plugins/app/access';
import { actorForUser, anonymousActor, type Actor } from '../actor';
import { createStreamingAccess, type StreamingAccessDeps } from './access';

const user = (id: number, roles: string[] = []) => ({ id, roles }) as unknown as UserWithRelations;
const channel = (over: Partial<ChannelRow> = {}) =>
  ({ id: 7, ownerId: 1, organizationId: null, streamingPlatform: 'embedded', ...over }) as ChannelRow;
const livestream = (over: Partial<LivestreamRow> = {}) =>
  ({ id: 70, channelId: 7, matchId: null, cameraId: null, recordingPath: null, ...over }) as LivestreamRow;

/**
 * Fake ports: organizations 10 (the actor organizes it), 11 (public, the actor has no role) and 12
 * (private: 404 for outsiders); match 5 is restricted and hidden from the actor, match 6 is open.
 */
function fixture(options: { channels?: ChannelRow[]; livestreams?: LivestreamRow[] } = {}) {
  const orgs: Record<number, { canManage: boolean; hidden?: boolean; privacy: 'public' | 'private' }> = {
    10: { canManage: true, privacy: 'public' },
    11: { canManage: false, privacy: 'public' },
    12: { canManage: false, hidden: true, privacy: 'private' },
  };
  const me = async (actor: Actor) => {
    const u = await actor.user();
    if (!u) throw unauthorized();
    return u;
  };
  const organization = async (_actor: Actor, id: number) => {
    const org = orgs[id];
    if (!org || org.hidden) throw notFound('Organization not found.');
    return { canManage: org.canManage } as OrganizationAccess;
  };
  const deps: StreamingAccessDeps = {
    access: {
      me: (who) => me(who as Actor),
      meOrNull: async (who) => (who as Actor).user(),
      organization: (who, id) => organization(who as Actor, id),
      async manageOrganization(who, id) {
        await me(who as Actor);
        const acc = await organization(who as Actor, id);
        if (!acc.canManage) throw forbidden();
        return acc;
      },
    },
    matches: {
      access: async (_actor, id) => {
        if (id === 5) throw notFound('Match not found.');
      },
      requireManage: async (_actor, id) => ({ row: { organizationId: id === 6 ? 10 : 11 } }),
      snapshot: async (id) => (id === 5 ? { restricted: true } : id === 6 ? { restricted: false } : null),
    },
    lookup: {
      channel: async (id) => options.channels?.find((c) => c.id === id) ?? null,
      livestream: async (id) => options.livestreams?.find((l) => l.id === id) ?? null,
      camera: async (id) => (id === 3 ? ({ id: 3, channelId: 7 } as never) : null),
      organizationChain: async (id) => (orgs[id] ? [{ privacy: orgs[id].privacy }] : []),
    },
  };
  return createStreamingAccess(deps);
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (err: unknown) => (err instanceof HttpError ? `${err.statusCode} ${err.message}` : err),
  );

describe('who may manage a channel', () => {
  const rights = fixture();

  it('its owner and admins; nobody else for a personal channel', async () => {
    expect(await status(rights.manageChannel(actorForUser(user(1)), channel()))).toBe(200);
    expect(await status(rights.manageChannel(actorForUser(user(2, ['Admin'])), channel()))).toBe(200);
    expect(await status(rights.manageChannel(actorForUser(user(2)), channel()))).toBe(
      '403 Only the channel\u2019s owner can do this.',
    );
    expect(await status(rights.manageChannel(anonymousActor, channel()))).toMatch(/^401/);
  });

  it("an organization's channel: its organizers; a private organization's is not found", async () => {
    const stranger = actorForUser(user(2));
    expect(await status(rights.manageChannel(stranger, channel({ organizationId: 10 })))).toBe(200);
    expect(await status(rights.manageChannel(stranger, channel({ organizationId: 11 })))).toMatch(/^403/);
    expect(await status(rights.manageChannel(stranger, channel({ organizationId: 12 })))).toBe(
      '404 Channel not found.',
    );
  });
});

describe('who may watch a livestream', () => {
  const channels = [
    channel(),
    channel({ id: 8, organizationId: 12 }),
    channel({ id: 9, organizationId: 11 }),
  ];
  const rights = fixture({ channels });
  const viewer = actorForUser(user(2));

  it("a private organization's livestream is not found for outsiders", async () => {
    expect(await status(rights.readLivestream(viewer, livestream({ channelId: 8 })))).toBe(
      '404 Livestream not found.',
    );
    expect(await status(rights.readLivestream(viewer, livestream({ channelId: 9 })))).toBe(200);
  });

  it('a restricted match hides its livestream, except from those who manage the channel', async () => {
    const ofMatch = livestream({ channelId: 9, matchId: 5 });
    expect(await status(rights.readLivestream(viewer, ofMatch))).toBe('404 Livestream not found.');
    const owner = await rights.readLivestream(actorForUser(user(1)), livestream({ matchId: 5 }));
    expect(owner.canManage).toBe(true);
    expect(await status(rights.readLivestream(viewer, livestream({ channelId: 9, matchId: 6 })))).toBe(200);
  });

  it('is open to everybody only with a public organization and a match that is not restricted', async () => {
    expect(await rights.visibleToAll(livestream(), channel())).toBe(true);
    expect(await rights.visibleToAll(livestream(), channel({ organizationId: 11 }))).toBe(true);
    expect(await rights.visibleToAll(livestream(), channel({ organizationId: 12 }))).toBe(false);
    expect(await rights.visibleToAll(livestream(), channel({ organizationId: 99 }))).toBe(false);
    expect(await rights.visibleToAll(livestream({ matchId: 5 }), channel())).toBe(false);
    expect(await rights.visibleToAll(livestream({ matchId: 6 }), channel())).toBe(true);
    // a match that is gone
    expect(await rights.visibleToAll(livestream({ matchId: 4 }), channel())).toBe(false);
  });
});

describe('what a livestream may show', () => {
  const rights = fixture();
  const owner = actorForUser(user(1));

  it("a match of the channel's organization, a camera pointing at the channel", async () => {
    expect(await status(rights.linkableMatch(owner, channel({ organizationId: 10 }), 6))).toBe(200);
    expect(await status(rights.linkableMatch(owner, channel({ organizationId: 10 }), 4))).toBe(
      '400 A livestream shows a match of its channel\u2019s organization.',
    );
    expect(await status(rights.linkableCamera(channel(), 3))).toBe(200);
    expect(await status(rights.linkableCamera(channel({ id: 8 }), 3))).toMatch(/^400 Switch to a camera/);
  });
});
