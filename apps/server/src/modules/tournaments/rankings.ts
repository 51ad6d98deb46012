/** An organization's ranking points table and its rankings over a period. */
import { rankingTable } from '@sportzone/competition';
import type { Ranking, RankingQuery, RankingTable } from '@sportzone/contracts';
import { findRankingTable, findSeason, placingsInPeriod, saveRankingTable, type DbOrTx } from '@sportzone/db';
import { badRequest, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import type { Shared } from './deps';

/** Points by finishing position when an organization has not set its own table. */
export const DEFAULT_RANKING_POINTS = [100, 70, 50, 50, 25, 25, 25, 25, 10, 10, 10, 10, 10, 10, 10, 10];

export interface RankingsService {
  rankingTable(actor: Actor, organizationId: number): Promise<RankingTable>;
  setRankingTable(actor: Actor, organizationId: number, points: number[]): Promise<RankingTable>;
  ranking(actor: Actor, organizationId: number, query: RankingQuery): Promise<Ranking>;
}

/** The ranking of a period: the placings' points summed per player, formation or team. */
export async function computeRanking(
  tx: DbOrTx,
  organizationId: number,
  query: RankingQuery,
): Promise<Ranking['items']> {
  const rows = await placingsInPeriod(tx, organizationId, {
    from: query.from ?? null,
    to: query.to ?? null,
    seasonId: query.seasonId ?? null,
    sport: query.sport ?? null,
  });
  const wanted = rows.filter((r) =>
    query.kind === 'player' ? r.playerId !== null : query.kind ? r.teamId !== null : true,
  );
  const keyOf = (r: { playerId: number | null; teamId: number | null }) =>
    r.playerId ? `p${r.playerId}` : `t${r.teamId}`;
  const info = new Map<string, { playerId: number | null; teamId: number | null; name: string; n: number }>();
  for (const r of wanted) {
    const k = keyOf(r);
    const was = info.get(k);
    info.set(k, { playerId: r.playerId, teamId: r.teamId, name: r.name, n: (was?.n ?? 0) + 1 });
  }
  const table = rankingTable(wanted.map((r) => ({ id: keyOf(r), points: r.points })));
  if (!table.ok) return [];
  return table.ranking.map((row) => {
    const i = info.get(row.id)!;
    return {
      ranking_position: row.rank,
      ranking_points: row.points,
      playerId: i.playerId,
      teamId: i.teamId,
      name: i.name,
      tournaments: i.n,
    };
  });
}

export function createRankingsService(shared: Shared): RankingsService {
  const { organizationFor } = shared;
  const db = () => shared.db();
  return {
    async rankingTable(actor, organizationId) {
      await organizationFor(actor, organizationId, 'read');
      return {
        organizationId,
        points: (await findRankingTable(db(), organizationId)) ?? DEFAULT_RANKING_POINTS,
      };
    },

    async setRankingTable(actor, organizationId, points) {
      await organizationFor(actor, organizationId, 'manage');
      await saveRankingTable(db(), organizationId, points);
      return { organizationId, points };
    },

    async ranking(actor, organizationId, query) {
      await organizationFor(actor, organizationId, 'read');
      let from = query.from ?? null;
      let to = query.to ?? null;
      if (query.seasonId) {
        const season = await findSeason(db(), query.seasonId);
        if (!season || season.organizationId !== organizationId) throw notFound('Season not found.');
        from ??= season.startsOn;
        to ??= season.endsOn;
      }
      if (from && to && from > to)
        throw badRequest('`from` must not be after `to`.', { from: 'must not be after to' });
      return {
        organizationId,
        period: { from, to, seasonId: query.seasonId ?? null },
        items: await computeRanking(db(), organizationId, {
          ...query,
          from: from ?? undefined,
          to: to ?? undefined,
        }),
      };
    },
  };
}
