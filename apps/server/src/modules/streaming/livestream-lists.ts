import {
  pageOf,
  type FavouriteItem,
  type Livestream,
  type LivestreamListQuery,
  type PagedResult,
} from '@sportzone/contracts';
import {
  addFavouriteLivestream,
  favouriteLivestreams,
  findChannel,
  listedLivestreams,
  livestreamsOfUser,
  managedOrganizationIds,
  removeFavouriteLivestream,
  type ChannelRow,
  type LivestreamRow,
} from '@sportzone/db';
import type { AccessService } from '../../plugins/app/access';
import type { AppDatabase } from '../../plugins/external/db';
import type { Actor } from '../actor';
import { succeeds, type StreamingAccess } from './access';
import type { StreamingMatches } from './deps';
import type { StreamingDtos } from './dto';

export interface LivestreamListsDeps {
  database: AppDatabase;
  access: Pick<AccessService, 'me'>;
  matches: Pick<StreamingMatches, 'access' | 'snapshot'>;
  rights: StreamingAccess;
  dto: Pick<StreamingDtos, 'livestream'>;
}

export interface LivestreamLists {
  list(actor: Actor, query: LivestreamListQuery): Promise<PagedResult<Livestream>>;
  mine(actor: Actor, query: LivestreamListQuery): Promise<PagedResult<Livestream>>;
  get(actor: Actor, id: number): Promise<Livestream>;
  favourites(actor: Actor): Promise<{ items: FavouriteItem[] }>;
  addFavourite(actor: Actor, livestreamId: number): Promise<void>;
  removeFavourite(actor: Actor, livestreamId: number): Promise<void>;
}

const paging = (q: LivestreamListQuery) => ({ page: q.page ?? 1, pageSize: q.pageSize ?? 20 });

/** Livestreams to find and watch: the public list, the actor's own, one livestream, favourites. */
export function createLivestreamLists({
  database,
  access,
  matches,
  rights,
  dto,
}: LivestreamListsDeps): LivestreamLists {
  const db = () => database.db;

  const channelsOf = async (rows: LivestreamRow[]) => {
    const channels = new Map<number, ChannelRow>();
    for (const id of new Set(rows.map((r) => r.channelId))) {
      const c = await findChannel(db(), id);
      if (c) channels.set(id, c);
    }
    return channels;
  };

  return {
    async list(actor, query) {
      const { page, pageSize } = paging(query);
      // a match's page asks for its streams: one who may see a private match (a member) sees them too
      let visibleMatchId: number | undefined;
      if (query.matchId !== undefined) {
        const matchId = query.matchId;
        const snap = await matches.snapshot(matchId);
        if (snap?.restricted && (await succeeds(() => matches.access(actor, matchId))))
          visibleMatchId = matchId;
      }
      const { rows, total } = await listedLivestreams(
        db(),
        { page, pageSize, status: query.status, matchId: query.matchId },
        visibleMatchId,
      );
      const channels = await channelsOf(rows);
      // each one still as readable as on its own (its channel's organization too)
      const readable = new Set<number>();
      for (const r of rows) {
        if (!channels.has(r.channelId)) continue;
        if (visibleMatchId === undefined || (await succeeds(() => rights.readLivestream(actor, r))))
          readable.add(r.id);
      }
      return pageOf(
        rows.filter((r) => readable.has(r.id)).map((r) => dto.livestream(r, channels.get(r.channelId)!)),
        page,
        pageSize,
        total,
      );
    },

    async mine(actor, query) {
      const user = await access.me(actor);
      const { page, pageSize } = paging(query);
      const { rows, total } = await livestreamsOfUser(
        db(),
        user.id,
        await managedOrganizationIds(db(), user.id),
        { page, pageSize, status: query.status },
      );
      const channels = await channelsOf(rows);
      return pageOf(
        rows
          .filter((r) => channels.has(r.channelId))
          .map((r) => dto.livestream(r, channels.get(r.channelId)!, true)),
        page,
        pageSize,
        total,
      );
    },

    async get(actor, id) {
      const row = await rights.livestreamOrNotFound(id);
      const { channel, canManage } = await rights.readLivestream(actor, row);
      return dto.livestream(row, channel, canManage);
    },

    async favourites(actor) {
      const user = await access.me(actor);
      const items: FavouriteItem[] = [];
      for (const row of await favouriteLivestreams(db(), user.id)) {
        // a favourite that became hidden (its organization went private) is left out
        const seen = await rights.readLivestream(actor, row).catch(() => null);
        if (seen)
          items.push({
            userId: user.id,
            livestreamId: row.id,
            livestream: dto.livestream(row, seen.channel, seen.canManage),
          });
      }
      return { items };
    },

    async addFavourite(actor, livestreamId) {
      const user = await access.me(actor);
      await rights.readLivestream(actor, await rights.livestreamOrNotFound(livestreamId));
      await addFavouriteLivestream(db(), user.id, livestreamId);
    },

    async removeFavourite(actor, livestreamId) {
      const user = await access.me(actor);
      await rights.readLivestream(actor, await rights.livestreamOrNotFound(livestreamId));
      await removeFavouriteLivestream(db(), user.id, livestreamId);
    },
  };
}
