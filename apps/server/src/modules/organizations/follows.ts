import {
  pageOf,
  type Follow,
  type FollowKind,
  type FollowListQuery,
  type FollowState,
  type PagedResult,
} from '@sportzone/contracts';
import { findPlayer, findTeam, follow, followerCount, followsOfUser, unfollow } from '@sportzone/db';
import type { Actor } from '../actor';
import { HttpError, notFound } from '../../lib/http-errors';
import { normalizeSearch } from '../../lib/search';
import { paging, readAccess, type OrganizationDeps } from './common';

/** Users follow organizations, players and teams they can see. */
export interface FollowsService {
  follow(actor: Actor, kind: FollowKind, id: number): Promise<FollowState>;
  unfollow(actor: Actor, kind: FollowKind, id: number): Promise<void>;
  /** what the caller follows, newest first; things that became hidden from them are left out */
  list(actor: Actor, query: FollowListQuery): Promise<PagedResult<Follow>>;
}

const WHAT: Record<FollowKind, string> = { organization: 'Organization', player: 'Player', team: 'Team' };

export function createFollowsService({ database, access }: OrganizationDeps): FollowsService {
  const db = () => database.db;

  /** 404 unless the target exists and the caller may see it */
  const visibleTarget = async (actor: Actor, kind: FollowKind, id: number) => {
    let organizationId = id;
    if (kind === 'player') {
      const player = await findPlayer(db(), id);
      if (!player) throw notFound('Player not found.');
      organizationId = player.organizationId;
    } else if (kind === 'team') {
      const team = await findTeam(db(), id);
      if (!team) throw notFound('Team not found.');
      organizationId = team.organizationId;
    }
    await readAccess(access, actor, organizationId, WHAT[kind]);
  };

  return {
    async follow(actor, kind, id) {
      const me = await access.me(actor);
      await visibleTarget(actor, kind, id);
      await follow(db(), me.id, kind, id);
      return { kind, id, following: true, followers: await followerCount(db(), kind, id) };
    },

    async unfollow(actor, kind, id) {
      const me = await access.me(actor);
      await unfollow(db(), me.id, kind, id);
    },

    async list(actor, query) {
      const me = await access.me(actor);
      const { page, pageSize } = paging(query);
      const term = normalizeSearch(query.searchTerm);
      const readable = new Map<number, boolean>();
      const items: Follow[] = [];
      for (const item of await followsOfUser(db(), me.id)) {
        if (query.kind && item.kind !== query.kind) continue;
        if (
          term &&
          !item.name.toLowerCase().includes(term) &&
          !item.organizationName.toLowerCase().includes(term)
        )
          continue;
        if (!readable.has(item.organizationId)) {
          try {
            await access.organization(actor, item.organizationId);
            readable.set(item.organizationId, true);
          } catch (err) {
            if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
            readable.set(item.organizationId, false);
          }
        }
        if (!readable.get(item.organizationId)) continue;
        items.push({
          kind: item.kind,
          id: item.id,
          name: item.name,
          organization: { id: item.organizationId, name: item.organizationName },
          followedOn: item.followedOn.toISOString(),
        });
      }
      const start = (page - 1) * pageSize;
      return pageOf(items.slice(start, start + pageSize), page, pageSize, items.length);
    },
  };
}
