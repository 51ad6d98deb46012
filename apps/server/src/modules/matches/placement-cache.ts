import type { MatchCompetition } from '@sportzone/contracts';
import { competitionsOf } from '@sportzone/db';
import type { AppDatabase } from '../../plugins/external/db';

/** How long a match's place in its draw is remembered (a tournament's own change forgets it at once). */
const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

/** A match as far as its placement goes: its id and its tournament if any. */
export interface MatchRef {
  id: number;
  tournamentId: number | null;
}

/** Which tournament match a match is ("Autumn Cup · Semi-final" on live cards and pages). */
export interface PlacementCache {
  /** The match's place in its tournament's draw, or null (not in a draw). */
  of(match: MatchRef): Promise<MatchCompetition>;
  /** The same for many matches in one query (lists). */
  ofMany(matches: readonly MatchRef[]): Promise<Map<number, MatchCompetition>>;
  /** A tournament changed (drawn again, a round paired, renamed): its matches are read afresh. */
  forgetTournament(tournamentId: number): void;
}

export interface PlacementCacheDeps {
  database: Pick<AppDatabase, 'db'>;
}

/**
 * Remembered per match for a while: an event of a match of a draw must not read the stage on the
 * scorer's hot path at every point. A match of no tournament is null without any read.
 */
export function createPlacementCache({ database }: PlacementCacheDeps): PlacementCache {
  const cache = new Map<number, { value: MatchCompetition; tournamentId: number; at: number }>();

  async function ofMany(matches: readonly MatchRef[]): Promise<Map<number, MatchCompetition>> {
    const out = new Map<number, MatchCompetition>();
    const now = Date.now();
    const missing: MatchRef[] = [];
    for (const m of matches) {
      if (m.tournamentId === null) {
        out.set(m.id, null);
        continue;
      }
      const held = cache.get(m.id);
      if (held && held.tournamentId === m.tournamentId && now - held.at < TTL_MS) out.set(m.id, held.value);
      else missing.push(m);
    }
    if (missing.length === 0) return out;
    const rows = await competitionsOf(
      database.db,
      missing.map((m) => m.id),
    );
    const found = new Map(rows.map((r) => [r.matchId, r]));
    if (cache.size > MAX_ENTRIES) cache.clear();
    for (const m of missing) {
      const r = found.get(m.id);
      const value: MatchCompetition = r
        ? {
            tournamentId: r.tournamentId,
            name: r.name,
            phase: r.phase,
            round: r.round,
            group: r.group,
            roundsInPhase: r.roundsInPhase,
            stageType: r.stageType,
            pending: r.pending,
          }
        : null;
      cache.set(m.id, { value, tournamentId: m.tournamentId!, at: now });
      out.set(m.id, value);
    }
    return out;
  }

  return {
    ofMany,
    async of(match) {
      return (await ofMany([match])).get(match.id) ?? null;
    },
    forgetTournament(tournamentId) {
      for (const [id, held] of cache) if (held.tournamentId === tournamentId) cache.delete(id);
    },
  };
}
