import { pageOf } from '@sportzone/contracts';
import {
  findMatch,
  managedOrganizationIds,
  matchScorerIds,
  memberOrganizationIds,
  pageMatchEvents,
  scorerIdsOfMatches,
  searchMatches,
} from '@sportzone/db';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { normalizeSearch } from '../../lib/search';
import { toEventRecord, toMatchDto } from './dto';
import type { MatchService, MatchServiceDeps } from './service';

/** What a match service answers without changing anything: one match, the lists, the event log. */
export type MatchReads = Pick<MatchService, 'get' | 'list' | 'events' | 'row'>;

export function createMatchReads(
  deps: Pick<MatchServiceDeps, 'database' | 'access' | 'visibility' | 'placements'>,
): MatchReads {
  const { database, access, visibility, placements } = deps;
  const db = () => database.db;
  return {
    async get(actor, id) {
      const { row, permissions, guestLink } = await visibility.access(actor, id);
      const [competition, scorerIds] = await Promise.all([placements.of(row), matchScorerIds(db(), id)]);
      const match = toMatchDto(row, competition, scorerIds, permissions);
      // a guest's console says until when its link scores: the token itself carries nothing readable
      return guestLink ? { ...match, guestLink: { expiresAt: guestLink.expiresAt.toISOString() } } : match;
    },

    async list(actor, query) {
      const user = await access.meOrNull(actor);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      if (query.mine && !user) throw unauthorized();
      const from = query.from ? new Date(query.from) : undefined;
      const to = query.to ? new Date(query.to) : undefined;
      if (from && to && from > to)
        throw badRequest('`from` must not be after `to`.', { from: 'must not be after to' });
      const { rows, total } = await searchMatches(db(), {
        status: query.status,
        sport: query.sport,
        search: normalizeSearch(query.search),
        from,
        to,
        organizationId: query.organizationId,
        mine: query.mine,
        page,
        pageSize,
        viewer: {
          userId: user?.id ?? null,
          isAdmin: user?.roles.includes('Admin') ?? false,
          managedOrganizationIds: user ? await managedOrganizationIds(db(), user.id) : [],
          memberOrganizationIds: user ? await memberOrganizationIds(db(), user.id) : [],
        },
      });
      const [scorers, competitions] = await Promise.all([
        scorerIdsOfMatches(
          db(),
          rows.map((r) => r.id),
        ),
        placements.ofMany(rows),
      ]);
      return pageOf(
        rows.map((r) => toMatchDto(r, competitions.get(r.id) ?? null, scorers.get(r.id) ?? [])),
        page,
        pageSize,
        total,
      );
    },

    async events(actor, id, query) {
      await visibility.access(actor, id);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 100;
      const { rows, total } = await pageMatchEvents(db(), id, { after: query.after ?? 0, page, pageSize });
      return pageOf(rows.map(toEventRecord), page, pageSize, total);
    },

    row: (id) => findMatch(db(), id),
  };
}
